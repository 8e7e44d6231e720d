import type { Element } from '../cards/card';
import type { EngineContext } from './context';
import type { ChaoticState,Seat } from './types';

/** Glossary "Scanned": the Elemental Types printed on the creature's card. */
export function scannedElements(state: ChaoticState, uid: number): readonly Element[] {
  return state.creatures[uid].elements;
}

/** The Elemental Types printed on the Creature Cards in a player's general discard pile (CR 4.1.6). */
export function discardCreatureElements(state: ChaoticState, ctx: EngineContext, seat: Seat): Element[] {
  const out = new Set<Element>();
  for (const id of state.zones[seat].generalDiscard) {
    const card = ctx.cards.byId(id);
    if (card?.type === 'Creature') for (const e of card.elements) out.add(e);
  }
  return [...out];
}
