import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, type EngineFormat } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticState } from '../src/engine';
import { createContext } from '../src/engine/context';
import type { Prohibition } from '../src/engine/masters-state';
import { canReach, reachable } from '../src/engine/special/paths';
import { cards, engine, PLAYERS, replayInputs } from './support';
import { arrangedMasters, mRules } from './masters-support';

/**
 * CR 6.3.3: validating a move to an adjacent space skips the path search (`canReach`): the
 * bans in force still decide it, and it agrees with `reachable` for every creature and space.
 */
const ctx = createContext(cards);

/** Creature 0 (seat 0) on space 3, next to the empty space 1 and to creature 6 (seat 1) on space 6. */
function besideOpponent(ban?: Prohibition): ChaoticState {
  const state = arrangedMasters({ 3: 0, 6: 6 });
  if (ban) state.masters!.prohibitions.push(ban);
  return state;
}

const move = (state: ChaoticState, to: number) => mRules(state, 'move', { from: 3, to });

describe('CR 6.3.3 a one-step move', () => {
  it('goes to an adjacent empty space or into combat when nothing bans it', () => {
    expect(move(besideOpponent(), 1)).toEqual([]);
    expect(move(besideOpponent(), 6)).toEqual([]);
  });

  it('is refused by "cannot move", for that creature or for every creature', () => {
    expect(move(besideOpponent({ action: 'move', uid: 0, until: 'game' }), 1)).toEqual(['6.3.3']);
    expect(move(besideOpponent({ action: 'move', uid: null, until: 'game' }), 6)).toEqual(['6.3.3']);
    expect(move(besideOpponent({ action: 'move', uid: 1, until: 'game' }), 1)).toEqual([]);
  });

  it('"cannot move into unoccupied spaces" leaves only the move into combat', () => {
    const state = besideOpponent({ action: 'move-to-unoccupied', uid: 0, until: 'game' });
    expect(move(state, 1)).toEqual(['6.3.3']);
    expect(move(state, 6)).toEqual([]);
  });

  it('may not end in a space creatures cannot end their move in', () => {
    const state = besideOpponent({ action: 'end-move-in-space', uid: 6, until: 'game' });
    expect(move(state, 6)).toEqual(['6.3.3']);
    expect(move(state, 1)).toEqual([]);
  });

  it('agrees with the path search for every creature and space at each action step of random-deck games', () => {
    const games: [number, EngineFormat][] = [[3, 'masters'], [19, 'masters'], [25, 'limited'], [143, 'limited']];
    for (const [seed, format] of games) {
      const rng = new SeededRng(rngStateFromSeed(seed));
      const match = playBotMatch({ cards, decks: [buildRandomDeck(cards, format, rng), buildRandomDeck(cards, format, rng)], seed, format, players: [...PLAYERS] });
      const { config, combined } = replayInputs(match);
      const state = engine.setup(config, { combined });
      for (const action of match.actions) {
        if (state.pending.kind === 'action-step') {
          for (const c of state.creatures) {
            if (c.space === null) continue;
            const ends = reachable(state, ctx, c.uid);
            const agreed = state.board.map((_, to) => canReach(state, ctx, c.uid, to) === ends.includes(to));
            expect({ seq: action.seq, uid: c.uid, agreed }).toEqual({ seq: action.seq, uid: c.uid, agreed: agreed.map(() => true) });
          }
        }
        engine.applyInPlace(state, action);
      }
    }
  });
});
