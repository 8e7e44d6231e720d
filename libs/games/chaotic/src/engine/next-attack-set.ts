import type { RuleMod } from './masters-state';
import type { ChaoticState } from './types';

type NextSet = Extract<RuleMod, { kind: 'next-attack-set' }>;

/**
 * CR 8.8.2 "The next attack played this combat deals 0 damage" (Ultimate Warstance), CR 8.5.4 "the
 * next attack played this turn deals 10 less damage" (Grantkae's Stance): the first attack put on
 * the burst after the effect resolved, whoever plays it, uses up every such change waiting for it.
 */
export function useNextAttackSet(state: ChaoticState, item: number, striker?: number): { set: number | null; deltas: number[] } {
  const mods = state.masters!.ruleMods;
  // Kha'rall Husk Armor: "the next attack played by the equipped Creature" waits for that creature's attack.
  const waiting = (m: RuleMod): m is NextSet => m.kind === 'next-attack-set' && item >= m.after && (m.uid === -1 || m.uid === striker);
  if (!mods || !mods.some(waiting)) return { set: null, deltas: [] };
  const used = mods.filter(waiting);
  state.masters!.ruleMods = mods.filter((m) => !waiting(m));
  const sets = used.filter((m) => m.amount !== null);
  return { set: sets.length > 0 ? sets[0].amount : null, deltas: used.map((m) => m.delta ?? 0).filter((d) => d !== 0) };
}
