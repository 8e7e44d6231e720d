/**
 * The Chaotic card model: what the importer produces from a card file and what deck
 * legality and the engine read. Field names follow the card data files
 * (`chaotic-cards.json`); stats are the database's base values.
 */
import type { Ability } from '../keywords/ability';

export type Tribe = 'OverWorld' | 'UnderWorld' | 'Mipedian' | 'Danian' | "M'arrillian" | 'Generic' | 'Tribeless';
export type Element = 'Fire' | 'Air' | 'Earth' | 'Water';
export type Discipline = 'courage' | 'power' | 'wisdom' | 'speed';
export type CardType = 'Creature' | 'Attack' | 'Battlegear' | 'Mugic' | 'Location';

export interface CardBase {
  /** Stable id within a card set: `<set>-<cardNumber>` or `<set>-<name>` when unnumbered. */
  readonly id: string;
  readonly name: string;
  readonly type: CardType;
  readonly set: string;
  readonly setName: string;
  readonly cardNumber: number | string | null;
  readonly rarity: string | null;
  readonly text: string;
  readonly unique: boolean;
  readonly legendary: boolean;
  readonly loyal: boolean;
  readonly subtypes: readonly string[];
  /** The version line under the name (CR 3.1.2), e.g. "OverWorld General". */
  readonly subtitle?: string;
  /** A printing variant from the data ("Alpha", "Promo"); no game function. */
  readonly variant?: string;
  /** A prototype (set PROTO): never legal in a deck. */
  readonly prototype?: boolean;
  /** Some printed values were missing from the data and were set to 0 (prototypes only). */
  readonly incomplete?: boolean;
  /** The game text parsed into keyword abilities; non-keyword lines are `{ kind: 'text' }`. */
  readonly abilities?: readonly Ability[];
}

export interface CreatureCard extends CardBase {
  readonly type: 'Creature';
  readonly tribe: Tribe;
  readonly courage: number;
  readonly power: number;
  readonly wisdom: number;
  readonly speed: number;
  readonly energy: number;
  readonly mugicAbility: number;
  readonly elements: readonly Element[];
  readonly brainwashedText?: string;
  /** CR 9.2: the Brainwashed text box, parsed like `abilities`. */
  readonly brainwashedAbilities?: readonly Ability[];
}

export interface AttackDamage {
  readonly base: number;
  readonly fire: number;
  readonly air: number;
  readonly earth: number;
  readonly water: number;
}

export interface AttackCard extends CardBase {
  readonly type: 'Attack';
  readonly buildCost: number;
  readonly damage: AttackDamage;
}

export interface BattlegearCard extends CardBase {
  readonly type: 'Battlegear';
}

export interface MugicCard extends CardBase {
  readonly type: 'Mugic';
  readonly tribe: Tribe;
  /** A number, or 'X' for a cost chosen when played. */
  readonly mugicCost: number | 'X';
}

/** A location's initiative: a discipline, an element, a tribe or another printed criterion. */
export interface LocationCard extends CardBase {
  readonly type: 'Location';
  readonly initiative: string;
}

export type Card = CreatureCard | AttackCard | BattlegearCard | MugicCard | LocationCard;
