import { type Ability, type Card, type CreatureCard, importChaoticCards, loadChaoticCards, parseAbilities } from '@arbiter/chaotic';

const set = loadChaoticCards();

/** The real card of that name in that set (several versions share names). */
function card(name: string, setCode: string): Card {
  const found = set.byName(name).find((c) => c.set === setCode);
  if (!found) throw new Error(`fixture card ${name} (${setCode}) missing from the bundled set`);
  return found;
}
const abilities = (name: string, setCode: string): readonly Ability[] => card(name, setCode).abilities ?? [];
/** CR 9.2.1: a Minion's Brainwashed text box, parsed like its normal text. */
const brainwashed = (name: string, setCode: string): readonly Ability[] => (card(name, setCode) as CreatureCard).brainwashedAbilities ?? [];

describe('CR 8.8.1.1 cumulative keyword abilities carry their X', () => {
  it('Swift X: Daj Huun has Swift 2', () => {
    expect(abilities('Daj Huun', 'ZOTH')).toContainEqual({ kind: 'swift', x: 2 });
  });
  it('Strike X: Takinom has Strike 10', () => {
    expect(abilities('Takinom', 'ROTO')).toContainEqual({ kind: 'strike', x: 10 });
  });
  it('Element X: Blügon has Water 5; "Water +5" on the Intress prototype reads the same', () => {
    expect(abilities('Blügon', 'DOP')).toContainEqual({ kind: 'element', element: 'Water', x: 5 });
    expect(abilities('Intress', 'PROTO')).toContainEqual({ kind: 'element', element: 'Water', x: 5 });
  });
  it("Elementproof X: Kelvedran has Fireproof, Mik'banin Airproof 25", () => {
    expect(abilities('Kelvedran', 'ZOTH').some((a) => a.kind === 'elementproof' && a.elements.join() === 'Fire')).toBe(true);
    expect(abilities("Mik'banin", 'ROTO')).toContainEqual({ kind: 'elementproof', elements: ['Air'], x: 25 });
  });
  it('Recklessness X: Ere has Recklessness 10', () => {
    expect(abilities('Ere', 'SS')).toContainEqual({ kind: 'recklessness', x: 10 });
  });
  it('Intimidate <stat> X: Ketacc intimidates Energy; Tinnoi (brainwashed) all Disciplines', () => {
    expect(abilities('Ketacc', 'AU').some((a) => a.kind === 'intimidate' && a.stats.join() === 'energy')).toBe(true);
    const tinnoi = card('Tinnoi', 'MI') as CreatureCard;
    expect(tinnoi.brainwashedAbilities).toContainEqual({ kind: 'intimidate', stats: ['courage', 'power', 'wisdom', 'speed'], x: 10 });
  });
  it('Exhaust <discipline> X: Aokua exhausts all Disciplines', () => {
    const exhaust = abilities('Aokua', 'MI').find((a) => a.kind === 'exhaust');
    expect(exhaust).toMatchObject({ kind: 'exhaust', disciplines: ['courage', 'power', 'wisdom', 'speed'] });
  });
  it("Outperform <discipline> X: Accato (brainwashed) outperforms Wisdom 5, Aa'une, Avatar all Disciplines 20", () => {
    expect(brainwashed('Accato', 'MI')).toContainEqual({ kind: 'outperform', disciplines: ['wisdom'], x: 5 });
    const avatar = set.byName("Aa'une the Oligarch").find((c) => c.subtitle === 'Avatar');
    expect(avatar?.abilities).toContainEqual({ kind: 'outperform', disciplines: ['courage', 'power', 'wisdom', 'speed'], x: 20 });
  });
  it('Support <stat> X: Frafdo supports Courage 5, Gronmor Energy', () => {
    expect(abilities('Frafdo', 'DOP')).toContainEqual({ kind: 'support', stats: ['courage'], x: 5 });
    expect(abilities('Gronmor', 'MI')).toContainEqual({ kind: 'support', stats: ['courage', 'power', 'wisdom', 'speed'], x: 5 });
    expect(brainwashed('Gronmor', 'MI')).toContainEqual({ kind: 'support', stats: ['energy'], x: 5 });
  });
});

describe('CR 8.8.3.2 innate abilities without X', () => {
  it('Range: Dractyl has Range', () => {
    expect(abilities('Dractyl', 'DOP')).toContainEqual({ kind: 'range' });
  });
  it('Range and Swift on one line: Attacat, Tactical Aide has both when brainwashed', () => {
    expect(brainwashed('Attacat', 'ROTO')).toEqual(expect.arrayContaining([{ kind: 'range' }, { kind: 'swift', x: 1 }]));
  });
  it('CR 6.3.4.1.2 Defender, with and without a characteristic', () => {
    expect(abilities('Lomma', 'ZOTH')).toContainEqual({ kind: 'defender' });
    expect(abilities('Gaffat-ra', 'TOTT').some((a) => a.kind === 'defender' && a.condition !== undefined)).toBe(true);
  });
  it('Surprise: Yokkis has Surprise', () => {
    expect(abilities('Yokkis', 'TOTT')).toContainEqual({ kind: 'surprise' });
  });
  it('Untargetable: Fivarth and the attack Flaming Coals', () => {
    expect(abilities('Fivarth', 'SS')).toContainEqual({ kind: 'untargetable' });
    expect(abilities('Flaming Coals', 'MI')).toContainEqual({ kind: 'untargetable' });
  });
  it("Fluidmorph: Aer'dak has Fluidmorph", () => {
    expect(abilities("Aer'dak", 'ROTO')).toContainEqual({ kind: 'fluidmorph' });
  });
});

describe('CR 9.4.1 Invisibility: ability', () => {
  it('Invisibility: Strike 15 on Ario, Surprise on Malvadine, Disarm on Kolmo', () => {
    expect(abilities('Ario', 'DOP')).toContainEqual({ kind: 'invisibility', ability: { kind: 'strike', x: 15 } });
    expect(abilities('Malvadine', 'DOP')).toContainEqual({ kind: 'invisibility', ability: { kind: 'surprise' } });
    expect(abilities('Kolmo', 'ZOTH')).toContainEqual({ kind: 'invisibility', ability: { kind: 'disarm' } });
  });
});

describe('Glossary: Hive (effect) and Activate Hive', () => {
  it('Hive: Fireproof 10 on Bierk; Hive: Outperform Courage 5 on Drazz', () => {
    expect(abilities('Bierk', 'ZOTH')).toContainEqual({ kind: 'hive', ability: { kind: 'elementproof', elements: ['Fire'], x: 10 } });
    expect(abilities('Drazz', 'MI')).toContainEqual({ kind: 'hive', ability: { kind: 'outperform', disciplines: ['courage'], x: 5 } });
  });
  it('a Hive effect that is not a keyword stays text inside the Hive ability (Chaac)', () => {
    expect(abilities('Chaac', 'MI').some((a) => a.kind === 'hive' && a.ability.kind === 'text')).toBe(true);
  });
  it('Gareep activates Hive for a Mugic counter', () => {
    expect(abilities('Gareep', 'AU')).toContainEqual({ kind: 'activated', cost: { mugicCounters: 1, other: [] }, effects: [{ kind: 'activate-hive' }] });
  });
});

describe('CR 8.4.4.1 activated abilities: Heal X and Infect', () => {
  it('Heal X: Aqua Shield sacrifices itself to heal 15', () => {
    expect(abilities('Aqua Shield', 'DOP')).toContainEqual({
      kind: 'activated',
      cost: { mugicCounters: 0, other: ['Sacrifice Aqua Shield'] },
      effects: [{ kind: 'heal', x: 15, target: 'target Creature' }],
    });
  });
  it("CR 9.1.2.2 Infect: Chaac's Mugic counter infects a target", () => {
    expect(abilities('Chaac', 'MI')).toContainEqual({
      kind: 'activated',
      cost: { mugicCounters: 1, other: [] },
      effects: [{ kind: 'infect', target: 'target Uninfected Creature' }],
    });
  });
});

describe('CR 9.3.1 Mirage: a Mirage Location carries its Mirage text', () => {
  it('Cryomorph Barricades gives Defender in its space (kept as Mirage text)', () => {
    const mirage = abilities('Cryomorph Barricades', 'FUN').find((a) => a.kind === 'mirage');
    expect(mirage).toBeDefined();
  });
});

describe('non-keyword text and unknown keywords', () => {
  it('a sentence that is no keyword stays { kind: "text" } verbatim', () => {
    expect(abilities('Castle Bodhran', 'DOP')).toEqual([
      { kind: 'text', text: 'At the beginning of combat, each player can return a Mugic Card from their general discard pile to their hand' },
    ]);
  });
  it('the bundled set has no unknown keyword', () => {
    expect(set.unknownKeywords).toEqual([]);
  });
  it('a keyword-shaped token no rule knows is reported when the set loads', () => {
    const row = { set: 'X', setName: 'Test', cardNumber: 1, rarity: 'Common', name: 'Testling', type: 'Battlegear', text: 'Flurry 10.\nEquipped Creature has 5 Energy.', unique: false };
    const { set: imported, errors } = importChaoticCards([row]);
    expect(errors).toEqual([]);
    expect(imported.unknownKeywords).toEqual([{ cardId: 'X-1', cardName: 'Testling', token: 'Flurry 10', line: 'Flurry 10.' }]);
  });
  it('an unknown ability under Invisibility is reported too', () => {
    expect(parseAbilities('Invisibility: Blink 5').unknown).toEqual(['Blink 5']);
  });
  it('parsing never throws on odd text', () => {
    for (const text of ['', ':', '{{MC}}:', '.\n.\n', 'Swift', 'Hive:', 'Intimidate: Energy']) expect(() => parseAbilities(text)).not.toThrow();
  });
});
