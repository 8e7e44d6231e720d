import type { AttackCard, Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { createContext } from '../src/engine/context';
import { EngineEffectContext, type EffectSource } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,EngineDeck } from '../src/engine';
import { cards } from './support';
import { arrangedMasters, mAct, withCreatures } from './masters-support';
import { setGear } from '../src/engine/board-writes';

const ctx = createContext(cards);
const set = (cards as unknown as { cards: Card[] }).cards;
/** The first printing of a real card by name. */
const byName = (name: string): Card => set.find((c) => c.name === name)!;
const PLAIN = (set as AttackCard[]).find((c) => c.type === 'Attack' && c.text.trim() === '' && c.damage.base >= 15
  && c.damage.fire === 0 && c.damage.air === 0 && c.damage.earth === 0 && c.damage.water === 0)!;

/** Alice's creature (uid 0, space 4) attacks bob's uid 7 on space 7, then both pass to the strike. */
function toStrike(alice: string | null, bob: string | null, extraBoard: Record<number, number> = {}, more: { seat: 0 | 1; index: number; card: string }[] = [], before?: (s: ChaoticState) => void): ChaoticState {
  const changes = [...(alice ? [{ seat: 0 as const, index: 0, card: alice }] : []), ...(bob ? [{ seat: 1 as const, index: 1, card: bob }] : []), ...more];
  const state = arrangedMasters({ 4: 0, 7: 7, ...extraBoard }, { decks: withCreatures(changes) as readonly [EngineDeck, EngineDeck] });
  before?.(state);
  mAct(state, 'move', { from: 4, to: 7 });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  expect(state.pending.kind).toBe('strike');
  return state;
}

function strike(state: ChaoticState, attack: string): void {
  const seat = (state.pending as { seat: 0 | 1 }).seat;
  state.zones[seat].attackHand = [attack];
  mAct(state, 'strike', { card: attack });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

/** Resolves the `index`-th ability of a real card against an engine state, as the engine does. */
function resolve(state: ChaoticState, card: Card, from: EffectSource, index = 0): void {
  const effect = ctx.effects(card.id).normal.filter((e): e is AutomatedEffect => e.kind === 'automated')[index];
  expect(effect).toBeDefined();
  applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), from), effect);
}

const tribeOf = (state: ChaoticState, uid: number) => state.creatures[uid].tribe;

describe('CR 8.6.2.2 attacks deal additional damage to some creatures (Hammerdoom Chantcaller)', () => {
  const hammerdoom = set.find((c) => c.name === 'Hammerdoom Chantcaller' && /^Hive: Fireproof 10/.test(c.text))!;
  it('an attack it plays deals 5 more to an UnderWorld creature, and no more to another tribe', () => {
    const state = toStrike(hammerdoom.id, null);
    expect(tribeOf(state, 7)).toBe('UnderWorld');
    strike(state, PLAIN.id);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base + 5);
    const other = toStrike(hammerdoom.id, byName('Kinnianne').id);
    strike(other, PLAIN.id);
    expect(other.creatures[7].damage).toBe(PLAIN.damage.base);
  });
});

describe('CR 8.5.4 the first attack against Lomma each combat deals 10 less damage', () => {
  it('only the first attack against it is reduced', () => {
    const state = toStrike(null, byName('Lomma').id);
    strike(state, PLAIN.id);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base - 10);
    strike(state, PLAIN.id); // Lomma strikes back
    strike(state, PLAIN.id);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base - 10 + PLAIN.damage.base);
  });
});

describe('glossary Recklessness: Fivarth reduces Recklessness damage to Warbeast creatures its controller controls by 5', () => {
  it('Blazvatan (Recklessness 25) takes 20', () => {
    const blazvatan = byName('Blazvatan');
    expect(blazvatan.subtypes).toContain('Warbeast');
    const state = toStrike(blazvatan.id, null, { 0: 1 }, [{ seat: 0, index: 1, card: byName('Fivarth').id }]);
    strike(state, PLAIN.id);
    expect(state.creatures[0].damage).toBe(20);
  });
});

describe('CR 8.8.2 a replacement of Mugic damage: Gnarlus', () => {
  it('damage dealt to Gnarlus by Mugic is reduced to 0, by an attack it is not', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks: withCreatures([{ seat: 1, index: 1, card: byName('Gnarlus').id }]) });
    resolve(state, byName('Canon of Casualty'), { controller: 0, source: 0, targets: [7], mugic: true });
    expect(state.creatures[7].damage).toBe(0);
    resolve(state, byName('Canon of Casualty'), { controller: 0, source: 0, targets: [7] });
    expect(state.creatures[7].damage).toBe(20);
  });
});

describe('CR 8.5.4 Drakness: Mugic played by its controller\'s creatures deal an additional 5 damage', () => {
  it('Canon of Casualty deals 25 when an alice creature plays it with Drakness in play', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 }, { decks: withCreatures([{ seat: 0, index: 1, card: byName('Drakness').id }]) });
    resolve(state, byName('Canon of Casualty'), { controller: 0, source: 0, targets: [7], mugic: true });
    expect(state.creatures[7].damage).toBe(25);
    const without = arrangedMasters({ 4: 0, 7: 7 });
    resolve(without, byName('Canon of Casualty'), { controller: 0, source: 0, targets: [7], mugic: true });
    expect(without.creatures[7].damage).toBe(20);
  });
});

describe('Kinnianne: Mipedian creatures its controller controls are healed an additional 5 damage', () => {
  it('Ranun heals 10 + 5 to a Mipedian (Gnarlus), 10 to Kinnianne herself (OverWorld)', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: byName('Gnarlus').id }, { seat: 0, index: 1, card: byName('Kinnianne').id }]) });
    state.creatures[0].damage = 30;
    state.creatures[1].damage = 30;
    resolve(state, byName('Ranun'), { controller: 0, source: 0, targets: [0] }, 1);
    expect(state.creatures[0].damage).toBe(15);
    resolve(state, byName('Ranun'), { controller: 0, source: 0, targets: [1] }, 1);
    expect(state.creatures[1].damage).toBe(20);
  });
});

describe('CR 8.4.2 Mugic costs: Glacier Plains makes UnderWorld Mugic cost an additional counter', () => {
  it('Canon of Casualty (cost 1) cannot be paid with 1 counter, can with 2', () => {
    const state = arrangedMasters({ 4: 7, 7: 0 }, { active: 1 });
    state.activeLocation = { card: byName('Glacier Plains').id, owner: 0 };
    mAct(state, 'move', { from: 4, to: 3 });
    expect(state.pending.kind).toBe('priority');
    const canon = byName('Canon of Casualty').id;
    state.masters!.mugicHand[1] = [canon];
    state.masters!.counters[7] = 1;
    expect(() => mAct(state, 'play-mugic', { card: canon, caster: 7, targets: [0] })).toThrow(/8\.4\.2\.1 chaotic\/mugic-cost-unpaid .*costs 2/);
    state.masters!.counters[7] = 2;
    mAct(state, 'play-mugic', { card: canon, caster: 7, targets: [0] });
    expect(state.masters!.counters[7]).toBe(0);
  });
});

describe('CR 3.4.4.1 Heptadd can play Mugic of any tribe', () => {
  it('an OverWorld Heptadd plays UnderWorld Canon of Casualty; another OverWorld creature cannot', () => {
    const state = arrangedMasters({ 4: 0, 0: 1, 7: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: byName('Heptadd').id }]) });
    mAct(state, 'move', { from: 4, to: 3 });
    const canon = byName('Canon of Casualty').id;
    state.masters!.mugicHand[0] = [canon, canon];
    state.masters!.counters[0] = 1;
    state.masters!.counters[1] = 1;
    expect(() => mAct(state, 'play-mugic', { card: canon, caster: 1, targets: [7] })).toThrow(/mugic-wrong-tribe/);
    mAct(state, 'play-mugic', { card: canon, caster: 0, targets: [7] });
    expect(state.masters!.burst.map((i) => i.card)).toEqual([canon]);
  });
});

describe('"has no abilities and cannot gain abilities": Stone Mail on Takinom (Strike 10)', () => {
  it('the equipped creature has no keyword, and its first attack gets no Strike', () => {
    // Stone Mail also says "All damage dealt to equipped Creature is increased by 5": not to the creature it attacks.
    // Equipped once engaged: Stone Mail's "Equipped Creature cannot move" would stop the move into combat.
    const state = toStrike('ROTO-13', null);
    setGear(state.masters!, 0, { card: byName('Stone Mail').id, faceUp: true, disarmed: false });
    expect(new Stats(state, ctx).keywords(0)).toEqual([]);
    strike(state, PLAIN.id);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base);
    strike(state, PLAIN.id); // the opposing creature strikes back: CR 8.5.4, 5 more to the equipped creature
    expect(state.creatures[0].damage).toBe(PLAIN.damage.base + 5);
  });
});

describe('creature filters read every field (CR 2.2.2.1 names, subtypes, stats)', () => {
  it('Gothos Tower: creatures not named Lord Van Bloot have 10 less Courage', () => {
    const lvb = byName('Lord Van Bloot');
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks: withCreatures([{ seat: 1, index: 1, card: lvb.id }]) });
    state.activeLocation = { card: byName('Gothos Tower').id, owner: 0 };
    const stats = new Stats(state, ctx);
    expect(stats.stat(7, 'courage')).toBe(state.creatures[7].stats.courage);
    expect(stats.stat(0, 'courage')).toBe(state.creatures[0].stats.courage - 10);
  });

  it('Ixxik: "Other Creatures you control have 10 less Energy" leaves Ixxik and the opponent\'s creatures out', () => {
    const ixxik = byName('Ixxik');
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: ixxik.id }]) });
    const stats = new Stats(state, ctx);
    expect(state.creatures[0].card).toBe(ixxik.id);
    expect(state.creatures[1].owner).toBe(state.creatures[0].owner);
    expect([0, 1, 7].map((uid) => stats.stat(uid, 'energy') - state.creatures[uid].energy)).toEqual([0, -10, 0]);
  });

  it('Cyclone Slam deals 20 more only when the striking creature is a Warbeast', () => {
    const slam = byName('Cyclone Slam');
    const warbeast = toStrike(byName('Blazvatan').id, null);
    resolve(warbeast, slam, { controller: 0, source: 0, targets: [] });
    expect(warbeast.creatures[7].damage).toBe(20);
    const other = toStrike(null, null);
    expect(other.creatures[0].subtypes).not.toContain('Warbeast');
    resolve(other, slam, { controller: 0, source: 0, targets: [] });
    expect(other.creatures[7].damage).toBe(0);
  });

  it("Ihun'kalin destroys a target engaged creature only with 0 Speed", () => {
    const state = toStrike(null, null);
    const ability = byName("Ihun'kalin");
    resolve(state, ability, { controller: 0, source: 0, targets: [7] });
    expect(state.creatures[7].damage).toBe(0);
    state.masters!.mods.push({ uid: 7, stat: 'speed', delta: -1000, until: 'end-of-turn' });
    resolve(state, ability, { controller: 0, source: 0, targets: [7] });
    expect(state.creatures[7].damage).toBe(new Stats(state, ctx).stat(7, 'energy'));
  });
});

describe('CR 8.8.2 "damage dealt by this attack is reduced to 0" (Pillar Quake, Force Balls)', () => {
  it('Pillar Quake deals nothing to a Danian creature', () => {
    const danian = set.find((c) => c.type === 'Creature' && 'tribe' in c && c.tribe === 'Danian' && c.text.trim() === '')!;
    const quake = byName('Pillar Quake') as AttackCard;
    const state = toStrike(null, danian.id);
    strike(state, quake.id);
    expect(state.creatures[7].damage).toBe(0);
  });

  it('Force Balls deals nothing while its player controls a non-OverWorld creature (a notTribes filter)', () => {
    const balls = byName('Force Balls') as AttackCard;
    const overworldOnly = toStrike(null, null);
    expect(overworldOnly.creatures.filter((c) => c.owner === 0 && c.space !== null).every((c) => c.tribe === 'OverWorld')).toBe(true);
    strike(overworldOnly, balls.id);
    expect(overworldOnly.creatures[7].damage).toBeGreaterThanOrEqual(balls.damage.base);
    const mixed = toStrike(null, null, { 0: 1 }, [{ seat: 0, index: 1, card: byName('Gnarlus').id }]);
    strike(mixed, balls.id);
    expect(mixed.creatures[7].damage).toBe(0);
  });
});

describe('CR 9.1 infected and ability filters (Infectious Implosion, Blind Fury)', () => {
  it('Infectious Implosion deals its 10 only to an Infected opposing creature', () => {
    const implosion = byName('Infectious Implosion');
    const state = toStrike(null, null);
    resolve(state, implosion, { controller: 0, source: 0, targets: [] });
    expect(state.creatures[7].damage).toBe(0);
    state.masters!.infected.push(7);
    resolve(state, implosion, { controller: 0, source: 0, targets: [] });
    expect(state.creatures[7].damage).toBe(10);
  });

  it('Blind Fury deals its 5 only when the striking creature has Recklessness (Klasp)', () => {
    const fury = byName('Blind Fury');
    const klasp = toStrike(byName('Klasp').id, null);
    resolve(klasp, fury, { controller: 0, source: 0, targets: [] });
    expect(klasp.creatures[7].damage).toBe(5);
    const other = toStrike(null, null);
    resolve(other, fury, { controller: 0, source: 0, targets: [] });
    expect(other.creatures[7].damage).toBe(0);
  });
});
