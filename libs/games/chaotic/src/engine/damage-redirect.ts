import type { Stats } from './stats';

/**
 * "All non-attack damage that would be dealt to target adjacent Creature is dealt to Porthyn
 * instead" (CR 8.8.2, a replacement): the creature that takes the damage, the most recent
 * redirection first; damage is moved once, never on along a chain, and not to a creature out of play.
 */
export function redirectedTo(stats: Stats, uid: number): number {
  let to = uid;
  for (const m of stats.ruleMods()) if (m.kind === 'redirect-damage' && m.uid === uid && m.to !== uid && stats.state.creatures[m.to].space !== null) to = m.to;
  return to;
}
