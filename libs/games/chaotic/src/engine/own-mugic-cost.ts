import type { MugicCard } from '../cards/card';
import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import { applyEffect } from '../effects/apply-effect';
import { perCard } from './card-facts';
import type { EngineContext } from './context';
import type { Stats } from './stats';

const isOwnCost = (e: CardEffect): e is AutomatedEffect =>
  e.kind === 'automated' && e.timing.kind === 'static' && e.steps.length > 0 && e.steps.every((s) => s.verb === 'modify-this-mugic-cost');

/** A Mugic's lines about its own cost, read once per engine and card. */
const ownCostLines = perCard((ctx: EngineContext, id: string): readonly AutomatedEffect[] => ctx.effects(id).normal.filter(isOwnCost));

/**
 * CR 8.4.2: "The caster pays 2 less mugic counters to play this Mugic if an engaged creature you
 * control won Initiative this turn": what the Mugic's own text changes of its cost, its
 * conditions read as it is played by `caster` (whose controller is "you").
 */
export function ownCostChange(stats: Stats, caster: number, card: MugicCard): number {
  const lines = ownCostLines(stats.ctx, card.id);
  if (lines.length === 0) return 0;
  const probe = stats.ctx.runtime.probe(stats.state, stats.ctx, stats, { controller: stats.state.creatures[caster].owner, source: caster, targets: [] });
  for (const line of lines) applyEffect(probe, line);
  return probe.thisMugicCost;
}
