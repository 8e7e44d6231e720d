import type { EngineContext } from './context';
import { findGearLeaving, type FoundTrigger } from './state-triggers';
import type { ChaoticState } from './types';
import { setGear } from './board-writes';

/** The Battlegear goes to its owner's general discard pile at once; what its leaving triggers is returned. */
export function sacrificeGear(state: ChaoticState, ctx: EngineContext, uid: number): FoundTrigger[] {
  const found = findGearLeaving(state, ctx, uid);
  const gear = state.masters!.gear[uid]!;
  state.zones[state.creatures[uid].owner].generalDiscard.push(gear.card);
  setGear(state.masters!, uid, null);
  return found;
}
