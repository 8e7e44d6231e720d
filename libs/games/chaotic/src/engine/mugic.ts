import type { Violation } from '@arbiter/rules';
import type { MugicCard } from '../cards/card';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import { findStateTriggers, pushStateTriggers, raiseTargeted } from './state-triggers';
import type { PlayMugicPayload } from './masters-actions';
import { afterExtending } from './priority';
import { Stats } from './stats';
import { matchTriggers } from './match-triggers';
import { mayPlayTribe, mugicCostFor } from './rule-mods';
import { checkTargets } from './target-check';
import { brainwashed } from './text-active';
import type { ChaoticState,Seat } from './types';

const isUid = (state: ChaoticState, v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < state.creatures.length;

/** The Mugic counters a play costs: the printed cost, or the chosen X (CR 8.4.2.6). */
export function mugicCost(card: MugicCard, x: unknown): number | null {
  if (card.mugicCost !== 'X') return card.mugicCost;
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : null;
}

/**
 * CR 8.4.1 / 8.4.2: a mugic from the mugic hand, paid with counters removed from one
 * creature of the player that shares the mugic's affiliation (Generic: any creature; a
 * Brainwashed creature plays only Generic mugic, CR 9.2.4), with legal targets.
 */
export function validatePlayMugic(state: ChaoticState, ctx: EngineContext, seat: Seat, seq: number, p: Partial<PlayMugicPayload>): Violation[] {
  const broke = (code: string, rule: string, message: string): Violation[] => [{ code: `chaotic/${code}`, rule, seq, message }];
  const m = state.masters!;
  if (state.format === 'advanced-apprentice') return broke('no-mugic', '10.2', 'Advanced Apprentice is played without mugic');
  const card = typeof p.card === 'string' ? ctx.cards.byId(p.card) : undefined;
  if (!card || card.type !== 'Mugic' || !m.mugicHand[seat].includes(card.id)) return broke('mugic-not-in-hand', '4.1.3', `${String(p.card)} is not in ${state.players[seat]}'s mugic hand`);
  if (!isUid(state, p.caster) || state.creatures[p.caster].owner !== seat || state.creatures[p.caster].space === null) {
    return broke('caster-not-yours', '8.4.2.2', `creature ${String(p.caster)} is not a creature ${state.players[seat]} controls in play`);
  }
  const caster = state.creatures[p.caster];
  const stats = new Stats(state, ctx);
  if (card.tribe !== 'Generic' && (caster.tribe !== card.tribe || brainwashed(state, caster.uid, ctx)) && !mayPlayTribe(stats, caster.uid, card)) {
    return broke('mugic-wrong-tribe', caster.tribe === card.tribe ? '9.2.4' : '8.4.2.2', `${card.name} is ${card.tribe} mugic: ${caster.card} (${caster.tribe}) cannot play it`);
  }
  const printed = mugicCost(card, p.x);
  if (printed === null) return broke('mugic-x-missing', '8.4.2.6', `${card.name} costs X: choose a whole number X of at least 0`);
  if (card.mugicCost !== 'X' && p.x !== undefined) return broke('mugic-x-not-allowed', '8.4.2.6', `${card.name} has a fixed cost; X may not be given`);
  const extra = p.extra === true ? extraCost(ctx, card.id) : 0;
  if (p.extra !== undefined && typeof p.extra !== 'boolean') return broke('mugic-extra-malformed', '8.4.2', '"extra" must be true or false');
  if (p.extra === true && extra === 0) return broke('mugic-no-extra-cost', '8.4.2', `${card.name} has no optional extra cost to pay`);
  const cost = mugicCostFor(stats, caster.uid, card, printed) + extra;
  if (m.counters[caster.uid] < cost) return broke('mugic-cost-unpaid', '8.4.2.1', `${caster.card} has ${m.counters[caster.uid]} Mugic counters; ${card.name} costs ${cost}`);
  for (const ban of stats.prohibitions()) {
    if (ban.uid !== null && ban.uid !== caster.uid) continue;
    if (ban.action === 'play-mugic' || (ban.action === 'play-tribal-mugic' && card.tribe !== 'Generic') || (ban.action === 'spend-mugic-counters' && cost > 0)) {
      return broke('mugic-prohibited', '8.5.8', `${card.name} cannot be played now: an effect in force says so`);
    }
  }
  return checkTargets(state, ctx, stats, seat, seq, ctx.effects(card.id).normal, p.targets, p.caster);
}

/** The optional extra cost a Mugic prints ("As Hive Unsung is played, its caster can pay a Mugic counter"), 0 when none. */
export function extraCost(ctx: EngineContext, card: string): number {
  for (const e of ctx.effects(card).normal) {
    if (e.kind !== 'automated') continue;
    const paid = e.conditions.find((c) => c.kind === 'extra-cost-paid');
    if (paid?.kind === 'extra-cost-paid') return paid.amount;
  }
  return 0;
}

/** CR 8.4.1.4 / 8.4.1.5: pay the counters and put the mugic on the burst. */
export function applyPlayMugic(state: ChaoticState, ctx: EngineContext, seat: Seat, p: PlayMugicPayload, card: MugicCard): void {
  const m = state.masters!;
  const hand = m.mugicHand[seat];
  hand.splice(hand.indexOf(p.card), 1);
  const extra = p.extra === true ? extraCost(ctx, card.id) : 0;
  const paid = mugicCostFor(new Stats(state, ctx), p.caster, card, mugicCost(card, p.x) ?? 0);
  m.counters[p.caster] -= paid + extra;
  // CR 8.4.2 "their first Mugic this turn": later plays this turn pay the full cost.
  if (!(m.mugicPlayed ??= []).includes(p.caster)) m.mugicPlayed.push(p.caster);
  const played = pushItem(state, { kind: 'mugic', card: p.card, controller: seat, source: p.caster, effect: -1, targets: [...(p.targets ?? [])], ...(p.x !== undefined ? { x: p.x, paid } : {}), ...(extra > 0 ? { extraPaid: true } : {}) });
  // CR 8.3.3: "When a Mugic is played by …" goes on the burst above it.
  // Replay speed: finding writes nothing, so one look at the match's text serves the three events.
  const index = matchTriggers(state, ctx);
  pushStateTriggers(state, ctx, [
    // CR 8.4.2.1: paying the cost removes the counters.
    ...(paid + extra > 0 ? findStateTriggers(state, ctx, { kind: 'mugic-counter-removed', creature: p.caster }, index) : []),
    ...findStateTriggers(state, ctx, { kind: 'mugic-played', creature: p.caster, tribe: card.tribe, item: played.id }, index),
    ...findStateTriggers(state, ctx, { kind: 'mugic-or-ability-played', creature: p.caster }, index),
  ]);
  // Only burst items were written since the index was read: it is still that of the state.
  raiseTargeted(state, ctx, seat, p.targets ?? [], true, index);
  afterExtending(state, seat);
}
