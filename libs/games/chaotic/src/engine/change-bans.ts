import type { Stats } from './stats';

/**
 * Values an effect in force keeps from changing (CR 8.7.1.1: effects apply in the order they
 * resolved). A ban stops the changes that effects resolving while it is in force would make
 * (Mugic, abilities, attacks, Intimidate, Exhaust); changes made before it stay. `Stats`
 * evaluates innate text as a layer of its own, apart from resolved effects, so a ban neither
 * undoes nor stops an innate change.
 */

/** "Target Creature's Disciplines cannot be increased or decreased" (Song of Stable Shields). */
export function disciplinesLocked(stats: Stats, uid: number): boolean {
  return stats.prohibits('change-disciplines', uid);
}

/**
 * "Target Creature cannot gain Elemental Types" (Counterpoint of Chaos); "… cannot lose
 * Elemental Types from Mugic, Attacks or abilities" (Scarab of Khilai).
 */
export function elementChangeBarred(stats: Stats, uid: number, gain: boolean): boolean {
  return stats.prohibits(gain ? 'gain-elements' : 'lose-elements', uid);
}
