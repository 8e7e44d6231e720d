/** Real Mugic cards resolved through the engine's burst: targets, a Mugic's lines, counts. */
import { byName, game, gear, toStrike } from './dop-support';
import { idOf, stats, elementsOf, cast, legal } from './mugic-support';
import { setGear } from '../src/engine/board-writes';

describe('CR 2.2.6 target Battlegear: Gear Glissando, Stereostrike', () => {
  it('Gear Glissando turns the battlegear over each time; a creature without battlegear is no target', () => {
    const state = game({ 4: 0, 7: 7 });
    const glissando = idOf('ZOTH-83');
    gear(state, 7, 'Stone Mail');
    cast(state, glissando, 0, [7]);
    expect(state.masters!.gear[7]!.faceUp).toBe(false);
    cast(state, glissando, 0, [7]);
    expect(state.masters!.gear[7]!.faceUp).toBe(true);
    setGear(state.masters!, 0, null);
    expect(legal(state, glissando, 0, [0])).toBe(false);
  });

  it('Stereostrike destroys the battlegear of both targets into their owners\' general discard piles', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, 'Stone Mail');
    gear(state, 7, 'Stone Mail');
    const stereo = idOf('PROTO-stereostrike');
    expect(legal(state, stereo, 0, [0, 7])).toBe(true);
    cast(state, stereo, 0, [0, 7]);
    expect([state.masters!.gear[0], state.masters!.gear[7]]).toEqual([null, null]);
    expect(state.zones[0].generalDiscard).toContain(byName('Stone Mail').id);
    expect(state.zones[1].generalDiscard).toContain(byName('Stone Mail').id);
  });
});

describe('glossary Caster: creatures engaged with the caster', () => {
  const engaged = () => toStrike(game({ 4: 0, 7: 7, 5: 1 }, [{ seat: 1, index: 1, card: byName('Bladez').id }]));

  it('Battlesong of Depletion: Bladez, engaged with the caster, loses Fire and Air; cast by an unengaged creature it does nothing', () => {
    const state = engaged();
    expect(elementsOf(state, 7)).toEqual(['Fire', 'Air']);
    cast(state, idOf('AU-174'), 1);
    expect(elementsOf(state, 7)).toEqual(['Fire', 'Air']);
    cast(state, idOf('AU-174'), 0);
    expect(elementsOf(state, 7)).toEqual([]);
  });

  it('Unbalancing Battlesong: the caster gains 15 Energy, the creature engaged with it loses 15', () => {
    const state = engaged();
    const [mine, theirs] = [stats(state).stat(0, 'energy'), stats(state).stat(7, 'energy')];
    cast(state, idOf('AU-183'), 0);
    expect([stats(state).stat(0, 'energy'), stats(state).stat(7, 'energy')]).toEqual([mine + 15, theirs - 15]);
  });
});

describe('CR 8.4.1.3 targets with several requirements', () => {
  it('Harmonies of the Wind: a Minion is a legal target, an OverWorld Warrior is not; the Minion cannot move or play activated abilities', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: byName('Bladez').id }]);
    const harmonies = idOf('ROTO-82');
    expect(legal(state, harmonies, 0, [0])).toBe(false);
    cast(state, harmonies, 0, [7]);
    const bans = stats(state).prohibitions().filter((b) => b.uid === 7).map((b) => b.action);
    expect(bans).toEqual(['move', 'play-activated-abilities']);
  });

  it('Intertwined Melody: only the creature engaged with your non-UnderWorld creature; it loses an element and 30 in each Discipline', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: byName('Bladez').id }]));
    const melody = idOf('FUN-83');
    expect(legal(state, melody, 0, [0])).toBe(false);
    const courage = stats(state).stat(7, 'courage');
    cast(state, melody, 0, [7]);
    expect(elementsOf(state, 7)).toHaveLength(1);
    expect(stats(state).stat(7, 'courage')).toBe(Math.max(0, courage - 30));
  });

  it('Desert\'s Wrathsong: a creature with 0 Speed and 0 Power is a legal target and is destroyed; one with Power is not a target', () => {
    const state = game({ 4: 0, 7: 7 });
    const wrath = idOf('MI-192');
    state.masters!.mods.push({ uid: 7, stat: 'speed', delta: -500, until: 'end-of-turn' });
    expect(legal(state, wrath, 0, [7])).toBe(false);
    state.masters!.mods.push({ uid: 7, stat: 'power', delta: -500, until: 'end-of-turn' });
    cast(state, wrath, 0, [7]);
    expect(state.creatures[7].damage).toBeGreaterThanOrEqual(stats(state).stat(7, 'energy'));
  });

  it('Unheard Melody: only a creature with no Mugic counters', () => {
    const state = game({ 4: 0, 7: 7 });
    const unheard = idOf('ROTO-90');
    state.masters!.counters[7] = 1;
    expect(legal(state, unheard, 0, [7])).toBe(false);
    state.masters!.counters[7] = 0;
    expect(legal(state, unheard, 0, [7])).toBe(true);
  });

  it('Ballad of the Belittled: 20 damage to a creature whose Disciplines are all 25 or less', () => {
    const state = game({ 4: 0, 7: 7 });
    const ballad = idOf('MI-156');
    expect(legal(state, ballad, 0, [7])).toBe(false);
    for (const stat of ['courage', 'power', 'wisdom', 'speed'] as const) state.masters!.mods.push({ uid: 7, stat, delta: 25 - stats(state).stat(7, stat), until: 'end-of-turn' });
    cast(state, ballad, 0, [7]);
    expect(state.creatures[7].damage).toBe(20);
  });
});

describe('CR 8.8 Elemental Elegy: "If that Creature has no Elemental Types, it cannot move instead"', () => {
  const elegy = idOf('ZOTH-77');
  it('the target printed only inside "instead" is still a target chosen on play', () => {
    const state = game({ 4: 0, 7: 7 });
    expect(legal(state, elegy, 0, [])).toBe(false);
    expect(legal(state, elegy, 0, [7])).toBe(true);
  });

  it('a creature with no Elemental Types cannot move; one with Earth loses it and may move', () => {
    const state = game({ 4: 0, 7: 7, 5: 1 }, [{ seat: 0, index: 1, card: byName('Attacat').id }]);
    cast(state, elegy, 0, [1]);
    cast(state, elegy, 0, [0]);
    const moves = stats(state).prohibitions().filter((b) => b.action === 'move').map((b) => b.uid);
    expect(moves).toEqual([1]);
    expect(elementsOf(state, 0)).toEqual([]);
  });
});

describe('CR 8.4.1.3 a Mugic\'s lines share one list of targets', () => {
  it('Casters\' Warsong: 5 damage, 10 more to the same target when the caster is a Muge (Heptadd)', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 }, [{ seat: 0, index: 1, card: byName('Heptadd').id }]);
    cast(state, idOf('ZOTH-87'), 0, [7]);
    expect(state.creatures[7].damage).toBe(5);
    cast(state, idOf('ZOTH-87'), 1, [7]);
    expect(state.creatures[7].damage).toBe(5 + 15);
  });

  it('Domestic Hive Hymn: 10 Energy, 20 while Hive is active', () => {
    const state = game({ 4: 0, 7: 7 });
    const energy = stats(state).stat(0, 'energy');
    cast(state, idOf('MI-185'), 0, [0]);
    expect(stats(state).stat(0, 'energy')).toBe(energy + 10);
    state.masters!.hive = true;
    cast(state, idOf('MI-185'), 0, [0]);
    expect(stats(state).stat(0, 'energy')).toBe(energy + 30);
  });
});

describe('"for each": Opus Opposed, Rocky Refrain, Purge Dirge', () => {
  it('Opus Opposed heals 5 per Tribe its controller controls', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 });
    state.creatures[0].damage = 30;
    cast(state, idOf('FUN-79'), 0, [0]);
    expect(state.creatures[0].damage).toBe(25);
    const two = game({ 4: 0, 5: 1, 7: 7 }, [{ seat: 0, index: 1, card: byName('Hota').id }]);
    two.creatures[0].damage = 30;
    cast(two, idOf('FUN-79'), 0, [0]);
    expect(two.creatures[0].damage).toBe(20);
  });

  it('Rocky Refrain: 5 Energy per element of the opposing engaged creature, twice that when the caster has Earth', () => {
    const state = toStrike(game({ 4: 0, 7: 7, 5: 1 }, [{ seat: 1, index: 1, card: byName('Bladez').id }, { seat: 0, index: 1, card: byName('Vidav').id }]));
    const energy = stats(state).stat(0, 'energy');
    cast(state, idOf('AU-182'), 1, [0]); // Vidav has no Earth
    expect(stats(state).stat(0, 'energy')).toBe(energy + 10);
    cast(state, idOf('AU-182'), 0, [0]); // Arias has Earth
    expect(stats(state).stat(0, 'energy')).toBe(energy + 10 + 20);
  });

  it('Purge Dirge: 5 per Mandiblor its controller controls and per Infected creature, then every creature is Uninfected', () => {
    const state = game({ 4: 0, 5: 1, 7: 7, 8: 8 }, [{ seat: 0, index: 1, card: byName('Hota').id }]);
    state.masters!.infected = [1, 8];
    cast(state, idOf('ZOTH-80'), 1, [7]);
    expect(state.creatures[7].damage).toBe(15);
    expect(state.masters!.infected).toEqual([]);
  });
});
