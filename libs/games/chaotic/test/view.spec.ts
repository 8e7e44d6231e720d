import fc from 'fast-check';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import type { ChaoticState } from '../src/engine';
import { botGame, engine, freshGame, statesAlong } from './support';

/** Reshuffles what a seat may not see: the other player's hand and deck, every deck's order, and the RNG. */
function scrambleHidden(state: ChaoticState, seat: 0 | 1, seed: number): ChaoticState {
  const copy = engine.clone(state);
  const rng = new SeededRng(rngStateFromSeed(seed));
  const other = copy.zones[1 - seat];
  const pool = rng.shuffle([...other.attackHand, ...other.attackDeck]);
  other.attackHand = pool.slice(0, other.attackHand.length);
  other.attackDeck = pool.slice(other.attackHand.length);
  rng.shuffle(copy.zones[seat].attackDeck);
  for (const zones of copy.zones) rng.shuffle(zones.locationDeck);
  copy.rng = [1, 2, 3, 4];
  return copy;
}

describe('CR 4.1.4 / 4.1.5 / 4.2.4 views hide what a viewer may not see', () => {
  it('a player sees their own hand, only counts of the opponent’s hand and of every deck, and no RNG', () => {
    const state = freshGame();
    const view = engine.view(state, { kind: 'player', player: 'alice' });
    expect(view.zones[0].attackHand).toEqual(state.zones[0].attackHand);
    expect(view.zones[1].attackHand).toBeUndefined();
    expect(view.zones[1].attackHandCount).toBe(2);
    expect(JSON.stringify(view)).not.toMatch(/attackDeck"|locationDeck"|"rng"/);
    expect(view.judge).toBeUndefined();
  });

  it('a spectator sees no hand at all; a judge sees everything', () => {
    const state = freshGame();
    const spectator = engine.view(state, { kind: 'spectator' });
    expect(spectator.zones.map((z) => z.attackHand)).toEqual([undefined, undefined]);
    expect(engine.view(state, { kind: 'judge' }).judge).toEqual(state);
  });

  it('property: a player’s view of any reached state does not change when everything hidden from them changes', () => {
    const states = [1, 2, 3].flatMap((seed) => statesAlong(botGame(seed), 17));
    fc.assert(fc.property(fc.constantFrom(...states), fc.integer(), fc.constantFrom<0 | 1>(0, 1), (state, seed, seat) => {
      const player = state.players[seat];
      const before = engine.view(state, { kind: 'player', player });
      expect(engine.view(scrambleHidden(state, seat, seed), { kind: 'player', player })).toEqual(before);
      const spectator = engine.view(state, { kind: 'spectator' });
      expect(engine.view(scrambleHidden(state, seat, seed + 1), { kind: 'spectator' }).zones.map((z) => z.attackHand)).toEqual(spectator.zones.map((z) => z.attackHand));
    }), { numRuns: 300 });
  });
});
