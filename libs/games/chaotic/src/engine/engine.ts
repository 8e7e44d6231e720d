import { GameEngine, MatchSeeds, PlayerId, Viewer } from '@arbiter/rules';
import { actingSeat } from './acting';
import { createContext } from './context';
import { applyAction, settle } from './flow';
import { legalActions } from './legal-actions';
import { setupState } from './setup';
import { CardLookup, ChaoticAction, ChaoticMatchConfig, ChaoticOutcome, ChaoticState } from './types';
import { validateAction } from './validate';
import { ChaoticView, viewFor } from './view';

/** Bumped whenever a change could alter the replay of an existing log. */
export const CHAOTIC_ENGINE_VERSION = '1.0.0';

export type ChaoticEngine = GameEngine<ChaoticMatchConfig, ChaoticState, ChaoticAction, ChaoticOutcome, ChaoticView>;

/** The Chaotic rules engine over a card set (Apprentice, CR 10.1). */
export function createChaoticEngine(cards: CardLookup): ChaoticEngine {
  const ctx = createContext(cards);
  const clone = (state: ChaoticState): ChaoticState => structuredClone(state);
  return {
    game: 'chaotic',
    version: CHAOTIC_ENGINE_VERSION,
    setup(config: ChaoticMatchConfig, seeds: MatchSeeds) {
      const state = setupState(config, seeds, ctx);
      settle(state, ctx);
      return state;
    },
    activePlayers(state) {
      const seat = actingSeat(state);
      return seat === null ? [] : [state.players[seat]];
    },
    validate: (state, action) => validateAction(state, action, ctx),
    apply(state, action) {
      const next = clone(state);
      applyAction(next, ctx, action);
      return next;
    },
    applyInPlace(state, action) {
      applyAction(state, ctx, action);
    },
    legalActions: (state: ChaoticState, player: PlayerId) => legalActions(state, player, ctx),
    outcome: (state) => state.result,
    view: (state: ChaoticState, viewer: Viewer) => viewFor(state, viewer),
    clone,
  };
}
