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
  const passes = legal.filter((a) => a.type === 'pass');
  const others = legal.filter((a) => a.type !== 'pass');
  // A pass that resolves text asking choices comes once per combination: pick one uniformly.
  const pass = passes.length > 1 ? rng.pick(passes) : passes[0];
  if (pass && (others.length === 0 || rng.int(0, 1) === 0)) return pass;
  return rng.pick(others) ?? null;
}
