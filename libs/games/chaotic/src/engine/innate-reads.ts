/**
 * Parts of the innate-layer key (stats.ts) that only some innate text reads: whether a
 * creature moved this turn, Mugic counters, the creatures' spaces, the modifications of
 * Disciplines and Energy, who is engaged, and the general discard piles. While the layer is
 * collected, every read of them goes through an accessor that notes it here (the effect
 * context's `movedThisTurn`, `Stats.stat`, `matchesFilter`, the effect context's engaged
 * creatures and pile counts, `discardStatics`), and a layer that read none stays valid when
 * they change: a move, a mugic payment, a Discipline change, a combat or a card discarded
 * then recollects no innate text (replay speed). A new way for innate text to read
 * one must note it too (test/current-values-cache.spec.ts pins that what is read through
 * the cache equals a fresh computation).
 */
export const READ_MOVED = 1;
export const READ_COUNTERS = 2;
/** Where creatures stand: "Your adjacent Creatures", "on your side of the Battleboard", "in this space", Support X. */
export const READ_SPACES = 4;
/** The modifications in force on Disciplines and Energy (`Stats.stat`): "If equipped Creature has at least 50 Power"; `modsReadOf` says of which creature. */
export const READ_MODS = 8;
/** Which creatures are engaged: "Engaged UnderWorld Creatures …", "the opposing engaged Creature". */
export const READ_COMBAT = 16;
/** The general discard piles: text that works from there or counts their cards ("for each Creature Card in all general discard piles"). */
export const READ_DISCARD = 32;

/**
 * `READ_MODS` and the creature whose modifications were read: one bit per creature above the
 * other parts (a modification added later to another creature leaves the layer as it is),
 * one for all creatures past the bits.
 */
export function modsReadOf(uid: number): number {
  return READ_MODS | (uid < MODS_UIDS ? 1 << (MODS_SHIFT + uid) : MODS_ALL);
}
const MODS_SHIFT = 6;
const MODS_UIDS = 24;
const MODS_ALL = 1 << 30;

/** Whether `reads` (of `modsReadOf`) covers modifications of this creature. */
export function readModsOf(reads: number, uid: number): boolean {
  if ((reads & MODS_ALL) !== 0) return true;
  return uid < MODS_UIDS ? (reads & (1 << (MODS_SHIFT + uid))) !== 0 : (reads & READ_MODS) !== 0;
}

let reads = 0;

/** Called by the accessors above; outside a collection it only marks a scratch value. */
export function noteInnateRead(what: number): void {
  reads |= what;
}

/** Starts recording a collection; returns what an enclosing one had recorded, for `endInnateReads`. */
export function beginInnateReads(): number {
  const outer = reads;
  reads = 0;
  return outer;
}

/** What the collection read; the enclosing one keeps its record, with these reads added (a safe over-approximation). */
export function endInnateReads(outer: number): number {
  const found = reads;
  reads = outer | found;
  return found;
}
