import type { GameEngine } from '../engine';
import type { ActionEnvelope } from '../envelope';
import type { GameOutcome } from '../outcome';
import type { SeededRng } from '../rng';

/** A bot's move for any engine: one of the first acting player's legal actions, chosen uniformly with the bot's RNG. */
export function chooseUniformly<Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  engine: GameEngine<Config, State, Action, Outcome, View>,
  state: State,
  rng: SeededRng,
): Action | null {
  const [player] = engine.activePlayers(state);
  if (player === undefined) return null;
  return rng.pick(engine.legalActions(state, player)) ?? null;
}
