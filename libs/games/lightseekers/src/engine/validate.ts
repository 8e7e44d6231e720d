import type { PlayerId, Violation } from '@arbiter/rules';
import { checkAttestInvariants } from '@arbiter/rules';
import type { LightseekersCard } from '../cards/card';
import { accessOf, basicConflicts } from './access';
import { attestInvariants } from './attest';
import { isActive, isDormant } from './buff-state';
import type { CardCatalogue } from './catalogue';
import { applyAttested, choiceOwner, zoneCards, zonesOf } from './choices';
import { comboAccessMissing, paymentProblem } from './combo-payment';
import { comboCostChange } from './modifiers';
import { cite } from './cite';
import { effectsOf, namesRecipient, playedRecipientNeed } from './effects-of';
import { elementsOfUse } from './play';
import { gameOver } from './removal';
import type { ActivateAction, AttestOutcome, LightseekersAction, LightseekersState, LsPlayer, PendingChoice } from './state';
import { actingPlayer, ACTION_TYPES, clonePlayer, cloneState } from './state';
import { drawsOwed } from './turn-state';

const PENDING: Record<PendingChoice['kind'], { what: string; rule: string; asks: string }> = {
  'discard': { what: 'discard-pending', rule: 'ls:2.8.1.4', asks: 'choose the cards they Discard' },
  'remove-buff': { what: 'remove-pending', rule: 'ls:2.8.1.3', asks: 'choose the Buffs they Remove' },
  'item-cap': { what: 'item-over-cap', rule: 'ls:2.5.4.6', asks: 'move equipped Items to the discard pile until they carry at most 2 points' },
  'empty-deck-check': { what: 'empty-deck-check', rule: 'ls:4.1.5.5c', asks: 'make the Empty Deck Check: move a Buff, an Item or a card in hand to the discard pile' },
  'reshuffle': { what: 'reshuffle-pending', rule: 'ls:5.3.4', asks: 'choose the cards of their discard pile to shuffle into their deck' },
  'attest': { what: 'attest-pending', rule: 'ls:2.2.1', asks: 'state the outcome of the card text the engine does not carry out' },
  'draw': { what: 'draw-pending', rule: 'ls:3.2.3.2b', asks: 'declare the cards they draw, one at a time' },
  'store': { what: 'store-pending', rule: 'ls:2.8.4.1', asks: 'choose the cards they store' },
};

/** A set, so a log's type string is hashed once rather than compared with each type in turn. */
const KNOWN_TYPES: ReadonlySet<string> = new Set(ACTION_TYPES);

const isBurn = (cards: CardCatalogue, id: string) => cards.get(id).facts.burn;

function payloadOf(action: LightseekersAction): Record<string, unknown> {
  const p = action.payload as unknown;
  return p !== null && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>) : {};
}

/** 2.5.1.3, 3.1.3, 3.1.5–6: who may be the recipient of a card or ability. */
function recipientProblem(state: LightseekersState, seq: number, player: LsPlayer, card: LightseekersCard, attack: boolean, effectsNeed: 'another' | 'any' | null, recipient: unknown): Violation[] {
  const need = attack ? 'another' : effectsNeed;
  if (recipient === undefined) {
    return need === null ? [] : cite(seq, 'recipient-missing', attack ? 'ls:2.5.1.3' : 'ls:3.1.3', `${card.name} is directed at ${need === 'another' ? 'another hero' : 'a hero'}: name its recipient`);
  }
  if (need === null) return cite(seq, 'recipient-not-wanted', 'ls:3.1.3', `${card.name} is not directed at another hero: it takes no recipient`);
  const target = state.players.find((p) => p.id === recipient);
  if (!target || target.removed) return cite(seq, 'recipient-not-in-game', 'ls:3.1.5', `${String(recipient)} is not a hero in the game`);
  if (need === 'another' && target.id === player.id) {
    return cite(seq, attack ? 'attack-self' : 'recipient-self', attack ? 'ls:2.5.1.3' : 'ls:3.1.5', attack ? `${card.name} is an Attack: it is resolved against another hero, never its own player` : `${card.name} is directed at another hero`);
  }
  return [];
}

/** 4.1.3: why the Action Phase takes no more actions. */
function noActionLeft(state: LightseekersState, seq: number): Violation[] {
  const t = state.current;
  if (t.phase === 'action' && t.regular + t.unrestricted > 0) return [];
  if (t.phase === 'action' || t.regular + t.unrestricted === 0) {
    return t.combo
      ? cite(seq, 'combo-took-actions', 'ls:4.1.3.1f', 'a combo card consumes all the actions of the turn')
      : cite(seq, 'no-actions-left', 'ls:4.1.3', `the Action Phase allows a combo or up to 2 actions (with any extra ones granted), and ${t.taken} were taken`);
  }
  return cite(seq, 'passed', 'ls:4.1.3.5c', 'having passed, the player passed every action left this turn');
}

/** 4.1.3.2b–c, 4.1.3.6f–g: the Elements an action uses are ones the hero has, and each Basic one once a turn unless an unrestricted action is left. */
function elementProblem(state: LightseekersState, seq: number, player: LsPlayer, card: LightseekersCard, cards: CardCatalogue, ability: boolean): Violation[] {
  const access = accessOf(player, cards);
  const use = elementsOfUse(card, player, state, cards, ability, access);
  if ('missing' in use) return cite(seq, 'no-element-access', ability ? 'ls:2.3.2.4d' : 'ls:4.1.3.3a', `${card.name} needs ${use.missing}, and ${cards.get(player.hero).name} has no access to it`);
  const twice = basicConflicts(use.used, access, state.current.basicUsed);
  if (twice.length > 0 && state.current.unrestricted === 0) {
    return cite(seq, 'basic-element-used', 'ls:4.1.3.2c', `${twice.join(', ')} is Basic access: one action of it a turn, and one was taken`);
  }
  return [];
}

function nameUsed(state: LightseekersState, seq: number, card: LightseekersCard): Violation[] {
  return state.current.names.includes(card.name)
    ? cite(seq, 'name-used', 'ls:4.1.3.3d', `${card.name} was already played or had its ability used this turn: a name once a turn`)
    : [];
}

function validatePlayCard(state: LightseekersState, action: LightseekersAction, cards: CardCatalogue): Violation[] {
  const { seq } = action;
  const p = payloadOf(action);
  const player = actingPlayer(state);
  const left = noActionLeft(state, seq);
  if (left.length > 0) return left;
  if (typeof p.card !== 'string' || !cards.has(p.card)) return cite(seq, 'card-not-in-hand', 'ls:4.1.3.3a', `${String(p.card)} is not a card in ${player.id}'s hand`);
  const card = cards.get(p.card);
  const twice = nameUsed(state, seq, card);
  if (twice.length > 0) return twice;
  if (!player.hand.includes(card.id)) return cite(seq, 'card-not-in-hand', 'ls:4.1.3.3a', `${card.name} is not in ${player.id}'s hand`);
  if (card.type !== 'action') return cite(seq, 'not-an-action-card', 'ls:4.1.3.1', `${card.name} is a combo: it is played as a combo with its payment`);
  const found = elementProblem(state, seq, player, card, cards, false);
  if (found.length > 0) return found;
  return recipientProblem(state, seq, player, card, card.category === 'attack', playedRecipientNeed(card), p.recipient);
}

function validatePlayCombo(state: LightseekersState, action: LightseekersAction, cards: CardCatalogue): Violation[] {
  const { seq } = action;
  const p = payloadOf(action);
  const player = actingPlayer(state);
  const t = state.current;
  if (t.combo) return cite(seq, 'second-combo', 'ls:4.1.3.1g', 'actions a combo card provides cannot be spent on playing further combo cards');
  if (t.taken > 0 || t.phase !== 'action') return cite(seq, 'combo-after-actions', 'ls:4.1.3', 'the Action Phase is one combo card or up to 2 actions, and an action was taken');
  if (typeof p.card !== 'string' || !cards.has(p.card) || !player.hand.includes(cards.id(p.card))) return cite(seq, 'card-not-in-hand', 'ls:4.1.3.1a', `${String(p.card)} is not a card in ${player.id}'s hand`);
  const card = cards.get(p.card);
  if (card.type !== 'combo') return cite(seq, 'not-a-combo', 'ls:4.1.3.1', `${card.name} is not a combo card`);
  const access = accessOf(player, cards);
  const missing = comboAccessMissing(card, access);
  if (missing.length > 0) return cite(seq, 'combo-no-access', 'ls:2.4.2.2d', `${card.name} needs ${missing.join(', ')}, and the hero has no access to it`);
  if (!Array.isArray(p.payment) || !p.payment.every((c) => typeof c === 'string' && cards.has(c))) return cite(seq, 'payment-not-in-hand', 'ls:2.4.2.2c', 'payment is a list of card ids from the hand');
  const hand = [...player.hand];
  hand.splice(hand.indexOf(card.id), 1);
  for (const paid of p.payment as string[]) {
    const i = hand.indexOf(paid);
    if (i < 0) return cite(seq, 'payment-not-in-hand', 'ls:2.4.2.2c', `${cards.get(paid).name} is not in the hand to pay with`);
    hand.splice(i, 1);
  }
  const problem = paymentProblem(card, (p.payment as string[]).map((id) => cards.get(id)), access, comboCostChange(player, card, cards));
  if (problem) return cite(seq, problem.what, problem.rule, problem.message);
  return recipientProblem(state, seq, player, card, card.category === 'attack', playedRecipientNeed(card), p.recipient);
}

/** The card whose ability is activated, or the violation. */
export function abilitySource(state: LightseekersState, action: ActivateAction | LightseekersAction, cards: CardCatalogue): { card: LightseekersCard; category?: string } | Violation[] {
  const { seq } = action;
  const p = payloadOf(action);
  const player = actingPlayer(state);
  if (p.source === 'hero') {
    const hero = cards.get(player.hero);
    if (hero.trait?.kind !== 'ability') return cite(seq, 'no-ability', 'ls:2.7.1', `${hero.name}'s trait is not an ability`);
    if (p.index !== undefined) return cite(seq, 'no-ability', 'ls:4.1.3.4a', 'a hero ability is named without an index');
    if (hero.trait.oncePerGame && player.onceSpent) return cite(seq, 'ability-spent', 'ls:2.7.7', `${hero.name}'s ability is once per game and was used`);
    return { card: hero, ...(hero.trait.category ? { category: hero.trait.category } : {}) };
  }
  if (p.source !== 'buff' && p.source !== 'item') return cite(seq, 'no-ability', 'ls:4.1.3.4a', 'an ability is declared on "hero", a "buff" or an "item" by its index');
  const zone = p.source === 'buff' ? player.buffs.map((b) => b.card) : player.items;
  const index = p.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= zone.length) return cite(seq, 'no-ability', 'ls:4.1.3.4a', `${player.id} has no ${p.source} at ${String(index)}`);
  const card = cards.get(zone[index]);
  const ability = card.abilities?.[0];
  if (!ability) return cite(seq, 'no-ability', 'ls:2.7.1', `${card.name} has no ability`);
  if (p.source === 'buff' && isDormant(player, index, cards)) return cite(seq, 'dormant', 'ls:6.1.2/dormant', `${card.name} is Dormant: its abilities cannot be activated`);
  if (p.source === 'buff' && !isActive(player, index, cards)) return cite(seq, 'buff-inactive', 'ls:2.5.3.7', `${card.name}'s current corner has an X: none of its effects are active`);
  return { card, ...(ability.category ? { category: ability.category } : {}) };
}

function validateActivate(state: LightseekersState, action: LightseekersAction, cards: CardCatalogue): Violation[] {
  const { seq } = action;
  const left = noActionLeft(state, seq);
  if (left.length > 0) return left;
  if (state.current.ability) return cite(seq, 'second-ability', 'ls:2.7.6', 'only 1 ability can be used each turn, and one was');
  const source = abilitySource(state, action, cards);
  if (Array.isArray(source)) return source;
  const player = actingPlayer(state);
  const found = [...nameUsed(state, seq, source.card), ...elementProblem(state, seq, player, source.card, cards, true)];
  if (found.length > 0) return found;
  const p = payloadOf(action);
  const effects = p.source === 'hero' ? effectsOf(source.card, 'trait') : effectsOf(source.card, 'ability', 0);
  return recipientProblem(state, seq, player, source.card, source.category === 'attack', namesRecipient(effects), p.recipient);
}

function validateChoice(state: LightseekersState, action: LightseekersAction, cards: CardCatalogue): Violation[] {
  const { seq } = action;
  const choice = state.pending[0];
  const why = PENDING[choice.kind];
  const p = payloadOf(action);
  if (choice.kind === 'attest') {
    if (p.card !== choice.card) return cite(seq, why.what, why.rule, `the text to attest is ${String(choice.card)}'s, not ${String(p.card)}'s`);
    const outcome = p.outcome as AttestOutcome | undefined;
    const shape = attestShapeProblem(state, outcome, cards);
    if (shape) return cite(seq, shape.what, shape.rule, shape.message);
    // An outcome that sets no health and moves no card changes nothing, so it keeps every invariant.
    if (Object.keys(outcome?.health ?? {}).length === 0 && (outcome?.moves ?? []).length === 0) return [];
    const after = cloneState(state);
    applyAttested(after, outcome as AttestOutcome, cards);
    return checkAttestInvariants(attestInvariants(cards, outcome as AttestOutcome), state, after, seq);
  }
  const zones = zonesOf(choice);
  if (typeof p.zone !== 'string' || !(zones as readonly string[]).includes(p.zone) || typeof p.card !== 'string') {
    return cite(seq, why.what, why.rule, `${choice.player} must ${why.asks}: pick a card from ${zones.join(' or ')}`);
  }
  const owner = choiceOwner(state, choice);
  if (!zoneCards(owner, p.zone as 'hand').includes(cards.id(p.card))) {
    // Paper play: what is left of the registered deck is every copy not known to be elsewhere.
    if (choice.kind === 'draw') {
      const known = cards.has(p.card) ? `${cards.get(p.card).name} (${p.card})` : p.card;
      return cite(seq, 'declared-card-not-in-deck', 'ls:3.2.3.2b', `${known} cannot be drawn: ${owner.id}'s deck holds no copy of it (the registered deck less the copies in hand, in play and in the discard pile)`);
    }
    return cite(seq, why.what, why.rule, `${String(p.card)} is not in ${owner.id}'s ${p.zone}`);
  }
  if (choice.kind === 'store' && isBurn(cards, p.card)) return cite(seq, 'burn-stored', 'ls:6.1.2/burn', `${cards.get(p.card).name} is Burn: it cannot be stored under other cards`);
  return [];
}

/**
 * 6.1.2 Burn: a Burn card never leaves the discard pile (5.3.4's reshuffle aside, which is a
 * choice, not a move) and never goes from play to the hand or the deck.
 */
function burnMoveProblem(cards: CardCatalogue, move: { card: string; from: string; to: string }): string | null {
  if (!cards.has(move.card) || !isBurn(cards, move.card)) return null;
  const name = cards.get(move.card).name;
  if (move.from === 'discard' && move.to !== 'discard') return `${name} is Burn: it cannot be moved out of the discard pile (the move fails)`;
  if ((move.from === 'buffs' || move.from === 'items') && (move.to === 'hand' || move.to === 'deck')) return `${name} is Burn: it cannot be moved from play to the ${move.to}`;
  return null;
}

type ShapeProblem = { readonly what: string; readonly rule: string; readonly message: string };

/** What an attested outcome's shape lacks: health by player, moves between a player's zones of cards they hold that Burn lets move. */
function attestShapeProblem(state: LightseekersState, outcome: AttestOutcome | undefined, cards: CardCatalogue): ShapeProblem | null {
  const shape = (message: string): ShapeProblem => ({ what: 'attest-outcome', rule: 'ls:6.2.1/move', message });
  if (outcome === null || typeof outcome !== 'object') return shape('attest states an "outcome": {"health"?: {player: n}, "moves"?: [{player, card, from, to}]}');
  for (const [id, h] of Object.entries(outcome.health ?? {})) {
    if (!state.players.some((p) => p.id === id && !p.removed) || !Number.isInteger(h)) return shape(`health of ${id} must be a whole number for a player in the game`);
  }
  const zones = ['hand', 'deck', 'discard', 'buffs', 'items'];
  // Only the players the moves name are copied: a whole-state copy per attest showed in replays.
  const copies = new Map<string, LsPlayer>();
  for (const m of outcome.moves ?? []) {
    const found = state.players.find((q) => q.id === m?.player);
    const p = found && (copies.get(found.id) ?? copies.set(found.id, clonePlayer(found)).get(found.id));
    if (!p || !zones.includes(m.from) || !zones.includes(m.to)) return shape('each move names a player and two of their zones (hand, deck, discard, buffs, items)');
    const pile = m.from === 'buffs' ? p.buffs.map((b) => b.card) : p[m.from];
    if (!pile.includes(cards.id(m.card))) return shape(`${String(m.card)} is not in ${p.id}'s ${m.from}: a move takes a card that is there`);
    const burn = burnMoveProblem(cards, m);
    if (burn) return { what: 'burn-moved', rule: 'ls:6.1.2/burn', message: burn };
    if (m.from === 'buffs') p.buffs.splice(p.buffs.findIndex((b) => b.card === m.card), 1);
    else p[m.from].splice(p[m.from].indexOf(m.card), 1);
  }
  return null;
}

/** Every rule the action breaks, each citing its `ls:` key; empty when it is legal. */
export function validate(state: LightseekersState, action: LightseekersAction, cards: CardCatalogue): Violation[] {
  const { seq } = action;
  if (gameOver(state)) return cite(seq, 'game-over', 'ls:5', 'the game has ended');
  let player: LsPlayer | undefined;
  for (const p of state.players) if (p.id === action.player) player = p;
  if (!player) return cite(seq, 'unknown-player', 'ls:3.1', `${String(action.player)} is not a player in this game`);
  if (player.removed) return cite(seq, 'player-removed', 'ls:5.1.1', `${player.id} has been removed from the game`);
  if (!KNOWN_TYPES.has(action.type)) return cite(seq, 'unknown-action', 'ls:4.1', `unknown action type ${JSON.stringify(action.type)}: the types are ${ACTION_TYPES.join(', ')}`);
  const choice = state.pending[0];
  if (choice) {
    const why = PENDING[choice.kind];
    const type = choice.kind === 'attest' ? 'attest' : 'choose';
    if (action.player !== choice.player || action.type !== type) return cite(seq, why.what, why.rule, `${choice.player} must first ${why.asks}`);
    return validateChoice(state, action, cards);
  }
  if (action.type === 'choose' || action.type === 'attest') return cite(seq, 'nothing-to-choose', 'ls:2.2.2', 'no card asks for a choice now');
  if (action.player !== actingPlayer(state).id) return cite(seq, 'not-your-turn', 'ls:3.1.2', `it is ${actingPlayer(state).id}'s turn`);
  switch (action.type) {
    case 'play-card':
      return validatePlayCard(state, action, cards);
    case 'play-combo':
      return validatePlayCombo(state, action, cards);
    case 'activate':
      return validateActivate(state, action, cards);
    case 'pass':
      return state.current.phase === 'action' ? [] : cite(seq, 'action-phase-over', 'ls:4.1.4', 'the Action Phase is over: the Draw Phase follows');
    case 'draw': {
      if (state.current.phase !== 'draw') return cite(seq, 'draw-too-early', 'ls:4.1', 'the Draw Phase comes after the Action Phase: pass first');
      const owed = drawsOwed(state.current);
      const count = payloadOf(action).count;
      if (count !== owed) {
        return cite(seq, 'draw-count', state.current.combo ? 'ls:4.1.4.3' : 'ls:4.1.4.1', `the Draw Phase draws ${owed} (one for each action not used${state.current.combo ? ', and one after a combo' : ''}), not ${String(count)}`);
      }
      return [];
    }
  }
  return [];
}

export type { PlayerId };
