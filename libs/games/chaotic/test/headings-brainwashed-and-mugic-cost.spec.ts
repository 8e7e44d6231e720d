import type { MugicCard } from '../src/cards/card';
import { conditionHolds } from '../src/effects/conditions';
import { abilityCounters } from '../src/engine/ability-cost';
import { EngineEffectContext } from '../src/engine/effect-context';
import { mugicCostFor, recklessnessDamage } from '../src/engine/rule-mods';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { brainwashed } from '../src/engine/text-active';
import { byName, ctx, game, gear, resolve } from './dop-support';
import { setGear } from '../src/engine/board-writes';

const stats = (state: ChaoticState) => new Stats(state, ctx);
const keywords = (state: ChaoticState, uid: number, against?: number) => stats(state).keywords(uid, against);
const has = (state: ChaoticState, uid: number, kind: string) => keywords(state, uid).some((a) => a.kind === kind);

describe('CR 6.1 "On an opponent\'s turn, Tangath Toborn has: "Fire 5" while you control an UnderWorld Creature …"', () => {
  it('bob\'s Tangath Toborn (with UnderWorld creatures) has Fire 5 on alice\'s turn only', () => {
    const state = game({ 4: 0, 7: 7, 8: 6 }, [{ seat: 1, index: 1, card: 'FUN-7' }]);
    expect(state.creatures[6].tribe).toBe('UnderWorld');
    state.active = 0;
    expect(keywords(state, 7)).toContainEqual({ kind: 'element', element: 'Fire', x: 5 });
    expect(has(state, 7, 'disarm')).toBe(false); // bob controls no Mipedian
    state.active = 1;
    expect(keywords(state, 7)).not.toContainEqual({ kind: 'element', element: 'Fire', x: 5 });
  });

  it('Grantkae: on its controller\'s turn, with an OverWorld Creature, its other creatures have 25 more in all Disciplines', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'FUN-27' }]);
    expect(state.creatures[1].tribe).toBe('OverWorld');
    state.active = 0;
    expect(stats(state).stat(1, 'courage')).toBe(state.creatures[1].stats.courage + 25);
    expect(stats(state).stat(0, 'courage')).toBe(state.creatures[0].stats.courage); // not Grantkae itself
    state.active = 1;
    expect(stats(state).stat(1, 'courage')).toBe(state.creatures[1].stats.courage);
  });
});

describe('CR 8.8.1.2 Kolmo has one "Invisibility: Strike 10" for each Elemental Type the opposing engaged Creature has', () => {
  it('engaged with a creature of two elements, its Strike against it totals 20', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-67' }]);
    state.combat = { attacker: 0, defender: 7, space: 7, showdown: false, striker: 0, zeroDamageStreak: 0 };
    const n = stats(state).elements(7).length;
    expect(n).toBeGreaterThan(0);
    expect(stats(state).total(0, 'strike', 7)).toBe(10 * n);
    state.masters!.elementMods.push({ uid: 7, element: 'Fire', has: !stats(state).hasElement(7, 'Fire'), until: 'end-of-turn' });
    const m = stats(state).elements(7).length;
    expect(m).not.toBe(n);
    expect(stats(state).total(0, 'strike', 7)).toBe(10 * m);
  });
});

describe('Ulmar: Minion Creatures cannot play activated abilities if their controller also controls a Chieftain Creature', () => {
  const minionBanned = (state: ChaoticState, uid: number) => stats(state).prohibitions().some((b) => b.action === 'play-activated-abilities' && b.uid === uid);

  it('alice\'s Minion (Ebberim) is banned while she controls a Chieftain (Ebena\'bakku), not without one', () => {
    const withChief = game({ 4: 0, 3: 1, 5: 2 }, [{ seat: 0, index: 0, card: 'LR-4' }, { seat: 0, index: 1, card: 'MI-46' }, { seat: 0, index: 2, card: 'MI-57' }]);
    expect(minionBanned(withChief, 1)).toBe(true);
    expect(minionBanned(withChief, 2)).toBe(false);
    const without = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'LR-4' }, { seat: 0, index: 1, card: 'MI-46' }]);
    expect(minionBanned(without, 1)).toBe(false);
  });
});

describe('equipped or not: Klik\'ssi with a Shard, Kamangareth\'s unequipped creatures', () => {
  it('Klik\'ssi has "Water 5" while equipped with a Shard Battlegear (Kha\'rall Amber Shard), not with another', () => {
    const state = game({ 4: 0 }, [{ seat: 0, index: 0, card: 'AU-78' }]);
    gear(state, 0, "Kha'rall Amber Shard");
    expect(keywords(state, 0)).toContainEqual({ kind: 'element', element: 'Water', x: 5 });
    const other = game({ 4: 0 }, [{ seat: 0, index: 0, card: 'AU-78' }]);
    gear(other, 0, 'Aqua Shield');
    expect(ctx.cards.byId(other.masters!.gear[0]!.card)?.subtypes ?? []).not.toContain('Shard');
    expect(keywords(other, 0)).not.toContainEqual({ kind: 'element', element: 'Water', x: 5 });
  });

  it('Kamangareth with a Danian Creature: unequipped creatures its controller controls have "Outperform Power 5"', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'FUN-12' }, { seat: 0, index: 1, card: 'FUN-20' }]);
    expect(state.creatures[1].tribe).toBe('Danian');
    setGear(state.masters!, 1, null);
    expect(keywords(state, 1)).toContainEqual({ kind: 'outperform', disciplines: ['power'], x: 5 });
    const alone = game({ 4: 0 }, [{ seat: 0, index: 0, card: 'FUN-12' }]);
    setGear(alone.masters!, 0, null);
    expect(keywords(alone, 0)).not.toContainEqual({ kind: 'outperform', disciplines: ['power'], x: 5 }); // no Danian
    gear(state, 1, "Kha'rall Amber Shard");
    expect(keywords(state, 1)).not.toContainEqual({ kind: 'outperform', disciplines: ['power'], x: 5 });
  });
});

describe('CR 8.4.2 Najarin pays 1 less Mugic counter to play Mugic Cards, to a minimum of 1', () => {
  it('a Mugic costing 2 costs Najarin 1, one costing 1 still 1; another creature pays the printed cost', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'AU-18' }]);
    const mugics = (ctx.cards as unknown as { cards: MugicCard[] }).cards.filter((c): c is MugicCard => c.type === 'Mugic' && typeof c.mugicCost === 'number');
    const two = mugics.find((c) => c.mugicCost === 2)!;
    const one = mugics.find((c) => c.mugicCost === 1)!;
    expect(mugicCostFor(stats(state), 0, two, 2)).toBe(1);
    expect(mugicCostFor(stats(state), 0, one, 1)).toBe(1);
    expect(mugicCostFor(stats(state), 1, two, 2)).toBe(2);
  });
});

describe('CR 9.2 Wilt\'dred: a Minion treated as if its controller did not control a Chieftain; Jorre: Swift X by tribes', () => {
  it('Ebberim (a Minion) next to a Chieftain is Brainwashed until Wilt\'dred\'s ability resolves on it', () => {
    const state = game({ 4: 0, 3: 1, 5: 2 }, [{ seat: 0, index: 0, card: 'FUN-38' }, { seat: 0, index: 1, card: 'MI-46' }, { seat: 0, index: 2, card: 'MI-57' }]);
    expect(brainwashed(state, 1)).toBe(true);
    resolve(state, ctx.cards.byId('FUN-38')!, { controller: 0, source: 0, targets: [1] });
    expect(brainwashed(state, 1)).toBe(false);
    expect(brainwashed(state, 2)).toBe(false); // the Chieftain is no Minion
  });

  it('Jorre gives its target Range and Swift equal to the tribes its controller has', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'FUN-28' }, { seat: 0, index: 1, card: 'FUN-20' }]);
    const tribes = new Set([0, 1].map((u) => state.creatures[u].tribe)).size;
    expect(tribes).toBe(2);
    resolve(state, ctx.cards.byId('FUN-28')!, { controller: 0, source: 0, targets: [1] });
    expect(stats(state).total(1, 'swift')).toBe(2);
    expect(has(state, 1, 'range')).toBe(true);
  });
});

describe('glossary Recklessness: Habekh reduces Recklessness damage to each Warbeast by 10 per Elemental Type it has', () => {
  it('Blazvatan takes 10 less for each of its elements', () => {
    const state = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'AU-61' }, { seat: 0, index: 1, card: byName('Blazvatan').id }]);
    const n = stats(state).elements(1).length;
    expect(n).toBeGreaterThan(0);
    expect(recklessnessDamage(stats(state), 1, 25)).toBe(Math.max(0, 25 - 10 * n));
    state.masters!.elementMods.push({ uid: 1, element: 'Water', has: !stats(state).hasElement(1, 'Water'), until: 'game' });
    const m = stats(state).elements(1).length;
    expect(recklessnessDamage(stats(state), 1, 25)).toBe(Math.max(0, 25 - 10 * m));
    expect(recklessnessDamage(stats(state), 0, 25)).toBe(25); // Habekh is no Warbeast
  });
});

describe('CR 8.4.4.1 Nivenna\'s ability costs 1 less while its controller controls only Nivenna and Aivenna', () => {
  it('2 counters become 1 with only the two in play; a third creature brings the cost back', () => {
    const only = game({ 4: 0, 3: 1 }, [{ seat: 0, index: 0, card: 'FUN-14' }, { seat: 0, index: 1, card: 'FUN-1' }]);
    expect(abilityCounters(stats(only), 0, 'creature', 2)).toBe(1);
    const more = game({ 4: 0, 3: 1, 5: 2 }, [{ seat: 0, index: 0, card: 'FUN-14' }, { seat: 0, index: 1, card: 'FUN-1' }]);
    expect(abilityCounters(stats(more), 0, 'creature', 2)).toBe(2);
  });
});

describe('Arrthoa: its controller\'s other creatures with Water succeed on all Discipline checks on attacks they play', () => {
  const check = { kind: 'stat-check', stat: 'courage', x: 500 } as const;
  const holds = (state: ChaoticState, striker: number) => conditionHolds(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: striker, targets: [] }), check);

  it('alice\'s engaged creature with Water passes a Stat Check Courage 500; without Water, or without Arrthoa, it does not', () => {
    const state = game({ 4: 0, 7: 7, 3: 1 }, [{ seat: 0, index: 1, card: 'AU-6' }]);
    state.combat = { attacker: 0, defender: 7, space: 7, showdown: false, striker: 0, zeroDamageStreak: 0 };
    const water = (on: boolean) => state.masters!.elementMods.push({ uid: 0, element: 'Water', has: on, until: 'game' });
    water(true);
    expect(holds(state, 0)).toBe(true);
    water(false);
    water(false);
    expect(holds(state, 0)).toBe(false);
    const alone = game({ 4: 0, 7: 7 });
    alone.combat = { attacker: 0, defender: 7, space: 7, showdown: false, striker: 0, zeroDamageStreak: 0 };
    alone.masters!.elementMods.push({ uid: 0, element: 'Water', has: true, until: 'game' });
    expect(holds(alone, 0)).toBe(false);
  });
});
