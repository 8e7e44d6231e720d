import { act, arranged, engine, rules, UID, violations } from './support';

// A small arrangement on the 6-space board: alice holds 3, 4; bob holds 6, 7.
const front = () => arranged({ 3: UID.Arias, 4: UID.Rellim, 1: UID.Vidav, 6: UID.Toxis, 7: UID.Zaur, 10: UID.Krekk }, { active: 0, location: 'DOP-214' });

describe('CR 6.1.2 active player', () => {
  it('CR 6.3.1 only the active player moves in the action step', () => {
    const state = front();
    expect(violations(state, 'move', { from: 6, to: 3 }, 'bob')).toEqual([expect.objectContaining({ code: 'chaotic/not-your-turn', rule: '6.3.1' })]);
    expect(engine.legalActions(state, 'bob')).toEqual([]);
  });

  it('a name that is not a player is refused', () => {
    expect(rules(violations(front(), 'move', { from: 3, to: 0 }, 'mallory'))).toEqual(['6.1.2']);
  });
});

describe('CR 6.3.1 at least one move, each creature once', () => {
  it('the action step cannot end before a creature moves', () => {
    expect(violations(front(), 'end-action-step', {})).toEqual([expect.objectContaining({ code: 'chaotic/no-move', rule: '6.3.1' })]);
  });

  it('after one move the step may end, and a moved creature may not move again', () => {
    const state = act(front(), 'move', { from: 1, to: 0 });
    expect(violations(state, 'end-action-step', {})).toEqual([]);
    expect(violations(state, 'move', { from: 0, to: 2 })).toEqual([expect.objectContaining({ code: 'chaotic/creature-already-moved', rule: '6.3.1' })]);
  });

  it('a player may only move their own creatures', () => {
    expect(violations(front(), 'move', { from: 6, to: 9 })).toEqual([expect.objectContaining({ code: 'chaotic/not-your-creature', rule: '6.3.1' })]);
  });

  it('a player with no creature able to move may end the step without moving', () => {
    // Every creature alice controls is marked as unable to move (as a Masters effect could do).
    const state = arranged({ 0: UID.Arias, 1: UID.Rellim, 2: UID.Vidav, 11: UID.Toxis }, { active: 0 });
    state.creatures.forEach((c) => { c.movedThisTurn = c.owner === 0; });
    expect(violations(state, 'end-action-step', {})).toEqual([]);
  });
});

describe('CR 6.3.3 moving to an adjacent space', () => {
  it('refuses a move to a space that is not adjacent, or off the board', () => {
    expect(violations(front(), 'move', { from: 1, to: 5 })).toEqual([expect.objectContaining({ code: 'chaotic/move-not-adjacent', rule: '6.3.3' })]);
    expect(rules(violations(front(), 'move', { from: 1, to: 12 }))).toEqual(['6.3.3']);
    expect(rules(violations(front(), 'move', { from: 1, to: '0' }))).toEqual(['6.3.3']);
  });

  it('moves a creature into an empty adjacent space', () => {
    const state = act(front(), 'move', { from: 1, to: 2 });
    expect(state.board[1]).toBeNull();
    expect(state.board[2]).toBe(UID.Vidav);
    expect(state.creatures[UID.Vidav].space).toBe(2);
  });

  it('CR 6.3.3.3 a creature may not end its move on a space its own side holds', () => {
    expect(violations(front(), 'move', { from: 3, to: 4 })).toEqual([expect.objectContaining({ code: 'chaotic/space-occupied', rule: '6.3.3.3' })]);
  });
});

describe('CR 6.3.4 moving into an opposing creature starts combat', () => {
  it('the two creatures engage in the defender’s space and the attacker’s space empties', () => {
    const state = act(front(), 'move', { from: 3, to: 6 });
    expect(state.combat).toEqual(expect.objectContaining({ attacker: UID.Arias, defender: UID.Toxis, space: 6, showdown: false }));
    expect(state.board[3]).toBeNull();
    expect(state.combatThisTurn).toBe(true);
    expect(state.pending.kind).toBe('strike');
  });
});

describe('CR 6.3.5 one combat per turn', () => {
  it('after a combat no creature may move into an opposing creature', () => {
    const state = act(front(), 'move', { from: 1, to: 0 });
    state.combatThisTurn = true;
    expect(violations(state, 'move', { from: 4, to: 7 })).toEqual([expect.objectContaining({ code: 'chaotic/second-combat', rule: '6.3.5' })]);
    expect(engine.legalActions(state, 'alice').some((a) => a.type === 'move' && a.payload.to === 7)).toBe(false);
  });
});

describe('CR 6.4.1 recovery step', () => {
  it('removes damage, puts the location on the bottom of its owner’s deck and passes the turn (CR 6.1.4)', () => {
    const state = act(front(), 'move', { from: 1, to: 0 });
    state.creatures[UID.Rellim].damage = 20;
    const location = state.activeLocation!.card;
    const before = state.zones[0].locationDeck.length;
    act(state, 'end-action-step', {});
    expect(state.creatures[UID.Rellim].damage).toBe(0);
    expect(state.zones[0].locationDeck[0]).toBe(location);
    expect(state.zones[0].locationDeck).toHaveLength(before + 1);
    expect(state.turn).toBe(3);
    expect(state.active).toBe(1);
    expect(state.creatures.every((c) => !c.movedThisTurn)).toBe(true);
  });

  it('CR 6.2.1 the next player’s location step reveals the top of their own Location Deck', () => {
    const state = act(front(), 'move', { from: 1, to: 0 });
    const top = state.zones[1].locationDeck[state.zones[1].locationDeck.length - 1];
    act(state, 'end-action-step', {});
    expect(state.activeLocation).toEqual({ owner: 1, card: top });
    expect(state.pending.kind).toBe('action-step');
  });
});
