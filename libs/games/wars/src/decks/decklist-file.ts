import type { WarsCard } from '../cards/card';
import type { WarsDeck } from './decklist';

/**
 * A decklist file, by card names (or collector numbers) and counts, in either of two forms:
 *
 *   text, one card a line:        JSON:
 *     # Earther rush                 { "name": "Earther rush",
 *     4 CGC Grunt                      "cards": [ { "name": "CGC Grunt", "count": 4 },
 *     2x 1C7                                      { "id": "1C7", "count": 2 },
 *     Earth/Humanity's Home                       "Earth/Humanity's Home" ] }
 *
 * A line or entry without a count is one copy. Names match whatever the apostrophes and case.
 */
export interface WarsDecklistError {
  /** 1-based line of a text decklist. */
  readonly line?: number;
  /** 0-based index of a JSON decklist's entry. */
  readonly entry?: number;
  readonly reason: string;
}

export function formatWarsDecklistError(e: WarsDecklistError): string {
  const at = e.line !== undefined ? `line ${e.line}: ` : e.entry !== undefined ? `entry ${e.entry}: ` : '';
  return `${at}${e.reason}`;
}

const MAX_COUNT = 99;
const COLLECTOR_NUMBER = /^\d(?:PF|[A-Z])\d+$/i;

const normalName = (s: string) => s.trim().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').toLowerCase();

class CardIndex {
  private readonly byId = new Map<string, WarsCard>();
  private readonly byName = new Map<string, WarsCard>();

  constructor(private readonly cards: readonly WarsCard[]) {
    for (const c of cards) {
      this.byId.set(c.id.toUpperCase(), c);
      this.byName.set(normalName(c.name), c);
    }
  }

  /** The card a reference names (collector number first, then title), or why none. */
  find(ref: string): WarsCard | string {
    const text = ref.trim();
    if (text === '') return 'a card name or collector number is missing';
    const card = (COLLECTOR_NUMBER.test(text) ? this.byId.get(text.toUpperCase()) : undefined) ?? this.byName.get(normalName(text));
    if (card) return card;
    if (COLLECTOR_NUMBER.test(text)) return `no card has collector number ${text}`;
    const words = normalName(text).split(' ').filter((w) => w.length > 2);
    const like = this.cards.filter((c) => words.some((w) => normalName(c.name).includes(w))).slice(0, 3).map((c) => `"${c.name}"`);
    return `unknown card "${text}"${like.length > 0 ? ` (did you mean ${like.join(' or ')}?)` : ''}`;
  }
}

function countProblem(count: unknown): string | undefined {
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_COUNT ? undefined : `a count must be a whole number 1–${MAX_COUNT}`;
}

/** Reads a decklist file (text or JSON) against a card set; a deck only when every line or entry is good. */
export function parseWarsDecklist(text: string, cards: readonly WarsCard[]): { deck?: WarsDeck; errors: WarsDecklistError[] } {
  const index = new CardIndex(cards);
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch (error) {
      return { errors: [{ reason: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
    }
    return readJsonDecklist(raw, index);
  }
  const ids: string[] = [];
  const errors: WarsDecklistError[] = [];
  let name: string | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.startsWith('#')) {
      name ??= line.slice(1).trim() || undefined;
      return;
    }
    const m = /^(\d+)\s*[x×]?\s+(.+)$/i.exec(line);
    const count = m ? Number(m[1]) : 1;
    const problem = countProblem(count);
    if (problem) return void errors.push({ line: i + 1, reason: problem });
    const card = index.find(m ? m[2] : line);
    if (typeof card === 'string') return void errors.push({ line: i + 1, reason: card });
    for (let n = 0; n < count; n++) ids.push(card.id);
  });
  if (errors.length === 0 && ids.length === 0) errors.push({ reason: 'the decklist names no cards' });
  return errors.length > 0 ? { errors } : { deck: { ...(name ? { name } : {}), cards: ids }, errors };
}

function readJsonDecklist(raw: unknown, index: CardIndex): { deck?: WarsDeck; errors: WarsDecklistError[] } {
  const object = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
  const entries = Array.isArray(raw) ? raw : object?.cards;
  if (!Array.isArray(entries)) return { errors: [{ reason: 'a JSON decklist must be a list of entries or an object with a "cards" list' }] };
  const ids: string[] = [];
  const errors: WarsDecklistError[] = [];
  entries.forEach((entry: unknown, i: number) => {
    const e = typeof entry === 'string' ? { name: entry } : entry;
    if (e === null || typeof e !== 'object' || Array.isArray(e)) return void errors.push({ entry: i, reason: 'an entry must be a name, a collector number or { "name" | "id", "count" }' });
    const { name, id, collectorNumber, count = 1 } = e as Record<string, unknown>;
    const ref = [id, collectorNumber, name].find((v) => typeof v === 'string');
    if (typeof ref !== 'string') return void errors.push({ entry: i, reason: 'an entry needs a "name" or an "id"' });
    const problem = countProblem(count);
    if (problem) return void errors.push({ entry: i, reason: `${problem} (${ref})` });
    const card = index.find(ref);
    if (typeof card === 'string') return void errors.push({ entry: i, reason: card });
    for (let n = 0; n < (count as number); n++) ids.push(card.id);
  });
  if (errors.length === 0 && ids.length === 0) errors.push({ reason: 'the decklist names no cards' });
  const name = typeof object?.name === 'string' && object.name.trim() ? object.name.trim() : undefined;
  return errors.length > 0 ? { errors } : { deck: { ...(name ? { name } : {}), cards: ids }, errors };
}
