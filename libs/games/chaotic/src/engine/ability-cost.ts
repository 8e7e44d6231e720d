import type { RuleMod } from './masters-state';
import type { Stats } from './stats';

type AbilityCost = Extract<RuleMod, { kind: 'ability-cost' }>;

/**
 * CR 8.4.4.1: the Mugic counters a creature pays for one of its own activated abilities after
 * cost changes ("Minion Creatures' activated abilities cost an additional Mugic counter"), never below 0.
 */
export function abilityCounters(stats: Stats, uid: number, from: 'creature' | 'battlegear', printed: number): number {
  if (from !== 'creature') return printed;
  // "abilities which cost one or more Mugic counters" (Electric Rain) leave free abilities alone.
  const delta = stats.ruleMods().filter((m): m is AbilityCost => m.kind === 'ability-cost' && (m.uid === uid || m.uid === -1) && !(m.ifCosted && printed === 0)).reduce((n, m) => n + m.delta, 0);
  return Math.max(0, printed + delta);
}
