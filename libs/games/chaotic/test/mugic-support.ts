/** Helpers for the engine tests on real Mugic cards: each is resolved as the burst resolves it. */
import type { Element } from '../src/cards/card';
import { pushItem } from '../src/engine/burst-items';
import { resolveItem } from '../src/engine/resolve-item';
import { checkTargets } from '../src/engine/target-check';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import type { BurstItem } from '../src/engine/masters-state';
import { ctx } from './dop-support';

export const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];
export const idOf = (id: string) => ctx.cards.byId(id)!.id;
export const stats = (state: ChaoticState) => new Stats(state, ctx);
export const elementsOf = (state: ChaoticState, uid: number) => ELEMENTS.filter((e) => stats(state).hasElement(uid, e));

/** Plays a Mugic's whole text as the burst resolves it (CR 8.5.2): pushed on top, then resolved. */
export function cast(state: ChaoticState, card: string, caster: number, targets: number[] = []): void {
  const item = pushItem(state, { kind: 'mugic', card, controller: state.creatures[caster].owner, source: caster, effect: -1, targets });
  state.masters!.burst.pop();
  resolveItem(state, ctx, item);
}

/** CR 8.4.1.3: whether these targets are legal for the card when `caster` plays it. */
export const legal = (state: ChaoticState, card: string, caster: number, targets: number[]) =>
  checkTargets(state, ctx, stats(state), state.creatures[caster].owner, 1, ctx.effects(card).normal, targets, caster).length === 0;

/** Puts an item on the burst (a Mugic, ability or attack waiting below the one tested). */
export const item = (state: ChaoticState, part: Omit<BurstItem, 'id'>): BurstItem => pushItem(state, part);

/** Resolves the burst's top item as the engine does. */
export const resolveTop = (state: ChaoticState) => resolveItem(state, ctx, state.masters!.burst.pop()!);
