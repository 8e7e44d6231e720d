import { MATCH_LOG_FORMAT } from './header';
import { versionProblem } from './version-check';

/** What is wrong with a header line's fields for a log of `game`, in words; empty when it reads as a header. */
export function headerErrors(value: Record<string, unknown>, game: string): string[] {
  const errors: string[] = [];
  if (value.format !== MATCH_LOG_FORMAT) errors.push(`"format" must be "${MATCH_LOG_FORMAT}"`);
  const version = versionProblem(value.version);
  if (version !== null) errors.push(version);
  if (value.game !== game) errors.push(`"game" must be "${game}", not ${JSON.stringify(value.game)}`);
  for (const field of ['gameFormat', 'engineVersion', 'matchId', 'mode']) {
    if (typeof value[field] !== 'string') errors.push(`"${field}" must be a string`);
  }
  const players = value.players;
  if (!Array.isArray(players) || players.some((p) => typeof (p as { id?: unknown })?.id !== 'string')) {
    errors.push('"players" must be a list of {"id": string}');
  }
  if (typeof value.deckHashes !== 'object' || value.deckHashes === null) errors.push('"deckHashes" must be an object keyed by player id');
  return errors;
}
