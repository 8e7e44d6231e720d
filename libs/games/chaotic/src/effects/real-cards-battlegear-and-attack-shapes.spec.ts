import { automated, MINE, THEIRS } from './real-card-fixtures';

const TURN = 'end-of-turn';
const STATIC = 'while-in-play';
const EQUIPPED = { select: 'equipped' } as const;
const YOURS = { select: 'all', filter: { controller: 'you' } } as const;
/** The effect of a card printed at `index` among its automated ones, every line of the card read. */
const at = (id: string, index = 0) => automated(id)[index];

describe('Battlegear compound and set shapes', () => {
  it('Warbeast Power Leash (both printings): "has "Recklessness 5," has an additional 5 Energy for each Conjuror Creature you control and deals an additional 5 damage with attacks"', () => {
    for (const id of ['SS-74', 'PE1-74']) {
      const e = at(id, 1);
      expect(e.conditions).toEqual([{ kind: 'matches', who: EQUIPPED, filter: { subtype: 'Warbeast' } }]);
      expect(e.steps).toEqual([
        { verb: 'grant-ability', params: { ability: { kind: 'recklessness', x: 5 }, to: EQUIPPED, duration: STATIC } },
        { verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: EQUIPPED, duration: STATIC, perCount: { of: 'creatures', filter: { subtype: 'Conjuror', controller: 'you' } } } },
        { verb: 'modify-attack-damage-by', params: { delta: 5, by: EQUIPPED, against: {}, duration: STATIC } },
      ]);
    }
  });

  it('Gigantroper: "loses all abilities and gains or loses Courage, Power, Wisdom, Speed and Energy to make those values 70"', () => {
    const e = at('FUN-70');
    expect(e.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    expect(e.steps).toEqual([
      { verb: 'remove-ability', params: { ability: 'all', to: EQUIPPED, duration: TURN } },
      ...['courage', 'power', 'wisdom', 'speed', 'energy'].map((stat) => ({ verb: 'set-stat', params: { stat, value: 70, to: EQUIPPED, duration: TURN } })),
    ]);
  });

  it('Elementalist Pauldrons: "Equipped Elementalist Creature has all Elemental Types your Creatures have"', () => {
    const e = at('ZOTH-57', 1);
    expect(e.conditions).toEqual([{ kind: 'matches', who: EQUIPPED, filter: { subtype: 'Elementalist' } }]);
    expect(e.steps).toEqual([{ verb: 'gain-elements-of', params: { from: YOURS, to: EQUIPPED, duration: STATIC } }]);
  });

  it('Mandiblor Crown and Parasite Tablet: Creature Type "Mandiblor" in addition to its other types; Crown of Aa\'une reads too', () => {
    expect(at('ZOTH-59').steps).toEqual([{ verb: 'gain-subtype', params: { subtype: 'Mandiblor', to: EQUIPPED, duration: STATIC } }]);
    const tablet = at('MI-143', 1);
    expect(tablet.timing).toMatchObject({ kind: 'activated', onlyWhile: [{ kind: 'engaged', who: EQUIPPED }] });
    expect(tablet.steps).toEqual([{ verb: 'gain-subtype', params: { subtype: 'Mandiblor', to: EQUIPPED, duration: TURN } }]);
    expect(at('FUN-68').steps).toEqual([{ verb: 'gain-subtype', params: { subtype: 'Chieftain', to: EQUIPPED, duration: STATIC } }]);
  });

  it('Obliterators: "Play this ability only while you control Dread Tread"', () => {
    expect(at('TOTT-67', 1).timing).toMatchObject({ kind: 'activated', onlyWhile: [{ kind: 'equipped', who: YOURS, name: 'Dread Tread' }] });
  });

  it('Muge\'s Tuningfork: "can play Mugic from any Tribe you control"', () => {
    expect(at('FUN-74').steps).toEqual([{ verb: 'allow-mugic-tribes', params: { who: EQUIPPED, tribes: [], duration: STATIC, controlled: true } }]);
  });

  it('Plasma Pounder: "you can look at the top two cards … Put one of them on top and the other on the bottom" — the arrangement of the optional look', () => {
    expect(at('MI-147').steps).toEqual([
      { verb: 'optional', params: { steps: [{ verb: 'look-at-deck', params: { owner: 'you', decks: ['location'], count: 2, arrangement: 'one-top-rest-bottom' } }], ifDone: [] } },
    ]);
  });
});

describe('Attack shapes', () => {
  it('Heartsync: "Look at the top two cards of your opponent\'s Attack Deck. Put one on top of that deck and the other on the bottom"', () => {
    expect(at('FUN-51').steps).toEqual([{ verb: 'look-at-deck', params: { owner: 'target-player', decks: ['attack'], count: 2, arrangement: 'one-top-rest-bottom' } }]);
  });

  it('Infight: "Activate Hive. Hive cannot be Deactivated"', () => {
    expect(at('ZOTH-45').steps).toEqual([
      { verb: 'conditional', params: { conditions: [{ kind: 'matches', who: THEIRS, filter: { tribes: ['Danian'] } }], then: [{ verb: 'set-hive', params: { on: true } }], otherwise: [] } },
      { verb: 'prohibit', params: { action: 'deactivate-hive', duration: TURN } },
    ]);
  });

  it('Lucky Shot: lower in four Disciplines and in Current Energy', () => {
    expect(at('PE1-108').conditions).toEqual([{
      kind: 'all',
      conditions: [{ kind: 'compared-to-opposing', stats: ['courage', 'power', 'wisdom', 'speed'], relation: 'lower' }, { kind: 'current-energy-compared', relation: 'lower' }],
    }]);
  });

  it('Psi-mageddon and Mandiblor Might: counted off the discard pile and the battleboard', () => {
    expect(at('MI-103').steps).toEqual([{ verb: 'deal-damage', params: { amount: 20, to: THEIRS, per: { of: 'creature-cards-in-discard', players: 'you', subtype: 'Minion' } } }]);
    expect(at('ZOTH-47').steps).toEqual([{ verb: 'deal-damage', params: { amount: 5, to: THEIRS, per: { of: 'creatures', filter: { subtype: 'Mandiblor', controller: 'you', adjacent: true } } } }]);
  });

  it('Ultimate Warstance: "The next attack played this combat deals 0 damage"', () => {
    expect(at('TOTT-52').steps).toEqual([{ verb: 'set-attack-damage', params: { amount: 0, which: 'next-attack', duration: 'end-of-combat' } }]);
  });

  it('Combustion Carnage: "You can sacrifice an unengaged Creature you control. If you do, deal 20 damage"', () => {
    expect(at('AU-90').steps).toEqual([{
      verb: 'optional',
      params: { steps: [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter: { controller: 'you', engaged: false } } } }], ifDone: [{ verb: 'deal-damage', params: { amount: 20, to: THEIRS } }] },
    }]);
  });

  it('Sirocco and Wall of Flame: a Battlegear picked on resolution is flipped', () => {
    const flip = (face: string, filter: object) => ({ verb: 'flip-battlegear', params: { of: { select: 'all', filter }, face, chosen: true } });
    expect(at('FUN-57').steps).toEqual([flip('up', { controller: 'you' })]);
    expect(at('AU-132').steps).toEqual([flip('up', {}), flip('down', {})]);
    expect(at('AU-132').conditions).toEqual([{ kind: 'has-elements', who: MINE, elements: ['Air'] }]);
  });

  it('Grantkae\'s Stance: "If you control:" and one line per tribe, each read as "If you control a … Creature, …"', () => {
    const [header, overworld, underworld, mipedian, danian] = automated('FUN-49');
    const control = (tribe: string) => [{ kind: 'exists', filter: { tribes: [tribe], controller: 'you' } }];
    expect(header.steps).toEqual([]);
    expect(overworld.conditions).toEqual(control('OverWorld'));
    expect(overworld.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: MINE, duration: TURN } }]);
    expect(underworld.steps).toEqual([{ verb: 'destroy-battlegear', params: { of: THEIRS } }]);
    expect(mipedian.conditions).toEqual(control('Mipedian'));
    expect(mipedian.steps).toEqual([{ verb: 'modify-next-played-attack', params: { delta: -10, duration: TURN } }]);
    expect(danian.steps).toEqual([{ verb: 'deal-damage', params: { amount: 10, to: THEIRS } }]);
  });

  it('Marksman\'s Preparation: "You can discard another card named Marksman\'s Preparation. If you do, …"', () => {
    expect(at('ROTO-55', 1).steps).toEqual([{
      verb: 'optional',
      params: { steps: [{ verb: 'discard-attack', params: { count: 1, named: "Marksman's Preparation" } }], ifDone: [{ verb: 'deal-damage', params: { amount: 30, to: THEIRS } }, { verb: 'draw-attack', params: { count: 1 } }] },
    }]);
  });
});

describe('Double Edge: "choose "Fire 5," … Equipped Creature gains the chosen ability and "Recklessness 5.""', () => {
  it('one line read whole: the chosen "Element 5" (not the Elemental Type) and Recklessness 5', () => {
    const e = at('AU-141');
    expect(e.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    expect(e.steps).toEqual([
      { verb: 'choose-element', params: { gain: true, to: EQUIPPED, duration: TURN, value: 5, abilityOnly: true } },
      { verb: 'grant-ability', params: { ability: { kind: 'recklessness', x: 5 }, to: EQUIPPED, duration: TURN } },
    ]);
  });
});

describe('Mugic counters of the opposing side', () => {
  it('Granite Balls: "deal 10 damage unless your opponent removes a Mugic counter from their engaged Creature"', () => {
    const e = at('ZOTH-43');
    expect(e.conditions).toEqual([{ kind: 'matches', who: MINE, filter: { subtype: 'Warrior' } }]);
    expect(e.steps).toEqual([{
      verb: 'unless-opponent',
      params: { pay: [{ verb: 'remove-mugic-counters', params: { amount: 1, from: MINE } }], otherwise: [{ verb: 'deal-damage', params: { amount: 10, to: THEIRS } }] },
    }]);
  });

  it('Electric Rain: "must pay an additional Mugic counter to play abilities which cost one or more Mugic counters"', () => {
    expect(at('ROTO-49').steps).toEqual([{ verb: 'modify-ability-cost', params: { delta: 1, who: THEIRS, duration: TURN, ifCosted: true } }]);
  });

  it('Inner Flood: a counter moved between two creatures of the same player', () => {
    const e = at('FUN-52');
    expect(e.conditions).toEqual([{ kind: 'has-elements', who: MINE, elements: ['Water'] }]);
    expect(e.steps).toEqual([{ verb: 'move-mugic-counter', params: {} }]);
  });

  it('Supercooled Rain: the opponent removes a total of 4, one creature of theirs with a counter at a time', () => {
    const one = { verb: 'remove-mugic-counters', params: { amount: 1, from: { select: 'all', filter: { controller: 'you', stat: { stat: 'mugic-counters', min: 1 } } }, chosen: true } };
    expect(at('ROTO-63').steps).toEqual([{ verb: 'for-players', params: { who: 'opponent', steps: [one, one, one, one] } }]);
  });
});

describe('Phobia Plates', () => {
  it('"Creatures engaged with equipped Creature fail all Challenges on attacks they play"; "takes 10 less damage from Mugic"', () => {
    const [fail, mugic] = automated('ROTO-75');
    expect(fail.steps).toEqual([{
      verb: 'conditional',
      params: { conditions: [{ kind: 'engaged', who: EQUIPPED }], then: [{ verb: 'prohibit', params: { action: 'win-challenges', who: THEIRS, duration: STATIC } }], otherwise: [] },
    }]);
    expect(mugic.steps).toEqual([{ verb: 'modify-mugic-damage-to', params: { delta: -10, to: EQUIPPED, duration: STATIC } }]);
  });
});

describe('Bodal\'s Dagger', () => {
  it('"deals an additional 10 damage with non-Elemental and non-Discipline Attacks"', () => {
    expect(at('FUN-67').steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 10, by: EQUIPPED, against: {}, duration: STATIC, plainOnly: true } }]);
  });
});

describe('Sahrnokk', () => {
  it('"Sacrifice Sahrnokk: Creatures cannot end their move in equipped Creature\'s space"', () => {
    const e = at('TOTT-70');
    expect(e.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Sacrifice Sahrnokk'] } });
    expect(e.steps).toEqual([{ verb: 'prohibit', params: { action: 'end-move-in-space', who: EQUIPPED, duration: TURN } }]);
  });
});

describe('Battlegear conditions on moving and counts', () => {
  it('Hyperhover: "has "Untargetable" if it has moved this turn"', () => {
    const e = at('AU-144');
    expect(e.conditions).toEqual([{ kind: 'moved-this-turn', who: EQUIPPED }]);
    expect(e.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'untargetable' }, to: EQUIPPED, duration: STATIC } }]);
  });

  it('Varanohs: "for each" governs both quoted abilities', () => {
    const per = { of: 'creature-cards-in-discard', players: 'you' };
    expect(at('AU-160').steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'range' }, to: EQUIPPED, duration: STATIC, per } },
      { verb: 'grant-ability', params: { ability: { kind: 'swift', x: 1 }, to: EQUIPPED, duration: STATIC, per } },
    ]);
  });
});
