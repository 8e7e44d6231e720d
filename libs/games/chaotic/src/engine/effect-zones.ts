import { takeFromPile } from './discard-pile';
import { SeededRng } from '@arbiter/rules';
import type { Pile } from '../effects/effect-types';
import type { Arrangement, DeckKind, Players } from '../effects/verb-calls';
import type { EngineContext } from './context';
import type { EffectSource, StaticLayer } from './effect-context';
import type { ChaoticState,Seat } from './types';
import { refillAttackDeck } from './zones';
import { effectDrawAttack, effectRevealLocation } from './paper-declarations';
import { type ChoicePoint, pick } from './choices';
import { raiseStateEvent } from './state-triggers';
import { noteInnateRead, READ_DISCARD } from './innate-reads';

/**
 * Verbs about piles and decks: mugic hands, discard piles, draws, shuffles, looks. Choices
 * among cards are made deterministically (docs/engines.md) so every replay agrees.
 */
export abstract class ZoneEffects {
  // Replay speed: the fields of the effect context classes are declared and set in the constructors, not
  // initialised as class fields (defining each field costs more than an assignment; a context is built per resolution).
  declare protected readonly state: ChaoticState;
  declare protected readonly ctx: EngineContext;
  declare protected from: EffectSource;
  declare protected readonly layer: StaticLayer | null;

  constructor(state: ChaoticState, ctx: EngineContext, from: EffectSource, layer: StaticLayer | null) {
    this.state = state;
    this.ctx = ctx;
    this.from = from;
    this.layer = layer;
  }

  protected get m() { return this.state.masters!; }

  /** A card the controller picks from `cards` (distinct ids, the v1 default first); undefined when none. */
  protected pickCard(kind: ChoicePoint, cards: readonly string[]): string | undefined {
    return pick(this.state, kind, [...new Set(cards)]);
  }

  inGeneralDiscard(): boolean { return this.from.fromDiscard === true; }

  private randomCard(cards: readonly string[]): string {
    const rng = new SeededRng(this.state.rng!);
    const card = rng.pick(cards)!;
    this.state.rng = rng.state() as number[];
    return card;
  }

  /** The top card (the end of the array, as drawn) goes under the rest (index 0, where replaced locations go). */
  putTopOnBottom(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void {
    if (this.layer) return;
    const seat = owner === 'you' ? this.from.controller : ((1 - this.from.controller) as Seat);
    for (const kind of decks) {
      const deck = kind === 'attack' ? this.state.zones[seat].attackDeck : this.state.zones[seat].locationDeck;
      const top = deck.pop();
      if (top !== undefined) deck.unshift(top);
    }
  }

  cardsInPile(pile: Pile, name?: string): number {
    noteInnateRead(READ_DISCARD);
    const z = this.state.zones[this.from.controller];
    const all = pile === 'attack-discard' ? z.attackDiscard : z.generalDiscard;
    // CR 8.2.3.2: the resolving attack (already put on top of the pile here) is not yet in it.
    const resolving = pile === 'attack-discard' && this.from.attackCard !== undefined && all[all.length - 1] === this.from.attackCard;
    const cards = resolving ? all.slice(0, -1) : all;
    return name === undefined ? cards.length : cards.filter((id) => this.ctx.cards.byId(id)?.name === name).length;
  }

  /** Which mugic returns is each player's choice (`choices`); by default the most recently discarded one. */
  returnMugicToHand(players: Players = 'you'): void {
    if (this.layer) return;
    for (const seat of this.seatsOf(players)) {
      const pile = this.state.zones[seat].generalDiscard;
      const mugic = pile.filter((id) => this.ctx.cards.byId(id)?.type === 'Mugic').reverse();
      const card = this.pickCard('mugic-to-hand', mugic);
      if (card !== undefined) this.m.mugicHand[seat].push(takeFromPile(pile, pile.lastIndexOf(card)));
    }
  }

  protected seatsOf(players: Players): Seat[] {
    const you = this.from.controller;
    const them = (1 - you) as Seat;
    return players === 'you' ? [you] : [you, them];
  }

  /** Which mugic is discarded is a choice (`choices`); by default the front of the hand. */
  discardMugic(players: Players, count: number, random = false): void {
    if (this.layer) return;
    for (const seat of this.seatsOf(players)) {
      const hand = this.m.mugicHand[seat];
      for (let i = 0; i < count && hand.length > 0; i++) {
        // "a random Mugic Card": the seeded RNG picks (paper play has none: the log states the card, as a choice).
        const card = random && this.state.rng ? this.randomCard(hand) : this.pickCard('mugic-to-discard', hand)!;
        this.state.zones[seat].generalDiscard.push(hand.splice(hand.indexOf(card), 1)[0]);
        raiseStateEvent(this.state, this.ctx, { kind: 'mugic-to-discard' });
      }
    }
  }

  /** CR 6.2.5: the top of the controller's Location Deck becomes the active location. */
  revealNewActiveLocation(byActivePlayer = false): void {
    if (this.layer) return;
    effectRevealLocation(this.state, byActivePlayer ? this.state.active : this.from.controller);
    const card = this.state.activeLocation ? this.ctx.cards.byId(this.state.activeLocation.card) : undefined;
    this.m.activeMirage = !!card?.subtypes.includes('Mirage');
  }

  /** Each named player's discard pile of each kind goes back into that deck, shuffled. */
  shuffleDiscardIntoDeck(players: Players, decks: readonly DeckKind[]): void {
    if (this.layer) return;
    const rng = this.state.rng ? new SeededRng(this.state.rng) : null;
    for (const seat of this.seatsOf(players)) {
      const z = this.state.zones[seat];
      for (const deck of decks) {
        if (deck === 'attack') { z.attackDeck.push(...z.attackDiscard.splice(0)); rng?.shuffle(z.attackDeck); }
        else rng?.shuffle(z.locationDeck);
      }
    }
    if (rng) this.state.rng = rng.state() as number[];
  }

  /** Looking changes nothing; a reorder is a choice, and the engine keeps the order (docs/engines.md). */
  lookAtTopOfDeck(_owner: 'you' | 'target-player', _decks: readonly DeckKind[], _count: number, arrangement: Arrangement): void {
    if (!this.layer && arrangement !== 'unchanged') this.m.choicesMade++;
  }

  shuffleDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void {
    if (this.layer || this.state.rng === null) return;
    const seat = owner === 'you' ? this.from.controller : ((1 - this.from.controller) as Seat);
    const rng = new SeededRng(this.state.rng);
    for (const deck of decks) rng.shuffle(deck === 'attack' ? this.state.zones[seat].attackDeck : this.state.zones[seat].locationDeck);
    this.state.rng = rng.state() as number[];
  }

  drawAttack(count: number, players: Players = 'you'): void {
    if (this.layer) return;
    const rng = this.state.rng ? new SeededRng(this.state.rng) : null;
    for (const seat of this.seatsOf(players)) {
      for (let i = 0; i < count; i++) {
        refillAttackDeck(this.state, seat, rng);
        effectDrawAttack(this.state, seat);
      }
    }
    if (rng) this.state.rng = rng.state() as number[];
  }

  /** Which card to discard is a choice (`choices`); by default the oldest card in hand. */
  discardNamedAttack(name: string): boolean {
    if (this.layer) return false;
    const z = this.state.zones[this.from.controller];
    const card = z.attackHand.find((id) => this.ctx.cards.byId(id)?.name === name);
    if (card === undefined) return false;
    z.attackDiscard.push(z.attackHand.splice(z.attackHand.indexOf(card), 1)[0]);
    return true;
  }

  discardAttack(count: number, players: Players = 'you'): void {
    if (this.layer) return;
    for (const seat of this.seatsOf(players)) {
      const hand = this.state.zones[seat].attackHand;
      for (let i = 0; i < count && hand.length > 0; i++) {
        const card = this.pickCard('attack-to-discard', hand)!;
        this.state.zones[seat].attackDiscard.push(hand.splice(hand.indexOf(card), 1)[0]);
      }
    }
  }
}
