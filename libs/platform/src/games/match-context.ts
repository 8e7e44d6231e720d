import type { AnyGameModule, GameRegistry } from '@arbiter/rules';
import { MatchState, TournamentState } from '@arbiter/tournament';
import { parseMatchId } from '../tournaments/match-id';

/** A match or multiplayer pod of a tournament, as a game needs it: its game, seats, registered decks, format. */
export interface MatchContext {
  matchId: string;
  round: number;
  table: number;
  /** The tournament's game, through which its decks are read and its games played. */
  module: AnyGameModule;
  /** Seat order of the pairing, which is the order of the log's players; in a two-player match the first seat holds side A. */
  players: readonly string[];
  /** The registered decks as the game's engine plays them, by player. */
  decks: Record<string, unknown>;
  /** The format the engine plays (a community format plays by its base format's rules). */
  format: string;
  bestOf: number;
  match: MatchState;
  roundEnded: boolean;
}

export type MatchLookup =
  | { ok: true; context: MatchContext }
  | { ok: false; status: 404 | 422; code: string; message: string };

/** The registered deck hashes of a match's players, as a match-log header publishes them. */
export const registeredDeckHashes = (context: MatchContext): Record<string, string> =>
  Object.fromEntries(context.players.map((p) => [p, context.module.decks.hash(context.decks[p])]));

export function findMatch(state: TournamentState, matchId: string, games: GameRegistry): MatchLookup {
  if (state.status === 'empty') return { ok: false, status: 404, code: 'games/tournament-unknown', message: 'No such tournament.' };
  const ref = parseMatchId(matchId);
  const round = ref ? state.roundsPlayed[ref.round - 1] : undefined;
  const match = ref && round ? round.matches[ref.table - 1] : undefined;
  if (!ref || !round || !match) return { ok: false, status: 404, code: 'games/match-unknown', message: `The tournament has no match "${matchId}" (match ids are <round>-<table>).` };
  if (match.players.length === 1) return { ok: false, status: 422, code: 'games/match-is-a-bye', message: `Match ${matchId} is a bye; no game is played.` };
  const module = games.find(state.settings.game);
  if (!module) {
    return { ok: false, status: 422, code: 'games/game-unsupported', message: `Games of ${state.settings.game} cannot be recorded: the registered games are ${games.ids().join(', ')}.` };
  }
  // Every player of the table plays the one game (a pod's game seats the whole pod), as far as the game seats that many.
  const { min, max } = module.seats;
  if (match.players.length < min || match.players.length > max) {
    return { ok: false, status: 422, code: 'games/seats-unsupported', message: `Match ${matchId} seats ${match.players.length} players; ${module.name} is played by ${min === max ? min : `${min} to ${max}`}.` };
  }
  // The game says which engine format plays the tournament's format, or why none does.
  const resolved = module.formats.resolve(state.settings.format);
  if ('error' in resolved) {
    return { ok: false, status: 422, code: 'games/format-unsupported', message: `${module.name} games of format "${state.settings.format}" cannot be recorded: ${resolved.error}` };
  }
  const players = [...match.players];
  const decks = Object.fromEntries(players.map((p) => [p, module.decks.fromCardIds(state.players.get(p)?.deck.cards ?? [])]));
  return {
    ok: true,
    context: { matchId, round: ref.round, table: ref.table, module, players, decks, format: resolved.engineFormat, bestOf: state.settings.bestOf, match, roundEnded: round.ended },
  };
}
