import type { EngineContext } from './context';
import { endEffects } from './durations';
import { resolveItem } from './resolve-item';
import { findStateTriggers, pushStateTriggers } from './state-triggers';
import { newTurn } from './turn-log';
import type { ChaoticState,Seat } from './types';
import { refillAttackDeck } from './zones';
import { drawWait, strikeWait, seatWait } from './waits';

/**
 * Puts the game in a "draw an attack card" wait. An empty Attack Deck is refilled from the
 * attack discard pile first (CR 7.2.5.1); digital play draws at once in `settle`.
 */
export function requireAttackDraw(state: ChaoticState, seat: Seat, reason: 'opening' | 'strike'): void {
  if (state.mode === 'paper') refillAttackDeck(state, seat, null);
  state.pending = drawWait(seat, reason);
}

/** After a draw: the next opening draw (CR 4.2.4), the first turn, or the strike (CR 7.2.5.2). */
export function afterAttackDraw(state: ChaoticState, seat: Seat, reason: 'opening' | 'strike'): void {
  if (reason === 'strike') {
    state.pending = strikeWait(seat);
    return;
  }
  state.openingDrawsLeft--;
  if (state.openingDrawsLeft > 0) {
    // The starting player draws two, then the other player two.
    const next = state.openingDrawsLeft > 2 ? state.starting : ((1 - state.starting) as Seat);
    requireAttackDraw(state, next, 'opening');
    return;
  }
  state.turn = 1;
  state.active = state.starting;
  state.pending = seatWait('reveal-location', state.active);
}

/**
 * CR 6.4.1 recovery step: damage removed, turn effects end, the active location goes to the
 * bottom of its owner's Location Deck; CR 6.1.4: the other player's turn starts with the
 * location step (CR 6.2.1).
 */
export function endTurn(state: ChaoticState, ctx?: EngineContext): void {
  if (ctx && state.masters) resolveTurnEnd(state, ctx);
  for (const creature of state.creatures) {
    creature.damage = 0;
    creature.movedThisTurn = false;
  }
  state.movesThisTurn = 0;
  state.combatThisTurn = false;
  state.showdownPicks = [];
  newTurn(state);
  // CR 6.4.1: "until end of turn" effects end in the recovery step.
  if (state.masters) endEffects(state.masters, 'end-of-turn');
  // CR 9.3.2: a Mirage goes onto the battleboard instead, on a space its owner picks.
  if (state.masters?.activeMirage && state.activeLocation) {
    state.pending = seatWait('place-mirage', state.activeLocation.owner);
    return;
  }
  if (state.activeLocation) {
    state.zones[state.activeLocation.owner].locationDeck.unshift(state.activeLocation.card);
    state.activeLocation = null;
  }
  startNextTurn(state);
}

/** CR 6.4.3 / 6.1.4: the other player becomes the active player and starts with the location step. */
export function startNextTurn(state: ChaoticState): void {
  state.turn++;
  state.active = (1 - state.active) as Seat;
  state.pending = seatWait('reveal-location', state.active);
}

/** CR 6.4.2: "At the end of each turn" triggers in the recovery step, where no player receives priority: each resolves at once. */
function resolveTurnEnd(state: ChaoticState, ctx: EngineContext): void {
  const m = state.masters;
  if (!m) return;
  const before = m.burst.length;
  pushStateTriggers(state, ctx, findStateTriggers(state, ctx, { kind: 'end-of-each-turn' }));
  while (m.burst.length > before) resolveItem(state, ctx, m.burst.pop()!);
}
