import type { Violation } from '@arbiter/rules';
import { describes, holds } from '../effects/phrases';
import { duringABattle, type PlayedText } from '../effects/played-text';
import { type AbilityItem, resolveAbility } from '../effects/resolve-ability';
import type { ResolvingAbility } from '../effects/resolving-calls';
import type { Condition } from '../text/reading';
import type { CostContext, Verb } from '../verbs/verb';
import { WARS_VERBS } from '../verbs/registry';
import { energyOf, pay } from './energy-piles';
import type { Game } from './game-cards';
import { hasKind } from './game-cards';
import { R } from './rule-keys';
import type { Seat, StackItem } from './state';
import { targetWords } from './target-words';
import { broken } from './violation';

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
  if (duringABattle(c)) {
    const b = g.s.battle;
    const kind = c.is === 'battle' && c.place?.relation === 'in-battle' ? c.place.battle : 'any';
    return b !== null && (kind === 'any' || hasKind(g, b.location, kind));
  }
  return holds(g, sourceFor(key, seat), c);
}

function costContext(g: Game, seat: Seat, key: string): CostContext {
  const s = g.s;
  const none = () => undefined;
  return {
    self: key, active: s.piles[seat].active.length, losable: energyOf(s, seat) + s.piles[seat].hand.length, inverter: false, inverted: false,
    pay: (n) => pay(s, seat, n),
    lose(n) {
      s.pendingLoss = { seat, remaining: (s.pendingLoss?.remaining ?? 0) + n, rule: R.costs };
    },
    dismiss: none, invert: none, revert: none, toUsed: none, handCard: null, describesHandCard: () => false, handToUsed: none,
  };
}

/**
 * What is wrong with playing a card whose text the engine carries out (its timing, bullets, [D]
 * and printed cost already checked): its restrictions, its targets, its additional costs (with
 * the printed cost paid first). `targets` are the payload's.
 */
export function playedProblems(g: Game, seq: number, seat: Seat, key: string, text: PlayedText, mode: 'used' | 'lost' | null, targets: unknown): Violation[] {
  const s = g.s;
  const card = g.card(key);
  const only = text.onlyDuring;
  if (only && (s.current !== seat || (only !== 'turn' && s.phase !== only))) return broken(seq, 'not-now', R.gameText, `${card.name} may be played only during ${only === 'turn' ? 'your turn' : `your ${only} phase`}`);
  const unmet = text.onlyIf.find((r) => !restrictionHolds(g, key, seat, r.condition));
  if (unmet) return broken(seq, 'not-now', R.gameText, `${card.name} can't be played now: "${unmet.text}"`);
  const effect = effectIn(text, mode)!;
  const chosen = targets ?? [];
  const wanted = effect.targets.length;
  if (!Array.isArray(chosen) || chosen.length !== wanted || chosen.some((t) => typeof t !== 'string')) {
    return broken(seq, 'targets-not-chosen', R.target, `${card.name} needs ${wanted} target(s) chosen as it is played: "targets": [${wanted} card key(s)]`);
  }
  if (new Set(chosen).size !== chosen.length) return broken(seq, 'illegal-target', R.target, "you can't choose the same target more than once");
  const src = sourceFor(key, seat);
  for (const [i, t] of effect.targets.entries()) {
    const p = s.inPlay[chosen[i] as string];
    if (!p || !describes(g, src, p, t)) return broken(seq, 'illegal-target', R.target, `the target must be ${targetWords(t)}: ${String(chosen[i])}${p ? ` (${g.card(p.key).name})` : ''} is not`);
  }
  // The additional cost is paid with the printed one: what the active pile holds after it.
  const ctx = { ...costContext(g, seat, key), active: s.piles[seat].active.length - (card.cost ?? 0) };
  for (const c of text.additionalCost) {
    const problem = (WARS_VERBS[c.verb] as Verb).cost!.problem(c.params as never, ctx);
    if (problem) return broken(seq, 'cannot-pay-cost', R.costs, `${card.name} can't be played: ${problem}`);
  }
  return [];
}

/** Pays a carried card's additional costs (after its printed cost). */
export function payAdditional(g: Game, seat: Seat, key: string, text: PlayedText): void {
  const ctx = costContext(g, seat, key);
  for (const c of text.additionalCost) (WARS_VERBS[c.verb] as Verb).cost!.pay(c.params as never, ctx);
}

/** Each choice of targets a carried card may be played with in a mode: one card its phrase describes per target, none twice. */
export function playedTargetChoices(g: Game, seat: Seat, key: string, text: PlayedText, mode: 'used' | 'lost' | null): string[][] {
  const effect = effectIn(text, mode);
  if (!effect) return [];
  const src = sourceFor(key, seat);
  let out: string[][] = [[]];
  for (const t of effect.targets) {
    const fits = g.inPlay().filter((p) => describes(g, src, p, t)).map((p) => p.key);
    out = out.flatMap((chosen) => fits.filter((k) => !chosen.includes(k)).map((k) => [...chosen, k]));
  }
  return out;
}

/** The ability a resolving card item is, as `resolveAbility` reads it (at no location). */
export const asAbilityItem = (item: CardItem): AbilityItem => ({ kind: 'ability', seat: item.seat, card: item.card, text: '', targets: item.targets ?? [], here: null, host: null });

/** The effect of a carried card item, when it has one the engine resolves. */
export function playedEffect(g: Game, item: CardItem): ResolvingAbility | null {
  const text = g.text?.played(g.card(item.card));
  return text ? effectIn(text, item.mode) ?? null : null;
}

/** A carried interrupt or order resolves: its effect, canceled when a target is no longer legal. */
export function resolvePlayed(g: Game, item: CardItem, declared: unknown): void {
  const effect = playedEffect(g, item);
  if (effect) resolveAbility(g, effect, asAbilityItem(item), declared);
}
