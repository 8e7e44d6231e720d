import type { CardCatalogue } from './catalogue';
import type { LightseekersState, LsPlayer } from './state';

/** 2.4.1.3, 2.5.4.5: a hero carries 2 points worth of Items. */
export const ITEM_POINTS = 2;

export function itemPoints(player: LsPlayer, cards: CardCatalogue): number {
  return player.items.reduce((total, id) => total + (cards.get(id).worth ?? 1), 0);
}

/**
 * 2.5.4.3, 2.5.4.7, 2.5.4.6: the Item goes to the right of the others; an equipped copy of it goes
 * to the discard pile first; then, over 2 points, the player picks Items to discard.
 */
export function equip(state: LightseekersState, player: LsPlayer, item: string, cards: CardCatalogue): void {
  const name = cards.get(item).name;
  const twin = player.items.findIndex((id) => cards.get(id).name === name);
  if (twin >= 0) player.discard.push(...player.items.splice(twin, 1));
  player.items.push(item);
  if (itemPoints(player, cards) > ITEM_POINTS) state.pending.push({ kind: 'item-cap', player: player.id, left: 1 });
}
