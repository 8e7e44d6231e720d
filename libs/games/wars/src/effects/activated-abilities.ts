import type { AbilityReading, Limit, VerbCall } from '../text/reading';
import { isUnread } from '../text/reading';
import type { WarsPhase } from '../text/vocabulary';
import { WARS_VERBS } from '../verbs/registry';
import type { Verb } from '../verbs/verb';
import { delays } from './delayed-abilities';
import { decides, resolutionAsks } from './resolution-choices';
import { canFor, countIn, destinyRevealed, effectsCarried, type ResolvingAbility, targetSlots } from './resolving-calls';

/**
 * Activated abilities the engine carries out itself (engine 1.2.0 on): "• Pay 1 energy ≈ Choose
 * target unit your opponent has in a site battle here. Damage target if its defense < [D]." An
 * ability is carried when every cost is one a verb object pays (`Verb.cost`), every effect one it
 * carries out when the ability resolves (`Verb.resolving`, `resolving-calls.ts`), its conditions
 * and numbers are ones the engine works out then, and its limits are ones it checks; anything
 * else stays attested.
 */
export interface ActivatedAbility extends ResolvingAbility {
  readonly bullets: number;
  readonly cost: readonly VerbCall[];
  /** "You may use this ability only during your deploy phase": the phase of the user's own turn, or the user's turn (`turn`). */
  readonly onlyDuring?: WarsPhase | 'turn';
  /** "… only during your opponent's turn": whose turn `onlyDuring` is (the user's when absent). */
  readonly whose?: 'opponent';
  /** "You can't use this ability during a battle phase": a phase of either player's turn. */
  readonly notDuring?: WarsPhase;
  /** "You can't use this ability until after the attrition step of a battle": a battle under way, past (or before) a step. */
  readonly battleStep?: { readonly step: string; readonly when: 'before' | 'after' };
  /**
   * "Any player may use this ability"; "Your opponent may use this ability during his or her move
   * phase" with the owner's "only during your move phase": either player uses it, and its "you"
   * is the player who does (CR glossary `your opponent may use this ability`).
   */
  readonly anyPlayer?: true;
}

/** The steps of a battle a limit may name, which the engine places among its own (`engine/battle-steps.ts`). */
/** The battle steps text may be used or played before or after (CR glossary `battle phase`). */
export const BATTLE_STEPS: ReadonlySet<string> = new Set(['battle-destiny', 'attrition', 'power', 'loss']);

function costCarried(c: VerbCall): boolean {
  if (c.may || c.unless || c.x || c.forEach || c.if || c.until) return false;
  const verb = WARS_VERBS[c.verb] as Verb;
  return verb.cost !== undefined && verb.cost.supported(c.params as never);
}

type PhaseLimit = Pick<ActivatedAbility, 'onlyDuring' | 'whose' | 'notDuring' | 'anyPlayer' | 'battleStep'>;

/**
 * Who may use an ability besides its owner: "any player", or "your opponent" within the limit the
 * owner has ("You may use this ability only during your move phase. Your opponent may use this
 * ability during his or her move phase."); the limits left; null when the opponent's use is
 * limited otherwise than the owner's.
 */
function usableBy(limits: readonly Limit[]): { readonly anyPlayer: boolean; readonly rest: readonly Limit[] } | null {
  const by = limits.filter((l): l is Extract<Limit, { usableBy: unknown }> => 'usableBy' in l);
  if (by.length === 0) return { anyPlayer: false, rest: limits };
  if (by.length > 1) return null;
  const rest = limits.filter((l) => !('usableBy' in l));
  const [{ usableBy: who, when }] = by;
  if (who === 'any-player' && !when) return { anyPlayer: true, rest };
  const own = rest.length === 1 && 'only' in rest[0] ? rest[0].only : undefined;
  const same = own?.is === 'phase' && own.whose === 'you' && when?.is === 'phase' && when.whose === 'that-player' && when.phase === own.phase;
  return who === 'opponent' && same ? { anyPlayer: true, rest } : null;
}

/**
 * The phase limit of an ability, when its only limit is one: a phase (or the turn) of the user's
 * turn or their opponent's, or a phase of any turn it can't be used in; {} without limits, null
 * when it has one the engine does not check. Either player may use it with `anyPlayer`.
 */
function phaseLimit(limits: readonly Limit[] | undefined): PhaseLimit | null {
  const by = usableBy(limits ?? []);
  if (!by) return null;
  const own = ownPhaseLimit(by.rest);
  return own && by.anyPlayer ? { ...own, anyPlayer: true } : own;
}

function ownPhaseLimit(limits: readonly Limit[]): PhaseLimit | null {
  if (limits.length === 0) return {};
  if (limits.length > 1) return null;
  const limit = limits[0];
  if ('only' in limit && limit.only.is === 'phase' && (limit.only.whose === 'you' || limit.only.whose === 'opponent')) {
    return { onlyDuring: limit.only.phase, ...(limit.only.whose === 'opponent' ? { whose: 'opponent' as const } : {}) };
  }
  if ('never' in limit && limit.never.is === 'phase' && limit.never.whose === 'any' && limit.never.phase !== 'turn') return { notDuring: limit.never.phase };
  if ('only' in limit && limit.only.is === 'step' && BATTLE_STEPS.has(limit.only.step)) return { battleStep: { step: limit.only.step, when: limit.only.when } };
  // "During a battle after the battle destiny step": a step of a battle is during one.
  if ('only' in limit && limit.only.is === 'all' && limit.only.of.length === 2) {
    const [battle, step] = limit.only.of;
    const place = battle.is === 'battle' ? battle.place : undefined;
    const anyBattle = place?.relation === 'in-battle' && place.battle === 'any' && place.which === 'a' && !place.where;
    if (anyBattle && step.is === 'step' && BATTLE_STEPS.has(step.step)) return { battleStep: { step: step.step, when: step.when } };
  }
  return null;
}

/** The activated ability a reading is, when the engine carries all of it out; null otherwise. */
export function activatedAbility(reading: AbilityReading): ActivatedAbility | null {
  if (isUnread(reading) || reading.kind !== 'activated') return null;
  const limit = phaseLimit(reading.limits);
  if (limit === null) return null;
  const targets = targetSlots(reading.effects);
  // A "target" a cost names is one of the user's cards the use names as it pays (`paying`), not an effect's target.
  const counted = countIn({ effects: reading.effects, limits: reading.limits });
  // Every "target" is one the user chooses for an effect's own target; at most one [D], the user's or the opponent's.
  const destiny = destinyRevealed(counted);
  if (counted.targets !== targets.length || !destiny || counted.other > 0) return null;
  const can = canFor(targets.length, { may: true, delays });
  if (reading.cost.length === 0 || !reading.cost.every(costCarried)) return null;
  if (!effectsCarried(reading.effects, can)) return null;
  // A decision as it resolves comes before its effects, so not after a [D] it reveals first; cards that only become known may.
  const { carried, asks } = resolutionAsks(reading.effects);
  if (!carried || (asks && destiny.revealsDestiny && decides(asks))) return null;
  return {
    ...(asks ? { asks } : {}),
    bullets: reading.bullets,
    cost: reading.cost,
    effects: reading.effects,
    targets,
    ...limit,
    ...destiny,
  };
}
