import type { CardCatalog, CardSummary } from '@arbiter/rules';
import type { WarsCard } from './card';

/** Cards as the platform shows them: by collector number, grouped by faction (the WARS metagame's group). */
export function warsCardCatalog(cards: readonly WarsCard[]): CardCatalog {
  const summaries = cards.map((c): CardSummary => ({ id: c.id, name: c.name, type: c.type, ...(c.faction ? { group: c.faction } : {}) }));
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return { byId: (id) => byId.get(id), all: () => summaries };
}
