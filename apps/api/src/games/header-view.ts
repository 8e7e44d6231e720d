import type { MatchLogHeader, Viewer } from '@arbiter/rules';

/**
 * A header as a viewer may see it while the game runs: deck hashes for everyone, but the
 * decklists only for officials and each player's own (a decklist tells what may be in a
 * hand). `whole`: the game has ended, so the log is the public record — callers pass it once
 * the tournament's decklists are published too.
 */
export function headerFor(header: MatchLogHeader, viewer: Viewer, whole: boolean): MatchLogHeader {
  if (whole || viewer.kind === 'judge' || !header.decks) return header;
  const { decks, ...rest } = header;
  if (viewer.kind === 'spectator') return rest;
  const own = decks[viewer.player];
  return own ? { ...rest, decks: { [viewer.player]: own } } : rest;
}
