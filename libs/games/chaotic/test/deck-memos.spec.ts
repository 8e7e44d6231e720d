import { canonicalJson, sha256Hex } from '@arbiter/rules';
import { checkMatchConfig, deckHash } from '../src';
import type { CardLookup,EngineDeck } from '../src/engine';
import { DeckMemo } from '../src/engine/deck-memo';
import { cards, starterDecks } from './support';
import { mastersConfig } from './masters-support';

const [overworld, underworld] = starterDecks;
/** The same decklist as a fresh object, one list changed by `change`. */
const copy = (deck: EngineDeck, change: Partial<EngineDeck> = {}): EngineDeck => JSON.parse(JSON.stringify({ ...deck, ...change }));

describe('per-deck memos keyed by deck text (replay speed)', () => {
  it('a deck memo finds a value by content, in any key order, and only for plain objects of card-id lists', () => {
    const memo = new DeckMemo<number>();
    memo.set(copy(overworld), 1);
    expect(memo.get(copy(overworld))).toBe(1);
    expect(memo.get(Object.fromEntries(Object.entries(overworld).reverse()))).toBe(1);
    expect(memo.get(copy(overworld, { mugic: [...(overworld.mugic ?? []), 'x'] }))).toBeUndefined();
    expect(memo.get(copy(overworld, { locations: overworld.locations.slice(1) }))).toBeUndefined();
    expect(memo.get({ ...overworld, extra: [] })).toBeUndefined();
    const { mugic: _mugic, ...noMugic } = overworld;
    expect(memo.get(noMugic)).toBeUndefined();
    expect(memo.get(Object.assign(Object.create({ toJSON: () => ({}) }), overworld))).toBeUndefined();
    const remembered = copy(underworld);
    memo.set(remembered, 2);
    (remembered.creatures as string[])[0] = 'changed later';
    expect(memo.get(copy(underworld))).toBe(2);
    memo.set({ ...underworld, creatures: [1, 2, 3] }, 3);
    expect(memo.get({ ...underworld, creatures: [1, 2, 3] })).toBeUndefined();
  });

  it('a deck hash is the canonical JSON hash, whatever the key order, and a changed card changes it', () => {
    const hash = deckHash(copy(overworld));
    expect(hash).toBe(sha256Hex(canonicalJson(overworld)));
    const reordered = Object.fromEntries(Object.entries(overworld).reverse()) as unknown as EngineDeck;
    expect(deckHash(reordered)).toBe(hash);
    const changed = copy(overworld, { attacks: [...overworld.attacks.slice(1), overworld.attacks[0] === 'x' ? 'y' : 'x'] });
    expect(deckHash(changed)).toBe(sha256Hex(canonicalJson(changed)));
    expect(deckHash(changed)).not.toBe(hash);
    expect(deckHash(Object.assign(Object.create({ extra: 1 }), overworld))).toBe(hash);
  });

  it('a deck found sound is checked again when a card, the format or the card set differ', () => {
    expect(checkMatchConfig(mastersConfig([copy(overworld), copy(underworld)]), cards)).toEqual([]);
    expect(checkMatchConfig(mastersConfig([copy(overworld), copy(underworld)]), cards)).toEqual([]);
    const unknown = copy(overworld, { attacks: ['no-such-card', ...overworld.attacks.slice(1)] });
    expect(checkMatchConfig(mastersConfig([unknown, copy(underworld)]), cards).map((v) => v.code)).toEqual(['chaotic/unknown-card']);
    // Limited needs other deck sizes: the same decklists are not sound there.
    expect(checkMatchConfig(mastersConfig([copy(overworld), copy(underworld)], 'limited'), cards).map((v) => v.rule)).toEqual(expect.arrayContaining(['2.2.8', '2.2.9', '10.4.1']));
    const missing = overworld.creatures[0];
    const fewer: CardLookup = { byId: (id) => (id === missing ? undefined : cards.byId(id)) };
    expect(checkMatchConfig(mastersConfig([copy(overworld), copy(underworld)]), fewer).map((v) => v.message)).toEqual([expect.stringContaining(missing)]);
  });
});
