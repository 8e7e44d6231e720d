import { buildWarsVocabulary, loadWarsCards, WARS_CARD_TYPES, WARS_FACTIONS, warsVocabulary } from '../src';

describe('the WARS vocabulary: one list of words for the grammar, the verbs and the filters', () => {
  const vocab = warsVocabulary();

  it('takes factions and card types from the card data, singular and plural, to one canonical name', () => {
    expect([...new Set(vocab.factions.values())]).toEqual(WARS_FACTIONS.map((f) => f.toLowerCase()));
    for (const type of WARS_CARD_TYPES) expect(vocab.kinds.get(type.toLowerCase())).toBe(type.toLowerCase());
    expect(vocab.kinds.get('ships')).toBe('ship');
    expect(vocab.kinds.get('nōbot')).toBe('nobot');
  });

  it('takes labels and location subtypes from the cards themselves (Kizen, Fighter, Stockpile; Site, Sector)', () => {
    for (const [word, kind] of [['kizen', 'kizen'], ['fighters', 'fighter'], ['stockpile', 'stockpile'], ['sites', 'site'], ['sector', 'sector'], ['infiltrator', 'infiltrator']]) {
      expect(vocab.kinds.get(word)).toBe(kind);
    }
    // A label no card carries is not a word of the vocabulary.
    const withoutKizen = buildWarsVocabulary(loadWarsCards().filter((c) => !c.labels.includes('Kizen')));
    expect(withoutKizen.kinds.has('kizen')).toBe(false);
  });

  it("reads the data's misspellings as what they mean (Widowmaker 2C85 \"assts\", Zocho Fighter 1C110 \"fighers\")", () => {
    expect(vocab.kinds.get('assts')).toBe('asset');
    expect(vocab.kinds.get('fighers')).toBe('fighter');
  });

  it('names piles, stats, phases and numbers once', () => {
    expect(vocab.piles.get('used pile')).toBe('used');
    expect(vocab.piles.get('reserve pile')).toBe('reserve');
    expect([...vocab.stats.keys()]).toEqual(['power', 'tactics', 'defense', 'destiny', 'piloting', 'energy cost']);
    expect([...vocab.phases.keys()]).toEqual(['activate', 'control', 'deploy', 'battle', 'move', 'draw']);
    expect(vocab.numbers.get('thirteen')).toBe(13);
  });
});
