import { applyEffect } from '../src/effects/apply-effect';
import { boardFor } from '../src/engine/board';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct } from './masters-support';
import { byName, ctx, game, gear } from './dop-support';
import { setGear, setSpace } from '../src/engine/board-writes';

const stats = (state: ChaoticState) => new Stats(state, ctx);
const activated = (id: string, n = 0) => ctx.effects(id).normal.map((e, i) => [e, i] as const).filter(([e]) => e.kind === 'automated' && e.timing.kind === 'activated')[n][1];
const freeAdjacent = (state: ChaoticState, space: number) => boardFor(state.size).adjacent[space].find((s) => state.board[s] === null)!;

/** Alice's uid 0 moves to a free space next to it: a priority window opens (CR 6.3.2), alice first. */
function moved(state: ChaoticState): ChaoticState {
  mAct(state, 'move', { from: 4, to: freeAdjacent(state, 4) });
  expect(state.pending.kind).toBe('priority');
  return state;
}

function resolveBurst(state: ChaoticState): void {
  while (state.pending.kind === 'priority' && state.masters!.burst.length > 0) mAct(state, 'pass');
}

describe('Blazier: "Expend Earth: Look at the top card of your Location Deck. You can put that card on the bottom of that deck"', () => {
  it('the top card goes to the bottom (the player says yes, the default), and Blazier loses Earth for the turn', () => {
    const state = moved(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-7' }]));
    const deck = state.zones[0].locationDeck;
    const top = deck[deck.length - 1];
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated('AU-7') });
    expect(stats(state).hasElement(0, 'Earth')).toBe(false);
    resolveBurst(state);
    expect(deck[0]).toBe(top);
    expect(deck[deck.length - 1]).not.toBe(top);
  });
});

describe('Hune Canin: "Expend Fire: Target Creature gains or loses all Disciplines so they become their scanned values"', () => {
  it('bob\'s creature, 20 Courage up and 10 Speed down, is back at its printed values', () => {
    const state = moved(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-12' }]));
    state.masters!.mods.push({ uid: 7, stat: 'courage', delta: 20, until: 'end-of-turn' }, { uid: 7, stat: 'speed', delta: -10, until: 'end-of-turn' });
    expect(stats(state).stat(7, 'courage')).toBe(state.creatures[7].stats.courage + 20);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated('AU-12'), targets: [7] });
    resolveBurst(state);
    for (const d of ['courage', 'power', 'wisdom', 'speed'] as const) expect(stats(state).stat(7, d)).toBe(state.creatures[7].stats[d]);
  });
});

describe('Silchaw: at the beginning of combat, an Elemental initiative of the active Location is gained by your engaged Creature', () => {
  const engagedWith = (location: string) => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-21' }]);
    state.activeLocation = { owner: 0, card: location };
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    return state;
  };

  it('an Air initiative (Oipont\'s Lookout) gives Silchaw Air; a Courage one does not', () => {
    expect(stats(engagedWith('ZOTH-93')).hasElement(0, 'Air')).toBe(true);
    expect(stats(engagedWith('DOP-204')).hasElement(0, 'Air')).toBe(false);
  });
});

describe('CR 4.1.6 general discard piles read by innate text: Mhein, Gorram', () => {
  it('Mhein has 5 more Energy for each Creature Card in both general discard piles (counted again as the piles change)', () => {
    const state = game({ 4: 0 }, [{ seat: 0, index: 0, card: 'AU-39-mhein' }]);
    state.zones[0].generalDiscard = [];
    state.zones[1].generalDiscard = [];
    expect(stats(state).stat(0, 'energy')).toBe(state.creatures[0].energy);
    state.zones[1].generalDiscard.push(state.creatures[8].card, byName('Aqua Shield').id);
    expect(stats(state).stat(0, 'energy')).toBe(state.creatures[0].energy + 5);
    state.zones[0].generalDiscard.push(state.creatures[1].card);
    expect(stats(state).stat(0, 'energy')).toBe(state.creatures[0].energy + 10);
  });

  it('Gorram: an OverWorld Creature Card in its controller\'s pile gives her creatures "Water 5"; one in the other pile does not', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'FUN-19' }]);
    const overworld = ctx.cards.byId(state.creatures[1].card)!;
    expect(overworld.type === 'Creature' && overworld.tribe).toBe('OverWorld');
    const water5 = { kind: 'element', element: 'Water', x: 5 };
    state.zones[0].generalDiscard = [];
    state.zones[1].generalDiscard = [overworld.id];
    expect(stats(state).keywords(1)).not.toContainEqual(water5);
    state.zones[0].generalDiscard.push(overworld.id);
    expect(stats(state).keywords(1)).toContainEqual(water5);
    expect(stats(state).keywords(0)).toContainEqual(water5);
  });
});

describe('Battlegear taken or sacrificed at the beginning of combat: Vlar, Slufurah', () => {
  const toCombat = (state: ChaoticState) => {
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    return state;
  };

  it('Vlar, unequipped, takes the opposing engaged Creature\'s Battlegear; equipped, it takes nothing', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-24' }]);
    setGear(state.masters!, 0, null);
    const theirs = state.masters!.gear[7]!.card;
    toCombat(state);
    const gear = (uid: number) => state.masters!.gear[uid] as { card: string } | null;
    expect(gear(0)?.card).toBe(theirs);
    expect(state.masters!.gear[7]).toBeNull();
    const equipped = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-24' }]);
    const own = equipped.masters!.gear[0]!.card;
    toCombat(equipped);
    expect(equipped.masters!.gear[0]?.card).toBe(own);
    expect(equipped.masters!.gear[7]).not.toBeNull();
  });

  it('Slufurah sacrifices its engaged Creature\'s Battlegear and that Creature gains Fire and "Fire 5"; with none, nothing is gained', () => {
    const state = game({ 4: 0, 7: 7, 3: 1 }, [{ seat: 0, index: 1, card: 'AU-39-slufurah' }]);
    const gearCard = state.masters!.gear[0]!.card;
    toCombat(state);
    expect(state.masters!.gear[0]).toBeNull();
    expect(state.zones[0].generalDiscard).toContain(gearCard);
    expect(stats(state).hasElement(0, 'Fire')).toBe(true);
    expect(stats(state).keywords(0)).toContainEqual({ kind: 'element', element: 'Fire', x: 5 });
    const bare = game({ 4: 0, 7: 7, 3: 1 }, [{ seat: 0, index: 1, card: 'AU-39-slufurah' }]);
    setGear(bare.masters!, 0, null);
    toCombat(bare);
    expect(stats(bare).keywords(0)).not.toContainEqual({ kind: 'element', element: 'Fire', x: 5 });
  });
});

describe('Cromaxx\'s Energy cannot be reduced by Mugic (a Mugic\'s own effect)', () => {
  it('Diminuendo ("Target Creature loses 5 Energy and 5 to all Disciplines") takes Disciplines, not Energy; another creature loses Energy', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'AU-1' }]);
    const diminuendo = ctx.effects('AU-164').normal.find((e) => e.kind === 'automated')!;
    const play = (target: number) => applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 1, source: null, targets: [target], mugic: true }), diminuendo as never);
    play(0);
    expect(stats(state).stat(0, 'energy')).toBe(state.creatures[0].energy);
    expect(stats(state).stat(0, 'courage')).toBe(Math.max(0, state.creatures[0].stats.courage - 5));
    play(1);
    expect(stats(state).stat(1, 'energy')).toBe(state.creatures[1].energy - 5);
  });
});

describe('CR 4.1.7 Kaal counts the creatures its controller has on the opponent\'s side of the Battleboard', () => {
  it('5 damage for each of alice\'s creatures standing on bob\'s side', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-25' }]);
    const board = boardFor(state.size);
    const theirSide = state.board.map((_, s) => s).filter((s) => board.side[s] === 1 && state.board[s] === null);
    const kaal = ctx.effects('AU-25').normal.find((e) => e.kind === 'automated' && e.timing.kind === 'activated')!;
    const run = () => applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [7] }), kaal as never);
    run();
    expect(state.creatures[7].damage).toBe(0); // none of alice's creatures is on bob's side
    for (const [i, uid] of [1, 2].entries()) { state.board[theirSide[i]] = uid; setSpace(state.creatures[uid], theirSide[i]); }
    run();
    expect(state.creatures[7].damage).toBe(10);
  });
});

describe('CR 8.8.2 non-attack damage dealt to another creature instead: Gaffat-ra, Porthyn', () => {
  const mugic = (state: ChaoticState, id: string, target: number) => {
    const effect = ctx.effects(id).normal.find((e) => e.kind === 'automated')!;
    applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 1, source: null, targets: [target], mugic: true }), effect as never);
  };

  it('Gaffat-ra takes the damage of Canon of Casualty aimed at an adjacent Royal creature; a far one takes its own', () => {
    const board = (far: boolean): Record<number, number> => (far ? { 4: 0, 0: 1 } : { 4: 0, 3: 1 });
    for (const far of [false, true]) {
      const state = game(board(far), [{ seat: 0, index: 0, card: 'PROMO-77' }, { seat: 0, index: 1, card: 'DOP-76' }]);
      expect(boardFor(state.size).adjacent[4].includes(state.creatures[1].space!)).toBe(!far);
      mugic(state, 'DOP-183', 1);
      expect([state.creatures[0].damage, state.creatures[1].damage]).toEqual(far ? [0, 20] : [20, 0]);
    }
  });

  it('Porthyn\'s ability makes it take the non-attack damage aimed at the adjacent creature it targets, until the end of turn', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'AU-20' }]);
    const porthyn = ctx.effects('AU-20').normal.find((e) => e.kind === 'automated' && e.timing.kind === 'activated')!;
    applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [1] }), porthyn as never);
    mugic(state, 'DOP-165', 1);
    expect([state.creatures[0].damage, state.creatures[1].damage]).toEqual([5, 0]);
  });
});

describe('Ast\'imal: the target swaps spaces with another unengaged creature its controller picks', () => {
  it('bob\'s creature on space 7 trades places with bob\'s other creature', () => {
    const state = game({ 4: 0, 7: 7, 9: 8 }, [{ seat: 0, index: 0, card: 'AU-75' }]);
    const astimal = ctx.effects('AU-75').normal.find((e) => e.kind === 'automated' && e.timing.kind === 'activated')!;
    applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [7] }), astimal as never);
    expect([state.creatures[7].space, state.creatures[8].space]).toEqual([9, 7]);
    expect([state.board[7], state.board[9]]).toEqual([8, 7]);
    expect(state.creatures[0].space).toBe(4); // alice's creatures are not the other side of the swap
  });
});

describe('Krekk: with a Discipline initiative, engaged Creatures with less than 60 in it lose 10 Energy at the beginning of combat', () => {
  /** Energy of both engaged creatures once the beginning-of-combat burst has resolved, with or without Krekk next to alice's creature. */
  const combatUnder = (location: string, courage: [number, number], krekk: boolean) => {
    const state = game({ 4: 0, 7: 7, 3: 1 }, krekk ? [{ seat: 0, index: 1, card: 'AU-30' }] : []);
    state.activeLocation = { owner: 0, card: location };
    for (const [i, uid] of [0, 7].entries()) state.masters!.mods.push({ uid, stat: 'courage', delta: courage[i] - state.creatures[uid].stats.courage, until: 'game' });
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    return [0, 7].map((uid) => stats(state).stat(uid, 'energy'));
  };
  const krekkChange = (location: string, courage: [number, number]) => {
    const [a, b] = [combatUnder(location, courage, true), combatUnder(location, courage, false)];
    return [a[0] - b[0], a[1] - b[1]];
  };

  it('Courage initiative (DOP-204): the engaged creature with 50 Courage loses 10, the one with 70 does not; an Air initiative changes nothing', () => {
    expect(krekkChange('DOP-204', [50, 70])).toEqual([-10, 0]);
    expect(krekkChange('DOP-204', [70, 40])).toEqual([0, -10]);
    expect(krekkChange('ZOTH-93', [50, 50])).toEqual([0, 0]);
  });
});

describe('glossary Scanned: Uksum gains Energy equal to the lowest Scanned Energy among its controller\'s other creatures', () => {
  it('at the beginning of combat it gains the lowest printed Energy of the others (not counting their modifications)', () => {
    const state = game({ 4: 0, 7: 7, 3: 1, 5: 2 }, [{ seat: 0, index: 0, card: 'FUN-16' }]);
    state.masters!.mods.push({ uid: 1, stat: 'energy', delta: -30, until: 'game' }); // not Scanned: ignored
    const lowest = Math.min(state.creatures[1].energy, state.creatures[2].energy);
    const before = stats(state).stat(0, 'energy'); // its "an additional 40 Energy" is Brainwashed text: no Chieftain here
    expect(before).toBe(state.creatures[0].energy);
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    // Other creatures' statics may change its Energy in combat too: the change Uksum made is the one it gained.
    expect(state.masters!.mods.filter((m) => m.uid === 0 && m.stat === 'energy')).toEqual([{ uid: 0, stat: 'energy', delta: lowest, until: 'end-of-turn' }]);
    expect(stats(state).stat(0, 'energy')).toBeGreaterThanOrEqual(before + lowest);
  });
});

describe('Bodal: Battlegear back from the discard pile to another creature; destroy one of yours, then the target\'s', () => {
  const run = (state: ChaoticState, n: number, targets: number[]) => {
    const effect = ctx.effects('FAS-11').normal.filter((e) => e.kind === 'automated' && e.timing.kind === 'activated')[n];
    applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets }), effect as never);
  };

  it('the Battlegear Card goes to another unequipped creature of alice\'s, not to Bodal itself', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'FAS-11' }]);
    setGear(state.masters!, 0, null);
    setGear(state.masters!, 1, null);
    const aqua = byName('Aqua Shield').id;
    state.zones[0].generalDiscard = [aqua];
    run(state, 0, []);
    expect(state.masters!.gear[0]).toBeNull();
    expect((state.masters!.gear[1] as { card: string } | null)?.card).toBe(aqua);
    expect(state.zones[0].generalDiscard).toEqual([]);
  });

  it('with a Battlegear of its own to destroy, the target\'s is destroyed too; with none, the target keeps its own', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'FAS-11' }]);
    expect(state.masters!.gear[0]).not.toBeNull();
    run(state, 1, [7]);
    expect([state.masters!.gear[0], state.masters!.gear[7]]).toEqual([null, null]);
    const bare = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'FAS-11' }]);
    setGear(bare.masters!, 0, null);
    run(bare, 1, [7]);
    expect(bare.masters!.gear[7]).not.toBeNull();
  });
});

describe('Nis\'dabba: two Shard Battlegear of two Kha\'rall Creatures trade places', () => {
  it('Bahrakatan and Ikub\'ra trade their Shards', () => {
    const state = game({ 4: 0, 3: 1, 5: 2 }, [{ seat: 0, index: 0, card: 'LR-10' }, { seat: 0, index: 1, card: 'ROTO-32' }, { seat: 0, index: 2, card: 'ROTO-36' }]);
    gear(state, 1, "Kha'rall Amber Shard");
    gear(state, 2, "Kha'rall Chime Shard");
    const nisdabba = ctx.effects('LR-10').normal.find((e) => e.kind === 'automated' && e.timing.kind === 'activated')!;
    applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [] }), nisdabba as never);
    const cardOf = (uid: number) => (state.masters!.gear[uid] as { card: string } | null)?.card;
    expect([cardOf(1), cardOf(2)]).toEqual([byName("Kha'rall Chime Shard").id, byName("Kha'rall Amber Shard").id]);
  });
});
