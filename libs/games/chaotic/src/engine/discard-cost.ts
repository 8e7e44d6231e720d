import type { EngineContext } from './context';
import { raiseStateEvent } from './state-triggers';
import type { ChaoticState,Seat } from './types';

/** The card goes from the Mugic hand to the general discard pile (CR 4.1.6). */
export function payDiscardMugic(state: ChaoticState, ctx: EngineContext, seat: Seat, card: string): void {
  const hand = state.masters!.mugicHand[seat];
  hand.splice(hand.indexOf(card), 1);
  state.zones[seat].generalDiscard.push(card);
  raiseStateEvent(state, ctx, { kind: 'mugic-to-discard' });
}
