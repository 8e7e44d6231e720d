import { CardLookup, deckHash, EngineDeck, EngineFormat, ENGINE_FORMATS, resolveFormat } from '@arbiter/chaotic';
import { MatchState, TournamentState } from '@arbiter/tournament';
import { parseMatchId } from '../tournaments/match-id';

/** A two-player match of a tournament, as a game needs it: seats, registered decks, format. */
export interface MatchContext {
  matchId: string;
  round: number;
  table: number;
  /** Seat order of the pairing; the first seat holds side A. */
  players: [string, string];
  decks: Record<string, EngineDeck>;
  format: EngineFormat;
  bestOf: number;
  match: MatchState;
  roundEnded: boolean;
}

export type MatchLookup =
  | { ok: true; context: MatchContext }
  | { ok: false; status: 404 | 422; code: string; message: string };

/**
 * A registered deck is a flat list of card ids; the engine wants them by section. Creatures
 * keep their listed order, which is their placement order (CR 4.1.1).
 */
export function engineDeckOf(cardIds: readonly string[], cards: CardLookup): EngineDeck {
  const deck = { creatures: [] as string[], attacks: [] as string[], locations: [] as string[], battlegear: [] as string[], mugic: [] as string[] };
  for (const id of cardIds) {
    switch (cards.byId(id)?.type) {
      case 'Creature': deck.creatures.push(id); break;
      case 'Attack': deck.attacks.push(id); break;
      case 'Location': deck.locations.push(id); break;
      case 'Battlegear': deck.battlegear.push(id); break;
      case 'Mugic': deck.mugic.push(id); break;
      default: break; // unknown ids were refused at registration
    }
  }
  return deck;
}

/** The registered deck hashes of a match's players, as a match-log header publishes them. */
export const registeredDeckHashes = (context: MatchContext): Record<string, string> =>
  Object.fromEntries(context.players.map((p) => [p, deckHash(context.decks[p])]));

export function findMatch(state: TournamentState, matchId: string, cards: CardLookup): MatchLookup {
  if (state.status === 'empty') return { ok: false, status: 404, code: 'games/tournament-unknown', message: 'No such tournament.' };
  const ref = parseMatchId(matchId);
  const round = ref ? state.roundsPlayed[ref.round - 1] : undefined;
  const match = ref && round ? round.matches[ref.table - 1] : undefined;
  if (!ref || !round || !match) return { ok: false, status: 404, code: 'games/match-unknown', message: `The tournament has no match "${matchId}" (match ids are <round>-<table>).` };
  if (match.players.length !== 2) {
    return { ok: false, status: 422, code: 'games/not-a-two-player-match', message: `Match ${matchId} is ${match.players.length === 1 ? 'a bye' : 'a multiplayer pod'}; no game is played.` };
  }
  if (state.settings.game !== 'chaotic') return { ok: false, status: 422, code: 'games/game-unsupported', message: `Games of ${state.settings.game} cannot be recorded yet.` };
  // A community format (`apprentice/standard`) is played by the rules of its base format.
  const resolved = resolveFormat(state.settings.format);
  const format = ('base' in resolved ? resolved.base.id : state.settings.format) as EngineFormat;
  if (!ENGINE_FORMATS.includes(format)) {
    return { ok: false, status: 422, code: 'games/format-unsupported', message: `The engine plays ${ENGINE_FORMATS.join(', ')}; this tournament's format is "${state.settings.format}".` };
  }
  const players: [string, string] = [match.players[0], match.players[1]];
  const decks = Object.fromEntries(players.map((p) => [p, engineDeckOf(state.players.get(p)?.deck.cards ?? [], cards)]));
  return { ok: true, context: { matchId, round: ref.round, table: ref.table, players, decks, format, bestOf: state.settings.bestOf, match, roundEnded: round.ended } };
}
