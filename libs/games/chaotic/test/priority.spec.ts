import { createContext } from '../src/engine/context';
import { Stats } from '../src/engine/stats';
import { cards, engine } from './support';

const ctx = createContext(cards);
import { arrangedMasters, mAct, mastersGame, mRules, passTwice } from './masters-support';

// Starter uids: alice (OverWorld) Arias 0, Rellim 1, Vidav 2 (MA 2), Psimion 3, Laarina 4, Frafdo 5;
// bob (UnderWorld) H'earring 6 (MA 1), Krekk 7, Miklon 8, Skithia 9, Zaur 10, Toxis 11.
const DECRESCENDO = 'DOP-165'; // Generic, 1: deal 5 damage to target Creature
const MINOR_FLOURISH = 'DOP-170'; // Generic, 1: heal 10 damage to target Creature

describe('CR 6.2.3 / 6.2.4 the location step is a priority point', () => {
  it('the active player receives priority after the reveal; two passes on an empty burst lead to the action step', () => {
    const state = mastersGame();
    expect(state.activeLocation).not.toBeNull();
    expect(state.pending).toEqual({ kind: 'priority', seat: state.active });
    mAct(state, 'pass');
    expect(state.pending).toEqual({ kind: 'priority', seat: 1 - state.active });
    mAct(state, 'pass');
    expect(state.pending).toEqual({ kind: 'action-step' });
  });
});

describe('CR 8.1.1 only the player with priority may act', () => {
  it('a pass or a mugic by the other player is refused with 8.1.1', () => {
    const state = mastersGame();
    const other = state.players[1 - state.active];
    expect(mRules(state, 'pass', {}, other)).toEqual(['8.1.1']);
    expect(mRules(state, 'play-mugic', { card: DECRESCENDO, caster: 6, targets: [0] }, other)).toEqual(['8.1.1']);
  });
});

describe('CR 6.3.2 after each move the active player receives priority', () => {
  it('a move into an empty space opens a window; the next move waits until both pass', () => {
    const state = arrangedMasters({ 0: 0, 1: 1, 11: 7 });
    mAct(state, 'move', { from: 0, to: 2 });
    expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
    expect(mRules(state, 'move', { from: 1, to: 4 })).toEqual(['6.3.2']);
    passTwice(state);
    expect(state.pending).toEqual({ kind: 'action-step' });
    mAct(state, 'move', { from: 1, to: 4 });
  });
});

describe('CR 8.2.2.1 / 8.2.3.1 extending a burst and LIFO resolution', () => {
  it('the opponent answers first; both passing resolves last in, first out; then CR 8.2.3.4 priority returns to the active player', () => {
    const state = arrangedMasters({ 0: 2, 1: 0, 11: 7, 10: 6 });
    mAct(state, 'move', { from: 1, to: 3 });
    mAct(state, 'play-mugic', { card: MINOR_FLOURISH, caster: 2, targets: [7] });
    expect(state.pending).toEqual({ kind: 'priority', seat: 1 });
    mAct(state, 'play-mugic', { card: DECRESCENDO, caster: 6, targets: [7] });
    expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
    expect(state.masters!.burst.map((i) => i.card)).toEqual([MINOR_FLOURISH, DECRESCENDO]);
    passTwice(state);
    // Decrescendo (on top) dealt 5 first, then Minor Flourish healed 10: 0 left. First in, first out would leave 5.
    expect(state.creatures[7].damage).toBe(0);
    expect(state.masters!.burst).toEqual([]);
    expect(state.zones[0].generalDiscard).toContain(MINOR_FLOURISH);
    expect(state.zones[1].generalDiscard).toContain(DECRESCENDO);
    expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
    passTwice(state);
    expect(state.pending).toEqual({ kind: 'action-step' });
  });

  it('a pass after a player extends the burst does not resolve it: two passes in a row are needed', () => {
    const state = arrangedMasters({ 0: 2, 1: 0, 11: 7, 10: 6 });
    mAct(state, 'move', { from: 1, to: 3 });
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: DECRESCENDO, caster: 6, targets: [2] }, 'bob');
    mAct(state, 'pass');
    expect(state.masters!.burst).toHaveLength(1);
    mAct(state, 'pass');
    expect(state.creatures[2].damage).toBe(5);
  });
});

describe('CR 7.2.2 / 7.2.3 beginning of combat and CR 7.2.5.3 the attack burst', () => {
  it('engaging reveals both battlegear and gives the active player priority; the striking player responds first to the attack', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    expect(state.masters!.gear[0]!.faceUp).toBe(false);
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.masters!.gear[0]!.faceUp).toBe(true);
    expect(state.masters!.gear[7]!.faceUp).toBe(true);
    // Krekk's Intimidate: Power 10 triggered at the beginning of combat (CR 7.2.3) and waits on the burst.
    expect(state.masters!.burst.map((i) => i.keyword)).toEqual(['intimidate']);
    expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
    passTwice(state);
    // Arias: Power 65, +10 from its revealed Ring of Na'arin, −10 from Intimidate.
    expect(new Stats(state, ctx).stat(0, 'power')).toBe(65);
    expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
    passTwice(state);
    expect(state.pending.kind).toBe('strike');
    const striker = (state.pending as { seat: 0 | 1 }).seat;
    const card = state.zones[striker].attackHand[0];
    mAct(state, 'strike', { card });
    expect(state.pending).toEqual({ kind: 'priority', seat: striker });
    expect(state.masters!.burst.map((i) => i.kind)).toEqual(['attack']);
    passTwice(state);
    expect(state.zones[striker].attackDiscard).toContain(card);
    // One plain attack defeats neither creature: the combat goes on, and the striker has priority again (CR 7.2.5.4).
    expect(engine.outcome(state)).toBeNull();
    expect(state.combat).not.toBeNull();
    expect(state.pending).toEqual({ kind: 'priority', seat: striker });
  });
});
