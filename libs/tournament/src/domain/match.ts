/** A game score of a two-player match: games won by each seat, and drawn games. */
export interface GameScore {
  readonly kind: 'games';
  readonly wins: readonly [number, number];
  readonly draws: number;
}

/** A multiplayer pod's result: victory points per seat (Lightseekers rules §5.3.1, §5.3.3). */
export interface PodScore {
  readonly kind: 'victory-points';
  readonly points: readonly number[];
}

export type MatchResult = GameScore | PodScore;

/** One table of a round. A single player is a bye; 3–5 players are a multiplayer pod. */
export interface Pairing {
  readonly table: number;
  readonly players: readonly string[];
}

export type MatchStatus = 'pending' | 'reported' | 'disputed' | 'final';

export interface MatchState extends Pairing {
  readonly status: MatchStatus;
  readonly result?: MatchResult;
  readonly reportedBy?: string;
}

/** A bye is a 2–0 win (issue requirement; MTR Appendix C counts it as two game wins). */
export const BYE_SCORE: GameScore = { kind: 'games', wins: [2, 0], draws: 0 };

export function isBye(pairing: Pairing): boolean {
  return pairing.players.length === 1;
}
