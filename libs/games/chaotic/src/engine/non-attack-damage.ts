import { allDamageDeltas } from './all-damage';
import { modifyDamage } from './damage-order';
import type { RuleMod } from './masters-state';
import type { Stats } from './stats';

type NonAttack = Extract<RuleMod, { kind: 'non-attack-damage' }>;

/**
 * Damage this creature takes from anything but an attack (Mugic, abilities, Recklessness,
 * costs) after "all damage dealt to" it and "take 5 less non-attack damage" (CR 8.5.4) and "Non-attack damage is reduced
 * to 0" (a replacement, CR 8.8.2, applied last); never below 0 (CR 8.5.5).
 */
export function nonAttackDamage(stats: Stats, uid: number, amount: number): number {
  // "All damage dealt to X is increased by N" (Stone Mail) changes this damage too (CR 8.5.4).
  const all = allDamageDeltas(stats, uid, amount);
  const mods = stats.ruleMods().filter((m): m is NonAttack => m.kind === 'non-attack-damage' && (m.uid === uid || m.uid === -1));
  if (mods.length === 0) return all.length === 0 ? amount : modifyDamage(amount, all);
  let dealt = modifyDamage(amount, [...all, ...mods.flatMap((m) => (m.delta === undefined ? [] : [m.delta]))]);
  for (const m of mods) if (m.set !== undefined) dealt = m.set;
  return dealt;
}
