import { boardFor, isAdjacent } from '../board';
import type { EngineContext } from '../context';
import { Stats } from '../stats';
import type { Ability } from '../../keywords/ability';
import type { Prohibition } from '../masters-state';
import { brainwashed } from '../text-active';
import type { ChaoticState } from '../types';
import { movementWithoutLayer } from './innate-movement';

/** Marks of the path search: a space reached, and a space reached where a move may end. */
const SEEN = 1;
const END = 2;

/** Whether a ban on `action` in force binds creature `uid` (it names it, or every creature). */
const barred = (bans: readonly Prohibition[], action: Prohibition['action'], uid: number): boolean =>
  bans.some((p) => p.action === action && (p.uid === null || p.uid === uid));

/**
 * CR 6.3.3.1–6.3.3.3: a creature moves one space, plus X with Swift X, along a path of
 * unoccupied spaces (Range: through occupied ones too); it may end only on an empty space
 * or, to start combat, on an opposing creature's space (not after this turn's combat, CR 6.3.5).
 */
export function reachable(state: ChaoticState, ctx: EngineContext, uid: number): number[] {
  const creature = state.creatures[uid];
  if (creature.space === null) return [];
  const m = state.masters!;
  // Replay speed: while no innate text can touch moving, the bans, rule changes and keywords
  // of lasting effects and printed text decide alone, and the innate layer is not built.
  const printed = movementWithoutLayer(state, ctx, uid) ? printedKeywords(state, ctx, uid) : undefined;
  const stats = printed === undefined ? new Stats(state, ctx) : undefined;
  const bans = stats ? stats.prohibitions() : m.prohibitions;
  // "cannot move" (a prohibition in force on it or on every creature).
  if (barred(bans, 'move', uid)) return [];
  const rules = stats ? stats.ruleMods() : m.ruleMods ?? [];
  // "can move to any space as if it were adjacent": every space is one step away.
  if (rules.some((r) => r.kind === 'move-anywhere' && r.uid === uid)) {
    return state.board.flatMap((occupant, to) => (to !== creature.space && (occupant !== null || !barred(bans, 'move-to-unoccupied', uid)) && canEnd(state, creature.owner, occupant, bans) ? [to] : []));
  }
  // "cannot move or relocate into unoccupied spaces" (Phelphor): only a move into combat is left.
  const toEmpty = !barred(bans, 'move-to-unoccupied', uid);
  const keywords = printed ?? stats!.keywords(uid);
  // As `Stats.total(uid, 'swift')`: copies add up, below 0 counts as 0.
  let swift = 0;
  for (const a of keywords) if (a.kind === 'swift') swift += a.x ?? 1;
  const steps = 1 + (swift > 0 ? swift : 0);
  const range = keywords.some((a) => a.kind === 'range');
  const board = boardFor(state.size);
  // Read in space order, the ends come out sorted.
  const marks: number[] = new Array<number>(state.board.length).fill(0);
  marks[creature.space] = SEEN;
  let frontier = [creature.space];
  for (let step = 0; step < steps && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const from of frontier) {
      for (const to of board.adjacent[from]) {
        if (marks[to] !== 0) continue;
        marks[to] = SEEN;
        const occupant = state.board[to];
        if (occupant === null) { if (toEmpty) marks[to] = END; next.push(to); continue; }
        if (canEnd(state, creature.owner, occupant, bans)) marks[to] = END;
        if (range) next.push(to);
      }
    }
    frontier = next;
  }
  const ends: number[] = [];
  for (let space = 0; space < marks.length; space++) if (marks[space] === END) ends.push(space);
  return ends;
}

/**
 * Whether `to` is among `reachable(state, ctx, uid)`. Replay speed: nearly every move is one step,
 * and the ends `reachable` finds next to the creature hang on its bans alone (Swift and Range only
 * add farther ends; "as if adjacent" admits an adjacent space on the same terms), so a step needs
 * neither the creature's keywords nor a path search.
 */
export function canReach(state: ChaoticState, ctx: EngineContext, uid: number, to: number): boolean {
  const creature = state.creatures[uid];
  if (creature.space === null || !isAdjacent(boardFor(state.size), creature.space, to)) return reachable(state, ctx, uid).includes(to);
  // The bans `reachable` reads: those in force, or lasting effects' alone while no innate text touches moving.
  const bans = movementWithoutLayer(state, ctx, uid) ? state.masters!.prohibitions : new Stats(state, ctx).prohibitions();
  if (barred(bans, 'move', uid)) return false;
  const occupant = state.board[to];
  return occupant === null ? !barred(bans, 'move-to-unoccupied', uid) : canEnd(state, creature.owner, occupant, bans);
}

/**
 * The creature's keywords as `Stats.keywords` finds them when nothing is granted or removed by
 * a lasting effect and it stands off the Mirage (its active text box's printed keywords);
 * undefined otherwise. Only for use while `movementWithoutLayer` holds for it: innate grants
 * may then be there, but no Swift or Range for it and no removal, so they change nothing read here.
 */
function printedKeywords(state: ChaoticState, ctx: EngineContext, uid: number): readonly Ability[] | undefined {
  const creature = state.creatures[uid];
  const m = state.masters!;
  const effects = ctx.effects(creature.card);
  if (effects.wrapped || (m.mirage !== null && m.mirage.space === creature.space)) return undefined;
  if (m.ruleMods && m.ruleMods.some((r) => r.kind === 'remove-ability' && r.uid === uid)) return undefined;
  if (m.granted.some((g) => g.uid === uid)) return undefined;
  return creature.subtypes.includes('Minion') && brainwashed(state, uid, ctx) ? effects.brainwashedKeywords : effects.keywords;
}

/**
 * A move may end on an empty space or, to start combat, on an opposing creature's space (CR 6.3.5),
 * unless "Creatures cannot end their move in" that creature's space (Sahrnokk).
 */
function canEnd(state: ChaoticState, owner: number, occupant: number | null, bans: readonly Prohibition[]): boolean {
  if (occupant === null) return true;
  if (bans.some((p) => p.action === 'end-move-in-space' && p.uid === occupant)) return false;
  return state.creatures[occupant].owner !== owner && !state.combatThisTurn;
}
