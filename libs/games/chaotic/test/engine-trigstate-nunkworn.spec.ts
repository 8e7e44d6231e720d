import { resolveBurst } from '../src/engine/burst';
import { withChoices } from '../src/engine/choices';
import { removeDefeated } from '../src/engine/defeat';
import { Stats } from '../src/engine/stats';
import { boardFor } from '../src/engine/board';
import type { ChaoticState } from '../src/engine';
import { mAct } from './masters-support';
import { ctx, game, PLAIN, seatOf } from './dop-support';
import { equip, seam, waiting } from './trigstate-support';

/** Nunk'worn and Liquid Thought Evaporator: attacks that also count as elements, a creature returned from its own destruction, a flip face-down. */


/** Damage a PLAIN attack by alice's uid 0 deals to bob's uid 7, with `setup` applied first. */
function plainDamage(setup: (state: ChaoticState) => void, striker: string | null = 'ROTO-41'): number {
  const state = game({ 4: 0, 7: 7, 5: 8 }, striker ? [{ seat: 0, index: 0, card: striker }] : []);
  setup(state);
  mAct(state, 'move', { from: 4, to: 7 });
  while (waiting(state)) mAct(state, 'pass');
  // Alice strikes (her creature strikes first or after bob's); only alice's attack is measured.
  if (seatOf(state) !== 0) {
    state.zones[1].attackHand = [PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    while (waiting(state)) mAct(state, 'pass');
  }
  const before = state.creatures[7].damage;
  state.zones[0].attackHand = [PLAIN.id];
  mAct(state, 'strike', { card: PLAIN.id });
  while (waiting(state)) mAct(state, 'pass');
  return state.creatures[7].damage - before;
}

describe('CR 8.6.1.4 "Attacks played by Nunk\'worn also count as Fire and Water attacks"', () => {
  it('an attack with no element gets Lava Pond\'s "Fire attacks deal an additional 5 damage" and Everrain\'s Water bonus', () => {
    const plain = plainDamage(() => undefined);
    expect(plain).toBe(PLAIN.damage.base);
    expect(plainDamage((s) => { s.activeLocation = { owner: 1, card: 'DOP-221' }; })).toBe(plain + 5);
    expect(plainDamage((s) => { s.activeLocation = { owner: 1, card: 'DOP-210' }; })).toBe(plain + 5);
  });
});

describe('CR 3.2.9.3 / 4.1.6 Nunk\'worn (ROTO-41): "When Nunk\'worn is destroyed and had exactly three Mugic counters on it, you can return it to play …"', () => {
  function destroyed(counters: number, answers: string[] = []): ChaoticState {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'ROTO-41' }]);
    state.masters!.counters[0] = counters;
    state.creatures[0].damage = new Stats(state, ctx).stat(0, 'energy');
    removeDefeated(state, new Stats(state, ctx));
    expect(state.creatures[0].space).toBeNull();
    // The choices a log would state: "yes", then the space.
    withChoices(state, answers, () => resolveBurst(state, ctx));
    return state;
  }

  it('with exactly three counters it comes back, undamaged and without counters, on a free space of its controller\'s side', () => {
    const side = boardFor(game({ 4: 0 }).size).side;
    const state = destroyed(3, ['yes']);
    const space = state.creatures[0].space;
    expect(space).not.toBeNull();
    expect(side[space!]).toBe(0);
    expect(state.creatures[0].damage).toBe(0);
    expect(state.masters!.counters[0]).toBe(0);
    expect(state.zones[0].generalDiscard).not.toContain('ROTO-41');
  });

  it('with two or four counters, or declined, it stays in the discard pile', () => {
    expect(destroyed(2, ['yes']).creatures[0].space).toBeNull();
    expect(destroyed(4, ['yes']).creatures[0].space).toBeNull();
    expect(destroyed(3, ['no']).creatures[0].space).toBeNull();
  });
});

describe('CR 8.3.1 Liquid Thought Evaporator: "When … is flipped face-down, put a Mugic counter on the equipped Fluidmorpher Creature"', () => {
  it('flipped face-down by an effect, it gives its Fluidmorpher (Nunk\'worn) a counter; on another creature, nothing', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-41' }]);
    equip(state, 0, 'ROTO-74', true);
    equip(state, 1, 'ROTO-74', true);
    const before = [state.masters!.counters[0], state.masters!.counters[1]];
    seam(state, 1).flipBattlegear('0', 'down');
    seam(state, 1).flipBattlegear('1', 'down');
    expect(state.masters!.burst).toHaveLength(2);
    resolveBurst(state, ctx);
    expect(state.masters!.counters[0]).toBe(before[0] + 1);
    expect(state.masters!.counters[1]).toBe(before[1]);
  });

  it('face-up, its "also count as Water attacks" applies to the equipped creature\'s attacks (a starter creature, no element of its own)', () => {
    const everrain = (s: ChaoticState) => { s.activeLocation = { owner: 1, card: 'DOP-210' }; };
    expect(plainDamage(everrain, null)).toBe(PLAIN.damage.base);
    expect(plainDamage((s) => { equip(s, 0, 'ROTO-74', true); everrain(s); }, null)).toBe(PLAIN.damage.base + 5);
  });
});
