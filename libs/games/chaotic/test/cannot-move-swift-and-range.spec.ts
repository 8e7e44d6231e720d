import { boardFor } from '../src/engine/board';
import { endEffects } from '../src/engine/durations';
import { reachable } from '../src/engine/special/paths';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { byName, ctx, farSpace, game, gear, PLAIN, resolve, seatOf, toStrike, WATER } from './dop-support';
import { setFaceUp, setGear } from '../src/engine/board-writes';

describe('CR 6.3.3 "cannot move": Stone Mail and Song of Stasis', () => {
  it('Stone Mail: the equipped creature has nowhere to go, and with no other creature the action step may end unmoved (CR 6.3.1)', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, 'Stone Mail');
    expect(reachable(state, ctx, 0)).toEqual([]);
    expect(mRules(state, 'move', { from: 4, to: 7 })).toEqual(['6.3.3']);
    expect(mRules(state, 'end-action-step')).toEqual([]);
    // Its other text still applies: 50 more Energy.
    expect(new Stats(state, ctx).stat(0, 'energy')).toBe(state.creatures[0].energy + 50);
  });

  it('Song of Stasis: the target cannot move until the end of the turn; another creature still can', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 });
    resolve(state, byName('Song of Stasis'), { controller: 0, source: 1, targets: [0] });
    expect(mRules(state, 'move', { from: 4, to: 7 })).toEqual(['6.3.3']);
    expect(reachable(state, ctx, 1).length).toBeGreaterThan(0);
    expect(mRules(state, 'end-action-step')).toEqual(['6.3.1']);
    endEffects(state.masters!, 'end-of-turn'); // CR 8.9.1
    expect(mRules(state, 'move', { from: 4, to: 7 })).toEqual([]);
  });
});

describe('CR 6.3.3.1–6.3.3.2 Swift and Range granted by face-up battlegear: Skeletal Steed', () => {
  it('only the creature wearing it face up goes farther; the others move as before', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 });
    state.masters!.gear = state.masters!.gear.map(() => null);
    const plain = reachable(state, ctx, 0);
    const other = reachable(state, ctx, 1);
    gear(state, 0, 'Skeletal Steed');
    const worn = reachable(state, ctx, 0);
    expect(worn.length).toBeGreaterThan(plain.length);
    expect(worn).toEqual(expect.arrayContaining(plain));
    expect(reachable(state, ctx, 1)).toEqual(other);
    setFaceUp(state.masters!.gear[0]!, false);
    expect(reachable(state, ctx, 0)).toEqual(plain);
  });
});

describe('CR 6.3.3 "as if it were adjacent": Ubliqun', () => {
  it('{{MC}}: Ubliqun reaches a non-adjacent empty space after its ability resolves, paying 1 counter', () => {
    const ubliqun = byName('Ubliqun');
    const state = game({ 0: 0, 4: 1, 7: 7 }, [{ seat: 0, index: 0, card: ubliqun.id }]);
    const far = farSpace(state, 0);
    expect(far).toBeGreaterThanOrEqual(0);
    expect(mRules(state, 'move', { from: 0, to: far })).toEqual(['6.3.3']);
    mAct(state, 'move', { from: 4, to: boardFor(state.size).adjacent[4].find((s) => state.board[s] === null)! });
    expect(state.masters!.counters[0]).toBe(ubliqun.type === 'Creature' ? ubliqun.mugicAbility : -1);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: 0 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.masters!.counters[0]).toBe(1);
    expect(reachable(state, ctx, 0)).toContain(far);
    mAct(state, 'move', { from: 0, to: far });
    expect(state.creatures[0].space).toBe(far);
  });
});

describe('glossary Sacrifice and returning a creature card to play (CR 3.2.8.1, 4.1.6)', () => {
  it('Kannen: sacrificed as the cost, it returns the Mandiblor Galin from the discard pile to the chosen space, undamaged', () => {
    const state = game({ 0: 0, 4: 2, 7: 7 }, [{ seat: 0, index: 0, card: byName('Kannen').id }, { seat: 0, index: 1, card: byName('Galin').id }]);
    state.creatures[1].damage = 30; // Galin was defeated earlier
    state.zones[0].generalDiscard.push(state.creatures[1].card);
    mAct(state, 'move', { from: 4, to: boardFor(state.size).adjacent[4].find((s) => state.board[s] === null)! });
    setGear(state.masters!, 1, null); // discarded with Galin
    const kannenGear = state.masters!.gear[0]!.card;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: 1 });
    expect(state.creatures[0].space).toBeNull();
    // Glossary "Sacrifice": Kannen and its battlegear go to the discard pile at once.
    expect(state.zones[0].generalDiscard).toEqual([state.creatures[1].card, state.creatures[0].card, kannenGear]);
    const target = farSpace(state, 0);
    mAct(state, 'pass');
    mAct(state, 'pass', { choices: ['1', String(target)] });
    expect(state.creatures[1].space).toBe(target);
    expect(state.board[target]).toBe(1);
    expect(state.creatures[1].damage).toBe(0);
    expect(state.masters!.counters[1]).toBe(0);
    expect(state.zones[0].generalDiscard).toEqual([state.creatures[0].card, kannenGear]);
  });

  it('Song of Revival: an UnderWorld creature card of its controller returns to the first free space; a card of another tribe does not', () => {
    const state = game({ 4: 0, 7: 7 });
    const miklon = state.creatures[8];
    expect(miklon.tribe).toBe('UnderWorld');
    state.zones[1].generalDiscard.push(miklon.card);
    resolve(state, byName('Song of Revival'), { controller: 1, source: 7, targets: [], mugic: true });
    expect(miklon.space).toBe(state.board.indexOf(8));
    expect(miklon.space).toBe(0);
    expect(state.zones[1].generalDiscard).toEqual([]);
    const other = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 2, card: byName('Kannen').id }]);
    other.zones[1].generalDiscard.push(other.creatures[8].card);
    resolve(other, byName('Song of Revival'), { controller: 1, source: 7, targets: [], mugic: true });
    expect(other.creatures[8].space).toBeNull();
  });
});

describe('CR 8.4.2 Stone Pillar: engaged UnderWorld creatures pay 1 less for their first Mugic this turn', () => {
  it('Krekk (0 counters) plays Canon of Casualty for 0 once; the second costs the full 1', () => {
    const state = game({ 4: 0, 7: 7 });
    state.activeLocation = { owner: 1, card: byName('Stone Pillar').id };
    const canon = byName('Canon of Casualty');
    state.masters!.mugicHand[1] = [canon.id, canon.id];
    state.masters!.counters[7] = 0;
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: canon.id, caster: 7, targets: [0] });
    expect(state.masters!.counters[7]).toBe(0);
    mAct(state, 'pass');
    expect(mRules(state, 'play-mugic', { card: canon.id, caster: 7, targets: [0] })).toEqual(['8.4.2.1']);
  });

  it('a creature that is not engaged pays the printed cost', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    state.activeLocation = { owner: 1, card: byName('Stone Pillar').id };
    mAct(state, 'move', { from: 4, to: 7 });
    const canon = byName('Canon of Casualty');
    state.masters!.mugicHand[1] = [canon.id];
    state.masters!.counters[8] = 0;
    mAct(state, 'pass');
    expect(mRules(state, 'play-mugic', { card: canon.id, caster: 8, targets: [0] })).toEqual(['8.4.2.1']);
  });
});

describe('abilities of battlegear and the location: Iron Pillar and Notes of Neverwhere', () => {
  it('Iron Pillar: Stone Mail gives no Energy and does not stop the move', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, 'Stone Mail');
    state.activeLocation = { owner: 1, card: byName('Iron Pillar').id };
    expect(new Stats(state, ctx).stat(0, 'energy')).toBe(state.creatures[0].energy);
    expect(mRules(state, 'move', { from: 4, to: 7 })).toEqual([]);
  });

  it('Notes of Neverwhere: Gothos Tower\'s 10 less Courage is gone until the end of the turn', () => {
    const state = game({ 4: 0, 7: 7 });
    state.activeLocation = { owner: 1, card: byName('Gothos Tower').id };
    const printed = state.creatures[0].stats.courage;
    expect(new Stats(state, ctx).stat(0, 'courage')).toBe(printed - 10);
    resolve(state, byName('Notes of Neverwhere'), { controller: 0, source: 0, targets: [], mugic: true });
    expect(new Stats(state, ctx).stat(0, 'courage')).toBe(printed);
    endEffects(state.masters!, 'end-of-turn');
    expect(new Stats(state, ctx).stat(0, 'courage')).toBe(printed - 10);
  });
});

describe('CR 8.8.2 Melody of Mirage: target attack deals 0 damage', () => {
  it('played on the attack burst, the attack deals 0 and the caster pays 1', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Ubliqun').id }]));
    const melody = byName('Melody of Mirage');
    state.masters!.mugicHand[0] = [melody.id];
    const striker = seatOf(state);
    state.zones[striker].attackHand = [PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    let played = false;
    while (state.pending.kind === 'priority') {
      if (!played && seatOf(state) === 0) { mAct(state, 'play-mugic', { card: melody.id, caster: 0 }); played = true; } else mAct(state, 'pass');
    }
    expect(played).toBe(true);
    expect(state.masters!.counters[0]).toBe(1);
    expect(state.creatures[striker === 0 ? 7 : 0].damage).toBe(0);
    expect(state.combat!.zeroDamageStreak).toBe(1);
  });
});

describe('CR 8.3.1 damage-dealt triggers: Riverlands', () => {
  function riverlands(water: boolean): { state: ChaoticState; striker: number; target: number } {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    state.activeLocation = { owner: 1, card: byName('Riverlands').id };
    const seat = seatOf(state);
    const striker = seat === 0 ? 0 : 7;
    state.masters!.elementMods.push({ uid: striker, element: 'Water', has: water, until: 'game' });
    state.creatures[striker].damage = 10;
    state.zones[seat].attackHand = [WATER.id];
    mAct(state, 'strike', { card: WATER.id });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    return { state, striker, target: striker === 0 ? 7 : 0 };
  }

  it('a creature with Water deals 20 Water damage and then heals 5', () => {
    const { state, striker, target } = riverlands(true);
    expect(state.creatures[target].damage).toBe(WATER.damage.water);
    expect(state.creatures[striker].damage).toBe(5);
  });

  it('without Water the attack deals 0 and nothing heals', () => {
    const { state, striker, target } = riverlands(false);
    expect(state.creatures[target].damage).toBe(0);
    expect(state.creatures[striker].damage).toBe(10);
  });
});

