import type { PlayerId } from '@arbiter/rules';
import { accessOf } from './access';
import type { CardCatalogue } from './catalogue';
import { choiceOwner, zoneCards, zonesOf } from './choices';
import { exactPayments } from './combo-payment';
import { comboCostChange } from './modifiers';
import { gameOver } from './removal';
import type { LightseekersAction, LightseekersState } from './state';
import { actingPlayer } from './state';
import { drawsOwed } from './turn-state';
import { validate } from './validate';

/** Recipient choices to try: none, then every player still in the game. */
function recipients(state: LightseekersState): (PlayerId | undefined)[] {
  return [undefined, ...state.players.filter((p) => !p.removed).map((p) => p.id)];
}

/**
 * Every action `player` may take now, each one validated: candidates are built from the state
 * (cards in hand by id, each exact combo payment as one sorted list, abilities by source, each
 * recipient) and kept when `validate` accepts them. An attested outcome is offered as "no
 * change"; `validate` accepts any outcome that keeps the invariants (a free field).
 */
export function legalActions(state: LightseekersState, player: PlayerId, cards: CardCatalogue): LightseekersAction[] {
  if (gameOver(state)) return [];
  const seq = state.seq + 1;
  const candidates: LightseekersAction[] = [];
  const choice = state.pending[0];
  if (choice) {
    if (choice.player !== player) return [];
    if (choice.kind === 'attest') return [{ seq, player, type: 'attest', payload: { card: choice.card as string, outcome: {} } }];
    const owner = choiceOwner(state, choice);
    for (const zone of zonesOf(choice)) {
      for (const card of new Set(zoneCards(owner, zone))) candidates.push({ seq, player, type: 'choose', payload: { zone, card } });
    }
    // Any card of the zone will do, except a Burn card for storing (6.1.2 Burn).
    return choice.kind === 'store' ? candidates.filter((a) => validate(state, a, cards).length === 0) : candidates;
  }
  const acting = actingPlayer(state);
  if (acting.id !== player) return [];
  if (state.current.phase === 'draw') return [{ seq, player, type: 'draw', payload: { count: drawsOwed(state.current) } }];
  const withRecipients = (make: (recipient: PlayerId | undefined) => LightseekersAction) => {
    for (const r of recipients(state)) candidates.push(make(r));
  };
  for (const id of new Set(acting.hand)) {
    const card = cards.get(id);
    if (card.type === 'action') withRecipients((r) => ({ seq, player, type: 'play-card', payload: { card: id, ...(r !== undefined ? { recipient: r } : {}) } }));
    if (card.type === 'combo' && !state.current.combo && state.current.taken === 0) {
      for (const payment of exactPayments(card, acting.hand.map((h) => cards.get(h)), accessOf(acting, cards), comboCostChange(acting, card, cards))) {
        withRecipients((r) => ({ seq, player, type: 'play-combo', payload: { card: id, payment, ...(r !== undefined ? { recipient: r } : {}) } }));
      }
    }
  }
  withRecipients((r) => ({ seq, player, type: 'activate', payload: { source: 'hero', ...(r !== undefined ? { recipient: r } : {}) } }));
  acting.buffs.forEach((_, index) => withRecipients((r) => ({ seq, player, type: 'activate', payload: { source: 'buff', index, ...(r !== undefined ? { recipient: r } : {}) } })));
  acting.items.forEach((_, index) => withRecipients((r) => ({ seq, player, type: 'activate', payload: { source: 'item', index, ...(r !== undefined ? { recipient: r } : {}) } })));
  candidates.push({ seq, player, type: 'pass', payload: {} });
  return candidates.filter((a) => validate(state, a, cards).length === 0);
}
