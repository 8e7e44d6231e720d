import type { LightseekersCard } from '../cards/card';
import type { Element } from '../cards/vocabulary';
import { accessOf, basicConflicts, elementsUsed } from './access';
import { isActive } from './buff-state';
import type { EngineCard } from './card-facts';
import type { CardCatalogue } from './catalogue';
import { endPhase } from './flow';
import { equip } from './items';
import { effectJob } from './resolve';
import { eventsOfPlay, queueTriggers } from './triggers';
import type { ActivateAction, LightseekersState, LsPlayer, PlayCardAction, PlayComboAction } from './state';
import { actingPlayer, playerOf } from './state';
import { drawsOwed } from './turn-state';
import { drawOrDeclare, takeBuff, takeOne } from './zones';

/**
 * 4.1.3.2, 4.1.3.6h: an action is spent; regular ones first, an unrestricted one only when the
 * Basic limit would stop it. Basic Elements used are marked (4.1.3.2c); Items spend none (2.5.4.9).
 */
function spendAction(state: LightseekersState, player: LsPlayer, card: LightseekersCard, ability: boolean, cards: CardCatalogue): void {
  const access = accessOf(player, cards);
  const use = elementsOfUse(card, player, state, cards, ability, access);
  const used = 'used' in use ? use.used : [];
  const turn = state.current;
  if (basicConflicts(used, access, turn.basicUsed).length > 0 || turn.regular === 0) turn.unrestricted--;
  else turn.regular--;
  turn.taken++;
  for (const e of used) if (access.get(e) === 'basic' && !turn.basicUsed.includes(e)) turn.basicUsed.push(e);
}

/** The Elements an action card's play or ability uses: none for Items (2.5.4.9) and heroes (2.7.4). */
export function elementsOfUse(card: LightseekersCard, player: LsPlayer, state: LightseekersState, cards: CardCatalogue, ability: boolean, access = accessOf(player, cards)): { used: Element[] } | { missing: string } {
  if (card.type === 'hero') return { used: [] };
  if (card.category === 'item') return ability && card.grants ? { used: [card.grants.element] } : { used: [] };
  return elementsUsed(card, access, state.current.basicUsed);
}

/** 2.6.4, 6.1.2 Next: a recipient's Buff that Cancels the next Attack against them does so, then Expires. */
function cancelledBy(state: LightseekersState, recipientId: string | undefined, cards: CardCatalogue): boolean {
  if (recipientId === undefined) return false;
  const recipient = playerOf(state, recipientId);
  for (let i = 0; i < recipient.buffs.length; i++) {
    if (cards.get(recipient.buffs[i].card).facts.cancelsAttack && isActive(recipient, i, cards)) {
      recipient.discard.push(takeBuff(recipient, i));
      return true;
    }
  }
  return false;
}

/** 4.1.3.3, 4.1.3.7a: play an action card: it leaves the hand, triggers what playing it triggers, then resolves. */
export function playCard(state: LightseekersState, action: PlayCardAction, cards: CardCatalogue): void {
  const player = actingPlayer(state);
  const card = cards.get(action.payload.card);
  spendAction(state, player, card, false, cards);
  takeOne(player.hand, card.id);
  state.current.handLeft = true;
  state.current.names.push(card.name);
  resolvePlayed(state, player, card, action.payload.recipient, [], cards);
}

/** 4.1.3.1: a combo and its payment leave the hand; the combo takes every regular action (4.1.3.1f). */
export function playCombo(state: LightseekersState, action: PlayComboAction, cards: CardCatalogue): void {
  const player = actingPlayer(state);
  const card = cards.get(action.payload.card);
  const payment = action.payload.payment.map(cards.id);
  takeOne(player.hand, card.id);
  for (const paid of payment) takeOne(player.hand, paid);
  state.limbo.push(...payment);
  state.current.handLeft = true;
  state.current.combo = true;
  state.current.regular = 0;
  state.current.names.push(card.name);
  resolvePlayed(state, player, card, action.payload.recipient, payment, cards);
}

function resolvePlayed(state: LightseekersState, player: LsPlayer, card: EngineCard, recipient: string | undefined, payment: readonly string[], cards: CardCatalogue): void {
  const attack = card.category === 'attack';
  if (card.category === 'buff') player.buffs.push({ card: card.id, corner: 0 });
  else if (card.category === 'item') equip(state, player, card.id, cards);
  else state.limbo.push(card.id);
  queueTriggers(state, player.id, eventsOfPlay(card.category, true), cards, card.id);
  const cancelled = attack && cancelledBy(state, recipient, cards);
  if (!cancelled) {
    if (card.facts.triggers.has('enters-play')) state.queue.push(effectJob(state, card, player.id, 'effects', { attack, recipient, when: 'enters-play' }));
    state.queue.push(effectJob(state, card, player.id, 'effects', { attack, recipient }));
    // 4.1.3.7a: a Buff entering play triggers its first corner.
    if (card.category === 'buff' && (card.corners?.[0]?.effects?.length ?? 0) > 0 && card.corners?.[0]?.mark !== 'x') {
      state.queue.push(effectJob(state, card, player.id, 'corner', { attack, recipient, index: 0 }));
    }
  }
  const toDiscard = card.category === 'attack' || card.category === 'defend';
  if (toDiscard || payment.length > 0) state.queue.push({ kind: 'finish', card: card.id, owner: player.id, toDiscard, payment });
}

/** 4.1.3.4, 2.7: an ability takes an action (2.7.1), one a turn (2.7.6); a hero's once-per-game one is spent (2.7.7). */
export function activate(state: LightseekersState, action: ActivateAction, cards: CardCatalogue): void {
  const player = actingPlayer(state);
  const { source, index = 0, recipient } = action.payload;
  const id = source === 'hero' ? player.hero : source === 'buff' ? player.buffs[index].card : player.items[index];
  const card = cards.get(id);
  spendAction(state, player, card, true, cards);
  state.current.ability = true;
  state.current.names.push(card.name);
  const category = source === 'hero' ? card.trait?.category : card.abilities?.[0]?.category;
  if (source === 'hero' && card.trait?.oncePerGame) player.onceSpent = true;
  queueTriggers(state, player.id, eventsOfPlay(category, false), cards);
  const attack = category === 'attack';
  if (!(attack && cancelledBy(state, recipient, cards))) {
    state.queue.push(effectJob(state, card, player.id, source === 'hero' ? 'trait' : 'ability', { attack, index: 0, recipient }));
  }
  // 2.5.3.9e: a Clunky Buff with an ability rotates once the ability has resolved.
  if (source === 'buff' && !card.rotatesWhen && (card.corners ?? []).some((c) => c.symbol === 'clunky')) {
    player.buffs[index].corner = player.buffs[index].corner + 1;
    const corner = card.corners?.[player.buffs[index].corner];
    if (player.buffs[index].corner >= 4 || corner?.symbol === 'none') player.discard.push(takeBuff(player, index));
  }
}

/** 4.1.3.5c: passing passes every action left; the Draw Phase follows. */
export function pass(state: LightseekersState): void {
  state.current.phase = 'draw';
}

/**
 * 4.1.4: a card for each unused action and one after a combo, then the End Phase (4.1.5); in paper
 * play the End Phase waits for the cards drawn to be declared.
 */
export function draw(state: LightseekersState): void {
  drawOrDeclare(state, actingPlayer(state), drawsOwed(state.current), true);
  if (state.pending.length === 0) endPhase(state);
}
