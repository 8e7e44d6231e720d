import type { CardNames } from '@arbiter/api-contract';
import { getJson } from './api.js';

/** A card id as players know the card: "Name (ID)" where the api names it, the id alone otherwise. */
export type CardNamer = (id: string) => string;

/** The most ids one request to the api may name. */
const MOST_IDS = 200;

/** A namer for these ids of a game's cards (the tournament's game; Chaotic when the page has none), asked of the api in one request. */
export async function cardNamer(ids: Iterable<string>, game = 'chaotic'): Promise<CardNamer> {
  const wanted = [...new Set(ids)].slice(0, MOST_IDS);
  const names = new Map<string, string>();
  if (wanted.length > 0) {
    try {
      const found = await getJson<CardNames>(`/api/cards/${encodeURIComponent(game)}?ids=${wanted.map(encodeURIComponent).join(',')}`);
      for (const card of found.cards) names.set(card.id, card.name);
    } catch {
      // Names are a help to the reader: without them the page still shows every card by its id.
    }
  }
  return (id) => {
    const name = names.get(id);
    return name === undefined ? id : `${name} (${id})`;
  };
}
