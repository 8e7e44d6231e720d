import type { WarsAbility } from './ability';
import type { SupportFaction, WarsFaction } from './factions';

/** The nine card types (CR glossary `types of cards`); the data spells NōBot `NoBot`. */
export const WARS_CARD_TYPES = ['Character', 'NoBot', 'Vehicle', 'Ship', 'Weapon', 'Asset', 'Order', 'Interrupt', 'Location'] as const;
export type WarsCardType = (typeof WARS_CARD_TYPES)[number];

/** Types that carry power, tactics and defense (units and ships). */
export const STAT_TYPES: ReadonlySet<WarsCardType> = new Set(['Character', 'NoBot', 'Vehicle', 'Ship']);

export interface WarsStats {
  readonly power: number;
  readonly tactics: number;
  readonly defense: number;
}

export interface SupportIcons {
  readonly count: number;
  readonly faction: SupportFaction;
}

/** Energy icons on each side of a location, as the player who played it sees them. */
export interface EnergyIcons {
  readonly yourSide: number;
  readonly opponentSide: number;
}

/** Where an interrupt or order goes after it resolves (CR glossary `interrupt`, `order`). */
export type PlayKind = 'used' | 'lost' | 'used-or-lost';

/**
 * One WARS card after import: the data's fields, checked and repaired, its game text
 * split into abilities (one a line in `text`), and what the importer repaired and could not.
 */
export interface WarsCard {
  /** The collector number (`1C7`): set, rarity, number. */
  readonly id: string;
  readonly collectorNumber: string;
  readonly set: string;
  readonly setNumber: number;
  readonly number: number;
  readonly rarity: string;
  readonly name: string;
  /** Null where the data lost it (Flamecutter 2R124); see `gaps`. */
  readonly faction: WarsFaction | null;
  readonly type: WarsCardType;
  /** The rest of the card type line as the data has it (`Capacity 3`, `Site`, `Kizen`, `Lost`). */
  readonly subtype: string | null;
  /** Labels from the card type line (the data's `keywords`: Unit, Fighter, Kizen, …), not keyword abilities. */
  readonly labels: readonly string[];
  /** Energy cost; locations have none (0). Null where the data lost it. */
  readonly cost: number | null;
  readonly destiny: number | null;
  /** Support icon cost; null for independents and locations, and where the data lost it. */
  readonly supportCost: SupportIcons | null;
  readonly inverter: boolean;
  /** Units and ships: the stats right side up, and for an inverter the upside-down set. */
  readonly stats?: WarsStats;
  readonly invertedStats?: WarsStats;
  /** Ships: units of size 1 it may carry (CR glossary `capacity`). */
  readonly capacity?: number;
  /** Interrupts and orders. */
  readonly playKind?: PlayKind;
  /** Locations. */
  readonly energyIcons?: EnergyIcons;
  readonly supportIcons?: readonly SupportIcons[];
  /** A ♦ before the title (the data's `titleMarker` `*`). */
  readonly unique: boolean;
  /** Bullets (•) before the title: uses per turn of an interrupt or order. */
  readonly bullets: number;
  /** Game text, one ability a line, the rift symbol written ≈; an erratum's text where the Rulings give one. */
  readonly text: string;
  readonly abilities: readonly WarsAbility[];
  /** An inverter's upside-down abilities (empty when it prints none). */
  readonly invertedText?: string;
  readonly invertedAbilities?: readonly WarsAbility[];
  /** The text as printed (the data's), kept when an erratum replaced it. */
  readonly printedText?: string;
  /** The ruling key whose erratum `text` is. */
  readonly erratum?: string;
  /** Whether any ability reveals a card for destiny ([D]): playing it needs a card in a reserve (CR deployment phase step 2). */
  readonly usesDestiny: boolean;
  /** What the importer repaired in the data, in words. */
  readonly repairs: readonly string[];
  /** What the data lacks and could not be repaired, in words. */
  readonly gaps: readonly string[];
  readonly source?: string;
}

/** Whether a card has a keyword ability. */
export function hasKeyword(card: WarsCard, keyword: string): boolean {
  return card.abilities.some((a) => a.kind === 'keyword' && a.keyword === keyword);
}

/** Whether any number of copies may be in a deck (CR glossary `unlimited`). */
export function isUnlimited(card: WarsCard): boolean {
  return hasKeyword(card, 'unlimited');
}
