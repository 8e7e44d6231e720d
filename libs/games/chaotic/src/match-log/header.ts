import { canonicalJson, PlayerId, sha256Hex } from '@arbiter/rules';
import { DeckMemo } from '../engine/deck-memo';
import { EngineDeck, EngineFormat, PlayMode } from '../engine/types';

export const MATCH_LOG_FORMAT = 'arbiter-match-log';
/** The newest log version this code reads and writes. */
export const MATCH_LOG_VERSION = 1;

export interface LogPlayer {
  readonly id: PlayerId;
  readonly name?: string;
}

/** Line 1 of a match log (docs/match-log-format.md). */
export interface MatchLogHeader {
  readonly format: typeof MATCH_LOG_FORMAT;
  readonly version: number;
  readonly game: 'chaotic';
  readonly gameFormat: EngineFormat;
  readonly engineVersion: string;
  readonly matchId: string;
  readonly mode: PlayMode;
  /** Seat order: the first player holds side A of the battleboard. */
  readonly players: readonly LogPlayer[];
  /** Registered decklists by player id; may be left out when only hashes are published. */
  readonly decks?: Readonly<Record<PlayerId, EngineDeck>>;
  /** sha256 of each decklist's canonical JSON, by player id. */
  readonly deckHashes: Readonly<Record<PlayerId, string>>;
  /** Digital play: sha256(seed) by player id, published before the match. */
  readonly seedCommitments?: Readonly<Record<PlayerId, string>>;
  /** Paper play: the starting player the players determined (CR 4.2.1). */
  readonly startingPlayer?: PlayerId;
}

/** A revealed seed, after the last action (digital play). */
export interface SeedRevealRecord {
  readonly kind: 'seed-reveal';
  readonly player: PlayerId;
  readonly seed: string;
}

/** The result the players or the platform reported, checked against the engine's. */
export interface ReportedResultRecord {
  readonly kind: 'result';
  readonly winners: readonly PlayerId[];
  readonly losers: readonly PlayerId[];
  readonly draw: boolean;
}

/**
 * Time was called before the actions finished the game (a round's time ran out, or a judge
 * ended a game the rules let go on): the game ends unfinished and counts as a drawn game, so
 * the log states no result. `by` names the official who called it.
 */
export interface TimeCalledRecord {
  readonly kind: 'time-called';
  readonly by: string;
}

export type TrailerRecord = SeedRevealRecord | ReportedResultRecord | TimeCalledRecord;

/** Hashes of decklists met before (replay speed): bulk audits meet the same decklists again and again. */
const knownHashes = new DeckMemo<string>();

/** The hash a header publishes for a decklist: sha256 of its RFC 8785 canonical JSON. */
export function deckHash(deck: EngineDeck): string {
  let hash = knownHashes.get(deck);
  if (hash === undefined) knownHashes.set(deck, (hash = sha256Hex(canonicalJson(deck))));
  return hash;
}
