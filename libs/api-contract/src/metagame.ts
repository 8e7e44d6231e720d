export interface TribeShare {
  tribe: string;
  players: number;
  /** Share of the field (registered players), 0–1. */
  share: number;
  wins: number;
  losses: number;
  draws: number;
  /** Match wins over matches played against other tribes (mirror matches and byes left out); null before any. */
  winRate: number | null;
}

export interface DeckSummary {
  playerId: string;
  name: string;
  tribe: string;
  creatures: number;
  dropped: boolean;
}

/** `GET …/metagame`. */
export interface Metagame {
  tribes: TribeShare[];
  decks: DeckSummary[];
}
