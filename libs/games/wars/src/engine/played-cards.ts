import type { Violation } from '@arbiter/rules';
import { holds, locationAtPlace } from '../effects/phrases';
import { aroundABattleStep, duringABattle, type PlayedText } from '../effects/played-text';
import { type AbilityItem, resolveAbility } from '../effects/resolve-ability';
import type { ResolvingAbility } from '../effects/resolving-calls';
import type { Condition } from '../text/reading';
import { costProblem, payCosts } from './ability-costs';
import { targetChoices, targetsProblem } from './ability-targets';
import { energyCost } from './costs';
import type { Game } from './game-cards';
import { hasKind } from './game-cards';
import { R } from './rule-keys';
import type { Seat, StackItem } from './state';
import { broken } from './violation';
import { inBattleStep } from './battle-steps';

/**
 * Interrupts and orders whose text the engine carries out (engine 1.2.0 on; CR glossary
 * `interrupt`, `order`): played with their targets chosen (`"targets"`), their restrictions
 * and additional costs checked and paid with the card's cost; as the card comes off the stack
 * its effect (the declared mode's, for USED OR LOST) resolves as an ability's does, canceled
 * when a target is no longer legal, and the card then goes to its used or lost pile.
 */

export type CardItem = Extract<StackItem, { kind: 'card' }>;

/** The effect a card played in a mode resolves. */
const effectIn = (text: PlayedText, mode: 'used' | 'lost' | null): ResolvingAbility | undefined => (mode ? text.effects[mode] : undefined) ?? text.effects.any;

/** An interrupt or order not in play: "you" is its player, and it is at no location. */
const sourceFor = (key: string, seat: Seat) => ({ key, seat, here: null });

/** Whether a play restriction holds now: the battle under way ("only during a site battle"), or a condition standing text reads. */
function restrictionHolds(g: Game, key: string, seat: Seat, c: Condition): boolean {
  // "Only during a battle, before the battle destiny step": each part, the step's of the battle under way.
  if (aroundABattleStep(c)) return c.is === 'step' ? inBattleStep(g, c.step, c.when) : c.is === 'all' && c.of.every((x) => restrictionHolds(g, key, seat, x));
  if (duringABattle(c)) {
    const b = g.s.battle;
    const place = c.is === 'battle' && c.place?.relation === 'in-battle' ? c.place : null;
    const kind = place ? place.battle : 'any';
    return b !== null && (kind === 'any' || hasKind(g, b.location, kind)) && (!place?.where || locationAtPlace(g, sourceFor(key, seat), b.location, place.where));
  }
  return holds(g, sourceFor(key, seat), c);
}

/**
 * What is wrong with playing a card whose text the engine carries out (its timing, bullets, [D]
 * and printed cost already checked): its restrictions, its targets, its additional costs (paid
 * with the printed cost). `targets` are the payload's.
 */
export function playedProblems(g: Game, seq: number, seat: Seat, key: string, text: PlayedText, mode: 'used' | 'lost' | null, targets: unknown): Violation[] {
  const s = g.s;
  const card = g.card(key);
  const only = text.onlyDuring;
  if (only && (s.current !== seat || (only !== 'turn' && s.phase !== only))) return broken(seq, 'not-now', R.gameText, `${card.name} may be played only during ${only === 'turn' ? 'your turn' : `your ${only} phase`}`);
  const unmet = text.onlyIf.find((r) => !restrictionHolds(g, key, seat, r.condition));
  if (unmet) return broken(seq, 'not-now', R.gameText, `${card.name} can't be played now: "${unmet.text}"`);
  return [
    ...targetsProblem(g, seq, sourceFor(key, seat), effectIn(text, mode)!.targets, targets, card.name),
    ...costProblem(g, seq, seat, key, text.additionalCost, `${card.name} can't be played`, undefined, energyCost(g, seat, card, null)),
  ].slice(0, 1);
}

/** Pays a carried card's additional costs (after its printed cost). */
export const payAdditional = (g: Game, seat: Seat, key: string, text: PlayedText): void => payCosts(g, seat, key, text.additionalCost);

/** Each choice of targets a carried card may be played with in a mode. */
export function playedTargetChoices(g: Game, seat: Seat, key: string, text: PlayedText, mode: 'used' | 'lost' | null): string[][] {
  const effect = effectIn(text, mode);
  return effect ? targetChoices(g, sourceFor(key, seat), effect.targets) : [];
}

/** The ability a resolving card item is, as `resolveAbility` reads it (at no location). */
export const asAbilityItem = (item: CardItem): AbilityItem => ({ kind: 'ability', seat: item.seat, card: item.card, text: '', targets: item.targets ?? [], here: null, host: null, played: item.mode ?? 'any' });

/** The effect of a carried card played in a mode, when it has one the engine resolves. */
export function playedEffect(g: Game, card: string, mode: 'used' | 'lost' | null): ResolvingAbility | null {
  const text = g.text?.played(g.card(card));
  return text ? effectIn(text, mode) ?? null : null;
}

/** A carried interrupt or order resolves: its effect, canceled when a target is no longer legal. */
export function resolvePlayed(g: Game, item: CardItem, declared: unknown): void {
  const effect = playedEffect(g, item.card, item.mode);
  if (effect) resolveAbility(g, effect, asAbilityItem(item), declared);
}
