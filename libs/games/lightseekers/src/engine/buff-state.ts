import type { Corner, LightseekersCard } from '../cards/card';
import type { CardCatalogue } from './catalogue';
import type { BuffInPlay, LsPlayer } from './state';

/** The four corners of a Buff as printed; a card file may leave them out (a permanent Buff, 2.5.3.10). */
export function cornersOf(card: LightseekersCard): readonly Corner[] {
  return card.corners && card.corners.length > 0 ? card.corners : PERMANENT_CORNERS;
}

const PERMANENT_CORNERS: readonly Corner[] = Object.freeze([{ symbol: 'none' }, { symbol: 'none' }, { symbol: 'none' }, { symbol: 'none' }]);

/** 2.5.3.9–10: a rotating Buff has a rotation symbol in a corner; a permanent one has none. */
export function isRotating(card: LightseekersCard): boolean {
  return traitsOf(card).rotating;
}

/** What a Buff's printed card says of its rotation and uniqueness, read once per card. */
const traits = new WeakMap<LightseekersCard, { readonly rotating: boolean; readonly unique: boolean }>();

function traitsOf(card: LightseekersCard): { readonly rotating: boolean; readonly unique: boolean } {
  let found = traits.get(card);
  if (!found) traits.set(card, (found = { rotating: cornersOf(card).some((c) => c.symbol !== 'none'), unique: (card.keywords ?? []).includes('Unique') }));
  return found;
}

/** 6.1.2 Unique: of several Buffs of one name, all but the first are Dormant. */
export function isDormant(owner: LsPlayer, index: number, cards: CardCatalogue): boolean {
  const card = cards.get(owner.buffs[index].card);
  if (!traitsOf(card).unique) return false;
  return owner.buffs.findIndex((b) => cards.get(b.card).name === card.name) !== index;
}

/** 2.5.3.7: a Buff is inactive while its current corner has an X in it, and when Dormant. */
export function isActive(owner: LsPlayer, index: number, cards: CardCatalogue): boolean {
  const buff: BuffInPlay = owner.buffs[index];
  const card = cards.get(buff.card);
  if (isDormant(owner, index, cards)) return false;
  if (!isRotating(card)) return true;
  return cornersOf(card)[buff.corner]?.mark !== 'x';
}
