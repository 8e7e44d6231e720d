import type { AttestInvariant } from '@arbiter/rules';
import { cardsConserved, valuesInBounds } from '@arbiter/rules';
import type { CardCatalogue } from './catalogue';
import { MAX_HEALTH } from './health';
import { ITEM_POINTS, itemPoints } from './items';
import type { LightseekersState } from './state';

/** Every card of every player, wherever it is (hand, deck, discard, in play, Limbo, picked for a reshuffle). */
export function allCards(state: LightseekersState): string[] {
  return [
    ...state.players.flatMap((p) => [p.hero, ...p.hand, ...p.deck, ...p.discard, ...p.items, ...p.buffs.map((b) => b.card)]),
    ...state.limbo,
    ...state.pending.flatMap((c) => c.picked ?? []),
  ];
}

/**
 * What any attested outcome keeps, whatever the text says: health in 0–35 (2.10.2), at most 2
 * points of Items (2.5.4.5), and cards moved, never made or lost (6.2.1 Move).
 */
export function attestInvariants(cards: CardCatalogue): AttestInvariant<LightseekersState>[] {
  return [
    valuesInBounds('lightseekers/attest-health', 'ls:2.10.2', 0, MAX_HEALTH, (s) => Object.fromEntries(s.players.map((p) => [`${p.id}'s health`, p.health]))),
    valuesInBounds('lightseekers/attest-item-cap', 'ls:2.5.4.5', 0, ITEM_POINTS, (s) => Object.fromEntries(s.players.map((p) => [`${p.id}'s Item points`, itemPoints(p, cards)]))),
    cardsConserved('lightseekers/attest-cards', 'ls:6.2.1/move', allCards),
  ];
}
