import { SeededRng } from '@arbiter/rules';
import { resolveStrike } from './combat';
import { EngineContext } from './context';
import { applyEndActionStep, applyMove, applyShowdownPick } from './movement';
import { afterAttackDraw } from './turn';
import { ChaoticAction, ChaoticState } from './types';
import { drawAttack, refillAttackDeck, revealLocation } from './zones';

/**
 * Digital play: performs every draw and location reveal the game is waiting for, from the
 * seeded RNG, until a player has a choice to make. Paper play waits for the log to declare them.
 */
export function settle(state: ChaoticState): void {
  if (state.mode !== 'digital' || state.rng === null) return;
  let rng: SeededRng | null = null;
  for (;;) {
    const pending = state.pending;
    if (pending.kind === 'draw-attack') {
      rng ??= new SeededRng(state.rng);
      refillAttackDeck(state, pending.seat, rng);
      drawAttack(state, pending.seat, null);
      afterAttackDraw(state, pending.seat, pending.reason);
    } else if (pending.kind === 'reveal-location') {
      revealLocation(state, pending.seat, null);
      state.pending = { kind: 'action-step' };
    } else break;
  }
  if (rng) state.rng = rng.state() as number[];
}

/** Applies an action `validate` accepted, mutating the state, then settles digital draws. */
export function applyAction(state: ChaoticState, ctx: EngineContext, action: ChaoticAction): void {
  state.lastSeq = action.seq;
  switch (action.type) {
    case 'move': applyMove(state, ctx, action.payload.from, action.payload.to); break;
    case 'end-action-step': applyEndActionStep(state); break;
    case 'showdown-pick': applyShowdownPick(state, ctx, action.payload.space); break;
    case 'strike': resolveStrike(state, ctx, action.payload.card); break;
    case 'draw-attack': {
      const pending = state.pending;
      if (pending.kind !== 'draw-attack') break;
      drawAttack(state, pending.seat, action.payload.card);
      afterAttackDraw(state, pending.seat, pending.reason);
      break;
    }
    case 'reveal-location': {
      const pending = state.pending;
      if (pending.kind !== 'reveal-location') break;
      revealLocation(state, pending.seat, action.payload.card);
      state.pending = { kind: 'action-step' };
      break;
    }
    default: {
      const unknown: never = action;
      throw new Error(`unknown action ${(unknown as ChaoticAction).type}`);
    }
  }
  settle(state);
}
