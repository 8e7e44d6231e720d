import { nonAttackDamage } from './non-attack-damage';
import type { Stats } from './stats';
import type { ChaoticState } from './types';

/**
 * Printed activation costs paid by the creature itself or its player's Hive (CR 8.4.4.1):
 * "Deal 15 damage to Kamangareth (while engaged)" and "Deactivate Hive" (glossary Hive: it
 * must be active to be deactivated).
 */
export type SelfCost = { readonly kind: 'damage'; readonly amount: number; readonly whileEngaged: boolean } | { readonly kind: 'deactivate-hive' }
  /** "Remove 5 Magma counters from Khybon": counters of that name on the creature itself (glossary Counters). */
  | { readonly kind: 'remove-counters'; readonly name: string; readonly amount: number };

/** The cost as printed on the creature named `name`; null when it is not one of these. */
export function selfCost(cost: string, name: string | undefined): SelfCost | null {
  if (/^Deactivate Hive$/i.test(cost.trim())) return { kind: 'deactivate-hive' };
  const counters = /^Remove (\d+|a|an) ([A-Z][a-z]+) counters? from (.+)$/.exec(cost.trim());
  if (counters && counters[2] !== 'Mugic') return name !== undefined && counters[3] === name ? { kind: 'remove-counters', name: counters[2], amount: /^\d+$/.test(counters[1]) ? Number(counters[1]) : 1 } : null;
  const m = /^Deal (\d+) damage to (.+?)( while engaged)?$/i.exec(cost.trim());
  return m && name !== undefined && m[2] === name ? { kind: 'damage', amount: Number(m[1]), whileEngaged: !!m[3] } : null;
}

const engaged = (state: ChaoticState, uid: number) => state.combat !== null && (state.combat.attacker === uid || state.combat.defender === uid);

/** Hive must be active, and not kept so by "Hive cannot be Deactivated"; damage "while engaged" needs the creature engaged. */
export function canPaySelfCost(state: ChaoticState, stats: Stats, uid: number, cost: SelfCost): boolean {
  if (cost.kind === 'deactivate-hive') return state.masters!.hive && !stats.prohibitions().some((b) => b.action === 'deactivate-hive');
  if (cost.kind === 'remove-counters') return (state.masters!.named?.[`${uid}:${cost.name}`] ?? 0) >= cost.amount;
  return !cost.whileEngaged || engaged(state, uid);
}

/** Damage paid as a cost is dealt to the creature at once (its defeat is checked as any damage's, CR 8.5.6). */
export function paySelfCost(state: ChaoticState, uid: number, cost: SelfCost, stats?: Stats): void {
  if (cost.kind === 'deactivate-hive') state.masters!.hive = false;
  else if (cost.kind === 'remove-counters') state.masters!.named![`${uid}:${cost.name}`] -= cost.amount;
  // Damage paid as a cost is not attack damage (Royal Mipedian Academy of Melee Arts).
  else state.creatures[uid].damage += stats ? nonAttackDamage(stats, uid, cost.amount) : cost.amount;
}
