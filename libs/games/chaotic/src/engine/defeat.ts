import { findStateTriggers, type FoundTrigger, pushStateTriggers } from './state-triggers';
import { findLeaving } from './state-trigger-sources';
import { matchTriggers, type MatchTriggers } from './match-triggers';
import type { StatMod } from './masters-state';
import { Stats } from './stats';
import type { ChaoticState } from './types';
import { setGear, setSpace } from './board-writes';

/**
 * CR 8.5.6 / 3.2.9.3: a creature whose damage reaches its Energy is defeated: it goes to the
 * general discard pile with its battlegear; CR 9.1.4.3: its Parasite tokens are removed.
 * `index`: the match's trigger index when the caller has just read it of this very state.
 */
export function removeDefeated(state: ChaoticState, stats: Stats, index?: MatchTriggers): number[] {
  const m = state.masters!;
  const defeated: number[] = [];
  // An undamaged creature can only fall to an Energy of 0 (CR 8.7.3.4), which needs an Energy loss.
  let energyLoss = false;
  // Replay speed: most modifications are of Disciplines; without one of Energy, a creature's Energy before the innate layer is its printed one.
  let energyMods = false;
  for (const mod of m.mods) {
    if (mod.stat !== 'energy') continue;
    energyMods = true;
    if (mod.delta < 0) energyLoss = true;
  }
  // Replay speed: while innate text cannot lower Energy, a creature whose damage is below its Energy without the innate layer survives.
  let lowered: boolean | null = null;
  const creatures = state.creatures;
  for (let i = 0; i < creatures.length; i++) {
    const creature = creatures[i];
    if (creature.space === null || (creature.damage === 0 && !energyLoss)) continue;
    // Without an Energy loss the printed Energy is a floor too: the modifications are read only for a creature damaged that far.
    const floor = energyMods && (energyLoss || creature.damage >= creature.energy) ? energyWithoutLayer(m.mods, creature.uid, creature.energy) : creature.energy;
    if (creature.damage < floor && !(lowered ??= (index ?? matchTriggers(state, stats.ctx)).innateMayLowerEnergy)) continue;
    if (creature.damage < stats.stat(creature.uid, 'energy')) continue;
    defeated.push(creature.uid);
  }
  if (defeated.length === 0) return defeated;
  // CR 8.3.1: what going to the discard pile triggers is found while they are still in play.
  // Finding writes nothing: one look at the match's text serves every defeated creature.
  const found = index ?? matchTriggers(state, stats.ctx);
  const triggered: FoundTrigger[] = [];
  for (const uid of defeated) {
    for (const f of findStateTriggers(state, stats.ctx, { kind: 'creature-destroyed', creature: uid }, found)) triggered.push(f);
    for (const f of findLeaving(state, stats.ctx, uid, found)) triggered.push(f);
  }
  for (const uid of defeated) {
    const creature = state.creatures[uid];
    state.board[creature.space!] = null;
    setSpace(creature, null);
    const pile = state.zones[creature.owner].generalDiscard;
    pile.push(creature.card);
    const gear = m.gear[uid];
    if (gear) pile.push(gear.card);
    setGear(m, uid, null);
    m.infected = m.infected.filter((u) => u !== uid);
  }
  pushStateTriggers(state, stats.ctx, triggered);
  return defeated;
}

/** Printed Energy plus the modifications of resolved effects: a floor of `Stats.stat` when the innate layer only adds. */
function energyWithoutLayer(mods: readonly StatMod[], uid: number, printed: number): number {
  let value = printed;
  for (const mod of mods) if (mod.uid === uid && mod.stat === 'energy') value += mod.delta;
  return value;
}
