import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { AutomatedEffect, CreatureFilter, Duration, Pile, Subject } from './effect-types';
import type { Arrangement, AttackWhich, CardClass, ChoiceKind, DeckKind, Players, Prohibited } from './verb-calls';

/** An engine's handle on a creature in play (its board position or instance id). */
export type CreatureRef = string;

/**
 * What a verb may ask of the game. The engine implements it over its state for the
 * resolving card (which knows its source, controller and chosen targets); tests use
 * `InMemoryEffectContext`. Every effect goes through this seam, so a verb never
 * touches engine state directly.
 */
export interface EffectContext {
  /** The creatures a subject names right now (targets as chosen on play, CR 8.4.1.3). */
  select(subject: Subject): readonly CreatureRef[];
  /** Current value of a discipline, energy or "mugic-counters" (CR 8.7.2, 8.7.3). */
  stat(creature: CreatureRef, stat: Stat | 'mugic-counters'): number;
  hasElement(creature: CreatureRef, element: Element): boolean;
  tribe(creature: CreatureRef): Tribe;
  /** Glossary "Hive (effect)". */
  hiveActive(): boolean;

  dealDamage(target: CreatureRef, amount: number): void;
  heal(target: CreatureRef, amount: number): void;
  modifyStat(target: CreatureRef, stat: Stat, delta: number, duration: Duration): void;
  setElement(target: CreatureRef, element: Element, has: boolean, duration: Duration): void;
  grantAbility(target: CreatureRef, ability: Ability, duration: Duration): void;
  /** `cannotGain`: the ability cannot be granted to it again for the duration ("loses and cannot gain"). */
  removeAbility(target: CreatureRef, ability: string, duration: Duration, cannotGain?: boolean): void;
  setHive(on: boolean): void;
  infect(target: CreatureRef): void;
  uninfect(target: CreatureRef): void;
  flipBattlegear(of: CreatureRef, face: 'up' | 'down'): void;
  destroyBattlegear(of: CreatureRef): void;
  /** Returns how many counters were really added/removed (a creature cannot go below 0). */
  addMugicCounters(target: CreatureRef, amount: number): number;
  removeMugicCounters(target: CreatureRef, amount: number): number;
  relocate(target: CreatureRef, destination: 'adjacent-unoccupied' | 'any-unoccupied'): void;
  /** Each of `players` picks a mugic card in their general discard pile and returns it to hand (may decline when optional). */
  returnMugicToHand(players: Players, optional: boolean): void;
  /** Each of `players` discards `count` cards from their Mugic hand. */
  discardMugic(players: Players, count: number): void;
  modifyMugicCost(delta: number, tribes: readonly string[], duration: Duration): void;
  allowMugicTribes(creature: CreatureRef, tribes: readonly string[], duration: Duration): void;
  modifyFirstAttackDamage(creature: CreatureRef, delta: number, duration: Duration): void;
  /** Negates the targeted burst item (CR 8.2) if it matches; with `targeting`, only if that item targets this creature. */
  negate(what: 'mugic' | 'mugic-or-ability', tribes: readonly string[], targeting?: CreatureRef): void;
  lookAtTopOfDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[], count: number, arrangement: Arrangement): void;
  shuffleDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void;
  /** The controller (or each player) draws / discards Attack Cards. */
  drawAttack(count: number, players?: Players): void;
  discardAttack(count: number, players?: Players): void;
  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration): void;
  hasAbility(creature: CreatureRef, kind: string): boolean;
  prohibit(action: Prohibited, who: CreatureRef | undefined, duration: Duration): void;

  /** The controller's pick among `options` on resolution; undefined when there is none. */
  choose(kind: ChoiceKind, options: readonly string[]): string | undefined;
  /** The controller picks one creature among `options` (not a target: untargetable does not stop it). */
  chooseCreature(options: readonly CreatureRef[]): CreatureRef | undefined;
  /** "You can …": whether the controller does the optional action. */
  confirm(text: string): boolean;
  /** The attack `which` names deals exactly `amount` (a replacement of its damage, CR 8.8.2). */
  setAttackDamage(amount: number, which: AttackWhich, by: CreatureRef | undefined, duration: Duration): void;
  /** Cards of this class have no abilities for the duration. */
  suppressAbilities(cards: CardClass, duration: Duration): void;
  grantCardAbility(cards: CardClass, ability: Ability, duration: Duration): void;
  /** The creature has a quoted (non-keyword) ability: the engine runs it with its own timing. */
  grantEffect(target: CreatureRef, effect: AutomatedEffect, duration: Duration): void;
  /** Attacks this creature plays have the quoted ability as part of their text. */
  grantAttackEffect(by: CreatureRef, effect: AutomatedEffect, duration: Duration): void;
  /** A creature card matching `filter` goes from the controller's general discard pile to an unoccupied space (CR 4.1.6); false when there is none. */
  returnCreatureToPlay(filter: CreatureFilter, targeted: boolean): boolean;
  /** Mugic this creature plays that deal damage deal `delta` more. */
  modifyMugicDamage(caster: CreatureRef, delta: number, duration: Duration): void;
  /** The creature may move to any space as if it were adjacent. */
  allowMoveAsIfAdjacent(creature: CreatureRef, duration: Duration): void;
  /** CR 8.4.2: the creature's first Mugic this turn costs `delta` more (negative: less). */
  modifyFirstMugicCost(creature: CreatureRef, delta: number, duration: Duration): void;
  /** CR 6.2.5: the top Location of the controller's Location Deck becomes the active Location. */
  revealNewActiveLocation(): void;
  /** Each of `players` shuffles the discard pile of each deck kind into that deck. */
  shuffleDiscardIntoDeck(players: Players, decks: readonly DeckKind[]): void;
  /** The controller picks a new legal target for the targeted single-target mugic or ability (CR 8.4.1.3). */
  changeTarget(): void;
  /** Runs `run` with "you" meaning the controller of this creature ("if a player controls …, that player can …"). */
  asControllerOf(creature: CreatureRef, run: () => void): void;
  /** CR 8.6.2.2: attacks `attacker` plays deal `delta` more to creatures matching `against`. */
  modifyAttackDamageBy(attacker: CreatureRef, delta: number, against: CreatureFilter, duration: Duration): void;
  /** Damage Mugic deals to this creature becomes `amount`. */
  setMugicDamageTo(creature: CreatureRef, amount: number, duration: Duration): void;
  /** The first attack against this creature each combat deals `delta` more (negative: less). */
  modifyFirstAttackDamageTo(creature: CreatureRef, delta: number, duration: Duration): void;
  /** CR 8.5.6: the creature is destroyed and goes to the general discard pile with its Battlegear. */
  destroyCreature(creature: CreatureRef): void;
  /** Healing this creature receives changes by `delta`. */
  modifyHealing(creature: CreatureRef, delta: number, duration: Duration): void;
  /** Recklessness damage dealt to this creature changes by `delta` (glossary Recklessness). */
  modifyRecklessnessDamage(creature: CreatureRef, delta: number, duration: Duration): void;
  /** How many cards are in the controller's pile, or only those with this name (CR 4.1.6). */
  cardsInPile(pile: Pile, name?: string): number;
}
