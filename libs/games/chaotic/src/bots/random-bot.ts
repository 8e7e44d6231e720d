import { SeededRng } from '@arbiter/rules';
import { ChaoticEngine } from '../engine/engine';
import { ChaoticAction, ChaoticState } from '../engine/types';

/** The bot's move: one of the acting player's legal actions, chosen uniformly with the bot's RNG. */
export function chooseUniformly(engine: ChaoticEngine, state: ChaoticState, rng: SeededRng): ChaoticAction | null {
  const [player] = engine.activePlayers(state);
  if (player === undefined) return null;
  return rng.pick(engine.legalActions(state, player)) ?? null;
}
