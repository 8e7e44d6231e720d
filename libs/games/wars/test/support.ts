import { loadWarsCards, type WarsCard } from '../src';
import { engineCardText } from '../src/effects/engine-text';

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

/** Whether engines 1.1.0 and 1.2.0 carry out one of a card's abilities (by its place among them), in that order. */
export function carriedBy(id: string, index: number): [boolean, boolean] {
  const c = card(id);
  const line = c.abilities[index].text;
  return [engineCardText('1.1.0').carries(c, line), engineCardText('1.2.0').carries(c, line)];
}
