import type { GameBots } from '@arbiter/rules';
import { chooseMasters, chooseUniformly } from '../bots/random-bot';
import type { ChaoticView } from '../engine/view';
import type { ChaoticAction, ChaoticMatchConfig, ChaoticOutcome, ChaoticState } from '../engine/types';

/**
 * The default stop for a bot game. Finished games take far fewer actions (under 1,500 in a
 * thousand sampled); a game past it is in a combat the rules let go on forever (CR 7.3.2 ends
 * only combats without damage: Graalorn Forest healing every elemental attack, or Olkiex gaining
 * Energy with each of its attacks, can outlast any damage), and it stops unfinished.
 */
export const BOT_ACTION_CAP = 20_000;

/** Apprentice has no priority: uniform among legal actions; in the card-text formats the Masters bot passes half the time. */
export const chaoticBots: GameBots<ChaoticState, ChaoticAction, ChaoticOutcome, ChaoticView, ChaoticMatchConfig> = {
  actionCap: BOT_ACTION_CAP,
  choose: (engine, state, rng) => (state.format === 'apprentice' ? chooseUniformly(engine, state, rng) : chooseMasters(engine, state, rng)),
};
