import type { MastersState,Until } from './masters-state';
import { setDisarmed } from './board-writes';

/** CR 8.9.1: effects of mugic, activated and triggered abilities and attacks end at end of turn unless printed otherwise. */
export function endEffects(m: MastersState, ending: Exclude<Until, 'game'>): void {
  const keep = (e: { until: Until }) => e.until !== ending && !(ending === 'end-of-turn' && e.until === 'end-of-combat');
  m.mods = kept(m.mods, keep);
  m.elementMods = kept(m.elementMods, keep);
  m.granted = kept(m.granted, keep);
  m.damageMods = kept(m.damageMods, keep);
  m.prohibitions = kept(m.prohibitions, keep);
  if (m.ruleMods) m.ruleMods = kept(m.ruleMods, keep);
  // "Their first Mugic this turn" (CR 8.4.2) counts again next turn.
  // Set to undefined rather than deleted: the same canonical JSON, and the state keeps its object shape (replay speed).
  if (ending === 'end-of-turn') m.mugicPlayed = undefined;
  // "This ability can only be used once per turn" (Xield): usable again next turn.
  if (ending === 'end-of-turn' && m.abilitiesUsed) m.abilitiesUsed = undefined;
  if (ending === 'end-of-turn' && m.revealed) m.revealed = undefined;
}

/**
 * The list without the effects that end, or the list itself when none does. Replay speed: the
 * kept innate layer knows the Discipline modifications by the list's identity (stats.ts), so
 * an unchanged list keeps it.
 */
function kept<T extends { until: Until }>(list: T[], keep: (e: T) => boolean): T[] {
  return list.every(keep) ? list : list.filter(keep);
}

/** End of combat: Strike X counts again, disarmed battlegear gets its abilities back. */
export function endCombatEffects(m: MastersState): void {
  endEffects(m, 'end-of-combat');
  m.struck = [];
  if (m.attacked) m.attacked = [];
  for (const gear of m.gear) if (gear?.disarmed) setDisarmed(gear, false);
}
