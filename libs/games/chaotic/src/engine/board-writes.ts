import type { GearState, MastersState } from './masters-state';
import type { ChaoticState, CreatureState } from './types';

/**
 * Where creatures stand and what battlegear they carry change only through this module: a
 * creature's space, a battlegear slot, and a battlegear's face and Disarm are readonly fields,
 * set here, and each write is counted. A cache of those values (the trigger index,
 * match-triggers.ts; the innate layer's key, stats.ts) then knows in one comparison that none
 * changed since it read them: while the lists are the same objects and no write was counted,
 * none can have (replay speed: the checks ran at every strike, attack and resolution step).
 * One count for every state is coarse but safe: a write to another state makes a cache read
 * the values again.
 *
 * The count stays in this module, not in an engine's caches (`EngineCaches`), because it counts
 * writes to states, and a state is not one engine's: a stamp is only sound if every write to the
 * state moves the count it compares. Writes come from code with no engine at hand (tests and
 * their set-up helpers; rule steps such as `sacrificeCreature`, `swapSpaces`, `endCombatEffects`
 * take no context), and one state object can be read through several contexts (a test's own
 * context and an engine's), each with its own caches. A count per engine would have to move in
 * every engine whose caches hold the state, which only the state could name (a field in it would
 * change its hash). The count holds no per-state data: it is a clock, read for equality only.
 */
let gearSlots = 0;
let board = 0;

/** Battlegear slot writes so far, in any state. */
export function gearWrites(): number {
  return gearSlots;
}

/** Battlegear slot, face, Disarm and creature space writes so far, in any state. */
export function boardWrites(): number {
  return board;
}

/** Puts `gear` (or nothing) in `uid`'s battlegear slot. */
export function setGear(m: MastersState, uid: number, gear: GearState | null): void {
  (m.gear as (GearState | null)[])[uid] = gear;
  gearSlots++;
  board++;
}

/** Turns a battlegear face up or down (CR 7.2.2). */
export function setFaceUp(gear: GearState, faceUp: boolean): void {
  (gear as { faceUp: boolean }).faceUp = faceUp;
  board++;
}

/** Glossary "Disarm": a battlegear loses its abilities for the combat, or gets them back. */
export function setDisarmed(gear: GearState, disarmed: boolean): void {
  (gear as { disarmed: boolean }).disarmed = disarmed;
  board++;
}

/** A creature moves to `space`, or leaves play (null). */
export function setSpace(creature: CreatureState, space: number | null): void {
  (creature as { space: number | null }).space = space;
  board++;
}

/** A state's lists of creatures and battlegear, and a write count, as a cache last found its values in them. */
export interface WriteStamp {
  creatures: readonly CreatureState[] | null;
  gear: readonly (GearState | null)[] | null;
  writes: number;
}

/** A stamp that matches no state: the cache reads the values in full first. */
export const noStamp = (): WriteStamp => ({ creatures: null, gear: null, writes: -1 });

/** Whether the state holds the stamped lists and `writes` (a count above) has not moved since: then no value written here differs. */
export function stampHolds(stamp: WriteStamp, state: ChaoticState, writes: number): boolean {
  return stamp.creatures === state.creatures && stamp.gear === state.masters!.gear && stamp.writes === writes;
}

/** The cache has found its values in the state as it is now. */
export function restamp(stamp: WriteStamp, state: ChaoticState, writes: number): void {
  stamp.creatures = state.creatures;
  stamp.gear = state.masters!.gear;
  stamp.writes = writes;
}
