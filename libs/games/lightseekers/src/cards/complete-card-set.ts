import type { CardFileProblem } from '@arbiter/rules';
import type { LightseekersCard } from './card';
import { LightseekersCardSet } from './card-set';

/**
 * `base` with `overlay`'s cards laid over it: an overlay card replaces the base card of the
 * same name (in any case), which is how a user's file completes the real-name stubs; the other
 * overlay cards are added. An id both sets use for different cards is a problem, and then
 * nothing is merged.
 */
export function completeCardSet(base: LightseekersCardSet, overlay: LightseekersCardSet): { readonly set?: LightseekersCardSet; readonly problems: readonly CardFileProblem[] } {
  const replacing = new Map(overlay.cards.map((card) => [card.name.toLowerCase(), card]));
  const kept: LightseekersCard[] = base.cards.filter((card) => !replacing.has(card.name.toLowerCase()));
  const keptIds = new Map(kept.map((card) => [card.id, card]));
  const problems: CardFileProblem[] = [];
  overlay.cards.forEach((card, i) => {
    const clash = keptIds.get(card.id);
    if (clash) problems.push({ where: `/cards/${i}/id`, message: `"${card.id}" is already the id of "${clash.name}" in set ${base.id}` });
  });
  if (problems.length > 0) return { problems };
  const byBaseOrder = base.cards.map((card) => replacing.get(card.name.toLowerCase()) ?? card);
  const added = overlay.cards.filter((card) => !base.byName(card.name));
  const info = {
    ...base.info,
    id: `${base.id}+${overlay.id}`,
    name: `${base.info.name} + ${overlay.info.name}`,
    illustrative: base.info.illustrative || overlay.info.illustrative,
  };
  return { set: new LightseekersCardSet(info, [...byBaseOrder, ...added]), problems: [] };
}
