import { activatableEffects } from '../src/engine/abilities';
import { readCost } from '../src/engine/costs-read';
import type { ChaoticState } from '../src/engine';
import { engine } from './support';
import { mAct, mRules } from './masters-support';
import { ctx, game } from './dop-support';
import { setGear, setSpace } from '../src/engine/board-writes';

/** The index of the `n`-th activated ability `uid` may play from itself (printed or granted). */
function activated(state: ChaoticState, uid: number, n = 0): number {
  return activatableEffects(state, ctx, uid, 'creature').map((e, i) => (e.kind === 'automated' && e.timing.kind === 'activated' ? i : -1)).filter((i) => i >= 0)[n];
}

/** Alice's uid 0 (space 4) moves into bob's uid 7 (space 7): combat, and a priority window for alice. */
function engaged(state: ChaoticState): ChaoticState {
  mAct(state, 'move', { from: 4, to: 7 });
  expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
  return state;
}

const resolveBurst = (state: ChaoticState) => { while (state.masters!.burst.length > 0 && state.pending.kind === 'priority') mAct(state, 'pass'); };
const offered = (state: ChaoticState, uid: number) => engine.legalActions(state, 'alice').filter((a) => a.type === 'activate' && (a.payload as { creature: number }).creature === uid).map((a) => a.payload);

const MIKLON = 'DOP-44'; // UnderWorld, no text
const ZAUR = 'DOP-56'; // UnderWorld, no text
const CANON = 'DOP-183'; // UnderWorld Mugic
const HYMN = 'DOP-176'; // OverWorld Mugic
const REPRISE = 'DOP-177'; // OverWorld Mugic

describe('CR 8.4.4.1 the printed costs the engine reads (costs-read.ts)', () => {
  it('reads each family, and nothing it cannot pay', () => {
    const creature = (name?: string) => ({ from: 'creature' as const, ...(name ? { name } : {}) });
    expect(readCost('Sacrifice an UnderWorld Creature', creature('Takinom'))).toEqual({ kind: 'sacrifice-creature', filter: { tribes: ['UnderWorld'] } });
    expect(readCost('Sacrifice a Minion Creature', creature())).toEqual({ kind: 'sacrifice-creature', filter: { subtype: 'Minion' } });
    expect(readCost('Sacrifice a Mandiblor', creature('Tabaal'))).toEqual({ kind: 'sacrifice-creature', filter: { subtype: 'Mandiblor' } });
    expect(readCost('Discard two Mugic Cards', creature())).toEqual({ kind: 'discard-mugic', count: 2 });
    expect(readCost('Discard an UnderWorld Mugic Card', creature())).toEqual({ kind: 'discard-mugic', count: 1, tribe: 'UnderWorld' });
    expect(readCost('Uninfect three Infected Creatures', creature())).toEqual({ kind: 'uninfect', count: 3, yours: false });
    expect(readCost('Uninfect an Infected Creature you control', creature())).toEqual({ kind: 'uninfect', count: 1, yours: true });
    expect(readCost('Sacrifice a Battlegear equipped to Brimflame', creature('Brimflame'))).toEqual({ kind: 'sacrifice-gear', ownOnly: true });
    expect(readCost('Sacrifice this Creature', creature())).toEqual({ kind: 'sacrifice-source', equipped: false });
    expect(readCost('Sacrifice Aqua Shield', { from: 'battlegear', name: 'Aqua Shield' })).toEqual({ kind: 'sacrifice-source', equipped: false });
    // A card's name binds only on that card; an element is expended only by a creature.
    expect(readCost('Sacrifice Aqua Shield', { from: 'battlegear', name: 'Nexus Fuse' })).toBeNull();
    expect(readCost('Expend Water', { from: 'battlegear', name: 'Aqua Shield' })).toBeNull();
    expect(readCost('Sacrifice a Creature while Barath Beyond is engaged', creature('Barath Beyond'))).toBeNull();
    expect(readCost('Reveal an Attack Card from your hand', creature('Blaaxa'))).toBeNull();
  });
});

describe('CR 8.4.4.1 "Sacrifice an UnderWorld Creature" (glossary Sacrifice: one the player controls and chooses): Takinom', () => {
  const setup = () => {
    const state = game({ 4: 0, 0: 1, 1: 2, 7: 7 }, [{ seat: 0, index: 0, card: 'DOP-52' }, { seat: 0, index: 1, card: MIKLON }, { seat: 0, index: 2, card: ZAUR }]);
    state.creatures[0].damage = 30;
    return engaged(state);
  };

  it('the chosen UnderWorld creature goes to the general discard pile and Takinom heals 25', () => {
    const state = setup();
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated(state, 0), sacrifice: 2 });
    expect(state.creatures[2].space).toBeNull();
    expect(state.zones[0].generalDiscard).toContain(ZAUR);
    expect(state.creatures[1].space).not.toBeNull();
    resolveBurst(state);
    expect(state.creatures[0].damage).toBe(5);
  });

  it('refuses a creature that is not the player\'s UnderWorld creature in play (CR 8.4.4.1)', () => {
    const state = setup();
    const ability = activated(state, 0);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, sacrifice: 7 })).toEqual(['8.4.4.1']);
    // Takinom is an UnderWorld Creature the player controls: it may pay for itself.
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, sacrifice: 0 })).toEqual([]);
    setSpace(state.creatures[1], null);
    state.board[0] = null;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, sacrifice: 1 })).toEqual(['8.4.4.1']);
  });

  it('legalActions offers one activation per creature that may pay, Takinom itself last', () => {
    const state = setup();
    expect(offered(state, 0).map((p) => (p as { sacrifice?: number }).sacrifice)).toEqual([1, 2, 0]);
  });
});

describe('CR 8.4.4.1 "Discard two Mugic Cards", "Discard an UnderWorld Mugic Card": Ihun\'kalin, Geltod', () => {
  it('Ihun\'kalin cannot pay with one Mugic card; with two it discards both and destroys the target', () => {
    const state = engaged(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-60' }]));
    state.masters!.mods.push({ uid: 7, stat: 'speed', delta: -1000, until: 'end-of-turn' });
    const ability = activated(state, 0);
    state.masters!.mugicHand[0] = [HYMN];
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] })).toEqual(['8.4.4.1']);
    state.masters!.mugicHand[0] = [HYMN, REPRISE, CANON];
    // The same card cannot pay twice.
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7], discard: [HYMN, HYMN] })).toEqual(['8.4.4.1']);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7], discard: [CANON, HYMN] });
    expect(state.masters!.mugicHand[0]).toEqual([REPRISE]);
    expect(state.zones[0].generalDiscard).toEqual(expect.arrayContaining([CANON, HYMN]));
    resolveBurst(state);
    expect(state.creatures[7].space).toBeNull();
  });

  it('Geltod pays only with an UnderWorld Mugic card', () => {
    const state = engaged(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-6' }]));
    const ability = activated(state, 0);
    state.masters!.mugicHand[0] = [HYMN, REPRISE];
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] })).toEqual(['8.4.4.1']);
    state.masters!.mugicHand[0] = [HYMN, CANON];
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7], discard: HYMN })).toEqual(['8.4.4.1']);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] });
    expect(state.masters!.mugicHand[0]).toEqual([HYMN]);
    resolveBurst(state);
    expect(state.creatures[7].damage).toBe(5);
  });
});

describe('CR 8.4.4.1 "Uninfect three Infected Creatures" (glossary Infect): Gazarbash', () => {
  it('needs three Infected creatures; paying uninfects the three named and reveals a new active Location', () => {
    const state = engaged(game({ 4: 0, 0: 1, 7: 7, 8: 8 }, [{ seat: 0, index: 0, card: 'LR-6' }]));
    const location = state.activeLocation;
    const ability = activated(state, 0);
    state.masters!.infected = [1, 7];
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability })).toEqual(['8.4.4.1']);
    state.masters!.infected = [1, 7, 8, 0];
    // A creature that is not Infected cannot be named.
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, uninfect: [1, 7, 2] })).toEqual(['8.4.4.1']);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, uninfect: [0, 7, 8] });
    expect(state.masters!.infected).toEqual([1]);
    resolveBurst(state);
    expect(state.activeLocation).not.toBe(location);
  });
});

describe('CR 8.4.4.1 a granted "Sacrifice this Creature" is paid by the creature that has it: Slufurah', () => {
  it('a Muge sacrifices itself and deals 10 damage', () => {
    const state = engaged(game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-12' }, { seat: 0, index: 1, card: 'DOP-60' }]));
    const ability = activated(state, 1);
    expect(ability).toBeDefined();
    mAct(state, 'activate', { creature: 1, from: 'creature', ability, targets: [7] });
    expect(state.creatures[1].space).toBeNull();
    expect(state.zones[0].generalDiscard).toContain('DOP-60');
    resolveBurst(state);
    expect(state.creatures[7].damage).toBe(10);
  });
});

describe('CR 8.4.4.1 costs in Brainwashed text (CR 9.2.1): Vilrik Landfarer, Brimflame', () => {
  const setup = () => {
    const state = engaged(game({ 4: 0, 0: 1, 1: 2, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-35' }, { seat: 0, index: 1, card: 'MI-18' }]));
    state.masters!.ruleMods = [{ kind: 'brainwashed', uid: 0, until: 'game' }, { kind: 'brainwashed', uid: 1, until: 'game' }];
    return state;
  };

  it('"Sacrifice a Minion Creature": Vilrik sacrifices the Minion named, not a creature of another type, and a new Location is revealed', () => {
    const state = setup();
    const ability = activated(state, 0);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, sacrifice: 2 })).toEqual(['8.4.4.1']);
    const location = state.activeLocation;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, sacrifice: 1 });
    expect(state.creatures[1].space).toBeNull();
    expect(state.zones[0].generalDiscard).toContain('MI-18');
    resolveBurst(state);
    expect(state.activeLocation).not.toBe(location);
  });

  it('"Sacrifice a Battlegear equipped to Brimflame": only its own Battlegear pays; the target Battlegear is destroyed', () => {
    const state = setup();
    const ability = activated(state, 1);
    const gearOf = (uid: number) => state.masters!.gear[uid];
    setGear(state.masters!, 1, null);
    expect(gearOf(2)).not.toBeNull();
    expect(mRules(state, 'activate', { creature: 1, from: 'creature', ability, targets: [7], gear: 2 })).toEqual(['8.4.4.1']);
    expect(mRules(state, 'activate', { creature: 1, from: 'creature', ability, targets: [7] })).toEqual(['8.4.4.1']);
    setGear(state.masters!, 1, { ...gearOf(2)! });
    expect(gearOf(7)).not.toBeNull();
    mAct(state, 'activate', { creature: 1, from: 'creature', ability, targets: [7] });
    expect(gearOf(1)).toBeNull();
    expect(gearOf(2)).not.toBeNull();
    resolveBurst(state);
    expect(gearOf(7)).toBeNull();
  });
});

describe('CR 8.4.4.1 "Sacrifice a Battlegear" (glossary Sacrifice: one the player controls and chooses): Gambreor', () => {
  it('the Battlegear named goes to the discard pile; another creature\'s or a missing one cannot pay; legalActions lists each', () => {
    const state = engaged(game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-19' }]));
    state.masters!.counters[0] = 1;
    state.creatures[7].damage = 20;
    const ability = activated(state, 0);
    const onOne = state.masters!.gear[1]!.card;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7], gear: 7 })).toEqual(['8.4.4.1']);
    expect(offered(state, 0).filter((p) => (p as { targets?: number[] }).targets?.[0] === 7).map((p) => (p as { gear?: number }).gear)).toEqual([0, 1]);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7], gear: 1 });
    expect(state.masters!.gear[1]).toBeNull();
    expect(state.masters!.gear[0]).not.toBeNull();
    expect(state.zones[0].generalDiscard).toContain(onOne);
    resolveBurst(state);
    expect(state.creatures[7].damage).toBe(5);
    setGear(state.masters!, 0, null);
    state.masters!.counters[0] = 1;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] })).toEqual(['8.4.4.1']);
  });
});

describe('CR 8.4.4.1 Mugic counters paid by another creature: Arkanin ("can spend Mugic counters from other Muges you control")', () => {
  it('reads the printed line as a static spend-counters-from', () => {
    expect(ctx.effects('ZOTH-31').normal[2]).toEqual({
      kind: 'automated',
      timing: { kind: 'static' },
      conditions: [],
      steps: [{ verb: 'spend-counters-from', params: { from: { subtype: 'Muge', controller: 'you', other: true }, duration: 'while-in-play' } }],
      text: 'Arkanin can spend Mugic counters from other Muges you control to activate its abilities',
    });
  });

  const setup = () => {
    const state = engaged(game({ 4: 0, 0: 1, 1: 2, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-31' }, { seat: 0, index: 1, card: 'DOP-60' }, { seat: 0, index: 2, card: ZAUR }]));
    state.masters!.counters = state.masters!.counters.map(() => 0);
    state.masters!.counters[1] = 1;
    state.masters!.counters[2] = 1;
    return state;
  };

  it('a Muge\'s counter pays Arkanin\'s "Deal 5 damage"; a non-Muge\'s, an opponent\'s or its own empty supply cannot', () => {
    const state = setup();
    state.masters!.counters[7] = 1;
    const pay = (countersFrom?: number) => ({ creature: 0, from: 'creature', ability: 0, targets: [7], ...(countersFrom === undefined ? {} : { countersFrom }) });
    expect(mRules(state, 'activate', pay())).toEqual(['8.4.4.1']);
    expect(mRules(state, 'activate', pay(2))).toEqual(['8.4.4.1']);
    expect(mRules(state, 'activate', pay(7))).toEqual(['8.4.4.1']);
    expect(offered(state, 0).filter((p) => (p as { targets?: number[] }).targets?.[0] === 7 && (p as { ability: number }).ability === 0)).toEqual([pay(1)]);
    mAct(state, 'activate', pay(1));
    expect(state.masters!.counters[1]).toBe(0);
    resolveBurst(state);
    expect(state.creatures[7].damage).toBe(5);
  });

  it('by default Arkanin pays with its own counters', () => {
    const state = setup();
    state.masters!.counters[0] = 1;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: 0, targets: [7] });
    expect(state.masters!.counters[0]).toBe(0);
    expect(state.masters!.counters[1]).toBe(1);
  });
});

describe('CR 8.4.4.1 "Uninfect 3 Infected Creatures" paying "Activate Hive and heal all damage on Fliandar"', () => {
  it('reads the line: the cost verbatim, Hive on, then every damage counter healed', () => {
    expect(ctx.effects('ROTO-18').normal[0]).toEqual({
      kind: 'automated',
      timing: { kind: 'activated', cost: { mugicCounters: 0, other: ['Uninfect 3 Infected Creatures'] } },
      conditions: [],
      steps: [{ verb: 'set-hive', params: { on: true } }, { verb: 'heal', params: { amount: 0, to: { select: 'self' }, all: true } }],
      text: 'Uninfect 3 Infected Creatures: Activate Hive and heal all damage on Fliandar',
    });
  });

  it('with two Infected creatures it cannot be paid; with three they are uninfected, Hive goes on and all 45 damage is healed', () => {
    const state = engaged(game({ 4: 0, 0: 1, 7: 7, 8: 8 }, [{ seat: 0, index: 0, card: 'ROTO-18' }]));
    state.creatures[0].damage = 45;
    state.masters!.infected = [7, 8];
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: 0 })).toEqual(['8.4.4.1']);
    state.masters!.infected = [7, 8, 1];
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: 0 });
    expect(state.masters!.infected).toEqual([]);
    resolveBurst(state);
    expect(state.masters!.hive).toBe(true);
    expect(state.creatures[0].damage).toBe(0);
  });
});
