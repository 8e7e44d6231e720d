import type { AttackCard } from '../src/cards/card';
import type { Seat } from '../src/engine';
import { mAct } from './masters-support';
import { byName, ctx, game, gear, PLAIN, resolve, seatOf, WATER } from './dop-support';
import { Stats } from '../src/engine/stats';
import { card, fight, type Fight, LAVALANCHE, mod, nearlyDefeated, stat, strike } from './trigcombat-support';
import { setGear } from '../src/engine/board-writes';

describe('CR 8.3.1 "deals N or more attack damage" (Sinister Statuette, Bodal\'s Element Converter)', () => {
  it('Sinister Statuette: 15 damage makes the opposing creature lose 10 in the chosen Discipline; 0 damage does nothing', () => {
    const f = fight();
    gear(f.state, f.striker, 'Sinister Statuette');
    const courage = stat(f.state, f.target, 'courage');
    strike(f, PLAIN);
    expect(f.state.creatures[f.target].damage).toBe(PLAIN.damage.base);
    expect(stat(f.state, f.target, 'courage')).toBe(courage - 10);
    const g = fight();
    gear(g.state, g.striker, 'Sinister Statuette');
    const was = stat(g.state, g.target, 'courage');
    strike(g, WATER); // no Water: 0 damage
    expect(stat(g.state, g.target, 'courage')).toBe(was);
  });

  it("Bodal's Element Converter flips itself face down after a 25-damage attack, not after a 15-damage one", () => {
    for (const extra of [10, 0]) {
      const f = fight();
      setGear(f.state.masters!, f.striker, { card: 'LR-13', faceUp: true, disarmed: false });
      if (extra) f.state.masters!.damageMods.push({ delta: extra, elements: [], disciplines: [], uid: null, until: 'game' });
      strike(f, PLAIN);
      expect(f.state.creatures[f.target].damage).toBe(PLAIN.damage.base + extra);
      expect(f.state.masters!.gear[f.striker]!.faceUp).toBe(extra === 0);
    }
  });
});

describe('CR 8.3.1, 8.6.1.2 "deals Earth damage to an Uninfected Creature" (Jaal)', () => {
  it('an Earth attack infects the creature it damaged; an attack without Earth does not', () => {
    const f = fight('ZOTH-23');
    strike(f, LAVALANCHE);
    expect(f.state.masters!.infected).toContain(f.target);
    const g = fight('ZOTH-23');
    strike(g, PLAIN);
    expect(g.state.masters!.infected).not.toContain(g.target);
  });
});

describe('CR 8.4.1.3 targets of a triggered ability, "dealt 20 or more damage from a single source" (Gimwei)', () => {
  it('Canon of Casualty deals Gimwei 20: its trigger goes on the burst with a chosen target and deals 5', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'ROTO-5' }]);
    resolve(state, byName('Canon of Casualty'), { controller: 0, source: 0, targets: [7], mugic: true });
    expect(state.creatures[7].damage).toBe(20);
    const [item] = state.masters!.burst;
    expect(item).toMatchObject({ kind: 'trigger', card: 'ROTO-5', controller: 1, source: 7, about: 0 });
    expect(item.targets).toHaveLength(1);
    const before = state.creatures[item.targets[0]].damage;
    state.pending = { kind: 'priority', seat: 0 };
    state.masters!.point = 'move';
    mAct(state, 'pass');
    mAct(state, 'pass');
    expect(state.creatures[item.targets[0]].damage).toBe(before + 5);
  });

  it('an attack dealing Gimwei 15 does not trigger it; one dealing 20 does', () => {
    for (const extra of [0, 5]) {
      const f = fight('ROTO-5');
      mod(f.state, f.target, 'energy', 100);
      mod(f.state, f.striker, 'energy', 100);
      if (extra) f.state.masters!.damageMods.push({ delta: extra, elements: [], disciplines: [], uid: null, until: 'game' });
      strike(f, PLAIN);
      const total = f.state.creatures.reduce((sum, c) => sum + c.damage, 0);
      expect(total).toBe(PLAIN.damage.base + extra + (extra ? 5 : 0));
    }
  });
});

describe('CR 8.3.1 "is dealt attack damage" / "takes damage from a Fire or Earth attack" (Maxxor, Skorblust, Blak\'drin)', () => {
  it('Maxxor, dealt attack damage, deals 5 more with its own next attack this turn', () => {
    const f = fight('FUN-6');
    strike(f, PLAIN);
    expect(f.state.creatures[f.target].damage).toBe(PLAIN.damage.base);
    const back: Fight = { state: f.state, seat: (1 - f.seat) as Seat, striker: f.target, target: f.striker };
    expect(f.state.pending).toMatchObject({ kind: 'strike', seat: back.seat });
    strike(back, PLAIN);
    expect(f.state.creatures[f.striker].damage).toBe(PLAIN.damage.base + 5);
  });

  it('Skorblust deals 5 to the striker of a Fire/Earth attack, not of an attack of neither', () => {
    for (const [attack, back] of [[LAVALANCHE, 5], [PLAIN, 0]] as const) {
      const f = fight('AU-38');
      strike(f, attack);
      expect(f.state.creatures[f.striker].damage).toBe(back);
    }
  });

  it("Blak'drin takes 5 more from a Water attack and deals 10 to its striker; a plain attack does neither", () => {
    const f = fight('LR-9');
    f.state.masters!.elementMods.push({ uid: f.striker, element: 'Water', has: true, until: 'game' });
    strike(f, WATER);
    expect(f.state.creatures[f.target].damage).toBe(WATER.damage.water + 5);
    expect(f.state.creatures[f.striker].damage).toBe(10);
    const g = fight('LR-9');
    strike(g, PLAIN);
    expect(g.state.creatures[g.target].damage).toBe(PLAIN.damage.base);
    expect(g.state.creatures[g.striker].damage).toBe(0);
  });
});

describe('CR 8.6, 8.3.1 text of the attack itself: "When Strengthening Bond deals damage", "… deals damage with Fluidmight"', () => {
  it('Strengthening Bond, with the striker\'s Stat Check Power 75 won, destroys the Battlegear the striking player targets; lost, it does not', () => {
    for (const win of [true, false]) {
      const f = fight();
      const bond = card('FUN-59') as AttackCard;
      if (win) f.state.masters!.mods.push({ uid: f.striker, stat: 'power', delta: 200, until: 'game' });
      else f.state.masters!.mods.push({ uid: f.striker, stat: 'power', delta: -200, until: 'game' });
      f.state.zones[f.seat].attackHand = [bond.id];
      mAct(f.state, 'strike', { card: bond.id });
      mAct(f.state, 'pass');
      // CR 8.4.1.3: the trigger's target is chosen as it goes on the burst, stated with the action that resolved the attack;
      // with the Stat Check lost it does not trigger, so no choice is asked.
      mAct(f.state, 'pass', win ? { choices: [String(f.target)] } : {});
      while (f.state.pending.kind === 'priority') mAct(f.state, 'pass');
      expect(f.state.creatures[f.target].damage).toBe(bond.damage.base);
      expect(f.state.masters!.gear[f.target] === null).toBe(win);
      expect(f.state.masters!.gear[f.striker]).not.toBeNull();
    }
  });

  it('Fluidmight puts a Mugic counter on a Fluidmorpher (Lam\'inkal) that deals damage with it, not on another creature', () => {
    const might = card('ROTO-51') as AttackCard;
    for (const both of ['ROTO-38', undefined]) {
      const f = fight(both);
      const before = f.state.masters!.counters[f.striker];
      strike(f, might);
      expect(f.state.creatures[f.target].damage).toBeGreaterThan(0);
      expect(f.state.masters!.counters[f.striker]).toBe(before + (both ? 1 : 0));
    }
  });
});

describe('CR 8.3.1 "When target attack deals damage, deal the same amount of damage to the Creature that played that attack"', () => {
  it('Rhyme of the Reckless, played on the attack burst by alice, deals the striker as much as its attack dealt', () => {
    const f = fight();
    const rhyme = card('SS-79');
    f.state.masters!.mugicHand[0] = [rhyme.id];
    f.state.masters!.counters[0] = 5;
    mod(f.state, f.striker, 'energy', 100);
    f.state.zones[f.seat].attackHand = [PLAIN.id];
    mAct(f.state, 'strike', { card: PLAIN.id });
    let played = false;
    while (f.state.pending.kind === 'priority') {
      if (!played && seatOf(f.state) === 0) { mAct(f.state, 'play-mugic', { card: rhyme.id, caster: 0 }); played = true; } else mAct(f.state, 'pass');
    }
    expect(played).toBe(true);
    expect(f.state.creatures[f.target].damage).toBe(PLAIN.damage.base);
    expect(f.state.creatures[f.striker].damage).toBe(PLAIN.damage.base);
  });

  it('Maglax: "Expend Fire while engaged:" the same, activated by the creature struck; without it the striker takes nothing', () => {
    for (const activate of [true, false]) {
      const f = fight('AU-17');
      mod(f.state, f.striker, 'energy', 100);
      f.state.zones[f.seat].attackHand = [PLAIN.id];
      mAct(f.state, 'strike', { card: PLAIN.id });
      let done = !activate;
      while (f.state.pending.kind === 'priority') {
        if (!done && seatOf(f.state) !== f.seat) { mAct(f.state, 'activate', { creature: f.target, from: 'creature', ability: 0 }); done = true; } else mAct(f.state, 'pass');
      }
      expect(f.state.creatures[f.striker].damage).toBe(activate ? PLAIN.damage.base : 0);
    }
  });
});

describe('CR 8.8.2 Kha\'rall Husk Armor: "dealt 15 or more attack damage, the next attack played by the equipped Creature this turn deals 0 damage"', () => {
  it('after taking 15 the equipped creature\'s own next attack deals 0; face down, it deals its damage', () => {
    for (const faceUp of [true, false]) {
      const f = fight();
      setGear(f.state.masters!, f.target, { card: 'MI-137', faceUp, disarmed: false });
      strike(f, PLAIN);
      expect(f.state.creatures[f.target].damage).toBe(PLAIN.damage.base);
      const back: Fight = { state: f.state, seat: (1 - f.seat) as Seat, striker: f.target, target: f.striker };
      strike(back, PLAIN);
      expect(f.state.creatures[f.striker].damage).toBe(faceUp ? 0 : PLAIN.damage.base);
    }
  });
});

describe('glossary Strike (first attack each combat): Klencka "gains Energy equal to the damage it dealt"', () => {
  it('with an OverWorld Creature (alice\'s Frafdo) its first attack of the combat gives it as much Energy as it dealt, its second none; without (bob) none', () => {
    const f = fight('FUN-21');
    const overworld = (seat: Seat) => f.state.creatures.some((c) => c.owner === seat && c.space !== null && c.tribe === 'OverWorld');
    expect([overworld(0), overworld(1)]).toEqual([true, false]);
    const energy = [stat(f.state, f.striker, 'energy'), stat(f.state, f.target, 'energy')];
    strike(f, PLAIN);
    expect(stat(f.state, f.striker, 'energy')).toBe(energy[0] + (overworld(f.seat) ? PLAIN.damage.base : 0));
    const back: Fight = { state: f.state, seat: (1 - f.seat) as Seat, striker: f.target, target: f.striker };
    strike(back, PLAIN);
    expect(stat(f.state, f.target, 'energy')).toBe(energy[1] + (overworld(back.seat) ? PLAIN.damage.base : 0));
    strike(f, PLAIN);
    expect(f.state.creatures[f.target].damage).toBe(2 * PLAIN.damage.base);
    expect(stat(f.state, f.striker, 'energy')).toBe(energy[0] + (overworld(f.seat) ? PLAIN.damage.base : 0));
  });
});

describe('CR 8.3.1 delayed triggers from an activated ability: Dror\'niq', () => {
  it('"{{MC}}: The next time Dror\'niq is dealt attack damage this turn, deal 10 damage to the Creature which played that attack" — once', () => {
    const f = fight('ROTO-33');
    mod(f.state, f.striker, 'energy', 100);
    mod(f.state, f.target, 'energy', 100);
    f.state.masters!.counters[f.target] = 3;
    f.state.zones[f.seat].attackHand = [PLAIN.id];
    mAct(f.state, 'strike', { card: PLAIN.id });
    let done = false;
    while (f.state.pending.kind === 'priority') {
      if (!done && seatOf(f.state) !== f.seat) { mAct(f.state, 'activate', { creature: f.target, from: 'creature', ability: 1 }); done = true; } else mAct(f.state, 'pass');
    }
    expect(done).toBe(true);
    expect(f.state.masters!.counters[f.target]).toBe(2);
    expect(f.state.creatures[f.striker].damage).toBe(10);
    // Used up: the striker's next attack on Dror'niq triggers nothing.
    const back: Fight = { state: f.state, seat: (1 - f.seat) as Seat, striker: f.target, target: f.striker };
    strike(back, PLAIN);
    strike(f, PLAIN);
    expect(f.state.creatures[f.striker].damage).toBe(10 + PLAIN.damage.base);
  });
});

describe('CR 8.6.1.4 Nimmei: "it gains all Elemental Types that attack had", with "Element 5" in each gained this way', () => {
  it('dealt damage by Lavalanche (Fire, Earth) it gains Fire and Earth it lacked, and "Element 5" in each; a plain attack gives none', () => {
    for (const [attack, gains] of [[LAVALANCHE, true], [PLAIN, false]] as const) {
      const f = fight('AU-40-nimmei');
      mod(f.state, f.target, 'energy', 100);
      const had = new Stats(f.state, ctx).elements(f.target);
      strike(f, attack);
      const stats = new Stats(f.state, ctx);
      const gained = (['Fire', 'Earth'] as const).filter((e) => !had.includes(e));
      expect(gained.length).toBeGreaterThan(0);
      for (const e of gained) expect(stats.elements(f.target).includes(e)).toBe(gains);
      const fives = stats.keywords(f.target).filter((a) => a.kind === 'element' && a.x === 5).map((a) => (a as { element: string }).element);
      expect(fives).toEqual(gains ? gained : []);
    }
  });
});

describe('CR 4.1.6 Gravel Grind: "Earth: When Gravel Grind deals damage, remove a card in a general discard pile from the game"', () => {
  it('a striker with Earth removes a card of a general discard pile (its controller\'s pile, the first offered); without Earth nothing is removed', () => {
    const grind = card('FUN-50') as AttackCard;
    for (const earth of [true, false]) {
      const f = fight();
      f.state.masters!.elementMods.push({ uid: f.striker, element: 'Earth', has: earth, until: 'game' });
      f.state.zones[f.seat].generalDiscard.push(PLAIN.id);
      strike(f, grind);
      expect(f.state.creatures[f.target].damage).toBeGreaterThan(0);
      expect(f.state.zones[f.seat].generalDiscard.includes(PLAIN.id)).toBe(!earth);
      expect(f.state.masters!.removedFromGame?.[f.seat] ?? []).toEqual(earth ? [PLAIN.id] : []);
    }
  });
});

describe('CR 8.3.1 a delayed "destroyed this turn" trigger: Aftermath Feint', () => {
  it('when the creature that played it is destroyed later this turn, its player draws two Attack Cards and discards two', () => {
    const feint = card('ROTO-47') as AttackCard;
    const f = fight();
    strike(f, feint);
    expect(f.state.masters!.ruleMods?.some((r) => r.kind === 'delayed-trigger')).toBe(true);
    const zones = f.state.zones[f.seat];
    const before = { deck: zones.attackDeck.length, hand: zones.attackHand.length, discard: zones.attackDiscard.length };
    nearlyDefeated(f.state, f.striker);
    const back: Fight = { state: f.state, seat: (1 - f.seat) as Seat, striker: f.target, target: f.striker };
    strike(back, PLAIN);
    expect(f.state.creatures[f.striker].space).toBeNull();
    expect({ deck: zones.attackDeck.length, hand: zones.attackHand.length, discard: zones.attackDiscard.length })
      .toEqual({ deck: before.deck - 2, hand: before.hand, discard: before.discard + 2 });
  });
});
