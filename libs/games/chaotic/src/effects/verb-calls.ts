import type { Discipline, Element } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { AutomatedEffect, Condition, Count, CreatureFilter, Duration, Subject } from './effect-types';

export type DeckKind = 'attack' | 'location';
/** After looking (glossary "Look at"): keep order, any order, or one on top and the rest on the bottom. */
export type Arrangement = 'unchanged' | 'any-order' | 'one-top-rest-bottom';
export type Players = 'you' | 'each';
export type Prohibited = 'move' | 'play-mugic' | 'play-tribal-mugic' | 'play-activated-abilities' | 'be-healed';
/** Cards other than creatures whose abilities an effect changes. */
export type CardClass = 'battlegear' | 'active-location' | 'mugic';
/** What a player chooses on resolution ("an Elemental Type of your choice", "the Discipline of your choice"). */
export type ChoiceKind = 'element' | 'discipline';
/** Which attack `set-attack-damage` changes: the targeted attack on the burst, or each creature's first attack each combat. */
export type AttackWhich = 'target-attack' | 'first-attack' | 'this-attack';

/**
 * The closed set of effect verbs: each call is data `{ verb, params }`. Every verb has a
 * parameter schema (`VERB_SCHEMAS`) checked when the card set loads and one `apply`
 * (`verbs.ts`) that works through `EffectContext`.
 */
export type VerbCall =
  /** `per`: the amount counts once for each thing counted ("Deal 5 damage for each Elemental Type your engaged Creature has"). */
  | { readonly verb: 'deal-damage'; readonly params: { readonly amount: number; readonly to: Subject; readonly per?: Count } }
  | { readonly verb: 'heal'; readonly params: { readonly amount: number; readonly to: Subject; readonly per?: Count } }
  /** `per`: the delta counts once for each creature matching each filter ("for each Mandiblor you control"). */
  | { readonly verb: 'modify-stat'; readonly params: { readonly stat: Stat; readonly delta: number; readonly to: Subject; readonly duration: Duration; readonly per?: readonly CreatureFilter[] } }
  | { readonly verb: 'gain-element'; readonly params: { readonly element: Element; readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'lose-element'; readonly params: { readonly element: Element; readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'grant-ability'; readonly params: { readonly ability: Ability; readonly to: Subject; readonly duration: Duration } }
  /** `ability` is an ability kind ("invisibility") or "all". */
  /** `cannotGain`: "loses and cannot gain" — the ability cannot be granted again for the duration. */
  | { readonly verb: 'remove-ability'; readonly params: { readonly ability: string; readonly to: Subject; readonly duration: Duration; readonly cannotGain?: boolean } }
  | { readonly verb: 'set-hive'; readonly params: { readonly on: boolean } }
  | { readonly verb: 'infect'; readonly params: { readonly to: Subject } }
  | { readonly verb: 'uninfect'; readonly params: { readonly to: Subject } }
  | { readonly verb: 'flip-battlegear'; readonly params: { readonly of: Subject; readonly face: 'up' | 'down' } }
  | { readonly verb: 'destroy-battlegear'; readonly params: { readonly of: Subject } }
  | { readonly verb: 'add-mugic-counters'; readonly params: { readonly amount: number; readonly to: Subject } }
  /** `chosen`: from one creature the player picks among those `from` names ("from a Creature you control"). */
  | { readonly verb: 'remove-mugic-counters'; readonly params: { readonly amount: number; readonly from: Subject; readonly chosen?: boolean } }
  | { readonly verb: 'relocate'; readonly params: { readonly to: Subject; readonly destination: 'adjacent-unoccupied' | 'any-unoccupied' } }
  /** `players`: who returns one; `optional` when the text says "can". */
  | { readonly verb: 'return-mugic-to-hand'; readonly params: { readonly players: Players; readonly optional: boolean } }
  | { readonly verb: 'discard-mugic'; readonly params: { readonly players: Players; readonly count: number } }
  /** CR 8.4.2: Mugic of these tribes costs `delta` more counters (negative: less). */
  | { readonly verb: 'modify-mugic-cost'; readonly params: { readonly delta: number; readonly tribes: readonly string[]; readonly duration: Duration } }
  /** CR 3.4.4.1: `who` may play Mugic of these tribes (empty: of any tribe). */
  | { readonly verb: 'allow-mugic-tribes'; readonly params: { readonly who: Subject; readonly tribes: readonly string[]; readonly duration: Duration } }
  /** The first attack each combat of each creature `by` names deals `delta` more damage. */
  | { readonly verb: 'modify-first-attack-damage'; readonly params: { readonly delta: number; readonly by: Subject; readonly duration: Duration } }
  /** `targeting`: only a mugic or ability that targets this creature ("… that targets Chaor"). */
  | { readonly verb: 'negate'; readonly params: { readonly what: 'mugic' | 'mugic-or-ability'; readonly tribes: readonly string[]; readonly targeting?: Subject } }
  | { readonly verb: 'look-at-deck'; readonly params: { readonly owner: 'you' | 'target-player'; readonly decks: readonly DeckKind[]; readonly count: number; readonly arrangement: Arrangement } }
  | { readonly verb: 'shuffle-deck'; readonly params: { readonly owner: 'you' | 'target-player'; readonly decks: readonly DeckKind[] } }
  /** `players`: "each player draws two Attack Cards" (default: you). */
  | { readonly verb: 'draw-attack'; readonly params: { readonly count: number; readonly players?: Players } }
  | { readonly verb: 'discard-attack'; readonly params: { readonly count: number; readonly players?: Players } }
  /**
   * CR 8.5.4: attack damage changed by `delta`, for attacks with any of `elements` (CR 8.6.1.4) or
   * of `disciplines` (CR 3.5.8.2) when given, and only to `to` when given.
   */
  | { readonly verb: 'modify-attack-damage'; readonly params: { readonly delta: number; readonly elements: readonly Element[]; readonly disciplines?: readonly Discipline[]; readonly to?: Subject; readonly duration: Duration } }
  | { readonly verb: 'prohibit'; readonly params: { readonly action: Prohibited; readonly who?: Subject; readonly duration: Duration } }
  /** "gains / loses an Elemental Type of your choice": the controller picks one on resolution. */
  | { readonly verb: 'choose-element'; readonly params: { readonly gain: boolean; readonly to: Subject; readonly duration: Duration } }
  /** "gains / loses 15 in the Discipline of your choice". */
  | { readonly verb: 'choose-discipline'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration } }
  /** "You can A. If you do, B": the controller may do `steps`; `ifDone` happens only when every step did something. */
  | { readonly verb: 'optional'; readonly params: { readonly steps: readonly VerbCall[]; readonly ifDone: readonly VerbCall[] } }
  /** "Remove a Mugic counter from … If you do, …": the same without a choice; `ifDone` when every step did something. */
  | { readonly verb: 'if-done'; readonly params: { readonly steps: readonly VerbCall[]; readonly ifDone: readonly VerbCall[] } }
  /** "Target attack deals 0 damage", "it deals 0 damage on its first attack each combat". */
  | { readonly verb: 'set-attack-damage'; readonly params: { readonly amount: number; readonly which: AttackWhich; readonly by?: Subject; readonly duration: Duration } }
  /** "Battlegear have no abilities", "The active Location loses all abilities". */
  | { readonly verb: 'suppress-abilities'; readonly params: { readonly cards: CardClass; readonly duration: Duration } }
  /** "Each Mugic has "Untargetable."". */
  | { readonly verb: 'grant-card-ability'; readonly params: { readonly cards: CardClass; readonly ability: Ability; readonly duration: Duration } }
  /** A quoted non-keyword ability granted to creatures: its own timing, conditions and steps; `self` in it is the creature that has it. */
  | { readonly verb: 'grant-effect'; readonly params: { readonly effect: AutomatedEffect; readonly to: Subject; readonly duration: Duration } }
  /** "Attacks played by UnderWorld Creatures have "Challenge Power 15: Deal 5 damage."". */
  | { readonly verb: 'grant-attack-effect'; readonly params: { readonly effect: AutomatedEffect; readonly by: Subject; readonly duration: Duration } }
  /** "Return (target) Mandiblor Creature Card from your general discard pile to play to any unoccupied space". */
  | { readonly verb: 'return-creature-to-play'; readonly params: { readonly filter: CreatureFilter; readonly targeted: boolean } }
  /** "Mugic played by Creatures you control that deal damage deal an additional 5 damage". */
  | { readonly verb: 'modify-mugic-damage'; readonly params: { readonly delta: number; readonly by: Subject; readonly duration: Duration } }
  /** "can move to any space on the Battleboard as if it were adjacent". */
  | { readonly verb: 'move-as-if-adjacent'; readonly params: { readonly who: Subject; readonly duration: Duration } }
  /** CR 8.4.2: "pay 1 less Mugic counter to play their first Mugic this turn". */
  | { readonly verb: 'modify-first-mugic-cost'; readonly params: { readonly delta: number; readonly who: Subject; readonly duration: Duration } }
  /** "Reveal a new active Location" (CR 4.1.5 Location Deck). */
  | { readonly verb: 'reveal-location'; readonly params: Record<string, never> }
  /** "Both players shuffle their Attack Decks and Attack Discard piles together". */
  | { readonly verb: 'shuffle-discard-into-deck'; readonly params: { readonly players: Players; readonly decks: readonly DeckKind[] } }
  /** "Change the target of target Mugic or ability with a single target" (CR 8.4.1.3). */
  | { readonly verb: 'change-target'; readonly params: Record<string, never> }
  /** "If a player controls an engaged Creature with Air, that player can …": `steps` done by each such creature's controller as "you". */
  /** A condition inside the text ("If …, deal 10 damage instead", "If it isn't, …"): `then` when every condition holds, else `otherwise`. */
  | { readonly verb: 'conditional'; readonly params: { readonly conditions: readonly Condition[]; readonly then: readonly VerbCall[]; readonly otherwise: readonly VerbCall[] } }
  /** "Reduce opposing engaged Creature's Power to 0": the stat becomes `value` (a change of value − current). */
  | { readonly verb: 'set-stat'; readonly params: { readonly stat: Stat; readonly value: number; readonly to: Subject; readonly duration: Duration } }
  /** "Ikub'ra deals an additional 5 attack damage to OverWorld Creatures" (CR 8.6.2.2): attacks by `by` against creatures matching `against`. */
  | { readonly verb: 'modify-attack-damage-by'; readonly params: { readonly delta: number; readonly by: Subject; readonly against: CreatureFilter; readonly duration: Duration } }
  /** "Damage dealt to Gnarlus by Mugic is reduced to 0". */
  | { readonly verb: 'set-mugic-damage'; readonly params: { readonly amount: number; readonly to: Subject; readonly duration: Duration } }
  /** "The first attack against Lomma each combat deals 10 less damage". */
  | { readonly verb: 'modify-first-attack-damage-to'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration } }
  /** "Destroy target engaged Creature with 0 Speed" (CR 8.5.6: it goes to the general discard pile with its Battlegear). */
  | { readonly verb: 'destroy-creature'; readonly params: { readonly to: Subject } }
  /** "Mipedian Creatures you control are healed an additional 5 damage". */
  | { readonly verb: 'modify-healing'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration } }
  /** "Damage dealt to Warbeast Creatures you control by Recklessness is reduced by 5" (glossary Recklessness); `per` scales it. */
  | { readonly verb: 'modify-recklessness-damage'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration; readonly per?: Count } }
  | { readonly verb: 'for-controllers'; readonly params: { readonly of: Subject; readonly steps: readonly VerbCall[] } };

export type VerbName = VerbCall['verb'];
export type ParamsOf<V extends VerbName> = Extract<VerbCall, { verb: V }>['params'];
