import type { GearState, MastersState } from './masters-state';

/**
 * Every battlegear put under a creature, taken from one or moved between two goes through
 * `setGear` (`MastersState.gear` is a readonly list), which counts the writes. A cache of what
 * each creature carries (the trigger index, match-triggers.ts) then knows in one comparison that
 * no slot of a list it checked has changed since: while the list is the same object and no write
 * was counted, none can have (replay speed: the check ran on every strike and attack).
 * One count for every state is coarse but safe: a write to another state's list only makes a
 * cache read the slots again.
 */
let writes = 0;

/** Battlegear writes so far, in any state. */
export function gearWrites(): number {
  return writes;
}

/** Puts `gear` (or nothing) in `uid`'s battlegear slot. */
export function setGear(m: MastersState, uid: number, gear: GearState | null): void {
  (m.gear as (GearState | null)[])[uid] = gear;
  writes++;
}
