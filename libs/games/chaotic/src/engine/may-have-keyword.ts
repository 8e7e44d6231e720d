import type { Ability } from '../keywords/ability';
import type { CardEffects } from './card-effects';
import { cardFact, type CardQuestion } from './card-facts';
import type { EngineContext } from './context';
import type { ChaoticState } from './types';

/** Keyword kinds asked about together, with the card questions that find them in text. */
export interface KeywordKinds {
  readonly kinds: readonly string[];
  /** The card's text (both boxes) names one anywhere: its own keywords, wrapped ones, ones its text grants. */
  readonly named: CardQuestion;
  /** Text other than the card's own keyword lines names one: only such text can give it to another creature. */
  readonly granted: CardQuestion;
}

/** The questions for these kinds: made once per set, so that `cardFact` keeps their answers. */
export function keywordKinds(kinds: readonly string[]): KeywordKinds {
  const pattern = new RegExp(`"kind":"(?:${kinds.join('|')})"`);
  return {
    kinds,
    named: (effects: CardEffects) => pattern.test(JSON.stringify([effects.normal, effects.brainwashed])),
    granted: (effects: CardEffects) => pattern.test(JSON.stringify([effects.normal, effects.brainwashed].map((list) => list.filter((e) => e.kind !== 'keyword')))),
  };
}

/** Whether the ability is of one of the kinds, or wraps one (Hive, Invisibility, Mirage). */
function isOrWraps(ability: Ability, kinds: readonly string[]): boolean {
  if (kinds.includes(ability.kind)) return true;
  return (ability.kind === 'hive' || ability.kind === 'invisibility' || ability.kind === 'mirage') && isOrWraps(ability.ability, kinds);
}

/**
 * Replay speed: whether any of the creatures could have a keyword of these kinds now, read off
 * card text without the innate layer (stats.ts), which a move or a combat start would otherwise
 * build just to find none. `Stats.keywords` finds a creature's keywords only in its own text
 * (either box), in abilities resolved effects granted it, in the Mirage's text, and in what the
 * innate layer grants from the innate text of the game's creatures (in play, or in a general
 * discard pile, which creature cards reach only from play), battlegear and the active Location.
 * False means none has one; true means one may (then ask `Stats`).
 */
export function anyMayHaveKeyword(state: ChaoticState, ctx: EngineContext, uids: readonly number[], kinds: KeywordKinds): boolean {
  if (uids.length === 0) return false;
  const m = state.masters!;
  for (const uid of uids) if (cardFact(ctx, state.creatures[uid].card, kinds.named)) return true;
  for (const g of m.granted) if (uids.includes(g.uid) && isOrWraps(g.ability, kinds.kinds)) return true;
  if (m.mirage !== null && cardFact(ctx, m.mirage.card, kinds.named)) return true;
  // The same question in a row: `cardFact` answers it fastest so.
  if (state.activeLocation && cardFact(ctx, state.activeLocation.card, kinds.granted)) return true;
  for (const gear of m.gear) if (gear !== null && cardFact(ctx, gear.card, kinds.granted)) return true;
  for (const c of state.creatures) if (cardFact(ctx, c.card, kinds.granted)) return true;
  return false;
}
