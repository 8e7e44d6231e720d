import type { CreatureFilter } from '../effects/effect-types';
import type { Stats } from './stats';
import { ChaoticState, Seat } from './types';

/** The creature engaged with `uid`, if it is engaged. */
function opposing(state: ChaoticState, uid: number): number | undefined {
  const combat = state.combat;
  if (!combat) return undefined;
  return combat.attacker === uid ? combat.defender : combat.defender === uid ? combat.attacker : undefined;
}

/**
 * Whether a creature in play matches every field of a printed filter, read with current
 * values (CR 8.7); `you` is the seat of the effect's controller. Names cover every version
 * of a creature (CR 2.2.2.1);
 * `source` is the creature whose text it is, which `other` leaves out.
 */
export function matchesFilter(state: ChaoticState, stats: Stats, you: Seat, uid: number, filter: CreatureFilter, source?: number | null): boolean {
  const c = state.creatures[uid];
  if (c.space === null) return false;
  if (filter.other && uid === source) return false;
  if (filter.controller === 'you' && c.owner !== you) return false;
  if (filter.controller === 'opponent' && c.owner === you) return false;
  if (filter.engaged !== undefined && (opposing(state, uid) !== undefined) !== filter.engaged) return false;
  if (filter.tribes && !filter.tribes.includes(c.tribe)) return false;
  if (filter.notTribes && filter.notTribes.includes(c.tribe)) return false;
  if (filter.subtype !== undefined && !c.subtypes.includes(filter.subtype)) return false;
  if (filter.name !== undefined || filter.notName !== undefined) {
    const name = stats.ctx.cards.byId(c.card)?.name;
    if (filter.name !== undefined && name !== filter.name) return false;
    if (filter.notName !== undefined && name === filter.notName) return false;
  }
  if (filter.infected !== undefined && state.masters!.infected.includes(uid) !== filter.infected) return false;
  if (filter.ability !== undefined && !stats.keywords(uid).some((a) => a.kind === filter.ability)) return false;
  if (filter.elements && !filter.elements.some((e) => stats.hasElement(uid, e))) return false;
  if (filter.stat) {
    const value = stats.stat(uid, filter.stat.stat);
    if ((filter.stat.min !== undefined && value < filter.stat.min) || (filter.stat.max !== undefined && value > filter.stat.max)) return false;
  }
  if (filter.comparedToOpponent) {
    const other = opposing(state, uid);
    if (other === undefined) return false;
    const mine = stats.stat(uid, filter.comparedToOpponent.stat);
    const theirs = stats.stat(other, filter.comparedToOpponent.stat);
    if (filter.comparedToOpponent.relation === 'higher' ? mine <= theirs : mine >= theirs) return false;
  }
  return true;
}
