import type { DeckSummary, Metagame, TribeShare } from '@arbiter/api-contract';
import { loadChaoticCards } from '@arbiter/chaotic';
import { TournamentState } from '@arbiter/tournament';

/** The tribe the plurality of a deck's creatures share (ties: alphabetical); `Unknown` without creatures. */
export function deckTribe(cards: readonly string[], tribeOf: (cardId: string) => string | undefined): { tribe: string; creatures: number } {
  const counts = new Map<string, number>();
  for (const id of cards) {
    const tribe = tribeOf(id);
    if (tribe) counts.set(tribe, (counts.get(tribe) ?? 0) + 1);
  }
  const creatures = [...counts.values()].reduce((a, b) => a + b, 0);
  // Generic and Tribeless creatures fit any deck: they name the deck only when nothing else does.
  const named = [...counts].filter(([t]) => t !== 'Generic' && t !== 'Tribeless');
  const pool = named.length > 0 ? named : [...counts];
  pool.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { tribe: pool[0]?.[0] ?? 'Unknown', creatures };
}

function chaoticTribeOf(cardId: string): string | undefined {
  const card = loadChaoticCards().byId(cardId);
  return card?.type === 'Creature' ? card.tribe : undefined;
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/** Tribes of the registered decks, their share of the field and their match records. */
export function computeMetagame(state: TournamentState, tribeOf: (cardId: string) => string | undefined = chaoticTribeOf): Metagame {
  const lookup = state.settings.game === 'chaotic' ? tribeOf : () => undefined;
  const decks: DeckSummary[] = [...state.players.values()].map((p) => ({
    playerId: p.id,
    name: p.name,
    ...deckTribe(p.deck.cards, lookup),
    dropped: p.droppedAfterRound !== undefined,
  }));
  const tribeOfPlayer = new Map(decks.map((d) => [d.playerId, d.tribe]));
  const rows = new Map<string, TribeShare>();
  const row = (tribe: string): TribeShare => {
    let r = rows.get(tribe);
    if (!r) rows.set(tribe, (r = { tribe, players: 0, share: 0, wins: 0, losses: 0, draws: 0, winRate: null }));
    return r;
  };
  for (const d of decks) row(d.tribe).players += 1;
  for (const round of state.roundsPlayed) {
    for (const m of round.matches) {
      if (m.status !== 'final' || m.result?.kind !== 'games' || m.players.length !== 2) continue;
      const [a, b] = m.players.map((p) => tribeOfPlayer.get(p) ?? 'Unknown');
      if (a === b) continue;
      const [wa, wb] = m.result.wins;
      if (wa === wb) {
        row(a).draws += 1;
        row(b).draws += 1;
      } else {
        row(wa > wb ? a : b).wins += 1;
        row(wa > wb ? b : a).losses += 1;
      }
    }
  }
  const field = decks.length;
  const tribes = [...rows.values()].map((r) => {
    const played = r.wins + r.losses + r.draws;
    return { ...r, share: field ? round4(r.players / field) : 0, winRate: played ? round4(r.wins / played) : null };
  });
  tribes.sort((x, y) => y.players - x.players || x.tribe.localeCompare(y.tribe));
  return { tribes, decks };
}
