/** Real Mugic cards whose effect reads the game or the resolution so far: choices, values, "this way", checks, creature types. */
import { resolveItem } from '../src/engine/resolve-item';
import { withChoices } from '../src/engine/choices';
import { brainwashed } from '../src/engine/text-active';
import { endEffects } from '../src/engine/durations';
import type { ChaoticState } from '../src/engine';
import { byName, ctx, game, gear, PLAIN, seatOf, toStrike } from './dop-support';
import { mAct } from './masters-support';
import { idOf, stats, elementsOf, cast, legal, item, resolveTop } from './mugic-support';
import { setGear } from '../src/engine/board-writes';

describe('"another Discipline of your choice"', () => {
  it('Momental Virtuosity: two targets; the second line cannot pick the Discipline the first picked', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 });
    const [courage0, power1] = [stats(state).stat(0, 'courage'), stats(state).stat(1, 'power')];
    const { asked } = withChoices(state, ['courage', 'courage'], () => cast(state, idOf('ZOTH-68'), 0, [0, 1]));
    expect(asked[1].options).toEqual(['power', 'wisdom', 'speed']);
    expect(stats(state).stat(0, 'courage')).toBe(courage0 + 50);
    expect(stats(state).stat(1, 'power')).toBe(power1 + 50); // the stated courage was no option: the first one is taken
  });

  it('Selective Strain: +25 to one Discipline, −25 to another of the same creature', () => {
    const state = game({ 4: 0, 7: 7 });
    const [wisdom, speed] = [stats(state).stat(0, 'wisdom'), stats(state).stat(0, 'speed')];
    withChoices(state, ['wisdom', 'speed'], () => cast(state, idOf('MI-194'), 0, [0]));
    expect([stats(state).stat(0, 'wisdom'), stats(state).stat(0, 'speed')]).toEqual([wisdom + 25, speed - 25]);
  });
});

describe('values read off the game', () => {
  it('Ostinato of Oban\'emre: a Minion gains 10 Energy per Minion Creature Card in both general discard piles', () => {
    const bladez = byName('Bladez').id;
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: bladez }]);
    state.zones[0].generalDiscard.push(bladez, byName('Rellim').id);
    state.zones[1].generalDiscard.push(byName('Brimflame').id);
    const energy = stats(state).stat(7, 'energy');
    expect(legal(state, idOf('FUN-88'), 7, [0])).toBe(false);
    cast(state, idOf('FUN-88'), 7, [7]);
    expect(stats(state).stat(7, 'energy')).toBe(energy + 20);
  });

  it('Swartbron Battlesong: both engaged creatures gain their own lowest Discipline in Energy; an unengaged caster does nothing', () => {
    const state = toStrike(game({ 4: 0, 7: 7, 5: 1 }));
    const lowest = (uid: number) => Math.min(...(['courage', 'power', 'wisdom', 'speed'] as const).map((d) => stats(state).stat(uid, d)));
    const [e0, e7, l0, l7] = [stats(state).stat(0, 'energy'), stats(state).stat(7, 'energy'), lowest(0), lowest(7)];
    cast(state, idOf('AU-168'), 1);
    expect(stats(state).stat(0, 'energy')).toBe(e0);
    cast(state, idOf('AU-168'), 0);
    expect([stats(state).stat(0, 'energy'), stats(state).stat(7, 'energy')]).toEqual([e0 + l0, e7 + l7]);
  });

  it('Duality Dirge: a creature that gained 20 Courage and lost 10 Speed is back at its Scanned values and cannot be targeted', () => {
    const state = game({ 4: 0, 7: 7 });
    const printed = state.creatures[7].stats;
    state.masters!.mods.push({ uid: 7, stat: 'courage', delta: 20, until: 'end-of-turn' }, { uid: 7, stat: 'speed', delta: -10, until: 'end-of-turn' });
    cast(state, idOf('MI-160'), 0, [7]);
    expect((['courage', 'power', 'wisdom', 'speed'] as const).map((d) => stats(state).stat(7, d))).toEqual([printed.courage, printed.power, printed.wisdom, printed.speed]);
    expect(legal(state, byName('Canon of Casualty').id, 8, [7])).toBe(false);
  });
});

describe('CR 8.8.2 Fighters\' Fanfare: the next attack that would deal damage hits the chosen engaged creature instead', () => {
  function strike(state: ChaoticState): number {
    const striker = seatOf(state);
    state.zones[striker].attackHand = [PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    return striker;
  }

  it('the first attack damages the striker itself (the target), the next one its opponent as printed', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const striker = seatOf(state);
    const [own, other] = striker === 0 ? [0, 7] : [7, 0];
    cast(state, idOf('SS-87'), 0, [own]);
    strike(state);
    expect([state.creatures[own].damage, state.creatures[other].damage]).toEqual([PLAIN.damage.base, 0]);
    strike(state); // the other creature strikes back: no redirection left
    expect(state.creatures[own].damage).toBe(2 * PLAIN.damage.base);
  });
});

describe('Song of Resilience: Elementproof 10 for each element the target has', () => {
  it('Laarina (Earth, Water) gains Earthproof 10 and Waterproof 10, nothing for Fire or Air', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Laarina').id }]);
    cast(state, idOf('ZOTH-82'), 0, [0]);
    const proof = stats(state).keywords(0).filter((a) => a.kind === 'elementproof');
    expect(proof).toEqual([{ kind: 'elementproof', elements: ['Earth'], x: 10 }, { kind: 'elementproof', elements: ['Water'], x: 10 }]);
  });
});

describe('glossary Sacrifice: Strain of Ash', () => {
  it('one Battlegear of an unengaged UnderWorld creature is sacrificed, then the target\'s is destroyed; with none to sacrifice nothing happens', () => {
    const state = game({ 4: 0, 7: 7, 8: 8, 9: 9 });
    const mail = byName('Stone Mail').id;
    for (const uid of [0, 8, 9]) gear(state, uid, 'Stone Mail');
    setGear(state.masters!, 7, null);
    withChoices(state, ['9'], () => cast(state, idOf('SS-83'), 7, [0]));
    expect([0, 8, 9].map((uid) => state.masters!.gear[uid]?.card ?? null)).toEqual([null, mail, null]);
    const none = game({ 4: 0, 7: 7 });
    gear(none, 0, 'Stone Mail');
    setGear(none.masters!, 7, null);
    cast(none, idOf('SS-83'), 7, [0]);
    expect(none.masters!.gear[0]?.card).toBe(mail);
  });
});

describe('creature types and CR 9.2 Brainwashed', () => {
  it('Song of Encompassing: its controller\'s creatures count as Mandiblors for Purge Dirge; the opponent\'s do not', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 });
    cast(state, idOf('ZOTH-81'), 0);
    cast(state, idOf('ZOTH-80'), 0, [7]);
    expect(state.creatures[7].damage).toBe(10);
  });

  it('Deep Dirge: a Minion with no Chieftain beside it is Brainwashed until the end of the turn; Minion\'s Freesong after it undoes that', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: byName('Bladez').id }]);
    expect(brainwashed(state, 7, ctx)).toBe(false);
    cast(state, idOf('MI-159'), 0, [7]);
    expect(brainwashed(state, 7, ctx)).toBe(true);
    cast(state, idOf('TOTT-78'), 0, [7]);
    expect(brainwashed(state, 7, ctx)).toBe(false);
    cast(state, idOf('MI-159'), 0, [7]);
    endEffects(state.masters!, 'end-of-turn');
    expect(brainwashed(state, 7, ctx)).toBe(false);
  });
});

describe('Jig of Reinforcement: the gain that matches the target\'s Tribe', () => {
  it('an OverWorld creature gains 10 Energy and no Fire 5; an UnderWorld one gains Fire 5 and no Energy', () => {
    const state = game({ 4: 0, 7: 7 });
    const [e0, e7] = [stats(state).stat(0, 'energy'), stats(state).stat(7, 'energy')];
    cast(state, idOf('FUN-77'), 0, [0]);
    cast(state, idOf('FUN-77'), 0, [7]);
    expect([stats(state).stat(0, 'energy'), stats(state).stat(7, 'energy')]).toEqual([e0 + 10, e7]);
    const fire = (uid: number) => stats(state).keywords(uid).some((a) => a.kind === 'element' && a.element === 'Fire' && a.x === 5);
    expect([fire(0), fire(7)]).toEqual([false, true]);
  });
});

describe('glossary Stat Check: Decomposition', () => {
  it('Ektospasm ("Stat Check Power 50: Deal 5 damage") deals its 5 unless its striker was the target of Decomposition', () => {
    const dealt = (decomposed: boolean) => {
      const state = toStrike(game({ 4: 0, 7: 7 }));
      state.masters!.mods.push({ uid: 0, stat: 'power', delta: 100, until: 'end-of-turn' });
      if (decomposed) cast(state, idOf('AU-177'), 7, [0]);
      item(state, { kind: 'attack', card: byName('Ektospasm').id, controller: 0, source: 0, effect: -1, targets: [] });
      resolveTop(state);
      return state.creatures[7].damage;
    };
    expect([dealt(false), dealt(true)]).toEqual([5, 0]);
  });
});

describe('choices remembered within one resolution', () => {
  it('Fanfare of Elemental Champions: with only OverWorld creatures, the target gains the chosen Air and "Air 5"', () => {
    const state = game({ 4: 0, 7: 7 });
    withChoices(state, ['Air'], () => cast(state, idOf('TOTT-76'), 0, [0]));
    expect(elementsOf(state, 0)).toContain('Air');
    expect(stats(state).keywords(0)).toContainEqual({ kind: 'element', element: 'Air', x: 5 });
    const mixed = game({ 4: 0, 5: 1, 7: 7 }, [{ seat: 0, index: 1, card: byName('Hota').id }]);
    withChoices(mixed, ['Air'], () => cast(mixed, idOf('TOTT-76'), 0, [0]));
    expect(stats(mixed).keywords(0).some((a) => a.kind === 'element' && a.element === 'Air')).toBe(false);
  });

  it('Ode to Obscurity for X = 1: one creature picked, then one more (its controller has non-Danian creatures)', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 });
    withChoices(state, ['7', '1'], () => {
      const it = item(state, { kind: 'mugic', card: idOf('FUN-85'), controller: 0, source: 0, effect: -1, targets: [], x: 1 });
      state.masters!.burst.pop();
      resolveItem(state, ctx, it);
    });
    expect([...state.masters!.infected].sort()).toEqual([1, 7]);
  });
});

describe('"… this way": counted by the steps before in the same text', () => {
  it('Nocturne of the Elements: cast by an UnderWorld-only player on Laarina (Earth, Water): 10 damage and no elements left', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Laarina').id }]));
    cast(state, idOf('TOTT-79'), 7, [0]);
    expect(elementsOf(state, 0)).toEqual([]);
    expect(state.creatures[0].damage).toBe(10);
  });

  it('Strain of Infection: two of three Infected creatures picked (then STOP): 2 counters on the Danian target', () => {
    const state = game({ 4: 0, 5: 1, 7: 7, 8: 8 }, [{ seat: 0, index: 1, card: byName('Hota').id }]);
    state.masters!.infected = [0, 7, 8];
    const counters = state.masters!.counters[1];
    withChoices(state, ['7', '8', 'stop'], () => cast(state, idOf('SS-85'), 1, [1]));
    expect(state.masters!.infected).toEqual([0]);
    expect(state.masters!.counters[1]).toBe(counters + 2);
  });

  it('Melody of Parasitic Mayhem: without Hive it Infects the first target; with Hive it Uninfects the opponent\'s creatures and deals 5 each to the second', () => {
    const state = toStrike(game({ 4: 0, 7: 7, 8: 8 }));
    cast(state, idOf('SS-84'), 0, [7, 7]);
    expect(state.masters!.infected).toEqual([7]);
    state.masters!.infected = [7, 8, 0];
    state.masters!.hive = true;
    cast(state, idOf('SS-84'), 0, [7, 7]);
    expect(state.masters!.infected).toEqual([0]);
    expect(state.creatures[7].damage).toBe(10);
  });
});
