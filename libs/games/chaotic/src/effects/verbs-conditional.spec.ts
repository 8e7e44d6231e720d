import { conditionHolds } from './apply-effect';
import { fakeCreature, InMemoryEffectContext } from './in-memory-context';
import type { VerbCall } from './verb-calls';
import { verbCallErrors } from './verb-schema';
import { applyVerb, isLasting } from './verbs';

const MINE = { select: 'your-engaged' } as const;
const THEIRS = { select: 'opposing-engaged' } as const;

function board(): InMemoryEffectContext {
  return new InMemoryEffectContext([
    fakeCreature('a', 'you', { engaged: true, mugicCounters: 2, elements: ['Fire', 'Air'], tribe: 'Mipedian' }),
    fakeCreature('b', 'opponent', { engaged: true, mugicCounters: 1, tribe: 'Danian', subtypes: ['Warbeast'] }),
    fakeCreature('c', 'you', { tribe: 'OverWorld' }),
  ]);
}

const apply = (call: VerbCall, setup: (ctx: InMemoryEffectContext) => void = () => undefined) => {
  expect(verbCallErrors(call)).toEqual([]);
  const ctx = board();
  setup(ctx);
  applyVerb(ctx, call);
  return ctx;
};

describe('counted damage and healing ("for each …")', () => {
  it('deal-damage per element of a creature', () => {
    expect(apply({ verb: 'deal-damage', params: { amount: 5, to: THEIRS, per: { of: 'elements', on: MINE } } }).creature('b').damage).toBe(10);
  });
  it('heal per Mugic counter', () => {
    const ctx = apply({ verb: 'heal', params: { amount: 10, to: THEIRS, per: { of: 'mugic-counters', on: MINE } } }, (c) => (c.creature('b').damage = 30));
    expect(ctx.creature('b').damage).toBe(10);
  });
  it('deal-damage per creature matching a filter, and per card in the attack discard pile', () => {
    expect(apply({ verb: 'deal-damage', params: { amount: 5, to: THEIRS, per: { of: 'creatures', filter: { controller: 'you' } } } }).creature('b').damage).toBe(10);
    const ctx = apply({ verb: 'deal-damage', params: { amount: 5, to: THEIRS, per: { of: 'cards-in-pile', pile: 'attack-discard' } } }, (c) => (c.attackDiscard = ['x', 'y', 'z']));
    expect(ctx.creature('b').damage).toBe(15);
  });
  it('a count of zero deals nothing', () => {
    expect(apply({ verb: 'deal-damage', params: { amount: 5, to: THEIRS, per: { of: 'cards-in-pile', pile: 'attack-discard' } } }).log).toEqual([]);
  });
});

describe('conditional, set-stat, destroy and damage modifiers', () => {
  const hot: VerbCall = { verb: 'conditional', params: { conditions: [{ kind: 'has-elements', who: THEIRS, elements: ['Fire'] }], then: [{ verb: 'deal-damage', params: { amount: 20, to: THEIRS } }], otherwise: [{ verb: 'deal-damage', params: { amount: 5, to: THEIRS } }] } };
  it('conditional runs then or otherwise', () => {
    expect(apply(hot).creature('b').damage).toBe(5);
    expect(apply(hot, (c) => c.creature('b').elements.push('Fire')).creature('b').damage).toBe(20);
  });
  it('set-stat changes a stat by the difference to the value', () => {
    const ctx = apply({ verb: 'set-stat', params: { stat: 'power', value: 0, to: THEIRS, duration: 'end-of-turn' } });
    expect([ctx.creature('b').stats.power, ctx.log]).toEqual([0, ['stat b power -50 end-of-turn']]);
  });
  it('destroy-creature puts it in the general discard pile (CR 8.5.6)', () => {
    const ctx = apply({ verb: 'destroy-creature', params: { to: THEIRS } });
    expect([ctx.creatures.map((c) => c.id), ctx.discard.map((c) => c.id)]).toEqual([['a', 'c'], ['b']]);
  });
  it.each<[VerbCall, string]>([
    [{ verb: 'modify-attack-damage-by', params: { delta: 5, by: MINE, against: { tribes: ['Danian'] }, duration: 'while-in-play' } }, 'attack-damage-by a 5 against {"tribes":["Danian"]} while-in-play'],
    [{ verb: 'set-mugic-damage', params: { amount: 0, to: MINE, duration: 'while-in-play' } }, 'mugic-damage-to a 0 while-in-play'],
    [{ verb: 'modify-first-attack-damage-to', params: { delta: -10, to: MINE, duration: 'while-in-play' } }, 'first-attack-against a -10 while-in-play'],
  ])('%j', (call, log) => {
    expect(apply(call).log).toEqual([log]);
  });
  it('a conditional of lasting verbs may be innate text (CR 8.9.2); one with a one-shot verb may not', () => {
    expect(isLasting({ verb: 'conditional', params: { conditions: [{ kind: 'hive-active' }], then: [{ verb: 'set-mugic-damage', params: { amount: 0, to: MINE, duration: 'while-in-play' } }], otherwise: [] } })).toBe(true);
    expect(isLasting(hot)).toBe(false);
  });
});

describe('conditions read from "If …" text', () => {
  const ctx = board();
  ctx.attackDiscard = ['Reverberate', 'x'];
  it.each<[string, Parameters<typeof conditionHolds>[1], boolean]>([
    ['matches: the opposing creature is a Warbeast', { kind: 'matches', who: THEIRS, filter: { subtype: 'Warbeast' } }, true],
    ['matches: mine is not Danian', { kind: 'matches', who: MINE, filter: { tribes: ['Danian'] } }, false],
    ['exists: you control a non-Mipedian creature', { kind: 'exists', filter: { controller: 'you', notTribes: ['Mipedian'] } }, true],
    ['exists: you control no non-Mipedian, non-OverWorld creature', { kind: 'exists', filter: { controller: 'you', notTribes: ['Mipedian', 'OverWorld'] } }, false],
    ['compare-stats: equal is not more', { kind: 'compare-stats', mine: 'wisdom', theirs: 'speed', relation: 'higher' }, false],
    ['cards-in-pile: at least 2 cards', { kind: 'cards-in-pile', pile: 'attack-discard', atLeast: 2 }, true],
    ['cards-in-pile: a card by name', { kind: 'cards-in-pile', pile: 'attack-discard', atLeast: 1, name: 'Reverberate' }, true],
    ['not', { kind: 'not', condition: { kind: 'hive-active' } }, true],
    ['any', { kind: 'any', conditions: [{ kind: 'hive-active' }, { kind: 'matches', who: MINE, filter: { tribes: ['Mipedian'] } }] }, true],
    ['challenge of two disciplines: 50 vs 45 + 5', { kind: 'challenge', stat: 'wisdom', theirs: 'courage', x: 5 }, true],
  ])('%s', (_name, condition, holds) => {
    ctx.creature('b').stats.courage = 45;
    expect(conditionHolds(ctx, condition)).toBe(holds);
  });
});

describe('healing, Recklessness damage and each player drawing', () => {
  it.each<[VerbCall, string]>([
    [{ verb: 'modify-healing', params: { delta: 5, to: MINE, duration: 'while-in-play' } }, 'healing a 5 while-in-play'],
    [{ verb: 'modify-recklessness-damage', params: { delta: -10, to: MINE, duration: 'while-in-play', per: { of: 'mugic-counters', on: MINE } } }, 'recklessness-damage a -20 while-in-play'],
    [{ verb: 'draw-attack', params: { count: 2, players: 'each' } }, 'draw-attack 2 each'],
    [{ verb: 'discard-attack', params: { count: 1 } }, 'discard-attack 1'],
    [{ verb: 'prohibit', params: { action: 'be-healed', who: THEIRS, duration: 'end-of-turn' } }, 'prohibit be-healed b end-of-turn'],
  ])('%j', (call, log) => {
    expect(apply(call).log).toEqual([log]);
  });
});

describe('all and if-done', () => {
  it('all holds only when every condition does', () => {
    const ctx = board();
    expect(conditionHolds(ctx, { kind: 'all', conditions: [{ kind: 'engaged', who: MINE }, { kind: 'hive-active' }] })).toBe(false);
    ctx.hive = true;
    expect(conditionHolds(ctx, { kind: 'all', conditions: [{ kind: 'engaged', who: MINE }, { kind: 'hive-active' }] })).toBe(true);
  });
  it('if-done asks nothing and follows up only when the step happened', () => {
    const call: VerbCall = { verb: 'if-done', params: { steps: [{ verb: 'remove-mugic-counters', params: { amount: 1, from: { select: 'all', filter: { tribes: ['OverWorld'] } } } }], ifDone: [{ verb: 'set-hive', params: { on: true } }] } };
    expect(apply(call).hive).toBe(false); // c has no counters
    expect(apply(call, (c) => (c.creature('c').mugicCounters = 1)).log).toEqual(['counters c -1', 'hive on']);
  });
});
