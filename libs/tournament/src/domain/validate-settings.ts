import { reject, Rejection } from './rejection';
import type { TournamentSettings } from './settings';

/**
 * Settings from outside are checked field by field; the message names the field. `games` are
 * the game ids the caller plays (its registered games); without them any game id is taken.
 */
export function validateSettings(s: TournamentSettings, games?: readonly string[]): Rejection | undefined {
  const bad = (field: string, why: string): Rejection => reject('tournament/invalid-settings', `settings.${field} ${why}`);
  if (typeof s !== 'object' || s === null) return bad('', 'must be an object');
  if (typeof s.name !== 'string' || s.name.trim() === '') return bad('name', 'must be a non-empty string');
  if (typeof s.game !== 'string' || s.game === '') return bad('game', 'must be a non-empty string');
  if (games && !games.includes(s.game)) return bad('game', `must be one of the registered games: ${games.join(', ')}`);
  if (typeof s.format !== 'string' || s.format === '') return bad('format', 'must be a non-empty string');
  if (s.bestOf !== 1 && s.bestOf !== 3) return bad('bestOf', 'must be 1 or 3');
  if (!['mtg', 'pokemon', 'chess'].includes(s.tiebreakers)) return bad('tiebreakers', 'must be mtg, pokemon or chess');
  if (!Number.isInteger(s.seed)) return bad('seed', 'must be an integer');
  if (typeof s.requireCheckIn !== 'boolean') return bad('requireCheckIn', 'must be true or false');
  const st = s.structure;
  if (typeof st !== 'object' || st === null) return bad('structure', 'must be an object');
  switch (st.kind) {
    case 'swiss':
      if (st.rounds !== undefined && (!Number.isInteger(st.rounds) || st.rounds < 1)) return bad('structure.rounds', 'must be a positive integer');
      if (st.topCut !== undefined && ![0, 4, 8, 16].includes(st.topCut)) return bad('structure.topCut', 'must be 0, 4, 8 or 16');
      return undefined;
    case 'pods':
      if (s.game !== 'lightseekers') return bad('structure.kind', 'pods are for multiplayer Lightseekers only');
      if (st.rounds !== undefined && (!Number.isInteger(st.rounds) || st.rounds < 1)) return bad('structure.rounds', 'must be a positive integer');
      return undefined;
    case 'round-robin':
    case 'single-elimination':
      return undefined;
    default:
      return bad('structure.kind', 'must be swiss, round-robin, single-elimination or pods');
  }
}
