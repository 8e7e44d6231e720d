import type { AutomatedEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import type { RuleMod } from './masters-state';
import { matchTriggers, type MatchTriggers } from './match-triggers';
import { aboutMatches, findGearLeaving, findStateTriggers, type FoundTrigger, hasStateTrigger, pushStateTriggers } from './state-triggers';
import { Stats } from './stats';
import type { ChaoticState,Seat } from './types';
import { firesOn } from './printed-triggers';

/**
 * Where state-event triggers come from besides the cards in play (state-triggers.ts): cards in
 * a general discard pile, the attack being played, delayed triggers made in an earlier turn,
 * and the turn's beginning and end (CR 6.1.3, 6.4, 8.3.1).
 */

/** "If Hive Amber is in your general discard pile, when a Mandiblor Creature you control leaves play": cards in each pile whose filter the creature matches. */
export function findInDiscard(state: ChaoticState, ctx: EngineContext, uid: number, known?: MatchTriggers): FoundTrigger[] {
  if (!state.masters || !(known ?? matchTriggers(state, ctx)).has('creature-leaves-play-in-discard')) return [];
  const found: FoundTrigger[] = [];
  let stats: Stats | null = null;
  for (const seat of [state.active, (1 - state.active) as Seat]) {
    for (const card of new Set(state.zones[seat].generalDiscard)) {
      if (!hasStateTrigger(ctx, card)) continue;
      // Each copy in the pile triggers.
      const copies = state.zones[seat].generalDiscard.filter((id) => id === card).length;
      ctx.effects(card).normal.forEach((effect, index) => {
        if (effect.kind !== 'automated' || effect.timing.kind !== 'triggered' || effect.timing.event !== 'creature-leaves-play-in-discard') return;
        stats ??= new Stats(state, ctx);
        if (!aboutMatches(state, stats, seat, null, effect.timing.about, { kind: 'creature-to-discard', creature: uid })) return;
        for (let i = 0; i < copies; i++) found.push({ seat, card, source: null, index, effect, about: uid });
      });
    }
  }
  return found;
}

/**
 * What leaving play as a cost triggers (glossary Sacrifice), found before it goes: its own discard text and its face-up battlegear's.
 * `known`: the match's trigger index when the caller has just read it of this very state (finding writes nothing, so it serves every look).
 */
export function findLeaving(state: ChaoticState, ctx: EngineContext, uid: number, known?: MatchTriggers): FoundTrigger[] {
  const index = state.masters ? known ?? matchTriggers(state, ctx) : undefined;
  return [...findStateTriggers(state, ctx, { kind: 'creature-to-discard', creature: uid }, index), ...findGearLeaving(state, ctx, uid, index), ...findInDiscard(state, ctx, uid, index)];
}

/**
 * "If Elna is in your general discard pile, at the beginning of combat, activate Hive": each
 * such card in a general discard pile triggers for that pile's owner, the active player's first.
 * `known`: the match's trigger index when the caller has just read it of this very state.
 */
export function raiseFromDiscard(state: ChaoticState, ctx: EngineContext, kind: 'beginning-of-combat-in-discard', known?: MatchTriggers): void {
  if (!state.masters || !(known ?? matchTriggers(state, ctx)).has(kind)) return;
  const found: FoundTrigger[] = [];
  for (const seat of [state.active, (1 - state.active) as Seat]) {
    for (const card of state.zones[seat].generalDiscard) {
      if (!hasStateTrigger(ctx, card)) continue;
      ctx.effects(card).normal.forEach((effect, index) => {
        if (effect.kind === 'automated' && effect.timing.kind === 'triggered' && effect.timing.event === kind) found.push({ seat, card, source: null, index, effect });
      });
    }
  }
  pushStateTriggers(state, ctx, found);
}

/** CR 8.3.3 "When Fire Ring is played, …": the attack's own triggered text goes on the burst above it, with its targets. */
export function raiseAttackPlayed(state: ChaoticState, ctx: EngineContext, card: string, seat: Seat, striker: number): void {
  const found: FoundTrigger[] = [];
  ctx.effects(card).normal.forEach((effect, index) => {
    if (firesOn(effect, 'this-attack-played')) found.push({ seat, card, source: striker, index, effect });
  });
  pushStateTriggers(state, ctx, found);
}

const DESTROY_GEAR: AutomatedEffect = {
  kind: 'automated',
  timing: { kind: 'triggered', event: 'beginning-of-turn' },
  conditions: [],
  steps: [{ verb: 'destroy-battlegear', params: { of: { select: 'trigger-creature' } } }],
  text: 'Destroy that Battlegear at the beginning of the next turn',
};

/** CR 8.3.1 delayed triggers ("Destroy that Battlegear at the beginning of the next turn") made in an earlier turn go on the burst now. */
function pushDelayed(state: ChaoticState, ctx: EngineContext): void {
  const m = state.masters;
  if (!m?.ruleMods?.some((r) => r.kind === 'destroy-gear-next-turn')) return;
  const due: Extract<RuleMod, { kind: 'destroy-gear-next-turn' }>[] = [];
  m.ruleMods = m.ruleMods.filter((r) => {
    if (r.kind !== 'destroy-gear-next-turn' || r.turn >= state.turn) return true;
    due.push(r);
    return false;
  });
  for (const r of due.sort((a, b) => Number(a.seat !== state.active) - Number(b.seat !== state.active))) {
    // "that Battlegear": only while the same card is still equipped to that creature.
    if (m.gear[r.uid]?.card !== r.card || state.creatures[r.uid].space === null) continue;
    pushItem(state, { kind: 'trigger', card: r.source, controller: r.seat, source: null, effect: -1, targets: [], about: r.uid, granted: DESTROY_GEAR });
  }
}

/**
 * CR 6.1.3: "At the beginning of each turn" and "of your turn" trigger together, the active player's first (CR 8.3.2).
 * Returns the match's trigger index it read, still that of the state (a Masters game only).
 */
export function raiseTurnStart(state: ChaoticState, ctx: EngineContext): MatchTriggers | undefined {
  pushDelayed(state, ctx);
  // Replay speed: finding writes nothing, so one look at the match's text serves both events.
  const index = state.masters ? matchTriggers(state, ctx) : undefined;
  const found = [...findStateTriggers(state, ctx, { kind: 'beginning-of-turn' }, index), ...findStateTriggers(state, ctx, { kind: 'beginning-of-your-turn' }, index)];
  pushStateTriggers(state, ctx, found.sort((a, b) => Number(a.seat !== state.active) - Number(b.seat !== state.active)));
  // Only burst items were written since: still the index of the state.
  return index;
}
