import type { AutomatedEffect, CardEffect, Condition } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import { cardFact } from './card-facts';
import { EngineContext } from './context';
import { ChaoticState, Seat } from './types';

const fromDiscard = (c: Condition): boolean =>
  c.kind === 'in-general-discard' || ((c.kind === 'all' || c.kind === 'any') && c.conditions.some(fromDiscard));

const isDiscardStatic = (effect: CardEffect): effect is AutomatedEffect => effect.kind === 'automated' && effect.timing.kind === 'static' && effect.conditions.some(fromDiscard);
const worksFromDiscard = (effects: CardEffects): boolean => effects.normal.some(isDiscardStatic);

/**
 * Innate text that works from a general discard pile ("If Elhadd is in your general discard
 * pile, Mandiblor Creatures you control have …"): only the lines that say so, of creature
 * cards in each player's pile (CR 4.1.6), with that player as "you". Text of the same cards
 * that does not name the pile stays silent there.
 */
export function discardStatics(state: ChaoticState, ctx: EngineContext): { effect: AutomatedEffect; owner: Seat }[] {
  const out: { effect: AutomatedEffect; owner: Seat }[] = [];
  for (const owner of [0, 1] as const) {
    for (const card of state.zones[owner].generalDiscard) {
      // The per-card answer first: most cards have no such line, and it spares the card lookup (replay speed).
      if (!cardFact(ctx, card, worksFromDiscard) || ctx.cards.byId(card)?.type !== 'Creature') continue;
      for (const effect of ctx.effects(card).normal) {
        if (isDiscardStatic(effect)) out.push({ effect, owner });
      }
    }
  }
  return out;
}
