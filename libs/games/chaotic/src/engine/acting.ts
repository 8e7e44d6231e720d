import type { ChaoticState,Seat } from './types';

/** The seat that must act now, or null when the game is over (the contract's activePlayers). */
export function actingSeat(state: ChaoticState): Seat | null {
  const pending = state.pending;
  switch (pending.kind) {
    case 'draw-attack':
    case 'reveal-location':
    case 'strike':
    case 'showdown-pick':
    case 'priority':
    case 'attest':
    case 'intercept':
    case 'place-mirage':
      return pending.seat;
    case 'action-step':
      return state.active;
    case 'game-over':
      return null;
    default: {
      const unknown: never = pending;
      throw new Error(`unknown pending ${String(unknown)}`);
    }
  }
}
