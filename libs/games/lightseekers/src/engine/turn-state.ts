import type { TurnState } from './state';

/** 4.1.1.1, 4.1.3: a fresh turn: two actions, no Element used, no name played, no ability. */
export function freshTurn(): TurnState {
  return { phase: 'action', regular: 2, unrestricted: 0, taken: 0, combo: false, basicUsed: [], names: [], ability: false, handLeft: false };
}

/** 4.1.4.1, 4.1.4.3: a card for each action not used, and one more after a combo. */
export function drawsOwed(turn: TurnState): number {
  return turn.regular + turn.unrestricted + (turn.combo ? 1 : 0);
}
