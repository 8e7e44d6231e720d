import type { AutomatedEffect, CardEffect, CreatureFilter } from '../effects/effect-types';
import type { EngineContext } from './context';
import { noteInnateRead, READ_COUNTERS } from './innate-reads';
import type { ChaoticState,Seat } from './types';

const counts = (e: CardEffect): e is AutomatedEffect => e.kind === 'automated' && e.timing.kind === 'static' && e.steps.some((s) => s.verb === 'count-as-mandiblors');

/**
 * "… count as Mandiblors you control when counting Mandiblors": Mugic counters on Illexia while
 * Hive is active, and Mandiblor Creature Cards in the general discard pile of Khritlaan's owner
 * while Khritlaan is there. Read off the cards themselves (not the innate layer), so a count made
 * while that layer is being gathered sees them too. Only a count of plain Mandiblors gains them.
 */
export function extraMandiblors(state: ChaoticState, ctx: EngineContext, you: Seat, filter: CreatureFilter, holds: (effect: AutomatedEffect, seat: Seat, source: number | null) => boolean): number {
  if (filter.subtype !== 'Mandiblor' || Object.keys(filter).some((k) => k !== 'subtype' && k !== 'controller') || !state.masters) return 0;
  const mine = (seat: Seat) => filter.controller === undefined || (filter.controller === 'you') === (seat === you);
  let n = 0;
  for (const c of state.creatures) {
    if (c.space === null || !mine(c.owner)) continue;
    const all = ctx.effects(c.card);
    if (![...all.normal, ...all.brainwashed].some(counts)) continue;
    for (const e of all.normal) if (counts(e) && e.steps.some((s) => s.verb === 'count-as-mandiblors' && s.params.what === 'counters-on') && holds(e, c.owner, c.uid)) {
      // The innate layer's cache must know it read Mugic counters (innate-reads.ts).
      noteInnateRead(READ_COUNTERS);
      n += state.masters.counters[c.uid];
    }
  }
  for (const seat of [0, 1] as const) {
    if (!mine(seat)) continue;
    const pile = state.zones[seat].generalDiscard;
    // The same text twice (two Khritlaans) counts the same cards once.
    const active = pile.some((id) => ctx.effects(id).normal.some((e) => counts(e) && e.steps.some((s) => s.verb === 'count-as-mandiblors' && s.params.what === 'discard-cards') && holds(e, seat, null)));
    if (active) n += pile.filter((id) => { const card = ctx.cards.byId(id); return card?.type === 'Creature' && card.subtypes.includes('Mandiblor'); }).length;
  }
  return n;
}
