export interface StandingsRow {
  rank: number;
  playerId: string;
  name: string;
  matchPoints: number;
  record: { wins: number; losses: number; draws: number };
  byes: number;
  /** By tiebreaker name; a name of `tiebreakerOrder` is missing where it does not apply (head-to-head outside a tie). */
  tiebreakers: Partial<Record<string, number>>;
  dropped: boolean;
  playoffFinish?: number;
  /** How far the player went in the top cut, in words: "Winner", "Finalist", "Top 4", "Top 8"… */
  playoff?: string;
}

/** `GET …/standings`, and the feed's `standings` event. */
export interface Standings {
  /** Rounds started so far (the table counts final results of every one of them). */
  round: number;
  /** Stream version the table was computed at, so clients can tell which is newer. */
  version: number;
  profile: string;
  /** The profile's tiebreakers in the order they apply: the columns of a table (a row's keys are unordered and may miss one). */
  tiebreakerOrder: string[];
  rows: StandingsRow[];
}
