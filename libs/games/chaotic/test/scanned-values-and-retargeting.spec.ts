import type { Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { EngineEffectContext } from '../src/engine/effect-context';
import { boardFor } from '../src/engine/board';
import { reachable } from '../src/engine/special/paths';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct } from './masters-support';
import { byName, ctx, game, resolve, seatOf, toStrike } from './dop-support';
import { setGear, setSpace } from '../src/engine/board-writes';

const byId = (id: string): Card => ctx.cards.byId(id)!;
const stats = (state: ChaoticState) => new Stats(state, ctx);
const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'] as const;
const disciplinesOf = (state: ChaoticState, uid: number) => DISCIPLINES.map((d) => stats(state).stat(uid, d));
const scannedOf = (state: ChaoticState, uid: number) => DISCIPLINES.map((d) => state.creatures[uid].stats[d]);

describe('glossary Scanned: Iparu and Tangath Toborn match Scanned Disciplines', () => {
  it('Iparu, engaged, takes the opposing engaged creature\'s Scanned Disciplines at the beginning of combat', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-4' }]));
    expect(scannedOf(state, 0)).toEqual([25, 25, 25, 25]);
    expect(disciplinesOf(state, 0)).toEqual(scannedOf(state, 7));
  });

  it('Tangath Toborn\'s {{MC}} undoes what changed its Disciplines', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-10' }]);
    state.masters!.mods.push({ uid: 0, stat: 'courage', delta: -30, until: 'end-of-turn' }, { uid: 0, stat: 'speed', delta: 20, until: 'end-of-turn' });
    expect(disciplinesOf(state, 0)).not.toEqual(scannedOf(state, 0));
    resolve(state, byId('MI-10'), { controller: 0, source: 0, targets: [] });
    expect(disciplinesOf(state, 0)).toEqual(scannedOf(state, 0));
  });
});

describe('CR 7.2.3 every "At the beginning of combat" creature ability triggers: Ritzu\'dag', () => {
  it('Ritzu\'dag, not in the combat, gives its controller\'s engaged creature 50 in its lowest Discipline', () => {
    const state = toStrike(game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 1, card: 'MI-65' }]));
    // The same combat without Ritzu'dag (its battlegear revealed alike).
    const control = toStrike(game({ 4: 0, 7: 7 }));
    const before = disciplinesOf(control, 0);
    const after = disciplinesOf(state, 0);
    const raised = DISCIPLINES.filter((_d, i) => after[i] !== before[i]);
    expect(raised).toHaveLength(1);
    const i = DISCIPLINES.indexOf(raised[0]);
    expect(before[i]).toBe(Math.min(...before));
    expect(after[i]).toBe(before[i] + 50);
  });
});

describe('glossary Recklessness replaced: Anarkiar while its controller controls an OverWorld creature', () => {
  const plain = (state: ChaoticState) => {
    const attack = (ctx.cards as unknown as { cards: Card[] }).cards.find((c) => c.type === 'Attack' && c.text.trim() === '' && c.damage.base >= 10 && c.damage.fire + c.damage.air + c.damage.earth + c.damage.water === 0)!;
    state.zones[seatOf(state)].attackHand = [attack.id];
    mAct(state, 'strike', { card: attack.id });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
  };
  it('with an OverWorld creature Anarkiar takes no Recklessness damage; alone it takes 10', () => {
    const overworld = (ctx.cards as unknown as { cards: Card[] }).cards.find((c) => c.type === 'Creature' && c.tribe === 'OverWorld' && c.text.trim() === '')!;
    const guarded = toStrike(game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'FUN-9-anarkiar' }, { seat: 0, index: 1, card: overworld.id }]));
    plain(guarded);
    expect(guarded.creatures[0].damage).toBe(0);
    const alone = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'FUN-9-anarkiar' }]));
    plain(alone);
    expect(alone.creatures[0].damage).toBe(10);
  });
});

describe('"Battlegear cannot be destroyed": Bahrakatan', () => {
  it('a Destroy target Battlegear effect leaves the battlegear in place while Bahrakatan is in play', () => {
    const destroyer = byId('SS-15'); // Zapetur: "Sacrifice Zapetur: Destroy target Battlegear"
    const index = ctx.effects('SS-15').normal.filter((e) => e.kind === 'automated').findIndex((e) => e.kind === 'automated' && e.steps[0]?.verb === 'destroy-battlegear');
    const guarded = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 1, card: 'ROTO-32' }]);
    resolve(guarded, destroyer, { controller: 1, source: 7, targets: [0] }, index);
    expect(guarded.masters!.gear[0]).not.toBeNull();
    const open = game({ 4: 0, 7: 7 });
    resolve(open, destroyer, { controller: 1, source: 7, targets: [0] }, index);
    expect(open.masters!.gear[0]).toBeNull();
  });
});

describe('CR 8.4.1.3 Wytod changes the target of a Mugic only', () => {
  it('passes over an ability above it on the burst and moves the Mugic\'s target', () => {
    const state = game({ 4: 0, 3: 1, 5: 2, 7: 7 }, [{ seat: 0, index: 2, card: 'ZOTH-32' }]);
    const dibanni = ctx.effects('ZOTH-32').normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    state.masters!.burst.push({ id: 90, kind: 'mugic', card: byName('Canon of Casualty').id, controller: 1, source: 7, effect: -1, targets: [0] });
    state.masters!.burst.push({ id: 91, kind: 'ability', card: 'ZOTH-32', controller: 0, source: 2, effect: dibanni, targets: [1] });
    resolve(state, byId('SS-10'), { controller: 0, source: null, targets: [], itemId: 92 });
    expect(state.masters!.burst.map((i) => [i.id, i.targets])).toEqual([[90, [1]], [91, [1]]]);
  });
});

describe('CR 4.1.5 / 6.2.1 the Location Deck: Fla\'gamp', () => {
  it('puts the top of the opponent\'s Location Deck on the bottom, and makes the opponent reveal a new active Location', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: "ROTO-35" }]);
    const deck = [...state.zones[1].locationDeck];
    expect(deck.length).toBeGreaterThan(1);
    resolve(state, byId('ROTO-35'), { controller: 0, source: 0, targets: [] }, 1);
    expect(state.zones[1].locationDeck).toEqual([deck[deck.length - 1], ...deck.slice(0, -1)]);
    expect(state.zones[0].locationDeck.length).toBeGreaterThan(0);
    resolve(state, byId('ROTO-35'), { controller: 0, source: 0, targets: [] }, 2);
    expect(state.activeLocation).toEqual({ owner: 1, card: deck[deck.length - 2] });
  });
});

describe('"does not have and cannot gain any Elemental Types": Lord Van Bloot', () => {
  it('the creature engaged with it, below 65 Courage, has no Elemental Types, even one given to it afterwards', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-12' }]);
    Object.assign(state.creatures[7], { stats: { ...state.creatures[7].stats, courage: 40 }, elements: ['Fire', 'Water'] });
    toStrike(state);
    expect(stats(state).elements(7)).toEqual([]);
    state.masters!.elementMods.push({ uid: 7, element: 'Air', has: true, until: 'end-of-turn' });
    expect(stats(state).elements(7)).toEqual([]);
    const brave = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-12' }]);
    Object.assign(brave.creatures[7], { stats: { ...brave.creatures[7].stats, courage: 80 }, elements: ['Fire'] });
    toStrike(brave);
    expect(stats(brave).elements(7)).toEqual(['Fire']);
  });
});

describe('CR 8.8.1.2 counted keyword grants: Xelfe\'s "Swift X", Glost\'s "Earth 5" per Conjuror in the discard pile', () => {
  it('Xelfe with 2 Mugic counters gives its target Range and Swift 2', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-35' }]);
    state.masters!.counters[0] = 2;
    resolve(state, byId('SS-35'), { controller: 0, source: 0, targets: [1] });
    expect(stats(state).total(1, 'swift')).toBe(2);
    expect(stats(state).keywords(1).map((a) => a.kind)).toContain('range');
  });

  it('Glost: two Conjuror Creature Cards in its controller\'s discard pile give it 10 Energy, "Earth 10" and "Air 10"', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-24' }, { seat: 0, index: 1, card: 'SS-22' }, { seat: 0, index: 2, card: 'SS-23' }]);
    const printed = stats(state).stat(0, 'energy');
    state.zones[0].generalDiscard.push('SS-22', 'SS-23');
    setSpace(state.creatures[1], null); // the discarded creatures left play
    setSpace(state.creatures[2], null);
    expect(stats(state).stat(0, 'energy')).toBe(printed + 10);
    expect(stats(state).total(0, 'element', undefined, (a) => a.element === 'Earth')).toBe(10);
  });
});

describe('counts read off the game: Khybon, Tassanil', () => {
  it('Brainwashed Khybon gains 5 Energy for each Battlegear Card in each general discard pile at the beginning of combat', () => {
    const setup = (gear: number) => {
      const state = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-10' }, { seat: 0, index: 1, card: 'MI-66' }]);
      // Battlegear destroyed earlier from creatures off the board, one in each player's pile.
      for (const [uid, seat] of [[2, 0], [8, 1]].slice(0, gear)) {
        state.zones[seat].generalDiscard.push(state.masters!.gear[uid]!.card);
        setGear(state.masters!, uid, null);
      }
      return toStrike(state);
    };
    expect(stats(setup(2)).stat(0, 'energy') - stats(setup(0)).stat(0, 'energy')).toBe(10);
  });

  it('Tassanil with Hive: 5 Energy for each Elemental Type among opposing creatures, each counted once; and it counts as a Mandiblor', () => {
    const state = game({ 4: 0, 7: 7, 8: 8 }, [{ seat: 0, index: 0, card: 'ZOTH-29' }]);
    Object.assign(state.creatures[7], { elements: ['Fire', 'Water'] });
    Object.assign(state.creatures[8], { elements: ['Fire'] });
    const before = stats(state).stat(0, 'energy');
    state.masters!.hive = true;
    expect(stats(state).stat(0, 'energy')).toBe(before + 10);
    const probe = new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: null, targets: [] });
    expect(probe.select({ select: 'all', filter: { subtype: 'Mandiblor' } })).toContain('0');
  });
});

describe('CR 8.8.2 an attack that would deal 0 deals 15 instead: Bladez', () => {
  it('Mud Balls (no damage) played by Bladez deals 15', () => {
    const mud = byId('PROTO-mud-balls') as Card & { damage: { base: number } };
    expect(mud.damage.base).toBe(0);
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-17' }]));
    state.zones[0].attackHand = [mud.id];
    mAct(state, 'strike', { card: mud.id });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.creatures[7].damage).toBe(15);
  });
});

describe('Mugic damage of one tribe: Dhilas (with Hive)', () => {
  it('a Danian Mugic its controller\'s creature plays deals 5 more; an UnderWorld one does not', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 8: 8 }, [{ seat: 0, index: 0, card: 'ROTO-17' }]);
    state.masters!.hive = true;
    resolve(state, byId('PROTO-swarm-song'), { controller: 0, source: 1, targets: [7], mugic: true, mugicCard: 'PROTO-swarm-song' });
    expect(state.creatures[7].damage).toBe(20);
    resolve(state, byId('DOP-183'), { controller: 0, source: 1, targets: [8], mugic: true, mugicCard: 'DOP-183' });
    expect(state.creatures[8].damage).toBe(20);
  });
});

describe('Jaidwarl (Brainwashed): "Target Creature loses all Elemental Types your Creatures have"', () => {
  it('the target loses the types its controller\'s creatures have, and keeps the others', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-3' }]);
    Object.assign(state.creatures[0], { elements: ['Fire'] });
    Object.assign(state.creatures[7], { elements: ['Fire', 'Water'] });
    const lose = ctx.effects('TOTT-3').brainwashed.find((e): e is AutomatedEffect => e.kind === 'automated' && /loses all/.test(e.text))!;
    applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [7] }), lose);
    expect(stats(state).elements(7)).toEqual(['Water']);
  });
});

describe('"While you control only Aivenna and Nivenna"', () => {
  it('Aivenna has 20 more Energy and Defender with Nivenna alone beside it; not with a third creature', () => {
    const pair = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'FUN-1' }, { seat: 0, index: 1, card: 'ROTO-11' }]);
    expect(stats(pair).stat(0, 'energy')).toBe(pair.creatures[0].energy + 20);
    expect(stats(pair).keywords(0).map((a) => a.kind)).toContain('defender');
    const three = game({ 4: 0, 3: 1, 5: 2, 7: 7 }, [{ seat: 0, index: 0, card: 'FUN-1' }, { seat: 0, index: 1, card: 'ROTO-11' }]);
    expect(stats(three).stat(0, 'energy')).toBe(three.creatures[0].energy);
    const alone = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'FUN-1' }]);
    expect(stats(alone).stat(0, 'energy')).toBe(alone.creatures[0].energy);
  });
});

describe('Discard a Mugic Card as a cost: Rath\'tab, Aa\'une the Oligarch', () => {
  const discarding = (card: string) => {
    const state = game({ 4: 0, 0: 1, 7: 7, 8: 8 }, [{ seat: 0, index: 0, card }]);
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.masters!.mugicHand[0].length).toBeGreaterThan(0);
    return state;
  };
  const ability = (card: string) => ctx.effects(card).normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');

  it('Rath\'tab removes every Mugic counter from the target engaged creature', () => {
    const state = discarding('MI-64');
    state.masters!.counters[7] = 3;
    const hand = state.masters!.mugicHand[0].length;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: ability('MI-64'), targets: [7] });
    expect(state.masters!.mugicHand[0].length).toBe(hand - 1);
    while (state.masters!.burst.length > 0 && state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.masters!.counters[7]).toBe(0);
  });

  it('Aa\'une the Oligarch makes the opponent sacrifice a creature of theirs', () => {
    const state = discarding('ROTO-29-aa-une-the-oligarch-2');
    const theirs = () => state.creatures.filter((c) => c.owner === 1 && c.space !== null).length;
    const before = theirs();
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: ability('ROTO-29-aa-une-the-oligarch-2') });
    while (state.masters!.burst.length > 0 && state.pending.kind === 'priority') mAct(state, 'pass');
    expect(theirs()).toBe(before - 1);
    expect(state.creatures.filter((c) => c.owner === 0 && c.space !== null)).toHaveLength(2);
  });
});

describe('Tomugar', () => {
  it('"gains 25 to a Discipline and loses 10 to another": two different Disciplines (the first options by default)', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-28' }]);
    const before = disciplinesOf(state, 7);
    resolve(state, byId('MI-28'), { controller: 0, source: 0, targets: [7] });
    const after = disciplinesOf(state, 7);
    expect(after.map((v, i) => v - before[i])).toEqual([25, -10, 0, 0]);
  });

  it('Brainwashed: "Target opponent discards a random Mugic Card", picked by the seeded RNG', () => {
    const state = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-28' }, { seat: 0, index: 1, card: 'MI-66' }]);
    const discard = ctx.effects('MI-28').brainwashed.find((e): e is AutomatedEffect => e.kind === 'automated')!;
    const hand = [...state.masters!.mugicHand[1]];
    const rng = JSON.stringify(state.rng);
    expect(hand.length).toBeGreaterThan(1);
    applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [] }), discard);
    expect(state.masters!.mugicHand[1]).toHaveLength(hand.length - 1);
    const gone = hand.find((c) => state.zones[1].generalDiscard.includes(c));
    expect(gone).toBeDefined();
    expect(JSON.stringify(state.rng)).not.toBe(rng);
    expect(state.masters!.mugicHand[0].length).toBeGreaterThan(0);
  });
});

describe('Phelphor: "Creatures lose Swift and cannot move or relocate into unoccupied spaces"', () => {
  it('after it resolves a creature may only move into an opposing creature (combat), and loses Swift', () => {
    // Takinom has "Swift 2." printed.
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-13' }, { seat: 0, index: 1, card: 'ROTO-42' }]);
    expect(stats(state).total(0, 'swift')).toBe(2);
    expect(reachable(state, ctx, 0).some((s) => state.board[s] === null)).toBe(true);
    const index = ctx.effects('ROTO-42').normal.filter((e) => e.kind === 'automated').findIndex((e) => e.kind === 'automated' && /lose Swift/.test(e.text));
    resolve(state, byId('ROTO-42'), { controller: 0, source: 1, targets: [] }, index);
    expect(stats(state).total(0, 'swift')).toBe(0);
    expect(reachable(state, ctx, 0)).toEqual([7]);
  });
});

describe('Dasalin with Hive: it does not have "Water 5" and has "{{MC}}: Heal 10 damage to target Mandiblor Creature"', () => {
  it('loses its printed Water 5 and gains the quoted ability while Hive is active', () => {
    const state = game({ 4: 0, 3: 1, 5: 2, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-19' }, { seat: 0, index: 1, card: 'ZOTH-18' }]);
    const water = () => stats(state).total(0, 'element', undefined, (a) => a.element === 'Water');
    expect(water()).toBe(5);
    state.masters!.hive = true;
    expect(water()).toBe(0);
    // The granted ability comes after its printed ones (granted.ts).
    state.masters!.counters[0] = 1;
    state.creatures[1].damage = 15;
    const free = [0, 1, 2, 6, 8, 9].find((sp) => state.board[sp] === null && boardFor(state.size).adjacent[5].includes(sp))!;
    mAct(state, 'move', { from: 5, to: free }); // a priority window
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: ctx.effects('ZOTH-19').normal.length, targets: [1] });
    while (state.masters!.burst.length > 0 && state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.creatures[1].damage).toBe(5);
  });
});
