import type { Stats } from './stats';

/**
 * The changes "All damage dealt to X is increased by N" (Stone Mail) makes to damage X is dealt
 * from a source other than the attack against it: mugic, abilities, an attack's text, Recklessness,
 * costs (CR 8.5.4). The attack's own damage already reads every damage change (damage.ts).
 */
export function allDamageDeltas(stats: Stats, uid: number, amount: number): number[] {
  // No damage dealt, nothing to increase.
  if (amount <= 0) return NO_DELTAS;
  const mods = stats.damageMods();
  if (mods.length === 0) return NO_DELTAS;
  const deltas: number[] = [];
  for (const d of mods) if (d.all === true && (d.uid === null || d.uid === uid)) deltas.push(d.delta);
  return deltas.length === 0 ? NO_DELTAS : deltas;
}

/** Shared empty result (replay speed: read for every point of non-attack damage). */
const NO_DELTAS: number[] = [];
