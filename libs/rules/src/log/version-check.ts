import { MATCH_LOG_VERSION } from './header';

/**
 * What makes a log's `version` unreadable here, or null: a reader accepts any version up to its
 * own and refuses a newer one, whose meaning it cannot know (docs/match-log-format.md).
 */
export function versionProblem(version: unknown): string | null {
  if (typeof version !== 'number' || !Number.isInteger(version)) return '"version" must be an integer';
  if (version > MATCH_LOG_VERSION) return `version ${version} is newer than this reader (${MATCH_LOG_VERSION}); upgrade arbiter`;
  return null;
}
