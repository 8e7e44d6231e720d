import { deckEntriesOver } from './deck-size-limit';

describe('deckEntriesOver', () => {
  it('counts list items in every section and the lines of a decklist text, stopping past the limit', () => {
    expect(deckEntriesOver({ creatures: ['a', 'b'], attacks: ['c'] }, 3)).toBeUndefined();
    expect(deckEntriesOver({ creatures: ['a', 'b'], attacks: ['c', 'd'] }, 3)).toBe(4);
    expect(deckEntriesOver({ text: '2 Maxxor\n1 Chaor\n1 Tangath Toborn\n1 Najarin' }, 3)).toBe(4);
    expect(deckEntriesOver({ cards: Array.from({ length: 90_000 }, (_, i) => `c${i}`) }, 200)).toBe(90_000);
  });
});
