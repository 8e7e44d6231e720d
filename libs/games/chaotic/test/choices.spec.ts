import type { Card } from '../src/cards/card';
import type { Element } from '../src/cards/card';
import { createContext } from '../src/engine/context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { cards, engine } from './support';
import { arrangedMasters, mAct, mAction } from './masters-support';

const ctx = createContext(cards);
const hymn = (cards as unknown as { cards: Card[] }).cards.find((c) => c.name === 'Hymn of the Elements')!;
const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];

/** Alice (OverWorld) plays Hymn of the Elements on her creature 0; bob passes; alice's pass resolves it. */
function hymnOnBurst(): ChaoticState {
  const state = arrangedMasters({ 4: 0, 7: 7 });
  mAct(state, 'move', { from: 4, to: 3 });
  state.masters!.mugicHand[0] = [hymn.id];
  state.masters!.counters[0] = 1;
  mAct(state, 'play-mugic', { card: hymn.id, caster: 0, targets: [0] });
  mAct(state, 'pass');
  expect(engine.activePlayers(state)).toEqual(['alice']);
  return state;
}

describe('CR 8.5.2 choices on resolution are stated in the log (Hymn of the Elements: an Elemental Type of your choice)', () => {
  it('legalActions offers one pass per element the target lacks', () => {
    const state = hymnOnBurst();
    const lacking = ELEMENTS.filter((e) => !new Stats(state, ctx).hasElement(0, e));
    expect(lacking.length).toBeGreaterThan(0);
    const passes = engine.legalActions(state, 'alice').filter((a) => a.type === 'pass');
    expect(passes.map((a) => (a.payload as { choices?: string[] }).choices)).toEqual(lacking.map((e) => [e]));
  });

  it('the stated choice is the one applied', () => {
    const state = hymnOnBurst();
    const lacking = ELEMENTS.filter((e) => !new Stats(state, ctx).hasElement(0, e));
    const last = lacking[lacking.length - 1];
    mAct(state, 'pass', { choices: [last] });
    const stats = new Stats(state, ctx);
    expect(stats.hasElement(0, last)).toBe(true);
    expect(lacking.filter((e) => e !== last).every((e) => !stats.hasElement(0, e))).toBe(true);
  });

  it('mutation: a choice outside the legal options is caught with its rule', () => {
    const state = hymnOnBurst();
    const has = ELEMENTS.find((e) => new Stats(state, ctx).hasElement(0, e));
    for (const wrong of ['Nonsense', ...(has ? [has] : [])]) {
      const found = engine.validate(state, mAction(state, 'pass', { choices: [wrong] }));
      expect(found).toEqual([expect.objectContaining({ code: 'chaotic/choice-not-legal', rule: '8.5.2' })]);
    }
  });

  it('mutation: more choices than the resolution asks are caught', () => {
    const state = hymnOnBurst();
    const lacking = ELEMENTS.filter((e) => !new Stats(state, ctx).hasElement(0, e));
    const found = engine.validate(state, mAction(state, 'pass', { choices: [lacking[0], lacking[0]] }));
    expect(found.map((v) => [v.code, v.rule])).toEqual([['chaotic/choice-not-asked', '8.5.2']]);
  });

  it('validation leaves the state untouched', () => {
    const state = hymnOnBurst();
    const before = JSON.stringify(state);
    engine.validate(state, mAction(state, 'pass', { choices: ['Water'] }));
    expect(JSON.stringify(state)).toBe(before);
  });

  it('validation tries the choice on the state itself, yet no read of the state sees the try afterwards', () => {
    const state = hymnOnBurst();
    const lacking = ELEMENTS.filter((e) => !new Stats(state, ctx).hasElement(0, e));
    const last = lacking[lacking.length - 1];
    const before = JSON.stringify(state);
    expect(engine.validate(state, mAction(state, 'pass', { choices: [last] }))).toEqual([]);
    expect(JSON.stringify(state)).toBe(before);
    // The innate layer and the trigger index were warmed on the tried state: they must notice it was put back.
    expect(new Stats(state, ctx).hasElement(0, last)).toBe(false);
    expect(engine.activePlayers(state)).toEqual(['alice']);
  });

  it('applying an action validation tried gives the state applying it alone gives', () => {
    const validated = hymnOnBurst();
    const alone = hymnOnBurst();
    const lacking = ELEMENTS.filter((e) => !new Stats(alone, ctx).hasElement(0, e));
    const action = mAction(validated, 'pass', { choices: [lacking[lacking.length - 1]] });
    expect(engine.validate(validated, action)).toEqual([]);
    engine.applyInPlace(validated, action);
    engine.applyInPlace(alone, action);
    expect(JSON.stringify(validated)).toBe(JSON.stringify(alone));
    expect(new Stats(validated, ctx).hasElement(0, lacking[lacking.length - 1])).toBe(true);
  });

  it('a log without choices (v1) takes the first option', () => {
    const state = hymnOnBurst();
    const first = ELEMENTS.find((e) => !new Stats(state, ctx).hasElement(0, e))!;
    mAct(state, 'pass');
    expect(new Stats(state, ctx).hasElement(0, first)).toBe(true);
  });
});
