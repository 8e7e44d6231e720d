import type { ChaoticState } from '../src/engine';
import type { GrantMod } from '../src/engine/masters-state';
import { arrangedMasters, mAct, withCreatures } from './masters-support';

/**
 * A move and a combat start ask whether a creature has Defender, Intimidate, Elementproof or
 * Disarm from card text before building the keyword lists (replay speed). A creature gains
 * them from more than its own text: a resolved effect, another creature's innate text, the
 * Mirage, wrapped in Hive. Each source must still count. Alice's uid 0 on space 4 enters bob's
 * uid 7 on space 7; bob's uid 8 on space 8 is adjacent to the battle and has no text of its own
 * giving it Defender.
 */
function board(extra: Record<number, number> = {}, decks = withCreatures([])): ChaoticState {
  return arrangedMasters({ 4: 0, 7: 7, 8: 8, ...extra }, { decks });
}

const grant = (state: ChaoticState, g: GrantMod) => state.masters!.granted.push(g);
const enter = (state: ChaoticState) => mAct(state, 'move', { from: 4, to: 7 });

describe('CR 6.3.4.1 Defender from any source lets a creature intercept', () => {
  it('without Defender, entering starts combat at once', () => {
    expect(enter(board()).pending.kind).not.toBe('intercept');
  });

  it('Defender granted by a resolved effect', () => {
    const state = board();
    grant(state, { uid: 8, ability: { kind: 'defender' }, until: 'end-of-turn' });
    expect(enter(state).pending).toEqual({ kind: 'intercept', seat: 1 });
  });

  it('Defender granted wrapped in Hive, while Hive is active', () => {
    const state = board();
    state.masters!.hive = true;
    grant(state, { uid: 8, ability: { kind: 'hive', ability: { kind: 'defender' } }, until: 'end-of-turn' });
    expect(enter(state).pending).toEqual({ kind: 'intercept', seat: 1 });
  });

  it('Defender from another creature\'s innate text (Illexia: "Your adjacent Creatures have "Defender."")', () => {
    const state = board({ 10: 9 }, withCreatures([{ seat: 1, index: 3, card: 'ZOTH-22' }]));
    expect(enter(state).pending).toEqual({ kind: 'intercept', seat: 1 });
  });

  it('Defender from the Mirage in its space (Cryomorph Barricades)', () => {
    const state = board();
    state.masters!.mirage = { card: 'FUN-90', owner: 1, space: 8 };
    expect(enter(state).pending).toEqual({ kind: 'intercept', seat: 1 });
  });
});

describe('glossary Intimidate granted by a resolved effect triggers at the beginning of combat', () => {
  const intimidations = (state: ChaoticState) => state.masters!.burst.filter((i) => i.keyword === 'intimidate' && i.source === 0).length;

  it('the engaged creature\'s granted Intimidate goes on the beginning-of-combat burst', () => {
    expect(intimidations(enter(board()))).toBe(0);
    const state = board();
    grant(state, { uid: 0, ability: { kind: 'intimidate', stats: ['power'], x: 10 }, until: 'end-of-turn' });
    expect(intimidations(enter(state))).toBe(1);
  });
});
