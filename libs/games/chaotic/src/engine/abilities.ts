import type { Violation } from '@arbiter/rules';
import type { Element } from '../cards/card';
import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import { findStateTriggers, type FoundTrigger, pushStateTriggers, raiseStateEvent, raiseTargeted } from './state-triggers';
import type { ActivatePayload } from './masters-actions';
import { afterExtending } from './priority';
import { Stats } from './stats';
import { abilityCounters } from './ability-cost';
import { checkTargets } from './target-check';
import { playableNow } from './only-while';
import { readCost } from './costs-read';
import { counterPayer } from './costs-counters';
import { costProblem, costSource, payCosts } from './costs-pay';
import { creatureEffects, gearEffects } from './text-active';
import { ownEffects } from './granted';
import type { ChaoticState,Seat } from './types';

/** The effects `activate` may name on a creature or its battlegear. */
export function activatableEffects(state: ChaoticState, ctx: EngineContext, uid: number, from: 'creature' | 'battlegear'): readonly CardEffect[] {
  return from === 'creature' ? ownEffects(state, ctx, uid) : gearEffects(state, ctx, uid);
}

/** The key of one activated ability of a creature or its battlegear, for "once per turn". */
const abilityKey = (uid: number, from: 'creature' | 'battlegear', ability: number): string => `${uid}:${from}:${ability}`;

/** "This ability can only be used once per turn" / "Use this ability only once per turn": played already this turn. */
function usedThisTurn(state: ChaoticState, uid: number, from: 'creature' | 'battlegear', ability: number): boolean {
  return (state.masters!.abilitiesUsed ?? []).includes(abilityKey(uid, from, ability));
}

/**
 * CR 8.4.4: an activated ability of a creature the player controls (or its face-up
 * battlegear), its Mugic counters removed from that same creature (CR 8.4.4.1).
 */
export function validateActivate(state: ChaoticState, ctx: EngineContext, seat: Seat, seq: number, p: Partial<ActivatePayload>): Violation[] {
  const broke = (code: string, rule: string, message: string): Violation[] => [{ code: `chaotic/${code}`, rule, seq, message }];
  if (state.format === 'advanced-apprentice') return broke('no-activated-abilities', '10.2', 'Advanced Apprentice is played without activated abilities');
  const uid = p.creature;
  if (typeof uid !== 'number' || !Number.isInteger(uid) || uid < 0 || uid >= state.creatures.length || state.creatures[uid].owner !== seat || state.creatures[uid].space === null) {
    return broke('ability-not-yours', '8.4.4.1', `creature ${String(uid)} is not a creature ${state.players[seat]} controls in play`);
  }
  if (p.from !== 'creature' && p.from !== 'battlegear') return broke('ability-source', '8.4.4', '"from" must be "creature" or "battlegear"');
  const effect = activatableEffects(state, ctx, uid, p.from)[typeof p.ability === 'number' ? p.ability : -1];
  if (!effect || effect.kind !== 'automated' || effect.timing.kind !== 'activated') {
    return broke('no-such-ability', '8.4.4', `the ${p.from} of creature ${uid} has no activated ability ${String(p.ability)} the engine can play`);
  }
  const cost = effect.timing.cost;
  const stats = new Stats(state, ctx);
  if (!playableNow(state, ctx, stats, seat, uid, effect)) return broke('ability-not-now', '8.4.4', `the ability of creature ${uid} may be played only while its printed condition holds`);
  if (effect.timing.oncePerTurn && usedThisTurn(state, uid, p.from, p.ability as number)) {
    return broke('ability-once-per-turn', '8.4.4', `the ${p.from} of creature ${uid} has already used ability ${String(p.ability)} this turn: it can only be used once per turn`);
  }
  const due = abilityCounters(stats, uid, p.from, cost.mugicCounters);
  // Arkanin: another Muge may pay (costs-counters.ts); otherwise the creature itself.
  const payer = counterPayer(state, ctx, stats, seat, uid, p.from, p.countersFrom);
  if (payer === undefined) return broke('ability-cost-unpaid', '8.4.4.1', `creature ${String(p.countersFrom)} cannot pay the Mugic counters of creature ${uid}'s abilities`);
  const counters = state.masters!.counters[payer];
  if (counters < due) return broke('ability-cost-unpaid', '8.4.4.1', `${state.creatures[payer].card} has ${counters} Mugic counters; the ability costs ${due} from that creature`);
  // CR 8.4.4.1: every printed cost must be one this engine pays (costs-read.ts), and payable now.
  const source = costSource(state, ctx, uid, p.from);
  for (const other of cost.other) {
    const printed = readCost(other, source);
    if (!printed) return broke('cost-not-automated', '8.4.4.1', `the cost "${other}" cannot be paid by this engine`);
    const problem = costProblem(state, ctx, stats, { seat, uid, from: p.from, payload: p }, printed, other);
    if (problem) return broke('ability-cost-unpaid', '8.4.4.1', problem);
  }
  const spends = due > 0;
  const barred = (b: { uid: number | null }) => b.uid === null || b.uid === uid;
  if (stats.prohibitions().some((b) => (b.action === 'play-activated-abilities' && barred(b)) || (spends && b.action === 'spend-mugic-counters' && (barred(b) || b.uid === payer)))) {
    return broke('ability-prohibited', '8.5.8', 'activated abilities cannot be played now: an effect in force says so');
  }
  return checkTargets(state, ctx, stats, seat, seq, [effect], p.targets, uid);
}

/** CR 8.4.1.4 / 8.4.1.5: pay the costs and put the ability on the burst. */
export function applyActivate(state: ChaoticState, ctx: EngineContext, seat: Seat, p: ActivatePayload): void {
  const m = state.masters!;
  const effect = activatableEffects(state, ctx, p.creature, p.from)[p.ability] as AutomatedEffect;
  const card = p.from === 'creature' ? state.creatures[p.creature].card : m.gear[p.creature]!.card;
  const paidTriggers: FoundTrigger[] = [];
  let expended: Element | undefined;
  if (effect.timing.kind === 'activated') {
    const stats = new Stats(state, ctx);
    const due = abilityCounters(stats, p.creature, p.from, effect.timing.cost.mugicCounters);
    const payer = counterPayer(state, ctx, stats, seat, p.creature, p.from, p.countersFrom)!;
    m.counters[payer] -= due;
    // CR 8.4.4.1: the counters paid are removed; a creature sacrificed goes to the discard pile: found before it goes.
    if (due > 0) paidTriggers.push(...findStateTriggers(state, ctx, { kind: 'mugic-counter-removed', creature: payer }));
    // Expend, discards, damage to itself, Hive, sacrifices, uninfections (costs-pay.ts); the source is sacrificed last.
    const paid = payCosts(state, ctx, { seat, uid: p.creature, from: p.from, payload: p }, effect.timing.cost.other);
    paidTriggers.push(...paid.triggers);
    // Tassanil: "gains the expended Elemental Type" reads the element paid.
    expended = paid.expended;
    // Played, whether or not it resolves: "once per turn" counts it (the effect may be negated).
    if (effect.timing.oncePerTurn) (m.abilitiesUsed ??= []).push(abilityKey(p.creature, p.from, p.ability));
  }
  const granted = p.from === 'creature' && p.ability >= creatureEffects(state, ctx, p.creature).length ? { granted: effect } : {};
  pushItem(state, { kind: 'ability', card, controller: seat, source: p.creature, effect: p.ability, targets: [...(p.targets ?? [])], ...granted, ...(expended ? { expended } : {}) });
  // CR 8.3.3: "When a Mugic or ability is played by equipped Creature": the creature's own abilities (a battlegear's are not played by it).
  pushStateTriggers(state, ctx, paidTriggers);
  if (p.from === 'creature') raiseStateEvent(state, ctx, { kind: 'mugic-or-ability-played', creature: p.creature });
  raiseTargeted(state, ctx, seat, p.targets ?? [], false);
  afterExtending(state, seat);
}
