import type { Element } from '../cards/card';
import type { RuleMod } from './masters-state';
import type { Stats } from './stats';
import type { ChaoticState } from './types';

const NONE: readonly number[] = [];

/**
 * "The next attack played by Maxxor this turn deals an additional 10 damage": the changes
 * waiting for the striker's next attack, used up by that attack as it resolves (CR 8.5.4
 * orders them with the attack's other modifications).
 */
export function useNextAttackDeltas(state: ChaoticState, striker: number, target: number, item: number): readonly number[] {
  const mods = state.masters!.ruleMods;
  // Replay speed: most attacks meet no rule change at all.
  if (!mods || mods.length === 0) return NONE;
  // An attack already on the burst when the effect resolved was played before it: not the "next" one.
  const waiting = (m: RuleMod): boolean => m.kind === 'next-attack-damage' && m.uid === striker && item >= m.after;
  if (!mods.some(waiting)) return NONE;
  const deltas: number[] = [];
  state.masters!.ruleMods = mods.filter((m) => {
    if (m.kind !== 'next-attack-damage' || !waiting(m)) return true;
    if (m.to === null || m.to === target) deltas.push(m.delta);
    return false;
  });
  return deltas;
}

/**
 * CR 8.8.2 "the next time an Attack would deal damage this turn, it deals 10 damage instead"
 * (Stingblade Prototype): an attack about to deal more than 0 deals the amount instead, and
 * the replacement is used up (the oldest first when several wait).
 */
export function replaceNextDamagingAttack(state: ChaoticState, dealt: number): number {
  const mods = state.masters!.ruleMods;
  if (dealt <= 0 || !mods) return dealt;
  const index = mods.findIndex((m) => m.kind === 'next-damaging-attack');
  if (index < 0) return dealt;
  const replacement = mods[index] as Extract<RuleMod, { kind: 'next-damaging-attack' }>;
  mods.splice(index, 1);
  return replacement.amount;
}

/** The elements an attack of `striker` counts as: its own and those "also count as" adds. */
export function countsAs(stats: Stats, striker: number, own: readonly Element[]): readonly Element[] {
  const mods = stats.ruleMods();
  if (mods.length === 0) return own;
  const out = new Set(own);
  for (const m of mods) if (m.kind === 'attacks-count-as' && m.uid === striker) for (const e of m.elements) out.add(e);
  return out.size === own.length ? own : [...out];
}
