import type { CardNames } from '@arbiter/api-contract';
import { getJson } from '../api.js';

/** The most ids one request to the cards api may name. */
const MOST_IDS = 200;

/**
 * Card names for a replay, asked of the api as new cards come into view: a card the api does
 * not name (or a failed request) shows by its id, so the board is readable either way.
 */
export class CardNameCache {
  private readonly names = new Map<string, string>();
  private readonly asked = new Set<string>();

  constructor(private readonly game: string) {}

  async learn(ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.asked.has(id));
    for (let i = 0; i < wanted.length; i += MOST_IDS) {
      const batch = wanted.slice(i, i + MOST_IDS);
      batch.forEach((id) => this.asked.add(id));
      try {
        const found = await getJson<CardNames>(`/api/cards/${encodeURIComponent(this.game)}?ids=${batch.map(encodeURIComponent).join(',')}`);
        for (const card of found.cards) this.names.set(card.id, card.name);
      } catch {
        // Names help the reader; without them every card still shows by its id.
      }
    }
  }

  /** "Name (ID)" where the api named the card, the id alone otherwise. */
  readonly nameOf = (id: string): string => {
    const name = this.names.get(id);
    return name === undefined ? id : `${name} (${id})`;
  };

  /** The name alone (a board space is small), the id when there is none. */
  readonly shortName = (id: string): string => this.names.get(id) ?? id;
}
