import type { CardCatalogue } from './catalogue';
import type { LsPlayer } from './state';
import { ELEMENTS_BY_ORDER, type Element, isElement, isOrder, orderOf } from '../cards/vocabulary';
import type { AccessLevel } from '../cards/vocabulary';
import type { ElementAccess, LightseekersCard } from '../cards/card';

/**
 * 2.3.2.4a–c, 2.5.4.8: the hero's Elements and those its equipped Items grant, each at the best
 * level any of them gives.
 */
export function accessOf(player: LsPlayer, cards: CardCatalogue): Map<Element, AccessLevel> {
  const out = new Map<Element, AccessLevel>();
  for (const a of cards.get(player.hero).access ?? []) grant(out, a);
  for (const id of player.items) {
    const grants = cards.get(id).grants;
    if (grants) grant(out, grants);
  }
  return out;
}

function grant(out: Map<Element, AccessLevel>, { element, level }: ElementAccess): void {
  if (out.get(element) !== 'superior') out.set(element, level);
}

/**
 * The Elements an action card's play uses (2.4.3.2b, 4.1.3.2b), or a missing requirement. An
 * Order requirement is met by any Element of it the hero has (2.4.2.2l), Superior first so it
 * spends no Basic use.
 */
export function elementsUsed(card: LightseekersCard, access: ReadonlyMap<Element, AccessLevel>, basicUsed: readonly string[]): { readonly used: Element[] } | { readonly missing: string } {
  const used: Element[] = [];
  for (const need of card.requires ?? []) {
    if (isElement(need)) {
      if (!access.has(need)) return { missing: need };
      used.push(need);
    } else if (isOrder(need)) {
      const options = ELEMENTS_BY_ORDER[need].filter((e) => access.has(e));
      if (options.length === 0) return { missing: need };
      const best = options.find((e) => access.get(e) === 'superior') ?? options.find((e) => !basicUsed.includes(e)) ?? options[0];
      used.push(best);
    }
  }
  return { used };
}

/** The Basic Elements among `used` already spent this turn (4.1.3.2c). */
export function basicConflicts(used: readonly Element[], access: ReadonlyMap<Element, AccessLevel>, basicUsed: readonly string[]): readonly Element[] {
  // Asked on every action an Element is used for, and nearly always empty: a list is made only for a conflict.
  let twice: Element[] | undefined;
  for (const e of used) if (access.get(e) === 'basic' && basicUsed.includes(e)) (twice ??= []).push(e);
  return twice ?? NONE;
}

const NONE: readonly Element[] = [];

/** Whether a card pays with an Element the hero can use (2.4.2.2h, j, l). */
export function payableElements(card: LightseekersCard, access: ReadonlyMap<Element, AccessLevel>): Element[] {
  return card.elements.filter((e) => access.has(e) && card.type !== 'hero' && (card.requires ?? []).concat(card.grants ? [card.grants.element] : []).includes(e));
}

export { orderOf };
