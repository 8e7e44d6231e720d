import type { SupportFaction } from './factions';

/** Keyword abilities followed by a number (CR glossary `keyword ability`: numbers add up when gained twice). */
export type NumberedKeyword = 'size' | 'transport' | 'piloting' | 'quickdraw';
export type PlainKeyword = 'scouting' | 'unlimited' | 'encampment';
export type WarsKeyword = NumberedKeyword | PlainKeyword | 'captain';

interface AbilityBase {
  /** The ability's text as one line, with its helper text. */
  readonly text: string;
}

/** Facts every non-keyword ability carries, read from its symbols. */
interface TextFacts {
  /** Reveals a card for destiny ([D]). */
  readonly usesDestiny: boolean;
  /** Support icons named in the text ([Shi] …), in order. */
  readonly supportIcons: readonly SupportFaction[];
}

export type KeywordAbility =
  | (AbilityBase & { readonly kind: 'keyword'; readonly keyword: NumberedKeyword; readonly value: number })
  | (AbilityBase & { readonly kind: 'keyword'; readonly keyword: PlainKeyword })
  /** The character whose presence aboard makes the ship and its units immune to attrition. */
  | (AbilityBase & { readonly kind: 'keyword'; readonly keyword: 'captain'; readonly character: string });

/** Cost ≈ effect (CR glossary `activated ability`, `rift (≈) symbol`); bullets limit uses per turn. */
export interface ActivatedAbility extends AbilityBase, TextFacts {
  readonly kind: 'activated';
  readonly bullets: number;
  readonly cost: string;
  readonly effect: string;
}

/** Begins with "when", "each time" or "at" (CR glossary `triggered ability`). */
export interface TriggeredAbility extends AbilityBase, TextFacts {
  readonly kind: 'triggered';
}

/** Any other ability of a card (CR glossary `ongoing ability`), including an interrupt's or order's play restrictions and additional costs. */
export interface OngoingAbility extends AbilityBase, TextFacts {
  readonly kind: 'ongoing';
}

/** What an interrupt or order does when it resolves; `mode` for a (USED OR LOST) card's two choices. */
export interface EffectAbility extends AbilityBase, TextFacts {
  readonly kind: 'effect';
  readonly mode?: 'used' | 'lost';
}

export type WarsAbility = KeywordAbility | ActivatedAbility | TriggeredAbility | OngoingAbility | EffectAbility;
