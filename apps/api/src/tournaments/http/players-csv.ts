import { parse } from 'csv-parse/sync';
import type { AnyGameModule, DeckViolation } from '@arbiter/rules';
import { readDeck, RegisteredDeck, registeredDeck } from '../../games-deck-checker';
import { unstorableText } from '../../problems/json-text-check';
import { ApiProblem } from '../api-problem';
import { deckCardLimit, deckEntriesOver } from './deck-size-limit';

export interface ImportedPlayer {
  line: number;
  name: string;
  deck: RegisteredDeck;
}

export interface ImportRowError {
  line: number;
  field: string;
  message: string;
  violations?: readonly DeckViolation[];
}

/**
 * Players from CSV with a header row: `name,deck`. `deck` is a decklist in JSON (any form
 * the JSON endpoint takes for the tournament's game) or card ids separated by `;` or `|`.
 * Every row is read before anything is registered; any bad row refuses the whole file, naming its line.
 */
export function readPlayersCsv(text: string, module: AnyGameModule): ImportedPlayer[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    throw new ApiProblem(400, 'request/malformed-csv', `The CSV cannot be read: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new ApiProblem(422, 'tournament/import-invalid', 'The CSV has no player rows (expected a header `name,deck` and one row per player).', { errors: [] });
  const players: ImportedPlayer[] = [];
  const errors: ImportRowError[] = [];
  records.forEach((row, i) => {
    const line = i + 2; // line 1 is the header
    const name = row.name ?? '';
    if (!name) errors.push({ line, field: 'name', message: 'name is missing' });
    const unstorable = unstorableText(name);
    if (unstorable) errors.push({ line, field: 'name', message: unstorable.replace(/^the body/, 'name') });
    const rawDeck = row.deck ?? '';
    if (!rawDeck) {
      errors.push({ line, field: 'deck', message: 'deck is missing' });
      return;
    }
    const limit = deckCardLimit(module);
    // Ids separated by ; or | are counted as the split would make them, before anything is read.
    const entries = rawDeck.startsWith('{') || rawDeck.startsWith('[') ? undefined : rawDeck.split(/[;|]/).length;
    if (entries !== undefined && entries > limit) {
      errors.push({ line, field: 'deck', message: `the deck holds ${entries} cards; a ${module.name} deck holds at most ${limit}` });
      return;
    }
    let read: ReturnType<typeof readDeck>;
    if (rawDeck.startsWith('{') || rawDeck.startsWith('[')) {
      let json: unknown;
      try {
        json = JSON.parse(rawDeck);
      } catch (error) {
        errors.push({ line, field: 'deck', message: `deck is not valid JSON: ${(error as Error).message}` });
        return;
      }
      const over = deckEntriesOver(json, limit);
      if (over !== undefined) {
        errors.push({ line, field: 'deck', message: `the deck holds ${over} or more cards; a ${module.name} deck holds at most ${limit}` });
        return;
      }
      read = readDeck(module, json);
    } else {
      // Card ids are every game's deck: its own check then names any id it has no card for.
      read = { deck: registeredDeck(module, module.decks.fromCardIds(rawDeck.split(/[;|]/).map((s) => s.trim()).filter(Boolean))) };
    }
    if ('violations' in read) errors.push({ line, field: 'deck', message: 'the deck cannot be read', violations: read.violations });
    else if (read.deck.cards.length > limit) errors.push({ line, field: 'deck', message: `the deck holds ${read.deck.cards.length} cards; a ${module.name} deck holds at most ${limit}` });
    else if (name) players.push({ line, name, deck: read.deck });
  });
  if (errors.length > 0) {
    throw new ApiProblem(422, 'tournament/import-invalid', `${errors.length} row(s) of the CSV are invalid; nothing was registered.`, { errors });
  }
  return players;
}
