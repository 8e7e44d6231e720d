import { createContext } from '../src/engine/context';
import { Stats } from '../src/engine/stats';
import { cards, engine, starterDecks } from './support';
import { arrangedMasters, mAct, mastersGame, mRules, passTwice } from './masters-support';
import { setFaceUp, setSpace } from '../src/engine/board-writes';

const ctx = createContext(cards);
const DECRESCENDO = 'DOP-165'; // Generic, cost 1
const SONG_OF_FOCUS = 'DOP-180'; // OverWorld, cost 1: target gains 10 to every Discipline
const KREKK = starterDecks[1].creatures[1];

/** Alice's move into an empty space: the window where she may play mugic. */
function aliceHasPriority(decks = starterDecks) {
  const state = arrangedMasters({ 0: 2, 1: 0, 2: 1, 11: 7, 10: 6 }, { decks });
  mAct(state, 'move', { from: 1, to: 3 });
  return state;
}

describe('CR 4.1.3 / 4.2.2 the mugic hand and Mugic counters', () => {
  it('each player holds their mugic as a hand, and each creature starts with counters equal to its Mugic Ability', () => {
    const state = mastersGame();
    expect(state.masters!.mugicHand[0]).toEqual(starterDecks[0].mugic);
    expect(state.masters!.counters.slice(0, 6)).toEqual([0, 1, 2, 1, 2, 0]);
  });

  it('CR 4.1.3 a player sees their own mugic hand, the opponent only its size', () => {
    const state = mastersGame();
    expect(engine.view(state, { kind: 'player', player: 'alice' }).masters!.mugicHand).toEqual(starterDecks[0].mugic);
    expect(engine.view(state, { kind: 'player', player: 'bob' }).masters!.mugicHand).toEqual(starterDecks[1].mugic);
    expect(engine.view(state, { kind: 'spectator' }).masters!.mugicHand).toBeUndefined();
  });
});

describe('CR 8.4.2.2 a mugic is paid by one creature that shares its affiliation', () => {
  it('an OverWorld mugic from an OverWorld creature is legal and removes the counter from that creature', () => {
    const state = aliceHasPriority();
    mAct(state, 'play-mugic', { card: SONG_OF_FOCUS, caster: 2, targets: [0] });
    expect(state.masters!.counters[2]).toBe(1);
    expect(state.masters!.mugicHand[0]).not.toContain(SONG_OF_FOCUS);
    passTwice(state);
    expect(new Stats(state, ctx).stat(0, 'courage')).toBe(55 + 10);
  });

  it('an OverWorld mugic from an UnderWorld creature is refused (wrong tribe)', () => {
    const decks = [{ ...starterDecks[0], creatures: [KREKK, ...starterDecks[0].creatures.slice(1)] }, starterDecks[1]] as const;
    const state = aliceHasPriority(decks);
    state.masters!.counters[0] = 3;
    expect(mRules(state, 'play-mugic', { card: SONG_OF_FOCUS, caster: 0, targets: [2] })).toEqual(['8.4.2.2']);
  });

  it('a creature of the other player cannot pay', () => {
    const state = aliceHasPriority();
    expect(mRules(state, 'play-mugic', { card: DECRESCENDO, caster: 6, targets: [7] })).toEqual(['8.4.2.2']);
  });
});

describe('CR 8.4.2.3 Generic mugic may be paid by any tribe', () => {
  it('the UnderWorld player plays the Generic Decrescendo; 5 damage lands on resolution', () => {
    const state = aliceHasPriority();
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: DECRESCENDO, caster: 6, targets: [2] });
    passTwice(state);
    expect(state.creatures[2].damage).toBe(5);
  });
});

describe('CR 8.4.2.1 the cost must be paid in full', () => {
  it('Arias (Mugic Ability 0) cannot pay a cost of 1', () => {
    const state = aliceHasPriority();
    expect(mRules(state, 'play-mugic', { card: DECRESCENDO, caster: 0, targets: [7] })).toEqual(['8.4.2.1']);
  });
});

describe('CR 8.4.2.6 X costs', () => {
  const POSTLUDE = 'MI-180'; // Chromatic Postlude, UnderWorld, cost X
  it('X must be chosen, and that many counters come from the caster', () => {
    const decks = [starterDecks[0], { ...starterDecks[1], mugic: [POSTLUDE, ...starterDecks[1].mugic!.slice(1)] }] as const;
    const state = aliceHasPriority(decks);
    mAct(state, 'pass');
    state.masters!.counters[6] = 2;
    expect(mRules(state, 'play-mugic', { card: POSTLUDE, caster: 6, targets: [2] })).toEqual(['8.4.2.6']);
    expect(mRules(state, 'play-mugic', { card: POSTLUDE, caster: 6, targets: [2], x: 3 })).toEqual(['8.4.2.1']);
    mAct(state, 'play-mugic', { card: POSTLUDE, caster: 6, targets: [2], x: 2 });
    expect(state.masters!.counters[6]).toBe(0);
    expect(state.masters!.burst[0].x).toBe(2);
  });
});

describe('CR 8.4.1.3 targets are chosen on play, CR 8.5.1 rechecked on resolution', () => {
  it('a mugic without its target is refused; a target gone by resolution makes it fail', () => {
    const state = aliceHasPriority();
    expect(mRules(state, 'play-mugic', { card: DECRESCENDO, caster: 2 })).toEqual(['8.4.1.3']);
    expect(mRules(state, 'play-mugic', { card: DECRESCENDO, caster: 2, targets: [4] })).toEqual(['8.4.1.3']);
    mAct(state, 'play-mugic', { card: DECRESCENDO, caster: 2, targets: [7] });
    state.board[11] = null;
    setSpace(state.creatures[7], null); // the target left play before resolution
    passTwice(state);
    expect(state.creatures[7].damage).toBe(0);
    expect(state.zones[0].generalDiscard).toContain(DECRESCENDO);
  });
});

describe('CR 8.4.4.1 activated abilities pay counters from the creature that has them', () => {
  it("Vidav's {{MC}}: Heal 15 damage to target Creature costs Vidav a counter", () => {
    const state = aliceHasPriority();
    state.creatures[0].damage = 20;
    mAct(state, 'activate', { creature: 2, from: 'creature', ability: 0, targets: [0] });
    expect(state.masters!.counters[2]).toBe(1);
    passTwice(state);
    expect(state.creatures[0].damage).toBe(5);
  });

  it('Vidav without counters cannot pay, and another creature cannot play Vidav\'s ability', () => {
    const state = aliceHasPriority();
    state.masters!.counters[2] = 0;
    expect(mRules(state, 'activate', { creature: 2, from: 'creature', ability: 0, targets: [0] })).toEqual(['8.4.4.1']);
    expect(mRules(state, 'activate', { creature: 1, from: 'creature', ability: 0, targets: [0] })).toEqual(['8.4.4']);
  });

  it("a battlegear sacrifice cost: Mugician's Lyre goes to the discard pile and Vidav gains a counter", () => {
    const state = aliceHasPriority();
    expect(mRules(state, 'activate', { creature: 2, from: 'battlegear', ability: 0 })).toEqual(['8.4.4']); // face down: no abilities
    setFaceUp(state.masters!.gear[2]!, true);
    mAct(state, 'activate', { creature: 2, from: 'battlegear', ability: 0 });
    expect(state.masters!.gear[2]).toBeNull();
    expect(state.zones[0].generalDiscard).toContain(starterDecks[0].battlegear![2]);
    passTwice(state);
    expect(state.masters!.counters[2]).toBe(3);
  });
});

describe('CR 4.1.2 / 4.2.3 / 7.2.2 battlegear', () => {
  it('each creature starts with its battlegear face down, hidden from the opponent', () => {
    const state = mastersGame();
    expect(state.masters!.gear.map((g) => g?.faceUp)).toEqual(new Array(12).fill(false));
    expect(state.masters!.gear[3]!.card).toBe(starterDecks[0].battlegear![3]);
    expect(engine.view(state, { kind: 'player', player: 'bob' }).masters!.gear[3]).toEqual({ faceUp: false });
    expect(engine.view(state, { kind: 'player', player: 'alice' }).masters!.gear[3]).toEqual({ card: starterDecks[0].battlegear![3], faceUp: false });
  });

  it('CR 8.7.1.4 Staff of Wisdom adds 25 Wisdom only once revealed', () => {
    const state = arrangedMasters({ 0: 3, 11: 7 }); // Psimion alone: no Support from neighbours
    expect(new Stats(state, ctx).stat(3, 'wisdom')).toBe(state.creatures[3].stats.wisdom);
    setFaceUp(state.masters!.gear[3]!, true);
    expect(new Stats(state, ctx).stat(3, 'wisdom')).toBe(state.creatures[3].stats.wisdom + 25);
  });
});
