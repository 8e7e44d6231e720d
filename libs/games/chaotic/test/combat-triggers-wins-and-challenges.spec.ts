import { Stats } from '../src/engine/stats';
import { endEffects } from '../src/engine/durations';
import { viewFor } from '../src/engine/view';
import { mAct, mRules } from './masters-support';
import { byName, ctx, game, gear, PLAIN, resolve, seatOf } from './dop-support';
import { fight, type Fight, mod, nearlyDefeated, POWER_PULSE, SLEEP_STING, stat, strike } from './trigcombat-support';
import { setFaceUp, setGear, setSpace } from '../src/engine/board-writes';

describe('CR 7.3.1, 8.3.1 "wins combat": the creature left in play when combat ends', () => {
  it('Brain Amplifier: the winner equipped with it gets a Mugic counter once combat ends; face down it does not', () => {
    for (const faceUp of [true, false]) {
      const f = fight();
      gear(f.state, f.striker, "Brain Amplifier");
      setFaceUp(f.state.masters!.gear[f.striker]!, faceUp);
      const before = f.state.masters!.counters[f.striker];
      nearlyDefeated(f.state, f.target);
      strike(f, PLAIN);
      expect(f.state.creatures[f.target].space).toBeNull();
      expect(f.state.combat).toBeNull();
      expect(f.state.pending.kind).toBe('action-step');
      expect(f.state.masters!.counters[f.striker]).toBe(before + (faceUp ? 1 : 0));
    }
  });

  it('Ikkatosh: an Elementalist its controller controls wins combat and gets a Mugic counter; a creature of the other player does not', () => {
    const f = fight('MI-6');
    nearlyDefeated(f.state, f.target);
    const before = f.state.masters!.counters[f.striker];
    strike(f, PLAIN);
    expect(f.state.masters!.counters[f.striker]).toBe(before + 1);
    // Not a Muge or Elementalist (Arias, Krekk): no counter.
    const g = fight(undefined, [{ seat: 0, index: 1, card: 'MI-6' }, { seat: 1, index: 2, card: 'MI-6' }], { 0: 1, 2: 8 });
    nearlyDefeated(g.state, g.target);
    const was = g.state.masters!.counters[g.striker];
    strike(g, PLAIN);
    expect(g.state.creatures[g.target].space).toBeNull();
    expect(g.state.masters!.counters[g.striker]).toBe(was);
  });

  it('Maliph: after winning it relocates to an unoccupied adjacent space (combat over, so it may move)', () => {
    const f = fight('MI-50');
    nearlyDefeated(f.state, f.target);
    strike(f, PLAIN);
    expect(f.state.creatures[f.target].space).toBeNull();
    expect(f.state.creatures[f.striker].space).not.toBe(7);
    expect(f.state.board[7]).toBeNull();
  });
});

describe('glossary Challenge: "wins a Wisdom Challenge on an attack it plays" (Clodor)', () => {
  it('a won Challenge Wisdom puts a Mugic counter on Clodor; a lost one does not', () => {
    for (const win of [true, false]) {
      const f = fight('SS-2');
      mod(f.state, win ? f.striker : f.target, 'wisdom', 200);
      const before = f.state.masters!.counters[f.striker];
      strike(f, SLEEP_STING);
      expect(f.state.masters!.counters[f.striker]).toBe(before + (win ? 1 : 0));
    }
  });
});

describe('glossary Stat Check / Challenge: "any Creature engaged with Gan\'nim fails a Stat Check or Challenge on an attack it played"', () => {
  it('the striker that loses its Challenge against Gan\'nim takes 10 damage; winning it, it takes none', () => {
    for (const win of [true, false]) {
      const f = fight('FUN-35');
      mod(f.state, f.striker, 'energy', 100);
      mod(f.state, win ? f.striker : f.target, 'wisdom', 200);
      strike(f, SLEEP_STING);
      expect(f.state.creatures[f.striker].damage).toBe(win ? 0 : 10);
    }
  });

  it('Colstone: the equipped creature gains 10 Energy when the creature engaged with it fails a Discipline check', () => {
    const f = fight();
    gear(f.state, f.target, 'Colstone');
    mod(f.state, f.target, 'wisdom', 200);
    const energy = stat(f.state, f.target, 'energy');
    strike(f, SLEEP_STING);
    expect(stat(f.state, f.target, 'energy')).toBe(energy + 10);
  });
});

describe('CR 7.2.1, 7.2.3 "becomes engaged" waits for the beginning of combat (Narfall, Olkiex\' Apron)', () => {
  it('Narfall deals 5 damage to the opposing engaged creature for each of its Elemental Types', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-10' }, { seat: 1, index: 1, card: 'MI-50' }]);
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.masters!.burst.map((i) => i.card)).toContain('ZOTH-10');
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(new Stats(state, ctx).elements(7)).toHaveLength(2); // Maliph: Air, Earth
    expect(state.creatures[7].damage).toBe(10);
  });

  it("Olkiex' Apron: the granted ability flips the opposing creature's battlegear face down after it was revealed", () => {
    const state = game({ 4: 0, 7: 7 });
    gear(state, 0, "Olkiex' Apron");
    expect(state.masters!.gear[7]).not.toBeNull();
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.masters!.gear[7]!.faceUp).toBe(false);
    expect(state.masters!.gear[0]!.faceUp).toBe(true);
  });
});

describe('glossary Challenge: "When Atrapol wins a Power Challenge on an attack it plays, destroy … Battlegear equipped to the opposing engaged Creature"', () => {
  it('a won Challenge Power destroys the opposing creature\'s battlegear; a lost one leaves it', () => {
    for (const win of [true, false]) {
      const f = fight('SS-11');
      const power = win ? f.striker : f.target;
      f.state.masters!.mods.push({ uid: power, stat: 'power', delta: 200, until: 'game' });
      mod(f.state, f.target, 'energy', 100);
      expect(f.state.masters!.gear[f.target]).not.toBeNull();
      strike(f, POWER_PULSE);
      expect(f.state.masters!.gear[f.target] === null).toBe(win);
    }
  });
});

describe('CR 7.2.3 "When Bo\'aam becomes engaged": the opposing creature loses 5 Energy per Elemental Type it lacks', () => {
  it('Maliph (Air, Earth) lacks two: 10 Energy less', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'FUN-33' }, { seat: 1, index: 1, card: 'MI-50' }]);
    const energy = stat(state, 7, 'energy');
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(stat(state, 7, 'energy')).toBe(energy - 10);
  });
});

describe('CR 7.2.5.2 "When Olkiex plays an Attack Card while equipped"', () => {
  it('equipped, it gains 5 Energy as its attack is played; unequipped it does not', () => {
    for (const equipped of [true, false]) {
      const f = fight('TOTT-4');
      if (!equipped) setGear(f.state.masters!, f.striker, null);
      const energy = stat(f.state, f.striker, 'energy');
      strike(f, PLAIN);
      expect(stat(f.state, f.striker, 'energy')).toBe(energy + (equipped ? 5 : 0));
    }
  });
});

describe('CR 7.2.4.1 "When Lyssta wins Initiative"', () => {
  it('the Lyssta with Initiative gains "Outperform Power 10" and "Air 10" before the first strike; the other does not', () => {
    const f = fight('MI-23');
    const kinds = (uid: number) => new Stats(f.state, ctx).keywords(uid).map((a) => a.kind);
    expect(kinds(f.striker)).toEqual(expect.arrayContaining(['outperform', 'element']));
    expect(kinds(f.target)).not.toContain('outperform');
  });
});

describe('CR 8.5.6 a standing "If …, destroy it", checked with defeats: Stelgar', () => {
  it('dealing attack damage gives Stelgar 10 Power; past 125 it is destroyed, at 125 or less it stays', () => {
    for (const [power, destroyed] of [[120, true], [115, false]] as const) {
      const f = fight('ROTO-12');
      f.state.masters!.mods.push({ uid: f.striker, stat: 'power', delta: power - stat(f.state, f.striker, 'power'), until: 'game' });
      strike(f, PLAIN);
      expect(f.state.creatures[f.target].damage).toBe(PLAIN.damage.base);
      expect(f.state.creatures[f.striker].space === null).toBe(destroyed);
    }
  });

  it('Brainwashed (CR 9.2.2, a Chieftain in play): a second Mugic counter, from winning combat, destroys it', () => {
    // Ihun'kalin, a Chieftain, for each player: Stelgar's Brainwashed text is active.
    const f = fight('ROTO-12', [{ seat: 0, index: 5, card: 'MI-60' }, { seat: 1, index: 5, card: 'MI-60' }]);
    f.state.masters!.counters[f.striker] = 1;
    nearlyDefeated(f.state, f.target);
    mod(f.state, f.striker, 'energy', 100);
    strike(f, PLAIN);
    expect(f.state.creatures[f.target].space).toBeNull();
    expect(f.state.creatures[f.striker].space).toBeNull();
  });
});

describe('glossary Sacrifice: "When Gintanai wins combat, sacrifice another Creature. If you cannot, destroy Gintanai"', () => {
  it('with another creature its controller sacrifices that one; with none Gintanai is destroyed', () => {
    for (const other of [true, false]) {
      const f = fight('AU-60');
      const mine = f.striker === 0 ? 5 : 11;
      if (!other) { f.state.board[f.state.creatures[mine].space!] = null; setSpace(f.state.creatures[mine], null); }
      nearlyDefeated(f.state, f.target);
      strike(f, PLAIN);
      expect(f.state.creatures[f.target].space).toBeNull();
      expect(f.state.zones[f.seat].generalDiscard.includes(f.state.creatures[mine].card)).toBe(other);
      expect(f.state.creatures[mine].space).toBeNull();
      expect(f.state.creatures[f.striker].space === null).toBe(!other);
    }
  });
});


describe('glossary Counters of other names: Kiru\'s Leadership counters, Khybon\'s Magma counters', () => {
  it('Kiru wins combat and gets a Leadership counter: its controller\'s other creatures have 10 more Energy, Kiru itself not', () => {
    const f = fight('AU-28');
    const other = f.striker === 0 ? 5 : 11;
    const energy = [stat(f.state, other, 'energy'), stat(f.state, f.striker, 'energy')];
    nearlyDefeated(f.state, f.target);
    strike(f, PLAIN);
    expect(f.state.creatures[f.target].space).toBeNull();
    expect(f.state.masters!.named).toEqual({ [`${f.striker}:Leadership`]: 1 });
    expect(stat(f.state, other, 'energy')).toBe(energy[0] + 10);
    expect(stat(f.state, f.striker, 'energy')).toBe(energy[1]);
  });

  /** Khybon (bob's uid 7 or alice's uid 0) is struck; in the attack burst's priority window its controller plays `ability`. */
  function khybon(ability: number, named: Record<string, number>): { f: Fight; uid: number; rules: string[] } {
    const f = fight('AU-27');
    const uid = f.target;
    f.state.masters!.named = Object.fromEntries(Object.entries(named).map(([k, v]) => [`${uid}:${k}`, v]));
    mod(f.state, f.striker, 'energy', 100);
    mod(f.state, uid, 'energy', 100);
    f.state.zones[f.seat].attackHand = [PLAIN.id];
    mAct(f.state, 'strike', { card: PLAIN.id });
    let rules: string[] = [];
    let tried = false;
    while (f.state.pending.kind === 'priority') {
      if (!tried && seatOf(f.state) !== f.seat) {
        tried = true;
        rules = mRules(f.state, 'activate', { creature: uid, from: 'creature', ability });
        if (rules.length === 0) { mAct(f.state, 'activate', { creature: uid, from: 'creature', ability }); continue; }
      }
      mAct(f.state, 'pass');
    }
    expect(tried).toBe(true);
    return { f, uid, rules };
  }

  it('Khybon: "Remove 5 Magma counters from Khybon: Deal 40 damage to all engaged Creatures" is paid from its Magma counters; with 4 it cannot be played', () => {
    expect(khybon(1, { Magma: 4 }).rules).toContain('8.4.4.1');
    const { f, uid, rules } = khybon(1, { Magma: 5 });
    expect(rules).toEqual([]);
    expect(f.state.masters!.named).toEqual({ [`${uid}:Magma`]: 0 });
    expect(f.state.creatures[f.striker].damage).toBe(40);
    expect(f.state.creatures[uid].damage).toBe(40 + PLAIN.damage.base);
  });

  it('Khybon: "Expend Fire: Put a Magma counter on Khybon"', () => {
    const { f, uid, rules } = khybon(0, {});
    expect(rules).toEqual([]);
    expect(f.state.masters!.named).toEqual({ [`${uid}:Magma`]: 1 });
  });
});

describe('CR 8.3.1 Fazkaal: "When a Mugic counter is removed from the opposing engaged Creature, …"', () => {
  function removeOne(chieftain: boolean) {
    // Ihun'kalin, a Chieftain, makes the Minion Fazkaal's Brainwashed text the active one (CR 9.2.2).
    const f = fight(undefined, [{ seat: 1, index: 1, card: 'MI-47' }, ...(chieftain ? [{ seat: 1 as const, index: 5, card: 'MI-60' }] : [])]);
    f.state.masters!.counters[0] = 2;
    const before = { courage: stat(f.state, 0, 'courage'), fazkaal: f.state.masters!.counters[7] };
    resolve(f.state, byName('Vyll'), { controller: 1, source: 7, targets: [0] });
    expect(f.state.masters!.counters[0]).toBe(1);
    f.state.pending = { kind: 'priority', seat: f.state.active };
    f.state.masters!.point = 'strike';
    while (f.state.pending.kind === 'priority') mAct(f.state, 'pass');
    return { courage: stat(f.state, 0, 'courage') - before.courage, counters: f.state.masters!.counters[7] - before.fazkaal };
  }

  it('a counter removed from the creature engaged with bob\'s Fazkaal: it loses 20 in all Disciplines; Brainwashed, Fazkaal gets a counter instead', () => {
    expect(removeOne(false)).toEqual({ courage: -20, counters: 0 });
    expect(removeOne(true)).toEqual({ courage: 0, counters: 1 });
  });
});

describe('CR 7.2.3 Son\'las: "When Son\'las becomes engaged, … your opponent reveals their attack hand"', () => {
  it('bob\'s attack hand as it was is shown in alice\'s view until the turn ends', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-82' }]);
    const hand = [...state.zones[1].attackHand];
    expect(hand.length).toBeGreaterThan(0);
    expect(viewFor(state, { kind: 'player', player: 'alice' }, ctx).masters!.revealed).toBeUndefined();
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(viewFor(state, { kind: 'player', player: 'alice' }, ctx).masters!.revealed).toEqual([{ seat: 1, hand: 'attack', cards: hand }]);
    endEffects(state.masters!, 'end-of-turn');
    expect(state.masters!.revealed).toBeUndefined();
  });
});

describe('glossary Sacrifice, CR 7.2.3 Voorx: "your opponent can sacrifice a Battlegear. If they do not, Voorx gains "Fire 5" and "Water 5.""', () => {
  it('bob sacrifices his creature\'s Battlegear, or declines and Voorx gains Fire 5 and Water 5', () => {
    for (const sacrifice of [true, false]) {
      const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-43-voorx' }]);
      const bobGear = state.masters!.gear[7]!.card;
      mAct(state, 'move', { from: 4, to: 7 });
      expect(state.masters!.burst.map((i) => i.card)).toContain('AU-43-voorx');
      mAct(state, 'pass');
      // The pass that resolves the trigger states the opponent's answer (glossary Sacrifice: their own Battlegear).
      mAct(state, 'pass', { choices: sacrifice ? ['yes', '7'] : ['no'] });
      while (state.pending.kind === 'priority') mAct(state, 'pass');
      expect(state.masters!.gear[7] === null).toBe(sacrifice);
      expect(state.zones[1].generalDiscard.includes(bobGear)).toBe(sacrifice);
      const fives = new Stats(state, ctx).keywords(0).filter((a) => a.kind === 'element' && a.x === 5).map((a) => (a as { element: string }).element).sort();
      expect(fives).toEqual(sacrifice ? [] : ['Fire', 'Water']);
    }
  });
});
