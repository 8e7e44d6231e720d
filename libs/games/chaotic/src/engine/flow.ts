import { SeededRng } from '@arbiter/rules';
import { resolveStrike } from './combat';
import type { EngineContext } from './context';
import { applyActivate } from './abilities';
import { applyAttest } from './attest';
import { applyPlayMugic } from './mugic';
import { statedChoices, takeResult, withChoices } from './choices';
import { applyIntercept, applyMove } from './movement';
import { applyEndActionStep, applyShowdownPick } from './showdown';
import { applyPass, goOn } from './go-on';
import { openPriority, type Next } from './priority';
import { placeMirage } from './special/mirage';
import { addTriggers } from './triggers';
import { raiseTurnStart } from './state-trigger-sources';
import { afterAttackDraw } from './turn';
import type { ChaoticAction,ChaoticState,Seat } from './types';
import { drawAttack, refillAttackDeck, revealLocation } from './zones';
import { ACTION_STEP } from './waits';

/**
 * Digital play: performs every draw and location reveal the game is waiting for, from the
 * seeded RNG, until a player has a choice to make. Paper play waits for the log to declare them.
 */
export function settle(state: ChaoticState, ctx: EngineContext): void {
  if (state.mode !== 'digital' || state.rng === null) return;
  // Refills shuffle with one generator started from the RNG state of the first draw, and the state ends up
  // holding that generator's state. Replay speed: the generator is made only when a refill shuffles.
  let first: number[] | null = null;
  let rng: SeededRng | null = null;
  for (;;) {
    const pending = state.pending;
    if (pending.kind === 'draw-attack') {
      first ??= state.rng;
      const zones = state.zones[pending.seat];
      if (zones.attackDeck.length === 0 && zones.attackDiscard.length > 0) refillAttackDeck(state, pending.seat, (rng ??= new SeededRng(first!)));
      drawAttack(state, pending.seat, null);
      afterAttackDraw(state, pending.seat, pending.reason);
    } else if (pending.kind === 'reveal-location') {
      revealLocation(state, pending.seat, null);
      goOn(state, ctx, afterLocationRevealed(state, ctx));
    } else break;
  }
  if (rng) state.rng = rng.state() as number[];
  else if (first) state.rng = first;
}

/** Applies an action `validate` accepted, mutating the state, then settles digital draws. */
export function applyAction(state: ChaoticState, ctx: EngineContext, action: ChaoticAction): void {
  const answers = statedChoices(action.payload);
  if (answers === null || answers === 'bad' || answers.length === 0) applyOne(state, ctx, action);
  else applyWithChoices(state, ctx, action, answers);
}

/**
 * An action stating choices: the copy its validation produced, else applied with them on the tape.
 * Apart from `applyAction` (replay speed): a closure over the parameters there would allocate on every action.
 */
function applyWithChoices(state: ChaoticState, ctx: EngineContext, action: ChaoticAction, answers: readonly string[]): void {
  const result = takeResult(state, action);
  if (result) Object.assign(state, result);
  else withChoices(state, answers, () => applyOne(state, ctx, action));
}

/** Applies an action as it stands: its stated choices, if any, are read from the tape the caller set (`withChoices`). */
export function applyOne(state: ChaoticState, ctx: EngineContext, action: ChaoticAction): void {
  state.lastSeq = action.seq;
  goOn(state, ctx, applyStep(state, ctx, action));
  settle(state, ctx);
}

/** The step an action takes; what it hands back runs in `applyOne`. */
function applyStep(state: ChaoticState, ctx: EngineContext, action: ChaoticAction): Next {
  switch (action.type) {
    case 'move': return applyMove(state, ctx, action.payload.from, action.payload.to);
    case 'end-action-step': applyEndActionStep(state, ctx); break;
    case 'showdown-pick': return applyShowdownPick(state, ctx, action.payload.space);
    case 'strike': return resolveStrike(state, ctx, action.payload.card);
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
      return afterLocationRevealed(state, ctx);
    }
    case 'pass': applyPass(state, ctx, seatOf(state, action.player)); break;
    case 'play-mugic': {
      const card = ctx.cards.byId(action.payload.card);
      if (card?.type === 'Mugic') applyPlayMugic(state, ctx, seatOf(state, action.player), action.payload, card);
      break;
    }
    case 'activate': applyActivate(state, ctx, seatOf(state, action.player), action.payload); break;
    case 'attest': return applyAttest(state, ctx, action.payload);
    case 'intercept': return applyIntercept(state, ctx, action.payload.space);
    case 'place-mirage': placeMirage(state, action.payload.space); break;
    default: {
      const unknown: never = action;
      throw new Error(`unknown action ${(unknown as ChaoticAction).type}`);
    }
  }
  return undefined;
}

const seatOf = (state: ChaoticState, player: string): Seat => (state.players[0] === player ? 0 : 1);

/**
 * CR 6.2.2 / 6.2.3: in the Masters game abilities triggered by the reveal start a burst
 * and the active player receives priority; Apprentice goes straight to the action step.
 */
function afterLocationRevealed(state: ChaoticState, ctx: EngineContext): Next {
  if (!state.masters) {
    state.pending = ACTION_STEP;
    return undefined;
  }
  const location = state.activeLocation;
  state.masters.activeMirage = !!location && !!ctx.cards.byId(location.card)?.subtypes.includes('Mirage');
  // CR 6.1.3 / 6.2.1: the turn begins with this location step; its triggers share the location's burst.
  addTriggers(state, ctx, 'becomes-active-location', [], raiseTurnStart(state, ctx));
  return openPriority(state, 'location', state.active);
}
