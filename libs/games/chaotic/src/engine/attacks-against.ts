import type { AttackCard } from '../cards/card';
import type { Stats } from './stats';

/**
 * CR 8.8.2 "Attacks with a Build Points of 2 played against Illiar deal 0 damage": the damage an
 * attack against `target` deals instead, if a replacement names it (the most recent applies); null otherwise.
 */
export function attacksAgainstDamage(stats: Stats, target: number, card: AttackCard): number | null {
  let set: number | null = null;
  for (const m of stats.ruleMods()) {
    if (m.kind === 'attacks-against-damage' && m.uid === target && (m.buildPoints === undefined || m.buildPoints === card.buildCost)) set = m.amount;
  }
  return set;
}
