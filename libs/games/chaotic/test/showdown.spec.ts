import { act, arranged, engine, rules, UID, violations } from './support';

// Far apart: alice on her back row, bob on his; no combat for two turns.
const quiet = (turn: number, lastCombat: number) => {
  const state = arranged({ 0: UID.Arias, 1: UID.Frafdo, 11: UID.Zaur, 10: UID.Toxis }, { active: 0, location: 'DOP-214', turn });
  state.lastCombatTurn = lastCombat;
  return act(state, 'move', { from: 1, to: 2 });
};

describe('CR 6.3.7.1 showdown after three turns without combat', () => {
  it('is required when neither this turn nor the two before had a combat', () => {
    const state = act(quiet(5, 2), 'end-action-step', {});
    expect(state.pending).toEqual({ kind: 'showdown-pick', seat: 0 });
    expect(state.turn).toBe(5);
  });

  it('is not required when the opponent’s last turn or the turn before had a combat', () => {
    expect(act(quiet(5, 3), 'end-action-step', {}).turn).toBe(6);
    expect(act(quiet(5, 4), 'end-action-step', {}).turn).toBe(6);
  });

  it('only showdown picks are allowed while one is due: anything else skips the showdown', () => {
    const state = act(quiet(5, 2), 'end-action-step', {});
    expect(violations(state, 'move', { from: 0, to: 1 })).toEqual([expect.objectContaining({ code: 'chaotic/showdown-skipped', rule: '6.3.7.1', message: expect.stringContaining('a showdown was due') })]);
  });
});

describe('CR 6.3.7.2 showdown procedure', () => {
  it('the active player picks an opposing creature, the other player one of the active player’s; they fight in the first one’s space', () => {
    const state = act(quiet(5, 2), 'end-action-step', {});
    expect(violations(state, 'showdown-pick', { space: 0 })).toEqual([expect.objectContaining({ code: 'chaotic/showdown-pick-invalid', rule: '6.3.7.2' })]);
    act(state, 'showdown-pick', { space: 11 });
    expect(engine.activePlayers(state)).toEqual(['bob']);
    expect(rules(violations(state, 'showdown-pick', { space: 10 }))).toEqual(['6.3.7.2']);
    act(state, 'showdown-pick', { space: 2 });
    expect(state.combat).toEqual(expect.objectContaining({ attacker: UID.Frafdo, defender: UID.Zaur, space: 11, showdown: true }));
    expect(state.board[2]).toBeNull();
  });

  it('after the showdown combat the turn goes to the recovery step, not back to the action step', () => {
    const state = act(quiet(5, 2), 'end-action-step', {});
    act(state, 'showdown-pick', { space: 11 });
    act(state, 'showdown-pick', { space: 2 });
    // Whoever strikes first finishes the other creature with a 5-damage attack.
    const striker = state.combat!.striker;
    state.zones[striker].attackHand[0] = 'DOP-97';
    state.creatures[striker === 0 ? UID.Zaur : UID.Frafdo].damage = 49;
    act(state, 'strike', { card: 'DOP-97' });
    expect(state.combat).toBeNull();
    expect(state.turn).toBe(6);
    expect(state.active).toBe(1);
  });
});
