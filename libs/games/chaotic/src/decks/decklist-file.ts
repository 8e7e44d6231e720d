import type { Card, CardType } from '../cards/card';
import { CardSet, fullName } from '../cards/card-set';
import { type DeckSection, type Decklist, emptyDecklist, SECTION_TYPE } from './decklist';
import { jsonErrorPosition, type Position, StringLocator } from './json-position';

/**
 * A decklist file is JSON, by card names with counts, like chaotic-starter-decks.json:
 *   { "Creature": [{ "name": "Arias", "count": 1 }, "Rellim"], "Attack": [...], ... }
 * An entry is a name or `{ name, count?, set?, cardNumber? }`; "Name, Version" picks a
 * version. Section keys may be singular or plural, any case; keys starting with "_"
 * and "name"/"format" are metadata.
 */
export interface DecklistError {
  readonly line?: number;
  readonly column?: number;
  readonly section?: string;
  readonly name?: string;
  readonly reason: string;
}

export function formatDecklistError(e: DecklistError): string {
  const at = e.line !== undefined ? `line ${e.line}, column ${e.column}: ` : '';
  return `${at}${e.section ? `${e.section}: ` : ''}${e.reason}`;
}

const SECTION_KEYS: Record<string, DeckSection> = {
  creature: 'creatures', creatures: 'creatures',
  battlegear: 'battlegear', battlegears: 'battlegear',
  mugic: 'mugic', mugics: 'mugic',
  attack: 'attacks', attacks: 'attacks',
  location: 'locations', locations: 'locations',
};
const METADATA = new Set(['name', 'format']);
const MAX_COUNT = 99;

export function parseDecklistFile(text: string, set: CardSet): { deck?: Decklist; errors: DecklistError[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const at = jsonErrorPosition(text);
    return { errors: [{ ...at, reason: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  return parseDecklist(raw, set, text);
}

/** Builds a decklist from parsed JSON; `text`, when given, locates errors by line. */
export function parseDecklist(raw: unknown, set: CardSet, text?: string): { deck?: Decklist; errors: DecklistError[] } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { errors: [{ reason: 'a decklist must be a JSON object with Creature, Battlegear, Mugic, Attack and Location lists' }] };
  }
  const deck = emptyDecklist();
  const errors: DecklistError[] = [];
  const locator = new StringLocator(text);
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('_') || METADATA.has(key.toLowerCase())) continue;
    const section = SECTION_KEYS[key.toLowerCase()];
    const keyAt = locator.next(key);
    if (!section) {
      errors.push({ ...keyAt, section: key, reason: `unknown section "${key}" (use Creature, Battlegear, Mugic, Attack, Location)` });
      continue;
    }
    if (!Array.isArray(value)) {
      errors.push({ ...keyAt, section: key, reason: 'a section must be a list of entries' });
      continue;
    }
    value.forEach((entry: unknown, i: number) => readEntry(entry, i, key, section, set, deck, errors, locator));
  }
  return errors.length > 0 ? { errors } : { deck, errors };
}

function readEntry(entry: unknown, i: number, key: string, section: DeckSection, set: CardSet, deck: Decklist, errors: DecklistError[], locator: StringLocator): void {
  const e = typeof entry === 'string' ? { name: entry } : entry;
  if (e === null || typeof e !== 'object' || typeof (e as { name?: unknown }).name !== 'string') {
    errors.push({ section: key, reason: `entry ${i} must be a name or an object with a "name"` });
    return;
  }
  const { name, count = 1, set: setCode, cardNumber } = e as { name: string; count?: unknown; set?: unknown; cardNumber?: unknown };
  const at: Position | object = locator.next(name) ?? {};
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    errors.push({ ...at, section: key, name, reason: `count of "${name}" must be a whole number 1–${MAX_COUNT}` });
    return;
  }
  const found = pick(set, name, SECTION_TYPE[section], setCode, cardNumber);
  if ('reason' in found) {
    errors.push({ ...at, section: key, name, reason: found.reason });
    return;
  }
  for (let n = 0; n < count; n++) deck[section].push(found.card.id);
}

/** The one printing an entry names, preferring a numbered, non-prototype, non-variant row. */
function pick(set: CardSet, name: string, type: CardType, setCode: unknown, cardNumber: unknown): { card: Card } | { reason: string } {
  const named = set.resolve(name);
  if (named.length === 0) {
    const like = set.namesLike(name);
    return { reason: `unknown card "${name}"${like.length > 0 ? ` (did you mean ${like.map((n) => `"${n}"`).join(' or ')}?)` : ''}` };
  }
  let candidates = named.filter((c) => c.type === type);
  if (candidates.length === 0) return { reason: `"${name}" is a ${named[0].type}, not a ${type}` };
  if (typeof setCode === 'string') candidates = candidates.filter((c) => c.set.toLowerCase() === setCode.toLowerCase());
  if (cardNumber !== undefined && cardNumber !== null) candidates = candidates.filter((c) => String(c.cardNumber) === String(cardNumber));
  if (candidates.length === 0) return { reason: `no printing of "${name}" matches set ${String(setCode ?? 'any')} and number ${String(cardNumber ?? 'any')}` };
  const versions = [...new Set(candidates.map(fullName))];
  if (versions.length > 1) return { reason: `"${name}" names several versions (${versions.join('; ')}): write "Name, Version"` };
  const rank = (c: Card) => (c.prototype ? 2 : 0) + (c.variant ? 1 : 0);
  return { card: [...candidates].sort((a, b) => rank(a) - rank(b))[0] };
}
