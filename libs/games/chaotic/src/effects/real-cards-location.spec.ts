import { automated } from './real-card-fixtures';

const ALL = (filter: object) => ({ select: 'all', filter });
const STATIC = 'while-in-play';
/** The automated line of a card whose text matches (other lines may still be attested). */
const line = (id: string, re: RegExp) => automated(id, true).find((e) => re.test(e.text))!;

describe('CR 8.6.2.2 Location text: creatures that deal more or less attack damage', () => {
  it('The Phalanx Portcullis: "with less than 50 Courage" / "more than 100 Courage" (strict bounds)', () => {
    const [less, more] = automated('TOTT-98');
    expect(less.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: -5, by: ALL({ stat: { stat: 'courage', max: 49 } }), against: {}, duration: STATIC } }]);
    expect(more.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: ALL({ stat: { stat: 'courage', min: 101 } }), against: {}, duration: STATIC } }]);
  });

  it('Castle Rathwaq: "The engaged Creature with the lowest Power deals 5 less damage with attacks"', () => {
    expect(automated('AU-191')[0].steps).toEqual([
      { verb: 'modify-attack-damage-by', params: { delta: -5, by: ALL({ engaged: true, comparedToOpponent: { stat: 'power', relation: 'lower' } }), against: {}, duration: STATIC } },
    ]);
  });

  it('Cryomorph Barricades: "Creatures with Defender deal an additional 5 attack damage"', () => {
    expect(line('FUN-90', /^Creatures with Defender/).steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: ALL({ ability: 'defender' }), against: {}, duration: STATIC } }]);
  });

  it('Herken\'s Feast: "The first attack played by a Creature each combat is reduced by 20 damage"', () => {
    expect(automated('AU-197-herken-s-feast')[0].steps).toEqual([{ verb: 'modify-first-attack-damage', params: { delta: -20, by: ALL({}), duration: STATIC } }]);
  });
});

describe('CR 8.5.4 "Attacks deal 10 less damage to Creatures that are a M\'arrillian or a Minion" (a tribe or a subtype)', () => {
  it('Imaginary Walls and Riverlands', () => {
    const either = ALL({ anyOf: [{ tribes: ["M'arrillian"] }, { subtype: 'Minion' }] });
    expect(line('MI-207', /^Attacks deal/).steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: -10, elements: [], to: either, duration: STATIC } }]);
    expect(line('MI-218', /^Attacks deal/).steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: -5, elements: [], to: either, duration: STATIC } }]);
  });

  it('Van Bloot\'s Banquet: "… have an additional 5 Energy"', () => {
    expect(line('MI-221', /Energy$/).steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: ALL({ anyOf: [{ tribes: ["M'arrillian"] }, { subtype: 'Minion' }] }), duration: STATIC } },
    ]);
  });
});

describe('Location text: abilities creatures do not have', () => {
  it('Pouril Forest: "Creatures do not have and cannot gain Defender"', () => {
    expect(automated('TOTT-95')[0].steps).toEqual([{ verb: 'remove-ability', params: { ability: 'defender', to: ALL({}), duration: STATIC, cannotGain: true } }]);
  });

  it('Queen\'s Gate: "Creatures engaged with Scouts do not have and cannot gain Invisibility"', () => {
    expect(automated('ZOTH-98')[0].steps).toEqual([
      { verb: 'remove-ability', params: { ability: 'invisibility', to: ALL({ engagedWith: { subtype: 'Scout' } }), duration: STATIC, cannotGain: true } },
    ]);
  });

  it('The Magma Dam: "Creatures without Fire have "Recklessness 5.""', () => {
    expect(automated('AU-215-the-magma-dam')[0].steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'recklessness', x: 5 }, to: ALL({ withoutElements: ['Fire'] }), duration: STATIC } },
    ]);
  });
});

describe('Location text: beginning-of-combat damage to some engaged creatures', () => {
  it('The Infectorium: "deal 15 damage to Infected engaged non-Danian Creatures"', () => {
    const [effect] = automated('MI-208');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    expect(effect.steps).toEqual([{ verb: 'deal-damage', params: { amount: 15, to: ALL({ engaged: true, infected: true, notTribes: ['Danian'] }) } }]);
  });

  it('Pyrogenousist\'s Hearth: "each engaged Creature with no Mugic counters on them"', () => {
    expect(automated('FUN-97')[0].steps).toEqual([{ verb: 'deal-damage', params: { amount: 10, to: ALL({ engaged: true, stat: { stat: 'mugic-counters', max: 0 } }) } }]);
  });

  it('Annex of the Arcane: "Creatures with one or more Mugic counters have an additional 10 Energy"', () => {
    expect(line('LR-19', /^Creatures with/).steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: ALL({ stat: { stat: 'mugic-counters', min: 1 } }), duration: STATIC } }]);
  });
});

describe('CR 8.4.2 / 3.4.4.1 Location text about Mugic', () => {
  it('Glacier Plains (PROMO): "UnderWorld Mugic Costs 1 additional Mugic Counter to play"', () => {
    expect(automated('PROMO-215')[0].steps).toEqual([{ verb: 'modify-mugic-cost', params: { delta: 1, tribes: ['UnderWorld'], duration: STATIC } }]);
  });

  it('The Golden Heptagon: "Creatures can play Mugic of any Tribe or affiliation"', () => {
    expect(automated('AU-214-the-golden-heptagon')[0].steps).toEqual([{ verb: 'allow-mugic-tribes', params: { who: ALL({}), tribes: [], duration: STATIC } }]);
  });
});

describe('"each player …" / "your opponent can …" (for-players): the imperative each of them carries out', () => {
  const YOURS = ALL({ controller: 'you' });
  const each = (steps: object[]) => [{ verb: 'for-players', params: { who: 'each', steps } }];

  it('The Rao\'Pa Sahkk Chimegrid: "each player puts a Mugic counter on a Creature they control"', () => {
    const [effect] = automated('ROTO-99');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'becomes-active-location' });
    expect(effect.steps).toEqual(each([{ verb: 'add-mugic-counters', params: { amount: 1, to: YOURS, chosen: true } }]));
  });

  it('Mount Pillar Reservoir: "each player Infects an Uninfected Creature they control"', () => {
    expect(automated('AU-203')[0].steps).toEqual(each([{ verb: 'infect', params: { to: ALL({ controller: 'you', infected: false }), chosen: true } }]));
  });

  it('Riverlands: "each player removes a Mugic counter from a Creature they control"', () => {
    expect(line('MI-218', /^When/).steps).toEqual(each([{ verb: 'remove-mugic-counters', params: { amount: 1, from: YOURS, chosen: true } }]));
  });

  it('Imaginary Walls: "your opponent can return a Mugic Card in their general discard pile to their hand"', () => {
    expect(line('MI-207', /^When/).steps).toEqual([
      { verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'optional', params: { steps: [{ verb: 'return-mugic-to-hand', params: { players: 'you', optional: false } }], ifDone: [] } }] } },
    ]);
  });
});

describe('for-each-creature: each engaged creature counted on its own ("they have", "that Creature", "its controller")', () => {
  const IT = { select: 'trigger-creature' };
  const ENGAGED = ALL({ engaged: true });
  const TURN = 'end-of-turn';

  it('Elmantiir: "engaged Creatures gain 5 Energy for each Elemental Type they have"', () => {
    expect(automated('AU-194')[0].steps).toEqual([
      { verb: 'for-each-creature', params: { of: ENGAGED, steps: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: IT, duration: TURN, perCount: { of: 'elements', on: IT } } }] } },
    ]);
  });

  it('The Training Grounds: "deal 5 damage to each engaged Creature for each Mugic counter on that Creature"', () => {
    expect(line('ROTO-100', /^At the beginning/).steps).toEqual([
      { verb: 'for-each-creature', params: { of: ENGAGED, steps: [{ verb: 'deal-damage', params: { amount: 5, to: IT, per: { of: 'mugic-counters', on: IT } } }] } },
    ]);
  });

  it('Gorram\'s Briefing: "… 5 Energy and 5 to all Disciplines for each Tribe its controller controls"', () => {
    const per = { of: 'tribes', controller: 'you' };
    const steps = ['energy', 'courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 5, to: IT, duration: TURN, perCount: per } }));
    expect(automated('FUN-92')[0].steps).toEqual([{ verb: 'for-each-creature', params: { of: ENGAGED, steps, byController: true } }]);
  });

  it('Sha-Kree Flats (ZOTH, PE1): "engaged Elementalist Creatures gain an Elemental type of their controller\'s choice"', () => {
    for (const id of ['ZOTH-100', 'PE1-100']) {
      expect(automated(id)[0].steps).toEqual([
        { verb: 'for-each-creature', params: { of: ALL({ engaged: true, subtype: 'Elementalist' }), steps: [{ verb: 'choose-element', params: { gain: true, to: IT, duration: TURN } }], byController: true } },
      ]);
    }
  });
});

describe('whole lines whose sentences go together (location-lines.ts)', () => {
  const IT = { select: 'trigger-creature' };
  const TURN = 'end-of-turn';
  const YOURS = ALL({ controller: 'you' });

  it('Carnival of Confusion (ZOTH, PE1): lose all Elemental Types, gain the next one round', () => {
    const shift = [
      { from: 'Fire', into: 'Water' },
      { from: 'Water', into: 'Air' },
      { from: 'Air', into: 'Earth' },
      { from: 'Earth', into: 'Fire' },
    ];
    for (const id of ['ZOTH-92', 'PE1-92']) expect(automated(id)[0].steps).toEqual([{ verb: 'shift-elements', params: { to: ALL({}), shift, duration: TURN } }]);
  });

  it('Numin Voidland: the Energy counted from the elements each engaged creature loses', () => {
    const lose = ['Fire', 'Air', 'Earth', 'Water'].map((element) => ({ verb: 'lose-element', params: { element, to: IT, duration: TURN } }));
    expect(automated('FUN-96')[0].steps).toEqual([
      { verb: 'for-each-creature', params: { of: ALL({ engaged: true }), steps: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: IT, duration: TURN, perCount: { of: 'elements', on: IT } } }, ...lose] } },
    ]);
  });

  it('Lake Blakeer: "named Aa\'une … instead" — the named creature (Aa\'une the Oligarch) only gains', () => {
    const base = { engaged: true, tribes: ["M'arrillian"] };
    expect(automated('FUN-93')[0].steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: -10, to: ALL({ ...base, notName: "Aa'une the Oligarch" }), duration: TURN } },
      { verb: 'modify-stat', params: { stat: 'energy', delta: 20, to: ALL({ ...base, name: "Aa'une the Oligarch" }), duration: TURN } },
    ]);
  });

  it('Annex of the Arcane: one coin flip, two outcomes', () => {
    expect(line('LR-19', /flip a coin/).steps).toEqual([
      {
        verb: 'flip-coin',
        params: {
          heads: [{ verb: 'add-mugic-counters', params: { amount: 1, to: { select: 'your-engaged' } } }],
          tails: [{ verb: 'add-mugic-counters', params: { amount: 1, to: { select: 'opposing-engaged' } } }],
        },
      },
    ]);
  });

  it('Najarin\'s Castle: "each player can discard a Mugic Card. If they do, they can return …"', () => {
    const ret = { verb: 'return-mugic-to-hand', params: { players: 'you', optional: false } };
    expect(automated('AU-204-najarin-s-castle')[0].steps).toEqual([
      { verb: 'for-players', params: { who: 'each', steps: [{ verb: 'optional', params: { steps: [{ verb: 'discard-mugic', params: { players: 'you', count: 1 } }], ifDone: [{ verb: 'optional', params: { steps: [ret], ifDone: [] } }] } }] } },
    ]);
  });

  it('Castle Mommark: sacrifice, then return another Creature Card to your side of the Battleboard', () => {
    const ret = { verb: 'return-creature-to-play', params: { filter: {}, targeted: false, ownSide: true, another: true } };
    expect(automated('AU-190')[0].steps).toEqual([
      { verb: 'for-players', params: { who: 'each', steps: [{ verb: 'optional', params: { steps: [{ verb: 'sacrifice-creature', params: { from: YOURS } }], ifDone: [{ verb: 'optional', params: { steps: [ret], ifDone: [] } }] } }] } },
    ]);
  });

  it('Indigo Grove: "you can sacrifice a non-Conjuror Creature you control. If you do, return a Conjuror …"', () => {
    expect(automated('SS-94')[0].steps).toEqual([
      {
        verb: 'optional',
        params: {
          steps: [{ verb: 'sacrifice-creature', params: { from: ALL({ controller: 'you', notSubtype: 'Conjuror' }) } }],
          ifDone: [{ verb: 'return-creature-to-play', params: { filter: { subtype: 'Conjuror' }, targeted: false } }],
        },
      },
    ]);
  });

  it('Mount Pillar Reservoir (MI): "each player can return a Chieftain Creature Card … on their side of the Battleboard"', () => {
    expect(line('MI-212', /^When/).steps).toEqual([
      { verb: 'for-players', params: { who: 'each', steps: [{ verb: 'optional', params: { steps: [{ verb: 'return-creature-to-play', params: { filter: { subtype: 'Chieftain' }, targeted: false, ownSide: true } }], ifDone: [] } }] } },
    ]);
  });
});

describe('Location text that changes rules: caps, costs and prohibitions', () => {
  it('Silchaw\'s Mine: "Attacks that would deal more than 20 damage to Creatures with Earth deal 20 damage instead" (CR 8.8.2)', () => {
    expect(line('FAS-10', /^Attacks that/).steps).toEqual([{ verb: 'cap-attack-damage', params: { max: 20, to: ALL({ elements: ['Earth'] }), duration: STATIC } }]);
  });

  it('The Oligarch\'s Path: "Creatures pay 4 less Mugic counters to play Mugic named Calling of Aa\'une" (CR 8.4.2)', () => {
    expect(line('ROTO-98', /^Creatures pay/).steps).toEqual([{ verb: 'modify-mugic-cost', params: { delta: -4, tribes: [], duration: STATIC, named: "Calling of Aa'une" } }]);
  });

  it('Gloom-mire Night, Lake Ken-I-Po, Rao\'Pa Sahkk (AU): prohibitions', () => {
    expect(line('MI-201', /relocated/).steps).toEqual([{ verb: 'prohibit', params: { action: 'be-relocated', who: ALL({}), duration: STATIC } }]);
    expect(line('AU-200', /Elemental/).steps).toEqual([{ verb: 'prohibit', params: { action: 'change-elements', who: ALL({}), duration: STATIC } }]);
    expect(line('AU-207', /spend/).steps).toEqual([{ verb: 'prohibit', params: { action: 'spend-mugic-counters', who: ALL({ withoutElements: ['Water'] }), duration: STATIC } }]);
  });

  it('Skeletal Springs: Fluidmorphers cannot have Mugic counters put on them or use them to pay', () => {
    const who = ALL({ subtype: 'Fluidmorpher' });
    expect(line('ROTO-96', /^Fluidmorpher/).steps).toEqual([
      { verb: 'prohibit', params: { action: 'gain-mugic-counters', who, duration: STATIC } },
      { verb: 'prohibit', params: { action: 'spend-mugic-counters', who, duration: STATIC } },
    ]);
  });

  it('Stormgrounds: "Minion Creatures\' activated abilities cost an additional Mugic counter to play" (CR 8.4.4.1)', () => {
    expect(line('MI-219', /activated/).steps).toEqual([{ verb: 'modify-ability-cost', params: { delta: 1, who: ALL({ subtype: 'Minion' }), duration: STATIC } }]);
  });

  it('Star Towers of Kehn-sep: the higher-Wisdom engaged creature\'s controller can remove, then put, a Mugic counter', () => {
    const yours = ALL({ controller: 'you' });
    expect(line('AU-210', /Wisdom/).steps).toEqual([
      {
        verb: 'for-controllers',
        params: {
          of: ALL({ engaged: true, comparedToOpponent: { stat: 'wisdom', relation: 'higher' } }),
          steps: [{ verb: 'optional', params: { steps: [{ verb: 'remove-mugic-counters', params: { amount: 1, from: yours, chosen: true } }], ifDone: [{ verb: 'optional', params: { steps: [{ verb: 'add-mugic-counters', params: { amount: 1, to: yours, chosen: true } }], ifDone: [] } }] } }],
        },
      },
    ]);
  });
});

describe('Location text about each player\'s Tribes and every attack', () => {
  it('Foothold Assault Trench: "If all Creatures a player controls share a Tribe, that player\'s engaged Creature deals an additional 5 attack damage"', () => {
    expect(automated('TOTT-92')[0].steps).toEqual([
      { verb: 'modify-attack-damage-by', params: { delta: 5, by: ALL({ engaged: true, controllerTribes: { max: 1 } }), against: {}, duration: STATIC } },
    ]);
  });

  it('Quarters of the Quartet: "While a player controls exactly four Tribes, that player\'s Creatures have "Untargetable by opponents.""', () => {
    expect(automated('FUN-98')[0].steps).toEqual([
      { verb: 'prohibit', params: { action: 'be-targeted-by-opposing', who: ALL({ controllerTribes: { min: 4, max: 4 } }), duration: STATIC } },
    ]);
  });

  it('The Storm Tunnel (FUN) and The Flame Gate: every attack also counts as a Water / Fire attack', () => {
    expect(automated('FUN-100')[0].steps).toEqual([{ verb: 'attacks-count-as', params: { by: ALL({}), elements: ['Water'], duration: STATIC } }]);
    expect(line('FAS-12', /count as/).steps).toEqual([{ verb: 'attacks-count-as', params: { by: ALL({}), elements: ['Fire'], duration: STATIC } }]);
  });
});

describe('Kaizeph and Grand Hall of Muge\'s Summit', () => {
  it('Kaizeph: "Creatures take 5 less damage from attacks they share an Elemental Type with"', () => {
    expect(automated('AU-198')[0].steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: -5, elements: [], to: ALL({}), duration: STATIC, sharedElement: true } }]);
  });

  it('Grand Hall of Muge\'s Summit: 10 damage to the engaged Creature of the player whose creature lost the counter', () => {
    const [effect] = automated('ZOTH-94');
    expect(effect.timing).toMatchObject({ kind: 'triggered', event: 'mugic-counter-removed' });
    expect(effect.steps).toEqual([
      { verb: 'for-controllers', params: { of: { select: 'trigger-creature' }, steps: [{ verb: 'deal-damage', params: { amount: 10, to: { select: 'your-engaged' } } }] } },
    ]);
  });
});

describe('Siril\'ean\'s Lair and Mipedim Valley', () => {
  it('Siril\'ean\'s Lair: each player in turn, if fewer Mugic Cards in hand than Creatures they control, discards one', () => {
    expect(automated('ROTO-95')[0].steps).toEqual([
      {
        verb: 'for-players',
        params: { who: 'each', steps: [{ verb: 'conditional', params: { conditions: [{ kind: 'fewer-in-hand', hand: 'mugic', than: 'creatures' }], then: [{ verb: 'discard-mugic', params: { players: 'you', count: 1 } }], otherwise: [] } }] },
      },
    ]);
  });

  it('Mipedim Valley: "Battlegear equipped to Creatures without Air is not flipped face-up at the beginning of combat"', () => {
    expect(automated('AU-202')[0].steps).toEqual([{ verb: 'prohibit', params: { action: 'reveal-battlegear', who: ALL({ withoutElements: ['Air'] }), duration: STATIC } }]);
  });
});

describe('each player and their cards: attack hands, Battlegear', () => {
  it('Riverlands (AU): "each player shuffles their attack hand into their Attack Deck and draws two Attack Cards"', () => {
    expect(automated('AU-208')[0].steps).toEqual([
      { verb: 'for-players', params: { who: 'each', steps: [{ verb: 'shuffle-hand-into-deck', params: {} }, { verb: 'draw-attack', params: { count: 2 } }] } },
    ]);
  });

  it('Bodal\'s Arsenal: "each player can return a Battlegear Card … equipped to an unequipped Creature that player controls"', () => {
    expect(automated('MI-195')[0].steps).toEqual([
      { verb: 'for-players', params: { who: 'each', steps: [{ verb: 'optional', params: { steps: [{ verb: 'return-battlegear-to-play', params: {} }], ifDone: [] } }] } },
    ]);
  });

  it('Rao\'Pa Sahkk (MI): "each player sacrifices a Battlegear"', () => {
    expect(line('MI-217', /^When this/).steps).toEqual([{ verb: 'for-players', params: { who: 'each', steps: [{ verb: 'sacrifice-battlegear', params: {} }] } }]);
  });
});
