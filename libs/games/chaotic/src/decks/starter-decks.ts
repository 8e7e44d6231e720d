import { CardSet } from '../cards/card-set';
import type { Decklist } from './decklist';
import { formatDecklistError, parseDecklist } from './decklist-file';

export interface StarterDecks {
  readonly OverWorld: Decklist;
  readonly UnderWorld: Decklist;
}

/** The raw bundled starter deck file (data/chaotic-starter-decks.json). */
export function bundledStarterDeckFile(): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../../data/chaotic-starter-decks.json') as Record<string, unknown>;
}

/**
 * The two Dawn of Perim starter decks, resolved against `set`. The file's keys carry a
 * note after the tribe ("OverWorld (Dawn of Perim starter, …)"), so decks are found by
 * their first word. Throws when `set` lacks one of their cards: the decks are bundled.
 */
export function loadStarterDecks(set: CardSet): StarterDecks {
  const file = bundledStarterDeckFile();
  const deck = (tribe: 'OverWorld' | 'UnderWorld'): Decklist => {
    const key = Object.keys(file).find((k) => k.split(' ')[0] === tribe);
    if (!key) throw new Error(`starter deck file has no ${tribe} deck`);
    const { deck: parsed, errors } = parseDecklist(file[key], set);
    if (!parsed) throw new Error(`${tribe} starter deck does not resolve: ${errors.map(formatDecklistError).join('; ')}`);
    return parsed;
  };
  return { OverWorld: deck('OverWorld'), UnderWorld: deck('UnderWorld') };
}
