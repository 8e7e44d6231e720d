import { applyEffect, conditionHolds } from './apply-effect';
import type { AutomatedEffect } from './effect-types';
import { fakeCreature, InMemoryEffectContext } from './in-memory-context';
import type { VerbCall } from './verb-calls';
import { verbCallErrors } from './verb-schema';
import { applyVerb } from './verbs';

const MINE = { select: 'your-engaged' } as const;
const THEIRS = { select: 'opposing-engaged' } as const;
const YOURS = { select: 'all', filter: { controller: 'you' } } as const;

function board(): InMemoryEffectContext {
  return new InMemoryEffectContext([
    fakeCreature('a', 'you', { engaged: true, mugicCounters: 1, elements: ['Fire'] }),
    fakeCreature('b', 'opponent', { engaged: true, mugicCounters: 2, tribe: 'UnderWorld' }),
    fakeCreature('d', 'you', { mugicCounters: 0 }),
  ]);
}

const HIVE: VerbCall = { verb: 'set-hive', params: { on: true } };
const REMOVE_ONE: VerbCall = { verb: 'remove-mugic-counters', params: { amount: 1, from: YOURS, chosen: true } };
const GRANTED: AutomatedEffect = { kind: 'automated', timing: { kind: 'on-resolve' }, conditions: [], steps: [{ verb: 'deal-damage', params: { amount: 5, to: THEIRS } }], text: 'Deal 5 damage' };

describe('verbs for choices and "If you do" on the tiny context', () => {
  it('choose-element: the creature gains only an element it lacks, the one chosen', () => {
    const ctx = board();
    ctx.answers.push('Water');
    applyVerb(ctx, { verb: 'choose-element', params: { gain: true, to: MINE, duration: 'end-of-turn' } });
    expect(ctx.creature('a').elements).toEqual(['Fire', 'Water']);
  });

  it('choose-element: losing offers only the elements it has', () => {
    const ctx = board();
    applyVerb(ctx, { verb: 'choose-element', params: { gain: false, to: MINE, duration: 'end-of-turn' } });
    expect(ctx.log[0]).toBe('choose element Fire');
    expect(ctx.creature('a').elements).toEqual([]);
  });

  it('choose-discipline: the chosen discipline changes by delta', () => {
    const ctx = board();
    ctx.answers.push('speed');
    applyVerb(ctx, { verb: 'choose-discipline', params: { delta: -15, to: THEIRS, duration: 'end-of-turn' } });
    expect(ctx.creature('b').stats).toEqual({ courage: 50, power: 50, wisdom: 50, speed: 35, energy: 50 });
  });

  it('optional: declined, nothing happens', () => {
    const ctx = board();
    ctx.confirms.push(false);
    expect(applyVerb(ctx, { verb: 'optional', params: { steps: [REMOVE_ONE], ifDone: [HIVE] } })).toBe(false);
    expect([ctx.hive, ctx.creature('a').mugicCounters]).toEqual([false, 1]);
  });

  it('optional: done, the "If you do" steps follow', () => {
    const ctx = board();
    ctx.answers.push('a');
    applyVerb(ctx, { verb: 'optional', params: { steps: [REMOVE_ONE], ifDone: [HIVE] } });
    expect([ctx.hive, ctx.creature('a').mugicCounters]).toEqual([true, 0]);
  });

  it('optional: a chosen creature without counters means it was not done, so no "If you do"', () => {
    const ctx = board();
    ctx.answers.push('d');
    applyVerb(ctx, { verb: 'optional', params: { steps: [REMOVE_ONE], ifDone: [HIVE] } });
    expect(ctx.hive).toBe(false);
  });

  it('for-controllers runs the steps as each named creature\'s controller', () => {
    const ctx = board();
    applyVerb(ctx, { verb: 'for-controllers', params: { of: { select: 'all', filter: { engaged: true } }, steps: [HIVE] } });
    expect(ctx.log).toEqual(['as-controller-of a', 'hive on', 'as-controller-of b', 'hive on']);
  });
});

describe('verbs for zones, the burst and granted abilities on the tiny context', () => {
  const cases: [string, VerbCall, string[]][] = [
    ['set-attack-damage on the target attack', { verb: 'set-attack-damage', params: { amount: 0, which: 'target-attack', duration: 'end-of-turn' } }, ['set-attack-damage target-attack any 0 end-of-turn']],
    ['set-attack-damage on each named creature\'s first attack', { verb: 'set-attack-damage', params: { amount: 0, which: 'first-attack', by: MINE, duration: 'while-in-play' } }, ['set-attack-damage first-attack a 0 while-in-play']],
    ['suppress-abilities', { verb: 'suppress-abilities', params: { cards: 'battlegear', duration: 'while-in-play' } }, ['suppress battlegear while-in-play']],
    ['grant-card-ability', { verb: 'grant-card-ability', params: { cards: 'mugic', ability: { kind: 'untargetable' }, duration: 'while-in-play' } }, ['grant mugic untargetable while-in-play']],
    ['grant-effect', { verb: 'grant-effect', params: { effect: GRANTED, to: YOURS, duration: 'while-in-play' } }, ['grant-effect a deal-damage while-in-play', 'grant-effect d deal-damage while-in-play']],
    ['grant-attack-effect', { verb: 'grant-attack-effect', params: { effect: GRANTED, by: MINE, duration: 'while-in-play' } }, ['grant-attack-effect a deal-damage while-in-play']],
    ['modify-mugic-damage', { verb: 'modify-mugic-damage', params: { delta: 5, by: MINE, duration: 'while-in-play' } }, ['mugic-damage a 5 while-in-play']],
    ['move-as-if-adjacent', { verb: 'move-as-if-adjacent', params: { who: MINE, duration: 'end-of-turn' } }, ['move-as-if-adjacent a end-of-turn']],
    ['modify-first-mugic-cost', { verb: 'modify-first-mugic-cost', params: { delta: -1, who: THEIRS, duration: 'while-in-play' } }, ['first-mugic-cost b -1 while-in-play']],
    ['modify-this-mugic-cost', { verb: 'modify-this-mugic-cost', params: { delta: -2 } }, ['this-mugic-cost -2']],
    ['reveal-location', { verb: 'reveal-location', params: {} }, ['reveal-location']],
    ['shuffle-discard-into-deck', { verb: 'shuffle-discard-into-deck', params: { players: 'each', decks: ['attack'] } }, ['shuffle-discard each attack']],
    ['change-target', { verb: 'change-target', params: {} }, ['change-target']],
    ['negate only what targets a creature', { verb: 'negate', params: { what: 'mugic-or-ability', tribes: ['OverWorld'], targeting: MINE } }, ['negate mugic-or-ability OverWorld targeting a']],
    ['remove-ability and cannot gain it', { verb: 'remove-ability', params: { ability: 'all', to: MINE, duration: 'while-in-play', cannotGain: true } }, ['remove-ability a all while-in-play cannot-gain']],
  ];
  it.each(cases)('%s', (_name, call, log) => {
    expect(verbCallErrors(call)).toEqual([]);
    const ctx = board();
    applyVerb(ctx, call);
    expect(ctx.log).toEqual(log);
  });

  it('return-creature-to-play moves the first matching card from the discard pile into play (CR 4.1.6)', () => {
    const ctx = board();
    ctx.discard = [fakeCreature('x', 'you', { tribe: 'Danian' }), fakeCreature('m', 'you', { tribe: 'Danian', subtypes: ['Mandiblor'] })];
    expect(applyVerb(ctx, { verb: 'return-creature-to-play', params: { filter: { subtype: 'Mandiblor' }, targeted: false } })).toBe(true);
    expect([ctx.creatures.map((c) => c.id), ctx.discard.map((c) => c.id)]).toEqual([['a', 'b', 'd', 'm'], ['x']]);
    expect(applyVerb(ctx, { verb: 'return-creature-to-play', params: { filter: { subtype: 'Mandiblor' }, targeted: false } })).toBe(false);
  });

  it('schemas check nested verb calls and granted effects', () => {
    expect(verbCallErrors({ verb: 'optional', params: { steps: [], ifDone: [] } })).toEqual(['optional: parameter "steps" is not a valid verbs: []']);
    expect(verbCallErrors({ verb: 'optional', params: { steps: [HIVE], ifDone: [{ verb: 'explode', params: {} }] } })).toHaveLength(1);
    expect(verbCallErrors({ verb: 'grant-effect', params: { effect: { ...GRANTED, steps: [{ verb: 'heal', params: {} }] }, to: MINE, duration: 'while-in-play' } })).toHaveLength(1);
    expect(verbCallErrors({ verb: 'reveal-location', params: { now: true } })).toEqual(['reveal-location: unknown parameter "now"']);
  });
});

describe('conditions: stat-below, engaged, compared-to-opposing', () => {
  it('stat-below holds under x only', () => {
    const ctx = board();
    expect(conditionHolds(ctx, { kind: 'stat-below', who: THEIRS, stat: 'courage', x: 50 })).toBe(false);
    expect(conditionHolds(ctx, { kind: 'stat-below', who: THEIRS, stat: 'courage', x: 51 })).toBe(true);
  });

  it('engaged holds for an engaged creature, not an unengaged one', () => {
    const ctx = board();
    ctx.self = 'd';
    expect(conditionHolds(ctx, { kind: 'engaged', who: { select: 'self' } })).toBe(false);
    ctx.self = 'a';
    expect(conditionHolds(ctx, { kind: 'engaged', who: { select: 'self' } })).toBe(true);
  });

  it('compared-to-opposing needs every listed stat strictly lower', () => {
    const ctx = board();
    const lower = { kind: 'compared-to-opposing', stats: ['courage', 'energy'], relation: 'lower' } as const;
    ctx.creature('a').stats.courage = 40;
    expect(conditionHolds(ctx, lower)).toBe(false); // energy is equal
    ctx.creature('a').stats.energy = 45;
    expect(applyEffect(ctx, { ...GRANTED, conditions: [lower] })).toBe(true);
    expect(ctx.creature('b').damage).toBe(5);
  });

  it('the trigger creature is the one the event is about', () => {
    const ctx = board();
    ctx.triggerCreature = 'b';
    applyVerb(ctx, { verb: 'heal', params: { amount: 5, to: { select: 'trigger-creature' } } });
    expect(ctx.log).toEqual(['heal b 5']);
  });
});
