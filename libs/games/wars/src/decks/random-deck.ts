import type { SeededRng } from '@arbiter/rules';
import { isUnlimited, type WarsCard } from '../cards/card';
import { SUPPORT_FACTIONS, type SupportFaction } from '../cards/factions';
import { warsBannedCards } from './check-deck';
import type { WarsDeck } from './decklist';
import { bansApply, deckSizeFor, MAX_COPIES, type WarsDeckOptions, type WarsFormat } from './formats';

/** Cards a deck for play may hold: complete data (a card without a cost cannot be played) and, where bans apply, not banned. */
export function playableCards(cards: readonly WarsCard[], format: WarsFormat): WarsCard[] {
  const banned = bansApply(format) ? warsBannedCards() : new Map<string, string>();
  return cards.filter((c) => c.gaps.length === 0 && !banned.has(c.id));
}

/** Whether a card can be paid for from two factions' support icons (independents and locations need none). */
export function fitsFactions(card: WarsCard, factions: readonly SupportFaction[]): boolean {
  if (card.type === 'Location') return (card.supportIcons ?? []).every((i) => factions.includes(i.faction));
  return card.faction === 'Independent' || factions.some((f) => f === card.faction);
}

/** Adds copies of cards in order, at most `max` of a title (any number of an Unlimited card), until `count` are taken. */
export function takeCopies(order: readonly WarsCard[], count: number, max: number, taken = new Map<string, number>()): string[] {
  const out: string[] = [];
  for (const card of order) {
    if (out.length === count) break;
    const title = card.name.toLowerCase();
    const have = taken.get(title) ?? 0;
    if (have < max || isUnlimited(card)) {
      taken.set(title, have + 1);
      out.push(card.id);
    }
  }
  return out;
}

/**
 * A random legal deck: two factions drawn with `rng`, a fifth of the deck locations whose
 * support icons those factions use, the rest the two factions' and independent cards, never
 * more than four of a title. Throws when the card set cannot make a legal deck at all.
 */
export function randomWarsDeck(cards: readonly WarsCard[], format: WarsFormat, rng: SeededRng, options: WarsDeckOptions = {}): WarsDeck {
  const size = deckSizeFor(format, options);
  const factions = rng.shuffle([...SUPPORT_FACTIONS]).slice(0, 2);
  const pool = playableCards(cards, format).filter((c) => fitsFactions(c, factions));
  const locations = pool.filter((c) => c.type === 'Location');
  const others = pool.filter((c) => c.type !== 'Location');
  if (locations.length === 0) throw new Error(`no playable location fits ${factions.join(' and ')}: the card set cannot make a legal deck`);
  const taken = new Map<string, number>();
  const spread = (list: readonly WarsCard[]) => rng.shuffle(list.flatMap((c) => Array.from({ length: MAX_COPIES }, () => c)));
  const picked = takeCopies(spread(locations), Math.max(1, Math.round(size / 5)), MAX_COPIES, taken);
  picked.push(...takeCopies(spread(others), size - picked.length, MAX_COPIES, taken));
  // A small card set may run out of other cards: Unlimited locations (or more locations) fill the rest.
  if (picked.length < size) picked.push(...takeCopies(spread(locations), size - picked.length, MAX_COPIES, taken));
  while (picked.length < size) {
    const unlimited = locations.find(isUnlimited);
    if (!unlimited) throw new Error(`${factions.join(' and ')} have too few playable cards for a ${size}-card deck`);
    picked.push(unlimited.id);
  }
  return { name: `random ${factions.join('–')}`, cards: rng.shuffle(picked) };
}
