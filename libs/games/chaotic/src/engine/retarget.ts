import type { EngineContext } from './context';
import { ownEffects } from './granted';
import { Stats } from './stats';
import { targetFilters } from './targets';
import type { ChaoticState } from './types';

/** Glossary Untargetable: "Each Mugic has "Untargetable."" is in force. */
export function mugicUntargetable(stats: Stats): boolean {
  return stats.ruleMods().some((m) => m.kind === 'mugic-untargetable');
}

/**
 * "Change the target of target Mugic or ability with a single target": the most recent
 * such item on the burst below `self` gets a different legal target (CR 8.4.1.3), read
 * for the item's own controller; `pick` is the changing player's choice among uids.
 */
export function retarget(state: ChaoticState, ctx: EngineContext, self: number | undefined, pick: (options: string[]) => string | undefined, mugicOnly = false): void {
  const burst = state.masters!.burst;
  const stats = new Stats(state, ctx);
  for (let i = burst.length - 1; i >= 0; i--) {
    const item = burst[i];
    if (item.id === self || item.kind === 'attack' || item.keyword || item.targets.length !== 1) continue;
    if (mugicOnly && item.kind !== 'mugic') continue; // "target Mugic which only targets a single Creature"
    if (item.kind === 'mugic' && mugicUntargetable(stats)) continue;
    const effects = item.granted ? [item.granted] : item.kind === 'mugic' ? ctx.effects(item.card).normal
      : item.source !== null && state.creatures[item.source].card === item.card ? [ownEffects(state, ctx, item.source, stats)[item.effect]].filter((e) => e !== undefined)
        : [ctx.effects(item.card).normal[item.effect]].filter((e) => e !== undefined);
    const [filter] = targetFilters(ctx, effects);
    if (filter === undefined) continue;
    const options = state.creatures.filter((c) => c.uid !== item.targets[0]
      && ctx.runtime.probe(state, ctx, stats, { controller: item.controller, source: item.source, targets: [c.uid] }).select({ select: 'target', index: 0, filter }).length > 0).map((c) => String(c.uid));
    const chosen = pick(options);
    if (chosen !== undefined) burst[i] = { ...item, targets: [Number(chosen)] };
    return;
  }
}
