import type { Card, CreatureCard, MugicCard } from '../src/cards/card';
import { boardFor } from '../src/engine/board';
import { EngineEffectContext } from '../src/engine/effect-context';
import { brainwashed, gearEffects } from '../src/engine/text-active';
import { mayPlayTribe } from '../src/engine/rule-mods';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { byName, ctx, game, gear, PLAIN, resolve, seatOf, toStrike } from './dop-support';

const PLAIN_NAME = PLAIN.name;
import { cards } from './support';
import { setFaceUp, setGear } from '../src/engine/board-writes';

const set = (cards as unknown as { cards: Card[] }).cards;
const creature = (test: (c: CreatureCard) => boolean) => set.find((c): c is CreatureCard => c.type === 'Creature' && test(c))!;
const DANIAN = creature((c) => c.tribe === 'Danian' && c.text.trim() === '');
const MINION = creature((c) => c.subtypes.includes('Minion'));
const KHARALL = byName('Ikub\'ra');
const ELEMENTALIST = creature((c) => c.subtypes.includes('Elementalist'));
const WARBEAST = creature((c) => c.subtypes.includes('Warbeast') && !/Recklessness/.test(c.text));
const CONJUROR = creature((c) => c.subtypes.includes('Conjuror') && !/Energy/.test(c.text));
const stats = (state: ChaoticState) => new Stats(state, ctx);
const seatOfUid = (state: ChaoticState, uid: number) => state.creatures[uid].owner;

/** Both players pass until the burst has resolved. */
function passAll(state: ChaoticState): void {
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

/** Alice's uid 0 moves to a free space next to space 4: a priority point (CR 6.3.2) where abilities may be played. */
function moveAside(state: ChaoticState): void {
  const to = boardFor(state.size).adjacent[4].find((s) => state.board[s] === null)!;
  mAct(state, 'move', { from: 4, to });
  expect(state.pending.kind).toBe('priority');
}

/** The damage an attack deals to the creature it strikes, after `prepare`. */
function dealt(attack: string, prepare: (s: ChaoticState, striker: number, target: number) => void, board: Record<number, number> = { 4: 0, 7: 7 }, changes: Parameters<typeof game>[1] = []): number {
  const state = toStrike(game(board, changes));
  const seat = seatOf(state);
  const [striker, target] = seat === 0 ? [0, 7] : [7, 0];
  prepare(state, striker, target);
  const card = cards.byId(attack)?.id ?? byName(attack).id;
  const before = state.creatures[target].damage;
  state.zones[seat].attackHand = [card];
  mAct(state, 'strike', { card });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  return state.creatures[target].damage - before;
}

describe('"Creature Type "Mandiblor" in addition to its other types" (Mandiblor Crown) and adjacency on attacks (Mandiblor Might)', () => {
  it('a crowned creature adjacent to the striker counts as a Mandiblor: 5 more damage', () => {
    // Combat puts both engaged creatures in the contested space (7): a creature is adjacent to the striker when it is adjacent to 7.
    const probe = game({ 4: 0, 7: 7 });
    const [a, b] = boardFor(probe.size).adjacent[7].filter((s) => probe.board[s] === null && s !== 4);
    const board = { 4: 0, 7: 7, [a]: 1, [b]: 8 };
    const crowned = (name: string) => (s: ChaoticState) => { gear(s, 1, name); gear(s, 8, name); };
    expect(dealt('Mandiblor Might', crowned('Mandiblor Crown'), board) - dealt('Mandiblor Might', crowned('Xerium Armor'), board)).toBe(5);
  });

  it('Parasite Tablet may be sacrificed only while the equipped creature is engaged (CR 8.4.4 "Play this ability only while")', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, 'Parasite Tablet');
    moveAside(state);
    const ability = gearEffects(state, ctx, 0).findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    expect(mRules(state, 'activate', { creature: 0, from: 'battlegear', ability })).toEqual(['8.4.4']);
  });
});

describe('CR 9.2.2 Crown of Aa\'une: Creature Type "Chieftain" in addition to its other types', () => {
  it('a Minion\'s Brainwashed text becomes active once another creature of its controller wears the Crown', () => {
    const state = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: MINION.id }]);
    expect(state.creatures.some((c) => c.owner === 0 && c.space !== null && c.subtypes.includes('Chieftain'))).toBe(false);
    setGear(state.masters!, 1, null);
    expect(brainwashed(state, 0, ctx)).toBe(false);
    gear(state, 1, 'Crown of Aa\'une');
    expect(brainwashed(state, 0, ctx)).toBe(true);
    setFaceUp(state.masters!.gear[1]!, false);
    expect(brainwashed(state, 0, ctx)).toBe(false);
  });
});

describe('CR 8.4.4 Obliterators: "Play this ability only while you control Dread Tread"', () => {
  it('refused without Dread Tread, played with it on another creature you control', () => {
    const run = (withTread: boolean) => {
      const state = game({ 4: 0, 0: 1, 7: 7 });
      gear(state, 0, 'Obliterators');
      if (withTread) gear(state, 1, 'Dread Tread');
      else setGear(state.masters!, 1, null);
      moveAside(state);
      const ability = gearEffects(state, ctx, 0).findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
      return mRules(state, 'activate', { creature: 0, from: 'battlegear', ability, targets: [7] });
    };
    expect(run(false)).toEqual(['8.4.4']);
    expect(run(true)).toEqual([]);
  });
});

describe('glossary Hive: Infight — "Hive cannot be Deactivated"', () => {
  it('after Infight resolves against a Danian, deactivating Hive does nothing this turn', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: DANIAN.id }, { seat: 1, index: 1, card: DANIAN.id }]));
    const seat = seatOf(state);
    const striker = seat === 0 ? 0 : 7;
    resolve(state, byName('Infight'), { controller: seat, source: striker, targets: [] });
    expect(state.masters!.hive).toBe(true);
    new EngineEffectContext(state, ctx, stats(state), { controller: seat, source: striker, targets: [] }).setHive(false);
    expect(state.masters!.hive).toBe(true);
  });
});

describe('Lucky Shot: lower in every Discipline and in Current Energy (Energy less damage)', () => {
  it('deals 40 more only while the striker\'s Current Energy is lower too', () => {
    const weak = (hurt: boolean) => (s: ChaoticState, striker: number) => {
      for (const stat of ['courage', 'power', 'wisdom', 'speed'] as const) s.masters!.mods.push({ uid: striker, stat, delta: -200, until: 'game' });
      s.masters!.mods.push({ uid: striker, stat: 'energy', delta: 200, until: 'game' });
      if (hurt) s.creatures[striker].damage = stats(s).stat(striker, 'energy') - 1;
    };
    expect(dealt('PE1-108', weak(true)) - dealt('PE1-108', weak(false))).toBe(40);
  });
});

describe('CR 4.1.6 Psi-mageddon: 20 damage for each Minion Creature Card in your general discard pile', () => {
  it('two Minions in the pile add 40; another creature card adds nothing', () => {
    const pile = (ids: string[]) => (s: ChaoticState, striker: number) => { s.zones[seatOfUid(s, striker)].generalDiscard.push(...ids); };
    expect(dealt('Psi-mageddon', pile([MINION.id, MINION.id, DANIAN.id])) - dealt('Psi-mageddon', pile([DANIAN.id]))).toBe(40);
  });
});

describe('CR 3.4.4.1 Muge\'s Tuningfork: "can play Mugic from any Tribe you control"', () => {
  it('the equipped creature may play Mugic of a tribe its controller controls, not of another', () => {
    const state = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 1, card: DANIAN.id }]);
    gear(state, 0, 'Muge\'s Tuningfork');
    const mugic = (tribe: string) => set.find((c): c is MugicCard => c.type === 'Mugic' && c.tribe === tribe)!;
    expect(mayPlayTribe(stats(state), 0, mugic('Danian'))).toBe(true);
    expect(mayPlayTribe(stats(state), 0, mugic('Mipedian'))).toBe(false);
    expect(mayPlayTribe(stats(state), 1, mugic('Danian'))).toBe(false);
  });
});

describe('Kha\'rall Battlegear', () => {
  it('Kha\'rall Shard of the Tidal Crest: 40 Energy at the beginning of combat with 8 Mugic counters among your creatures, not 7', () => {
    const run = (counters: number) => {
      const state = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: KHARALL.id }]);
      gear(state, 0, 'Kha\'rall Shard of the Tidal Crest');
      state.masters!.counters[0] = counters - 2;
      state.masters!.counters[1] = 2;
      const before = stats(state).stat(0, 'energy');
      resolve(state, byName('Kha\'rall Shard of the Tidal Crest'), { controller: 0, source: 0, targets: [] }, 1);
      return stats(state).stat(0, 'energy') - before;
    };
    expect(run(8)).toBe(40);
    expect(run(7)).toBe(0);
  });

  it('Shard of Solitude: while the equipped Kha\'rall is engaged, unengaged creatures may not play Mugic or activated abilities', () => {
    const state = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: KHARALL.id }]);
    gear(state, 0, 'Shard of Solitude');
    const banned = (s: ChaoticState) => stats(s).prohibitions().filter((b) => b.action === 'play-mugic').map((b) => b.uid);
    expect(banned(state)).toEqual([]);
    toStrike(state);
    expect(banned(state)).toContain(1);
    expect(banned(state)).not.toContain(0);
  });
});

describe('Hyperhover and Varanohs: innate text re-read as the game changes (CR 8.7.2.3)', () => {
  it('Hyperhover: Untargetable only once the equipped creature has moved this turn', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, 'Hyperhover');
    const untargetable = () => stats(state).keywords(0).some((a) => a.kind === 'untargetable');
    expect(untargetable()).toBe(false);
    moveAside(state);
    expect(untargetable()).toBe(true);
  });

  it('Varanohs: Range and Swift 1 for each Creature Card in your general discard pile', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, 'Varanohs');
    expect(stats(state).total(0, 'range')).toBe(0);
    expect(stats(state).total(0, 'swift')).toBe(0);
    state.zones[0].generalDiscard.push(DANIAN.id, MINION.id);
    expect(stats(state).keywords(0).some((a) => a.kind === 'range')).toBe(true);
    expect(stats(state).total(0, 'swift')).toBe(2);
  });
});

describe('Grantkae\'s Stance: "If you control: … A Mipedian Creature, the next attack played this turn deals 10 less damage"', () => {
  it('with a Mipedian, the reply deals 10 less; the Danian line adds 10 only with a Danian', () => {
    const MIPEDIAN = creature((c) => c.tribe === 'Mipedian' && c.text.trim() === '');
    const run = (tribal: CreatureCard) => {
      const state = toStrike(game({ 4: 0, 7: 7, 0: 1, 2: 8 }, [{ seat: 0, index: 1, card: tribal.id }, { seat: 1, index: 2, card: tribal.id }]));
      const seat = seatOf(state);
      const [striker, target] = seat === 0 ? [0, 7] : [7, 0];
      const card = byName('Grantkae\'s Stance').id;
      const before = state.creatures[target].damage;
      state.zones[seat].attackHand = [card];
      mAct(state, 'strike', { card });
      passAll(state);
      const first = state.creatures[target].damage - before;
      const hit = state.creatures[striker].damage;
      const reply = byName(PLAIN_NAME).id;
      state.zones[(1 - seat) as 0 | 1].attackHand = [reply];
      mAct(state, 'strike', { card: reply });
      passAll(state);
      return { first, reply: state.creatures[striker].damage - hit };
    };
    const mipedian = run(MIPEDIAN);
    const danian = run(DANIAN);
    expect(danian.first - mipedian.first).toBe(10);
    expect(danian.reply - mipedian.reply).toBe(10);
  });
});

describe('Double Edge: the chosen "Element 5" and "Recklessness 5" at the beginning of combat', () => {
  it('the first element offered (Fire) by default: Fire 5 and Recklessness 5, not the Fire type', () => {
    const state = game({ 4: 0, 7: 7 });
    for (const element of ['Fire', 'Air', 'Earth', 'Water'] as const) state.masters!.elementMods.push({ uid: 0, element, has: false, until: 'game' });
    gear(state, 0, 'Double Edge');
    resolve(state, byName('Double Edge'), { controller: 0, source: 0, targets: [] });
    expect(stats(state).total(0, 'element', undefined, (a) => a.element === 'Fire')).toBe(5);
    expect(stats(state).total(0, 'recklessness')).toBe(5);
    expect(stats(state).hasElement(0, 'Fire')).toBe(false);
  });
});

describe('CR 6.3.3 Sahrnokk: "Creatures cannot end their move in equipped Creature\'s space"', () => {
  it('once it is sacrificed, no creature may move into the equipped creature\'s space this turn', () => {
    const state = game({ 4: 0, 7: 7 });
    expect(mRules(state, 'move', { from: 4, to: 7 })).toEqual([]);
    gear(state, 7, 'Sahrnokk');
    resolve(state, byName('Sahrnokk'), { controller: 1, source: 7, targets: [] }, 0);
    expect(mRules(state, 'move', { from: 4, to: 7 })).toEqual(['6.3.3']);
  });
});

describe('Phobia Plates: challenges failed by the creature engaged with it, 10 less damage from Mugic', () => {
  const CHALLENGE = set.find((c): c is Card & { damage: { base: number } } => c.type === 'Attack' && /^Challenge Power (\d+): Deal (\d+) damage\.?$/.test(c.text.trim()))!;
  const bonus = Number(/Deal (\d+) damage/.exec(CHALLENGE.text)![1]);

  it('a creature engaged with the equipped one fails a Challenge it would win', () => {
    const strong = (plates: boolean) => (s: ChaoticState, striker: number, target: number) => {
      s.masters!.mods.push({ uid: striker, stat: 'power', delta: 200, until: 'game' });
      if (plates) gear(s, target, 'Phobia Plates');
      else setGear(s.masters!, target, null);
    };
    expect(dealt(CHALLENGE.id, strong(false)) - dealt(CHALLENGE.id, strong(true))).toBe(bonus);
  });

  it('Mugic damage to the equipped creature is 10 less (CR 8.5.4)', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 7, 'Phobia Plates');
    new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [], mugic: true }).dealDamage('7', 25);
    expect(state.creatures[7].damage).toBe(15);
  });
});

describe('CR 8.6.1.4 / 3.5.8.2 Bodal\'s Dagger: 10 more with non-Elemental and non-Discipline Attacks', () => {
  it('a plain attack deals 10 more; an Elemental one does not', () => {
    const dagger = (on: boolean) => (s: ChaoticState, striker: number) => {
      if (on) gear(s, striker, 'Bodal\'s Dagger');
      else setGear(s.masters!, striker, null);
      for (const element of ['Fire', 'Air', 'Earth', 'Water'] as const) s.masters!.elementMods.push({ uid: striker, element, has: element === 'Water', until: 'game' });
    };
    expect(dealt(PLAIN.id, dagger(true)) - dealt(PLAIN.id, dagger(false))).toBe(10);
    expect(dealt('Neuro Freeze', dagger(true)) - dealt('Neuro Freeze', dagger(false))).toBe(0);
  });
});

describe('Battlegear innate text on stats', () => {
  it('Citadel Fragments: 5 Energy and 5 in each Discipline for each Elemental Type it has', () => {
    const state = game({ 4: 0, 7: 7 });
    const plain = { energy: stats(state).stat(0, 'energy'), courage: stats(state).stat(0, 'courage') };
    gear(state, 0, 'Citadel Fragments');
    for (const element of ['Fire', 'Air', 'Earth', 'Water'] as const) state.masters!.elementMods.push({ uid: 0, element, has: element === 'Fire' || element === 'Water', until: 'game' });
    expect(stats(state).stat(0, 'energy') - plain.energy).toBe(10);
    expect(stats(state).stat(0, 'courage') - plain.courage).toBe(10);
  });

  it('Gigantroper: at the beginning of combat every value becomes 70', () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, 'Gigantroper');
    resolve(state, byName('Gigantroper'), { controller: 0, source: 0, targets: [] });
    expect((['courage', 'power', 'wisdom', 'speed', 'energy'] as const).map((s) => stats(state).stat(0, s))).toEqual([70, 70, 70, 70, 70]);
  });

  it('Elementalist Pauldrons: an equipped Elementalist has every element your creatures have', () => {
    const state = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: ELEMENTALIST.id }]);
    for (const element of ['Fire', 'Air', 'Earth', 'Water'] as const) state.masters!.elementMods.push({ uid: 1, element, has: element === 'Earth', until: 'game' });
    expect(stats(state).hasElement(0, 'Earth')).toBe(ELEMENTALIST.elements.includes('Earth'));
    gear(state, 0, 'Elementalist Pauldrons');
    expect(stats(state).hasElement(0, 'Earth')).toBe(true);
  });

  it('Warbeast Power Leash: an equipped Warbeast has Recklessness 5 and 5 Energy for each Conjuror you control', () => {
    const energy = (board: Record<number, number>) => {
      const state = game(board, [{ seat: 0, index: 0, card: WARBEAST.id }, { seat: 0, index: 1, card: CONJUROR.id }]);
      gear(state, 0, 'Warbeast Power Leash');
      expect(stats(state).total(0, 'recklessness')).toBe(5);
      return stats(state).stat(0, 'energy');
    };
    expect(energy({ 4: 0, 0: 1, 7: 7 }) - energy({ 4: 0, 7: 7 })).toBe(5);
  });
});

