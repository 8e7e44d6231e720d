import type { MatchLogHeader, Viewer } from '@arbiter/rules';

/**
 * A header as a viewer may see it while the game runs: deck hashes for everyone, but the
 * decklists only for officials and each player's own (a decklist tells what may be in a
 * hand). Once the game has ended the log is the public record and the header is whole.
 */
export function headerFor(header: MatchLogHeader, viewer: Viewer, ended: boolean): MatchLogHeader {
  if (ended || viewer.kind === 'judge' || !header.decks) return header;
  const { decks, ...rest } = header;
  if (viewer.kind === 'spectator') return rest;
  const own = decks[viewer.player];
  return own ? { ...rest, decks: { [viewer.player]: own } } : rest;
}
