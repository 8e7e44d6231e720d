import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { Duration, Subject } from './effect-types';
import type { Arrangement, DeckKind, Players, Prohibited } from './verb-calls';

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
  removeAbility(target: CreatureRef, ability: string, duration: Duration): void;
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
  /** Negates the targeted burst item (CR 8.2) if it matches. */
  negate(what: 'mugic' | 'mugic-or-ability', tribes: readonly string[]): void;
  lookAtTopOfDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[], count: number, arrangement: Arrangement): void;
  shuffleDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void;
  drawAttack(count: number): void;
  discardAttack(count: number): void;
  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration): void;
  hasAbility(creature: CreatureRef, kind: string): boolean;
  prohibit(action: Prohibited, who: CreatureRef | undefined, duration: Duration): void;
}
