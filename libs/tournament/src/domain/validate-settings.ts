import { reject, Rejection } from './rejection';
import type { TournamentSettings } from './settings';

/** A game the caller plays: its id and how many players sit at one game. */
export interface PlayableGame {
  readonly id: string;
  readonly seats: { readonly min: number; readonly max: number };
}

/**
 * Settings from outside are checked field by field; the message names the field. `games` are
 * the games the caller plays (its registered games); without them any game id is taken.
 */
export function validateSettings(s: TournamentSettings, games?: readonly PlayableGame[]): Rejection | undefined {
  const bad = (field: string, why: string): Rejection => reject('tournament/invalid-settings', `settings.${field} ${why}`);
  if (typeof s !== 'object' || s === null) return bad('', 'must be an object');
  if (typeof s.name !== 'string' || s.name.trim() === '') return bad('name', 'must be a non-empty string');
  if (typeof s.game !== 'string' || s.game === '') return bad('game', 'must be a non-empty string');
  const game = games?.find((g) => g.id === s.game);
  if (games && !game) return bad('game', `must be one of the registered games: ${games.map((g) => g.id).join(', ')}`);
  if (typeof s.format !== 'string' || s.format === '') return bad('format', 'must be a non-empty string');
  if (s.bestOf !== 1 && s.bestOf !== 3) return bad('bestOf', 'must be 1 or 3');
  if (!['mtg', 'pokemon', 'chess'].includes(s.tiebreakers)) return bad('tiebreakers', 'must be mtg, pokemon or chess');
  if (!Number.isInteger(s.seed)) return bad('seed', 'must be an integer');
  if (typeof s.requireCheckIn !== 'boolean') return bad('requireCheckIn', 'must be true or false');
  if (s.roundMinutes !== undefined && (!Number.isInteger(s.roundMinutes) || s.roundMinutes < 1 || s.roundMinutes > 600)) {
    return bad('roundMinutes', 'must be a whole number of minutes from 1 to 600');
  }
  const st = s.structure;
  if (typeof st !== 'object' || st === null) return bad('structure', 'must be an object');
  switch (st.kind) {
    case 'swiss':
      if (st.rounds !== undefined && (!Number.isInteger(st.rounds) || st.rounds < 1)) return bad('structure.rounds', 'must be a positive integer');
      if (st.topCut !== undefined && ![0, 4, 8, 16].includes(st.topCut)) return bad('structure.topCut', 'must be 0, 4, 8 or 16');
      return undefined;
    case 'pods':
      // Pods seat 3–5 (pods.ts): only a game played by three or more at one table has them.
      if (game && game.seats.max < 3) return bad('structure.kind', `pods are for games of 3 or more players; ${game.id} seats at most ${game.seats.max}`);
      if (st.rounds !== undefined && (!Number.isInteger(st.rounds) || st.rounds < 1)) return bad('structure.rounds', 'must be a positive integer');
      return undefined;
    case 'round-robin':
    case 'single-elimination':
      return undefined;
    default:
      return bad('structure.kind', 'must be swiss, round-robin, single-elimination or pods');
  }
}
