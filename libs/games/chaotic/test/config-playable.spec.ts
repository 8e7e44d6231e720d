import { checkMatchConfig, unplayableConfig } from '../src/engine/config-check';
import { cards, config, starterDecks } from './support';

const withAttacks = (count: number) => config('digital', { decks: [{ ...starterDecks[0], attacks: starterDecks[0].attacks.slice(0, count) }, starterDecks[1]] });
const rules = (found: { rule: string }[]) => found.map((v) => v.rule);

describe('what keeps the engine from setting a match up, and what is deck legality only', () => {
  it('CR 2.2.8 a 19-card Attack Deck is illegal but playable: the configuration check names it, the engine plays it', () => {
    expect(rules(checkMatchConfig(withAttacks(19), cards))).toEqual(['2.2.8']);
    expect(unplayableConfig(withAttacks(19), cards)).toEqual([]);
  });

  it('CR 2.2.9 a 9-card Location Deck is playable; an empty one is not', () => {
    const locations = (count: number) => config('digital', { decks: [starterDecks[0], { ...starterDecks[1], locations: starterDecks[1].locations.slice(0, count) }] });
    expect(unplayableConfig(locations(9), cards)).toEqual([]);
    expect(rules(unplayableConfig(locations(0), cards))).toEqual(['2.2.9']);
  });

  it('CR 4.2.4 an Attack Deck of two cards cannot be played: nothing would be left to draw before a strike', () => {
    expect(unplayableConfig(withAttacks(3), cards)).toEqual([]);
    expect(unplayableConfig(withAttacks(2), cards)).toEqual([expect.objectContaining({ code: 'chaotic/attack-deck-size', rule: '2.2.8' })]);
  });

  it('CR 2.2 a card the card set does not hold cannot be played', () => {
    const unknown = config('digital', { decks: [{ ...starterDecks[0], creatures: ['DOP-9999', ...starterDecks[0].creatures.slice(1)] }, starterDecks[1]] });
    expect(unplayableConfig(unknown, cards)).toEqual([expect.objectContaining({ code: 'chaotic/unknown-card', rule: '2.2', message: expect.stringContaining('DOP-9999') })]);
  });
});
