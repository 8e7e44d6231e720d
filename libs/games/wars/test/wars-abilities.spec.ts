import { classify, loadWarsCards, peelKeywords, sentences, splitAbilities } from '../src';
import { card, split } from './support';

describe('wars:glossary/abilities: splitting game text that lost its line breaks', () => {
  it('splits 497 cards into 748 abilities; 203 cards have more than one', () => {
    const cards = loadWarsCards();
    const abilities = cards.flatMap((c) => [...c.abilities, ...(c.invertedAbilities ?? [])]);
    expect(abilities).toHaveLength(748);
    expect(cards.filter((c) => c.abilities.length + (c.invertedAbilities?.length ?? 0) > 1)).toHaveLength(203);
    const kinds: Record<string, number> = {};
    for (const a of abilities) kinds[a.kind] = (kinds[a.kind] ?? 0) + 1;
    expect(kinds).toEqual({ keyword: 100, activated: 186, triggered: 133, ongoing: 230, effect: 99 });
  });

  it('an ongoing ability, then a triggered one (Entrenched Infantry 1U17)', () => {
    expect(split('1U17')).toEqual([
      'ongoing: As long as this character is at a site, as an additional cost for a player to play a unit here, that player loses 2 energy.',
      'triggered: Each time you drain here, if this character is at a site, you lose 2 energy.',
    ]);
  });

  it('two bulleted activated abilities (M44 Heavy Plasma Gun 1R135)', () => {
    expect(split('1R135')).toEqual([
      'activated: • Pay 1 energy ≈ Choose target unit your opponent has in a site battle here. Damage target if its defense < [D].',
      'activated: • Pay 3 energy ≈ Choose target damaged unit your opponent has in a site battle here. Destroy target if its defense < [D].',
    ]);
  });

  it('an activated ability, an ongoing one and a triggered one (Sitka 1R263)', () => {
    expect(split('1R263').map((s) => s.split(':')[0])).toEqual(['activated', 'ongoing', 'triggered']);
  });

  it("an activated ability's effect runs over several sentences (Chijo Katana 1U59, Vanguard Trooper 1R52)", () => {
    expect(split('1U59')).toEqual([
      'ongoing: This kizen can’t be damaged.',
      'activated: • Pay 1 energy ≈ Choose target unit your opponent has in a site battle here. Reveal the top two cards of your reserve, choose one and note its destiny, then put them on top of your used pile in any order. Damage target if its defense < that destiny.',
    ]);
    expect(split('1R52')).toEqual(['activated: Pay 0 energy ≈ Play a unit at a related site. That unit costs 1 less energy to play. You may use this ability only during your deploy phase.']);
  });

  it('an ability that quotes another stays whole; the rift after the quote starts the next (Slippery 1R45)', () => {
    expect(split('1R45')).toEqual([
      'ongoing: As long as this character is at a site, this character gains the ability: “As long as each of your units here is an infiltrator, neither player can attack here.”',
      'activated: Pay 3 energy ≈ Put this character in its owner’s hand.',
    ]);
  });

  it('helper text stays with its sentence (Komoku Fighter 1R84)', () => {
    expect(split('1R84')).toHaveLength(1);
  });

  it('an asset: play rules, an ongoing effect, a trigger (Carrier Screen 1R58)', () => {
    expect(split('1R58')).toEqual([
      'ongoing: You may play this asset beneath one of your opponent’s locations.',
      'ongoing: You can’t play more than one of this asset beneath the same location.',
      'ongoing: Your opponent’s battle destiny in a battle here is – 3.',
      'triggered: When your opponent controls this location, dismiss this asset.',
    ]);
  });

  it('an interrupt: a play trigger, then its effect (CISyn Retaliation 1R9); a restriction after the effect (Attack Plan 2C116)', () => {
    expect(split('1R9')).toEqual([
      'triggered: When you play this interrupt, if you have a kizen at a battleground location, you may pay 1 energy. If you do, this interrupt is used instead of lost.',
      'effect: Cancel target pending drain.',
    ]);
    expect(split('2C116')).toEqual(['effect: Invert your inverter.', 'ongoing: You may play this interrupt only during your control phase.']);
  });

  it('an order whose effect has several sentences is one effect (Simple Wager 1R151; Unbidden Martyr 2R56 after its cost)', () => {
    expect(split('1R151')).toHaveLength(1);
    expect(split('2R56').map((s) => s.split(':')[0])).toEqual(['ongoing', 'effect']);
  });

  it('a (USED OR LOST) interrupt has two effects, one for each choice (Overburdened 1U285)', () => {
    const [used, lost] = card('1U285').abilities;
    expect(used).toMatchObject({ kind: 'effect', mode: 'used' });
    expect(lost).toMatchObject({ kind: 'effect', mode: 'lost' });
    expect(lost.text).toMatch(/^LOST: You may pay 4 energy\. If you do, .* Then you choose a title/);
  });

  it('"At target location" opens an effect, not a trigger (Howler’s Gambit 2R8)', () => {
    expect(split('2R8')[1]).toMatch(/^effect: At target location/);
  });
});

describe('wars:glossary/activated-ability and wars:glossary/rift-symbol', () => {
  it('the data writes the rift →; abilities write ≈ and keep cost and effect apart', () => {
    expect(classify('• Pay 2 energy → Draw a card.', false)).toEqual({ kind: 'activated', bullets: 1, cost: 'Pay 2 energy', effect: 'Draw a card.', text: '• Pay 2 energy ≈ Draw a card.', usesDestiny: false, supportIcons: [] });
    for (const c of loadWarsCards()) expect(`${c.text}${c.invertedText ?? ''}`).not.toContain('→');
  });

  it('wars:glossary/bullet: one, two and three bullets (1R8, 2R36, 2R48), with or without a space (2R88)', () => {
    expect(card('1R8').abilities[0]).toMatchObject({ kind: 'activated', bullets: 1, cost: 'Lose 1 energy' });
    expect(card('2R36').abilities[1]).toMatchObject({ kind: 'activated', bullets: 2, cost: 'Pay 2 energy' });
    expect(card('2R48').abilities[1]).toMatchObject({ kind: 'activated', bullets: 3, cost: 'Pay 1 energy' });
    expect(card('2R88').abilities[1]).toMatchObject({ kind: 'activated', bullets: 1, cost: 'Pay 4 energy' });
  });

  it('wars:glossary/destiny and wars:glossary/support-icons: [D] and [Shi] are read', () => {
    expect(card('1R154').abilities[0]).toMatchObject({ usesDestiny: true });
    expect(card('1C194').abilities[0]).toMatchObject({ supportIcons: ['Shi'] });
    expect(card('1R154').usesDestiny).toBe(true);
  });
});

describe('wars:glossary/inverter: the upside-down side is split off at "/"', () => {
  it('abilities on both sides (Torrid Katal 1C271, Cat’s Claw 2R63, Hannya 2R37)', () => {
    expect(split('1C271')).toEqual(['activated: Pay 2 energy ≈ Invert this unit.', 'inverted activated: • Pay 2 energy ≈ You cause attrition +1 here until end of turn.']);
    expect(split('2R63')).toEqual([
      'triggered: Each time you play a character who has piloting aboard this ship, you may invert this ship.',
      'inverted keyword: Captain – Killer Cait Grimalkin',
      'inverted activated: • Pay 3 energy ≈ Draw two cards from your reserve.',
    ]);
    expect(card('2R37').invertedAbilities![0]).toMatchObject({ kind: 'triggered', usesDestiny: true });
  });

  it('an inverter without upside-down abilities has none (Haggard Hulk 1U129)', () => {
    expect(card('1U129').invertedAbilities).toEqual([]);
  });
});

describe('wars:glossary/keyword-ability: keywords at the start of game text', () => {
  it('100 keyword abilities on 72 cards: Size 24, Transport 25, Piloting 18, Encampment 10, Quickdraw 9, Unlimited 6, Scouting 5, Captain 3', () => {
    const cards = loadWarsCards();
    const keywords = cards.flatMap((c) => [...c.abilities, ...(c.invertedAbilities ?? [])]).filter((a) => a.kind === 'keyword');
    const count: Record<string, number> = {};
    for (const k of keywords) count[k.keyword] = (count[k.keyword] ?? 0) + 1;
    expect(count).toEqual({ size: 24, transport: 25, piloting: 18, encampment: 10, quickdraw: 9, unlimited: 6, scouting: 5, captain: 3 });
    expect(cards.filter((c) => [...c.abilities, ...(c.invertedAbilities ?? [])].some((a) => a.kind === 'keyword'))).toHaveLength(72);
  });

  it('keywords separated by commas, without helper text, before a sentence (1C69)', () => {
    expect(peelKeywords('Size 3, Transport 4 Each time an ability of a weapon damages another unit, destroy it.')).toEqual({
      keywords: [{ kind: 'keyword', keyword: 'size', value: 3, text: 'Size 3' }, { kind: 'keyword', keyword: 'transport', value: 4, text: 'Transport 4' }],
      rest: 'Each time an ability of a weapon damages another unit, destroy it.',
    });
    expect(card('1C69').abilities.map((a) => a.kind)).toEqual(['keyword', 'keyword', 'triggered']);
  });

  it('wars:glossary/size and wars:glossary/transport (Stinger 1C156)', () => {
    expect(card('1C156').abilities).toMatchObject([{ keyword: 'size', value: 3 }, { keyword: 'transport', value: 2 }]);
  });

  it('wars:glossary/piloting, before a bullet with no space (Ashmahi-Anant 2R88)', () => {
    expect(card('2R88').abilities[0]).toEqual({ kind: 'keyword', keyword: 'piloting', value: 3, text: 'Piloting 3' });
  });

  it('wars:glossary/quickdraw: its helper text holds a bullet that starts nothing (Tennaru Hari 2R52)', () => {
    expect(card('2R52').abilities).toMatchObject([{ keyword: 'quickdraw', value: 2 }, { kind: 'ongoing' }]);
  });

  it('wars:glossary/captain names the character (Shadowsurfer 2R22)', () => {
    expect(card('2R22').abilities[0]).toMatchObject({ kind: 'keyword', keyword: 'captain', character: 'Rogan Hallard' });
  });

  it('wars:glossary/unlimited and wars:glossary/encampment (Ganymede/Exploratory Camp 1S301), wars:glossary/scouting (1U217)', () => {
    expect(card('1S301').abilities.map((a) => a.kind === 'keyword' && a.keyword)).toEqual(['unlimited', 'encampment']);
    expect(card('1U217').abilities).toMatchObject([{ keyword: 'scouting' }]);
  });

  it('a keyword a card gives is not the card’s keyword (Rapid Fire 2U45)', () => {
    expect(card('2U45').abilities.every((a) => a.kind === 'ongoing')).toBe(true);
  });
});

describe('sentences and splitAbilities on their own', () => {
  it('a full stop inside parentheses or quotes ends no sentence', () => {
    expect(sentences('Draw (one card. Or two) now. Say “Go. Now.” Then stop.')).toEqual(['Draw (one card. Or two) now.', 'Say “Go. Now.”', 'Then stop.']);
  });

  it('works on text the data never had', () => {
    expect(splitAbilities('Scouting (You may play this ship at a sector that has no energy icons on your side.) • Lose 1 energy → Draw a card.', false).map((a) => a.kind)).toEqual(['keyword', 'activated']);
  });
});
