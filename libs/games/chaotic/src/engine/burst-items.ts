import type { BurstItem } from './masters-state';
import type { ChaoticState } from './types';

/** Adds an item on top of the burst (CR 8.2.1, 8.2.2). */
export function pushItem(state: ChaoticState, item: Omit<BurstItem, 'id'>): BurstItem {
  const m = state.masters!;
  // One literal shape for every item (faster than a spread); optional fields only when given.
  const full: { -readonly [K in keyof BurstItem]: BurstItem[K] } = { id: m.nextItemId++, kind: item.kind, card: item.card, controller: item.controller, source: item.source, effect: item.effect, targets: item.targets };
  if (item.keyword !== undefined) full.keyword = item.keyword;
  if (item.x !== undefined) full.x = item.x;
  if (item.paid !== undefined) full.paid = item.paid;
  if (item.about !== undefined) full.about = item.about;
  if (item.amount !== undefined) full.amount = item.amount;
  if (item.attackElements !== undefined) full.attackElements = item.attackElements;
  if (item.granted !== undefined) full.granted = item.granted;
  if (item.extraPaid !== undefined) full.extraPaid = item.extraPaid;
  if (item.aboutItem !== undefined) full.aboutItem = item.aboutItem;
  if (item.expended !== undefined) full.expended = item.expended;
  m.burst.push(full);
  return full;
}
