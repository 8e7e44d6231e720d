import type { AttackCard, Card, MugicCard } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { withChoices } from '../src/engine/choices';
import { createContext } from '../src/engine/context';
import { EngineEffectContext } from '../src/engine/effect-context';
import { mugicCostFor } from '../src/engine/rule-mods';
import { Stats } from '../src/engine/stats';
import { targetable } from '../src/engine/targetable';
import type { ChaoticState,EngineDeck } from '../src/engine';
import { cards, UID } from './support';
import { arrangedMasters, mAct, mRules, withCreatures } from './masters-support';
import { setFaceUp, setGear, setSpace } from '../src/engine/board-writes';

const ctx = createContext(cards);
const set = (cards as unknown as { cards: Card[] }).cards;
const byName = (name: string): Card => set.find((c) => c.name === name)!;
const byId = (id: string): Card => set.find((c) => c.id === id)!;
const PLAIN = byName('Viperlash') as AttackCard; // 15 damage, no elements, no text

/** Both players pass until no priority window is open. */
function passAll(state: ChaoticState): void {
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

const effectCtx = (state: ChaoticState) => new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] });

/** Alice's `alice` (uid 0) on space 4, in the priority window after it moved to space 3, with `location` active. */
function inWindow(location: string | null, alice: string | null = null): ChaoticState {
  const decks = withCreatures(alice ? [{ seat: 0, index: 0, card: alice }] : []) as readonly [EngineDeck, EngineDeck];
  const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
  state.activeLocation = location ? { card: location, owner: 0 } : null;
  mAct(state, 'move', { from: 4, to: 3 });
  expect(state.pending.kind).toBe('priority');
  return state;
}

describe('CR 8.8.2 Silchaw\'s Mine: attacks that would deal more than 20 damage to Creatures with Earth deal 20 instead', () => {
  it('25 damage to Arias (Earth) becomes 20; to Krekk (Fire) it stays 25', () => {
    const state = exchange(byId('FAS-10').id, {}, [], (s) => {
      s.masters!.damageMods.push({ delta: 10, elements: [], disciplines: [], uid: null, until: 'end-of-turn' });
    });
    expect([state.creatures[UID.Arias].damage, state.creatures[UID.Krekk].damage]).toEqual([20, 25]);
  });
});

describe('CR 8.4.2 The Oligarch\'s Path: Creatures pay 4 less Mugic counters to play Mugic named Calling of Aa\'une', () => {
  it('Calling of Aa\'une costs 0 there and its printed 4 elsewhere; another Mugic pays in full', () => {
    const calling = byName("Calling of Aa'une") as MugicCard;
    const canon = byName('Canon of Casualty') as MugicCard;
    const state = arrangedMasters({ 4: 0, 7: 7 });
    expect(mugicCostFor(new Stats(state, ctx), 7, calling, 4)).toBe(4);
    state.activeLocation = { card: byId('ROTO-98').id, owner: 0 };
    expect(mugicCostFor(new Stats(state, ctx), 7, calling, 4)).toBe(0);
    expect(mugicCostFor(new Stats(state, ctx), 7, canon, 1)).toBe(1);
  });
});

describe('Gloom-mire Night: Creatures cannot be relocated by Mugic, abilities or Attacks', () => {
  it('a relocation does nothing there and moves the creature elsewhere', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.activeLocation = { card: byId('MI-201').id, owner: 0 };
    effectCtx(state).relocate('0', 'any-unoccupied');
    expect(state.creatures[0].space).toBe(4);
    state.activeLocation = null;
    effectCtx(state).relocate('0', 'any-unoccupied');
    expect(state.creatures[0].space).not.toBe(4);
  });
});

describe('Lake Ken-I-Po: Creatures cannot gain or lose Elemental Types from Mugic, Attacks or abilities', () => {
  it('Arias keeps Earth and does not gain Fire while it is active', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.masters!.elementMods.push({ uid: 0, element: 'Fire', has: true, until: 'end-of-turn' }, { uid: 0, element: 'Earth', has: false, until: 'end-of-turn' });
    expect(new Stats(state, ctx).elements(0)).toEqual(['Fire']);
    state.activeLocation = { card: byId('AU-200').id, owner: 0 };
    expect(new Stats(state, ctx).elements(0)).toEqual(['Earth']);
  });
});

describe('CR 8.4.4.1 Mugic counters that cannot be spent or gained', () => {
  it('Skeletal Springs: a Fluidmorpher gets no Mugic counters and cannot pay for its {{MC}} ability', () => {
    const aerdak = byName("Aer'dak").id;
    const free = inWindow(null, aerdak);
    free.masters!.counters[0] = 1;
    expect(mRules(free, 'activate', { creature: 0, from: 'creature', ability: 1, targets: [7] })).toEqual([]);
    const state = inWindow(byId('ROTO-96').id, aerdak);
    state.masters!.counters[0] = 1;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: 1, targets: [7] })).toEqual(['8.5.8']);
    expect(effectCtx(state).addMugicCounters('0', 2)).toBe(0);
    expect(effectCtx(state).addMugicCounters('7', 2)).toBe(2);
  });

  it('Rao\'Pa Sahkk (AU): a creature without Water cannot spend Mugic counters; one with Water can', () => {
    const asadab = byName('Asadab').id;
    const state = inWindow(byId('AU-207').id, asadab);
    state.masters!.counters[0] = 1;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: 0, targets: [7] })).toEqual([]);
    state.masters!.elementMods.push({ uid: 0, element: 'Water', has: false, until: 'end-of-turn' });
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: 0, targets: [7] })).toEqual(['8.5.8']);
  });

  it('Stormgrounds: a Minion\'s activated ability costs an additional Mugic counter', () => {
    const asadab = byName('Asadab').id;
    const state = inWindow(byId('MI-219').id, asadab);
    expect(state.creatures[0].subtypes).toContain('Minion');
    state.masters!.counters[0] = 1;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: 0, targets: [7] })).toEqual(['8.4.4.1']);
    state.masters!.counters[0] = 2;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: 0, targets: [7] });
    expect(state.masters!.counters[0]).toBe(0);
  });
});

describe('Star Towers of Kehn-sep: the controller of the engaged creature with higher Wisdom can move a Mugic counter', () => {
  it('removes a counter from one of their creatures and puts one on another of theirs; the other player does nothing', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7, 8: 8 });
    mAct(state, 'move', { from: 4, to: 7 });
    const stats = new Stats(state, ctx);
    const wiser = stats.stat(0, 'wisdom') > stats.stat(7, 'wisdom') ? 0 : 7;
    const other = wiser === 0 ? 7 : 0;
    const partner = wiser === 0 ? 1 : 8;
    expect(stats.stat(wiser, 'wisdom')).toBeGreaterThan(stats.stat(other, 'wisdom'));
    state.masters!.counters = state.masters!.counters.map(() => 1);
    const effect = ctx.effects(byId('AU-210').id).normal.find((e): e is AutomatedEffect => e.kind === 'automated')!;
    withChoices(state, ['yes', String(wiser), 'yes', String(partner)], () => applyEffect(effectCtx(state), effect));
    expect([state.masters!.counters[wiser], state.masters!.counters[partner], state.masters!.counters[other]]).toEqual([0, 2, 1]);
    // "If they do": with no counter to remove, none is put.
    state.masters!.counters = state.masters!.counters.map(() => 0);
    applyEffect(effectCtx(state), effect);
    expect(state.masters!.counters.every((n) => n === 0)).toBe(true);
  });
});

/** Alice's uid 0 strikes bob's uid 7 once each way with Viperlash under `location`; `board` adds creatures in play. */
function exchange(location: string, board: Record<number, number> = {}, changes: { seat: 0 | 1; index: number; card: string }[] = [], before?: (s: ChaoticState) => void, attack: string = PLAIN.id): ChaoticState {
  const state = arrangedMasters({ 4: 0, 7: 7, ...board }, { decks: withCreatures(changes) as readonly [EngineDeck, EngineDeck] });
  state.activeLocation = { card: location, owner: 0 };
  before?.(state);
  mAct(state, 'move', { from: 4, to: 7 });
  passAll(state);
  for (let i = 0; i < 2; i++) {
    const seat = (state.pending as { seat: 0 | 1 }).seat;
    state.zones[seat].attackHand = [attack];
    mAct(state, 'strike', { card: attack });
    passAll(state);
  }
  return state;
}

describe('Foothold Assault Trench: if all Creatures a player controls share a Tribe, that player\'s engaged Creature deals 5 more attack damage', () => {
  it('alice (only OverWorld) strikes for 5 more; bob (UnderWorld and Danian in play) does not', () => {
    const state = exchange(byId('TOTT-92').id, { 8: 8 }, [{ seat: 1, index: 2, card: byName('Hota').id }]);
    expect(state.creatures[8].tribe).toBe('Danian');
    expect([state.creatures[UID.Krekk].damage, state.creatures[UID.Arias].damage]).toEqual([PLAIN.damage.base + 5, PLAIN.damage.base]);
  });
});

describe('The Storm Tunnel (FUN): All attacks also count as Water attacks', () => {
  it('an innate "Water attacks deal 5 more" reaches a plain attack', () => {
    const more = (s: ChaoticState) => s.masters!.damageMods.push({ delta: 5, elements: ['Water'], disciplines: [], uid: null, until: 'end-of-turn' });
    const state = exchange(byId('FUN-100').id, {}, [], more);
    expect([state.creatures[UID.Krekk].damage, state.creatures[UID.Arias].damage]).toEqual([PLAIN.damage.base + 5, PLAIN.damage.base + 5]);
    const plain = exchange(byId('AU-214-the-golden-heptagon').id, {}, [], more);
    expect(plain.creatures[UID.Krekk].damage).toBe(PLAIN.damage.base);
  });
});

describe('Quarters of the Quartet: while a player controls exactly four Tribes, that player\'s Creatures have "Untargetable by opponents."', () => {
  it('alice\'s creatures cannot be targeted by bob once she controls four Tribes', () => {
    const tribe = (t: string) => set.find((c) => c.type === 'Creature' && (c as { tribe: string }).tribe === t)!.id;
    const changes = [{ seat: 0 as const, index: 1, card: tribe('Danian') }, { seat: 0 as const, index: 2, card: tribe('Mipedian') }, { seat: 0 as const, index: 3, card: tribe("M'arrillian") }];
    const state = arrangedMasters({ 4: 0, 5: 1, 6: 2, 7: 7 }, { decks: withCreatures(changes) as readonly [EngineDeck, EngineDeck] });
    state.activeLocation = { card: byId('FUN-98').id, owner: 1 };
    expect(targetable(state, new Stats(state, ctx), 0, 1, true)).toBe(true);
    state.board[3] = 3;
    setSpace(state.creatures[3], 3);
    expect(new Set([0, 1, 2, 3].map((u) => state.creatures[u].tribe)).size).toBe(4);
    const stats = new Stats(state, ctx);
    expect([targetable(state, stats, 0, 1, true), targetable(state, stats, 0, 0, true), targetable(state, stats, 7, 0, true)]).toEqual([false, true, true]);
  });
});

describe('Kaizeph: Creatures take 5 less damage from attacks they share an Elemental Type with', () => {
  it('a Fire and Air attack deals 5 less to Krekk (Fire), not to Arias (Earth)', () => {
    const fire = byName('Toxic Gust') as AttackCard; // 10 damage, Fire 5, Air 5, no text
    const state = exchange(byId('AU-198').id, {}, [], undefined, fire.id);
    // Krekk (Fire) strikes with its Fire bonus and takes 5 less; Arias (Earth) takes the full base damage.
    expect(state.creatures[UID.Krekk].damage).toBe(fire.damage.base - 5);
    expect(state.creatures[UID.Arias].damage).toBe(fire.damage.base + fire.damage.fire);
  });
});

describe('CR 8.3.1 Grand Hall of Muge\'s Summit: when a Mugic counter is removed from a Creature, 10 damage to the engaged Creature its controller controls', () => {
  it('alice pays Asadab\'s {{MC}} ability in combat: her engaged creature takes 10 damage, bob\'s none', () => {
    const decks = withCreatures([{ seat: 0, index: 0, card: byName('Asadab').id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
    state.activeLocation = { card: byId('ZOTH-94').id, owner: 1 };
    state.masters!.counters[0] = 1;
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.pending.kind).toBe('priority');
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: 0, targets: [0] });
    passAll(state);
    expect([state.creatures[0].damage, state.creatures[7].damage]).toEqual([10, 0]);
  });
});

describe('CR 8.8.2 Royal Mipedian Academy of Melee Arts: Non-attack damage is reduced to 0', () => {
  it('20 damage from a Mugic does nothing there, and all 20 elsewhere', () => {
    const state = inWindow(byId('ROTO-94').id);
    const mugicCtx = new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 1, source: 7, targets: [0], mugic: true });
    mugicCtx.dealDamage('0', 20);
    expect(state.creatures[0].damage).toBe(0);
    state.activeLocation = null;
    const again = new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 1, source: 7, targets: [0], mugic: true });
    again.dealDamage('0', 20);
    expect(state.creatures[0].damage).toBe(20);
  });

  it('in combat: attacks deal their damage, Recklessness damage is 0', () => {
    const reckless = byName('Magmon').id; // Recklessness 5
    const state = exchange(byId('ROTO-94').id, {}, [{ seat: 0, index: 0, card: reckless }]);
    // Magmon struck once (Recklessness 5 to itself reduced to 0) and was struck once by Viperlash.
    expect(state.creatures[0].damage).toBe(PLAIN.damage.base);
    expect(state.creatures[7].damage).toBeGreaterThanOrEqual(PLAIN.damage.base);
  });
});

describe('Shardcrafters\' Workshop: Shard Battlegear have "Equipped Creature deals an additional 5 attack damage."; Battlegear cannot be flipped face-down', () => {
  it('Arias with a face-up Shard strikes for 5 more; Krekk with other Battlegear does not', () => {
    const shard = byId('ROTO-69').id;
    const state = exchange(byId('TOTT-97').id, {}, [], (s) => { setGear(s.masters!, 0, { card: shard, faceUp: true, disarmed: false }); });
    expect([state.creatures[UID.Krekk].damage, state.creatures[UID.Arias].damage]).toEqual([PLAIN.damage.base + 5, PLAIN.damage.base]);
  });

  it('a flip face-down does nothing there, and turns the Battlegear elsewhere', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.activeLocation = { card: byId('TOTT-97').id, owner: 0 };
    setFaceUp(state.masters!.gear[0]!, true);
    effectCtx(state).flipBattlegear('0', 'down');
    expect(state.masters!.gear[0]!.faceUp).toBe(true);
    state.activeLocation = null;
    effectCtx(state).flipBattlegear('0', 'down');
    expect(state.masters!.gear[0]!.faceUp).toBe(false);
  });
});
