import type { EngineContext } from './context';
import type { BurstItem, RuleMod } from './masters-state';
import type { Stats } from './stats';
import type { ChaoticState } from './types';

/** CR 8.6.1.4: an Elemental Attack has a value in at least one element's box. */
export function isElementalAttack(ctx: EngineContext, item: BurstItem): boolean {
  const card = ctx.cards.byId(item.card);
  return card?.type === 'Attack' && (card.damage.fire !== 0 || card.damage.air !== 0 || card.damage.earth !== 0 || card.damage.water !== 0);
}

type ItemChange = Extract<RuleMod, { kind: 'attack-item-change' }>;

/**
 * Whether this attack counts as its striker's first attack this combat (and the first against
 * its target): "Target attack counts / does not count as the first attack played this combat"
 * (Blügon) on this burst item, else "The next attack played by Takinom this turn counts as its
 * first attack this combat", used up by that attack; undefined when nothing says.
 */
export function firstAttackOverride(state: ChaoticState, stats: Stats, striker: number, item: number): boolean | undefined {
  let first: boolean | undefined;
  for (const m of stats.ruleMods()) if (m.kind === 'attack-item-change' && m.item === item && m.first !== undefined) first = m.first;
  const mods = state.masters!.ruleMods;
  const index = mods ? mods.findIndex((m) => m.kind === 'next-attack-first' && m.uid === striker && item >= m.after) : -1;
  if (index >= 0) {
    mods!.splice(index, 1);
    first ??= true;
  }
  return first;
}

/** "Target Elemental Attack loses all abilities" (Vilrik Landfarer): this burst item's text does nothing. */
export function attackTextLost(stats: Stats, item: number): boolean {
  for (const m of stats.ruleMods()) if (m.kind === 'attack-item-change' && m.item === item && m.noText === true) return true;
  return false;
}

/** "Target Elemental Attack deals 15 less damage" (Klar'nok): changes to this burst item's damage (CR 8.5.4). */
export function attackItemDeltas(stats: Stats, item: number): number[] {
  return stats.ruleMods().filter((m): m is ItemChange => m.kind === 'attack-item-change' && m.item === item && m.delta !== undefined).map((m) => m.delta!);
}
