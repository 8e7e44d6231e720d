import type { Card, Element, LocationCard } from '../src/cards/card';
import { cards } from './support';
import { Stats } from '../src/engine/stats';
import { targetable } from '../src/engine/targetable';
import { abilityCounters } from '../src/engine/ability-cost';
import type { ChaoticState,Seat } from '../src/engine';
import { mAct } from './masters-support';
import { byName, ctx, game, gear, PLAIN, resolve, seatOf, toStrike } from './dop-support';
import { setFaceUp, setGear } from '../src/engine/board-writes';

const set = (cards as unknown as { cards: Card[] }).cards;
/** A Mipedian creature with no text: a tribe neither starter deck has. */
const MIPEDIAN = set.find((c) => c.type === 'Creature' && c.tribe === 'Mipedian' && c.text.trim() === '')!;
const location = (discipline: boolean) => set.find((c): c is LocationCard => c.type === 'Location' && /^(?:Courage|Power|Wisdom|Speed)$/.test(c.initiative) === discipline)!;

/** Who strikes first once alice's uid 0 has moved into bob's uid 7, and whom it strikes. */
function roles(state: ChaoticState): { seat: Seat; striker: number; target: number } {
  const seat = seatOf(state);
  return { seat, striker: seat === 0 ? 0 : 7, target: seat === 0 ? 7 : 0 };
}

type Prepare = (state: ChaoticState, r: ReturnType<typeof roles>) => void;

/** The damage the named attack deals to the creature it strikes, after `prepare` arranges the game. */
function dealt(attack: string, prepare: Prepare = () => {}, board: Record<number, number> = { 4: 0, 7: 7 }, changes: Parameters<typeof game>[1] = []): number {
  const state = toStrike(game(board, changes));
  const r = roles(state);
  prepare(state, r);
  const card = cards.byId(attack)?.id ?? byName(attack).id;
  const before = state.creatures[r.target].damage;
  state.zones[r.seat].attackHand = [card];
  mAct(state, 'strike', { card });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  return state.creatures[r.target].damage - before;
}

const elements = (state: ChaoticState, uid: number, has: readonly Element[]) => {
  for (const element of ['Fire', 'Air', 'Earth', 'Water'] as const) state.masters!.elementMods.push({ uid, element, has: has.includes(element), until: 'game' });
};
const more = (delta: number): Prepare => (state) => { state.masters!.damageMods.push({ delta, elements: [], disciplines: [], uid: null, until: 'game' }); };

describe('glossary Recklessness: Harnessed Rage deals damage equal to its Recklessness value', () => {
  it('a striker with Recklessness 10 adds 10; without Recklessness the line does nothing', () => {
    const reckless: Prepare = (state, r) => { state.masters!.granted.push({ uid: r.striker, ability: { kind: 'recklessness', x: 10 }, until: 'game' }); };
    expect(dealt('Harnessed Rage', reckless) - dealt('Harnessed Rage')).toBe(10);
  });
});

describe('CR 8.6.2.2 damage for each Tribe you control and each shared Elemental Type', () => {
  it('Unified Tribecharge: a second tribe on the striker\'s side adds 10', () => {
    const mipedians = [{ seat: 0 as const, index: 1, card: MIPEDIAN.id }, { seat: 1 as const, index: 2, card: MIPEDIAN.id }];
    const alone = dealt('Unified Tribecharge', () => {}, { 4: 0, 7: 7 }, mipedians);
    const two = dealt('Unified Tribecharge', () => {}, { 4: 0, 7: 7, 0: 1, 2: 8 }, mipedians);
    expect(alone).toBe(10 + 10);
    expect(two - alone).toBe(10);
  });

  it('Symmetry Slam: 5 for each element both engaged creatures have', () => {
    const shared: Prepare = (state, r) => { elements(state, r.striker, ['Fire', 'Water', 'Air']); elements(state, r.target, ['Water', 'Air']); };
    const none: Prepare = (state, r) => { elements(state, r.striker, ['Fire']); elements(state, r.target, ['Water']); };
    expect(dealt('Symmetry Slam', shared) - dealt('Symmetry Slam', none)).toBe(10);
  });
});

describe('CR 8.5.4 / 8.8.2 an attack\'s own damage reduced or capped', () => {
  it('Neuro Freeze deals 10 less to a creature with Water', () => {
    const water: Prepare = (state, r) => { elements(state, r.striker, []); elements(state, r.target, ['Water']); };
    const dry: Prepare = (state, r) => { elements(state, r.striker, []); elements(state, r.target, []); };
    expect(dealt('Neuro Freeze', dry) - dealt('Neuro Freeze', water)).toBe(10);
  });

  it('Burning Rain never deals more than 10, whatever adds to it', () => {
    expect(dealt('Burning Rain', more(30))).toBe(10);
  });

  it('Xerium Armor: attacks against the equipped creature deal at most 20; without it 45', () => {
    const armor: Prepare = (state, r) => { more(30)(state, r); gear(state, r.target, 'Xerium Armor'); };
    const bare: Prepare = (state, r) => { more(30)(state, r); setGear(state.masters!, r.target, null); };
    expect(dealt(PLAIN.name, bare)).toBeGreaterThan(20);
    expect(dealt(PLAIN.name, armor)).toBe(20);
  });

  it('Morphwrath deals 5 less for each Mugic counter on opposing Creatures', () => {
    const counters = (n: number): Prepare => (state, r) => { elements(state, r.striker, ['Water']); state.masters!.counters.fill(0); state.masters!.counters[r.target] = n; };
    expect(dealt('PROTO-47b', counters(0)) - dealt('PROTO-47b', counters(1))).toBe(5);
  });
});

describe('conditions of attacks read off the engine state', () => {
  it('Fire Stream deals 0 to an equipped creature (face-down Battlegear too)', () => {
    const fire: Prepare = (state, r) => elements(state, r.striker, ['Fire']);
    expect(dealt('Fire Stream', (s, r) => { fire(s, r); setGear(s.masters!, r.target, null); })).toBe(5);
    expect(dealt('Fire Stream', (s, r) => { fire(s, r); gear(s, r.target, 'Xerium Armor'); setFaceUp(s.masters!.gear[r.target]!, false); })).toBe(0);
  });

  it('Kha\'rall Crush: 10 more when the striker is equipped with a Shard, not with another Battlegear', () => {
    const shard = dealt('Kha\'rall Crush', (s, r) => gear(s, r.striker, 'Kha\'rall Amber Shard'));
    const other = dealt('Kha\'rall Crush', (s, r) => gear(s, r.striker, 'Xerium Armor'));
    expect(shard - other).toBe(10);
  });

  it('Invader\'s Tactics: 5 more when the opponent controls the active Location (CR 6.2)', () => {
    const location = byName('Stone Pillar').id;
    const theirs = dealt('Invader\'s Tactics', (s, r) => { s.activeLocation = { owner: (1 - r.seat) as Seat, card: location }; });
    const mine = dealt('Invader\'s Tactics', (s, r) => { s.activeLocation = { owner: r.seat, card: location }; });
    expect(theirs - mine).toBe(5);
  });

  it('Poison Steam deals 0 when you hold fewer Mugic Cards than your opponent', () => {
    const air: Prepare = (s, r) => elements(s, r.striker, ['Air']);
    const m = byName('Song of Surprisal').id;
    expect(dealt('Poison Steam', (s, r) => { air(s, r); s.masters!.mugicHand[r.seat] = []; s.masters!.mugicHand[1 - r.seat] = [m]; })).toBe(0);
    expect(dealt('Poison Steam', (s, r) => { air(s, r); s.masters!.mugicHand[r.seat] = [m]; s.masters!.mugicHand[1 - r.seat] = [m]; })).toBe(5);
  });

  it('Tidal Surge deals 0 to a creature with a Mugic counter', () => {
    const water: Prepare = (s, r) => elements(s, r.striker, ['Water']);
    expect(dealt('Tidal Surge', (s, r) => { water(s, r); s.masters!.counters[r.target] = 1; })).toBe(0);
    expect(dealt('Tidal Surge', (s, r) => { water(s, r); s.masters!.counters[r.target] = 0; })).toBe(5);
  });

  it('Strike of the Meek reads Scanned Energy: Hota (30 printed) deals 50 even with 40 more Energy; Lore (25) too, a 50-Energy creature not', () => {
    const hota = byName('Hota').id;
    const boosted: Prepare = (s, r) => { s.masters!.mods.push({ uid: r.striker, stat: 'energy', delta: 40, until: 'game' }); };
    const both = [{ seat: 0 as const, index: 0, card: hota }, { seat: 1 as const, index: 1, card: hota }];
    expect(dealt('Strike of the Meek', boosted, { 4: 0, 7: 7 }, both)).toBe(50);
    const big = (set: ChaoticState) => set.creatures.find((c) => c.energy > 30)!.card;
    const probe = game({ 4: 0, 7: 7 });
    const strong = [{ seat: 0 as const, index: 0, card: big(probe) }, { seat: 1 as const, index: 1, card: big(probe) }];
    expect(dealt('Strike of the Meek', () => {}, { 4: 0, 7: 7 }, strong)).toBe(0);
  });

  it('Xenocentric Wrath: 10 more when the engaged creatures share no Tribe', () => {
    const kin = [{ seat: 1 as const, index: 1, card: '' }];
    const probe = game({ 4: 0, 7: 7 });
    kin[0].card = probe.creatures[0].card; // bob fields a creature of alice's tribe
    const apart = dealt('Xenocentric Wrath');
    const same = dealt('Xenocentric Wrath', () => {}, { 4: 0, 7: 7 }, kin);
    expect(apart - same).toBe(10);
  });

  it('Carniwin: with two creatures in play (even) it deals no extra damage and the striker loses 10 Energy; with three it deals 10', () => {
    const even = dealt('Carniwin');
    const odd = dealt('Carniwin', () => {}, { 4: 0, 7: 7, 0: 1 });
    expect(odd - even).toBe(10);
  });

  it('Winterclaw: 15 more when the active Location\'s initiative is a Discipline', () => {
    const at = (card: string): Prepare => (s, r) => { elements(s, r.striker, []); s.activeLocation = { owner: r.seat, card }; };
    expect(dealt('Winterclaw', at(location(true).id)) - dealt('Winterclaw', at(location(false).id))).toBe(15);
  });

  it('CR 8.2.3.2 Poison Panic does not find itself in the attack discard pile, only another copy', () => {
    const water: Prepare = (s, r) => elements(s, r.striker, ['Water']);
    expect(dealt('Poison Panic', water)).toBe(10);
    expect(dealt('Poison Panic', (s, r) => { water(s, r); s.zones[r.seat].attackDiscard.push(byName('Poison Panic').id); })).toBe(5);
  });
});

/** The seat whose turn it is to strike plays `attack` and everyone passes until it resolves. */
function strikeNow(state: ChaoticState, attack: string): void {
  const seat = seatOf(state);
  const card = cards.byId(attack)?.id ?? byName(attack).id;
  state.zones[seat].attackHand = [card];
  mAct(state, 'strike', { card });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

describe('CR 8.8.2 Ultimate Warstance: "The next attack played this combat deals 0 damage"', () => {
  it('the reply deals 0, the attack after it deals its damage again', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const r = roles(state);
    elements(state, r.striker, ['Earth', 'Air']);
    strikeNow(state, 'Ultimate Warstance');
    const hit = state.creatures[r.striker].damage;
    strikeNow(state, PLAIN.id);
    expect(state.creatures[r.striker].damage).toBe(hit);
    const before = state.creatures[r.target].damage;
    strikeNow(state, PLAIN.id);
    expect(state.creatures[r.target].damage).toBeGreaterThan(before);
  });
});

describe('Sirocco: "Flip a face-down Battlegear you control face-up" (picked on resolution)', () => {
  it('an unengaged creature\'s face-down Battlegear of the striker\'s player turns face-up; the opponent\'s stays down', () => {
    const state = toStrike(game({ 4: 0, 7: 7, 0: 1, 2: 8 }));
    const r = roles(state);
    elements(state, r.striker, ['Air']);
    const mine = r.seat === 0 ? 1 : 8;
    const theirs = r.seat === 0 ? 8 : 1;
    for (const uid of [0, 7]) gear(state, uid, 'Xerium Armor');
    for (const uid of [mine, theirs]) { gear(state, uid, 'Xerium Armor'); setFaceUp(state.masters!.gear[uid]!, false); }
    strikeNow(state, 'Sirocco');
    expect(state.masters!.gear[mine]!.faceUp).toBe(true);
    expect(state.masters!.gear[theirs]!.faceUp).toBe(false);
  });
});

describe('Marksman\'s Preparation: "You can discard another card named Marksman\'s Preparation. If you do, deal an additional 30 damage and draw an Attack Card"', () => {
  it('with a second copy in hand: 30 more damage, the copy discarded and a card drawn; without one: neither', () => {
    const run = (copies: number) => {
      const state = toStrike(game({ 4: 0, 7: 7 }));
      const r = roles(state);
      const card = byName('Marksman\'s Preparation').id;
      state.zones[r.seat].attackHand = Array.from({ length: copies + 1 }, () => card);
      const before = state.creatures[r.target].damage;
      mAct(state, 'strike', { card });
      while (state.pending.kind === 'priority') mAct(state, 'pass');
      return { dealt: state.creatures[r.target].damage - before, hand: state.zones[r.seat].attackHand.length, discarded: state.zones[r.seat].attackDiscard.filter((c) => c === card).length };
    };
    const alone = run(0);
    const paired = run(1);
    expect(paired.dealt - alone.dealt).toBe(30);
    expect(paired.discarded).toBe(2);
    expect(alone.discarded).toBe(1);
    expect(paired.hand - alone.hand).toBe(1);
  });
});

describe('Mugic counters removed and put on', () => {
  it('Solar Flare removes as many counters as the striker has', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const r = roles(state);
    state.masters!.counters[r.striker] = 2;
    state.masters!.counters[r.target] = 3;
    resolve(state, byName('Solar Flare'), { controller: r.seat, source: r.striker, targets: [] });
    expect(state.masters!.counters[r.target]).toBe(1);
  });

  it('Deadwater Devastation removes every counter from the chosen creature (by default the first listed)', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const r = roles(state);
    elements(state, r.striker, ['Water']);
    state.masters!.counters[0] = 3;
    state.masters!.counters[7] = 2;
    resolve(state, byName('Deadwater Devastation'), { controller: r.seat, source: r.striker, targets: [] });
    expect([state.masters!.counters[0], state.masters!.counters[7]]).toEqual([0, 2]);
  });
});

describe('Granite Balls: "deal 10 damage unless your opponent removes a Mugic counter from their engaged Creature"', () => {
  it('the opponent pays a counter off their engaged creature and takes no extra damage; with none to pay, 10 more', () => {
    const warrior = set.find((c) => c.type === 'Creature' && c.subtypes.includes('Warrior') && c.text.trim() === '')!;
    const warriors = [{ seat: 0 as const, index: 0, card: warrior.id }, { seat: 1 as const, index: 1, card: warrior.id }];
    const paid = dealt('Granite Balls', (s, r) => { s.masters!.counters[r.target] = 2; s.masters!.counters[r.striker] = 0; }, { 4: 0, 7: 7 }, warriors);
    const unpaid = dealt('Granite Balls', (s, r) => { s.masters!.counters[r.target] = 0; }, { 4: 0, 7: 7 }, warriors);
    const state = toStrike(game({ 4: 0, 7: 7 }, warriors));
    const r = roles(state);
    state.masters!.counters[r.target] = 2;
    resolve(state, byName('Granite Balls'), { controller: r.seat, source: r.striker, targets: [] });
    expect(unpaid - paid).toBe(10);
    expect(state.masters!.counters[r.target]).toBe(1);
  });
});

describe('Electric Rain and Supercooled Rain: Mugic counters of the opposing side', () => {
  it('Electric Rain: the opposing engaged creature pays one more counter for an ability that costs counters, none more for a free one (CR 8.4.4.1)', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const r = roles(state);
    resolve(state, byName('Electric Rain'), { controller: r.seat, source: r.striker, targets: [] });
    const stats = new Stats(state, ctx);
    expect(abilityCounters(stats, r.target, 'creature', 1)).toBe(2);
    expect(abilityCounters(stats, r.target, 'creature', 0)).toBe(0);
    expect(abilityCounters(stats, r.striker, 'creature', 1)).toBe(1);
  });

  it('Inner Flood: a counter leaves the chosen creature and goes on another of the same player (by default the first of each)', () => {
    const state = toStrike(game({ 4: 0, 7: 7, 0: 1, 2: 8 }));
    const r = roles(state);
    elements(state, r.striker, ['Water']);
    state.masters!.counters.fill(0);
    state.masters!.counters[7] = 2;
    resolve(state, byName('Inner Flood'), { controller: r.seat, source: r.striker, targets: [] });
    expect([state.masters!.counters[7], state.masters!.counters[8], state.masters!.counters[0], state.masters!.counters[1]]).toEqual([1, 1, 0, 0]);
  });

  it('Supercooled Rain: the opponent removes four counters in all from among their creatures', () => {
    const state = toStrike(game({ 4: 0, 7: 7, 0: 1, 2: 8 }));
    const r = roles(state);
    const theirs = r.seat === 0 ? [7, 8] : [0, 1];
    const mine = r.seat === 0 ? [0, 1] : [7, 8];
    for (const uid of [...theirs, ...mine]) state.masters!.counters[uid] = 3;
    resolve(state, byName('Supercooled Rain'), { controller: r.seat, source: r.striker, targets: [] });
    expect(theirs.reduce((n, uid) => n + state.masters!.counters[uid], 0)).toBe(2);
    expect(mine.map((uid) => state.masters!.counters[uid])).toEqual([3, 3]);
  });
});

describe('Battlegear innate text in a real engine state', () => {
  it('CR 8.4.1.3 Challor: the equipped creature cannot be targeted by abilities, still by Mugic', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 7, 'Challor');
    const real = new Stats(state, ctx);
    expect(targetable(state, real, 7, 0, false)).toBe(false);
    expect(targetable(state, real, 7, 0, true)).toBe(true);
    setFaceUp(state.masters!.gear[7]!, false);
    expect(targetable(state, new Stats(state, ctx), 7, 0, false)).toBe(true);
  });
});
