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
  /**
   * What the game groups decks by (`tribe` for Chaotic): `tribes` and each deck's `tribe` hold
   * that game's groups. Absent from figures projected before a game named its grouping.
   */
  label?: string;
  tribes: TribeShare[];
  /** Each player's deck group: empty for all but officials until the decklists are published (`decksWithheld`). */
  decks: DeckSummary[];
  decksWithheld?: boolean;
}
