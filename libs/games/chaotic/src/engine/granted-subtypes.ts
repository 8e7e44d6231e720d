import type { Stats } from './stats';

/** Creature Types an effect gave the creature "in addition to its other types" (gain-subtype). */
export function grantedSubtypes(stats: Stats, uid: number): string[] {
  return stats.ruleMods().flatMap((m) => (m.kind === 'subtype' && m.uid === uid ? [m.subtype] : []));
}
