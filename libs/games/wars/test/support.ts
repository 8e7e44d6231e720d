import { loadWarsCards, type WarsCard } from '../src';

/** A bundled card by collector number (the test fails loudly on a wrong number). */
export function card(id: string): WarsCard {
  const found = loadWarsCards().find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

/** A card's abilities as `kind: text` lines, inverted side marked. */
export function split(id: string): string[] {
  const c = card(id);
  return [...c.abilities.map((a) => `${a.kind}: ${a.text}`), ...(c.invertedAbilities ?? []).map((a) => `inverted ${a.kind}: ${a.text}`)];
}
