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
  /** The creature a triggered ability's event is about ("When a Creature deals Water damage, heal 5 damage to it"). */
  | { readonly select: 'trigger-creature' }
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
  /** "Creatures not named Lord Van Bloot": every creature but that name's versions. */
  readonly notName?: string;
  /** "target Creature with 0 Speed", "with 100 or more Wisdom": a stat within bounds (inclusive). */
  readonly stat?: { readonly stat: Stat; readonly min?: number; readonly max?: number };
  /** "non-OverWorld Creatures": of none of these tribes. */
  readonly notTribes?: readonly Tribe[];
  /** Has this keyword ability ("Creatures you control with Invisibility"). */
  readonly ability?: string;
  /** Engaged and `relation` than the creature it is engaged with in `stat` (a Location's "if an engaged Creature has higher Wisdom than …"). */
  readonly comparedToOpponent?: { readonly stat: Stat; readonly relation: 'higher' | 'lower' };
  readonly tribes?: readonly Tribe[];
  /** Has at least one of these elements. */
  readonly elements?: readonly Element[];
  /** "Other Creatures you control", "Your other Creatures": every one but the creature whose text this is. */
  readonly other?: boolean;
}

/**
 * When a printed condition holds. Stat Check, Stat Fail and Challenge follow the
 * glossary of Comprehensive Rules 2.0; `has-elements` is the elemental prefix of an
 * attack line ("Fire, Air: …"): the striking creature has every listed element.
 */
export type Condition =
  | { readonly kind: 'stat-check'; readonly stat: Discipline; readonly x: number }
  | { readonly kind: 'stat-fail'; readonly stat: Discipline; readonly x: number }
  /** `theirs`: "Challenge Wisdom vs Courage 5" compares your Wisdom with their Courage. */
  | { readonly kind: 'challenge'; readonly stat: Discipline | 'mugic-counters'; readonly x: number; readonly theirs?: Discipline }
  | { readonly kind: 'has-elements'; readonly who: Subject; readonly elements: readonly Element[] }
  | { readonly kind: 'stat-at-least'; readonly who: Subject; readonly stat: Stat; readonly x: number }
  | { readonly kind: 'is-tribe'; readonly who: Subject; readonly tribes: readonly Tribe[] }
  | { readonly kind: 'has-ability'; readonly who: Subject; readonly ability: string }
  /** Glossary "Hive (effect)": the text is in force while Hive is active. */
  | { readonly kind: 'hive-active' }
  /** "has less than 65 Courage". */
  | { readonly kind: 'stat-below'; readonly who: Subject; readonly stat: Stat; readonly x: number }
  /** "If … engaged with Lord Van Bloot": the creature is engaged. */
  | { readonly kind: 'engaged'; readonly who: Subject }
  /** Your engaged creature is `relation` than the opposing one in every one of `stats` ("lower Courage, Power, … and Energy"). */
  | { readonly kind: 'compared-to-opposing'; readonly stats: readonly Stat[]; readonly relation: 'higher' | 'lower' }
  /** The creature matches the filter ("is a Danian Creature", "is a Warrior", "is Infected", "has Defender"). */
  | { readonly kind: 'matches'; readonly who: Subject; readonly filter: CreatureFilter }
  /** Some creature in play matches the filter ("If you control non-OverWorld Creatures"). */
  | { readonly kind: 'exists'; readonly filter: CreatureFilter }
  /** "If your Creature's Wisdom is more than opposing engaged Creature's Speed". */
  | { readonly kind: 'compare-stats'; readonly mine: Stat; readonly theirs: Stat; readonly relation: 'higher' | 'lower' }
  /** "If you have 3 or more Attack Cards in your Attack Discard pile", "If an Attack Card named Reverberate is in …". */
  | { readonly kind: 'cards-in-pile'; readonly pile: Pile; readonly atLeast: number; readonly name?: string }
  /** "If engaged with a Danian Noble Creature": every one holds. */
  | { readonly kind: 'all'; readonly conditions: readonly Condition[] }
  /** "Equipped M'arrillian or Minion Creature": any of them holds. */
  | { readonly kind: 'any'; readonly conditions: readonly Condition[] }
  /** "If it isn't" / "unless". */
  | { readonly kind: 'not'; readonly condition: Condition };

/** The controller's discard piles (CR 4.1.6). */
export type Pile = 'attack-discard' | 'general-discard';

/** What "for each …" counts. */
export type Count =
  | { readonly of: 'creatures'; readonly filter: CreatureFilter }
  | { readonly of: 'mugic-counters'; readonly on: Subject }
  | { readonly of: 'elements'; readonly on: Subject }
  | { readonly of: 'cards-in-pile'; readonly pile: Pile };

/** CR 8.9.1: one-shot effects end at end of turn unless printed; CR 8.9.2: innate ones last while in play. */
export type Duration = 'end-of-turn' | 'end-of-combat' | 'while-in-play';

export type TriggerEvent =
  | 'beginning-of-combat'
  | 'equipped-becomes-engaged'
  | 'becomes-active-location'
  | 'game-start'
  /** "When equipped Creature deals Water damage": the timing's `element` says which. */
  | 'equipped-deals-element-damage'
  /** "When a Creature deals Water damage": any creature; it is the `trigger-creature`. */
  | 'creature-deals-element-damage'
  /** "When equipped Creature is dealt attack damage". */
  | 'equipped-dealt-attack-damage';

/** How the effects come about (CR 8.2–8.4). */
export type Timing =
  /** The card resolves: an attack (CR 8.6.2) or a mugic. */
  | { readonly kind: 'on-resolve' }
  /** CR 8.4.4: an activated ability with its cost. */
  | { readonly kind: 'activated'; readonly cost: ActivationCost; readonly oncePerTurn?: boolean; readonly onlyWhile?: readonly Condition[] }
  /** CR 8.3: a triggered ability. */
  | { readonly kind: 'triggered'; readonly event: TriggerEvent; readonly element?: Element }
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
