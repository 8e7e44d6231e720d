import { SeededRng } from '@arbiter/rules';
import type { Pile } from '../effects/effect-types';
import type { Arrangement, DeckKind, Players } from '../effects/verb-calls';
import { EngineContext } from './context';
import type { EffectSource, StaticLayer } from './effect-context';
import { ChaoticState, Seat } from './types';
import { drawAttack, refillAttackDeck, revealLocation } from './zones';
import { ChoicePoint, pick } from './choices';

/**
 * Verbs about piles and decks: mugic hands, discard piles, draws, shuffles, looks. Choices
 * among cards are made deterministically (docs/engines.md) so every replay agrees.
 */
export abstract class ZoneEffects {
  constructor(
    protected readonly state: ChaoticState,
    protected readonly ctx: EngineContext,
    protected from: EffectSource,
    protected readonly layer: StaticLayer | null,
  ) {}

  protected get m() { return this.state.masters!; }

  /** A card the controller picks from `cards` (distinct ids, the v1 default first); undefined when none. */
  protected pickCard(kind: ChoicePoint, cards: readonly string[]): string | undefined {
    return pick(this.state, kind, [...new Set(cards)]);
  }

  cardsInPile(pile: Pile, name?: string): number {
    const z = this.state.zones[this.from.controller];
    const cards = pile === 'attack-discard' ? z.attackDiscard : z.generalDiscard;
    return name === undefined ? cards.length : cards.filter((id) => this.ctx.cards.byId(id)?.name === name).length;
  }

  /** Which mugic returns is each player's choice (`choices`); by default the most recently discarded one. */
  returnMugicToHand(players: Players = 'you'): void {
    if (this.layer) return;
    for (const seat of this.seatsOf(players)) {
      const pile = this.state.zones[seat].generalDiscard;
      const mugic = pile.filter((id) => this.ctx.cards.byId(id)?.type === 'Mugic').reverse();
      const card = this.pickCard('mugic-to-hand', mugic);
      if (card !== undefined) this.m.mugicHand[seat].push(pile.splice(pile.lastIndexOf(card), 1)[0]);
    }
  }

  protected seatsOf(players: Players): Seat[] {
    const you = this.from.controller;
    const them = (1 - you) as Seat;
    return players === 'you' ? [you] : [you, them];
  }

  /** Which mugic is discarded is a choice (`choices`); by default the front of the hand. */
  discardMugic(players: Players, count: number): void {
    if (this.layer) return;
    for (const seat of this.seatsOf(players)) {
      const hand = this.m.mugicHand[seat];
      for (let i = 0; i < count && hand.length > 0; i++) {
        const card = this.pickCard('mugic-to-discard', hand)!;
        this.state.zones[seat].generalDiscard.push(hand.splice(hand.indexOf(card), 1)[0]);
      }
    }
  }

  /** CR 6.2.5: the top of the controller's Location Deck becomes the active location. */
  revealNewActiveLocation(): void {
    if (this.layer) return;
    revealLocation(this.state, this.from.controller, null);
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
        drawAttack(this.state, seat, null);
      }
    }
    if (rng) this.state.rng = rng.state() as number[];
  }

  /** Which card to discard is a choice (`choices`); by default the oldest card in hand. */
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
