import { Violation } from '@arbiter/rules';
import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import { EngineContext } from './context';
import { pushItem } from './burst';
import { ActivatePayload } from './masters-actions';
import { afterExtending } from './priority';
import { Stats } from './stats';
import { checkTargets } from './target-check';
import { creatureEffects, gearEffects } from './text-active';
import { ownEffects } from './granted';
import { ChaoticState, Seat } from './types';

/** The effects `activate` may name on a creature or its battlegear. */
export function activatableEffects(state: ChaoticState, ctx: EngineContext, uid: number, from: 'creature' | 'battlegear'): readonly CardEffect[] {
  return from === 'creature' ? ownEffects(state, ctx, uid) : gearEffects(state, ctx, uid);
}

/** The printed non-counter costs the engine can pay: sacrificing the card (creature or battlegear) that carries the ability. */
function payableOther(state: ChaoticState, ctx: EngineContext, uid: number, from: 'creature' | 'battlegear', cost: string): boolean {
  const gear = state.masters!.gear[uid];
  // A quoted ability a battlegear grants its creature says "Sacrifice equipped Creature".
  if (from === 'creature' && gear && cost.toLowerCase() === 'sacrifice equipped creature') return true;
  const card = from === 'battlegear' ? gear?.card : state.creatures[uid].card;
  const name = card ? ctx.cards.byId(card)?.name : undefined;
  return !!name && cost.toLowerCase() === `sacrifice ${name.toLowerCase()}`;
}

/** Glossary "Sacrifice": the creature goes to its general discard pile at once, its battlegear with it. */
function sacrificeCreature(state: ChaoticState, uid: number): void {
  const m = state.masters!;
  const creature = state.creatures[uid];
  const pile = state.zones[creature.owner].generalDiscard;
  state.board[creature.space!] = null;
  creature.space = null;
  pile.push(creature.card);
  const gear = m.gear[uid];
  if (gear) pile.push(gear.card);
  m.gear[uid] = null;
  m.infected = m.infected.filter((u) => u !== uid);
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
  const counters = state.masters!.counters[uid];
  if (counters < cost.mugicCounters) return broke('ability-cost-unpaid', '8.4.4.1', `${state.creatures[uid].card} has ${counters} Mugic counters; the ability costs ${cost.mugicCounters} from that creature`);
  for (const other of cost.other) {
    if (!payableOther(state, ctx, uid, p.from, other)) return broke('cost-not-automated', '8.4.4.1', `the cost "${other}" cannot be paid by this engine`);
  }
  const stats = new Stats(state, ctx);
  if (stats.prohibitions().some((b) => b.action === 'play-activated-abilities' && (b.uid === null || b.uid === uid))) {
    return broke('ability-prohibited', '8.5.8', 'activated abilities cannot be played now: an effect in force says so');
  }
  return checkTargets(state, ctx, stats, seat, seq, [effect], p.targets, uid);
}

/** CR 8.4.1.4 / 8.4.1.5: pay the costs and put the ability on the burst. */
export function applyActivate(state: ChaoticState, ctx: EngineContext, seat: Seat, p: ActivatePayload): void {
  const m = state.masters!;
  const effect = activatableEffects(state, ctx, p.creature, p.from)[p.ability] as AutomatedEffect;
  const card = p.from === 'creature' ? state.creatures[p.creature].card : m.gear[p.creature]!.card;
  if (effect.timing.kind === 'activated') {
    m.counters[p.creature] -= effect.timing.cost.mugicCounters;
    if (effect.timing.cost.other.length > 0 && p.from === 'battlegear') {
      // Glossary "Sacrifice": the battlegear goes to the general discard pile.
      state.zones[seat].generalDiscard.push(card);
      m.gear[p.creature] = null;
    } else if (effect.timing.cost.other.length > 0) {
      sacrificeCreature(state, p.creature);
    }
  }
  const granted = p.from === 'creature' && p.ability >= creatureEffects(state, ctx, p.creature).length ? { granted: effect } : {};
  pushItem(state, { kind: 'ability', card, controller: seat, source: p.creature, effect: p.ability, targets: [...(p.targets ?? [])], ...granted });
  afterExtending(state, seat);
}
