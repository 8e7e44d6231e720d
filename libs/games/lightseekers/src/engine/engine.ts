import type { GameEngine, GameOutcome } from '@arbiter/rules';
import type { LightseekersCardSet } from '../cards/card-set';
import { applyAction } from './apply';
import { catalogueOf } from './catalogue';
import { LIGHTSEEKERS_ENGINE_VERSION } from './engine-versions';
import { legalActions } from './legal-actions';
import { outcomeOf } from './outcome';
import { setupGame } from './setup';
import type { LightseekersAction, LightseekersConfig, LightseekersState } from './state';
import { actingPlayer, cloneState } from './state';
import { validate } from './validate';
import type { LightseekersView } from './view';
import { viewOf } from './view';

export { LIGHTSEEKERS_ENGINE_VERSION, REPLAYABLE_ENGINE_VERSIONS } from './engine-versions';

export type LightseekersEngine = GameEngine<LightseekersConfig, LightseekersState, LightseekersAction, GameOutcome, LightseekersView>;

/**
 * The Lightseekers rules engine over a card set: pure functions on plain data, randomness only
 * from the seeded RNG kept in the state. Off-turn choosers (a Discard's recipient, the enemy
 * picking cards to shuffle back) are the active player while their choice is pending. An earlier
 * `version` (`REPLAYABLE_ENGINE_VERSIONS`) plays by that version's rules (engine-versions.ts).
 */
export function createLightseekersEngine(set: LightseekersCardSet, version: string = LIGHTSEEKERS_ENGINE_VERSION): LightseekersEngine {
  const cards = catalogueOf(set, version);
  return {
    game: 'lightseekers',
    version,
    gameOverRule: 'ls:5',
    setup: (config, seeds) => setupGame(config, seeds, cards),
    activePlayers(state) {
      if (outcomeOf(state)) return [];
      return [state.pending[0]?.player ?? actingPlayer(state).id];
    },
    validate: (state, action) => validate(state, action, cards),
    apply(state, action) {
      const next = cloneState(state);
      applyAction(next, action, cards);
      return next;
    },
    applyInPlace: (state, action) => applyAction(state, action, cards),
    legalActions: (state, player) => legalActions(state, player, cards),
    outcome: outcomeOf,
    view: viewOf,
    clone: cloneState,
  };
}
