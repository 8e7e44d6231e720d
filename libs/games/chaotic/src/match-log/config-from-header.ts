import type { MatchLogHeader } from '@arbiter/rules';
import type { ChaoticMatchConfig, EngineDeck, EngineFormat } from '../engine/types';

/**
 * The engine configuration a header describes. A format or player count the engine does not
 * play is passed on as it stands: `checkMatchConfig` names it.
 */
export function configFromHeader(header: MatchLogHeader<EngineDeck>): ChaoticMatchConfig {
  const ids = header.players.map((p) => p.id);
  const deckOf = (id: string): EngineDeck => header.decks?.[id] ?? { creatures: [], attacks: [], locations: [] };
  return {
    matchId: header.matchId,
    format: header.gameFormat as EngineFormat,
    mode: header.mode,
    players: [ids[0], ids[1]],
    decks: [deckOf(ids[0]), deckOf(ids[1])],
    ...(header.startingPlayer !== undefined ? { startingPlayer: header.startingPlayer } : {}),
  };
}
