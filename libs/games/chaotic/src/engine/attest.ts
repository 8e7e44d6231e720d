import { Violation } from '@arbiter/rules';
import { EngineContext } from './context';
import { DiscardPile, takeFromPile } from './discard-pile';
import { afterResolution, resolveBurst, resolveItem } from './burst';
import { AttestPayload, AttestZone } from './masters-actions';
import { ChaoticState, Seat } from './types';

const ZONES: readonly AttestZone[] = ['attackDeck', 'attackHand', 'attackDiscard', 'locationDeck', 'generalDiscard', 'mugicHand'];

function pile(state: ChaoticState, seat: Seat, zone: AttestZone): DiscardPile {
  return zone === 'mugicHand' ? state.masters!.mugicHand[seat] : state.zones[seat][zone];
}

const entries = (record: unknown): [string, unknown][] => (record && typeof record === 'object' && !Array.isArray(record) ? Object.entries(record) : []);

/**
 * An attested outcome is checked against the generic invariants only: it is about the top
 * item of the burst (CR 8.2.3.1), damage never goes below 0 (CR 8.5.5), Mugic counters
 * stay at 0 or more (CR 8.7.2.4), and every moved card is in the zone it leaves, so cards
 * are conserved between zones (CR 8.5.2). Whether the outcome is what the text says is
 * for a judge: the audit lists attested effects.
 */
export function validateAttest(state: ChaoticState, seat: Seat, seq: number, p: Partial<AttestPayload>): Violation[] {
  const broke = (code: string, rule: string, message: string): Violation[] => [{ code: `chaotic/${code}`, rule, seq, message }];
  const pending = state.pending;
  if (pending.kind !== 'attest') return broke('wrong-step', '8.2.3', 'no attested effect is resolving');
  const top = state.masters!.burst[state.masters!.burst.length - 1];
  if (p.item !== pending.item || p.card !== top.card) {
    return broke('burst-out-of-order', '8.2.3.1', `burst item ${String(p.item)} (${String(p.card)}) is not the top of the burst: item ${pending.item} (${top.card}) resolves first`);
  }
  for (const [key, value] of entries(p.damage)) {
    const uid = Number(key);
    const c = state.creatures[uid];
    if (!c || c.space === null || typeof value !== 'number' || !Number.isInteger(value)) return broke('attested-bad-value', '8.5.2', `damage entry ${key}: ${String(value)} is not a change for a creature in play`);
    if (c.damage + value < 0) return broke('attested-out-of-bounds', '8.5.5', `creature ${uid} would have ${c.damage + value} damage`);
  }
  for (const [key, value] of entries(p.counters)) {
    const uid = Number(key);
    const c = state.creatures[uid];
    if (!c || c.space === null || typeof value !== 'number' || !Number.isInteger(value)) return broke('attested-bad-value', '8.5.2', `counters entry ${key}: ${String(value)} is not a change for a creature in play`);
    if (state.masters!.counters[uid] + value < 0) return broke('attested-out-of-bounds', '8.7.2.4', `creature ${uid} would have ${state.masters!.counters[uid] + value} Mugic counters`);
  }
  const taken = new Map<string, number>();
  for (const move of Array.isArray(p.moves) ? p.moves : []) {
    const owner = state.players.indexOf(move?.owner as string);
    if (owner < 0 || !ZONES.includes(move.from) || !ZONES.includes(move.to)) return broke('attested-bad-move', '8.5.2', `move ${JSON.stringify(move)} names no player's zone`);
    const key = `${owner}|${move.from}|${move.card}`;
    const have = pile(state, owner as Seat, move.from).filter((c) => c === move.card).length - (taken.get(key) ?? 0);
    if (have <= 0) return broke('attested-card-not-conserved', '8.5.2', `${move.card} is not in ${move.owner}'s ${move.from}: an attested effect cannot create cards`);
    taken.set(key, (taken.get(key) ?? 0) + 1);
  }
  return [];
}

/** Resolves the top item: its automated text, then the attested outcome; then the burst goes on. */
export function applyAttest(state: ChaoticState, ctx: EngineContext, p: AttestPayload): void {
  const m = state.masters!;
  const item = m.burst.pop()!;
  resolveItem(state, ctx, item);
  for (const [key, value] of entries(p.damage)) {
    const c = state.creatures[Number(key)];
    if (c.space !== null) c.damage = Math.max(0, c.damage + (value as number));
  }
  for (const [key, value] of entries(p.counters)) m.counters[Number(key)] = Math.max(0, m.counters[Number(key)] + (value as number));
  for (const move of p.moves ?? []) {
    const seat = state.players.indexOf(move.owner) as Seat;
    // Every zone's card leaves through the counted removal: the general discard pile needs it (discard-pile.ts).
    const from = pile(state, seat, move.from);
    takeFromPile(from, from.lastIndexOf(move.card));
    pile(state, seat, move.to).push(move.card);
  }
  if (afterResolution(state, ctx)) return;
  resolveBurst(state, ctx);
}
