import { automated } from './real-card-fixtures';

const SELF = { select: 'self' } as const;
const EQUIPPED = { select: 'equipped' } as const;
const IT = { select: 'trigger-creature' } as const;
const THEIRS = { select: 'opposing-engaged' } as const;
const TARGET = (filter: object = {}) => ({ select: 'target', index: 0, filter });
const TURN = 'end-of-turn';
const trig = (event: string, about: object, on?: object) => ({ kind: 'triggered', event, about, ...(on ? { on } : {}) });
const allDisciplines = (delta: number, to: object) => ['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta, to, duration: TURN } }));

/** The one automated effect of a card read from `text` (the printed line). */
function line(id: string, text: string) {
  const found = automated(id, true).find((e) => e.text === text);
  expect(found).toBeDefined();
  return { timing: found!.timing, conditions: found!.conditions, steps: found!.steps };
}

describe('CR 7.3.1, 8.3.1 "wins combat"', () => {
  it('Brain Amplifier: "When equipped Creature wins combat, put a Mugic counter on it"', () => {
    expect(line('MI-133', 'When equipped Creature wins combat, put a Mugic counter on it')).toEqual({
      timing: trig('wins-combat', EQUIPPED), conditions: [], steps: [{ verb: 'add-mugic-counters', params: { amount: 1, to: EQUIPPED } }],
    });
  });

  it('Ikkatosh: "a Muge or Elementalist Creature you control" — the winner is the trigger creature', () => {
    expect(line('MI-6', 'When a Muge or Elementalist Creature you control wins combat, put a Mugic counter on it')).toEqual({
      timing: trig('wins-combat', { select: 'all', filter: { controller: 'you' } }),
      conditions: [{ kind: 'any', conditions: [{ kind: 'matches', who: IT, filter: { subtype: 'Muge' } }, { kind: 'matches', who: IT, filter: { subtype: 'Elementalist' } }] }],
      steps: [{ verb: 'add-mugic-counters', params: { amount: 1, to: IT } }],
    });
  });

  it('Maliph: "relocate it to any unoccupied space on the Battleboard adjacent to it"', () => {
    expect(automated('MI-50')[0].steps).toEqual([{ verb: 'relocate', params: { to: SELF, destination: 'adjacent-unoccupied' } }]);
    expect(automated('MI-50')[0].timing).toEqual(trig('wins-combat', SELF));
  });
});

describe('CR 8.3.1, 8.6 "deals … attack damage"', () => {
  it('Sinister Statuette: "15 or more attack damage" → the opposing engaged creature loses 10 in a chosen Discipline', () => {
    expect(line('MI-153', 'When equipped Creature deals 15 or more attack damage, opposing engaged Creature loses 10 in a Discipline of your choice')).toEqual({
      timing: trig('deals-attack-damage', EQUIPPED, { minDamage: 15 }), conditions: [],
      steps: [{ verb: 'choose-discipline', params: { delta: -10, to: THEIRS, duration: TURN } }],
    });
  });

  it("Bodal's Element Converter (both printings): \"25 or more damage with a single attack, flip Bodal's Element Converter face-down\"", () => {
    for (const id of ['LR-13', 'PROMO-21']) {
      const effect = line(id, "When equipped Creature deals 25 or more damage with a single attack, flip Bodal's Element Converter face-down");
      expect(effect.timing).toEqual(trig('deals-attack-damage', EQUIPPED, { minDamage: 25 }));
      expect(effect.steps).toEqual([{ verb: 'flip-battlegear', params: { of: EQUIPPED, face: 'down' } }]);
    }
  });

  it('Flameblade of Seeryn: "30 or more Fire damage with a single attack" is a Fire attack of 30 or more; "target Battlegear"', () => {
    expect(automated('AU-143').find((e) => e.timing.kind === 'triggered')!.timing).toEqual(trig('deals-attack-damage', EQUIPPED, { elements: ['Fire'], minDamage: 30 }));
  });

  it('Jaal: "deals Earth damage to an Uninfected Creature, Infect that Creature" — that Creature is the one dealt damage', () => {
    expect(automated('ZOTH-23')[0]).toMatchObject({
      timing: trig('deals-attack-damage', SELF, { elements: ['Earth'], filter: { infected: false } }),
      steps: [{ verb: 'infect', params: { to: IT } }],
    });
  });

  it('Ginar\'rash: "deals Water attack damage to a Creature, that Creature loses Fire"', () => {
    expect(automated('FAS-19')[0]).toMatchObject({
      timing: trig('deals-attack-damage', SELF, { elements: ['Water'] }),
      steps: [{ verb: 'lose-element', params: { element: 'Fire', to: IT, duration: TURN } }],
    });
  });

  it('Nauthilax: "deals exactly 25 attack damage"; "wins a Power Challenge"', () => {
    const [power, exact] = automated('MI-24');
    expect(power.timing).toEqual(trig('wins-challenge', SELF, { stat: 'power' }));
    expect(power.steps).toEqual([{ verb: 'choose-element', params: { gain: true, to: SELF, duration: TURN } }]);
    expect(exact.timing).toEqual(trig('deals-attack-damage', SELF, { exactDamage: 25 }));
  });

  it('Sword of Khy\'at: the quoted "When equipped Creature deals 20 or more attack damage, deal 5 damage to target Creature" is granted to a Warrior', () => {
    const grant = automated('ZOTH-63')[1];
    expect(grant.conditions).toEqual([{ kind: 'matches', who: EQUIPPED, filter: { subtype: 'Warrior' } }]);
    expect(grant.steps[0]).toMatchObject({ verb: 'grant-effect', params: { to: EQUIPPED, effect: { timing: trig('deals-attack-damage', EQUIPPED, { minDamage: 20 }), steps: [{ verb: 'deal-damage', params: { amount: 5, to: TARGET() } }] } } });
  });
});

describe('CR 8.3.1 "is dealt / takes damage"', () => {
  it('Gimwei: "dealt 20 or more damage from a single source" (any source); "deal 5 damage to target Creature"', () => {
    expect(automated('ROTO-5')[0]).toMatchObject({ timing: trig('dealt-damage', SELF, { minDamage: 20 }), steps: [{ verb: 'deal-damage', params: { amount: 5, to: TARGET() } }] });
  });

  it('Residual Lightning Dust: "Stat Check Speed 75:" is a condition on the equipped creature', () => {
    expect(automated('TOTT-69')[1]).toMatchObject({
      timing: trig('dealt-damage', EQUIPPED, { minDamage: 20 }),
      conditions: [{ kind: 'stat-at-least', who: EQUIPPED, stat: 'speed', x: 75 }],
      steps: [{ verb: 'deal-damage', params: { amount: 5, to: THEIRS } }],
    });
  });

  it('Blak\'drin: "Air or Water attacks deal an additional 5 damage to Blak\'drin"; "the Creature which played that attack"', () => {
    const [more, back] = automated('LR-9');
    expect(more.steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: 5, elements: ['Air', 'Water'], to: SELF, duration: 'while-in-play' } }]);
    expect(back).toMatchObject({ timing: trig('dealt-attack-damage', SELF, { elements: ['Air', 'Water'] }), steps: [{ verb: 'deal-damage', params: { amount: 10, to: IT } }] });
  });

  it('Skorblust: "takes damage from a Fire or Earth attack" — the attack\'s elemental types', () => {
    expect(automated('AU-38')[0].timing).toEqual(trig('dealt-attack-damage', SELF, { attackElements: ['Fire', 'Earth'] }));
  });

  it('Maxxor: "it gains "Maxxor deals an additional 5 attack damage."" until the end of the turn', () => {
    expect(automated('FUN-6')[0]).toMatchObject({
      timing: trig('dealt-attack-damage', SELF),
      steps: [{ verb: 'modify-attack-damage-by', params: { delta: 5, by: SELF, against: {}, duration: TURN } }],
    });
  });

  it('Strikto: "When a Creature deals damage to Strikto, that Creature loses 5 Energy"', () => {
    expect(line('ZOTH-13', 'When a Creature deals damage to Strikto, that Creature loses 5 Energy')).toEqual({
      timing: trig('dealt-damage', SELF), conditions: [], steps: [{ verb: 'modify-stat', params: { stat: 'energy', delta: -5, to: IT, duration: TURN } }],
    });
  });
});

describe('glossary Challenge / Stat Check: won and failed checks on an attack', () => {
  it('Clodor and Atrapol: "wins a … Challenge on an attack it plays"', () => {
    expect(automated('SS-2')[0]).toMatchObject({ timing: trig('wins-challenge', SELF, { stat: 'wisdom' }), steps: [{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }] });
    expect(automated('SS-11')[0]).toMatchObject({ timing: trig('wins-challenge', SELF, { stat: 'power' }), steps: [{ verb: 'destroy-battlegear', params: { of: THEIRS } }] });
  });

  it('Gan\'nim "fails a Stat Check or Challenge" and Colstone "fails a Discipline check" (any of the three, glossary Discipline Attack)', () => {
    expect(automated('FUN-35')[0]).toMatchObject({ timing: trig('engaged-fails-check', SELF, { checks: ['stat-check', 'challenge'] }), steps: [{ verb: 'deal-damage', params: { amount: 10, to: IT } }] });
    expect(automated('AU-140')[0]).toMatchObject({
      timing: trig('engaged-fails-check', EQUIPPED, { checks: ['stat-check', 'stat-fail', 'challenge'] }),
      steps: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: EQUIPPED, duration: TURN } }],
    });
  });
});

describe('CR 7.2.1–7.2.5: becoming engaged, winning Initiative, playing an attack', () => {
  it('Narfall: "deal 5 damage to opposing engaged Creature for each Elemental Type that Creature has"', () => {
    expect(automated('ZOTH-10')[0]).toMatchObject({ timing: trig('becomes-engaged', SELF), steps: [{ verb: 'deal-damage', params: { amount: 5, to: THEIRS, per: { of: 'elements', on: THEIRS } } }] });
  });

  it('Bo\'aam: "loses 5 Energy for each Elemental Type it does not have"', () => {
    expect(automated('FUN-33')[0].steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: -5, to: THEIRS, duration: TURN, perCount: { of: 'elements', on: THEIRS, missing: true } } }]);
  });

  it("Olkiex' Apron: the granted \"When equipped Creature becomes engaged, flip  all Battlegear …\" (printed with two spaces) is the creature's own", () => {
    const [grant] = automated('LR-16');
    expect(grant.steps[0]).toMatchObject({ verb: 'grant-effect', params: { effect: { timing: trig('becomes-engaged', EQUIPPED), steps: [{ verb: 'flip-battlegear', params: { of: THEIRS, face: 'down' } }] } } });
  });

  it('Lyssta: "When Lyssta wins Initiative, it gains "Outperform Power 10" and "Air 10.""', () => {
    expect(automated('MI-23')[0]).toMatchObject({
      timing: trig('wins-initiative', SELF),
      steps: [
        { verb: 'grant-ability', params: { ability: { kind: 'outperform', disciplines: ['power'], x: 10 }, to: SELF, duration: TURN } },
        { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Air', x: 10 }, to: SELF, duration: TURN } },
      ],
    });
  });

  it('Olkiex: "plays an Attack Card while equipped" — a condition that it has a Battlegear', () => {
    expect(automated('TOTT-4')[0]).toMatchObject({ timing: trig('plays-attack', SELF), conditions: [{ kind: 'equipped', who: SELF }] });
  });
});

describe('CR 8.6, 8.3.1 text of the attack itself', () => {
  it('Strengthening Bond: "Stat Check Power 75: When Strengthening Bond deals damage, destroy target Battlegear" — the striker\'s Stat Check', () => {
    expect(automated('FUN-59')[0]).toMatchObject({
      timing: trig('deals-attack-damage', { select: 'your-engaged' }),
      conditions: [{ kind: 'stat-check', stat: 'power', x: 75 }],
      steps: [{ verb: 'destroy-battlegear', params: { of: { select: 'target', index: 0 } } }],
    });
  });

  it('Fluidmight: "When a Fluidmorpher Creature deals damage with Fluidmight, put a Mugic counter on it"', () => {
    expect(automated('ROTO-51')[0]).toMatchObject({
      timing: trig('deals-attack-damage', { select: 'your-engaged' }),
      conditions: [{ kind: 'matches', who: { select: 'your-engaged' }, filter: { subtype: 'Fluidmorpher' } }],
      steps: [{ verb: 'add-mugic-counters', params: { amount: 1, to: { select: 'your-engaged' } } }],
    });
  });
});

describe('CR 8.5.6 standing "If …, destroy it": Stelgar', () => {
  it('"more than 125 Power" is 126 or more; "2 or more Mugic counters on it" (its Brainwashed text)', () => {
    const effects = automated('ROTO-12', true);
    const destroy = [{ verb: 'destroy-creature', params: { to: SELF } }];
    expect(effects.find((e) => e.text === 'If Stelgar has more than 125 Power, destroy it')).toMatchObject({
      timing: { kind: 'triggered', event: 'condition-holds' }, conditions: [{ kind: 'stat-at-least', who: SELF, stat: 'power', x: 126 }], steps: destroy,
    });
    expect(effects.find((e) => e.text === 'If Stelgar has 2 or more Mugic counters on it, destroy it')).toMatchObject({
      conditions: [{ kind: 'stat-at-least', who: SELF, stat: 'mugic-counters', x: 2 }], steps: destroy,
    });
    expect(effects).toHaveLength(4);
  });
});

describe('glossary Sacrifice: "sacrifice another Creature. If you cannot, destroy Gintanai"', () => {
  it('the sacrifice is tried; when it did nothing, Gintanai is destroyed', () => {
    expect(automated('AU-60')[0]).toMatchObject({
      timing: trig('wins-combat', SELF),
      steps: [{
        verb: 'if-done',
        params: {
          steps: [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter: { controller: 'you', other: true } } } }],
          ifDone: [],
          otherwise: [{ verb: 'destroy-creature', params: { to: SELF } }],
        },
      }],
    });
  });
});

describe('CR 8.3.1 a delayed trigger on the target attack: Rhyme of the Reckless, Maglax', () => {
  it('"When target attack deals damage, deal the same amount of damage to the Creature that played that attack" is one step', () => {
    expect(automated('SS-79')[0]).toMatchObject({ timing: { kind: 'on-resolve' }, steps: [{ verb: 'reflect-attack-damage', params: {} }] });
    expect(automated('AU-17')[0]).toMatchObject({ timing: { kind: 'activated', cost: { mugicCounters: 0, other: ['Expend Fire while engaged'] } }, steps: [{ verb: 'reflect-attack-damage', params: {} }] });
  });
});

describe('CR 8.8.2 "the next attack played by the equipped Creature this turn deals 0 damage" (Kha\'rall Husk Armor)', () => {
  it('is a replacement of that creature\'s next attack', () => {
    expect(automated('MI-137')[1]).toMatchObject({
      timing: trig('dealt-attack-damage', EQUIPPED, { minDamage: 15 }),
      steps: [{ verb: 'set-attack-damage', params: { amount: 0, which: 'next-attack', by: EQUIPPED, duration: TURN } }],
    });
  });
});

describe('"While you control an OverWorld Creature, when Klencka deals damage with its first attack each combat, it gains Energy equal to the damage it dealt"', () => {
  it('a condition, the first-attack event and the event\'s damage as the amount', () => {
    expect(automated('FUN-21')[0]).toMatchObject({
      timing: trig('deals-attack-damage', SELF, { firstAttack: true }),
      conditions: [{ kind: 'exists', filter: { tribes: ['OverWorld'], controller: 'you' } }],
      steps: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 1, to: SELF, duration: TURN, perCount: { of: 'event-amount' } } }],
    });
  });
});

describe('CR 8.3.1 delayed triggers: Dror\'niq', () => {
  it('"The next time Dror\'niq is dealt attack damage this turn, …" (once) and "When target Creature is dealt attack damage this turn, …"', () => {
    const [once, each] = automated('ROTO-33');
    const back = [{ verb: 'deal-damage', params: { amount: 10, to: IT } }];
    expect(once.steps).toEqual([{ verb: 'delayed-trigger', params: { about: SELF, once: true, duration: TURN, effect: expect.objectContaining({ timing: trig('dealt-attack-damage', SELF), steps: back }) } }]);
    expect(each.steps).toEqual([{ verb: 'delayed-trigger', params: { about: TARGET(), once: false, duration: TURN, effect: expect.objectContaining({ timing: trig('dealt-attack-damage', TARGET()), steps: back }) } }]);
  });
});

describe('glossary Counters of other names (Kiru, Khybon, Stelgar)', () => {
  it('Kiru: "put a Leadership counter on it"; "Other Creatures you control have an additional 10 Energy for each Leadership counter on Kiru"', () => {
    const [wins, others] = automated('AU-28');
    expect(wins.steps).toEqual([{ verb: 'add-named-counters', params: { name: 'Leadership', amount: 1, to: SELF } }]);
    expect(others.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: { select: 'all', filter: { controller: 'you', other: true } }, duration: 'while-in-play', perCount: { of: 'named-counters', name: 'Leadership', on: SELF } } }]);
  });

  it('Khybon: "Expend Fire: Put a Magma counter on Khybon"', () => {
    expect(automated('AU-27')[0].steps).toEqual([{ verb: 'add-named-counters', params: { name: 'Magma', amount: 1, to: SELF } }]);
  });

  it('Stelgar (AU): "an additional 10 Energy and 10 in all Disciplines for each Growth counter on it"', () => {
    const line = automated('AU-40-stelgar', true).find((e) => /for each Growth counter/.test(e.text))!;
    const perCount = { of: 'named-counters', name: 'Growth', on: SELF };
    expect(line.steps).toEqual(['energy', 'courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 10, to: SELF, duration: 'while-in-play', perCount } })));
  });
});

describe('CR 8.3.1 Fazkaal: "When a Mugic counter is removed from the opposing engaged Creature, …" (both text boxes)', () => {
  it('the event is about the opposing engaged creature, which "that Creature" names', () => {
    const about = { select: 'all', filter: { controller: 'opponent', engaged: true } };
    const [normal, brainwashed] = automated('MI-47');
    expect(normal.timing).toEqual({ kind: 'triggered', event: 'mugic-counter-removed', about });
    expect(normal.steps).toEqual(allDisciplines(-20, IT).map((s) => ({ ...s, params: { ...s.params, duration: TURN } })));
    expect(brainwashed.steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }]);
  });
});

describe('CR 8.6.1.4 Nimmei: "When Nimmei takes attack damage, it gains all Elemental Types that attack had. When Nimmei gains an Elemental Type this way, it gains "Element 5" …"', () => {
  it('one step: the attack\'s elemental types it lacks, each with Element 5', () => {
    expect(automated('AU-40-nimmei')[0]).toMatchObject({
      timing: trig('dealt-attack-damage', SELF),
      steps: [{ verb: 'gain-attack-elements', params: { to: SELF, elementX: 5, duration: TURN } }],
    });
  });
});

describe('Son\'las: "the opposing engaged Creature loses Invisibility and your opponent reveals their attack hand"', () => {
  it('two steps: the ability removed, the hand revealed', () => {
    expect(automated('AU-82')[0]).toMatchObject({
      timing: trig('becomes-engaged', SELF),
      steps: [{ verb: 'remove-ability', params: { ability: 'invisibility', to: THEIRS, duration: TURN } }, { verb: 'reveal-hand', params: { who: 'opponent', hand: 'attack' } }],
    });
  });
});

describe('CR 4.1.6 Gravel Grind: "Earth: When Gravel Grind deals damage, remove a card in a general discard pile from the game"', () => {
  it('the elemental condition on the striker; one card from either pile', () => {
    expect(automated('FUN-50')[0]).toMatchObject({
      timing: trig('deals-attack-damage', { select: 'your-engaged' }),
      conditions: [{ kind: 'has-elements', who: { select: 'your-engaged' }, elements: ['Earth'] }],
      steps: [{ verb: 'remove-from-game', params: { players: 'either', count: 1 } }],
    });
  });
});

describe('CR 8.3.1 Aftermath Feint: "When your engaged Creature is destroyed this turn, draw two Attack Cards and discard two Attack Cards"', () => {
  it('one delayed trigger on the striker, both steps inside it', () => {
    const mine = { select: 'your-engaged' };
    expect(automated('ROTO-47')[0].steps).toEqual([{
      verb: 'delayed-trigger',
      params: { about: mine, once: true, duration: TURN, effect: expect.objectContaining({ timing: trig('creature-destroyed', mine), steps: [{ verb: 'draw-attack', params: { count: 2 } }, { verb: 'discard-attack', params: { count: 2 } }] }) },
    }]);
  });
});

describe('glossary Sacrifice: Voorx "your opponent can sacrifice a Battlegear. If they do not, Voorx gains "Fire 5" and "Water 5.""', () => {
  it('the opponent\'s optional sacrifice; the grants when it was not done', () => {
    const grant = (element: string) => ({ verb: 'grant-ability', params: { ability: { kind: 'element', element, x: 5 }, to: SELF, duration: TURN } });
    expect(automated('AU-43-voorx')[0].steps).toEqual([{
      verb: 'for-players',
      params: { who: 'opponent', steps: [{ verb: 'if-done', params: { steps: [{ verb: 'optional', params: { steps: [{ verb: 'sacrifice-battlegear', params: {} }], ifDone: [] } }], ifDone: [], otherwise: [grant('Fire'), grant('Water')] } }] },
    }]);
  });
});
