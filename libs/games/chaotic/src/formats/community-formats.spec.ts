import { checkDeck, resolveFormat } from '@arbiter/chaotic';
import { codes, copy, find, id, set, starters, swap } from '../decks/deck-fixtures';

const OW = starters.OverWorld;
const UW = starters.UnderWorld;

describe('format ids: a base, a community list, or base/community', () => {
  it('a community format alone plays on Masters, aap on Advanced Apprentice (CR 10.2)', () => {
    expect(resolveFormat('pauper')).toMatchObject({ base: { id: 'masters' }, community: { id: 'pauper' } });
    expect(resolveFormat('aap')).toMatchObject({ base: { id: 'advanced-apprentice' }, community: { id: 'aap' } });
    expect(resolveFormat('apprentice/standard')).toMatchObject({ id: 'apprentice/standard', base: { id: 'apprentice' }, community: { id: 'standard' } });
  });
  it('unknown names are explained', () => {
    expect(resolveFormat('vintage')).toEqual({ error: expect.stringContaining('unknown format "vintage"') });
    expect(resolveFormat('masters/vintage')).toEqual({ error: expect.stringContaining('unknown community format "vintage"') });
    expect(resolveFormat('vintage/standard')).toEqual({ error: expect.stringContaining('unknown base format "vintage"') });
  });
});

describe('format:standard', () => {
  it('bans Ramarhvir, The Danian Hivebringer (legal in Masters)', () => {
    const banned = id('Ramarhvir, The Danian Hivebringer');
    const d = swap(OW, 'creatures', 0, banned);
    expect(find(checkDeck(d, set, 'standard'), 'chaotic/deck-banned')).toEqual([expect.objectContaining({ rule: 'format:standard', card: banned })]);
    expect(codes(checkDeck(d, set, 'masters'))).not.toContain('chaotic/deck-banned');
  });
  it('makes Mind Mash Unique', () => {
    const d = swap(swap(OW, 'attacks', 0, id('Mind Mash')), 'attacks', 1, id('Mind Mash'));
    expect(find(checkDeck(d, set, 'standard'), 'chaotic/deck-unique')[0].rule).toBe('format:standard');
    expect(codes(checkDeck(d, set, 'masters'))).not.toContain('chaotic/deck-unique');
  });
  it('lifts Unique from Allmageddon', () => {
    const d = swap(swap(OW, 'attacks', 0, id('Allmageddon', 'DOP')), 'attacks', 1, id('Allmageddon', 'DOP'));
    expect(codes(checkDeck(d, set, 'standard'))).not.toContain('chaotic/deck-unique');
    expect(codes(checkDeck(d, set, 'masters'))).toContain('chaotic/deck-unique');
  });
  it('lifts Legendary from Hornsabre', () => {
    const d = swap(swap(OW, 'battlegear', 0, id('Hornsabre')), 'battlegear', 1, id('Dread Tread'));
    expect(codes(checkDeck(d, set, 'standard'))).not.toContain('chaotic/deck-legendary');
  });
  it("makes Aer'dak Loyal, and lifts Loyal from Arbeid", () => {
    const aerdak = swap(OW, 'creatures', 0, id("Aer'dak"));
    expect(find(checkDeck(aerdak, set, 'standard'), 'chaotic/deck-loyal')[0]).toMatchObject({ rule: 'format:standard', card: id("Aer'dak") });
    expect(codes(checkDeck(aerdak, set, 'masters'))).not.toContain('chaotic/deck-loyal');
    const arbeid = swap(UW, 'creatures', 0, id('Arbeid'));
    expect(codes(checkDeck(arbeid, set, 'standard'))).not.toContain('chaotic/deck-loyal');
    expect(codes(checkDeck(arbeid, set, 'masters'))).toContain('chaotic/deck-loyal');
  });
  it('applies on another base: apprentice/standard', () => {
    const d = swap(OW, 'creatures', 0, id('Ramarhvir, The Danian Hivebringer'));
    expect(codes(checkDeck({ ...d, mugic: [] }, set, 'apprentice/standard'))).toEqual(['chaotic/deck-banned']);
  });
});

describe('format:pauper and format:noble restrict rarity', () => {
  const d = swap(OW, 'attacks', 2, id('Allmageddon', 'DOP'));
  it('a Super Rare is refused in both', () => {
    expect(find(checkDeck(d, set, 'pauper'), 'chaotic/deck-rarity')[0]).toMatchObject({ rule: 'format:pauper', card: id('Allmageddon', 'DOP') });
    expect(find(checkDeck(d, set, 'noble'), 'chaotic/deck-rarity')[0].rule).toBe('format:noble');
  });
  it('pauper bans Canon of Casualty (an UnderWorld starter Mugic)', () => {
    expect(find(checkDeck(UW, set, 'pauper'), 'chaotic/deck-banned')).toEqual([expect.objectContaining({ rule: 'format:pauper', card: id('Canon of Casualty', 'DOP') })]);
  });
});

describe('format:modern restricts sets', () => {
  it('Dawn of Perim cards are refused', () => {
    const vs = checkDeck(OW, set, 'modern');
    expect(vs.length).toBeGreaterThan(0);
    expect(vs.every((v) => v.code === 'chaotic/deck-set' && v.rule === 'format:modern')).toBe(true);
  });
});

describe('format:highlander treats Creatures, Battlegear and Mugic as Unique', () => {
  it('a second Arias is refused; a second Delerium attack is not', () => {
    const d = swap(OW, 'creatures', 1, id('Arias', 'DOP'));
    expect(find(checkDeck(d, set, 'highlander'), 'chaotic/deck-unique')).toEqual([expect.objectContaining({ rule: 'format:highlander' })]);
    expect(checkDeck(d, set, 'masters')).toEqual([]);
  });
});

describe('format:aap (Advanced Apprentice) and format:unrestricted', () => {
  it('aap needs no Mugic and bans Primal Smash', () => {
    expect(checkDeck({ ...copy(UW), mugic: [] }, set, 'aap')).toEqual([]);
    const d = swap({ ...copy(UW), mugic: [] }, 'attacks', 0, id('Primal Smash'));
    expect(find(checkDeck(d, set, 'aap'), 'chaotic/deck-banned')[0].rule).toBe('format:aap');
  });
  it('unrestricted bans nothing', () => {
    expect(checkDeck(swap(OW, 'creatures', 0, id('Ramarhvir, The Danian Hivebringer')), set, 'unrestricted')).toEqual([]);
  });
});
