import { canonicalJson, sha256Hex } from '@arbiter/rules';
import type { MatchLogHeader as KitMatchLogHeader } from '@arbiter/rules';
import { DeckMemo } from '../engine/deck-memo';
import type { EngineDeck, EngineFormat } from '../engine/types';

export { MATCH_LOG_FORMAT, MATCH_LOG_VERSION } from '@arbiter/rules';
export type { LogPlayer, ReportedResultRecord, SeedRevealRecord, TimeCalledRecord, TrailerRecord } from '@arbiter/rules';

/**
 * Line 1 of a Chaotic match log: the kit's header with Chaotic's decks, formats and game id.
 * Seat order: the first player holds side A of the battleboard; in paper play
 * `startingPlayer` is the one the players determined (CR 4.2.1).
 */
export interface MatchLogHeader extends KitMatchLogHeader<EngineDeck> {
  readonly game: 'chaotic';
  readonly gameFormat: EngineFormat;
}

/** Hashes of decklists met before (replay speed): bulk audits meet the same decklists again and again. */
const knownHashes = new DeckMemo<string>();

/** The hash a header publishes for a decklist: sha256 of its RFC 8785 canonical JSON. */
export function deckHash(deck: EngineDeck): string {
  let hash = knownHashes.get(deck);
  if (hash === undefined) knownHashes.set(deck, (hash = sha256Hex(canonicalJson(deck))));
  return hash;
}
