import { combineSeeds } from '@arbiter/rules';
import type { ChaoticState } from '../src/engine';
import { act, config, engine, rules, violations } from './support';

const paperGame = (): ChaoticState => engine.setup(config('paper'), {});

describe('CR 4.2.4 paper play: the opening draws are declared in the log', () => {
  it('waits for the starting player to declare two draws, then the other player', () => {
    const state = paperGame();
    expect(state.pending).toEqual({ kind: 'draw-attack', seat: 0, reason: 'opening' });
    act(state, 'draw-attack', { card: 'DOP-97' });
    act(state, 'draw-attack', { card: 'DOP-91' });
    expect(state.zones[0].attackHand).toEqual(['DOP-97', 'DOP-91']);
    expect(engine.activePlayers(state)).toEqual(['bob']);
  });

  it('refuses a card the registered list does not hold, or no longer holds', () => {
    const state = paperGame();
    expect(violations(state, 'draw-attack', { card: 'DOP-88' })).toEqual([expect.objectContaining({ code: 'chaotic/card-not-in-deck', rule: '4.2.4' })]);
    act(state, 'draw-attack', { card: 'DOP-97' }); // the only copy
    expect(rules(violations(state, 'draw-attack', { card: 'DOP-97' }))).toEqual(['4.2.4']);
  });
});

describe('CR 6.2.1 paper play: the revealed location comes from the player’s Location Deck', () => {
  it('accepts a location the deck holds and refuses one it does not', () => {
    const state = paperGame();
    for (const card of ['DOP-97', 'DOP-91']) act(state, 'draw-attack', { card });
    for (const card of ['DOP-88', 'DOP-92']) act(state, 'draw-attack', { card });
    expect(state.pending).toEqual({ kind: 'reveal-location', seat: 0 });
    expect(violations(state, 'reveal-location', { card: 'DOP-206' })).toEqual([expect.objectContaining({ code: 'chaotic/location-not-in-deck', rule: '6.2.1' })]);
    act(state, 'reveal-location', { card: 'DOP-208' });
    expect(state.activeLocation).toEqual({ owner: 0, card: 'DOP-208' });
    expect(state.zones[0].locationDeck).not.toContain('DOP-208');
  });
});

describe('CR 4.1.5 digital play: cards come from the seeds, never from the log', () => {
  it('refuses a declared draw in a digital game', () => {
    const state = engine.setup(config(), { combined: combineSeeds(['a', 'b'], 'test-match') });
    expect(rules(violations(state, 'draw-attack', { card: 'DOP-97' }))).toEqual(['4.1.5']);
  });
});
