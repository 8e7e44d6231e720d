import type { Discipline, Element, MugicCard } from '../cards/card';
import { matchesFilter } from './filter-match';
import { modifyDamage } from './damage-order';
import type { RuleMod } from './masters-state';
import type { Stats } from './stats';
import { ownCostChange } from './own-mugic-cost';

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
  // CR 8.8.2: a replacement ("reduced to 0") applies after every change.
  const set = modsOf(stats, 'set-recklessness', uid);
  if (set.length > 0) return set[set.length - 1].amount;
  return modifyDamage(x, modsOf(stats, 'recklessness', uid).map((m) => m.delta));
}

/**
 * Damage a mugic played by `caster` deals to `target`: increases for the caster first,
 * then a replacement on the target ("reduced to 0", CR 8.8.2).
 */
export function mugicDamage(stats: Stats, caster: number | null, target: number, amount: number, card?: string): number {
  // "Danian Mugic played by …": an increase for some tribes applies to a mugic card of one of them.
  const tribe = card === undefined ? undefined : (stats.ctx.cards.byId(card) as { tribe?: string } | undefined)?.tribe;
  const applies = (m: { tribes?: readonly string[] }) => !m.tribes || (tribe !== undefined && m.tribes.includes(tribe));
  // CR 8.5.4: the caster's increases and the target's changes ("takes 10 less damage from Mugic") together, increases first.
  const toTarget = modsOf(stats, 'mugic-damage-to', target).map((m) => m.delta);
  let dealt = modifyDamage(amount, [...(caster === null ? [] : modsOf(stats, 'mugic-damage', caster).filter(applies).map((m) => m.delta)), ...toTarget]);
  for (const m of modsOf(stats, 'set-mugic-damage', target)) dealt = m.amount;
  return dealt;
}

/** CR 8.4.2: the counters a mugic costs `caster` after cost changes (its first Mugic this turn included), never below 0. */
export function mugicCostFor(stats: Stats, caster: number, card: MugicCard, printed: number): number {
  let delta = modsOf(stats, 'mugic-cost', caster).filter((m) => (m.tribes.length === 0 || m.tribes.includes(card.tribe)) && (m.named === undefined || m.named === card.name)).reduce((n, m) => n + m.delta, 0);
  // The Mugic's own text: "The caster pays 2 less mugic counters to play this Mugic if …".
  delta += ownCostChange(stats, caster, card);
  // "their first Mugic this turn": only while the creature has played none this turn.
  if (!(stats.state.masters!.mugicPlayed ?? []).includes(caster)) delta += modsOf(stats, 'first-mugic-cost', caster).reduce((n, m) => n + m.delta, 0);
  // "pays 1 less … to a minimum of 1": a reduction that stops at its minimum (a cost already below it stays).
  let cost = Math.max(0, printed + delta);
  for (const m of modsOf(stats, 'caster-mugic-cost', caster)) cost = Math.max(0, m.minimum === undefined ? cost + m.delta : Math.max(cost + m.delta, Math.min(cost, m.minimum)));
  return cost;
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
export function attackRuleMods(stats: Stats, striker: number, target: number, firstByStriker: boolean, firstAgainstTarget: boolean, attackElements: readonly Element[] = [], attackDisciplines: readonly Discipline[] = []): { deltas: number[]; set: number | null } {
  const deltas: number[] = [];
  for (const m of modsOf(stats, 'attack-damage-by', striker)) {
    if (m.elements && !m.elements.some((e) => attackElements.includes(e))) continue;
    // Bodal's Dagger: "non-Elemental and non-Discipline Attacks".
    if (m.plainOnly && (attackElements.length > 0 || attackDisciplines.length > 0)) continue;
    // The striker is the creature "share a Tribe with it" means (Galmedar).
    if (matchesFilter(stats.state, stats, m.seat, target, m.against, striker)) deltas.push(m.delta);
  }
  if (firstAgainstTarget) for (const m of modsOf(stats, 'first-attack-damage-to', target)) deltas.push(m.delta);
  if (firstByStriker) for (const m of modsOf(stats, 'first-attack-damage-by', striker)) deltas.push(m.delta);
  let set: number | null = null;
  if (firstByStriker) for (const m of modsOf(stats, 'set-first-attack-damage', striker)) set = m.amount;
  if (firstAgainstTarget) for (const m of modsOf(stats, 'set-first-attack-damage-to', target)) set = m.amount;
  return { deltas, set };
}

/** CR 8.8.2: the most an attack against `target` deals (Xerium Armor), null when nothing caps it. */
export function attackDamageCap(stats: Stats, target: number): number | null {
  const caps = modsOf(stats, 'attack-damage-cap', target).map((m) => m.max);
  return caps.length === 0 ? null : Math.min(...caps);
}

/** CR 8.8.2: a replacement of one attack's damage on the burst ("Target attack deals 0 damage"), if any. */
export function attackItemDamage(stats: Stats, item: number): number | null {
  let set: number | null = null;
  for (const m of stats.ruleMods()) if (m.kind === 'attack-item-damage' && m.item === item) set = m.amount;
  return set;
}
