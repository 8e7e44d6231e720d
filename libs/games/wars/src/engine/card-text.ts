import type { WarsCard } from '../cards/card';
import type { ActivatedAbility } from '../effects/activated-abilities';
import type { CostedAction } from '../effects/additional-costs';
import type { AssetPlacement } from '../effects/asset-placement';
import type { PlayedText } from '../effects/played-text';
import type { TriggeredAbility } from '../effects/triggered-abilities';
import type { TextBound } from './attest-within-text';
import type { Game } from './game-cards';
import type { BattleNumber } from '../verbs/bound';
import type { DeployTarget, Seat } from './state';

/** What a unit's stats are changed by. */
export interface StatChange {
  power: number;
  tactics: number;
  defense: number;
}

/**
 * What an engine version knows of card text beyond keywords (1.1.0 on; absent, all of it is
 * attested on trust): the bound of each ability an outcome is attested for, the standing
 * effects it carries out itself, and (1.2.0 on) the activated abilities it carries out, which
 * are then no longer attested.
 */
export interface CardText {
  /** The bound of one ability, by the card's collector number and the ability's text; null when open (a judge rules). */
  readonly bound: TextBound;
  /** Whether the engine carries out this ability of the card itself. */
  carries(card: WarsCard, line: string): boolean;
  /** A card's activated abilities the engine carries out (1.2.0 on), by text, both sides of an inverter. */
  activated(card: WarsCard): ReadonlyMap<string, ActivatedAbility>;
  /** A card's triggered abilities the engine carries out (1.2.0 on), by text, both sides of an inverter. */
  triggered(card: WarsCard): ReadonlyMap<string, TriggeredAbility>;
  /** The triggered abilities a card's "The next time …" text creates, by the text of the ability that says it (1.2.0 on). */
  delayed(card: WarsCard): ReadonlyMap<string, TriggeredAbility>;
  /** An interrupt's or order's text when the engine carries all of it out (1.2.0 on); null otherwise. */
  played(card: WarsCard): PlayedText | null;
  /** Where an asset may be played beyond beneath one of your cards of its kind (1.2.0 on); null when its text says nothing of it. */
  placement(card: WarsCard): AssetPlacement | null;
  /** What the standing effects of cards in play change a unit's or ship's stats by. */
  statChange(g: Game, key: string): StatChange;
  /** What standing effects add to a card's keyword ability ("gains Piloting 2"), 1.2.0 on. */
  keywordGain(g: Game, key: string, keyword: string): number;
  /** Whether standing effects give a card a label besides those printed ("this character is … a kizen"), 1.2.0 on. */
  labelGained(g: Game, key: string, label: string): boolean;
  /** Whether a standing effect makes a card immune to attrition. */
  immune(g: Game, key: string): boolean;
  /** What standing effects add to the attrition a side causes, or to its total power, in the battle at a location. */
  battleChange(g: Game, number: BattleNumber, seat: Seat, location: string): number;
  /** What standing effects add to a drain by `drainer` at a location. */
  drainChange(g: Game, drainer: Seat, location: string): number;
  /** Whether a unit aboard a ship counts against its capacity. */
  countsAgainstCapacity(g: Game, key: string): boolean;
  /** Whether a card adds its power to its side's total power: not when a standing effect says it doesn't (1.2.0 on). */
  addsPower(g: Game, key: string): boolean;
  /** Support icons of a faction (any, without one) standing effects give a side, of one location or all. */
  supportIcons(g: Game, seat: Seat, faction: string | undefined, location?: string): number;
  /** Energy icons standing effects give a side of a location. */
  energyIcons(g: Game, seat: Seat, location: string): number;
  /** Energy standing effects make a side generate for its activation. */
  generated(g: Game, seat: Seat): number;
  /** What standing effects add to the energy a card costs a side to play to a target (none for an interrupt), 1.2.0 on. */
  costChange(g: Game, seat: Seat, card: WarsCard, target: DeployTarget | null): number;
  /** What additional costs in play ask of a side for an action, besides its own cost: energy paid and lost (1.2.0 on). */
  extraCost(g: Game, seat: Seat, action: CostedAction): { readonly pay: number; readonly lose: number };
  /** The most standing effects could take off what a card costs a side to play, wherever it goes. */
  mostCostOff(g: Game, seat: Seat): number;
  /** Whether a standing effect says a card can't move, or can't be damaged (1.2.0 on). */
  cant(g: Game, key: string, action: 'move' | 'be damaged'): boolean;
  /** Whether a standing effect says a card can't be targeted by a player (1.2.0 on). */
  untargetable(g: Game, key: string, by: Seat): boolean;
  /** Whether a standing effect says a side can't drain at a location (1.2.0 on). */
  cantDrain(g: Game, seat: Seat, location: string): boolean;
  /** The most locations standing effects let a side drain at this turn, when they limit it (1.2.0 on). */
  drainLimit(g: Game, seat: Seat): number | null;
  /** Whether a standing effect says a side can't lose cards from their hand to a drain at a location (1.2.0 on). */
  cantLoseHandToDrain(g: Game, seat: Seat, location: string): boolean;
  /** Whether a standing effect says a player can't reveal a card for battle destiny in the battle at a location (1.2.0 on). */
  cantRevealDestiny(g: Game, seat: Seat, location: string): boolean;
}
