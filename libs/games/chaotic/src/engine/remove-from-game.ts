import { takeFromPile } from './discard-pile';
import type { RemovableCards } from '../effects/effect-context';
import type { EngineContext } from './context';
import type { ChaoticState,Seat } from './types';

/** Between the cards offered for "any number of": the player stops removing. */
export const STOP = 'stop';

/**
 * "Remove … from the game" (CR 4.1.6): cards leave a player's general discard pile for good,
 * kept apart in `removedFromGame` so no card vanishes from the state. `pick` chooses each card
 * when only some go (`count`; "any number of" offers STOP after the cards); `which` limits them
 * ("a Minion Creature Card", "OverWorld Creatures"). Returns the cards removed.
 */
export function removeFromDiscard(state: ChaoticState, ctx: EngineContext, seat: Seat, count: number | 'all' | 'any', which: RemovableCards, pick: (cards: string[]) => string | undefined): string[] {
  const pile = state.zones[seat].generalDiscard;
  const fits = (id: string) => {
    const card = ctx.cards.byId(id);
    if (!card || (which.cardType !== undefined && card.type !== which.cardType)) return false;
    if (which.subtype !== undefined && !(card.type === 'Creature' && card.subtypes.includes(which.subtype))) return false;
    return which.tribes === undefined || (card.type === 'Creature' && which.tribes.includes(card.tribe));
  };
  const gone: string[] = [];
  if (count === 'all') {
    for (let i = pile.length - 1; i >= 0; i--) if (fits(pile[i])) gone.unshift(takeFromPile(pile, i));
  } else {
    for (let n = 0; count === 'any' || n < count; n++) {
      const options = [...new Set(pile.filter(fits))].reverse();
      const card = options.length === 0 ? undefined : pick(count === 'any' ? [...options, STOP] : options);
      if (card === undefined || card === STOP) break;
      gone.push(takeFromPile(pile, pile.lastIndexOf(card)));
    }
  }
  const m = state.masters!;
  if (gone.length > 0) (m.removedFromGame ??= [[], []])[seat].push(...gone);
  return gone;
}
