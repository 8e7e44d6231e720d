import type { Violation } from '@arbiter/rules';
import { validateActivate } from './abilities';
import { validateAttest } from './attest';
import { validateChoices } from './choice-check';
import type { EngineContext } from './context';
import type { MastersAction } from './masters-actions';
import { validatePlayMugic } from './mugic';
import { interceptors } from './special/defender';
import type { ChaoticState,Seat } from './types';

/**
 * Checks for the Masters action types, once `validateAction` has found that the player
 * may act and the game waits for this type (priority holder, attest, intercept).
 */
export function validateMastersAction(state: ChaoticState, ctx: EngineContext, seat: Seat, action: MastersAction): Violation[] {
  const seq = action.seq;
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  if (!state.masters) return [{ code: 'chaotic/not-in-apprentice', rule: '10.1', seq, message: `"${action.type}" has no place in Apprentice` }];
  switch (action.type) {
    case 'pass': return validateChoices(state, ctx, action);
    case 'play-mugic': return validatePlayMugic(state, ctx, seat, seq, payload);
    case 'activate': return validateActivate(state, ctx, seat, seq, payload);
    case 'attest': {
      const found = validateAttest(state, ctx, seat, seq, payload);
      return found.length > 0 ? found : validateChoices(state, ctx, action);
    }
    case 'intercept': {
      const space = payload.space;
      if (space === null) return [];
      return typeof space === 'number' && state.masters.interception && interceptors(state, ctx, state.masters.interception.space).includes(space)
        ? []
        : [{ code: 'chaotic/intercept-invalid', rule: '6.3.4.1.1', seq, message: `space ${String(space)} holds no creature with Defender that may intercept this move` }];
    }
    case 'place-mirage': {
      const space = payload.space;
      return typeof space === 'number' && Number.isInteger(space) && space >= 0 && space < state.board.length
        ? []
        : [{ code: 'chaotic/mirage-space', rule: '9.3.2', seq, message: `space ${String(space)} is not a battleboard space` }];
    }
    default: {
      const unknown: never = action;
      return [{ code: 'chaotic/unknown-action', rule: '8.1.1', seq, message: `unknown action ${String((unknown as MastersAction).type)}` }];
    }
  }
}
