import { applyEffect } from './apply-effect';
import { automated, board } from './real-card-fixtures';

const ALL = (filter: object) => ({ select: 'all', filter });
const SELF = { select: 'self' } as const;
const STATIC = 'while-in-play';
const TURN = 'end-of-turn';
const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'];
const MARRILLIAN_OR_MINION = { anyOf: [{ tribes: ["M'arrillian"] }, { subtype: 'Minion' }] };
/** The card's text effects, keywords left out. */
const text = (id: string) => automated(id).filter((e) => e.text !== '');

describe('CR 8.6.2.2 attack damage by some creatures against others', () => {
  it('Magmon: "… to Creatures that are a M\'arrillian or a Minion"; Brainwashed "… to non-M\'arrillian Creatures"', () => {
    const [normal, brainwashed] = text('FUN-13');
    expect(normal.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: SELF, against: MARRILLIAN_OR_MINION, duration: STATIC } }]);
    expect(brainwashed.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: SELF, against: { notTribes: ["M'arrillian"] }, duration: STATIC } }]);
  });

  it('Vunhra: "Non-Danian Creatures you control deal 5 additional attack damage to Infected Creatures" and "Creatures you control deal …"', () => {
    const [first, second] = text('FUN-24');
    expect(first.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: ALL({ controller: 'you', notTribes: ['Danian'] }), against: { infected: true }, duration: STATIC } }]);
    expect(second.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: ALL({ controller: 'you' }), against: MARRILLIAN_OR_MINION, duration: STATIC } }]);
  });

  it('Dalgad: "deals an additional 5 damage with Elemental Attacks" (CR 8.6.1.4: an attack with an elemental value)', () => {
    expect(text('AU-8')[0].steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: SELF, against: {}, duration: STATIC, elements: ELEMENTS } }]);
  });

  it('Cyrenox: "If all Creatures you control have Fire, Cyrenox deals an additional 5 damage with attacks"', () => {
    const [effect] = text('FAS-21');
    expect(effect.conditions).toEqual([{ kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', withoutElements: ['Fire'] } } }]);
    expect(effect.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: SELF, against: {}, duration: STATIC } }]);
  });

  it('Ketun: "Elemental Attacks deal 5 less damage to Ketun" (CR 8.5.4)', () => {
    expect(text('AU-49-ketun')[0].steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: -5, elements: ELEMENTS, to: SELF, duration: STATIC } }]);
  });

  it('Kopond: "Mugic played by Kopond that deals damage deals an additional 10 damage"', () => {
    expect(text('AU-29')[0].steps).toEqual([{ verb: 'modify-mugic-damage', params: { delta: 10, by: SELF, duration: STATIC } }]);
  });
});

describe('CR 8.4.1.3 / 9.1 creatures that cannot be targeted or Infected, and prohibitions while engaged', () => {
  it('Hune Marquard: "Creatures you control that are a M\'arrillian or a Minion cannot be Infected"', () => {
    expect(text('FUN-4')[1].steps).toEqual([{ verb: 'prohibit', params: { action: 'be-infected', who: ALL({ controller: 'you', ...MARRILLIAN_OR_MINION }), duration: STATIC } }]);
  });

  it('Headmaster Ankhyja: "Your other Creatures with Air cannot be targeted by opposing Mugic or abilities"', () => {
    expect(text('AU-62')[0].steps).toEqual([
      { verb: 'prohibit', params: { action: 'be-targeted-by-opposing', who: ALL({ controller: 'you', elements: ['Air'], other: true }), duration: STATIC } },
    ]);
  });

  it('Kobarri: "{{MC}} {{MC}}:" (written with a space) is two Mugic counters; "cannot be targeted by Mugic or abilities" is Untargetable', () => {
    const [effect] = text('PROTO-kobarri');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 2, other: [] } });
    expect(effect.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'untargetable' }, to: { select: 'target', index: 0, filter: { controller: 'you' } }, duration: TURN } }]);
  });

  it('Zamool: "If Zamool is engaged, opposing Creatures cannot play Mugic or abilities"', () => {
    const [effect] = text('AU-44');
    expect(effect.conditions).toEqual([{ kind: 'engaged', who: SELF }]);
    const opposing = ALL({ controller: 'opponent' });
    expect(effect.steps).toEqual([
      { verb: 'prohibit', params: { action: 'play-mugic', who: opposing, duration: STATIC } },
      { verb: 'prohibit', params: { action: 'play-activated-abilities', who: opposing, duration: STATIC } },
    ]);
  });
});

describe('CR 8.4.4.1 Expend costs and what they pay for', () => {
  it('Riggan: "Expend Earth while engaged: The active player reveals a new active Location"', () => {
    const [effect] = text('FAS-13');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Expend Earth while engaged'] } });
    expect(effect.steps).toEqual([{ verb: 'reveal-location', params: { byActivePlayer: true } }]);
  });

  it('Savitsa: "Both players discard two Attack Cards and draw two Attack Cards": both clauses are both players\'', () => {
    expect(text('AU-35')[0].steps).toEqual([
      { verb: 'discard-attack', params: { count: 2, players: 'each' } },
      { verb: 'draw-attack', params: { count: 2, players: 'each' } },
    ]);
  });

  it('Maxxor: the next attack played by Maxxor deals 10 more; the opposing engaged Creature\'s next deals 10 less to Maxxor', () => {
    const [fire, earth] = text('FAS-7');
    expect(fire.steps).toEqual([{ verb: 'modify-next-attack-damage', params: { delta: 10, by: SELF, duration: TURN } }]);
    expect(earth.steps).toEqual([{ verb: 'modify-next-attack-damage', params: { delta: -10, by: { select: 'opposing-engaged' }, to: SELF, duration: TURN } }]);
  });

  it('Ihun\'kalin: "Discard a Mugic Card: Ihun\'kalin deals 10 additional damage with its next attack this turn"', () => {
    const [effect] = text('AU-77');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Discard a Mugic Card'] } });
    expect(effect.steps).toEqual([{ verb: 'modify-next-attack-damage', params: { delta: 10, by: SELF, duration: TURN } }]);
  });

  it('Piddan: the target\'s next attack deals 10 more; "If that Creature has Fire, it also gains "Fire 5.""', () => {
    const target = { select: 'target', index: 0, filter: {} };
    expect(text('AU-33')[0].steps).toEqual([
      { verb: 'modify-next-attack-damage', params: { delta: 10, by: target, duration: TURN } },
      { verb: 'conditional', params: { conditions: [{ kind: 'has-elements', who: target, elements: ['Fire'] }], then: [{ verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Fire', x: 5 }, to: target, duration: TURN } }], otherwise: [] } },
    ]);
  });
});

describe('elements gained from other creatures at the beginning of combat', () => {
  it('Arctus (both printings): "gains all Elemental Types your adjacent Creatures have"', () => {
    for (const id of ['FAS-25', 'PROMO-25']) {
      const [effect] = text(id);
      expect(effect.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
      expect(effect.steps).toEqual([{ verb: 'gain-elements-of', params: { from: ALL({ controller: 'you', adjacent: true }), to: SELF, duration: TURN } }]);
    }
  });

  it('Ebkeex: "… your Creatures have" and "… opposing Creatures have"; Valban: "… Infected Creatures have"', () => {
    const [yours, theirs] = text('LR-1');
    expect(yours.steps[0]).toEqual({ verb: 'gain-elements-of', params: { from: ALL({ controller: 'you' }), to: SELF, duration: TURN } });
    expect(theirs.steps[0]).toEqual({ verb: 'gain-elements-of', params: { from: ALL({ controller: 'opponent' }), to: SELF, duration: TURN } });
    expect(text('AU-55')[0].steps[0]).toEqual({ verb: 'gain-elements-of', params: { from: ALL({ infected: true }), to: SELF, duration: TURN } });
  });

  it('gain-elements-of on the tiny board: "b" gains the Fire of "a", and nothing it has already', () => {
    const ctx = board();
    applyEffect(ctx, { kind: 'automated', timing: { kind: 'on-resolve' }, conditions: [], steps: [{ verb: 'gain-elements-of', params: { from: { select: 'all', filter: { controller: 'you' } }, to: { select: 'opposing-engaged' }, duration: TURN } }], text: '' });
    expect(ctx.log).toEqual(['gain-element b Fire end-of-turn']);
  });

  it('Ikkatosh: "if your engaged Creature has no Elemental Types, it gains 20 Energy"', () => {
    const [effect] = text('PROMO-79');
    expect(effect.conditions).toEqual([{ kind: 'matches', who: { select: 'your-engaged' }, filter: { withoutElements: ELEMENTS } }]);
    expect(effect.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 20, to: { select: 'your-engaged' }, duration: TURN } }]);
  });
});

describe('counts: tribes you control, other creatures of a kind', () => {
  it('Kepiaan: "an additional 10 Energy and 10 in all Disciplines for each Tribe you control"', () => {
    const steps = text('FUN-20')[0].steps;
    expect(steps.map((s) => (s.verb === 'modify-stat' ? s.params.stat : s.verb))).toEqual(['energy', 'courage', 'power', 'wisdom', 'speed']);
    for (const s of steps) expect(s).toMatchObject({ params: { delta: 10, to: SELF, perCount: { of: 'tribes', controller: 'you' } } });
  });

  it('Makromil: "for each other Danian Creature you control", "for each other Past Creature you control"', () => {
    const [danian, past] = text('AU-50');
    expect(danian.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: SELF, duration: STATIC, per: [{ tribes: ['Danian'], controller: 'you', other: true }] } }]);
    expect(past.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: SELF, duration: STATIC, per: [{ subtype: 'Past', controller: 'you', other: true }] } }]);
  });
});

describe('prototype wording read as a judge would (CR 3.4.4.1, 8.4.4)', () => {
  it('Heptadd: "Heptad may play spells of any clan" — Mugic of any tribe', () => {
    expect(text('PROTO-210-heptadd-alpha')[0].steps).toEqual([{ verb: 'allow-mugic-tribes', params: { who: SELF, tribes: [], duration: STATIC } }]);
  });

  it('Maxxor: "may spend 2 MC to restore 25 energy" — two counters, heal 25 damage to Maxxor', () => {
    const [effect] = text('PROTO-210-maxxor-alpha');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 2, other: [] } });
    expect(effect.steps).toEqual([{ verb: 'heal', params: { amount: 25, to: SELF } }]);
  });

  it('Chaor: "may expend 3 MP to dispel an OW spell targeted at him" — negate an OverWorld Mugic that targets Chaor', () => {
    const [effect] = text('PROTO-210-chaor-alpha');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 3, other: [] } });
    expect(effect.steps).toEqual([{ verb: 'negate', params: { what: 'mugic', tribes: ['OverWorld'], targeting: SELF } }]);
  });
});
