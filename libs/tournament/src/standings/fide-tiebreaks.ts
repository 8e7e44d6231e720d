import type { RoundRecord } from './records';

/**
 * Chess tie-breaks on FIDE's scale, after the FIDE Tie-Break Regulations (Handbook C.07,
 * in force from 1 July 2023): a game scores 1, ½ or 0; a pairing-allocated bye scores as a
 * win. Buchholz is the sum of the opponents' scores; Median-Buchholz (Buchholz cut of its
 * highest and lowest value) and Sonneborn-Berger (each opponent's score times the points
 * scored against them) are read from the same per-round list. Article 16 (unplayed rounds):
 * a round the player did not play — a bye, or a round missed — is counted against a dummy
 * opponent whose score is the player's own final score.
 */
export function fideScore(rs: readonly RoundRecord[]): number {
  return rs.reduce((s, r) => s + fidePoints(r), 0);
}

const fidePoints = (r: RoundRecord): number => (r.outcome === 'win' ? 1 : r.outcome === 'draw' ? 0.5 : 0);

/** Each round's opponent score: a real opponent's final score, or the player's own for an unplayed round. */
function opponentScores(rs: readonly RoundRecord[], own: number, score: (opponent: string) => number): { score: number; gained: number }[] {
  return rs.flatMap((r) => (r.opponents.length === 0
    ? [{ score: own, gained: fidePoints(r) }]
    : r.opponents.map((o) => ({ score: score(o), gained: fidePoints(r) }))));
}

export function fideBuchholz(rs: readonly RoundRecord[], own: number, score: (opponent: string) => number): number {
  return opponentScores(rs, own, score).reduce((s, o) => s + o.score, 0);
}

/** Buchholz without the highest and the lowest value (both kept when there are fewer than three). */
export function fideMedianBuchholz(rs: readonly RoundRecord[], own: number, score: (opponent: string) => number): number {
  const values = opponentScores(rs, own, score).map((o) => o.score).sort((a, b) => a - b);
  const kept = values.length < 3 ? values : values.slice(1, -1);
  return kept.reduce((s, v) => s + v, 0);
}

export function fideSonnebornBerger(rs: readonly RoundRecord[], own: number, score: (opponent: string) => number): number {
  return opponentScores(rs, own, score).reduce((s, o) => s + o.score * o.gained, 0);
}
