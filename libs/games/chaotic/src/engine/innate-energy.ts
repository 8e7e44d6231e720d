import type { CardEffects } from './card-effects';
import { bothTexts, cardFact } from './card-facts';
import type { EngineContext } from './context';
import { ChaoticState } from './types';

/** Counts that are never negative: a gain "for each" of them stays a gain (effects/counts.ts). */
const COUNTS = new Set(['creatures', 'mugic-counters', 'cards-in-pile', 'creature-cards-in-discard', 'battlegear-in-discard', 'tribes', 'elements', 'named-counters']);

/** "Equipped Creature has an additional 5 Energy", "+5 Energy for each …": a `modify-stat` step that can only add Energy. */
function gainsEnergy(step: Record<string, unknown>): boolean {
  if (step.verb !== 'modify-stat' || step.params === null || typeof step.params !== 'object') return false;
  const p = step.params as { stat?: unknown; delta?: unknown; perCount?: { of?: unknown } };
  return p.stat === 'energy' && typeof p.delta === 'number' && p.delta >= 0 && (p.perCount === undefined || COUNTS.has(p.perCount.of as string));
}

/** Whether `value` names Energy anywhere but as the stat of an Energy gain (conditions and filters count too: a sound overestimate). */
function namesEnergy(value: unknown): boolean {
  if (value === 'energy') return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(namesEnergy);
  const o = value as Record<string, unknown>;
  if (gainsEnergy(o)) {
    const params = o.params as Record<string, unknown>;
    for (const k in params) if (k !== 'stat' && namesEnergy(params[k])) return true;
    for (const k in o) if (k !== 'params' && namesEnergy(o[k])) return true;
    return false;
  }
  for (const k in o) if (namesEnergy(o[k])) return true;
  return false;
}

/**
 * Innate modifications reach Energy only through a static line naming the stat (`modify-stat`,
 * `set-stat`, `reset-to-scanned` take it as `stat: 'energy'`; other verbs change Disciplines).
 */
const mayLowerEnergy = (effects: CardEffects) => bothTexts(effects).some((e) => e.kind === 'automated' && e.timing.kind === 'static' && namesEnergy(e));

/**
 * Whether the innate layer can hold a negative Energy modification. It is gathered from the
 * text of the creatures in play, their battlegear, the creature cards of the general discard
 * piles, the active Location and the Mirage (`collectStatics`): false when none of those cards
 * has a static line that could lower Energy. Then a creature's Energy is at least its printed
 * Energy plus the modifications of resolved effects (Support only adds).
 */
export function innateCannotLowerEnergy(state: ChaoticState, ctx: EngineContext): boolean {
  const m = state.masters!;
  for (const creature of state.creatures) {
    if (creature.space === null) continue;
    if (cardFact(ctx, creature.card, mayLowerEnergy)) return false;
    const gear = m.gear[creature.uid];
    if (gear != null && cardFact(ctx, gear.card, mayLowerEnergy)) return false;
  }
  for (const zone of state.zones) for (const card of zone.generalDiscard) if (cardFact(ctx, card, mayLowerEnergy)) return false;
  if (state.activeLocation && cardFact(ctx, state.activeLocation.card, mayLowerEnergy)) return false;
  return !(m.mirage && cardFact(ctx, m.mirage.card, mayLowerEnergy));
}
