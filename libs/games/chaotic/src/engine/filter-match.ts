import { gearSuppressed } from './text-active';
import type { CreatureFilter } from '../effects/effect-types';
import type { Stats } from './stats';
import { boardFor, isAdjacent } from './board';
import { noteInnateRead, READ_COMBAT, READ_SPACES } from './innate-reads';
import { activeLocationInitiative } from './effect-facts';
import { didThisTurn } from './turn-log';
import type { ChaoticState,Seat } from './types';

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
  const plan = planOf(filter);
  // A filter on where creatures stand makes the innate layer depend on every space (innate-reads.ts).
  if (plan.spaces) noteInnateRead(READ_SPACES);
  const c = state.creatures[uid];
  if (c.space === null) return false;
  for (const check of plan.checks) if (!check(state, stats, you, uid, c as InPlay, filter, source)) return false;
  return true;
}

type InPlay = ChaoticState['creatures'][number] & { space: number };
/** One field's test; it runs only when the filter sets that field, on a creature in play. */
type Check = (state: ChaoticState, stats: Stats, you: Seat, uid: number, c: InPlay, filter: CreatureFilter, source?: number | null) => boolean;

/** Every field's test, in the order they are tried (the cheap ones first). */
const CHECKS: readonly [readonly (keyof CreatureFilter)[], Check][] = [
  [['other'], (_s, _st, _you, uid, _c, filter, source) => !(filter.other && uid === source)],
  [['controller'], (_s, _st, you, _uid, c, filter) => !(filter.controller === 'you' && c.owner !== you) && !(filter.controller === 'opponent' && c.owner === you)],
  [['engaged'], (state, _st, _you, uid, _c, filter) => (opposing(state, uid) !== undefined) === filter.engaged],
  [['tribes'], (_s, _st, _you, _uid, c, filter) => !(filter.tribes && !filter.tribes.includes(c.tribe))],
  [['notTribes'], (_s, _st, _you, _uid, c, filter) => !(filter.notTribes && filter.notTribes.includes(c.tribe))],
  [['subtype'], (_s, stats, _you, uid, c, filter) => c.subtypes.includes(filter.subtype!) || grantedSubtype(stats, uid, filter.subtype!)],
  [['name', 'notName'], (_s, stats, _you, _uid, c, filter) => {
    const name = stats.ctx.cards.byId(c.card)?.name;
    if (filter.name !== undefined && name !== filter.name) return false;
    return !(filter.notName !== undefined && name === filter.notName);
  }],
  [['infected'], (state, _st, _you, uid, _c, filter) => state.masters!.infected.includes(uid) === filter.infected],
  // A face-down Battlegear is still equipped (CR 2.2.6); only a destroyed or discarded one is gone.
  [['equipped'], (state, _st, _you, uid, _c, filter) => (state.masters!.gear[uid] != null) === filter.equipped],
  [['sharesTribe'], (state, _st, _you, _uid, c, filter, source) => !(filter.sharesTribe && (source === null || source === undefined || state.creatures[source].tribe !== c.tribe))],
  [['side'], (state, _st, you, _uid, c, filter) => boardFor(state.size).side[c.space] === (filter.side === 'you' ? you : 1 - you)],
  [['adjacent'], (state, _st, _you, _uid, c, filter, source) => {
    if (!filter.adjacent) return true;
    const from = source === null || source === undefined ? null : state.creatures[source].space;
    return !(from === null || !isAdjacent(boardFor(state.size), from, c.space));
  }],
  [['ability'], (_s, stats, _you, uid, _c, filter) => stats.keywords(uid).some((a) => a.kind === filter.ability)],
  [['elements'], (_s, stats, _you, uid, _c, filter) => !(filter.elements && !filter.elements.some((e) => stats.hasElement(uid, e)))],
  [['notSubtype'], (_s, _st, _you, _uid, c, filter) => !c.subtypes.includes(filter.notSubtype!)],
  [['inMirageSpace'], (state, _st, _you, _uid, c, filter) => !(filter.inMirageSpace && c.space !== state.masters!.mirage?.space)],
  [['gearSubtype'], (state, stats, _you, uid, _c, filter) => {
    const gear = state.masters!.gear[uid];
    return !(!gear || !gear.faceUp || gear.disarmed || gearSuppressed(state, stats.ctx) || !stats.ctx.cards.byId(gear.card)?.subtypes.includes(filter.gearSubtype!));
  }],
  [['comparedElements'], (state, stats, _you, uid, _c, filter) => {
    if (!filter.comparedElements) return true;
    const other = opposing(state, uid);
    if (other === undefined) return false;
    const [mine, theirs] = [stats.elements(uid).length, stats.elements(other).length];
    return !(filter.comparedElements === 'more' ? mine <= theirs : mine >= theirs);
  }],
  [['controllerTribes'], (state, _st, _you, _uid, c, filter) => {
    if (!filter.controllerTribes) return true;
    const tribes = new Set(state.creatures.filter((o) => o.owner === c.owner && o.space !== null).map((o) => o.tribe)).size;
    return !((filter.controllerTribes.min !== undefined && tribes < filter.controllerTribes.min) || (filter.controllerTribes.max !== undefined && tribes > filter.controllerTribes.max));
  }],
  [['withoutElements'], (_s, stats, _you, uid, _c, filter) => !(filter.withoutElements && filter.withoutElements.some((e) => stats.hasElement(uid, e)))],
  [['engagedWith'], (state, stats, you, uid, _c, filter, source) => {
    if (!filter.engagedWith) return true;
    const other = opposing(state, uid);
    return !(other === undefined || !matchesFilter(state, stats, you, other, filter.engagedWith, source));
  }],
  [['anyOf'], (state, stats, you, uid, _c, filter, source) => !(filter.anyOf && !filter.anyOf.some((f) => matchesFilter(state, stats, you, uid, f, source)))],
  // CR 4.1.7: the spaces a player's creatures filled at the start are that player's side.
  [['onSide'], (state, _st, you, _uid, c, filter) => !(filter.onSide && (boardFor(state.size).side[c.space] === you) !== (filter.onSide === 'you'))],
  [['initiativeStat'], (state, stats, _you, uid, _c, filter) => {
    if (!filter.initiativeStat) return true;
    // Krekk: the Discipline the active Location's initiative names; no such Discipline, no match.
    const stat = activeLocationInitiative(state, stats.ctx);
    if (stat !== 'courage' && stat !== 'power' && stat !== 'wisdom' && stat !== 'speed') return false;
    const value = stats.stat(uid, stat);
    return !((filter.initiativeStat.min !== undefined && value < filter.initiativeStat.min) || (filter.initiativeStat.max !== undefined && value > filter.initiativeStat.max));
  }],
  [['controllerControls'], (state, stats, you, uid, c, filter, source) => {
    const wanted = filter.controllerControls;
    return !wanted || state.creatures.some((o) => o.uid !== uid && o.owner === c.owner && matchesFilter(state, stats, you, o.uid, wanted, source));
  }],
  [['thisTurn'], (state, _st, _you, uid, _c, filter) => didThisTurn(state, uid, filter.thisTurn!)],
  [['stats'], (_s, stats, _you, uid, _c, filter) => !filter.stats?.some((b) => (b.min !== undefined && stats.stat(uid, b.stat) < b.min) || (b.max !== undefined && stats.stat(uid, b.stat) > b.max))],
  [['stat'], (_s, stats, _you, uid, c, filter) => {
    if (!filter.stat) return true;
    const s = filter.stat.stat;
    const value = filter.stat.scanned && s !== 'mugic-counters' ? (s === 'energy' ? c.energy : c.stats[s]) : stats.stat(uid, s);
    return !((filter.stat.min !== undefined && value < filter.stat.min) || (filter.stat.max !== undefined && value > filter.stat.max));
  }],
  [['comparedToOpponent'], (state, stats, _you, uid, _c, filter) => {
    if (!filter.comparedToOpponent) return true;
    const other = opposing(state, uid);
    if (other === undefined) return false;
    const mine = stats.stat(uid, filter.comparedToOpponent.stat);
    const theirs = stats.stat(other, filter.comparedToOpponent.stat);
    return !(filter.comparedToOpponent.relation === 'higher' ? mine <= theirs : mine >= theirs);
  }],
];

/** What a filter needs tested: the checks of the fields it sets, in order, and whether it reads spaces. */
interface Plan {
  readonly spaces: boolean;
  readonly checks: readonly Check[];
}

/** Per filter object (printed filters never change), so a match tries only the fields set (replay speed). */
const plans = new WeakMap<CreatureFilter, Plan>();

function planOf(filter: CreatureFilter): Plan {
  let plan = plans.get(filter);
  if (plan === undefined) {
    const checks = CHECKS.filter(([keys]) => keys.some((key) => filter[key] !== undefined)).map(([, check]) => check);
    plan = { spaces: filter.side !== undefined || !!filter.adjacent || !!filter.inMirageSpace || !!filter.onSide, checks };
    plans.set(filter, plan);
  }
  return plan;
}

/** "Has Creature Type "Mandiblor" in addition to its other types" (gain-subtype). */
function grantedSubtype(stats: Stats, uid: number, subtype: string): boolean {
  return stats.ruleMods().some((m) => m.kind === 'subtype' && m.uid === uid && m.subtype === subtype);
}

