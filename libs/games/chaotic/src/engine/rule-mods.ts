import type { MugicCard } from '../cards/card';
import { matchesFilter } from './filter-match';
import { modifyDamage } from './damage-order';
import type { RuleMod } from './masters-state';
import type { Stats } from './stats';

type Of<K extends RuleMod['kind']> = Extract<RuleMod, { kind: K }>;

function modsOf<K extends RuleMod['kind']>(stats: Stats, kind: K, uid: number): Of<K>[] {
  return stats.ruleMods().filter((m): m is Of<K> => m.kind === kind && (m.uid === uid || m.uid === -1));
}

/** Healing this creature receives changes by the sum of its healing modifications. */
export function healingDelta(stats: Stats, uid: number): number {
  return modsOf(stats, 'healing', uid).reduce((n, m) => n + m.delta, 0);
}

/** Recklessness damage to this creature after its modifications (glossary Recklessness; never below 0, CR 8.5.5). */
export function recklessnessDamage(stats: Stats, uid: number, x: number): number {
  return modifyDamage(x, modsOf(stats, 'recklessness', uid).map((m) => m.delta));
}

/**
 * Damage a mugic played by `caster` deals to `target`: increases for the caster first,
 * then a replacement on the target ("reduced to 0", CR 8.8.2).
 */
export function mugicDamage(stats: Stats, caster: number | null, target: number, amount: number): number {
  let dealt = caster === null ? amount : modifyDamage(amount, modsOf(stats, 'mugic-damage', caster).map((m) => m.delta));
  for (const m of modsOf(stats, 'set-mugic-damage', target)) dealt = m.amount;
  return dealt;
}

/** CR 8.4.2: the counters a mugic costs `caster` after cost changes (its first Mugic this turn included), never below 0. */
export function mugicCostFor(stats: Stats, caster: number, card: MugicCard, printed: number): number {
  let delta = modsOf(stats, 'mugic-cost', caster).filter((m) => m.tribes.length === 0 || m.tribes.includes(card.tribe)).reduce((n, m) => n + m.delta, 0);
  // "their first Mugic this turn": only while the creature has played none this turn.
  if (!(stats.state.masters!.mugicPlayed ?? []).includes(caster)) delta += modsOf(stats, 'first-mugic-cost', caster).reduce((n, m) => n + m.delta, 0);
  return Math.max(0, printed + delta);
}

/** CR 3.4.4.1: an effect lets this creature play mugic of the card's tribe. */
export function mayPlayTribe(stats: Stats, caster: number, card: MugicCard): boolean {
  return modsOf(stats, 'mugic-tribes', caster).some((m) => m.tribes.length === 0 || m.tribes.includes(card.tribe));
}

/**
 * Attack damage changes for one attack from `striker` to `target`: "deals N more to …"
 * (CR 8.6.2.2), the first attack against the target each combat, and a replacement of
 * the striker's first attack's damage (CR 8.8.2, applied last).
 */
export function attackRuleMods(stats: Stats, striker: number, target: number, firstByStriker: boolean, firstAgainstTarget: boolean): { deltas: number[]; set: number | null } {
  const deltas: number[] = [];
  for (const m of modsOf(stats, 'attack-damage-by', striker)) if (matchesFilter(stats.state, stats, m.seat, target, m.against)) deltas.push(m.delta);
  if (firstAgainstTarget) for (const m of modsOf(stats, 'first-attack-damage-to', target)) deltas.push(m.delta);
  let set: number | null = null;
  if (firstByStriker) for (const m of modsOf(stats, 'set-first-attack-damage', striker)) set = m.amount;
  return { deltas, set };
}

/** CR 8.8.2: a replacement of one attack's damage on the burst ("Target attack deals 0 damage"), if any. */
export function attackItemDamage(stats: Stats, item: number): number | null {
  let set: number | null = null;
  for (const m of stats.ruleMods()) if (m.kind === 'attack-item-damage' && m.item === item) set = m.amount;
  return set;
}
