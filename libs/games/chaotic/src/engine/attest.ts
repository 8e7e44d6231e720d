import { type AttestInvariant, checkAttestInvariants, valuesInBounds, type Violation } from '@arbiter/rules';
import type { EngineContext } from './context';
import { type DiscardPile, takeFromPile } from './discard-pile';
import { afterResolution, resolveBurst } from './burst';
import { resolveItem } from './resolve-item';
import type { Next } from './priority';
import type { AttestPayload,AttestZone } from './masters-actions';
import { applyStatedChanges, statedChangesProblem } from './attest-changes';
import { beyondCardText } from './attest-bounds';
import type { ChaoticState,Seat } from './types';

const ZONES: readonly AttestZone[] = ['attackDeck', 'attackHand', 'attackDiscard', 'locationDeck', 'generalDiscard', 'mugicHand'];

function pile(state: ChaoticState, seat: Seat, zone: AttestZone): DiscardPile {
  return zone === 'mugicHand' ? state.masters!.mugicHand[seat] : state.zones[seat][zone];
}

const entries = (record: unknown): [string, unknown][] => (record && typeof record === 'object' && !Array.isArray(record) ? Object.entries(record) : []);

/** A move an attested outcome states, with the copies of its card left in the zone it leaves (below 0: it is not there). */
interface MoveSide {
  readonly card: string;
  readonly owner: string;
  readonly from: AttestZone;
  readonly left: number;
}

/**
 * What an attested outcome touches, on one side of it: the damage and Mugic counters of the
 * creatures it names (keyed as the log names them, so in the log's order) and its moves in order.
 * Before, a move's `left` counts the copies in its zone once the moves before it took theirs;
 * after, once it took its own. Only what the outcome names is read: the engine applies it later.
 */
interface OutcomeSide {
  readonly damage: Record<string, number>;
  readonly counters: Record<string, number>;
  readonly moves: MoveSide[];
}

/**
 * Moves take cards from zones to zones, so cards are conserved when every moved card is in the
 * zone it leaves, counting the copies the moves before it took (CR 8.5.2).
 */
const movedCardsInTheirZones: AttestInvariant<OutcomeSide> = (_before, after, seq) => {
  const missing = after.moves.find((move) => move.left < 0);
  return missing
    ? { code: 'chaotic/attested-card-not-conserved', rule: '8.5.2', seq, message: `${missing.card} is not in ${missing.owner}'s ${missing.from}: an attested effect cannot create cards` }
    : null;
};

/** Chaotic's attested-effect invariants, in the order an outcome's fields are read: damage, counters, moves. */
const ATTEST_INVARIANTS: readonly AttestInvariant<OutcomeSide>[] = [
  valuesInBounds<OutcomeSide>('chaotic/attested-out-of-bounds', '8.5.5', 0, Infinity, (side) => side.damage, (uid, n) => `creature ${Number(uid)} would have ${n} damage`),
  valuesInBounds<OutcomeSide>('chaotic/attested-out-of-bounds', '8.7.2.4', 0, Infinity, (side) => side.counters, (uid, n) => `creature ${Number(uid)} would have ${n} Mugic counters`),
  movedCardsInTheirZones,
];

/**
 * Reads the outcome into its two sides, up to its first malformed entry (damage, counters,
 * moves in the log's order); returns that entry's violation, or null when all are well formed.
 */
function readOutcome(state: ChaoticState, seq: number, p: Partial<AttestPayload>, before: OutcomeSide, after: OutcomeSide): Violation | null {
  const malformed = (code: string, message: string): Violation => ({ code: `chaotic/${code}`, rule: '8.5.2', seq, message });
  for (const [key, value] of entries(p.damage)) {
    const c = state.creatures[Number(key)];
    if (!c || c.space === null || typeof value !== 'number' || !Number.isInteger(value)) return malformed('attested-bad-value', `damage entry ${key}: ${String(value)} is not a change for a creature in play`);
    before.damage[key] = c.damage;
    after.damage[key] = c.damage + value;
  }
  for (const [key, value] of entries(p.counters)) {
    const uid = Number(key);
    const c = state.creatures[uid];
    if (!c || c.space === null || typeof value !== 'number' || !Number.isInteger(value)) return malformed('attested-bad-value', `counters entry ${key}: ${String(value)} is not a change for a creature in play`);
    before.counters[key] = state.masters!.counters[uid];
    after.counters[key] = state.masters!.counters[uid] + value;
  }
  const taken = new Map<string, number>();
  for (const move of Array.isArray(p.moves) ? p.moves : []) {
    const owner = state.players.indexOf(move?.owner as string);
    if (owner < 0 || !ZONES.includes(move.from) || !ZONES.includes(move.to)) return malformed('attested-bad-move', `move ${JSON.stringify(move)} names no player's zone`);
    const key = `${owner}|${move.from}|${move.card}`;
    const left = pile(state, owner as Seat, move.from).filter((c) => c === move.card).length - (taken.get(key) ?? 0);
    before.moves.push({ card: move.card, owner: move.owner, from: move.from, left });
    after.moves.push({ card: move.card, owner: move.owner, from: move.from, left: left - 1 });
    taken.set(key, (taken.get(key) ?? 0) + 1);
  }
  return null;
}

/**
 * An attested outcome is checked against the generic invariants: it is about the top item of
 * the burst (CR 8.2.3.1), its entries are well formed, and it keeps Chaotic's attested-effect
 * invariants (`ATTEST_INVARIANTS`, run by the kit). From engine 1.5.0 each stated change must
 * also be one the card's text could make, where the text can be read into bounds
 * (`attest-bounds.ts`); the rest is for a judge: the audit lists attested effects. One
 * violation is reported: the first in the log's order.
 */
export function validateAttest(state: ChaoticState, ctx: EngineContext, seat: Seat, seq: number, p: Partial<AttestPayload>): Violation[] {
  const broke = (code: string, rule: string, message: string): Violation[] => [{ code: `chaotic/${code}`, rule, seq, message }];
  const pending = state.pending;
  if (pending.kind !== 'attest') return broke('wrong-step', '8.2.3', 'no attested effect is resolving');
  const top = state.masters!.burst[state.masters!.burst.length - 1];
  if (p.item !== pending.item || p.card !== top.card) {
    return broke('burst-out-of-order', '8.2.3.1', `burst item ${String(p.item)} (${String(p.card)}) is not the top of the burst: item ${pending.item} (${top.card}) resolves first`);
  }
  const before: OutcomeSide = { damage: {}, counters: {}, moves: [] };
  const after: OutcomeSide = { damage: {}, counters: {}, moves: [] };
  const malformed = readOutcome(state, seq, p, before, after) ?? statedChangesProblem(state, seq, p);
  // The sides hold only the entries before a malformed one, so an invariant they break comes first in the log.
  const broken = checkAttestInvariants(ATTEST_INVARIANTS, before, after, seq);
  if (broken.length > 0) return [broken[0]];
  if (malformed) return [malformed];
  const beyond = ctx.attestBounds ? beyondCardText(state, ctx, seq, p) : null;
  return beyond ? [beyond] : [];
}

/** Resolves the top item: its automated text, then the attested outcome; then the burst goes on. */
export function applyAttest(state: ChaoticState, ctx: EngineContext, p: AttestPayload): Next {
  const m = state.masters!;
  const item = m.burst.pop()!;
  resolveItem(state, ctx, item);
  for (const [key, value] of entries(p.damage)) {
    const c = state.creatures[Number(key)];
    if (c.space !== null) c.damage = Math.max(0, c.damage + (value as number));
  }
  for (const [key, value] of entries(p.counters)) m.counters[Number(key)] = Math.max(0, m.counters[Number(key)] + (value as number));
  applyStatedChanges(state, p);
  for (const move of p.moves ?? []) {
    const seat = state.players.indexOf(move.owner) as Seat;
    // Every zone's card leaves through the counted removal: the general discard pile needs it (discard-pile.ts).
    const from = pile(state, seat, move.from);
    takeFromPile(from, from.lastIndexOf(move.card));
    pile(state, seat, move.to).push(move.card);
  }
  if (afterResolution(state, ctx)) return undefined;
  return resolveBurst(state, ctx);
}
