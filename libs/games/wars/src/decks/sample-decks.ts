import type { WarsCard } from '../cards/card';
import type { SupportFaction } from '../cards/factions';
import type { WarsDeck } from './decklist';
import { CONSTRUCTED_DECK_SIZE } from './formats';
import { fitsFactions, playableCards, takeCopies } from './random-deck';

/**
 * Ready-made decks for bots, one per faction pair: the factions that share the human
 * worlds (Earther and Maverick) and the two Seyal factions (Shi and Quay).
 */
export const SAMPLE_PAIRS: readonly (readonly [SupportFaction, SupportFaction])[] = [
  ['Earther', 'Maverick'],
  ['Shi', 'Quay'],
];

const byCostThenNumber = (a: WarsCard, b: WarsCard) => (a.cost ?? 0) - (b.cost ?? 0) || a.setNumber - b.setNumber || a.number - b.number;
const energyFirst = (a: WarsCard, b: WarsCard) => (b.energyIcons?.yourSide ?? 0) - (a.energyIcons?.yourSide ?? 0) || a.setNumber - b.setNumber || a.number - b.number;

/**
 * A 60-card sanctioned-constructed deck for a faction pair, chosen by a fixed rule so it is the
 * same from the same cards: 12 locations (up to 6 sites, then sectors, most energy on your side first,
 * only support icons of the pair), 36 units and ships of the pair that are not unique and cost
 * at most 4 (cheapest first, two copies each), then 12 weapons and interrupts of the pair
 * (cheapest first, two copies each); independents fill any shortfall.
 */
export function sampleWarsDeck(cards: readonly WarsCard[], pair: readonly [SupportFaction, SupportFaction]): WarsDeck {
  const pool = playableCards(cards, 'sanctioned-constructed').filter((c) => fitsFactions(c, pair));
  const ofPair = (c: WarsCard) => c.faction === pair[0] || c.faction === pair[1];
  const locations = pool.filter((c) => c.type === 'Location' && (c.supportIcons ?? []).length > 0).sort(energyFirst);
  const units = pool.filter((c) => ['Character', 'NoBot', 'Vehicle', 'Ship'].includes(c.type) && ofPair(c) && !c.unique && (c.cost ?? 0) <= 4).sort(byCostThenNumber);
  const support = pool.filter((c) => (c.type === 'Weapon' || c.type === 'Interrupt') && ofPair(c) && !c.unique).sort(byCostThenNumber);
  const independents = pool.filter((c) => c.type !== 'Location' && c.faction === 'Independent' && !c.unique).sort(byCostThenNumber);
  const taken = new Map<string, number>();
  const ids = takeCopies(locations.filter((c) => c.subtype === 'Site'), 6, 1, taken);
  ids.push(...takeCopies(locations.filter((c) => c.subtype === 'Sector'), 12 - ids.length, 1, taken));
  ids.push(...takeCopies(locations, 12 - ids.length, 1, taken));
  ids.push(...takeCopies(units, 36, 2, taken));
  ids.push(...takeCopies(support, CONSTRUCTED_DECK_SIZE - ids.length, 2, taken));
  ids.push(...takeCopies(independents, CONSTRUCTED_DECK_SIZE - ids.length, 2, taken));
  if (ids.length !== CONSTRUCTED_DECK_SIZE) throw new Error(`${pair.join('–')} sample deck has ${ids.length} cards, not ${CONSTRUCTED_DECK_SIZE}`);
  return { name: `${pair[0]}–${pair[1]}`, cards: ids };
}

/** The sample decks of the card set, by name. */
export function sampleWarsDecks(cards: readonly WarsCard[]): { name: string; deck: WarsDeck }[] {
  return SAMPLE_PAIRS.map((pair) => {
    const deck = sampleWarsDeck(cards, pair);
    return { name: deck.name!, deck };
  });
}
