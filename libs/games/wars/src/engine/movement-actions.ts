import type { Violation } from '@arbiter/rules';
import { pay } from './energy-piles';
import type { Game } from './game-cards';
import { cant, capacityLeft, keywordInPlay, sizeInPlay } from './game-cards';
import { adjacentSites, isSector, related } from './locations';
import { R } from './rule-keys';
import type { InPlayCard, Seat, WarsAction } from './state';
import { payloadOf, phaseActionTiming } from './timing';
import { broken } from './violation';

/**
 * Which of the five movement actions (CR glossary `movement actions`) takes `card` to `to`,
 * or why none does: a ship to another sector; a unit at a site to an adjacent related site or
 * aboard your ship at a related sector; a unit aboard a ship to a related site or aboard
 * another of your ships at the same sector (capacity allowing).
 */
export function movementProblem(g: Game, seat: Seat, card: string, to: string): string | null {
  const s = g.s;
  const mover = s.inPlay[card];
  if (!mover || mover.owner !== seat || (mover.kind !== 'unit' && mover.kind !== 'ship')) return `${card} is not a ship or unit of yours in play`;
  const dest = s.inPlay[to];
  if (!dest) return `${to} is not in play`;
  if (mover.kind === 'ship') {
    if (dest.kind !== 'location' || !isSector(g.card(to)) || to === mover.at) return 'a ship moves to another sector';
    return null;
  }
  if (mover.host === null) {
    if (dest.kind === 'location') return !isSector(g.card(to)) && adjacentSites(s, mover.at!, to) ? null : 'a unit at a site moves to an adjacent related site';
    if (dest.kind === 'ship' && dest.owner === seat && related(s, mover.at!, dest.at!)) return capacityLeft(g, to) >= sizeInPlay(g, card) ? null : `${g.card(to).name} lacks the capacity`;
    return 'a unit at a site moves to an adjacent related site or aboard your ship at a related sector';
  }
  if (dest.kind === 'location') return !isSector(g.card(to)) && related(s, mover.at!, to) ? null : 'a unit aboard a ship moves to a site related to its sector';
  if (dest.kind === 'ship' && dest.owner === seat && to !== mover.host && dest.at === mover.at) return capacityLeft(g, to) >= sizeInPlay(g, card) ? null : `${g.card(to).name} lacks the capacity`;
  return 'a unit aboard a ship moves to a related site or aboard another of your ships at the same sector';
}

/** Cards Transport X may carry along: your characters at the vehicle's site, or your fighters at the ship's sector (CR glossary `transport`). */
export function transportable(g: Game, card: string, to: string): InPlayCard[] {
  const mover = g.s.inPlay[card];
  const dest = g.s.inPlay[to];
  if (keywordInPlay(g, card, 'transport') === 0 || dest.kind !== 'location' || mover.host !== null) return [];
  return g.inPlay().filter((p) => p.key !== card && p.owner === mover.owner && p.at === mover.at && p.host === null
    && (mover.kind === 'ship' ? p.kind === 'ship' && g.card(p.key).labels.some((l) => l.toLowerCase() === 'fighter') : p.kind === 'unit' && g.card(p.key).type === 'Character'));
}

export function checkMove(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const timing = phaseActionTiming(g, a, seat, 'move', R.movePhase, 'a movement action');
  if (timing.length > 0) return timing;
  const p = payloadOf(a);
  if (typeof p.card !== 'string' || typeof p.to !== 'string') return broken(a.seq, 'bad-payload', R.movementActions, 'move names "card" (the ship or unit) and "to" (a location or ship)');
  const problem = movementProblem(g, seat, p.card, p.to);
  if (problem) return broken(a.seq, 'illegal-move', R.movementActions, problem);
  const stuck = [p.card, ...(Array.isArray(p.with) ? p.with : [])].find((k) => typeof k === 'string' && g.s.inPlay[k] && cant(g, k, 'move'));
  if (stuck) return broken(a.seq, 'cant-move', R.cant, `${g.card(stuck as string).name} can't move: its card text says so`);
  const along = p.with ?? [];
  if (!Array.isArray(along) || along.some((k) => typeof k !== 'string') || along.join() !== [...new Set(along as string[])].sort().join()) {
    return broken(a.seq, 'bad-payload', R.transport, '"with" lists the transported cards\' keys once each, sorted');
  }
  const carry = transportable(g, p.card, p.to).map((c) => c.key);
  const most = keywordInPlay(g, p.card, 'transport');
  if (along.length > 0 && (along.length > most || along.some((k) => !carry.includes(k as string)))) {
    return broken(a.seq, 'illegal-transport', R.transport, `Transport ${most} moves up to ${most} of your ${g.s.inPlay[p.card].kind === 'ship' ? 'fighters' : 'characters'} with it, from where it is to another location`);
  }
  if (g.s.piles[seat].active.length < 1) return broken(a.seq, 'cannot-pay', R.movementActions, 'each movement action costs 1 energy and your active pile is empty');
  return [];
}

export function performMove(g: Game, a: WarsAction, seat: Seat): void {
  const p = payloadOf(a);
  pay(g.s, seat, 1);
  g.s.stack.push({ kind: 'move', seat, card: p.card as string, to: p.to as string, with: [...((p.with ?? []) as string[])] });
}

/** Moves a card with everything aboard or beneath it. */
export function relocate(g: Game, key: string, at: string, host: string | null): void {
  g.s.inPlay[key].at = at;
  g.s.inPlay[key].host = host;
  for (const c of g.inPlay()) if (c.host === key) relocate(g, c.key, at, key);
}

/** The movement comes off the stack: if it is still possible, the card (and what it transports) moves. */
export function resolveMove(g: Game, seat: Seat, card: string, to: string, along: readonly string[]): void {
  if (movementProblem(g, seat, card, to)) return;
  const carry = new Set(transportable(g, card, to).map((c) => c.key));
  const dest = g.s.inPlay[to];
  if (dest.kind === 'ship') relocate(g, card, dest.at!, to);
  else relocate(g, card, to, null);
  for (const k of along) if (carry.has(k)) relocate(g, k, to, null);
}
