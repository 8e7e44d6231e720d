import { Stats } from './stats';
import type { ChaoticState,Seat } from './types';

/**
 * Whether `seat`'s Mugic (`byMugic`) or ability may choose this creature as a target (CR 8.4.1.3):
 * not when it has Untargetable (glossary), nor when an effect says it "cannot be targeted by
 * Mugic" or "by opposing Mugic or abilities".
 */
export function targetable(state: ChaoticState, stats: Stats, uid: number, seat: Seat, byMugic: boolean): boolean {
  if (stats.keywords(uid).some((a) => a.kind === 'untargetable')) return false;
  for (const ban of stats.prohibitions()) {
    if (ban.uid !== null && ban.uid !== uid) continue;
    if (ban.action === 'be-targeted-by-mugic' && byMugic) return false;
    if (ban.action === 'be-targeted-by-abilities' && !byMugic) return false;
    if (ban.action === 'be-targeted-by-opposing' && state.creatures[uid].owner !== seat) return false;
  }
  return true;
}

/** "Cromaxx's Energy cannot be reduced by Mugic". */
export function energyKeptFromMugic(stats: Stats, uid: number): boolean {
  return stats.prohibits('lose-energy-to-mugic', uid);
}

/** CR 9.1: an effect says the creature cannot be Infected. */
export function cannotBeInfected(stats: Stats, uid: number): boolean {
  return stats.prohibits('be-infected', uid);
}
