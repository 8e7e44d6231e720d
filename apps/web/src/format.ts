import type { MatchResult, Pairing } from './types.js';

/** Pure formatting helpers shared by the pages (unit-tested in format.spec.ts). */
export function recordText(record: { wins: number; losses: number; draws: number }): string {
  return `${record.wins}–${record.losses}–${record.draws}`;
}

export function percent(fraction: number | null | undefined, digits = 1): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '—';
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** Games won by each seat of a pairing, whichever of the two result shapes the api sent. */
export function seatWins(pairing: Pairing, result: MatchResult): [number, number] {
  if (Array.isArray(result.wins)) return [result.wins[0] ?? 0, result.wins[1] ?? 0];
  const [a, b] = pairing.players;
  return [result.wins[a] ?? 0, b ? result.wins[b] ?? 0 : 0];
}

/** "2–1–0" from the first player's side, "bye" for a table with one player, "—" before a result. */
export function resultText(pairing: Pairing): string {
  if (pairing.players[1] === null) return 'bye';
  if (!pairing.result) return '—';
  const [a, b] = seatWins(pairing, pairing.result);
  const state = pairing.result.status ?? pairing.status;
  const status = state === 'disputed' ? ' (disputed)' : state === 'reported' ? ' (unconfirmed)' : '';
  return `${a}–${b}–${pairing.result.draws ?? 0}${status}`;
}

/** Tiebreaker keys as column headers: `opponentMatchWinPercentage` → "Opponent match win %". */
export function tiebreakerLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  const text = words.replace(/\bpercentage\b/, '%').replace(/\bomw\b/, 'OMW').replace(/\bgw\b/, 'GW').replace(/\bogw\b/, 'OGW');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function tiebreakerValue(value: unknown): string {
  if (typeof value !== 'number') return value === undefined || value === null ? '—' : String(value);
  return value > 0 && value <= 1 && !Number.isInteger(value) ? percent(value, 2) : String(value);
}
