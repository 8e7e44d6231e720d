import type { EngineContext } from './context';
import type { RuleMod } from './masters-state';
import type { ChaoticState } from './types';

type Mod<K extends RuleMod['kind']> = Extract<RuleMod, { kind: K }>;

const mods = (state: ChaoticState): readonly RuleMod[] => state.masters!.ruleMods ?? [];

/** Symphony of Shielding (CR 8.8.2): the damage the Mugic with this burst item id deals instead, if any. */
export function mugicItemDamage(state: ChaoticState, item: number | undefined): number | null {
  const found = mods(state).filter((m): m is Mod<'mugic-item-damage'> => m.kind === 'mugic-item-damage' && m.item === item);
  return found.length > 0 ? found[found.length - 1].amount : null;
}


/** CR 8.6.1.4: how many Elemental Types an attack card has (a value in the element's box): Elemental Counterpoint. */
export function attackElementCount(ctx: EngineContext, card: string): number {
  const attack = ctx.cards.byId(card);
  if (attack?.type !== 'Attack') return 0;
  return [attack.damage.fire, attack.damage.air, attack.damage.earth, attack.damage.water].filter((v) => v !== 0).length;
}
