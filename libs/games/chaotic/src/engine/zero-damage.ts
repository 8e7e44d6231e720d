import type { Stats } from './stats';

/**
 * CR 8.8.2: "If an attack played by Bladez would deal 0 damage, it deals 15 damage instead" —
 * the last replacement, once the attack's damage is otherwise known.
 */
export function zeroReplaced(stats: Stats, striker: number, dealt: number): number {
  if (dealt !== 0 || stats.ruleMods().length === 0) return dealt;
  let out = dealt;
  for (const m of stats.ruleMods()) if (m.kind === 'zero-attack-damage' && m.uid === striker) out = m.amount;
  return out;
}
