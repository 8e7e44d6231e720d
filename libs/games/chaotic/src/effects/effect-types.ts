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
  /** `scanned`: the printed value (glossary Scanned), not the current one ("with 30 or less Scanned Energy"). */
  readonly stat?: { readonly stat: Stat | 'mugic-counters'; readonly min?: number; readonly max?: number; readonly scanned?: boolean };
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
  /** "target adjacent Creature": on a space adjacent to the creature whose text it is (CR 2.1.2). */
  readonly adjacent?: boolean;
  /** "target adjacent equipped Creature", "an unequipped Creature": has a Battlegear (face-up or face-down). */
  readonly equipped?: boolean;
  /** "target Creature on your side of the Battleboard": on a space of that player's side (CR 2.1.2, 4.1.7). */
  readonly side?: 'you' | 'opponent';
  /** "Creatures that share a Tribe with it": of the tribe of the creature the filter is read for (the striker, for attack damage). */
  readonly sharesTribe?: boolean;
  /** "If all Creatures a player controls share a Tribe, that player's engaged Creature": how many Tribes its controller's creatures in play have. */
  readonly controllerTribes?: { readonly min?: number; readonly max?: number };
  /** "the engaged Creature with the most Elemental types": engaged, with more (or fewer) elements than the creature it is engaged with. */
  readonly comparedElements?: 'more' | 'fewer';
  /** "Shard Battlegear have "Equipped Creature …"": equipped with a face-up Battlegear of this subtype whose abilities work. */
  readonly gearSubtype?: string;
  /** CR 9.3.5 "Creatures in this space": on the space of the Mirage on the battleboard. */
  readonly inMirageSpace?: boolean;
  /** "a non-Conjuror Creature": not of this subtype. */
  readonly notSubtype?: string;
  /** "Creatures without Fire": has none of these elements. */
  readonly withoutElements?: readonly Element[];
  /** "Creatures engaged with Scouts": engaged with a creature matching this filter. */
  readonly engagedWith?: CreatureFilter;
  /** "Creatures that are a M'arrillian or a Minion": matches at least one of these filters. */
  readonly anyOf?: readonly CreatureFilter[];
  /** "Target Creature which dealt attack damage this turn", "an engaged creature you control won Initiative this turn": what it did this turn (engine/turn-log.ts). */
  readonly thisTurn?: TurnDeed;
  /** "Minion Creatures … if their controller also controls a Chieftain Creature": its controller controls another creature matching this. */
  readonly controllerControls?: CreatureFilter;
  /** "on your opponent's side of the Battleboard": on a space of that player's side (CR 4.1.7), relative to the effect's controller. */
  readonly onSide?: 'you' | 'opponent';
  /** "with less than 60 in that Discipline" after "If the active Location's Initiative is a Discipline": its value in that Discipline, within bounds. */
  readonly initiativeStat?: { readonly min?: number; readonly max?: number };
  /** "with 0 Speed and 0 Power", "no Disciplines greater than 25": every one of these bounds holds (inclusive). */
  readonly stats?: readonly { readonly stat: Stat | 'mugic-counters'; readonly min?: number; readonly max?: number }[];
}

/** A creature's deed this turn that text may ask about: Initiative won (CR 7.2.4.1), attack damage dealt or taken in all (at least `min`), a Challenge won. */
export type TurnDeed =
  | { readonly kind: 'won-initiative' }
  | { readonly kind: 'dealt-attack-damage'; readonly min: number }
  | { readonly kind: 'took-attack-damage'; readonly min: number }
  | { readonly kind: 'won-challenge'; readonly stat: Discipline };

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
  /** `mugic-counters`: "If your engaged Creature has a Mugic counter". */
  | { readonly kind: 'stat-at-least'; readonly who: Subject; readonly stat: Stat | 'mugic-counters'; readonly x: number }
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
  /** "If the opposing engaged Creature is equipped (with a Shard)": it has a battlegear (of that subtype). */
  /** `name`: "while you control Dread Tread" (some creature `who` names has it equipped). */
  | { readonly kind: 'equipped'; readonly who: Subject; readonly subtype?: string; readonly name?: string }
  /** "If your opponent controls the active Location" (CR 6.2: the player who revealed it). */
  | { readonly kind: 'controls-active-location'; readonly controller: 'you' | 'opponent' }
  /** "If you have fewer Mugic Cards in your hand than your opponent". */
  /** `than: 'creatures'`: fewer cards in that hand than creatures you control (Siril'ean's Lair); else than the opponent's hand. */
  | { readonly kind: 'fewer-in-hand'; readonly hand: 'mugic' | 'attack'; readonly than?: 'opponent' | 'creatures' }
  /** "has 30 or less Scanned Energy": the printed value (glossary Scanned). */
  | { readonly kind: 'scanned-at-most'; readonly who: Subject; readonly stat: Stat; readonly x: number }
  /** "your engaged Creature … share a Tribe with the opposing engaged Creature". */
  | { readonly kind: 'engaged-share-tribe' }
  /** "If there are an odd number of Creatures in play". */
  | { readonly kind: 'creatures-in-play'; readonly parity: 'odd' | 'even' }
  /** "lower … Current Energy than the opposing engaged Creature": Energy less damage (glossary Current Energy). */
  | { readonly kind: 'current-energy-compared'; readonly relation: 'higher' | 'lower' }
  /** "if there are 8 or more Mugic counters among Creatures you control": what the count counts is at least `x`. */
  | { readonly kind: 'count-at-least'; readonly count: Count; readonly x: number }
  /** "If the active Location's Initiative is a Discipline". */
  | { readonly kind: 'location-initiative'; readonly is: 'discipline' }
  /** "If the Active Location is a Mirage" (CR 9.3.2). */
  | { readonly kind: 'active-mirage' }
  /** "If a Mirage Location is on the Battleboard" (Melke): one was placed there (CR 9.3.2). */
  | { readonly kind: 'mirage-on-battleboard' }
  /** "As Hive Unsung is played, its caster can pay a Mugic counter. If the caster does, …": the optional extra cost (`amount` counters) was paid (CR 8.4.2). */
  | { readonly kind: 'extra-cost-paid'; readonly amount: number }
  /** Vix'ben: "If the Mugic's cost is less than the number of Mugic counters" on `who` (the Mugic whose play triggered this). */
  | { readonly kind: 'triggering-mugic-cost-below'; readonly who: Subject }
  /** "If equipped Creature moved this turn" (CR 6.3). */
  | { readonly kind: 'moved-this-turn'; readonly who: Subject }
  /** "While you control only Aivenna and Nivenna": you control a creature of each name and none of another. */
  | { readonly kind: 'controls-only'; readonly names: readonly string[] }
  /** "If Elhadd is in your general discard pile": the card whose text this is lies in its owner's general discard pile (CR 4.1.6). */
  | { readonly kind: 'in-general-discard' }
  /** "On your turn" / "On an opponent's turn" (CR 6.1: the active player's turn). */
  | { readonly kind: 'turn'; readonly whose: 'yours' | 'opponent' }
  /** "If it isn't" / "unless". */
  | { readonly kind: 'not'; readonly condition: Condition };

/** The controller's discard piles (CR 4.1.6). */
export type Pile = 'attack-discard' | 'general-discard';

/** What "for each …" counts. */
export type Count =
  /** `plus`: "for each Mandiblor you control and each Infected Creature in play": one count per filter, added up. */
  | { readonly of: 'creatures'; readonly filter: CreatureFilter; readonly plus?: readonly CreatureFilter[] }
  | { readonly of: 'mugic-counters'; readonly on: Subject }
  /** `missing`: "for each Elemental Type it does not have". */
  /** `distinct`: "each Elemental Type opposing Creatures have" counts each type once, not once per creature. */
  | { readonly of: 'elements'; readonly on: Subject; readonly missing?: boolean; readonly distinct?: boolean }
  | { readonly of: 'cards-in-pile'; readonly pile: Pile }
  /** "damage equal to its Recklessness value": the X of a keyword the creature has (CR 8.8.1.2, copies add up). */
  | { readonly of: 'ability-value'; readonly ability: string; readonly on: Subject }
  /** "for each Tribe you control (beyond the first)": the tribes among a player's creatures, less `beyond`. */
  | { readonly of: 'tribes'; readonly controller: 'you' | 'opponent'; readonly beyond?: number }
  /** "for each Elemental Type shared by both engaged Creatures". */
  | { readonly of: 'shared-elements' }
  /** "Energy equal to the damage it dealt": the damage of the triggering combat event. */
  | { readonly of: 'event-amount' }
  /** "for each Leadership counter on Kiru". */
  | { readonly of: 'named-counters'; readonly name: string; readonly on: Subject }
  /** "for each Mugic counter spent to play Chromatic Postlude": the counters paid for this Mugic (CR 8.4.2.6). */
  | { readonly of: 'counters-spent' }
  /** Retaliatory Strike: "the damage dealt by the last attack played this combat". */
  | { readonly of: 'last-attack-damage' }
  /** "for each card you remove this way" (Strain of the Tide): the cards an earlier step removed from the game. */
  | { readonly of: 'removed-this-way' }
  /** "for each Creature Uninfected this way", "for each Elemental Type lost this way": counted by the steps before. */
  | { readonly of: 'uninfected-this-way' }
  | { readonly of: 'elements-lost-this-way' }
  /** "equal to the removed card's / the sacrificed Creature's Scanned Energy": its printed value (glossary Scanned). */
  | { readonly of: 'scanned-this-way'; readonly stat: Stat }
  /** "For each Discipline over 50 the opposing engaged Creature has": its Disciplines above `x`. */
  | { readonly of: 'disciplines-above'; readonly on: Subject; readonly x: number }
  /** "Mugic counters … equal to its Mugic Ability": the printed Mugic Ability of the creatures `on` names. */
  | { readonly of: 'mugic-ability'; readonly on: Subject }
  /** "for each Discipline they have below 30" (Dreg'ora). */
  | { readonly of: 'disciplines-below'; readonly on: Subject; readonly x: number }
  /** "for each Creature Card in all general discard piles", "your general discard pile has an OverWorld Creature Card" (CR 4.1.6). */
  /** `subtype`: "for each Minion Creature Card in each general discard pile". */
  | { readonly of: 'creature-cards-in-discard'; readonly players: 'you' | 'each'; readonly tribes?: readonly Tribe[]; readonly subtype?: string }
  /** "Energy equal to the lowest Scanned Energy among other Creatures you control" (glossary Scanned): 0 when there are none. */
  | { readonly of: 'lowest-scanned'; readonly stat: Stat; readonly filter: CreatureFilter }
  /** "for each Battlegear Card in each general discard pile" (Khybon). */
  | { readonly of: 'battlegear-in-discard'; readonly players: 'you' | 'each' }
  /** "Energy equal to their lowest Discipline": the lowest of each named creature's Disciplines, added up. */
  | { readonly of: 'lowest-discipline'; readonly on: Subject };

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
  | 'equipped-dealt-attack-damage'
  /**
   * Combat events (engine/combat-triggers.ts), each about the creature the timing's `about` names
   * (`self`, `equipped`, or `all` with a filter), narrowed by the timing's `on`:
   * `wins-combat` (the winner is the `trigger-creature`), `wins-challenge` on an attack it plays,
   * `becomes-engaged`, `deals-attack-damage` (the creature dealt it is the `trigger-creature`),
   * `dealt-attack-damage` (the striker is), `dealt-damage` from any single source (its creature is),
   * `engaged-fails-check`: the creature engaged with it fails a check on an attack it played (and is the `trigger-creature`).
   */
  | 'wins-combat'
  | 'wins-challenge'
  | 'becomes-engaged'
  | 'deals-attack-damage'
  | 'dealt-attack-damage'
  | 'dealt-damage'
  | 'engaged-fails-check'
  /** "When Lyssta wins Initiative" (CR 7.2.4.1), "When Olkiex plays an Attack Card" (CR 7.2.5.2). */
  | 'wins-initiative'
  | 'plays-attack'
  /** "If Stelgar has more than 125 Power, destroy it": checked with defeats after each resolution (engine/state-checks.ts). */
  | 'condition-holds'
  /** CR 6.1: "At the beginning of each turn" / "At the beginning of your turn" (the location step). */
  | 'beginning-of-turn'
  | 'beginning-of-your-turn'
  /** A creature matching the timing's `about` goes to a general discard pile (it is the `trigger-creature`). */
  | 'creature-to-discard'
  /** "When Lightning Canister is put into your general discard pile from face-up". */
  | 'this-gear-to-discard-from-face-up'
  /** "When a Mugic Card is put into a general discard pile". */
  | 'mugic-to-discard'
  /** A creature matching `about` has a Mugic counter put on it (it is the `trigger-creature`). */
  | 'mugic-counter-put-on'
  /** Glossary Hive: Hive goes from deactivated to activated. */
  | 'hive-activated'
  /** A battlegear is flipped face-up: `about` `self` is this battlegear, else the creature it is equipped to. */
  | 'battlegear-flipped-face-up'
  /** A Mugic (of the timing's `tribes`, if any) is played by a creature matching `about` (the caster, `trigger-creature`). */
  | 'mugic-played'
  /** A Mugic or activated ability is played by a creature matching `about`. */
  | 'mugic-or-ability-played'
  /** CR 7.3: "At the end of (any) combat". */
  | 'end-of-combat'
  /** A creature matching `about` is chosen as a target of a Mugic (or ability) played, controlled by the timing's `by` if given (CR 8.4.1.3). */
  | 'targeted-by-mugic'
  | 'targeted-by-mugic-or-ability'
  /** A Mugic counter is removed from a creature matching `about` (paying a cost too, CR 8.4.2.1, 8.4.4.1). */
  | 'mugic-counter-removed'
  /** CR 6.4: "At the end of each turn", in the recovery step (no priority there, CR 6.4.2: it resolves at once). */
  | 'end-of-each-turn'
  /** "If Hive Amber is in your general discard pile, when a Mandiblor Creature you control leaves play": the text works from that pile. */
  | 'creature-leaves-play-in-discard'
  /** A source (controlled by the timing's `by`, if given) reduces a Discipline of a creature matching `about` (Mindclasp). */
  | 'disciplines-reduced'
  /** "If equipped Creature moved this turn, at the beginning of combat …": a combat anywhere, whoever is engaged (CR 7.2.3). */
  | 'beginning-of-any-combat'
  /** "When Fire Ring is played": the attack card's own text, on the burst above the attack (CR 8.3.3). */
  | 'this-attack-played'
  /** "If Elna is in your general discard pile, at the beginning of combat, …": the card's text works from that pile. */
  | 'beginning-of-combat-in-discard'
  /** CR 3.2.9.3 / 7.3.1: a creature matching `about` is destroyed (not sacrificed) and goes to the discard pile. */
  | 'creature-destroyed'
  /** "When Liquid Thought Evaporator is flipped face-down": this battlegear (`about` self), found while it was still face-up. */
  | 'battlegear-flipped-face-down'
  /** "When a Battlegear goes to the opposing general discard pile": a pile of the trigger's controller's opponent. */
  | 'battlegear-to-opposing-discard';

/** What a combat event must be to trigger: "Air or Water damage", "20 or more", "exactly 25", "a Power Challenge", the other creature. */
export interface CombatTriggerFilter {
  /** The damage is of one of these elements (an element of the attack its striker has, CR 8.6.1.2). */
  readonly elements?: readonly Element[];
  /** "from a Fire or Earth attack": the attack is of one of these elemental types (CR 8.6.1.4), whoever plays it. */
  readonly attackElements?: readonly Element[];
  readonly minDamage?: number;
  readonly exactDamage?: number;
  /** "with its first attack each combat" (glossary Strike: the creature's first attack in the combat). */
  readonly firstAttack?: boolean;
  readonly stat?: Discipline;
  /** "fails a Stat Check or Challenge": the kinds of check (glossary) that count. */
  readonly checks?: readonly ('challenge' | 'stat-check' | 'stat-fail')[];
  /** "fails a Discipline check": only a check of a Discipline counts (CR 3.2.6.1, 3.5.8.2), not a Challenge of Mugic counters. */
  readonly disciplines?: boolean;
  /** The `trigger-creature` matches this filter when the event happens ("to an Uninfected Creature"). */
  readonly filter?: CreatureFilter;
}

/** How the effects come about (CR 8.2–8.4). */
export type Timing =
  /** The card resolves: an attack (CR 8.6.2) or a mugic. */
  | { readonly kind: 'on-resolve' }
  /** CR 8.4.4: an activated ability with its cost. */
  | { readonly kind: 'activated'; readonly cost: ActivationCost; readonly oncePerTurn?: boolean; readonly onlyWhile?: readonly Condition[] }
  /** CR 8.3: a triggered ability. */
  /** `about`: which creature the event must be about ("When a Creature you control …"); `tribes`: of the Mugic played. */
  | { readonly kind: 'triggered'; readonly event: TriggerEvent; readonly element?: Element; readonly about?: Subject; readonly tribes?: readonly Tribe[]; readonly on?: CombatTriggerFilter; readonly by?: 'you' | 'opponent' }
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
  /** CR 9.3.5: Mirage text ("mirage: …"), in force while the card is the Mirage on the battleboard, not as the active Location. */
  readonly mirage?: boolean;
}

/** Card text the registry cannot express: the log states its outcome for a judge. */
export interface AttestedText {
  readonly kind: 'attested';
  readonly text: string;
}

/** A card ability after the effect layer: a keyword from the keyword layer, an automated effect or attested text. */
export type CardEffect = { readonly kind: 'keyword'; readonly ability: Ability } | AutomatedEffect | AttestedText;
