import { csvText, formatTiebreaker } from '@arbiter/tournament';
import type { Round, Standings } from '@arbiter/api-contract';

/** Standings as CSV: one row per player, tiebreakers as columns in the profile's order (percentages as "66.67%", empty where one does not apply). */
export function standingsCsv(view: Standings): string {
  const tiebreakers = view.tiebreakerOrder;
  const header = ['rank', 'playerId', 'name', 'matchPoints', 'wins', 'losses', 'draws', 'byes', ...tiebreakers, 'dropped'];
  const rows = view.rows.map((r) => [
    r.rank, r.playerId, r.name, r.matchPoints, r.record.wins, r.record.losses, r.record.draws, r.byes,
    ...tiebreakers.map((t) => formatTiebreaker(t, r.tiebreakers[t])), r.dropped,
  ]);
  return csvText([header, ...rows]);
}

/** A round's pairings as CSV; `player2` is empty for a bye, `result` is `wins-wins-draws` in seat order. */
export function pairingsCsv(view: Round, names: ReadonlyMap<string, string>): string {
  const header = ['round', 'table', 'matchId', 'player1', 'player1Name', 'player2', 'player2Name', 'status', 'result'];
  const rows = view.pairings.map((p) => {
    const [a, b] = p.players;
    let result = '';
    if (p.result && 'wins' in p.result && a && b) result = `${p.result.wins[a]}-${p.result.wins[b]}-${p.result.draws}`;
    if (p.result && 'points' in p.result) result = p.players.map((id) => (id ? (p.result as { points: Record<string, number> }).points[id] : '')).join('/');
    return [view.round, p.table, p.matchId, a ?? '', a ? names.get(a) ?? '' : '', b ?? '', b ? names.get(b) ?? '' : '', p.status, result];
  });
  return csvText([header, ...rows]);
}
