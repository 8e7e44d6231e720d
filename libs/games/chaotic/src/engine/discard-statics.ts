import type { AutomatedEffect, CardEffect, Condition } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import { cardFact } from './card-facts';
import { noteInnateRead, READ_DISCARD } from './innate-reads';
import type { EngineContext } from './context';
import type { ChaoticState,CreatureState,Seat } from './types';

const fromDiscard = (c: Condition): boolean =>
  c.kind === 'in-general-discard' || ((c.kind === 'all' || c.kind === 'any') && c.conditions.some(fromDiscard));

const isDiscardStatic = (effect: CardEffect): effect is AutomatedEffect => effect.kind === 'automated' && effect.timing.kind === 'static' && effect.conditions.some(fromDiscard);
const worksFromDiscard = (effects: CardEffects): boolean => effects.normal.some(isDiscardStatic);

/** Whether any creature card of the game has text that works from a general discard pile, kept per game (its creatures, which never change) in the engine's caches. */
function anyWorksFromDiscard(creatures: readonly CreatureState[], ctx: EngineContext): boolean {
  const games = ctx.caches.discardText;
  let any = games.get(creatures);
  if (any === undefined) games.set(creatures, (any = creatures.some((c) => cardFact(ctx, c.card, worksFromDiscard))));
  return any;
}

/**
 * Innate text that works from a general discard pile ("If Elhadd is in your general discard
 * pile, Mandiblor Creatures you control have …"): only the lines that say so, of creature
 * cards in each player's pile (CR 4.1.6), with that player as "you". Text of the same cards
 * that does not name the pile stays silent there.
 */
export function discardStatics(state: ChaoticState, ctx: EngineContext): { effect: AutomatedEffect; owner: Seat }[] {
  // Creature cards reach a general discard pile only from play: with no such text on any creature of the game, none is or will be there (replay speed).
  if (!anyWorksFromDiscard(state.creatures, ctx)) return [];
  // The innate layer then depends on the piles (innate-reads.ts).
  noteInnateRead(READ_DISCARD);
  const out: { effect: AutomatedEffect; owner: Seat }[] = [];
  for (const owner of [0, 1] as const) {
    for (const card of state.zones[owner].generalDiscard) {
      // The per-card answer first: most cards have no such line, and it spares the card lookup (replay speed).
      if (!cardFact(ctx, card, worksFromDiscard) || ctx.cards.byId(card)?.type !== 'Creature') continue;
      for (const effect of ctx.effects(card).normal) {
        if (isDiscardStatic(effect)) out.push({ effect, owner });
      }
    }
  }
  return out;
}
