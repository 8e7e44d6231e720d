import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, ActivationCost, Stat } from '../keywords/ability';
import type { VerbCall } from './verb-calls';

/** Which creatures a printed noun phrase names; the engine resolves it (`EffectContext.select`). */
export type Subject =
  /** The card's own creature ("Lore", "it" on a creature card). */
  | { readonly select: 'self' }
  /** The creature a battlegear is equipped to. */
  | { readonly select: 'equipped' }
  /** The creature that played the mugic (its "caster"). */
  | { readonly select: 'caster' }
  /** Your engaged creature (on an attack: the striking creature). */
  | { readonly select: 'your-engaged' }
  | { readonly select: 'opposing-engaged' }
  /** The index-th target chosen when played (CR 8.4.1.3); "another target" is index 1. */
  | { readonly select: 'target'; readonly index: number; readonly filter: CreatureFilter }
  /** Every creature matching the filter ("engaged Creatures", "OverWorld Creatures"). */
  | { readonly select: 'all'; readonly filter: CreatureFilter };

export type SubjectKind = Subject['select'];

export interface CreatureFilter {
  readonly controller?: 'you' | 'opponent';
  readonly engaged?: boolean;
  readonly infected?: boolean;
  /** A creature subtype ("Mandiblor"), as printed on the type line. */
  readonly subtype?: string;
  /** "Creatures named Magmon": every version of that name (CR 2.2.2.1). */
  readonly name?: string;
  /** Has this keyword ability ("Creatures you control with Invisibility"). */
  readonly ability?: string;
  /** Engaged and `relation` than the creature it is engaged with in `stat` (a Location's "if an engaged Creature has higher Wisdom than …"). */
  readonly comparedToOpponent?: { readonly stat: Stat; readonly relation: 'higher' | 'lower' };
  readonly tribes?: readonly Tribe[];
  /** Has at least one of these elements. */
  readonly elements?: readonly Element[];
}

/**
 * When a printed condition holds. Stat Check, Stat Fail and Challenge follow the
 * glossary of Comprehensive Rules 2.0; `has-elements` is the elemental prefix of an
 * attack line ("Fire, Air: …"): the striking creature has every listed element.
 */
export type Condition =
  | { readonly kind: 'stat-check'; readonly stat: Discipline; readonly x: number }
  | { readonly kind: 'stat-fail'; readonly stat: Discipline; readonly x: number }
  | { readonly kind: 'challenge'; readonly stat: Discipline | 'mugic-counters'; readonly x: number }
  | { readonly kind: 'has-elements'; readonly who: Subject; readonly elements: readonly Element[] }
  | { readonly kind: 'stat-at-least'; readonly who: Subject; readonly stat: Stat; readonly x: number }
  | { readonly kind: 'is-tribe'; readonly who: Subject; readonly tribes: readonly Tribe[] }
  | { readonly kind: 'has-ability'; readonly who: Subject; readonly ability: string }
  /** Glossary "Hive (effect)": the text is in force while Hive is active. */
  | { readonly kind: 'hive-active' };

/** CR 8.9.1: one-shot effects end at end of turn unless printed; CR 8.9.2: innate ones last while in play. */
export type Duration = 'end-of-turn' | 'end-of-combat' | 'while-in-play';

export type TriggerEvent = 'beginning-of-combat' | 'equipped-becomes-engaged' | 'becomes-active-location' | 'game-start';

/** How the effects come about (CR 8.2–8.4). */
export type Timing =
  /** The card resolves: an attack (CR 8.6.2) or a mugic. */
  | { readonly kind: 'on-resolve' }
  /** CR 8.4.4: an activated ability with its cost. */
  | { readonly kind: 'activated'; readonly cost: ActivationCost; readonly oncePerTurn?: boolean }
  /** CR 8.3: a triggered ability. */
  | { readonly kind: 'triggered'; readonly event: TriggerEvent }
  /** CR 8.9.2, 8.7.1: an innate ability, in force while its card is. */
  | { readonly kind: 'static' };

/** One ability of a card in the registry's terms: timing, conditions and verb calls in printed order. */
export interface AutomatedEffect {
  readonly kind: 'automated';
  readonly timing: Timing;
  /** Every condition must hold (evaluated on resolution) for the steps to happen. */
  readonly conditions: readonly Condition[];
  readonly steps: readonly VerbCall[];
  /** The printed text this came from. */
  readonly text: string;
}

/** Card text the registry cannot express: the log states its outcome for a judge. */
export interface AttestedText {
  readonly kind: 'attested';
  readonly text: string;
}

/** A card ability after the effect layer: a keyword from the keyword layer, an automated effect or attested text. */
export type CardEffect = { readonly kind: 'keyword'; readonly ability: Ability } | AutomatedEffect | AttestedText;
