import { takeFromPile } from './discard-pile';
import type { CreatureFilter } from '../effects/effect-types';
import type { EngineContext } from './context';
import type { ChaoticState,CreatureState,Seat } from './types';
import { setGear, setSpace } from './board-writes';

/**
 * Whether a creature card in a discard pile matches a printed filter. Only what a card
 * out of play has counts (tribe, subtype, name); CR 9.2.5: both text boxes are on it,
 * so an ability filter reads either box.
 */
function cardMatches(ctx: EngineContext, c: CreatureState, filter: CreatureFilter): boolean {
  if (filter.controller !== undefined || filter.engaged !== undefined || filter.infected !== undefined || filter.stat || filter.comparedToOpponent || filter.elements) return false;
  if (filter.tribes && !filter.tribes.includes(c.tribe)) return false;
  if (filter.notTribes && filter.notTribes.includes(c.tribe)) return false;
  if (filter.subtype !== undefined && !c.subtypes.includes(filter.subtype)) return false;
  const name = ctx.cards.byId(c.card)?.name;
  if (filter.name !== undefined && name !== filter.name) return false;
  if (filter.notName !== undefined && name === filter.notName) return false;
  if (filter.ability !== undefined) {
    const all = ctx.effects(c.card);
    if (![...all.keywords, ...all.brainwashedKeywords].some((a) => a.kind === filter.ability)) return false;
  }
  return true;
}

/**
 * The defeated creatures of `seat` whose card is in that player's general discard pile
 * and matches `filter`, as uids (a creature keeps its uid while out of play).
 */
export function returnableCreatures(state: ChaoticState, ctx: EngineContext, seat: Seat, filter: CreatureFilter): number[] {
  const pile = state.zones[seat].generalDiscard;
  const out: number[] = [];
  const counted = new Map<string, number>();
  for (const c of state.creatures) {
    if (c.owner !== seat || c.space !== null || !cardMatches(ctx, c, filter)) continue;
    // Each copy in the pile stands for one defeated creature with that card.
    const seen = counted.get(c.card) ?? 0;
    if (pile.filter((id) => id === c.card).length <= seen) continue;
    counted.set(c.card, seen + 1);
    out.push(c.uid);
  }
  return out;
}

/**
 * CR 4.1.6 / 3.2.9.3: the creature card leaves the general discard pile and enters play on
 * an unoccupied space, as a new object: no damage, no battlegear, no Mugic counters, and
 * it has not moved this turn.
 */
export function putIntoPlay(state: ChaoticState, uid: number, space: number): void {
  const c = state.creatures[uid];
  const pile = state.zones[c.owner].generalDiscard;
  takeFromPile(pile, pile.lastIndexOf(c.card));
  setSpace(c, space);
  c.damage = 0;
  c.movedThisTurn = false;
  state.board[space] = uid;
  const m = state.masters!;
  m.counters[uid] = 0;
  // A creature back in play is a new object: no counters of any name (glossary Counters).
  if (m.named) for (const key of Object.keys(m.named)) if (key.startsWith(`${uid}:`)) delete m.named[key];
  setGear(m, uid, null);
}

/**
 * Spaces no creature in play stands on. During combat both engaged creatures stand on the
 * combat space, which the board records for one of them only (or for none while one has
 * just left play), so it is never unoccupied.
 */
export function unoccupiedSpaces(state: ChaoticState): number[] {
  const taken = new Set<number>();
  for (const c of state.creatures) if (c.space !== null) taken.add(c.space);
  if (state.combat) taken.add(state.combat.space);
  return state.board.flatMap((uid, space) => (uid === null && !taken.has(space) ? [space] : []));
}
