import type { CardCatalogue } from './catalogue';
import type { EngineCard } from './card-facts';
import type { LsPlayer } from './state';

/** 6.1.2 Unique: of several Buffs of one name, all but the first are Dormant. */
export function isDormant(owner: LsPlayer, index: number, cards: CardCatalogue): boolean {
  return dormant(owner, index, cards.get(owner.buffs[index].card), cards);
}

function dormant(owner: LsPlayer, index: number, card: EngineCard, cards: CardCatalogue): boolean {
  if (!card.facts.unique) return false;
  // The first Buff of its name: a loop, not `findIndex`, whose closure was an allocation per Unique Buff asked about.
  let first = 0;
  while (cards.get(owner.buffs[first].card).name !== card.name) first++;
  return first !== index;
}

/** 2.5.3.7: a Buff is inactive while its current corner has an X in it, and when Dormant. */
export function isActive(owner: LsPlayer, index: number, cards: CardCatalogue): boolean {
  const buff = owner.buffs[index];
  const card = cards.get(buff.card);
  if (dormant(owner, index, card, cards)) return false;
  if (!card.facts.rotating) return true;
  return card.facts.corners[buff.corner]?.mark !== 'x';
}
