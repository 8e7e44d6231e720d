import type { GameOutcome } from './games';

/**
 * Live games as the engine describes them. The engine's own types are assignable to these
 * shapes (the api's handlers declare them), so a change on either side fails the typecheck.
 */

export type Seat = 0 | 1;

/** Who a state or a header is filtered for. */
export type GameViewer = { kind: 'player'; player: string } | { kind: 'spectator' } | { kind: 'judge' };

/** A registered Chaotic deck as a header carries it: card ids, duplicates repeated. */
export interface GameDeck {
  creatures: readonly string[];
  attacks: readonly string[];
  locations: readonly string[];
  battlegear?: readonly string[];
  mugic?: readonly string[];
}

/** Line 1 of a match log (docs/match-log-format.md); while the game runs, decklists only as the caller may see them. */
export interface GameHeader {
  format: 'arbiter-match-log';
  version: number;
  /** The registered game the log is of (`chaotic`). */
  game: string;
  gameFormat: string;
  engineVersion: string;
  matchId: string;
  mode: 'digital' | 'paper';
  /** Seat order: the first player holds side A of the battleboard. */
  players: readonly { id: string; name?: string }[];
  /** Each player's deck in the game's own form (Chaotic's is `GameDeck`). */
  decks?: Readonly<Record<string, unknown>>;
  deckHashes: Readonly<Record<string, string>>;
  /** Digital play: sha256(seed) by player id. */
  seedCommitments?: Readonly<Record<string, string>>;
  /** Paper play: the starting player. */
  startingPlayer?: string;
}

/** `POST …/matches/:matchId/games`. */
export interface StartedGame {
  gameId: string;
  header: GameHeader;
}

/** `POST /api/games/:gameId/seeds`: the players whose seed the platform holds; `ready` once all have. */
export interface SeedsRevealed {
  revealed: string[];
  ready: boolean;
}

/** `POST …/matches/:matchId/logs` (202): the game the upload became; its audit follows. */
export interface UploadedLog {
  gameId: string;
}

export interface CreatureView {
  uid: number;
  card: string;
  owner: Seat;
  /** Board space, or null once defeated. */
  space: number | null;
  damage: number;
  movedThisTurn: boolean;
  tribe: string;
  subtypes: readonly string[];
  elements: readonly string[];
  stats: Readonly<Record<'courage' | 'power' | 'wisdom' | 'speed', number>>;
  energy: number;
  mugicAbility: number;
}

/** One player's piles: counts for hidden piles, the hand only for its owner and the judge. */
export interface ZonesView {
  player: string;
  attackDeckCount: number;
  attackHandCount: number;
  attackHand?: readonly string[];
  attackDiscard: readonly string[];
  locationDeckCount: number;
  generalDiscard: readonly string[];
}

/** What the game waits for next, e.g. `strike` by a seat or `game-over`. */
export interface PendingView {
  kind: string;
  seat?: Seat;
  reason?: string;
  item?: number;
}

export interface CombatView {
  attacker: number;
  defender: number;
  space: number;
  showdown: boolean;
  striker: Seat;
  zeroDamageStreak: number;
}

/** Masters additions: face-down battlegear and the other mugic hand hidden. */
export interface MastersView {
  hive: boolean;
  /** Per creature uid: the card when face up or seen by its controller. */
  gear: readonly ({ card?: string; faceUp: boolean } | null)[];
  counters: readonly number[];
  mugicHandCounts: readonly number[];
  mugicHand?: readonly string[];
  burst: readonly { id: number; kind: string; card: string; controller: Seat; source: number | null; targets: readonly number[] }[];
  infected: readonly number[];
  mirage: { card: string; owner: Seat; space: number } | null;
  revealed?: readonly { seat: Seat; hand: 'attack' | 'mugic'; cards: readonly string[] }[];
}

/** The game as one viewer may see it (CR 4.1.4, 4.2.4: no deck order, no other hand). */
export interface GameView {
  viewer: GameViewer;
  format: string;
  mode: string;
  players: readonly string[];
  size: number;
  board: readonly (number | null)[];
  creatures: readonly CreatureView[];
  zones: readonly ZonesView[];
  activeLocation: { owner: Seat; card: string } | null;
  turn: number;
  active: string;
  pending: PendingView;
  combat: CombatView | null;
  result: GameOutcome | null;
  masters?: MastersView;
  /** Judge only: the engine's whole state, decks in order and the RNG state. */
  judge?: object;
}

/** `GET /api/games/:gameId/state`. */
export interface GameState {
  gameId: string;
  tournamentId: string;
  matchId: string;
  status: 'awaiting-seeds' | 'running' | 'ended' | 'uploaded';
  /** Actions recorded so far; the next action states seq + 1. */
  seq: number;
  viewer: GameViewer;
  stateHash: string | null;
  /** The game's view of the state for this viewer (Chaotic's is `GameView`); null until the game has started. */
  state: unknown;
}
