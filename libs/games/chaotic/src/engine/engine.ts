import type { GameEngine,MatchSeeds,PlayerId,Viewer } from '@arbiter/rules';
import { actingSeat } from './acting';
import { createContext } from './context';
import { CHAOTIC_ENGINE_VERSION } from './engine-versions';
import { applyAction, settle } from './flow';
import { legalActions } from './legal-actions';
import { shareMatchTriggers } from './match-triggers';
import { setupState } from './setup';
import type { CardLookup,ChaoticAction,ChaoticMatchConfig,ChaoticOutcome,ChaoticState } from './types';
import { validateAction } from './validate';
import { type ChaoticView, viewFor } from './view';

export { CHAOTIC_ENGINE_VERSION, REPLAYABLE_ENGINE_VERSIONS, UnknownEngineVersionError } from './engine-versions';

export type ChaoticEngine = GameEngine<ChaoticMatchConfig, ChaoticState, ChaoticAction, ChaoticOutcome, ChaoticView>;

/**
 * The Chaotic rules engine over a card set. `version` replays logs of an earlier engine version
 * (`REPLAYABLE_ENGINE_VERSIONS`) as that version read the card text; an unknown one throws
 * `UnknownEngineVersionError`.
 */
export function createChaoticEngine(cards: CardLookup, version: string = CHAOTIC_ENGINE_VERSION): ChaoticEngine {
  const ctx = createContext(cards, version);
  const clone = (state: ChaoticState): ChaoticState => {
    const next = structuredClone(state);
    shareMatchTriggers(ctx, state, next);
    return next;
  };
  return {
    game: 'chaotic',
    version,
    gameOverRule: '5.1',
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
    view: (state: ChaoticState, viewer: Viewer) => viewFor(state, viewer, ctx),
    clone,
  };
}
