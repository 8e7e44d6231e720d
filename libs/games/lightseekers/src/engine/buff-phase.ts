import type { PlayerId } from '@arbiter/rules';
import { isActive, isDormant } from './buff-state';
import type { CardCatalogue } from './catalogue';
import { effectJob } from './resolve';
import type { LightseekersState, LsPlayer } from './state';
import { playerOf } from './state';
import { takeBuff } from './zones';

/** 2.5.3.9h: a Buff rotated to a corner without a rotation symbol, or back upright, Expires. */
function expiresAt(owner: LsPlayer, index: number, cards: CardCatalogue): boolean {
  const buff = owner.buffs[index];
  return buff.corner >= 4 || cards.get(buff.card).facts.corners[buff.corner].symbol === 'none';
}

/** 4.1.2.3, 6.1.2 Expire: the Buff (after what it stored, 2.8.4.2) goes to the discard pile and its "when this Expires" text triggers. */
function expire(state: LightseekersState, owner: LsPlayer, index: number, cards: CardCatalogue): void {
  const id = takeBuff(owner, index);
  owner.discard.push(id);
  const card = cards.get(id);
  if ((card.effects ?? []).some((e) => e.when === 'expires')) state.queue.push(effectJob(state, card, owner.id, 'effects', { when: 'expires' }));
}

/**
 * 6.1.2 Rotate, 4.1.3.7b: outside the Buff Phase a rotated Buff triggers the corner it lands on at
 * once, or Expires. Dormant Buffs do not rotate.
 */
export function rotateNow(state: LightseekersState, ownerId: PlayerId, index: number, cards: CardCatalogue): void {
  const owner = playerOf(state, ownerId);
  if (isDormant(owner, index, cards) || !cards.get(owner.buffs[index].card).facts.rotating) return;
  owner.buffs[index].corner++;
  if (expiresAt(owner, index, cards)) {
    expire(state, owner, index, cards);
    return;
  }
  if (isActive(owner, index, cards)) state.queue.push(effectJob(state, cards.get(owner.buffs[index].card), ownerId, 'corner', { index: owner.buffs[index].corner }));
}

/**
 * 4.1.2: the Buff Phase of the acting player. Regular Buffs whose current corner shows a round
 * symbol rotate (4.1.2.1a; Clunky and permanent Buffs do not, 4.1.2.1c–d); then the expired ones go
 * to the discard pile left to right (4.1.2.3); then active Buffs trigger their current corner left
 * to right (4.1.2.4). Lingering effects are read off the Buffs in play whenever needed (4.1.2.2).
 */
export function buffPhase(state: LightseekersState, cards: CardCatalogue): void {
  const owner = state.players[state.turn];
  for (let i = 0; i < owner.buffs.length; i++) {
    const buff = owner.buffs[i];
    const corner = cards.get(buff.card).facts.corners[buff.corner];
    if (corner?.symbol === 'round' && !isDormant(owner, i, cards)) buff.corner++;
  }
  for (let i = 0; i < owner.buffs.length;) {
    if (cards.get(owner.buffs[i].card).facts.rotating && expiresAt(owner, i, cards)) expire(state, owner, i, cards);
    else i++;
  }
  for (let i = 0; i < owner.buffs.length; i++) {
    const buff = owner.buffs[i];
    const card = cards.get(buff.card);
    if (card.facts.rotating && (card.facts.corners[buff.corner].effects?.length ?? 0) > 0 && isActive(owner, i, cards)) {
      state.queue.push(effectJob(state, card, owner.id, 'corner', { index: buff.corner }));
    }
  }
}
