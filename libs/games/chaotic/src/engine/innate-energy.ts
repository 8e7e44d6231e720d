import type { CardEffects } from './card-effects';
import { bothTexts, cardFact } from './card-facts';
import type { EngineContext } from './context';

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
const lowersEnergy = (effects: CardEffects) => bothTexts(effects).some((e) => e.kind === 'automated' && e.timing.kind === 'static' && namesEnergy(e));

/**
 * Whether the card has a static line (either text box) that could lower a creature's Energy
 * (memoised per card). The innate layer is gathered from the static lines of cards in play,
 * in the general discard piles, the active Location and the Mirage (`collectStatics`); while
 * none of them has such a line, a creature's Energy is at least its printed Energy plus the
 * modifications of resolved effects (Support only adds: its X is printed as digits).
 */
export function mayLowerEnergy(ctx: EngineContext, card: string): boolean {
  return cardFact(ctx, card, lowersEnergy);
}
