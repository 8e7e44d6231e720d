import type { UnknownKeyword } from '../keywords/ability';
import { parseAbilities } from '../keywords/parse-abilities';
import type { Card } from './card';
import { assignIds } from './card-ids';
import type { CardRowError } from './card-row-error';
import { CardSet } from './card-set';
import { type CardFields, readRow } from './read-row';

export interface ImportOptions {
  /** Leave prototype rows (set PROTO) out of the set. Default: keep them (never deck-legal). */
  readonly excludePrototypes?: boolean;
}

export interface ImportResult {
  readonly set: CardSet;
  readonly errors: CardRowError[];
}

/** The identity of a printing: two rows agreeing on all of these are the same row twice. */
function printingKey(c: CardFields): string {
  return JSON.stringify([c.set, c.cardNumber, c.name, c.subtitle ?? null, c.variant ?? null, c.type]);
}

/**
 * Imports a card file of the `chaotic-cards.json` shape (a JSON array of rows). Every
 * bad row is reported with its index, its name and the reason, and left out; the good
 * rows still load. Never throws on user data.
 */
export function importChaoticCards(raw: unknown, options: ImportOptions = {}): ImportResult {
  if (!Array.isArray(raw)) {
    return { set: new CardSet([]), errors: [{ row: 0, reason: 'a card file must be a JSON array of card rows' }] };
  }
  const errors: CardRowError[] = [];
  const accepted: CardFields[] = [];
  const firstRow = new Map<string, number>();
  raw.forEach((row: unknown, i: number) => {
    const { card, problems } = readRow(row);
    const name = nameOf(row);
    for (const p of problems) errors.push({ row: i, ...(name ? { name } : {}), ...(p.field ? { field: p.field } : {}), reason: p.reason });
    if (!card) return;
    const k = printingKey(card);
    const earlier = firstRow.get(k);
    if (earlier !== undefined) {
      errors.push({ row: i, name: card.name, reason: `duplicate of row ${earlier} (same set, number, name and variant)` });
      return;
    }
    firstRow.set(k, i);
    if (options.excludePrototypes && card.prototype) return;
    accepted.push(card);
  });
  return { set: buildSet(accepted), errors };
}

function nameOf(row: unknown): string | undefined {
  if (row && typeof row === 'object' && 'name' in row) {
    const n = (row as { name: unknown }).name;
    if (typeof n === 'string' && n.trim() !== '') return n;
  }
  return undefined;
}

function buildSet(fields: CardFields[]): CardSet {
  const ids = assignIds(fields);
  const unknown: UnknownKeyword[] = [];
  const cards = fields.map((f, i): Card => {
    const id = ids[i];
    const parsed = parseAbilities(f.text);
    for (const token of parsed.unknown) unknown.push({ cardId: id, cardName: f.name, token, line: lineOf(f.text, token) });
    if (f.type === 'Creature' && f.brainwashedText !== undefined) {
      const bw = parseAbilities(f.brainwashedText);
      for (const token of bw.unknown) unknown.push({ cardId: id, cardName: f.name, token, line: lineOf(f.brainwashedText, token) });
      return { ...f, id, abilities: parsed.abilities, brainwashedAbilities: bw.abilities } as Card;
    }
    return { ...f, id, abilities: parsed.abilities } as Card;
  });
  return new CardSet(cards, unknown);
}

function lineOf(text: string, token: string): string {
  return text.split('\n').find((l) => l.includes(token))?.trim() ?? token;
}
