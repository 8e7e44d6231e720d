import type { GameViewer } from '@arbiter/api-contract';

/** What a game's board renderer may use besides the view: names of players and cards, and who is looking. */
export interface BoardContext {
  viewer: GameViewer;
  /** Player ids in seat order. */
  players: readonly string[];
  playerName: (playerId: string) => string;
  /** "Name (ID)", for lists. */
  cardName: (id: string) => string;
  /** The name alone, for small spaces. */
  cardShort: (id: string) => string;
}

/**
 * A game's board for the replay viewer: it draws one step's view (the engine's view for the
 * caller, exactly as the api sent it) and names the cards it shows, so the frame can fetch their
 * names before drawing. A game without its own renderer gets the generic one.
 */
export interface BoardRenderer {
  cardIds(view: unknown): string[];
  render(view: unknown, context: BoardContext): HTMLElement;
}
