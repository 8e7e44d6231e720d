import { checkDeck, isChaoticRule } from '@arbiter/chaotic';
import { codes, copy, find, id, set, starters, swap } from './deck-fixtures';

const OW = starters.OverWorld;
const UW = starters.UnderWorld;

describe('the Dawn of Perim starter decks', () => {
  it.each(['masters', 'apprentice', 'advanced-apprentice', 'standard', 'unrestricted', 'noble', 'highlander'])('are legal in %s', (format) => {
    expect(checkDeck(OW, set, format)).toEqual([]);
    expect(checkDeck(UW, set, format)).toEqual([]);
  });
});

describe('CR 2.1.1 game size: one Creature per space', () => {
  it('a six-creature deck is not a game-size-3 deck', () => {
    expect(find(checkDeck(OW, set, 'masters', { gameSize: 3 }), 'chaotic/deck-creature-count')).toEqual([
      expect.objectContaining({ rule: '2.1.1' }),
    ]);
  });
  it('five creatures are too few for game size 6', () => {
    const d = copy(OW);
    d.creatures.pop();
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-creature-count')[0].rule).toBe('2.1.1');
  });
});

describe('CR 2.1.2 triangular Battleboards: 1, 3, 6 and larger', () => {
  it.each([2, 4, 5, 7, 0])('game size %i is refused', (gameSize) => {
    expect(find(checkDeck(OW, set, 'masters', { gameSize }), 'chaotic/deck-game-size')).toEqual([expect.objectContaining({ rule: '2.1.2' })]);
  });
  it.each([1, 3, 6, 10, 15])('game size %i is a board size', (gameSize) => {
    expect(codes(checkDeck(OW, set, 'masters', { gameSize }))).not.toContain('chaotic/deck-game-size');
  });
});

describe('CR 2.2.2 Rule of Two, versions counted together (2.2.2.1)', () => {
  it('a third Delerium from another set breaks it', () => {
    const d = swap(OW, 'attacks', 2, id('Delerium', 'MI'));
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-rule-of-two')).toEqual([expect.objectContaining({ rule: '2.2.2', card: id('Delerium', 'DOP') })]);
  });
  it('two copies are fine', () => {
    expect(codes(checkDeck(swap(OW, 'attacks', 2, id('Flash Kick')), set, 'masters'))).not.toContain('chaotic/deck-rule-of-two');
  });
});

describe('CR 2.2.3 Unique: no other card of that name', () => {
  it('Rellim, Watermaster (Unique) cannot join the starter Rellim', () => {
    const d = swap(OW, 'creatures', 0, id('Rellim, Watermaster'));
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-unique')).toEqual([expect.objectContaining({ rule: '2.2.3', card: id('Rellim, Watermaster') })]);
  });
  it('two copies of the Unique Allmageddon are refused', () => {
    const d = swap(swap(OW, 'attacks', 0, id('Allmageddon', 'DOP')), 'attacks', 1, id('Allmageddon', 'DOP'));
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-unique')[0].rule).toBe('2.2.3');
  });
});

describe('CR 2.2.4 Legendary: one Legendary card per deck', () => {
  const d = swap(swap(OW, 'battlegear', 0, id('Hornsabre')), 'battlegear', 1, id('Dread Tread'));
  it('Hornsabre and Dread Tread together are refused', () => {
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-legendary')).toEqual([expect.objectContaining({ rule: '2.2.4' })]);
  });
  it('one of them is fine', () => {
    expect(checkDeck(swap(OW, 'battlegear', 0, id('Hornsabre')), set, 'masters')).toEqual([]);
  });
});

describe('CR 2.2.5 Loyal: every Creature shares the Loyal card’s tribe', () => {
  it('Maxxor (Loyal OverWorld) in the UnderWorld deck is refused', () => {
    const d = swap(UW, 'creatures', 0, id('Maxxor', 'DOP'));
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-loyal')).toEqual([expect.objectContaining({ rule: '2.2.5', card: id('Maxxor', 'DOP') })]);
  });
  it('Maxxor among OverWorlders is fine', () => {
    expect(checkDeck(swap(OW, 'creatures', 0, id('Maxxor', 'DOP')), set, 'masters')).toEqual([]);
  });
  it('names the first five creatures of other tribes and how many more, however large the deck', () => {
    // A registration of thousands of ids must not build a message per Loyal card listing them all.
    const d = { ...copy(UW), creatures: [id('Maxxor', 'DOP'), ...Array.from({ length: 3000 }, (_, i) => UW.creatures[i % UW.creatures.length])] };
    const loyal = find(checkDeck(d, set, 'masters'), 'chaotic/deck-loyal');
    expect(loyal).toHaveLength(1);
    expect(loyal[0].message).toMatch(/ and 2995 more may not be in the deck$/);
  });
});

describe('CR 2.2.6 one Battlegear per Creature', () => {
  it('five Battlegear for six Creatures is refused in Masters and Advanced Apprentice', () => {
    const d = copy(OW);
    d.battlegear.pop();
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-battlegear-count')[0].rule).toBe('2.2.6');
    expect(find(checkDeck(d, set, 'advanced-apprentice'), 'chaotic/deck-battlegear-count')[0].rule).toBe('2.2.6');
  });
  it('CR 10.1 Apprentice uses no Battlegear, so none is needed', () => {
    expect(checkDeck({ ...copy(OW), battlegear: [], mugic: [] }, set, 'apprentice')).toEqual([]);
  });
});

describe('CR 2.2.7 one Mugic per Creature', () => {
  it('no Mugic is refused in Masters', () => {
    expect(find(checkDeck({ ...copy(OW), mugic: [] }, set, 'masters'), 'chaotic/deck-mugic-count')[0].rule).toBe('2.2.7');
  });
  it('CR 2.2.7.1 Apprentice and Advanced Apprentice need no Mugic', () => {
    expect(checkDeck({ ...copy(OW), mugic: [] }, set, 'apprentice')).toEqual([]);
    expect(checkDeck({ ...copy(OW), mugic: [] }, set, 'advanced-apprentice')).toEqual([]);
  });
});

describe('CR 2.2.8 an Attack Deck of exactly 20', () => {
  it('19 attacks are refused', () => {
    const d = copy(OW);
    d.attacks.pop();
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-attack-count')[0].rule).toBe('2.2.8');
  });
  it('CR 2.2.8.1 a total Build Cost over 20 is refused', () => {
    // The starter attacks cost 14; two Megaroar (4 each) instead of two Delerium (0) make 22.
    const d = swap(swap(OW, 'attacks', 0, id('Megaroar', 'DOP')), 'attacks', 1, id('Megaroar', 'DOP'));
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-build-cost')).toEqual([expect.objectContaining({ rule: '2.2.8.1', message: expect.stringContaining('22') })]);
  });
});

describe('CR 2.2.9 a Location Deck of exactly 10', () => {
  it('11 locations are refused', () => {
    const d = copy(OW);
    d.locations.push(id('Riverlands'));
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-location-count')[0].rule).toBe('2.2.9');
  });
});

describe('CR 10.4.1 Limited: game size 3, 10 attacks (2.2.8.2), 5 locations (2.2.9.1)', () => {
  const limited = { ...copy(OW), creatures: OW.creatures.slice(0, 3), battlegear: OW.battlegear.slice(0, 3), mugic: OW.mugic.slice(0, 3), locations: OW.locations.slice(0, 5) };
  // Ten attacks costing 0+0+1+1+1+1+... kept within 10.
  const cheap = OW.attacks.filter((a) => set.attack(a)!.buildCost <= 1).slice(0, 10);
  it('a 3-creature deck with 10 cheap attacks and 5 locations is legal', () => {
    expect(cheap).toHaveLength(10);
    expect(checkDeck({ ...limited, attacks: cheap }, set, 'limited')).toEqual([]);
  });
  it('the 20-attack starter list is refused under 2.2.8.2', () => {
    const vs = checkDeck(OW, set, 'limited');
    expect(find(vs, 'chaotic/deck-attack-count')[0].rule).toBe('2.2.8.2');
    expect(find(vs, 'chaotic/deck-location-count')[0].rule).toBe('2.2.9.1');
  });
  it('a Build Cost over 10 in 10 attacks is refused under 2.2.8.2', () => {
    const dear = [...cheap.slice(0, 8), id('Megaroar', 'DOP'), id('Lucky Shot', 'DOP')];
    expect(find(checkDeck({ ...limited, attacks: dear }, set, 'limited'), 'chaotic/deck-build-cost')[0].rule).toBe('2.2.8.2');
  });
  it('a game size other than 3 is refused under 10.4.1', () => {
    expect(find(checkDeck({ ...limited, attacks: cheap }, set, 'limited', { gameSize: 6 }), 'chaotic/deck-game-size')[0].rule).toBe('10.4.1');
  });
});

describe('CR 3.1.4 card types: each card in its own section', () => {
  it('an attack listed as a creature is refused, an unknown id too (CR 2.2)', () => {
    const d = swap(swap(OW, 'creatures', 0, id('Delerium', 'DOP')), 'locations', 0, 'NOPE-1');
    const vs = checkDeck(d, set, 'masters');
    expect(find(vs, 'chaotic/deck-wrong-section')[0]).toMatchObject({ rule: '3.1.4', card: id('Delerium', 'DOP') });
    expect(find(vs, 'chaotic/deck-unknown-card')[0]).toMatchObject({ rule: '2.2', card: 'NOPE-1' });
  });
  it('prototype cards are legal in no format', () => {
    const d = swap(OW, 'creatures', 0, id('Heptadd', 'PROTO'));
    expect(find(checkDeck(d, set, 'masters'), 'chaotic/deck-prototype')[0].rule).toBe('format:masters');
  });
  it('an unknown format is refused under CR 10', () => {
    expect(checkDeck(OW, set, 'vintage')).toEqual([expect.objectContaining({ code: 'chaotic/deck-unknown-format', rule: '10' })]);
  });
});

describe('every rule deck legality cites is a rule of Comprehensive Rules 2.0', () => {
  const bad = [
    checkDeck(OW, set, 'limited'),
    checkDeck(OW, set, 'limited', { gameSize: 6 }),
    checkDeck(OW, set, 'masters', { gameSize: 4 }),
    checkDeck({ ...copy(OW), battlegear: [], mugic: [], attacks: [], locations: [] }, set, 'masters'),
    checkDeck(swap(swap(OW, 'attacks', 2, id('Delerium', 'MI')), 'creatures', 0, id('Rellim, Watermaster')), set, 'masters'),
    checkDeck(swap(swap(UW, 'battlegear', 0, id('Hornsabre')), 'battlegear', 1, id('Dread Tread')), set, 'masters'),
    checkDeck(swap(swap(UW, 'creatures', 0, id('Maxxor', 'DOP')), 'locations', 0, id('Delerium', 'DOP')), set, 'masters'),
    checkDeck(swap(OW, 'creatures', 0, 'NOPE'), set, 'masters'),
    checkDeck(swap(swap(OW, 'attacks', 0, id('Megaroar', 'DOP')), 'attacks', 1, id('Megaroar', 'DOP')), set, 'masters'),
    checkDeck(OW, set, 'vintage'),
  ].flat();
  it.each([...new Set(bad.map((v) => v.rule).filter((r) => !r.startsWith('format:')))])('rule %s exists', (rule) => {
    expect(isChaoticRule(rule)).toBe(true);
  });
  it('covers every deck rule the checker knows', () => {
    expect(new Set(bad.map((v) => v.code)).size).toBeGreaterThanOrEqual(13);
  });
});
