import { SeededRng } from '@arbiter/rules';
import { ChaoticEngine } from '../engine/engine';
import { ChaoticAction, ChaoticState } from '../engine/types';

/** The bot's move: one of the acting player's legal actions, chosen uniformly with the bot's RNG. */
export function chooseUniformly(engine: ChaoticEngine, state: ChaoticState, rng: SeededRng): ChaoticAction | null {
  const [player] = engine.activePlayers(state);
  if (player === undefined) return null;
  return rng.pick(engine.legalActions(state, player)) ?? null;
}

/**
 * The Masters bot: at a priority window it passes half the time (so games do not spend
 * every counter at the first chance), otherwise it picks uniformly among the legal actions.
 */
export function chooseMasters(engine: ChaoticEngine, state: ChaoticState, rng: SeededRng): ChaoticAction | null {
  const [player] = engine.activePlayers(state);
  if (player === undefined) return null;
  const legal = engine.legalActions(state, player);
  const pass = legal.find((a) => a.type === 'pass');
  if (pass && (legal.length === 1 || rng.int(0, 1) === 0)) return pass;
  return rng.pick(legal.filter((a) => a !== pass)) ?? null;
}
