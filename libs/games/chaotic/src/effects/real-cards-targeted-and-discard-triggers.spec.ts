import { ALL, automated, EQUIPPED, on, SELF, target as TARGET, trigger, TURN } from './real-card-fixtures';

/** More state-event text (CR 8.3.1, 8.4.2, 8.8.2), read off the real cards' printed text. */

describe('CR 8.4.1.3 "When … is targeted by a Mugic (or ability) …"', () => {
  it('Yondaf (ZOTH-30): "When an opposing Uninfected Creature is targeted by a Mugic you control, Infect that Creature"', () => {
    const e = trigger('ZOTH-30', 'targeted-by-mugic');
    expect(e.timing).toEqual(on('targeted-by-mugic', { about: ALL({ controller: 'opponent', infected: false }), by: 'you' }));
    expect(e.steps).toEqual([{ verb: 'infect', params: { to: { select: 'trigger-creature' } } }]);
  });

  it('Appelai: "… a Warbeast Creature you control is targeted by a Mugic or ability your opponent controls …"', () => {
    const e = trigger('ROTO-22', 'targeted-by-mugic-or-ability');
    expect(e.timing).toEqual(on('targeted-by-mugic-or-ability', { about: ALL({ controller: 'you', subtype: 'Warbeast' }), by: 'opponent' }));
    expect(e.steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }]);
  });

  it('Topar: "Uninfect that Creature and negate the Mugic or ability" — the one targeting it', () => {
    const e = trigger('TOTT-14', 'targeted-by-mugic-or-ability');
    expect(e.timing).toEqual(on('targeted-by-mugic-or-ability', { about: ALL({ controller: 'you', infected: true, tribes: ['Danian'] }) }));
    expect(e.steps).toEqual([
      { verb: 'uninfect', params: { to: { select: 'trigger-creature' } } },
      { verb: 'negate', params: { what: 'mugic-or-ability', tribes: [], targeting: { select: 'trigger-creature' } } },
    ]);
    expect(trigger('TOTT-14', 'beginning-of-your-turn').steps).toEqual([{ verb: 'infect', params: { to: TARGET({ infected: false }) } }]);
  });
});

describe('Mugic counters removed, battlegear to a discard pile, flipped face-down, Hive and the burst', () => {
  it('Hune Paltanin: "When a Mugic counter is removed from an opposing non-OverWorld Creature, heal 10 damage to target Creature"', () => {
    const e = trigger('ROTO-6', 'mugic-counter-removed');
    expect(e.timing).toEqual(on('mugic-counter-removed', { about: ALL({ controller: 'opponent', notTribes: ['OverWorld'] }) }));
    expect(e.steps).toEqual([{ verb: 'heal', params: { amount: 10, to: TARGET() } }]);
  });

  it('Ozlai: "When a Battlegear goes to the opposing general discard pile, deal 5 damage to target Creature"', () => {
    expect(trigger('TOTT-34', 'battlegear-to-opposing-discard').steps).toEqual([{ verb: 'deal-damage', params: { amount: 5, to: TARGET() } }]);
  });

  it('Liquid Thought Evaporator: "also count as Water attacks"; flipped face-down, a counter on "the equipped Fluidmorpher Creature"', () => {
    const [counts] = automated('ROTO-74').filter((e) => e.timing.kind === 'static');
    expect(counts.steps).toEqual([{ verb: 'attacks-count-as', params: { by: EQUIPPED, elements: ['Water'], duration: 'while-in-play' } }]);
    expect(trigger('ROTO-74', 'battlegear-flipped-face-down').steps).toEqual([
      { verb: 'conditional', params: { conditions: [{ kind: 'matches', who: EQUIPPED, filter: { subtype: 'Fluidmorpher' } }], then: [{ verb: 'add-mugic-counters', params: { amount: 1, to: EQUIPPED } }], otherwise: [] } },
    ]);
  });

  it('Stingblade Prototype (ZOTH-61, PE1-61): "When Hive is activated, the next time an Attack would deal damage this turn, it deals 10 damage instead"', () => {
    for (const id of ['ZOTH-61', 'PE1-61']) expect(trigger(id, 'hive-activated').steps).toEqual([{ verb: 'replace-next-attack-damage', params: { amount: 10, duration: TURN } }]);
  });

  it('Recurring Rescue: "If the target of Recurring Rescue has 30 or less Scanned Energy, return Recurring Rescue to your hand when it resolves"', () => {
    const [, back] = automated('ZOTH-70');
    expect(back.conditions).toEqual([{ kind: 'scanned-at-most', who: TARGET(), stat: 'energy', x: 30 }]);
    expect(back.steps).toEqual([{ verb: 'return-this-mugic-to-hand', params: {} }]);
  });
});

describe('Nunk\'worn (ROTO-41, PROMO-80): destroyed / sent to the discard "and had exactly three Mugic counters on it"', () => {
  it('"destroyed" (not sacrificed, CR 7.3.1) and "sent to the discard"; exactly three; "you can return it to play … on your side"', () => {
    const it3 = { select: 'trigger-creature' };
    const exactly = { kind: 'all', conditions: [{ kind: 'stat-at-least', who: it3, stat: 'mugic-counters', x: 3 }, { kind: 'not', condition: { kind: 'stat-at-least', who: it3, stat: 'mugic-counters', x: 4 } }] };
    const back = [{ verb: 'optional', params: { steps: [{ verb: 'return-to-play', params: { who: it3, ownSide: true } }], ifDone: [] } }];
    for (const [id, event] of [['ROTO-41', 'creature-destroyed'], ['PROMO-80', 'creature-to-discard']] as const) {
      const e = trigger(id, event);
      expect(e.timing).toEqual(on(event, { about: SELF }));
      expect(e.conditions).toEqual([exactly]);
      expect(e.steps).toEqual(back);
      const [counts] = automated(id).filter((x) => x.timing.kind === 'static');
      expect(counts.steps).toEqual([{ verb: 'attacks-count-as', params: { by: SELF, elements: ['Fire', 'Water'], duration: 'while-in-play' } }]);
    }
  });
});

describe('more state events: a discard pile, an attack played, a delayed trigger, each player, a swap', () => {
  it('Elna: "If Elna is in your general discard pile, at the beginning of combat, activate Hive"', () => {
    expect(trigger('FUN-17', 'beginning-of-combat-in-discard').steps).toEqual([{ verb: 'set-hive', params: { on: true } }]);
  });

  it('Fire Ring: "When Fire Ring is played, deal 10 damage to your engaged Creature"', () => {
    expect(trigger('FUN-46', 'this-attack-played').steps).toEqual([{ verb: 'deal-damage', params: { amount: 10, to: { select: 'your-engaged' } } }]);
  });

  it('Ulmar\'s Activating Arpeggio: "Flip target face-down Battlegear face-up. Destroy that Battlegear at the beginning of the next turn"', () => {
    expect(automated('LR-18')[0].steps).toEqual([
      { verb: 'flip-battlegear', params: { of: TARGET(), face: 'up' } },
      { verb: 'destroy-battlegear-next-turn', params: { of: TARGET() } },
    ]);
  });

  it('Na-inna: "each player puts a Mugic counter on a Creature they control with no Mugic counters" (Brainwashed: "removes … from any Creature they control")', () => {
    const all = automated('TOTT-18');
    expect(all).toHaveLength(2);
    expect(all[0].steps).toEqual([
      { verb: 'for-players', params: { who: 'each', steps: [{ verb: 'add-mugic-counters', params: { amount: 1, to: ALL({ controller: 'you', stat: { stat: 'mugic-counters', max: 0 } }), chosen: true } }] } },
    ]);
    expect(all[1].steps).toEqual([
      { verb: 'for-players', params: { who: 'each', steps: [{ verb: 'remove-mugic-counters', params: { amount: 1, from: ALL({ controller: 'you', stat: { stat: 'mugic-counters', min: 1 } }), chosen: true } }] } },
    ]);
  });

  it('Destructozooka: "choose an Elemental Type. Equipped Creature gains the chosen Elemental Type and "Element 5" of the chosen Elemental Type"', () => {
    expect(trigger('MI-135', 'battlegear-flipped-face-up').steps).toEqual([{ verb: 'choose-element', params: { gain: true, to: EQUIPPED, duration: TURN, value: 5 } }]);
  });

  it('Pranker Tanker: "equipped Creature swaps spaces on the Battleboard with another unengaged Creature you control" (picked, not targeted)', () => {
    expect(trigger('AU-151', 'beginning-of-turn').steps).toEqual([
      { verb: 'swap', params: { what: 'spaces', a: EQUIPPED, b: ALL({ controller: 'you', other: true, engaged: false }), chosen: true } },
    ]);
  });

  it('Blazier\'s Map Collection: "If equipped Creature moved this turn, at the beginning of combat reveal a new active Location"', () => {
    const e = trigger('TOTT-56', 'beginning-of-any-combat');
    expect(e.conditions).toEqual([{ kind: 'moved-this-turn', who: EQUIPPED }]);
    expect(e.steps).toEqual([{ verb: 'reveal-location', params: {} }]);
  });
});

describe('Mommark: "When another Creature you control is sent to the discard, remove all Mugic counters from Mommark. If you have removed 5 or more …"', () => {
  it('"5 or more removed this way" is Mommark having 5 or more as it removes them all; "that Creature" is the one sent', () => {
    const e = trigger('LR-2', 'creature-to-discard');
    expect(e.timing).toEqual(on('creature-to-discard', { about: ALL({ other: true, controller: 'you' }) }));
    expect(e.steps).toEqual([
      { verb: 'conditional', params: { conditions: [{ kind: 'stat-at-least', who: SELF, stat: 'mugic-counters', x: 5 }], then: [{ verb: 'return-to-play', params: { who: { select: 'trigger-creature' }, ownSide: false } }], otherwise: [] } },
      { verb: 'remove-mugic-counters', params: { amount: 0, from: SELF, all: true } },
    ]);
    expect(trigger('LR-2', 'beginning-of-your-turn').steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }]);
  });
});

describe('Mindclasp and Hive Amber', () => {
  it('Mindclasp: "When a source controlled by an opponent reduces any of equipped Creature\'s Disciplines, Mindclasp deals 5 damage to target engaged Creature"', () => {
    const e = trigger('MI-141', 'disciplines-reduced');
    expect(e.timing).toEqual(on('disciplines-reduced', { about: EQUIPPED, by: 'opponent' }));
    expect(e.steps).toEqual([{ verb: 'deal-damage', params: { amount: 5, to: TARGET({ engaged: true }) } }]);
  });

  it('Hive Amber: "If Hive Amber is in your general discard pile, when a Mandiblor Creature you control leaves play, you can return Hive Amber …"', () => {
    const e = trigger('MI-136', 'creature-leaves-play-in-discard');
    expect(e.timing).toEqual(on('creature-leaves-play-in-discard', { about: ALL({ controller: 'you', subtype: 'Mandiblor' }) }));
    expect(e.steps).toEqual([{ verb: 'optional', params: { steps: [{ verb: 'return-battlegear-to-play', params: { self: true } }], ifDone: [] } }]);
  });
});

describe('CR 8.4.2 an optional extra cost paid as the Mugic is played', () => {
  it('Hive Unsung: "As Hive Unsung is played, its caster can pay a Mugic counter. If the caster does, return Hive Unsung to your hand when it resolves"', () => {
    const [, back] = automated('ZOTH-78');
    expect(back.timing).toEqual({ kind: 'on-resolve' });
    expect(back.conditions).toEqual([{ kind: 'extra-cost-paid', amount: 1 }]);
    expect(back.steps).toEqual([{ verb: 'return-this-mugic-to-hand', params: {} }]);
  });

  it('Vexing Waveform: "… can pay an additional 2 Mugic counters. If the caster does, the target Creature gains an additional "Recklessness 5.""', () => {
    const [, more] = automated('ROTO-78');
    expect(more.conditions).toEqual([{ kind: 'extra-cost-paid', amount: 2 }]);
    expect(more.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'recklessness', x: 5 }, to: TARGET(), duration: TURN } }]);
  });
});

describe('two abilities printed on one line', () => {
  it('Mipedian Fulgurite: "Equipped Creature has "Air 10." At the end of any combat, destroy Mipedian Fulgurite" — innate, then triggered', () => {
    const [innate, end] = automated('FUN-73');
    expect(innate.timing).toEqual({ kind: 'static' });
    expect(innate.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Air', x: 10 }, to: EQUIPPED, duration: 'while-in-play' } }]);
    expect(end.timing).toEqual(on('end-of-combat'));
    expect(end.steps).toEqual([{ verb: 'destroy-battlegear', params: { of: EQUIPPED } }]);
  });
});

describe('CR 6.4 "At the end of each turn"', () => {
  it('Stelgar: "At the end of each turn, put a Growth counter on Stelgar"', () => {
    expect(trigger('AU-40-stelgar', 'end-of-each-turn').steps).toEqual([{ verb: 'add-named-counters', params: { name: 'Growth', amount: 1, to: SELF } }]);
  });
});

describe('Vix\'ben: "When a Mugic played by an opposing Creature, remove all Mugic counters from Vix\'ben. If the Mugic\'s cost is less than …, negate that Mugic"', () => {
  it('the cost is compared with the counters it is about to lose; "that Mugic" is the one whose play triggered it', () => {
    const e = trigger('TOTT-7', 'mugic-played');
    expect(e.timing).toEqual(on('mugic-played', { about: ALL({ controller: 'opponent' }) }));
    expect(e.steps).toEqual([
      { verb: 'conditional', params: { conditions: [{ kind: 'triggering-mugic-cost-below', who: SELF }], then: [{ verb: 'negate-triggering-mugic', params: {} }], otherwise: [] } },
      { verb: 'remove-mugic-counters', params: { amount: 0, from: SELF, all: true } },
    ]);
  });
});

describe('Saand', () => {
  it('"At the beginning of your turn, you can sacrifice Saand. If you do, each player removes a total of 3 Mugic counters from among any Creatures they control"', () => {
    const one = { verb: 'remove-mugic-counters', params: { amount: 1, from: ALL({ controller: 'you', stat: { stat: 'mugic-counters', min: 1 } }), chosen: true } };
    expect(trigger('SS-32', 'beginning-of-your-turn').steps).toEqual([
      { verb: 'optional', params: { steps: [{ verb: 'sacrifice-creature', params: { from: SELF, all: true } }], ifDone: [{ verb: 'for-players', params: { who: 'each', steps: [one, one, one] } }] } },
    ]);
  });

  it('"If Saand has any Mugic counters on it, sacrifice it": a standing rule (condition-holds)', () => {
    const e = trigger('SS-32', 'condition-holds');
    expect(e.conditions).toEqual([{ kind: 'stat-at-least', who: SELF, stat: 'mugic-counters', x: 1 }]);
    expect(e.steps).toEqual([{ verb: 'sacrifice-creature', params: { from: SELF, all: true } }]);
  });
});

describe('Illexia (its other lines are not read yet)', () => {
  it('"When a Mandiblor Creature or an Infected Creature is put into a general discard pile, put a Mugic counter on Illexia": either kind', () => {
    for (const id of ['ZOTH-22', 'PE1-22-illexia-misprint']) {
      const [e] = automated(id, true).filter((x) => x.timing.kind === 'triggered');
      expect(e.timing).toEqual(on('creature-to-discard', { about: ALL({ anyOf: [{ subtype: 'Mandiblor' }, { infected: true }] }) }));
      expect(e.steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: SELF } }]);
    }
  });
});

describe('Mivindal', () => {
  it('"Sacrifice Mivindal: Return target Mandiblor Creature Card in your general discard pile to play to any unoccupied space on your side of the Battleboard"', () => {
    const [first] = automated('MI-36');
    expect(first.steps).toEqual([{ verb: 'return-creature-to-play', params: { filter: { subtype: 'Mandiblor' }, targeted: true, ownSide: true } }]);
  });

  it('Brainwashed: "Sacrifice Mivindal: When target Chieftain Creature is destroyed this turn, return it to play in an unoccupied space" (a delayed trigger)', () => {
    const [, second] = automated('MI-36');
    expect(second.steps).toEqual([
      {
        verb: 'delayed-trigger',
        params: {
          about: TARGET({ subtype: 'Chieftain' }),
          effect: { kind: 'automated', timing: on('creature-destroyed'), conditions: [], steps: [{ verb: 'return-to-play', params: { who: { select: 'trigger-creature' }, ownSide: false } }], text: 'When target Chieftain Creature is destroyed this turn, return it to play in an unoccupied space' },
          once: false,
          duration: TURN,
        },
      },
    ]);
  });
});

describe('"… count as Mandiblors you control when counting Mandiblors"', () => {
  it('Illexia: "Your adjacent Creatures have "Defender."" and "Hive: Mugic counters on Illexia count as Mandiblors …"', () => {
    for (const id of ['ZOTH-22', 'PE1-22-illexia-misprint']) {
      const statics = automated(id).filter((e) => e.timing.kind === 'static');
      expect(statics.map((e) => e.steps)).toEqual([
        [{ verb: 'grant-ability', params: { ability: { kind: 'defender' }, to: ALL({ controller: 'you', adjacent: true }), duration: 'while-in-play' } }],
        [{ verb: 'count-as-mandiblors', params: { what: 'counters-on', on: SELF, duration: 'while-in-play' } }],
      ]);
      expect(statics[1].conditions).toEqual([{ kind: 'hive-active' }]);
    }
  });

  it('Khritlaan: "If Khritlaan is in your general discard pile, Mandiblor Creature Cards in your general discard pile count as Mandiblors …"', () => {
    for (const id of ['ZOTH-26', 'PE1-26-khritlaan']) {
      const [e] = automated(id).filter((x) => x.steps.some((s) => s.verb === 'count-as-mandiblors'));
      expect(e.conditions).toEqual([{ kind: 'in-general-discard' }]);
      expect(e.steps).toEqual([{ verb: 'count-as-mandiblors', params: { what: 'discard-cards', duration: 'while-in-play' } }]);
    }
  });
});
