import { gearSuppressed } from './text-active';
import type { CreatureFilter } from '../effects/effect-types';
import type { Stats } from './stats';
import { boardFor, isAdjacent } from './board';
import { noteInnateRead, READ_COMBAT, READ_SPACES } from './innate-reads';
import { activeLocationInitiative } from './effect-facts';
import { ChaoticState, Seat } from './types';

/** The creature engaged with `uid`, if it is engaged. */
function opposing(state: ChaoticState, uid: number): number | undefined {
  noteInnateRead(READ_COMBAT);
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
  if (isSimple(filter)) return matchesSimple(state, you, uid, filter, source);
  // A filter on where creatures stand makes the innate layer depend on every space (innate-reads.ts).
  if (filter.side !== undefined || filter.adjacent || filter.inMirageSpace || filter.onSide) noteInnateRead(READ_SPACES);
  const c = state.creatures[uid];
  if (c.space === null) return false;
  if (filter.other && uid === source) return false;
  if (filter.controller === 'you' && c.owner !== you) return false;
  if (filter.controller === 'opponent' && c.owner === you) return false;
  if (filter.engaged !== undefined && (opposing(state, uid) !== undefined) !== filter.engaged) return false;
  if (filter.tribes && !filter.tribes.includes(c.tribe)) return false;
  if (filter.notTribes && filter.notTribes.includes(c.tribe)) return false;
  if (filter.subtype !== undefined && !c.subtypes.includes(filter.subtype) && !grantedSubtype(stats, uid, filter.subtype)) return false;
  if (filter.name !== undefined || filter.notName !== undefined) {
    const name = stats.ctx.cards.byId(c.card)?.name;
    if (filter.name !== undefined && name !== filter.name) return false;
    if (filter.notName !== undefined && name === filter.notName) return false;
  }
  if (filter.infected !== undefined && state.masters!.infected.includes(uid) !== filter.infected) return false;
  // A face-down Battlegear is still equipped (CR 2.2.6); only a destroyed or discarded one is gone.
  if (filter.equipped !== undefined && (state.masters!.gear[uid] != null) !== filter.equipped) return false;
  if (filter.sharesTribe && (source === null || source === undefined || state.creatures[source].tribe !== c.tribe)) return false;
  if (filter.side !== undefined && boardFor(state.size).side[c.space] !== (filter.side === 'you' ? you : 1 - you)) return false;
  if (filter.adjacent) {
    const from = source === null || source === undefined ? null : state.creatures[source].space;
    if (from === null || !isAdjacent(boardFor(state.size), from, c.space)) return false;
  }
  if (filter.ability !== undefined && !stats.keywords(uid).some((a) => a.kind === filter.ability)) return false;
  if (filter.elements && !filter.elements.some((e) => stats.hasElement(uid, e))) return false;
  if (filter.notSubtype !== undefined && c.subtypes.includes(filter.notSubtype)) return false;
  if (filter.inMirageSpace && c.space !== state.masters!.mirage?.space) return false;
  if (filter.gearSubtype !== undefined) {
    const gear = state.masters!.gear[uid];
    if (!gear || !gear.faceUp || gear.disarmed || gearSuppressed(state, stats.ctx) || !stats.ctx.cards.byId(gear.card)?.subtypes.includes(filter.gearSubtype)) return false;
  }
  if (filter.comparedElements) {
    const other = opposing(state, uid);
    if (other === undefined) return false;
    const [mine, theirs] = [stats.elements(uid).length, stats.elements(other).length];
    if (filter.comparedElements === 'more' ? mine <= theirs : mine >= theirs) return false;
  }
  if (filter.controllerTribes) {
    const tribes = new Set(state.creatures.filter((o) => o.owner === c.owner && o.space !== null).map((o) => o.tribe)).size;
    if ((filter.controllerTribes.min !== undefined && tribes < filter.controllerTribes.min) || (filter.controllerTribes.max !== undefined && tribes > filter.controllerTribes.max)) return false;
  }
  if (filter.withoutElements && filter.withoutElements.some((e) => stats.hasElement(uid, e))) return false;
  if (filter.engagedWith) {
    const other = opposing(state, uid);
    if (other === undefined || !matchesFilter(state, stats, you, other, filter.engagedWith, source)) return false;
  }
  if (filter.anyOf && !filter.anyOf.some((f) => matchesFilter(state, stats, you, uid, f, source))) return false;
  // CR 4.1.7: the spaces a player's creatures filled at the start are that player's side.
  if (filter.onSide && (boardFor(state.size).side[c.space] === you) !== (filter.onSide === 'you')) return false;
  if (filter.initiativeStat) {
    // Krekk: the Discipline the active Location's initiative names; no such Discipline, no match.
    const stat = activeLocationInitiative(state, stats.ctx);
    if (stat !== 'courage' && stat !== 'power' && stat !== 'wisdom' && stat !== 'speed') return false;
    const value = stats.stat(uid, stat);
    if ((filter.initiativeStat.min !== undefined && value < filter.initiativeStat.min) || (filter.initiativeStat.max !== undefined && value > filter.initiativeStat.max)) return false;
  }
  if (filter.controllerControls) {
    const wanted = filter.controllerControls;
    if (!state.creatures.some((o) => o.uid !== uid && o.owner === c.owner && matchesFilter(state, stats, you, o.uid, wanted, source))) return false;
  }
  if (filter.stats?.some((b) => (b.min !== undefined && stats.stat(uid, b.stat) < b.min) || (b.max !== undefined && stats.stat(uid, b.stat) > b.max))) return false;
  if (filter.stat) {
    const s = filter.stat.stat;
    const value = filter.stat.scanned && s !== 'mugic-counters' ? (s === 'energy' ? c.energy : c.stats[s]) : stats.stat(uid, s);
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

/** "Has Creature Type "Mandiblor" in addition to its other types" (gain-subtype). */
function grantedSubtype(stats: Stats, uid: number, subtype: string): boolean {
  return stats.ruleMods().some((m) => m.kind === 'subtype' && m.uid === uid && m.subtype === subtype);
}

/** The fields `matchesSimple` reads; a filter with no other field set needs no more (replay speed). */
const SIMPLE_FIELDS: ReadonlySet<string> = new Set(['other', 'controller', 'engaged', 'tribes', 'notTribes']);

/** Per filter object (printed filters never change): whether it sets only simple fields. */
const simple = new WeakMap<CreatureFilter, boolean>();

function isSimple(filter: CreatureFilter): boolean {
  let found = simple.get(filter);
  if (found === undefined) {
    found = Object.entries(filter).every(([key, value]) => value === undefined || SIMPLE_FIELDS.has(key));
    simple.set(filter, found);
  }
  return found;
}

/** `matchesFilter` for a simple filter: the same checks in the same order. */
function matchesSimple(state: ChaoticState, you: Seat, uid: number, filter: CreatureFilter, source?: number | null): boolean {
  const c = state.creatures[uid];
  if (c.space === null) return false;
  if (filter.other && uid === source) return false;
  if (filter.controller === 'you' && c.owner !== you) return false;
  if (filter.controller === 'opponent' && c.owner === you) return false;
  if (filter.engaged !== undefined && (opposing(state, uid) !== undefined) !== filter.engaged) return false;
  if (filter.tribes && !filter.tribes.includes(c.tribe)) return false;
  if (filter.notTribes && filter.notTribes.includes(c.tribe)) return false;
  return true;
}
