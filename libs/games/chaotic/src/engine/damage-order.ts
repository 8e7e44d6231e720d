/**
 * CR 8.5.4 and the Final Damage order of CR 8.6: increases by a fixed amount first, then
 * reductions, and never below 0 (CR 8.5.5).
 */
export function modifyDamage(total: number, deltas: readonly number[]): number {
  let value = total;
  for (const d of deltas) if (d > 0) value += d;
  for (const d of deltas) if (d < 0) value += d;
  return value > 0 ? value : 0;
}
