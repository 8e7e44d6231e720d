import { SeededRng } from '@arbiter/rules';
import type { CardCatalogue } from './catalogue';
import { ITEM_POINTS, itemPoints } from './items';
import { removeTheFallen } from './removal';
import type { AttestOutcome, ChoiceZone, LightseekersState, LsPlayer, PendingChoice } from './state';
import { playerOf } from './state';
import { shuffleInto, takeBuff, takeOne } from './zones';

/** The zones a pending choice picks from (2.8.1.3–4, 2.5.4.6, 4.1.5.5c, 5.3.4; a paper draw 3.2.3.2b; storing 2.8.4). */
export function zonesOf(choice: PendingChoice): readonly ChoiceZone[] {
  switch (choice.kind) {
    case 'discard': return ['hand'];
    case 'remove-buff': return ['buffs'];
    case 'item-cap': return ['items'];
    case 'empty-deck-check': return ['buffs', 'items', 'hand'];
    case 'reshuffle': return ['discard'];
    case 'attest': return [];
    case 'draw': return ['deck'];
    case 'store': return [choice.zone ?? 'hand'];
  }
}

/** Whose cards a choice picks from: the recipient's Buffs for a Remove, otherwise the chooser's own. */
export function choiceOwner(state: LightseekersState, choice: PendingChoice): LsPlayer {
  return playerOf(state, choice.from ?? choice.player);
}

export function zoneCards(player: LsPlayer, zone: ChoiceZone): readonly string[] {
  return zone === 'buffs' ? player.buffs.map((b) => b.card) : player[zone];
}

/** Applies one pick of the pending choice; a choice of several cards is made one card at a time. */
export function applyChoice(state: LightseekersState, zone: ChoiceZone, card: string, cards: CardCatalogue): void {
  const choice = state.pending[0];
  const owner = choiceOwner(state, choice);
  if (zone === 'buffs') takeBuff(owner, owner.buffs.findIndex((b) => b.card === card));
  else takeOne(owner[zone], card);
  choice.left--;
  if (choice.kind === 'reshuffle') {
    // 5.3.4: the picked cards are not revealed; they go into the deck together, shuffled.
    choice.picked = [...(choice.picked ?? []), card];
    if (choice.left === 0 && state.paper) shuffleInto(owner, choice.picked, null);
    else if (choice.left === 0) {
      const rng = new SeededRng(state.rng);
      shuffleInto(owner, choice.picked, rng);
      state.rng = rng.state();
    }
  } else if (choice.kind === 'draw') {
    owner.hand.push(card);
  } else if (choice.kind === 'store') {
    // 2.8.4.3: a new stored card goes to the bottom of those already stored.
    const storage = [...owner.buffs].reverse().find((b) => b.card === choice.card);
    if (storage) storage.stored = [...(storage.stored ?? []), card];
    else owner.discard.push(card);
  } else {
    owner.discard.push(card);
  }
  if (choice.left === 0) state.pending.shift();
  if (choice.kind === 'item-cap' && itemPoints(owner, cards) > ITEM_POINTS) state.pending.unshift({ kind: 'item-cap', player: owner.id, left: 1 });
}

/** 2.2.1: an attested outcome as the log states it: health set, cards moved. */
export function applyAttested(state: LightseekersState, outcome: AttestOutcome, cards: CardCatalogue): void {
  for (const [id, health] of Object.entries(outcome.health ?? {})) playerOf(state, id).health = health;
  for (const move of outcome.moves ?? []) {
    const p = playerOf(state, move.player);
    const card = cards.id(move.card);
    if (move.from === 'buffs') takeBuff(p, p.buffs.findIndex((b) => b.card === card));
    else takeOne(p[move.from], card);
    if (move.to === 'buffs') p.buffs.push({ card, corner: 0 });
    else p[move.to].push(card);
  }
  state.pending.shift();
  removeTheFallen(state);
}
