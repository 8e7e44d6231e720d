import type { WarsCard } from '../cards/card';
import type { CardText } from './card-text';

const ON_TRUST = {};
const byText = new WeakMap<object, WeakMap<WarsCard, readonly string[]>>();

/**
 * A card's game text the engine leaves to `attest`, one ability a line (both sides of an
 * inverter): every ability beyond keywords, less those the engine version carries out itself.
 */
export function attestedLines(card: WarsCard, text?: CardText): readonly string[] {
  const owner = text ?? ON_TRUST;
  let cards = byText.get(owner);
  if (!cards) byText.set(owner, (cards = new WeakMap()));
  let lines = cards.get(card);
  if (!lines) {
    const all = [...card.abilities, ...(card.invertedAbilities ?? [])].filter((a) => a.kind !== 'keyword').map((a) => a.text);
    lines = text ? all.filter((line) => !text.carries(card, line)) : all;
    cards.set(card, lines);
  }
  return lines;
}

/** Whether a card has text the engine leaves to `attest`. */
export const hasAttestableText = (card: WarsCard, text?: CardText): boolean => attestedLines(card, text).length > 0;
