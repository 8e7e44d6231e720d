import type { GameEngine } from '../engine';
import type { ActionEnvelope } from '../envelope';
import type { GameOutcome } from '../outcome';

const key = (action: ActionEnvelope) => JSON.stringify([action.seq, action.player, action.type, action.payload]);

/**
 * The contract's invariant on sample states: an action validates exactly when `legalActions`
 * offers it. Every offered action must validate, and every candidate (`candidates(state)`, e.g.
 * mutations of the offered ones) that validates must be offered. Returns what disagrees, in words.
 */
export function checkLegalActionsAgreeWithValidate<Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  engine: GameEngine<Config, State, Action, Outcome, View>,
  states: readonly State[],
  candidates: (state: State) => readonly Action[],
): string[] {
  const problems: string[] = [];
  states.forEach((state, i) => {
    const offered = new Set<string>();
    for (const player of engine.activePlayers(state)) {
      for (const action of engine.legalActions(state, player)) {
        offered.add(key(action));
        const found = engine.validate(state, action);
        if (found.length > 0) problems.push(`state ${i}: offered ${key(action)} breaks ${found.map((v) => v.code).join(', ')}`);
      }
    }
    for (const action of candidates(state)) {
      if (engine.validate(state, action).length === 0 && !offered.has(key(action))) problems.push(`state ${i}: ${key(action)} validates but is not offered`);
    }
  });
  return problems;
}
