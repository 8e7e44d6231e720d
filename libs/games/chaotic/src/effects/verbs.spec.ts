import { applyVerb, VERBS } from './verbs';
import { VERB_SCHEMAS, verbCallErrors } from './verb-schema';
import { fakeCreature, InMemoryEffectContext } from './in-memory-context';
import type { VerbCall } from './verb-calls';

const MINE = { select: 'your-engaged' } as const;
const THEIRS = { select: 'opposing-engaged' } as const;

function board(): InMemoryEffectContext {
  return new InMemoryEffectContext([
    fakeCreature('a', 'you', { engaged: true, mugicCounters: 1 }),
    fakeCreature('b', 'opponent', { engaged: true, damage: 30, mugicCounters: 2, tribe: 'UnderWorld' }),
    fakeCreature('c', 'opponent', { tribe: 'Danian' }),
  ]);
}

describe('verb registry (closed, checked at load)', () => {
  it('has one implementation for every schema and no other', () => {
    expect(Object.keys(VERBS).sort()).toEqual(Object.keys(VERB_SCHEMAS).sort());
  });

  it('rejects an unknown verb naming the known ones', () => {
    expect(verbCallErrors({ verb: 'explode', params: {} })[0]).toMatch(/^unknown verb "explode"; known verbs: deal-damage, heal/);
  });

  it('rejects a missing, a malformed and an unknown parameter, naming each', () => {
    expect(verbCallErrors({ verb: 'deal-damage', params: { amount: -5, to: MINE, extra: 1 } })).toEqual([
      'deal-damage: parameter "amount" is not a valid amount: -5',
      'deal-damage: unknown parameter "extra"',
    ]);
    expect(verbCallErrors({ verb: 'heal', params: { amount: 5 } })).toEqual(['heal: missing parameter "to" (subject)']);
    expect(verbCallErrors({ verb: 'modify-stat', params: { stat: 'luck', delta: 5, to: MINE, duration: 'end-of-turn' } })).toEqual([
      'modify-stat: parameter "stat" is not a valid stat: "luck"',
    ]);
    expect(verbCallErrors({ verb: 'deal-damage', params: { amount: 5, to: { select: 'target' } } })).toHaveLength(1);
    expect(verbCallErrors({ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: MINE, duration: 'while-in-play', per: [] } })).toEqual([
      'modify-stat: parameter "per" is not a valid filters: []',
    ]);
  });

  it('accepts a well-formed call and an optional parameter left out', () => {
    expect(verbCallErrors({ verb: 'deal-damage', params: { amount: 5, to: MINE } })).toEqual([]);
    expect(verbCallErrors({ verb: 'prohibit', params: { action: 'move', duration: 'end-of-turn' } })).toEqual([]);
  });
});

describe('verbs on the tiny context', () => {
  const cases: [string, VerbCall, (ctx: InMemoryEffectContext) => unknown, unknown][] = [
    ['deal-damage adds damage', { verb: 'deal-damage', params: { amount: 15, to: THEIRS } }, (c) => c.creature('b').damage, 45],
    ['heal removes damage, not below 0 (CR 8.7.3.6)', { verb: 'heal', params: { amount: 40, to: THEIRS } }, (c) => c.creature('b').damage, 0],
    ['modify-stat lowers a discipline, not below 0 (CR 8.7.2.4)', { verb: 'modify-stat', params: { stat: 'power', delta: -70, to: MINE, duration: 'end-of-turn' } }, (c) => c.creature('a').stats.power, 0],
    ['gain-element', { verb: 'gain-element', params: { element: 'Fire', to: MINE, duration: 'end-of-combat' } }, (c) => c.creature('a').elements, ['Fire']],
    ['set-hive', { verb: 'set-hive', params: { on: true } }, (c) => c.hive, true],
    ['infect every opposing creature', { verb: 'infect', params: { to: { select: 'all', filter: { controller: 'opponent' } } } }, (c) => c.creatures.map((x) => x.infected), [false, true, true]],
    ['flip-battlegear face up', { verb: 'flip-battlegear', params: { of: THEIRS, face: 'up' } }, (c) => c.creature('b').gear, { face: 'up' }],
    ['destroy-battlegear', { verb: 'destroy-battlegear', params: { of: THEIRS } }, (c) => c.creature('b').gear, null],
    ['add-mugic-counters', { verb: 'add-mugic-counters', params: { amount: 2, to: MINE } }, (c) => c.creature('a').mugicCounters, 3],
    ['remove-mugic-counters stops at 0', { verb: 'remove-mugic-counters', params: { amount: 5, from: THEIRS } }, (c) => c.creature('b').mugicCounters, 0],
    ['a filter by tribe selects only that tribe', { verb: 'deal-damage', params: { amount: 5, to: { select: 'all', filter: { tribes: ['Danian'] } } } }, (c) => c.creatures.map((x) => x.damage), [0, 30, 5]],
    ['a target not chosen does nothing', { verb: 'deal-damage', params: { amount: 5, to: { select: 'target', index: 1, filter: {} } } }, (c) => c.log, []],
  ];
  it.each(cases)('%s', (_name, call, read, expected) => {
    expect(verbCallErrors(call)).toEqual([]);
    const ctx = board();
    applyVerb(ctx, call);
    expect(read(ctx)).toEqual(expected);
  });

  it('look-at-deck one-top-rest-bottom keeps the first on top and sends the rest under', () => {
    const ctx = board();
    ctx.decks.attack = ['x', 'y', 'z', 'w'];
    applyVerb(ctx, { verb: 'look-at-deck', params: { owner: 'you', decks: ['attack'], count: 2, arrangement: 'one-top-rest-bottom' } });
    expect(ctx.decks.attack).toEqual(['x', 'z', 'w', 'y']);
  });
});
