import type { Negatable } from '../effects/verb-calls';
import type { EngineContext } from './context';
import type { BurstItem } from './masters-state';
import { mugicUntargetable } from './retarget';
import { Stats } from './stats';
import type { ChaoticState } from './types';

/** CR 8.6.1.4: an Elemental Attack has a value in at least one element's box. */
function elementalAttack(ctx: EngineContext, item: BurstItem): boolean {
  const card = ctx.cards.byId(item.card);
  return card?.type === 'Attack' && (card.damage.fire !== 0 || card.damage.air !== 0 || card.damage.earth !== 0 || card.damage.water !== 0);
}

/**
 * Whether `negate` may negate this burst item (CR 8.2): an attack only for "Negate target
 * (Elemental) Attack"; an activated Creature ability is one played from a creature (its own
 * text or a quoted ability it was granted), not from its battlegear; Untargetable Mugic is
 * skipped (glossary Untargetable); `targeting`: the item must target that creature.
 */
export function mayNegate(state: ChaoticState, ctx: EngineContext, stats: Stats, item: BurstItem, what: Negatable, tribes: readonly string[], targeting: number | undefined): boolean {
  if (what === 'attack' || what === 'elemental-attack') return item.kind === 'attack' && (what === 'attack' || elementalAttack(ctx, item));
  if (item.kind === 'attack') return false;
  if (item.kind === 'mugic' && mugicUntargetable(stats)) return false;
  if (what === 'mugic' && item.kind !== 'mugic') return false;
  if (what === 'creature-ability' && !(item.kind === 'ability' && item.source !== null && state.creatures[item.source].card === item.card)) return false;
  const card = ctx.cards.byId(item.card);
  if (tribes.length > 0 && !(card && 'tribe' in card && tribes.includes(card.tribe))) return false;
  return targeting === undefined || item.targets.includes(targeting);
}
