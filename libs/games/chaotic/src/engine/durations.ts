import { MastersState, Until } from './masters-state';

/** CR 8.9.1: effects of mugic, activated and triggered abilities and attacks end at end of turn unless printed otherwise. */
export function endEffects(m: MastersState, ending: Exclude<Until, 'game'>): void {
  const keep = (e: { until: Until }) => e.until !== ending && !(ending === 'end-of-turn' && e.until === 'end-of-combat');
  m.mods = m.mods.filter(keep);
  m.elementMods = m.elementMods.filter(keep);
  m.granted = m.granted.filter(keep);
  m.damageMods = m.damageMods.filter(keep);
  m.prohibitions = m.prohibitions.filter(keep);
  if (m.ruleMods) m.ruleMods = m.ruleMods.filter(keep);
  // "Their first Mugic this turn" (CR 8.4.2) counts again next turn.
  // Set to undefined rather than deleted: the same canonical JSON, and the state keeps its object shape (replay speed).
  if (ending === 'end-of-turn') m.mugicPlayed = undefined;
  // "This ability can only be used once per turn" (Xield): usable again next turn.
  if (ending === 'end-of-turn' && m.abilitiesUsed) m.abilitiesUsed = undefined;
  if (ending === 'end-of-turn' && m.revealed) m.revealed = undefined;
}

/** End of combat: Strike X counts again, disarmed battlegear gets its abilities back. */
export function endCombatEffects(m: MastersState): void {
  endEffects(m, 'end-of-combat');
  m.struck = [];
  if (m.attacked) m.attacked = [];
  for (const gear of m.gear) if (gear) gear.disarmed = false;
}
