import { validateChoices } from './choice-check';
import type { Violation } from '@arbiter/rules';
import { boardFor, isAdjacent } from './board';
import { actingSeat } from './acting';
import { outOfOrder } from './breach';
import type { EngineContext } from './context';
import { validateMastersAction } from './masters-validate';
import { anyMoveAvailable } from './movement';
import { canReach } from './special/paths';
import { cloneState } from './clone';
import { ACTION_TYPES, type ChaoticAction, type ChaoticState, type Pending, type Seat } from './types';
import { EMPTY_PAYLOAD } from './choices';

/** The rule that governs what the game is waiting for, cited when the wrong thing happens. */
function ruleFor(pending: Pending): string {
  switch (pending.kind) {
    case 'draw-attack': return pending.reason === 'opening' ? '4.2.4' : '7.2.5.1';
    case 'reveal-location': return '6.2.1';
    case 'action-step': return '6.3.1';
    case 'strike': return '7.2.5.2';
    case 'showdown-pick': return '6.3.7.2';
    case 'game-over': return '5.1';
    case 'priority': return '8.1.1';
    case 'attest': return '8.2.3';
    case 'intercept': return '6.3.4.1';
    case 'place-mirage': return '9.3.2';
    default: { const unknown: never = pending; return String(unknown); }
  }
}

/** Which action type each wait accepts. */
const EXPECTED: Record<Pending['kind'], readonly string[]> = {
  'draw-attack': ['draw-attack'],
  'reveal-location': ['reveal-location'],
  'action-step': ['move', 'end-action-step'],
  strike: ['strike'],
  'showdown-pick': ['showdown-pick'],
  priority: ['pass', 'play-mugic', 'activate'],
  attest: ['attest'],
  intercept: ['intercept'],
  'place-mirage': ['place-mirage'],
  'game-over': [],
};

/** `EXPECTED` as a map (replay speed: a keyed read of ten names at one site is a slow, megamorphic lookup, made for every action that is not a plain pass). */
const EXPECTED_BY_KIND: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(EXPECTED));

const KNOWN_TYPES: ReadonlySet<string> = new Set(ACTION_TYPES);
const MASTERS_TYPES: ReadonlySet<string> = new Set(['pass', 'play-mugic', 'activate', 'attest', 'intercept', 'place-mirage']);

const isSpace = (state: ChaoticState, value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < state.board.length;

/** The acting player's seat, -1 for someone not in the match. */
const seatOf = (state: ChaoticState, action: ChaoticAction): Seat | -1 => (action.player === state.players[0] ? 0 : action.player === state.players[1] ? 1 : -1);

function violation(seq: number, code: string, rule: string, message: string): Violation[] {
  return [{ code: `chaotic/${code}`, rule, seq, message }];
}

/** Shared result for a legal action: validation runs once per replayed action, so it allocates nothing. */
const LEGAL: Violation[] = Object.freeze([]) as unknown as Violation[];

/** Every rule the action breaks in this state; empty when it is legal. Never throws. */
export function validateAction(state: ChaoticState, action: ChaoticAction, ctx: EngineContext): Violation[] {
  // Replay speed: most actions are the priority holder's pass stating no choices, which every check accepts;
  // this test alone is small enough to be inlined into the caller.
  const pending = state.pending;
  if (action.type === 'pass' && pending.kind === 'priority' && seatOf(state, action) === pending.seat && state.masters
    && (action.payload === EMPTY_PAYLOAD || (action.payload as { choices?: unknown } | null | undefined)?.choices === undefined)) return LEGAL;
  return everyCheck(state, action, ctx);
}

function everyCheck(state: ChaoticState, action: ChaoticAction, ctx: EngineContext): Violation[] {
  const seq = action.seq;
  const pending = state.pending;
  if (pending.kind === 'game-over') return violation(seq, 'game-over', '5.1', 'the game has already ended');
  const seat = seatOf(state, action);
  if (seat < 0) return violation(seq, 'unknown-player', '6.1.2', `${String(action.player)} is not a player in this match`);
  // Replay speed: a type the game waits for is a known one, so only another is looked up among all types.
  const expected = EXPECTED_BY_KIND.get(pending.kind);
  const awaited = expected !== undefined && expected.includes(action.type);
  if (!awaited && !KNOWN_TYPES.has(action.type)) return violation(seq, 'unknown-action', ruleFor(pending), `unknown action type "${String(action.type)}"`);
  if (!state.masters && MASTERS_TYPES.has(action.type)) return violation(seq, 'not-in-apprentice', '10.1', `"${action.type}" has no place in Apprentice, which uses no battlegear, mugic or card text`);
  if (state.format === 'advanced-apprentice' && (action.type === 'play-mugic' || action.type === 'activate')) {
    return violation(seq, 'not-in-advanced-apprentice', '10.2', 'Advanced Apprentice is played without mugic and activated abilities');
  }
  const acting = actingSeat(state);
  const breach = outOfOrder(state, action, acting);
  if (breach) return [breach];
  if (seat !== acting) {
    const who = acting === null ? 'nobody' : state.players[acting];
    return violation(seq, 'not-your-turn', ruleFor(pending), `${action.player} may not act now: waiting for ${who} (${pending.kind})`);
  }
  if ((action.type === 'draw-attack' || action.type === 'reveal-location') && state.mode === 'digital') {
    return violation(seq, 'declared-draw-in-digital', '4.1.5', 'digital play draws from the committed seeds; the log may not declare cards');
  }
  if (!awaited) {
    return violation(seq, 'wrong-step', ruleFor(pending), `"${action.type}" is not allowed now: the game waits for ${expected!.join(' or ')}`);
  }
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  switch (action.type) {
    case 'move': {
      const found = validateMove(state, seat, seq, payload, ctx);
      // Paper play: a move that engages declares the battlegear it turns face up (CR 7.2.2) in its choices.
      return found.length > 0 || state.mode !== 'paper' || !state.masters ? found : validateChoices(state, ctx, action);
    }
    case 'end-action-step':
      return state.movesThisTurn === 0 && anyMoveAvailable(state, ctx)
        ? violation(seq, 'no-move', '6.3.1', 'the active player must move at least one creature before ending the action step')
        : LEGAL;
    case 'showdown-pick': {
      const space = payload.space;
      const wantOwner = state.showdownPicks.length === 0 ? 1 - state.active : state.active;
      const uid = isSpace(state, space) ? state.board[space] : null;
      if (uid === null || uid === undefined || state.creatures[uid].owner !== wantOwner) {
        return violation(seq, 'showdown-pick-invalid', '6.3.7.2', `space ${String(space)} does not hold a creature of ${state.players[wantOwner]}`);
      }
      return LEGAL;
    }
    case 'strike':
      return typeof payload.card === 'string' && state.zones[seat].attackHand.includes(payload.card)
        ? LEGAL
        : violation(seq, 'attack-not-in-hand', '7.2.5.2', `${String(payload.card)} is not in ${action.player}'s attack hand`);
    case 'draw-attack':
      return typeof payload.card === 'string' && state.zones[seat].attackDeck.includes(payload.card)
        ? LEGAL
        : violation(seq, 'card-not-in-deck', ruleFor(pending), `${String(payload.card)} is not among the cards left in ${action.player}'s Attack Deck`);
    case 'reveal-location':
      return typeof payload.card === 'string' && state.zones[seat].locationDeck.includes(payload.card)
        ? LEGAL
        : violation(seq, 'location-not-in-deck', '6.2.1', `${String(payload.card)} is not in ${action.player}'s Location Deck`);
    case 'pass':
    case 'play-mugic':
    case 'activate':
    case 'attest':
    case 'intercept':
    case 'place-mirage':
      return validateMastersAction(state, ctx, seat, action);
    default: {
      const unknown: never = action;
      return violation(seq, 'unknown-action', '6.1.2', `unknown action ${String((unknown as ChaoticAction).type)}`);
    }
  }
}

const SECOND_COMBAT = 'a player may only initiate one combat each turn: once a combat has been initiated, no creature may end its move on an opposing creature\'s space';

/**
 * CR 6.3.5: the move would reach the opposing creature's space (Swift, Range, adjacency) if no
 * combat had been initiated this turn, so the second combat is what the move breaks. Checked on
 * a copy: only a move already found illegal comes here.
 */
function reachableBeforeCombat(state: ChaoticState, ctx: EngineContext, uid: number, to: number): boolean {
  const before = cloneState(state, ctx);
  before.combatThisTurn = false;
  return canReach(before, ctx, uid, to);
}

function validateMove(state: ChaoticState, seat: Seat, seq: number, payload: Record<string, unknown>, ctx: EngineContext): Violation[] {
  const broke = (code: string, rule: string, message: string) => violation(seq, code, rule, message);
  const { from, to } = payload;
  if (!isSpace(state, from) || !isSpace(state, to)) return broke('no-such-space', '6.3.3', `move from ${String(from)} to ${String(to)}: no such space`);
  const uid = state.board[from];
  if (uid === null || state.creatures[uid].owner !== seat) return broke('not-your-creature', '6.3.1', `space ${from} does not hold a creature of ${state.players[seat]}`);
  if (state.creatures[uid].movedThisTurn) return broke('creature-already-moved', '6.3.1', `the creature on space ${from} has already moved this turn`);
  if (state.masters) {
    // CR 6.3.3.1–6.3.3.3: Swift X and Range widen where a creature may go.
    if (!canReach(state, ctx, uid, to)) {
      const occupant = state.board[to];
      if (occupant !== null && state.creatures[occupant].owner === seat) return broke('space-occupied', '6.3.3.3', `space ${to} is held by another of ${state.players[seat]}'s creatures`);
      if (occupant !== null && state.combatThisTurn && reachableBeforeCombat(state, ctx, uid, to)) return broke('second-combat', '6.3.5', SECOND_COMBAT);
      return broke('move-not-adjacent', '6.3.3', `space ${to} cannot be reached from space ${from}`);
    }
    return LEGAL;
  }
  if (!isAdjacent(boardFor(state.size), from, to)) return broke('move-not-adjacent', '6.3.3', `space ${to} is not adjacent to space ${from}`);
  const occupant = state.board[to];
  if (occupant !== null && state.creatures[occupant].owner === seat) return broke('space-occupied', '6.3.3.3', `space ${to} is held by another of ${state.players[seat]}'s creatures`);
  if (occupant !== null && state.combatThisTurn) return broke('second-combat', '6.3.5', SECOND_COMBAT);
  return LEGAL;
}
