import { ALL, automated, EQUIPPED, on, SELF, target as TARGET, trigger, TURN } from './real-card-fixtures';

/** Triggered abilities on state events (CR 8.3.1), read off the real cards' printed text. */

describe('CR 8.3.1 / 6.1.3 "At the beginning of each turn" / "of your turn"', () => {
  it('Bierk: "At the beginning of each turn, if your opponent controls an UnderWorld Creature, Activate Hive"', () => {
    const e = trigger('ZOTH-17', 'beginning-of-turn');
    expect(e.conditions).toEqual([{ kind: 'exists', filter: { tribes: ['UnderWorld'], controller: 'opponent' } }]);
    expect(e.steps).toEqual([{ verb: 'set-hive', params: { on: true } }]);
  });

  it('Phelphor (SS-13, PE1-13): "you can relocate target Creature to any unoccupied space … adjacent to it"', () => {
    for (const id of ['SS-13', 'PE1-13']) {
      expect(trigger(id, 'beginning-of-your-turn').steps).toEqual([
        { verb: 'optional', params: { steps: [{ verb: 'relocate', params: { to: TARGET(), destination: 'adjacent-unoccupied' } }], ifDone: [] } },
      ]);
    }
  });

  it('Noaz: "Noaz gains "Air 10" and "Invisibility: Surprise."" until the end of the turn (CR 8.9.1)', () => {
    expect(trigger('TOTT-19', 'beginning-of-your-turn').steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Air', x: 10 }, to: SELF, duration: TURN } },
      { verb: 'grant-ability', params: { ability: { kind: 'invisibility', ability: { kind: 'surprise' } }, to: SELF, duration: TURN } },
    ]);
  });

  it('Milla\'iin: "… your turn if all Creatures you control have no Mugic counters, return target Mugic Card …" (no comma printed)', () => {
    const e = trigger('AU-79', 'beginning-of-your-turn');
    expect(e.conditions).toEqual([{ kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', stat: { stat: 'mugic-counters', min: 1 } } } }]);
    expect(e.steps).toEqual([{ verb: 'return-mugic-to-hand', params: { players: 'you', optional: false } }]);
  });

  it('Sepmek: "flip all Battlegear equipped to Sepmek face-up"; Yondaf (AU-56): "if Yondaf is Uninfected, Infect it"', () => {
    expect(trigger('AU-70', 'beginning-of-your-turn').steps).toEqual([{ verb: 'flip-battlegear', params: { of: SELF, face: 'up' } }]);
    const yondaf = trigger('AU-56', 'beginning-of-turn');
    expect(yondaf.conditions).toEqual([{ kind: 'matches', who: SELF, filter: { infected: false } }]);
    expect(yondaf.steps).toEqual([{ verb: 'infect', params: { to: SELF } }]);
  });
});

describe('CR 8.3.1 "When … is put into a general discard pile"', () => {
  it('Balaan: its own text ("When Balaan is put into your general discard pile, Infect target Uninfected Creature")', () => {
    const e = trigger('ZOTH-16', 'creature-to-discard');
    expect(e.timing).toEqual(on('creature-to-discard', { about: SELF }));
    expect(e.steps).toEqual([{ verb: 'infect', params: { to: TARGET({ infected: false }) } }]);
  });

  it('Illazar: "if that Creature had one or more Mugic counters on it" reads the creature the event is about', () => {
    const e = trigger('ZOTH-8', 'creature-to-discard');
    expect(e.timing).toEqual(on('creature-to-discard', { about: ALL({ controller: 'you' }) }));
    expect(e.conditions).toEqual([{ kind: 'stat-at-least', who: { select: 'trigger-creature' }, stat: 'mugic-counters', x: 1 }]);
    expect(e.steps).toEqual([{ verb: 'remove-mugic-counters', params: { amount: 1, from: TARGET() } }]);
  });

  it('Mahrrant (ZOTH-27, PE1-27): "When an Infected Creature is put into a general discard pile" — either player\'s', () => {
    for (const id of ['ZOTH-27', 'PE1-27-mahrrant']) {
      const e = trigger(id, 'creature-to-discard');
      expect(e.timing).toEqual(on('creature-to-discard', { about: ALL({ infected: true }) }));
      expect(e.steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }]);
    }
  });

  it('Enre-hep (SS-24, PE1-24): "put a Mugic counter on Enre-hep for each Mugic counter on that Creature"', () => {
    for (const id of ['SS-24', 'PE1-24']) {
      expect(trigger(id, 'creature-to-discard').steps).toEqual([
        { verb: 'add-mugic-counters', params: { amount: 1, to: SELF, per: { of: 'mugic-counters', on: { select: 'trigger-creature' } } } },
      ]);
    }
  });

  it('Lightning Canister: "… from face-up, deal 5 damage to target engaged Creature"; Mirrors of Misplacement: a Mugic Card', () => {
    expect(trigger('SS-71', 'this-gear-to-discard-from-face-up').steps).toEqual([{ verb: 'deal-damage', params: { amount: 5, to: TARGET({ engaged: true }) } }]);
    expect(trigger('MI-142', 'mugic-to-discard').steps).toEqual([
      { verb: 'discard-attack', params: { count: 1 } },
      { verb: 'draw-attack', params: { count: 1 } },
    ]);
  });
});

describe('CR 8.3.1 "When … has a Mugic counter put on it"', () => {
  it('Hifdan ("has Mugic counter put on it", as printed), Olkiex, Makrabon and Najarin', () => {
    expect(trigger('SS-3', 'mugic-counter-put-on').timing).toEqual(on('mugic-counter-put-on', { about: ALL({ controller: 'you' }) }));
    expect(trigger('SS-3', 'mugic-counter-put-on').steps.map((s) => s.verb)).toEqual(['grant-ability', 'grant-ability']);
    for (const id of ['SS-8', 'PE1-8']) expect(trigger(id, 'mugic-counter-put-on').steps).toEqual([{ verb: 'flip-battlegear', params: { of: TARGET(), face: 'down' } }]);
    expect(trigger('SS-19', 'mugic-counter-put-on').timing).toEqual(on('mugic-counter-put-on', { about: SELF }));
    expect(trigger('ROTO-7', 'mugic-counter-put-on').timing).toEqual(on('mugic-counter-put-on', { about: ALL({ controller: 'opponent', notName: 'Najarin' }) }));
    expect(trigger('ROTO-7', 'mugic-counter-put-on').steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }]);
  });

  it('Makrabon: "{{MC}}: Activate or Deactivate Hive" — the state Hive is not in', () => {
    const [ability] = automated('SS-19').filter((e) => e.timing.kind === 'activated');
    expect(ability.steps).toEqual([
      { verb: 'conditional', params: { conditions: [{ kind: 'hive-active' }], then: [{ verb: 'set-hive', params: { on: false } }], otherwise: [{ verb: 'set-hive', params: { on: true } }] } },
    ]);
  });
});

describe('CR 8.3.1 "When Hive is activated" (glossary Hive)', () => {
  it('Ramarhvir (ZOTH-28, PE1-28): ", if you do put …" and its full name read as "If you do" on Ramarhvir', () => {
    for (const id of ['ZOTH-28', 'PE1-28']) {
      expect(trigger(id, 'hive-activated').steps).toEqual([
        {
          verb: 'optional',
          params: {
            steps: [{ verb: 'remove-mugic-counters', params: { amount: 1, from: ALL({ controller: 'you', tribes: ['Danian'] }), chosen: true } }],
            ifDone: [{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }],
          },
        },
      ]);
    }
  });
});

describe('CR 8.3.1 "When … is flipped face-up"', () => {
  it('Ice Cloak: "if equipped Creature is engaged with a Creature with Fire, equipped Creature gains 10 Energy"', () => {
    const e = trigger('ZOTH-58', 'battlegear-flipped-face-up');
    expect(e.timing).toEqual(on('battlegear-flipped-face-up', { about: SELF }));
    expect(e.conditions).toEqual([{ kind: 'all', conditions: [{ kind: 'engaged', who: EQUIPPED }, { kind: 'has-elements', who: { select: 'opposing-engaged' }, elements: ['Fire'] }] }]);
    expect(e.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: EQUIPPED, duration: TURN } }]);
  });

  it('Supercharged Alterant: "choose a Discipline. Equipped Creature gains 100 in the chosen Discipline" is one choice', () => {
    expect(trigger('ZOTH-62', 'battlegear-flipped-face-up').steps).toEqual([{ verb: 'choose-discipline', params: { delta: 100, to: EQUIPPED, duration: TURN } }]);
  });

  it('Telebracers reveals a new active Location; Ki\'bro: "When a Battlegear you control is flipped face-up, look at …"', () => {
    expect(trigger('ZOTH-64', 'battlegear-flipped-face-up').steps).toEqual([{ verb: 'reveal-location', params: {} }]);
    const kibro = trigger('TOTT-33', 'battlegear-flipped-face-up');
    expect(kibro.timing).toEqual(on('battlegear-flipped-face-up', { about: ALL({ controller: 'you' }) }));
    expect(kibro.steps).toEqual([{ verb: 'look-at-deck', params: { owner: 'you', decks: ['location'], count: 2, arrangement: 'one-top-rest-bottom' } }]);
  });
});

describe('CR 8.3.3 "When a Mugic (or ability) is played by …"', () => {
  it('Hune Marquard: "When a Danian Mugic is played by an opposing Creature" (the tribe is the Mugic\'s)', () => {
    const e = trigger('ZOTH-3', 'mugic-played');
    expect(e.timing).toEqual(on('mugic-played', { about: ALL({ controller: 'opponent' }), tribes: ['Danian'] }));
    expect(e.steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }]);
  });

  it('Heptadd\'s Crown: "When a Mugic or ability is played by equipped Creature, deal 10 damage to it"', () => {
    const e = trigger('SS-69', 'mugic-or-ability-played');
    expect(e.timing).toEqual(on('mugic-or-ability-played', { about: EQUIPPED }));
    expect(e.steps).toEqual([{ verb: 'deal-damage', params: { amount: 10, to: EQUIPPED } }]);
  });
});

describe('CR 7.3 "At the end of (any) combat"', () => {
  it('Warriors of Owayki: "Flip Warriors of Owayki face-down at the end of combat" (the trigger printed last)', () => {
    expect(trigger('TOTT-73', 'end-of-combat').steps).toEqual([{ verb: 'flip-battlegear', params: { of: EQUIPPED, face: 'down' } }]);
  });

  it('Nunk\'worn (AU-42): "At the end of any combat, remove all Mugic counters from Nunk\'worn"', () => {
    expect(trigger('AU-42-nunk-worn', 'end-of-combat').steps).toEqual([{ verb: 'remove-mugic-counters', params: { amount: 0, from: SELF, all: true } }]);
  });
});
