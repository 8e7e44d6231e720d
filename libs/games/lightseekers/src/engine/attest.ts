import type { AttestInvariant, PlayerId } from '@arbiter/rules';
import { cardsConserved, valuesInBounds } from '@arbiter/rules';
import type { CardCatalogue } from './catalogue';
import { MAX_HEALTH } from './health';
import { ITEM_POINTS, itemPoints } from './items';
import type { AttestOutcome, AttestZone, LightseekersState } from './state';

/** Every card of every player, wherever it is (hand, deck, discard, in play, stored, Limbo, picked for a reshuffle). */
export function allCards(state: LightseekersState): string[] {
  return [
    ...state.players.flatMap((p) => [p.hero, ...p.hand, ...p.deck, ...p.discard, ...p.items, ...p.buffs.flatMap((b) => [b.card, ...(b.stored ?? [])])]),
    ...state.limbo,
    ...state.pending.flatMap((c) => c.picked ?? []),
  ];
}

/**
 * The only cards an attested outcome can change: those of the zones its moves name, and any picked
 * for a reshuffle (a removal it causes drops that player's pending choices). Every other zone is
 * the same before and after, so conservation over these is conservation over all cards.
 */
export function cardsTouchedBy(outcome: AttestOutcome): (state: LightseekersState) => string[] {
  const zones = new Map<string, { player: PlayerId; zone: AttestZone }>();
  for (const m of outcome.moves ?? []) for (const zone of [m.from, m.to]) zones.set(`${m.player}/${zone}`, { player: m.player, zone });
  return (state) => {
    const out: string[] = [];
    for (const { player, zone } of zones.values()) {
      const p = state.players.find((q) => q.id === player);
      if (!p) continue;
      // Cards stored under a Buff that leaves play go to the discard pile (2.8.4.6).
      if (zone === 'buffs') for (const b of p.buffs) out.push(b.card, ...(b.stored ?? []));
      else out.push(...p[zone]);
      if (zone === 'buffs' && !zones.has(`${player}/discard`)) out.push(...p.discard);
    }
    for (const c of state.pending) if (c.picked) out.push(...c.picked);
    return out;
  };
}

/** `invariant`, consulted only when `holds` cannot vouch for the outcome, so a breach is worded by the kit's check. */
function unlessHolds(holds: (before: LightseekersState, after: LightseekersState) => boolean, invariant: AttestInvariant<LightseekersState>): AttestInvariant<LightseekersState> {
  return (before, after, seq) => (holds(before, after) ? null : invariant(before, after, seq));
}

/**
 * What any attested outcome keeps, whatever the text says: health in 0–35 (2.10.2), at most 2
 * points of Items (2.5.4.5), and cards moved, never made or lost (6.2.1 Move). Each is first
 * checked without building the kit's named values or counting every card of four players (that
 * was most of a replay's time); given the outcome, conservation is counted over the cards it
 * touches, and only a breach is recounted over all cards, to name the card the whole-state check names.
 */
export function attestInvariants(cards: CardCatalogue, outcome?: AttestOutcome): AttestInvariant<LightseekersState>[] {
  const conserved = cardsConserved('lightseekers/attest-cards', 'ls:6.2.1/move', allCards);
  const touched = outcome && cardsConserved('lightseekers/attest-cards', 'ls:6.2.1/move', cardsTouchedBy(outcome));
  const inBounds = (value: number, max: number) => value >= 0 && value <= max;
  return [
    unlessHolds(
      (_, after) => after.players.every((p) => inBounds(p.health, MAX_HEALTH)),
      valuesInBounds('lightseekers/attest-health', 'ls:2.10.2', 0, MAX_HEALTH, (s) => Object.fromEntries(s.players.map((p) => [`${p.id}'s health`, p.health]))),
    ),
    unlessHolds(
      (_, after) => after.players.every((p) => inBounds(itemPoints(p, cards), ITEM_POINTS)),
      valuesInBounds('lightseekers/attest-item-cap', 'ls:2.5.4.5', 0, ITEM_POINTS, (s) => Object.fromEntries(s.players.map((p) => [`${p.id}'s Item points`, itemPoints(p, cards)]))),
    ),
    touched ? unlessHolds((before, after) => touched(before, after, 0) === null, conserved) : conserved,
  ];
}
