import type { CardRecord, CardSetFile } from './card';
import { CATEGORIES, type Category, isOrder } from './vocabulary';

/** A row of the public list of real card names (name, Order, type and category only). */
export interface RealNameRow {
  readonly name: string;
  readonly order?: string;
  readonly type?: string;
  readonly category?: string;
  readonly source?: string;
}

export const STUB_REASON =
  'A real card known only by its name, type, category and Order: no public data gives its text or statistics. A card file that gives the whole card completes it.';

function slug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The real names as a card file of unplayable stubs. Only what the list states is kept, so no
 * statistic is ever attached to a real card's name; a user's file completes a stub by name.
 */
export function realNameStubFile(rows: readonly RealNameRow[]): CardSetFile {
  const cards = rows.map((row): CardRecord => {
    const type = row.type?.toLowerCase();
    const category = row.category?.toLowerCase();
    return {
      id: slug(row.name),
      name: row.name,
      ...(type === 'hero' || type === 'combo' || type === 'action' ? { type } : {}),
      ...(category && (CATEGORIES as readonly string[]).includes(category) ? { category: category as Category } : {}),
      ...(row.order && isOrder(row.order) ? { orders: [row.order] } : {}),
      playable: false,
      unplayableReason: STUB_REASON,
      ...(row.source ? { source: row.source } : {}),
    };
  });
  return {
    formatVersion: 1,
    id: 'astral-names',
    name: 'Astral card names (unplayable stubs)',
    description: 'The 77 real Astral-order card names with their type and category, from card-image folder names. Stubs only: a card file completes them.',
    cards,
  };
}
