import { automated } from './real-card-fixtures';

const TURN = 'end-of-turn';
const T0 = (filter: object = {}) => ({ select: 'target', index: 0, filter });
const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'];
const steps = (id: string, index = 0) => automated(id)[index].steps;

describe('CR 8.4.1.3 a Mugic\'s later line names its first line\'s target', () => {
  it('Casters\' Warsong: "If the caster of this Mugic is a Muge, deal an additional 10 damage" to the creature line 1 damaged', () => {
    const [first, second] = automated('ZOTH-87');
    expect(first.steps).toEqual([{ verb: 'deal-damage', params: { amount: 5, to: T0() } }]);
    expect(second.conditions).toEqual([{ kind: 'matches', who: { select: 'caster' }, filter: { subtype: 'Muge' } }]);
    expect(second.steps).toEqual([{ verb: 'deal-damage', params: { amount: 10, to: T0() } }]);
  });

  it('Domestic Hive Hymn: "If Hive is active, that Creature gains an additional 10 Energy"', () => {
    const [, second] = automated('MI-185');
    expect(second.conditions).toEqual([{ kind: 'hive-active' }]);
    expect(second.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: T0(), duration: TURN } }]);
  });
});

describe('CR 2.2.6 target Battlegear (through the creature it is equipped to)', () => {
  it('Gear Glissando (both printings): "Flip target Battlegear face-up or face-down" turns it over', () => {
    for (const id of ['ZOTH-83', 'AU-83-gear-glissando']) {
      expect(steps(id)).toEqual([{ verb: 'flip-battlegear', params: { of: T0({ equipped: true }), face: 'over' } }]);
    }
  });

  it('Surprising Riffs: "Flip target Battlegear face-down"', () => {
    expect(steps('MI-173')).toEqual([{ verb: 'flip-battlegear', params: { of: T0({ equipped: true }), face: 'down' } }]);
  });

  it('Stereostrike: "Destroy two target Battlegear" — two targets', () => {
    expect(steps('PROTO-stereostrike')).toEqual([
      { verb: 'destroy-battlegear', params: { of: T0({ equipped: true }) } },
      { verb: 'destroy-battlegear', params: { of: { select: 'target', index: 1, filter: { equipped: true } } } },
    ]);
  });
});

describe('glossary Caster: "Creatures engaged with the caster" (only while the caster is engaged)', () => {
  const whileEngaged = (then: object[]) => ({ verb: 'conditional', params: { conditions: [{ kind: 'engaged', who: { select: 'caster' } }], then, otherwise: [] } });
  it('Battlesong of Depletion: they lose all Elemental Types', () => {
    expect(steps('AU-174')).toEqual([whileEngaged(ELEMENTS.map((element) => ({ verb: 'lose-element', params: { element, to: { select: 'opposing-engaged' }, duration: TURN } })))]);
  });

  it('Unbalancing Battlesong: "Caster gains 15 Energy and Creatures engaged with caster lose 15 Energy"', () => {
    expect(steps('AU-183')).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 15, to: { select: 'caster' }, duration: TURN } },
      whileEngaged([{ verb: 'modify-stat', params: { stat: 'energy', delta: -15, to: { select: 'opposing-engaged' }, duration: TURN } }]),
    ]);
  });
});

describe('CR 8.4.1.3 targets with several requirements', () => {
  it('Harmonies of the Wind: "Target M\'arrillian or Minion Creature cannot move or play activated abilities"', () => {
    const who = T0({ anyOf: [{ tribes: ["M'arrillian"] }, { subtype: 'Minion' }] });
    expect(steps('ROTO-82')).toEqual([
      { verb: 'prohibit', params: { action: 'move', who, duration: TURN } },
      { verb: 'prohibit', params: { action: 'play-activated-abilities', who, duration: TURN } },
    ]);
  });

  it('Intertwined Melody: the target is engaged with a non-UnderWorld Creature you control', () => {
    const to = T0({ engagedWith: { controller: 'you', notTribes: ['UnderWorld'] } });
    expect(steps('FUN-83')).toEqual([
      { verb: 'choose-element', params: { gain: false, to, duration: TURN } },
      ...['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: -30, to, duration: TURN } })),
    ]);
  });

  it('Desert\'s Wrathsong: "Destroy target Creature with 0 Speed and 0 Power"', () => {
    expect(steps('MI-192')).toEqual([{ verb: 'destroy-creature', params: { to: T0({ stats: [{ stat: 'speed', min: 0, max: 0 }, { stat: 'power', min: 0, max: 0 }] }) } }]);
  });

  it('Unheard Melody: "Destroy target Creature with no Mugic counters on it"', () => {
    expect(steps('ROTO-90')).toEqual([{ verb: 'destroy-creature', params: { to: T0({ stats: [{ stat: 'mugic-counters', max: 0 }] }) } }]);
  });

  it('Ballad of the Belittled: "Deal 20 damage to target Creature that has no Disciplines greater than 25"', () => {
    const stats = ['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ stat, max: 25 }));
    expect(steps('MI-156')).toEqual([{ verb: 'deal-damage', params: { amount: 20, to: T0({ stats }) } }]);
  });
});

describe('CR 8.8 "instead": Elemental Elegy (both printings)', () => {
  it('"If that Creature has no Elemental Types, it cannot move instead"', () => {
    for (const id of ['ZOTH-77', 'PE1-77-elemental-elegy']) {
      expect(steps(id)).toEqual([
        {
          verb: 'conditional',
          params: {
            conditions: [{ kind: 'not', condition: { kind: 'matches', who: T0(), filter: { elements: ELEMENTS } } }],
            then: [{ verb: 'prohibit', params: { action: 'move', who: T0(), duration: TURN } }],
            otherwise: [{ verb: 'choose-element', params: { gain: false, to: T0(), duration: TURN } }],
          },
        },
      ]);
    }
  });
});

describe('"for each": tribes, elements, two kinds of creature', () => {
  it('Opus Opposed: "Heal 5 damage to target Creature for each Tribe you control"', () => {
    expect(steps('FUN-79')).toEqual([{ verb: 'heal', params: { amount: 5, to: T0(), per: { of: 'tribes', controller: 'you' } } }]);
  });

  it('Rocky Refrain: 5 Energy for each Elemental Type of the opposing engaged Creature, 5 more if the caster has Earth', () => {
    const per = { of: 'elements', on: { select: 'opposing-engaged' } };
    expect(steps('AU-182')).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: T0({ engaged: true }), duration: TURN, perCount: per } },
      {
        verb: 'conditional',
        params: {
          conditions: [{ kind: 'has-elements', who: { select: 'caster' }, elements: ['Earth'] }],
          then: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: T0(), duration: TURN, perCount: per } }],
          otherwise: [],
        },
      },
    ]);
  });

  it('Purge Dirge: "for each Mandiblor you control and each Infected Creature in play, then Uninfect all Creatures"', () => {
    expect(steps('ZOTH-80')).toEqual([
      { verb: 'deal-damage', params: { amount: 5, to: T0(), per: { of: 'creatures', filter: { subtype: 'Mandiblor', controller: 'you' }, plus: [{ infected: true }] } } },
      { verb: 'uninfect', params: { to: { select: 'all', filter: {} } } },
    ]);
  });
});

describe('glossary Scanned: printed Elemental Types', () => {
  it('Empowering Encore: "… all Elemental Types your Creature Cards in your general discard pile have"', () => {
    expect(steps('AU-181')).toEqual([{ verb: 'gain-printed-elements', params: { to: T0(), from: 'your-discard', duration: TURN } }]);
  });

  it('Song of Elemental Attunement: "Target Creature gains all of its Scanned Elemental Types"', () => {
    expect(steps('AU-172')).toEqual([{ verb: 'gain-printed-elements', params: { to: T0(), from: 'scanned', duration: TURN } }]);
  });
});

describe('"another Discipline of your choice" (not the one chosen before)', () => {
  const choose = (delta: number, index: number, other?: boolean) => ({ verb: 'choose-discipline', params: { delta, to: { select: 'target', index, filter: {} }, duration: TURN, ...(other ? { other } : {}) } });
  it('Momental Virtuosity, Serenade of Subordinance: the second line has a target of its own (index 1)', () => {
    expect(automated('ZOTH-68').map((e) => e.steps)).toEqual([[choose(50, 0)], [choose(50, 1, true)]]);
    expect(automated('ZOTH-75').map((e) => e.steps)).toEqual([[choose(-50, 0)], [choose(50, 1, true)]]);
  });

  it('Selective Strain: "That Creature loses 25 to another Discipline of your choice"', () => {
    expect(steps('MI-194')).toEqual([choose(25, 0), choose(-25, 0, true)]);
  });
});

describe('values read off the game', () => {
  it('Ostinato of Oban\'emre: 10 Energy for each Minion Creature Card in each general discard pile', () => {
    expect(steps('FUN-88')).toEqual([
      {
        verb: 'modify-stat',
        params: { stat: 'energy', delta: 10, to: T0({ anyOf: [{ tribes: ["M'arrillian"] }, { subtype: 'Minion' }] }), duration: TURN, perCount: { of: 'creature-cards-in-discard', players: 'each', subtype: 'Minion' } },
      },
    ]);
  });

  it('Swartbron Battlesong: while the caster is engaged, each engaged creature gains Energy equal to its own lowest Discipline', () => {
    const [effect] = automated('AU-168');
    expect(effect.conditions).toEqual([{ kind: 'engaged', who: { select: 'caster' } }]);
    expect(effect.steps).toEqual(['opposing-engaged', 'caster'].map((select) => ({
      verb: 'modify-stat', params: { stat: 'energy', delta: 1, to: { select }, duration: TURN, perCount: { of: 'lowest-discipline', on: { select } } },
    })));
  });

  it('Duality Dirge: Disciplines back to their Scanned values, and Untargetable', () => {
    expect(steps('MI-160')).toEqual([
      { verb: 'match-scanned', params: { disciplines: ['courage', 'power', 'wisdom', 'speed'], to: T0(), of: T0(), duration: TURN } },
      { verb: 'grant-ability', params: { ability: { kind: 'untargetable' }, to: T0(), duration: TURN } },
    ]);
  });
});

describe('Song of Resilience: "…; if it has Air, it gains …" — one conditional per element', () => {
  it('each "if" is read as a sentence of its own about the one target', () => {
    expect(steps('ZOTH-82')).toEqual(ELEMENTS.map((element) => ({
      verb: 'conditional',
      params: {
        conditions: [{ kind: 'has-elements', who: T0(), elements: [element] }],
        then: [{ verb: 'grant-ability', params: { ability: { kind: 'elementproof', elements: [element], x: 10 }, to: T0(), duration: TURN } }],
        otherwise: [],
      },
    })));
  });
});

describe('creature types and CR 9.2 Brainwashed', () => {
  it('Song of Encompassing: "Creatures you control gain the Creature Type "Mandiblor" in addition to their other types"', () => {
    expect(steps('ZOTH-81')).toEqual([{ verb: 'gain-subtype', params: { subtype: 'Mandiblor', to: { select: 'all', filter: { controller: 'you' } }, duration: TURN } }]);
  });

  it('Deep Dirge: "Target Minion Creature is treated as if that Creature\'s controller also controlled a Chieftain"', () => {
    expect(steps('MI-159')).toEqual([{ verb: 'brainwash', params: { to: T0({ subtype: 'Minion' }), duration: TURN } }]);
  });
});

describe('Jig of Reinforcement: "Target Creature gains:" and one line per Tribe', () => {
  it('the keyword layer keeps the four lines with the first; each gain holds for its Tribe', () => {
    const when = (tribe: string, then: object[]) => ({ verb: 'conditional', params: { conditions: [{ kind: 'is-tribe', who: T0(), tribes: [tribe] }], then, otherwise: [] } });
    expect(steps('FUN-77')).toEqual([
      when('OverWorld', [{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: T0(), duration: TURN } }]),
      when('UnderWorld', [{ verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Fire', x: 5 }, to: T0(), duration: TURN } }]),
      when('Danian', ['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 20, to: T0(), duration: TURN } }))),
      when('Mipedian', [{ verb: 'grant-ability', params: { ability: { kind: 'invisibility', ability: { kind: 'strike', x: 10 } }, to: T0(), duration: TURN } }]),
    ]);
  });
});

describe('glossary Stat Check: Decomposition', () => {
  it('"Target Creature fails all Discipline checks on attacks it plays"', () => {
    expect(steps('AU-177')).toEqual([{ verb: 'fail-checks', params: { who: T0(), duration: TURN } }]);
  });
});

describe('choices remembered within one resolution', () => {
  it('Fanfare of Elemental Champions: "Element 5" of the Elemental Type chosen by the first sentence', () => {
    expect(steps('TOTT-76')).toEqual([
      { verb: 'choose-element', params: { gain: true, to: T0(), duration: TURN } },
      {
        verb: 'conditional',
        params: {
          conditions: [{ kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', notTribes: ['OverWorld'] } } }],
          then: [{ verb: 'grant-chosen-element', params: { x: 5, to: T0(), duration: TURN } }],
          otherwise: [],
        },
      },
    ]);
  });

  it('Ode to Obscurity: X picked Uninfected creatures, X more if you control a non-Danian Creature', () => {
    const infectX = { verb: 'infect', params: { to: { select: 'all', filter: { infected: false } }, chosen: true, times: 'x' } };
    expect(steps('FUN-85')).toEqual([
      infectX,
      { verb: 'conditional', params: { conditions: [{ kind: 'exists', filter: { controller: 'you', notTribes: ['Danian'] } }], then: [infectX], otherwise: [] } },
    ]);
  });
});

describe('"… this way": counted by the steps before in the same text', () => {
  it('Nocturne of the Elements: 5 damage to it for each Elemental Type lost this way', () => {
    const [effect] = automated('TOTT-79');
    expect(effect.steps[4]).toEqual({
      verb: 'conditional',
      params: {
        conditions: [{ kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', notTribes: ['UnderWorld'] } } }],
        then: [{ verb: 'deal-damage', params: { amount: 5, to: T0({ engaged: true, controller: 'opponent' }), per: { of: 'elements-lost-this-way' } } }],
        otherwise: [],
      },
    });
  });

  it('Strain of Infection: up to three picked, then a Mugic counter for each Creature Uninfected this way', () => {
    expect(steps('SS-85')).toEqual([
      { verb: 'uninfect', params: { to: { select: 'all', filter: { infected: true } }, upTo: 3 } },
      { verb: 'add-mugic-counters', params: { amount: 1, to: T0({ tribes: ['Danian'] }), per: { of: 'uninfected-this-way' } } },
    ]);
  });

  it('Melody of Parasitic Mayhem: with Hive active, the opponent\'s creatures are Uninfected and the second target takes 5 for each instead', () => {
    expect(steps('SS-84')).toEqual([
      {
        verb: 'conditional',
        params: {
          conditions: [{ kind: 'hive-active' }],
          then: [
            { verb: 'uninfect', params: { to: { select: 'all', filter: { controller: 'opponent' } } } },
            { verb: 'deal-damage', params: { amount: 5, to: { select: 'target', index: 1, filter: { engaged: true } }, per: { of: 'uninfected-this-way' } } },
          ],
          otherwise: [{ verb: 'infect', params: { to: T0({ engaged: true, infected: false }) } }],
        },
      },
    ]);
  });
});

describe('Najarin\'s Tower of Song: "That Creature\'s controller discards a random Mugic Card from their hand"', () => {
  it('the controller of the first line\'s target discards at random', () => {
    const [, second] = automated('LR-17');
    expect(second.steps).toEqual([{ verb: 'for-controllers', params: { of: T0(), steps: [{ verb: 'discard-mugic', params: { players: 'you', count: 1, random: true } }] } }]);
  });
});
