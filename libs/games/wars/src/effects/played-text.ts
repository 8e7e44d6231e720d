import type { AbilityReading, Condition, VerbCall } from '../text/reading';
import { isUnread } from '../text/reading';
import type { WarsPhase } from '../text/vocabulary';
import { WARS_VERBS } from '../verbs/registry';
import type { Verb } from '../verbs/verb';
import { BATTLE_STEPS } from './activated-abilities';
import { conditionSupported, locationPlaceSupported } from './phrases';
import { delays } from './delayed-abilities';
import { decides, resolutionAsks } from './resolution-choices';
import { canFor, conditionCarried, countIn, destinyRevealed, effectsCarried, type ResolvingAbility, targetSlots } from './resolving-calls';

/**
 * The text of an interrupt or order the engine carries out itself (engine 1.2.0 on): "Destroy
 * target asset.", with "You can't play this interrupt unless you have a kizen at a location.",
 * "As an additional cost to play this interrupt, lose 2 energy." A card is carried when every
 * one of its abilities is: its effect (one per mode of a USED OR LOST card), read as an
 * activated ability's effects are (`resolving-calls.ts`); its play restrictions, a phase of your
 * turn or a condition the engine checks; its additional cost, one a verb object pays.
 */
export interface PlayedText {
  /** The effect by the mode it is played in: `any` for a card with one effect. */
  readonly effects: Readonly<Partial<Record<'any' | 'used' | 'lost', ResolvingAbility>>>;
  /** "You may play this interrupt only during your move phase." */
  readonly onlyDuring?: WarsPhase | 'turn';
  /** "You can't play this interrupt unless you have a kizen at a location.": each with its text. */
  readonly onlyIf: readonly { readonly text: string; readonly condition: Condition }[];
  /** "As an additional cost to play this interrupt, lose 2 energy." */
  readonly additionalCost: readonly VerbCall[];
}

/**
 * "Only during a (site) battle [at a site where you have at least four warriors]": the battle
 * under way, of a kind, at a place the engine reads; it checks it as the card is played.
 */
export const duringABattle = (c: Condition): boolean =>
  c.is === 'battle' && (!c.place || (c.place.relation === 'in-battle' && c.place.which !== 'target' && (!c.place.where || locationPlaceSupported(c.place.where))));

/** "Only during a battle, before the battle destiny step", "… after the loss step": a step of the battle under way, and that battle. */
export const aroundABattleStep = (c: Condition): boolean =>
  (c.is === 'step' && BATTLE_STEPS.has(c.step)) || (c.is === 'all' && c.of.every((x) => duringABattle(x) || aroundABattleStep(x)) && c.of.some((x) => x.is === 'step'));

/** An effect ability read as the effects of an ability the engine resolves; null when it cannot carry it out. */
function effectOf(reading: Extract<AbilityReading, { kind: 'effect' }>): ResolvingAbility | null {
  const targets = targetSlots(reading.effects);
  const counted = countIn(reading);
  const destiny = destinyRevealed(counted);
  if (counted.targets !== targets.length || !destiny || counted.other > 0) return null;
  const can = canFor(targets.length, { may: true, delays });
  if (reading.condition && !conditionCarried(reading.condition, can)) return null;
  if (!effectsCarried(reading.effects, can)) return null;
  // A decision as it resolves (a "may", "unless he or she pays", a place picked) comes before its effects, so not after a [D] it reveals first; cards that only become known may.
  const { carried, asks } = resolutionAsks(reading.effects);
  if (!carried || (asks && destiny.revealsDestiny && decides(asks))) return null;
  return { effects: reading.effects, targets, ...destiny, ...(reading.condition ? { condition: reading.condition } : {}), ...(asks ? { asks } : {}) };
}

/** "As an additional cost to play this …, lose 2 energy": the cost call, when a verb object pays it with no choice; undefined when it is not one. */
function additionalCost(reading: Extract<AbilityReading, { kind: 'ongoing' }>): VerbCall | null | undefined {
  const [call] = reading.effects;
  if (reading.effects.length !== 1 || call.verb !== 'additional-cost' || reading.condition) return undefined;
  const cost = call.params.cost;
  const paid = call.params.for === 'you' && call.params.what?.select === 'this' && (cost.verb === 'pay-energy' || cost.verb === 'lose-energy');
  return paid && (WARS_VERBS[cost.verb] as Verb).cost!.supported(cost.params as never) ? cost : null;
}

/** The text of an interrupt or order the engine carries out, from the readings of all its abilities; null when any is not carried. */
export function playedText(abilities: readonly { readonly text: string; readonly reading: AbilityReading }[]): PlayedText | null {
  const effects: Partial<Record<'any' | 'used' | 'lost', ResolvingAbility>> = {};
  const onlyIf: { text: string; condition: Condition }[] = [];
  const costs: VerbCall[] = [];
  let onlyDuring: WarsPhase | 'turn' | undefined;
  for (const { text, reading: r } of abilities) {
    if (isUnread(r)) return null;
    if (r.kind === 'keyword') continue;
    if (r.kind === 'effect') {
      const mode = r.mode ?? 'any';
      const effect = effectOf(r);
      if (!effect || effects[mode]) return null;
      effects[mode] = effect;
    } else if (r.kind === 'restriction') {
      for (const limit of r.limits) {
        if (!('only' in limit)) return null;
        const c = limit.only;
        if (c.is === 'phase' && c.whose === 'you' && !onlyDuring) onlyDuring = c.phase;
        else if (c.is !== 'phase' && (conditionSupported(c) || duringABattle(c) || aroundABattleStep(c))) onlyIf.push({ text, condition: c });
        else return null;
      }
    } else if (r.kind === 'ongoing') {
      const cost = additionalCost(r);
      if (!cost) return null;
      costs.push(cost);
    } else return null;
  }
  // One effect, or one for each mode of a USED OR LOST card.
  const modes = Object.keys(effects);
  if (!(modes.length === 1 && effects.any) && !(modes.length === 2 && effects.used && effects.lost)) return null;
  return { effects, ...(onlyDuring ? { onlyDuring } : {}), onlyIf, additionalCost: costs };
}
