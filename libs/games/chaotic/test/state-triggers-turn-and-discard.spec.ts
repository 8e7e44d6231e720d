import { resolveBurst } from '../src/engine/burst';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { cards } from './support';
import { mAct, passTwice } from './masters-support';
import { ctx, game, resolve } from './dop-support';
import { beginTurnOf, burstCards, defeat, equip } from './trigstate-support';
import { setGear, setSpace } from '../src/engine/board-writes';

/** Triggered abilities on state events (CR 8.3.1): the beginning of a turn, cards going to a discard pile, costs paid; on real cards in real engine states. */

describe('CR 8.3.1 "At the beginning of your turn" / "of each turn" (the location step, CR 6.2)', () => {
  it('Sepmek flips its face-down battlegear face-up at the beginning of its controller\'s turn, not of the opponent\'s', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-70' }]);
    equip(state, 0, 'SS-71', false);
    beginTurnOf(state, 1);
    expect(burstCards(state)).not.toContain('AU-70');
    beginTurnOf(state, 0);
    expect(burstCards(state)).toContain('AU-70');
    expect(state.masters!.gear[0]!.faceUp).toBe(false);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect(state.masters!.gear[0]!.faceUp).toBe(true);
  });

  it('Bierk activates Hive at the beginning of each turn while the opponent controls an UnderWorld Creature', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-17' }]);
    expect(state.creatures[7].tribe).toBe('UnderWorld');
    beginTurnOf(state, 1);
    expect(state.masters!.hive).toBe(false);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect(state.masters!.hive).toBe(true);
  });

  it('Bierk does nothing when the opponent has no UnderWorld Creature in play', () => {
    const state = game({ 4: 0 }, [{ seat: 0, index: 0, card: 'ZOTH-17' }]);
    setSpace(state.creatures[7], null);
    beginTurnOf(state, 0);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect(state.masters!.hive).toBe(false);
  });

  it('Yondaf (AU-56) infects itself at the beginning of each turn', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-56' }]);
    beginTurnOf(state, 1);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect(state.masters!.infected).toContain(0);
  });

  it('Milla\'iin returns a Mugic Card from the discard pile only while its controller\'s creatures have no Mugic counters', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-79' }]);
    const song = cards.mugic[0].id;
    state.zones[0].generalDiscard.push(song);
    state.masters!.counters[0] = 0;
    beginTurnOf(state, 0);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect(state.masters!.mugicHand[0]).toContain(song);
    expect(state.zones[0].generalDiscard).not.toContain(song);

    const other = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-79' }]);
    other.zones[0].generalDiscard.push(song);
    other.masters!.counters[0] = 1;
    beginTurnOf(other, 0);
    while (other.masters!.burst.length > 0) passTwice(other);
    expect(other.zones[0].generalDiscard).toContain(song);
  });
});

describe('CR 8.3.1 "When … is put into a general discard pile"', () => {
  it('Balaan: its own trigger infects a target Uninfected Creature after it is defeated', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-16' }]);
    defeat(state, 0);
    expect(state.creatures[0].space).toBeNull();
    expect(burstCards(state)).toEqual(['ZOTH-16']);
    expect(state.masters!.burst[0].targets).toEqual([7]);
    resolveBurst(state, ctx);
    expect(state.masters!.infected).toEqual([7]);
  });

  it('Enre-hep gets a Mugic counter for each one the creature of its controller had when it went', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-24' }]);
    state.masters!.counters[0] = 0;
    state.masters!.counters[1] = 3;
    defeat(state, 1);
    resolveBurst(state, ctx);
    expect(state.masters!.counters[0]).toBe(3);
    // An opposing creature is not one "you control".
    defeat(state, 7);
    expect(burstCards(state)).toEqual([]);
  });

  it('Illazar removes a Mugic counter from a target only if the creature had counters', () => {
    const state = game({ 4: 0, 3: 1, 5: 2, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-8' }]);
    state.masters!.counters[7] = 2;
    state.masters!.counters[2] = 0;
    defeat(state, 2);
    resolveBurst(state, ctx);
    expect(state.masters!.counters[7]).toBe(2);
    state.masters!.counters[1] = 1;
    defeat(state, 1);
    const item = state.masters!.burst[0];
    expect(item.card).toBe('ZOTH-8');
    // The target stated for it: the opposing creature with counters.
    state.masters!.burst[0] = { ...item, targets: [7] };
    resolveBurst(state, ctx);
    expect(state.masters!.counters[7]).toBe(1);
  });

  it('Mahrrant gets a Mugic counter when an Infected Creature (of either player) goes, not an Uninfected one', () => {
    const state = game({ 4: 0, 7: 7, 8: 8 }, [{ seat: 0, index: 0, card: 'ZOTH-27' }]);
    state.masters!.counters[0] = 0;
    defeat(state, 8);
    expect(burstCards(state)).toEqual([]);
    state.masters!.infected.push(7);
    defeat(state, 7);
    resolveBurst(state, ctx);
    expect(state.masters!.counters[0]).toBe(1);
  });

  it('Lightning Canister: put into the discard pile from face-up it deals 5 damage to a target engaged Creature; from face-down nothing', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 });
    state.combat = { attacker: 0, defender: 7, space: 7, showdown: false, striker: 0, zeroDamageStreak: 0 };
    equip(state, 1, 'SS-71', true);
    defeat(state, 1);
    expect(burstCards(state)).toEqual(['SS-71']);
    resolveBurst(state, ctx);
    expect(state.creatures[0].damage + state.creatures[7].damage).toBe(5);
    const other = game({ 4: 0, 3: 1, 7: 7 });
    other.combat = { attacker: 0, defender: 7, space: 7, showdown: false, striker: 0, zeroDamageStreak: 0 };
    equip(other, 1, 'SS-71', false);
    defeat(other, 1);
    expect(burstCards(other)).toEqual([]);
  });

  it('Mirrors of Misplacement: a Mugic Card put into a general discard pile makes its controller discard an Attack Card and draw one', () => {
    const state = game({ 4: 0, 7: 7 });
    equip(state, 0, 'MI-142', true);
    const hand = [...state.zones[0].attackHand];
    const deck = state.zones[0].attackDeck.length;
    state.masters!.mugicHand[0] = [];
    state.masters!.mugicHand[1] = [cards.mugic[0].id];
    // Eye of the Maelstrom's shape: each player discards a Mugic Card (only bob has one): one trigger.
    const discard = cards.locations.find((l) => /each player discards a Mugic Card/i.test(l.text))!;
    resolve(state, discard, { controller: 1, source: null, targets: [] });
    expect(burstCards(state)).toEqual(['MI-142']);
    resolveBurst(state, ctx);
    expect(state.zones[0].attackDiscard.length).toBe(1);
    expect(state.zones[0].attackHand.length).toBe(hand.length);
    expect(state.zones[0].attackDeck.length).toBe(deck - 1);
  });
});

describe('CR 8.4.2.1 / 8.4.4.1 costs: counters paid are removed, a creature sacrificed goes to the discard pile', () => {
  it('Hune Paltanin heals 10 damage to a target when an opposing non-OverWorld Creature pays a Mugic counter for a Mugic', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'ROTO-6' }]);
    state.creatures[0].damage = 20;
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['DOP-183'];
    mAct(state, 'move', { from: 4, to: 3 });
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: 'DOP-183', caster: 7, targets: [8], choices: ['0'] });
    expect(burstCards(state)).toEqual(['DOP-183', 'ROTO-6']);
    expect(state.masters!.burst[1].targets).toEqual([0]);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.creatures[0].damage).toBe(10);
  });

  it('Balaan sacrificed to its own "Sacrifice Balaan: Activate Hive": its discard trigger goes on the burst above the ability', () => {
    const state = game({ 4: 0, 1: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'ZOTH-16' }]);
    mAct(state, 'move', { from: 4, to: 3 });
    const ability = ctx.effects('ZOTH-16').normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, choices: ['8'] });
    expect(state.creatures[0].space).toBeNull();
    expect(state.masters!.burst.map((i) => i.kind)).toEqual(['ability', 'trigger']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.infected).toEqual([8]);
    expect(state.masters!.hive).toBe(true);
  });
});

describe('CR 8.3.1 Ozlai: "When a Battlegear goes to the opposing general discard pile, deal 5 damage to target Creature"', () => {
  it('an opposing creature defeated with its battlegear triggers it; a battlegear of its own controller does not', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-34' }]);
    equip(state, 1, 'SS-71', false);
    defeat(state, 1);
    expect(burstCards(state)).toEqual([]);
    equip(state, 8, 'SS-71', false);
    defeat(state, 8);
    expect(burstCards(state)).toEqual(['TOTT-34']);
    const [target] = state.masters!.burst[0].targets;
    resolveBurst(state, ctx);
    expect(state.creatures[target].damage).toBe(5);
  });

  it('a Battlegear of the opponent destroyed by an effect triggers it too', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-34' }]);
    equip(state, 7, 'SS-71', false);
    const destroy = new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] });
    destroy.destroyBattlegear('7');
    expect(state.zones[1].generalDiscard).toContain('SS-71');
    expect(burstCards(state)).toEqual(['TOTT-34']);
  });
});

describe('CR 8.3.1 / 4.1.6 Mommark: "When another Creature you control is sent to the discard, remove all Mugic counters from Mommark. If you have removed 5 or more …, return that Creature to play"', () => {
  function lost(counters: number): ChaoticState {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'LR-2' }]);
    state.masters!.counters[0] = counters;
    defeat(state, 1);
    expect(burstCards(state)).toEqual(['LR-2']);
    resolveBurst(state, ctx);
    expect(state.masters!.counters[0]).toBe(0);
    return state;
  }

  it('with 5 counters removed, the creature comes back on an unoccupied space', () => {
    const state = lost(5);
    expect(state.creatures[1].space).not.toBeNull();
    expect(state.creatures[1].damage).toBe(0);
  });

  it('with 4 removed it stays in the discard pile; Mommark itself going does not trigger it', () => {
    expect(lost(4).creatures[1].space).toBeNull();
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'LR-2' }]);
    defeat(state, 0);
    expect(burstCards(state)).toEqual([]);
  });
});

describe('CR 8.3.1 Hive Amber: "If Hive Amber is in your general discard pile, when a Mandiblor Creature you control leaves play, you can return Hive Amber to play equipped to an unequipped Creature you control"', () => {
  it('from the discard pile it comes back face-up on its controller\'s unequipped creature when their Mandiblor goes', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 1, card: 'ZOTH-27' }]);
    setGear(state.masters!, 0, null);
    state.zones[0].generalDiscard.push('MI-136');
    defeat(state, 1);
    expect(burstCards(state)).toEqual(['MI-136']);
    resolveBurst(state, ctx);
    expect(state.masters!.gear[0]).toEqual({ card: 'MI-136', faceUp: true, disarmed: false });
    expect(state.zones[0].generalDiscard).not.toContain('MI-136');
  });

  it('a creature that is not a Mandiblor, or an opposing Mandiblor, does not trigger it', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 1, index: 2, card: 'ZOTH-27' }]);
    state.zones[0].generalDiscard.push('MI-136');
    defeat(state, 1);
    defeat(state, 8);
    expect(burstCards(state)).toEqual([]);
  });
});
