import { boardFor } from '../src/engine/board';
import { cloneState } from '../src/engine/clone';
import { unoccupiedSpaces } from '../src/engine/revive';
import { reachable } from '../src/engine/special/paths';
import type { ChaoticState } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { byName, ctx, farSpace, game, gear, PLAIN, resolve, seatOf, toStrike, WATER } from './dop-support';
import { setFaceUp, setGear, setSpace } from '../src/engine/board-writes';

describe('quoted abilities granted to creatures by battlegear (Mipedian Cactus, Talisman of the Mandiblor, Riverland Star)', () => {
  it('Mipedian Cactus: a Mipedian creature gets "{{MC}}: … move … as if it were adjacent"; an OverWorld one does not', () => {
    const state = game({ 0: 0, 4: 1, 7: 7 }, [{ seat: 0, index: 0, card: byName('Ubliqun').id }]);
    gear(state, 0, 'Mipedian Cactus');
    gear(state, 1, 'Mipedian Cactus');
    const far = farSpace(state, 0);
    mAct(state, 'move', { from: 4, to: boardFor(state.size).adjacent[4].find((s) => state.board[s] === null)! });
    const printed = ctx.effects(state.creatures[0].card).normal.length;
    expect(mRules(state, 'activate', { creature: 1, from: 'creature', ability: ctx.effects(state.creatures[1].card).normal.length })).toEqual(['8.4.4']);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: printed });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.masters!.counters[0]).toBe(1);
    mAct(state, 'move', { from: 0, to: far });
    expect(state.creatures[0].space).toBe(far);
  });

  it('Talisman of the Mandiblor: "Sacrifice equipped Creature" puts Kannen and the Talisman in the discard pile and returns Galin', () => {
    const state = game({ 0: 0, 4: 2, 7: 7 }, [{ seat: 0, index: 0, card: byName('Kannen').id }, { seat: 0, index: 1, card: byName('Galin').id }]);
    const talisman = byName('Talisman of the Mandiblor').id;
    setGear(state.masters!, 0, { card: talisman, faceUp: true, disarmed: false });
    setGear(state.masters!, 1, null);
    state.creatures[1].damage = 40;
    state.zones[0].generalDiscard.push(state.creatures[1].card);
    mAct(state, 'move', { from: 4, to: boardFor(state.size).adjacent[4].find((s) => state.board[s] === null)! });
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: ctx.effects(state.creatures[0].card).normal.length });
    expect(state.zones[0].generalDiscard).toEqual([state.creatures[1].card, state.creatures[0].card, talisman]);
    mAct(state, 'pass');
    mAct(state, 'pass');
    expect(state.creatures[1].space).toBe(0); // the first free space, Kannen's old one
    expect(state.creatures[1].damage).toBe(0);
  });

  it('Riverland Star: an OverWorld striker that deals Water damage heals 5; with the gear face down it does not', () => {
    const run = (faceUp: boolean) => {
      const rellim = state0();
      function state0() { return toStrike(game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: byName('Rellim').id }])); }
      const seat = seatOf(rellim);
      const striker = seat === 0 ? 0 : 7;
      expect(rellim.creatures[striker].tribe).toBe('OverWorld');
      setGear(rellim.masters!, striker, { card: byName('Riverland Star').id, faceUp, disarmed: false });
      rellim.masters!.elementMods.push({ uid: striker, element: 'Water', has: true, until: 'game' });
      rellim.creatures[striker].damage = 10;
      rellim.zones[seat].attackHand = [WATER.id];
      mAct(rellim, 'strike', { card: WATER.id });
      while (rellim.pending.kind === 'priority') mAct(rellim, 'pass');
      return rellim.creatures[striker].damage;
    };
    expect(run(true)).toBe(5);
    expect(run(false)).toBe(10);
  });
});

describe('UnderWorld City: attacks of UnderWorld creatures have "Challenge Power 15: Deal 5 damage."', () => {
  it('an UnderWorld striker with 15 more Power deals 5 more; without the location it does not', () => {
    const run = (city: boolean) => {
      const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Krekk').id }]));
      if (city) state.activeLocation = { owner: 0, card: byName('UnderWorld City').id };
      const seat = seatOf(state);
      const striker = seat === 0 ? 0 : 7;
      const target = striker === 0 ? 7 : 0;
      state.masters!.mods.push({ uid: striker, stat: 'power', delta: 200, until: 'end-of-turn' });
      state.zones[seat].attackHand = [PLAIN.id];
      mAct(state, 'strike', { card: PLAIN.id });
      while (state.pending.kind === 'priority') mAct(state, 'pass');
      return state.creatures[target].damage;
    };
    expect(run(true)).toBe(PLAIN.damage.base + 5);
    expect(run(false)).toBe(PLAIN.damage.base);
  });
});

describe('glossary Untargetable and CR 8.4.1.3 targets on the burst: Lake Ken-I-Po, Refrain of Denial, Song of Deflection', () => {
  function withCanon(lake: boolean): ChaoticState {
    const state = game({ 4: 0, 3: 1, 7: 7 });
    if (lake) state.activeLocation = { owner: 0, card: byName('Lake Ken-I-Po').id };
    state.masters!.burst.push({ id: 90, kind: 'mugic', card: byName('Canon of Casualty').id, controller: 1, source: 7, effect: -1, targets: [0] });
    return state;
  }

  it('Refrain of Denial negates Canon of Casualty, but not while Lake Ken-I-Po makes Mugic Untargetable', () => {
    const open = withCanon(false);
    resolve(open, byName('Refrain of Denial'), { controller: 0, source: 1, targets: [], itemId: 91, mugic: true });
    expect(open.masters!.burst).toEqual([]);
    const lake = withCanon(true);
    resolve(lake, byName('Refrain of Denial'), { controller: 0, source: 1, targets: [], itemId: 91, mugic: true });
    expect(lake.masters!.burst.map((i) => i.id)).toEqual([90]);
  });

  it('Song of Deflection moves Canon of Casualty to another legal target (the first by default); Untargetable stops it', () => {
    const open = withCanon(false);
    resolve(open, byName('Song of Deflection'), { controller: 0, source: 1, targets: [], itemId: 91, mugic: true });
    expect(open.masters!.burst[0].targets).toEqual([1]);
    const lake = withCanon(true);
    resolve(lake, byName('Song of Deflection'), { controller: 0, source: 1, targets: [], itemId: 91, mugic: true });
    expect(lake.masters!.burst[0].targets).toEqual([0]);
  });
});

describe('cloneState copies a state as a JSON round trip does', () => {
  it('equal to the round trip, and changing the copy leaves the original untouched', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    state.masters!.ruleMods = [{ kind: 'move-anywhere', uid: 0, until: 'end-of-turn' }];
    state.masters!.mugicPlayed = [7];
    const copy = cloneState(state, ctx);
    expect(copy).toEqual(JSON.parse(JSON.stringify(state)));
    const before = JSON.stringify(state);
    copy.creatures[0].damage += 10;
    setFaceUp(copy.masters!.gear[0]!, !copy.masters!.gear[0]!.faceUp);
    copy.masters!.counters[0] += 1;
    copy.combat!.zeroDamageStreak += 1;
    copy.zones[0].attackHand.push('x');
    copy.masters!.mugicPlayed!.push(0);
    copy.board[0] = 3;
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('CR 8.7.1.4 innate text of the location reads who is engaged now', () => {
  it('Stone Pillar: a cost read before combat does not stick once the creature is engaged (no battlegear to reveal)', () => {
    const state = game({ 4: 0, 7: 7 });
    state.masters!.gear = state.masters!.gear.map(() => null);
    state.activeLocation = { owner: 1, card: byName('Stone Pillar').id };
    const canon = byName('Canon of Casualty');
    state.masters!.mugicHand[1] = [canon.id];
    state.masters!.counters[7] = 0;
    expect(reachable(state, ctx, 0)).toContain(7); // reads the innate layer before combat
    mAct(state, 'move', { from: 4, to: 7 });
    mAct(state, 'pass');
    expect(mRules(state, 'play-mugic', { card: canon.id, caster: 7, targets: [0] })).toEqual([]);
  });
});

describe('CR 7.1 the combat space is occupied while a creature returns to play', () => {
  it('Kannen sacrificed while engaged: Galin does not go onto the combat space', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Kannen').id }, { seat: 0, index: 1, card: byName('Galin').id }]));
    setGear(state.masters!, 1, null);
    state.zones[0].generalDiscard.push(state.creatures[1].card);
    // Sacrificed as the cost: Kannen leaves the combat space, which the board then shows empty.
    state.board[state.creatures[0].space!] = null;
    setSpace(state.creatures[0], null);
    expect(state.board[7]).toBeNull();
    expect(unoccupiedSpaces(state)).not.toContain(7);
    resolve(state, byName('Kannen'), { controller: 0, source: 0, targets: [] }, 1);
    expect(state.creatures[1].space).not.toBeNull();
    expect(state.creatures[1].space).not.toBe(7);
    expect(state.board[state.creatures[1].space!]).toBe(1);
  });
});
