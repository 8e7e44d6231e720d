import { startNextTurn } from '../turn';
import type { ChaoticState } from '../types';

/**
 * CR 9.3.2: the Mirage leaves the active spot for the picked space; a Mirage already on the
 * battleboard returns to the bottom of its owner's Location Deck. While on the battleboard
 * it is not part of a Location Deck (CR 9.3.4). Then the recovery step ends (CR 6.4.3).
 */
export function placeMirage(state: ChaoticState, space: number): void {
  const m = state.masters!;
  const location = state.activeLocation!;
  if (m.mirage) state.zones[m.mirage.owner].locationDeck.unshift(m.mirage.card);
  m.mirage = { card: location.card, owner: location.owner, space };
  m.activeMirage = false;
  state.activeLocation = null;
  startNextTurn(state);
}
