import type { CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import { EngineEffectContext } from './effect-context';
import { safeApply } from './effect-unmodelled';
import { Stats } from './stats';
import { creatureEffects } from './text-active';
import type { ChaoticState } from './types';
import type { CardEffects } from './card-effects';
import { bothTexts, cardFact } from './card-facts';

const isCheck = (e: CardEffect) => e.kind === 'automated' && e.timing.kind === 'triggered' && e.timing.event === 'condition-holds';
const checksState = (effects: CardEffects) => bothTexts(effects).some(isCheck);

/** Whether a card's text has a standing "If …, destroy it" (memoised per card). */
function hasStateCheck(ctx: EngineContext, card: string): boolean {
  return cardFact(ctx, card, checksState);
}

/**
 * "If Stelgar has more than 125 Power, destroy it" / "If Stelgar has 2 or more Mugic
 * counters on it, destroy it": checked with defeats (CR 8.5.6) after each resolution; a
 * creature whose condition holds is destroyed, and the defeat check that follows removes it.
 * Only creature text has such a line, as a `condition-holds` trigger (the match's trigger index sees it).
 */
export function applyStateChecks(state: ChaoticState, ctx: EngineContext): void {
  let stats: Stats | null = null;
  for (const creature of state.creatures) {
    if (creature.space === null || !hasStateCheck(ctx, creature.card)) continue;
    stats ??= new Stats(state, ctx);
    for (const effect of creatureEffects(state, ctx, creature.uid)) {
      if (effect.kind !== 'automated' || !isCheck(effect)) continue;
      safeApply(new EngineEffectContext(state, ctx, stats, { controller: creature.owner, source: creature.uid, targets: [] }), effect);
    }
  }
}
