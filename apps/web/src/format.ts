import type { Pairing } from '@arbiter/api-contract';

/** Pure formatting helpers shared by the pages. */
export function recordText(record: { wins: number; losses: number; draws: number }): string {
  return `${record.wins}–${record.losses}–${record.draws}`;
}

export function percent(fraction: number | null | undefined, digits = 1): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '—';
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** Games won by each seat of a two-player table and the drawn games; zeros before a result. */
export function seatScore(pairing: Pairing): { wins: [number, number]; draws: number } {
  const { result } = pairing;
  if (!result || !('wins' in result)) return { wins: [0, 0], draws: 0 };
  const [a, b] = pairing.players;
  return { wins: [a ? result.wins[a] ?? 0 : 0, b ? result.wins[b] ?? 0 : 0], draws: result.draws };
}

/** "2–1–0" from the first player's side (a pod: points per seat), "bye" for a table with one player, "—" before a result. */
export function resultText(pairing: Pairing): string {
  const { result } = pairing;
  if (pairing.players[1] === null) return 'bye';
  if (!result) return '—';
  const status = result.status === 'disputed' ? ' (disputed)' : result.status === 'reported' ? ' (unconfirmed)' : '';
  if ('points' in result) return `${pairing.players.map((p) => (p ? result.points[p] ?? 0 : 0)).join('/')}${status}`;
  const { wins: [a, b], draws } = seatScore(pairing);
  return `${a}–${b}–${draws}${status}`;
}

/** Tiebreaker keys as column headers: `opponentMatchWinPercentage` → "Opponent match win %". */
export function tiebreakerLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  const text = words.replace(/\bpercentage\b/, '%').replace(/\bomw\b/, 'OMW').replace(/\bgw\b/, 'GW').replace(/\bogw\b/, 'OGW');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Why a row has no value for a tiebreaker: it only splits players still level on everything before it. */
export function tiebreakerGap(key: string): string {
  return `${tiebreakerLabel(key)} not computed: it applies only among players tied on points and every earlier tiebreaker`;
}

/** The tiebreakers that are shares of matches, games or rounds won (the library's PERCENT_TIEBREAKERS). */
const PERCENT_TIEBREAKERS = new Set(['omw', 'gw', 'ogw', 'oppWin', 'oppOppWin']);

/** A tiebreaker value for a table cell: a share as "66.67%" (a whole one as "100.00%"), a sum of points as the number. */
export function tiebreakerValue(key: string, value: unknown): string {
  if (typeof value !== 'number') return value === undefined || value === null ? '—' : String(value);
  return PERCENT_TIEBREAKERS.has(key) ? percent(value, 2) : String(value);
}
