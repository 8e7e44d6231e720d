import type { Card } from '../src/cards/card';
import { createContext } from '../src/engine/context';
import { movementWithoutLayer } from '../src/engine/special/innate-movement';
import { takeFromPile } from '../src/engine/discard-pile';
import { cards } from './support';
import { arrangedMasters } from './masters-support';

/**
 * `movementWithoutLayer` keeps, per state, a copy of the sources of the innate layer and brings
 * it in step on each call: a change written straight into the state (as tests and a copy's
 * adoption do) must be noticed, in a general discard pile too.
 */
const ctx = createContext(cards);
const all = (cards as unknown as { cards: Card[] }).cards;

/** Creature 0 (seat 0) on space 3, creature 6 (seat 1) on space 6, empty discard piles. */
const arranged = () => arrangedMasters({ 3: 0, 6: 6 });

describe('the path search skips the innate layer only while no innate text can touch moving', () => {
  // A creature card whose text, lent from a discard pile, may touch how others move; and one whose text may not.
  const probe = arranged();
  const withPile = (card: string) => {
    probe.zones[1].generalDiscard = [card];
    return movementWithoutLayer(probe, ctx, 0);
  };
  const creatures = all.filter((c) => c.type === 'Creature');
  const mover = creatures.find((c) => !withPile(c.id))!;
  const still = creatures.find((c) => withPile(c.id))!;

  it('finds both kinds of creature card among the cards', () => {
    expect(mover).toBeDefined();
    expect(still).toBeDefined();
  });

  it('notices a card put into or taken out of a general discard pile by hand', () => {
    const state = arranged();
    expect(movementWithoutLayer(state, ctx, 0)).toBe(true);
    state.zones[0].generalDiscard.push(still.id, mover.id);
    expect(movementWithoutLayer(state, ctx, 0)).toBe(false);
    takeFromPile(state.zones[0].generalDiscard, 1);
    expect(movementWithoutLayer(state, ctx, 0)).toBe(true);
  });

  it('notices a card taken out of the middle of a pile and another put on top (the same length)', () => {
    const state = arranged();
    const pile = state.zones[1].generalDiscard;
    pile.push(still.id, mover.id, still.id);
    expect(movementWithoutLayer(state, ctx, 0)).toBe(false);
    takeFromPile(pile, 1);
    pile.push(still.id);
    expect(movementWithoutLayer(state, ctx, 0)).toBe(true);
    takeFromPile(pile, 0);
    pile.push(mover.id);
    expect(movementWithoutLayer(state, ctx, 0)).toBe(false);
  });

  it('notices a whole pile replaced', () => {
    const state = arranged();
    state.zones[0].generalDiscard = [mover.id];
    expect(movementWithoutLayer(state, ctx, 0)).toBe(false);
    state.zones[0].generalDiscard = [];
    expect(movementWithoutLayer(state, ctx, 0)).toBe(true);
  });
});
