import type { Stat } from '../keywords/ability';

/**
 * Parts of the innate-layer key (stats.ts) that only some innate text reads: whether a
 * creature moved this turn, Mugic counters, the creatures' spaces, the modifications of
 * Disciplines and Energy, who is engaged, the general discard piles and the modifications of
 * Elemental Types. While the layer is collected, every read of them goes through an accessor
 * that notes it here (the effect context's `movedThisTurn`, `Stats.stat`, `Stats.hasElement`,
 * `matchesFilter`, the effect context's engaged creatures and pile counts, `discardStatics`),
 * and a layer that read none stays valid when they change: a move, a mugic payment, a
 * Discipline or Element change, a combat or a card discarded then recollects no innate text
 * (replay speed). A new way for innate text to read
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
/** The Elemental Types gained or lost through resolved effects (`Stats.hasElement`): "Fire Creatures you control …". */
export const READ_ELEMENTS = 64;

/**
 * `READ_MODS`, the creature whose modifications were read and which Discipline (or Energy):
 * one bit per creature above the other parts, one for all creatures past those bits, and one
 * per stat. A modification added later to another creature, or to a stat no innate text read
 * (Courage under "If equipped Creature has at least 50 Power"), leaves the layer as it is.
 * Creatures and stats are noted apart, so a layer that read Power of one creature and Courage
 * of another also counts Power of the second as read (a safe over-approximation).
 */
export function modsReadOf(uid: number, stat: Stat): number {
  return READ_MODS | (uid < MODS_UIDS ? 1 << (MODS_SHIFT + uid) : MODS_ALL) | statBit(stat);
}
const MODS_SHIFT = 7;
const MODS_UIDS = 18;
const MODS_ALL = 1 << 30;

/** A stat's bit, by a switch: a keyed read with five names is slow on the path of every `Stats.stat`. */
function statBit(stat: Stat): number {
  switch (stat) {
    case 'courage': return 1 << 25;
    case 'power': return 1 << 26;
    case 'wisdom': return 1 << 27;
    case 'speed': return 1 << 28;
    case 'energy': return 1 << 29;
  }
}

/** Whether `reads` (of `modsReadOf`) covers modifications of this stat of this creature. */
export function readModsOf(reads: number, uid: number, stat: Stat): boolean {
  if ((reads & statBit(stat)) === 0) return false;
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
