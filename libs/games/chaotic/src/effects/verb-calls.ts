import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { AutomatedEffect, Condition, Count, CreatureFilter, Duration, Subject } from './effect-types';

export type DeckKind = 'attack' | 'location';
/** After looking (glossary "Look at"): keep order, any order, or one on top and the rest on the bottom. */
export type Arrangement = 'unchanged' | 'any-order' | 'one-top-rest-bottom';
export type Players = 'you' | 'each';
/** Whose printed Elemental Types `gain-printed-elements` copies: your creature cards in your general discard pile, or the creature's own (glossary Scanned). */
export type ElementSource = 'your-discard' | 'scanned';
/** What `negate` may negate (CR 8.2): `creature-ability` an activated Creature ability, `attack` / `elemental-attack` an attack on the burst (CR 8.6.1.4). */
export type Negatable = 'mugic' | 'mugic-or-ability' | 'creature-ability' | 'attack' | 'elemental-attack';
/** `gain-mugic-counters`: "Ultadur cannot have Mugic counters put on it". */
export type Prohibited = 'move' | 'play-mugic' | 'play-tribal-mugic' | 'play-activated-abilities' | 'be-healed' | 'gain-mugic-counters'
  /** "Battlegear cannot be destroyed" (Bahrakatan): sacrificing or flipping it still works. */
  | 'destroy-battlegear'
  /** "cannot be relocated by Mugic, abilities or Attacks" (Gloom-mire Night); "cannot gain or lose Elemental Types" (Lake Ken-I-Po); "cannot spend Mugic counters to play Mugic or abilities" (CR 8.4.2.1, 8.4.4.1). */
  | 'be-relocated' | 'change-elements' | 'spend-mugic-counters'
  /** Sahrnokk: "Creatures cannot end their move in equipped Creature's space" (it cannot be moved into, CR 6.3.3). */
  /** Phobia Plates: "Creatures engaged with equipped Creature fail all Challenges on attacks they play". */
  | 'win-challenges'
  | 'end-move-in-space'
  /** "Battlegear cannot be flipped face-down" (Shardcrafters' Workshop). */
  | 'flip-gear-face-down'
  /** "Battlegear equipped to Creatures without Air is not flipped face-up at the beginning of combat" (CR 7.2.2). */
  | 'reveal-battlegear'
  /** "cannot move or relocate into unoccupied spaces" (Phelphor): moves that start combat are still allowed. */
  | 'move-to-unoccupied'
  /** "cannot … gain Energy from non-innate abilities" (Galmedar): no Energy from a resolved effect. */
  | 'gain-energy'
  /** "Hive cannot be Activated again this turn" (Faash). */
  | 'activate-hive'
  /** "cannot be Infected" (CR 9.1); "cannot be targeted by Mugic" / "by opposing Mugic or abilities" (CR 8.4.1.3). */
  | 'be-infected' | 'be-targeted-by-mugic' | 'be-targeted-by-opposing'
  /** "Equipped Creature cannot be targeted by abilities" (Challor, CR 8.4.1.3). */
  | 'be-targeted-by-abilities'
  /** "Hive cannot be Deactivated" (Infight; glossary Hive). */
  | 'deactivate-hive'
  /** "Cromaxx's Energy cannot be reduced by Mugic" (a Mugic's own effects; not abilities it creates). */
  | 'lose-energy-to-mugic'
  /** "Target Creature's Disciplines cannot be increased or decreased" (Song of Stable Shields): no Discipline changes from effects that resolve while it lasts. */
  | 'change-disciplines'
  /** "Target Creature cannot gain Elemental Types" (Counterpoint of Chaos), "… cannot lose Elemental Types from Mugic, Attacks or abilities" (Scarab of Khilai). */
  | 'gain-elements' | 'lose-elements';
/** Cards other than creatures whose abilities an effect changes. */
export type CardClass = 'battlegear' | 'active-location' | 'mugic';
/** What a player chooses on resolution ("an Elemental Type of your choice", "the Discipline of your choice"). */
/** `mode`: which mode of a "Choose one:" Mugic ("1", "2", … in printed order). */
export type ChoiceKind = 'element' | 'discipline' | 'mode';
/** Which attack `set-attack-damage` changes: the targeted attack on the burst, or each creature's first attack each combat. */
/** `first-attack-against`: the first attack each combat against the creature `by` names ("the first attack against Akkerbal each combat deals 0 damage"). */
/** `next-attack`: "The next attack played this combat deals 0 damage" (whoever plays it). */
/** `target-attack-or-mugic`: the attack or Mugic on the burst below this item (Symphony of Shielding). */
/** `attacks-against`: every attack played against `by` (of `buildPoints` only, when given: Illiar). */
export type AttackWhich = 'target-attack' | 'first-attack' | 'this-attack' | 'first-attack-against' | 'next-attack' | 'target-attack-or-mugic' | 'attacks-against';

/**
 * The closed set of effect verbs: each call is data `{ verb, params }`. Every verb has a
 * parameter schema (`VERB_SCHEMAS`) checked when the card set loads and one `apply`
 * (`verbs.ts`) that works through `EffectContext`.
 */
export type VerbCall =
  /** `per`: the amount counts once for each thing counted ("Deal 5 damage for each Elemental Type your engaged Creature has"). */
  | { readonly verb: 'deal-damage'; readonly params: { readonly amount: number; readonly to: Subject; readonly per?: Count } }
  /** `all`: "heal all damage on …" (Fliandar): every damage counter, `amount` 0. */
  | { readonly verb: 'heal'; readonly params: { readonly amount: number; readonly to: Subject; readonly per?: Count; readonly all?: true } }
  /** `per`: the delta counts once for each creature matching each filter ("for each Mandiblor you control"). */
  /** `perCount`: the delta counts once for each thing a count counts ("for each Tribe you control"). */
  | { readonly verb: 'modify-stat'; readonly params: { readonly stat: Stat; readonly delta: number; readonly to: Subject; readonly duration: Duration; readonly per?: readonly CreatureFilter[]; readonly perCount?: Count } }
  | { readonly verb: 'gain-element'; readonly params: { readonly element: Element; readonly to: Subject; readonly duration: Duration } }
  /** `cannotGain`: "does not have Water and cannot gain it": no later gain gives it back for the duration. */
  | { readonly verb: 'lose-element'; readonly params: { readonly element: Element; readonly to: Subject; readonly duration: Duration; readonly cannotGain?: boolean } }
  /** `per`: one copy for each thing counted ("has "Invisibility: Strike 10" for each Elemental Type …"; copies add up, CR 8.8.1.2). */
  | { readonly verb: 'grant-ability'; readonly params: { readonly ability: Ability; readonly to: Subject; readonly duration: Duration; readonly per?: Count } }
  /** `ability` is an ability kind ("invisibility") or "all". */
  /** `cannotGain`: "loses and cannot gain" — the ability cannot be granted again for the duration. `element:Water`: its "Water X" (Dasalin). */
  | { readonly verb: 'remove-ability'; readonly params: { readonly ability: string; readonly to: Subject; readonly duration: Duration; readonly cannotGain?: boolean } }
  | { readonly verb: 'set-hive'; readonly params: { readonly on: boolean } }
  /** `chosen`: one creature the player picks among those `to` names ("Infects an Uninfected Creature they control"). */
  /** `chosen`: one the controller picks among `to`; `times` `x`: X of them, one after another (Ode to Obscurity, CR 8.4.2.6). */
  | { readonly verb: 'infect'; readonly params: { readonly to: Subject; readonly chosen?: boolean; readonly times?: 'x' } }
  /** `upTo`: "Uninfect up to three Infected Creatures" — that many at most, picked on resolution. */
  | { readonly verb: 'uninfect'; readonly params: { readonly to: Subject; readonly upTo?: number } }
  /** `over`: "face-up or face-down", turned to the other side from how it lies (Gear Glissando). */
  /** `chosen`: "Flip a face-down Battlegear you control face-up": one the controller picks among those `of` names that can turn that way. */
  | { readonly verb: 'flip-battlegear'; readonly params: { readonly of: Subject; readonly face: 'up' | 'down' | 'over'; readonly chosen?: boolean } }
  /** `sacrifice`: "sacrifice a Battlegear equipped to …" (glossary Sacrifice: it cannot be prevented). */
  /** `chosen`: one Battlegear the controller picks among those `of` names ("Sacrifice a Battlegear equipped to an unengaged UnderWorld Creature you control"). */
  | { readonly verb: 'destroy-battlegear'; readonly params: { readonly of: Subject; readonly sacrifice?: boolean; readonly chosen?: boolean } }
  /** `per`: "put a Mugic counter on Enre-hep for each Mugic counter on that Creature". */
  /** `chosen`: on one creature the player picks among those `to` names ("on any Creature", "on a Creature of your choice"). */
  | { readonly verb: 'add-mugic-counters'; readonly params: { readonly amount: number; readonly to: Subject; readonly per?: Count; readonly chosen?: boolean } }
  /** "put a Leadership counter on it": a counter of another name, which only the card's own text reads. */
  | { readonly verb: 'add-named-counters'; readonly params: { readonly name: string; readonly amount: number; readonly to: Subject } }
  /** `chosen`: from one creature the player picks among those `from` names ("from a Creature you control"). */
  /** `per`: "Remove X Mugic counters …, where X is the number of Mugic counters on your engaged Creature"; `all`: "Remove all Mugic counters from …". */
  | { readonly verb: 'remove-mugic-counters'; readonly params: { readonly amount: number; readonly from: Subject; readonly chosen?: boolean; readonly per?: Count; readonly all?: boolean } }
  | { readonly verb: 'relocate'; readonly params: { readonly to: Subject; readonly destination: 'adjacent-unoccupied' | 'any-unoccupied' } }
  /** `players`: who returns one; `optional` when the text says "can". */
  | { readonly verb: 'return-mugic-to-hand'; readonly params: { readonly players: Players; readonly optional: boolean } }
  /** `random`: "discards a random Mugic Card" (the match's seeded RNG picks it). */
  | { readonly verb: 'discard-mugic'; readonly params: { readonly players: Players; readonly count: number; readonly random?: boolean } }
  /** CR 8.4.2: Mugic of these tribes costs `delta` more counters (negative: less). */
  /** `named`: only Mugic of that name ("Mugic named Calling of Aa'une"). */
  | { readonly verb: 'modify-mugic-cost'; readonly params: { readonly delta: number; readonly tribes: readonly string[]; readonly duration: Duration; readonly named?: string } }
  /** CR 3.4.4.1: `who` may play Mugic of these tribes (empty: of any tribe). */
  /** `controlled`: "Mugic from any Tribe you control": the tribes of the controller's creatures, read when it applies. */
  | { readonly verb: 'allow-mugic-tribes'; readonly params: { readonly who: Subject; readonly tribes: readonly string[]; readonly duration: Duration; readonly controlled?: boolean } }
  /** The first attack each combat of each creature `by` names deals `delta` more damage. */
  | { readonly verb: 'modify-first-attack-damage'; readonly params: { readonly delta: number; readonly by: Subject; readonly duration: Duration } }
  /** `targeting`: only a mugic or ability that targets this creature ("… that targets Chaor"). */
  /** `toHand`: the negated card goes to its controller's hand instead of the discard pile (Cadence Clash). */
  | { readonly verb: 'negate'; readonly params: { readonly what: Negatable; readonly tribes: readonly string[]; readonly targeting?: Subject; readonly toHand?: boolean } }
  | { readonly verb: 'look-at-deck'; readonly params: { readonly owner: 'you' | 'target-player'; readonly decks: readonly DeckKind[]; readonly count: number; readonly arrangement: Arrangement } }
  | { readonly verb: 'shuffle-deck'; readonly params: { readonly owner: 'you' | 'target-player'; readonly decks: readonly DeckKind[] } }
  /** `players`: "each player draws two Attack Cards" (default: you). */
  | { readonly verb: 'draw-attack'; readonly params: { readonly count: number; readonly players?: Players } }
  /** `named`: "discard another card named Marksman's Preparation" (from your Attack hand; false when you hold none). */
  | { readonly verb: 'discard-attack'; readonly params: { readonly count: number; readonly players?: Players; readonly named?: string } }
  /**
   * CR 8.5.4: attack damage changed by `delta`, for attacks with any of `elements` (CR 8.6.1.4) or
   * of `disciplines` (CR 3.5.8.2) when given, and only to `to` when given.
   */
  /** `sharedElement`: only attacks of an element the damaged creature has ("attacks they share an Elemental Type with", CR 8.6.1.4). */
  /** `all`: the change is to all damage the creature is dealt (attacks, mugic, abilities, any other source), not only attack damage. */
  | { readonly verb: 'modify-attack-damage'; readonly params: { readonly delta: number; readonly elements: readonly Element[]; readonly disciplines?: readonly Discipline[]; readonly to?: Subject; readonly duration: Duration; readonly sharedElement?: boolean; readonly all?: boolean } }
  | { readonly verb: 'prohibit'; readonly params: { readonly action: Prohibited; readonly who?: Subject; readonly duration: Duration } }
  /** "gains / loses an Elemental Type of your choice": the controller picks one on resolution. */
  /** `times`: "loses X Elemental Types of your choice" — the X chosen as it was played (CR 8.4.2.6). */
  /** `value`: "gains the chosen Elemental Type and "Element 5" of it" (Destructozooka): any of the four, with Element `value` of it. */
  /** `abilityOnly`: with `value`, only the "Element 5" ability, not the Elemental Type (Double Edge: "choose "Fire 5," … gains the chosen ability"). */
  | { readonly verb: 'choose-element'; readonly params: { readonly gain: boolean; readonly to: Subject; readonly duration: Duration; readonly times?: 'x'; readonly value?: number; readonly abilityOnly?: boolean } }
  /** "gains / loses 15 in the Discipline of your choice". */
  /** `lowest`: only among its lowest Disciplines ("gains 50 to its lowest Discipline"); a tie is the controller's choice. */
  /** `other`: "another Discipline of your choice" — not the one chosen last in this resolution. */
  | { readonly verb: 'choose-discipline'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration; readonly lowest?: boolean; readonly other?: boolean } }
  /** "You can A. If you do, B": the controller may do `steps`; `ifDone` happens only when every step did something. */
  | { readonly verb: 'optional'; readonly params: { readonly steps: readonly VerbCall[]; readonly ifDone: readonly VerbCall[] } }
  /** "Remove a Mugic counter from … If you do, …": the same without a choice; `ifDone` when every step did something. */
  /** `otherwise`: "If you cannot, destroy Gintanai": what happens when a step did nothing. */
  | { readonly verb: 'if-done'; readonly params: { readonly steps: readonly VerbCall[]; readonly ifDone: readonly VerbCall[]; readonly otherwise?: readonly VerbCall[] } }
  /** "Target attack deals 0 damage", "it deals 0 damage on its first attack each combat". */
  /** `elemental` / `to`: only a target attack that is Elemental / is played against that creature ("Target Elemental Attack deals 0 damage to Lomma"). */
  | { readonly verb: 'set-attack-damage'; readonly params: { readonly amount: number; readonly which: AttackWhich; readonly by?: Subject; readonly duration: Duration; readonly elemental?: boolean; readonly to?: Subject; readonly buildPoints?: number } }
  /** "When target attack deals damage, deal the same amount of damage to the Creature that played that attack" (Rhyme of the Reckless). */
  | { readonly verb: 'reflect-attack-damage'; readonly params: Record<string, never> }
  /** "your opponent reveals their attack hand" (Son'las): shown to both players. */
  | { readonly verb: 'reveal-hand'; readonly params: { readonly who: 'opponent'; readonly hand: 'attack' | 'mugic' } }
  /** Nimmei: "it gains all Elemental Types that attack had", and "Element `elementX`" in each it gained this way. */
  | { readonly verb: 'gain-attack-elements'; readonly params: { readonly to: Subject; readonly elementX?: number; readonly duration: Duration } }
  /** "The next time Dror'niq is dealt attack damage this turn, …" (`once`), "When target Creature is dealt attack damage this turn, …": `effect` triggers on `about`'s event for the duration. */
  | { readonly verb: 'delayed-trigger'; readonly params: { readonly about: Subject; readonly effect: AutomatedEffect; readonly once: boolean; readonly duration: Duration } }
  /** "Battlegear have no abilities", "The active Location loses all abilities". */
  | { readonly verb: 'suppress-abilities'; readonly params: { readonly cards: CardClass; readonly duration: Duration } }
  /** "Each Mugic has "Untargetable."". */
  /** `of`: the battlegear equipped to these creatures ("Battlegear equipped to OverWorld Creatures you control have "Untargetable.""). */
  | { readonly verb: 'grant-card-ability'; readonly params: { readonly cards: CardClass; readonly ability: Ability; readonly duration: Duration; readonly of?: Subject } }
  /** A quoted non-keyword ability granted to creatures: its own timing, conditions and steps; `self` in it is the creature that has it. */
  | { readonly verb: 'grant-effect'; readonly params: { readonly effect: AutomatedEffect; readonly to: Subject; readonly duration: Duration } }
  /** "Attacks played by UnderWorld Creatures have "Challenge Power 15: Deal 5 damage."". */
  | { readonly verb: 'grant-attack-effect'; readonly params: { readonly effect: AutomatedEffect; readonly by: Subject; readonly duration: Duration } }
  /** "Return (target) Mandiblor Creature Card from your general discard pile to play to any unoccupied space". */
  /** `ownSide`: "to any unoccupied space on their side of the Battleboard" (CR 4.1.1); `another`: not a creature sacrificed by this same effect. */
  | { readonly verb: 'return-creature-to-play'; readonly params: { readonly filter: CreatureFilter; readonly targeted: boolean; readonly ownSide?: boolean; readonly another?: boolean } }
  /** "Mugic played by Creatures you control that deal damage deal an additional 5 damage". */
  /** `tribes`: only Mugic of these tribes ("Danian Mugic played by Creatures you control", Dhilas). */
  | { readonly verb: 'modify-mugic-damage'; readonly params: { readonly delta: number; readonly by: Subject; readonly duration: Duration; readonly tribes?: readonly string[] } }
  /** "can move to any space on the Battleboard as if it were adjacent". */
  | { readonly verb: 'move-as-if-adjacent'; readonly params: { readonly who: Subject; readonly duration: Duration } }
  /** CR 8.4.2: "pay 1 less Mugic counter to play their first Mugic this turn". */
  | { readonly verb: 'modify-first-mugic-cost'; readonly params: { readonly delta: number; readonly who: Subject; readonly duration: Duration } }
  /** CR 8.4.2: "The caster pays 2 less mugic counters to play this Mugic if …": the Mugic's own cost as it is played (its conditions read then). */
  | { readonly verb: 'modify-this-mugic-cost'; readonly params: { readonly delta: number } }
  /** "Reveal a new active Location" (CR 4.1.5 Location Deck). */
  /** `byActivePlayer`: "The active player reveals a new active Location" (from their Location Deck, CR 6.2.1); else the controller does. */
  | { readonly verb: 'reveal-location'; readonly params: { readonly byActivePlayer?: boolean } }
  /** "Both players shuffle their Attack Decks and Attack Discard piles together". */
  | { readonly verb: 'shuffle-discard-into-deck'; readonly params: { readonly players: Players; readonly decks: readonly DeckKind[] } }
  /** "Change the target of target Mugic or ability with a single target" (CR 8.4.1.3). */
  /** `what`: "for target Mugic which only targets a single Creature" (Wytod): Mugic only. */
  | { readonly verb: 'change-target'; readonly params: { readonly what?: 'mugic' } }
  /** "If a player controls an engaged Creature with Air, that player can …": `steps` done by each such creature's controller as "you". */
  /** A condition inside the text ("If …, deal 10 damage instead", "If it isn't, …"): `then` when every condition holds, else `otherwise`. */
  | { readonly verb: 'conditional'; readonly params: { readonly conditions: readonly Condition[]; readonly then: readonly VerbCall[]; readonly otherwise: readonly VerbCall[] } }
  /** "Reduce opposing engaged Creature's Power to 0": the stat becomes `value` (a change of value − current). */
  | { readonly verb: 'set-stat'; readonly params: { readonly stat: Stat; readonly value: number; readonly to: Subject; readonly duration: Duration } }
  /** "Ikub'ra deals an additional 5 attack damage to OverWorld Creatures" (CR 8.6.2.2): attacks by `by` against creatures matching `against`. */
  /** `elements`: only attacks of one of these elements ("deals an additional 5 damage with Elemental Attacks", CR 8.6.1.4). */
  /** "Arctus gains all Elemental Types your adjacent Creatures have": each creature `to` names gains every element one of `from` has now. */
  /** "The next attack played by Maxxor this turn deals an additional 10 damage" (`to`: "… 10 less damage to Maxxor"). */
  | { readonly verb: 'modify-next-attack-damage'; readonly params: { readonly delta: number; readonly by: Subject; readonly to?: Subject; readonly duration: Duration } }
  /** "Mugic counters on Illexia count as Mandiblors you control when counting Mandiblors" (`counters-on`), Khritlaan's "Mandiblor Creature Cards in your general discard pile …" (`discard-cards`). */
  | { readonly verb: 'count-as-mandiblors'; readonly params: { readonly what: 'counters-on' | 'discard-cards'; readonly on?: Subject; readonly duration: Duration } }
  /** Vix'ben: "negate that Mugic": the Mugic whose play triggered this. */
  | { readonly verb: 'negate-triggering-mugic'; readonly params: Record<string, never> }
  /** "Destroy that Battlegear at the beginning of the next turn": a delayed trigger (CR 8.3.1) on the battlegear now equipped to `of`. */
  | { readonly verb: 'destroy-battlegear-next-turn'; readonly params: { readonly of: Subject } }
  /** "you can return it to play to any unoccupied space on your side of the Battleboard": that very creature card, from its owner's general discard pile (CR 4.1.6). */
  | { readonly verb: 'return-to-play'; readonly params: { readonly who: Subject; readonly ownSide: boolean } }
  /** "Attacks played by Nunk'worn also count as Fire and Water attacks": for what reads an attack's elements (CR 8.6.1.4), not its damage. */
  | { readonly verb: 'attacks-count-as'; readonly params: { readonly by: Subject; readonly elements: readonly Element[]; readonly duration: Duration } }
  /** "Return Recurring Rescue to your hand when it resolves": the resolving Mugic goes to its caster's player's hand, not the discard pile. */
  | { readonly verb: 'return-this-mugic-to-hand'; readonly params: Record<string, never> }
  /** "The next time an Attack would deal damage this turn, it deals 10 damage instead" (Stingblade Prototype, CR 8.8.2). */
  | { readonly verb: 'replace-next-attack-damage'; readonly params: { readonly amount: number; readonly duration: Duration } }
  /** Fighters' Fanfare: "The next time an attack would deal damage to a Creature this turn, it deals damage to target engaged Creature … instead". */
  | { readonly verb: 'redirect-next-attack'; readonly params: { readonly to: Subject; readonly duration: Duration } }
  /** CR 9.3 Mirage Locations: move the one on the Battleboard, shuffle it into its owner's Location Deck, put the active one onto the Battleboard, or shuffle the active one away (its owner reveals anew). */
  | { readonly verb: 'mirage'; readonly params: { readonly action: 'move' | 'shuffle' | 'place-active' | 'shuffle-active' } }
  /** "Remove a Creature Card in your general discard pile from the game", "Target player removes all cards in their general discard pile from the game". */
  /** `count` `any`: "any number of" (the controller stops when they like); `subtype` / `tribes` narrow the cards ("a Minion Creature Card", "OverWorld Creatures"). */
  /** `either`: "a card in a general discard pile" (Gravel Grind), from either player's pile. */
  | { readonly verb: 'remove-from-game'; readonly params: { readonly players: 'you' | 'each' | 'target-player' | 'either'; readonly count: number | 'all' | 'any'; readonly cardType?: 'Creature'; readonly subtype?: string; readonly tribes?: readonly Tribe[] } }
  /** "If the Initiative of the active Location is an Elemental Type, your engaged Creature gains that Elemental Type". */
  /** "All Battlegear equipped to the opposing engaged Creature becomes equipped to Vlar" (its controller controls it then). */
  /** "All non-attack damage that would be dealt to target adjacent Creature is dealt to Porthyn instead". */
  /** "The next attack played by Takinom this turn counts as its first attack this combat" (Strike X, first-attack effects). */
  /** CR 8.4.2: "Najarin pays 1 less Mugic counter to play Mugic Cards to a minimum of 1": `who`'s Mugic cost `delta` more, never taken below `minimum`. */
  /** "Target Minion Creature is treated as if its controller did not also control a Chieftain" (CR 9.2: not Brainwashed). */
  /** "Your other Creatures with Water succeed on all Discipline checks on attacks they play" (Arrthoa). */
  /** Tassanil: "Target Danian Creature gains the expended Elemental Type" (the one its cost expended). */
  | { readonly verb: 'gain-expended-element'; readonly params: { readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'succeed-checks'; readonly params: { readonly who: Subject; readonly duration: Duration } }
  /** Decomposition: "Target Creature fails all Discipline checks on attacks it plays". */
  | { readonly verb: 'fail-checks'; readonly params: { readonly who: Subject; readonly duration: Duration } }
  /** Fanfare of Elemental Champions: "gains "Element 5" of the chosen Elemental Type" — the one chosen earlier in the same text. */
  | { readonly verb: 'grant-chosen-element'; readonly params: { readonly x: number; readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'unbrainwash'; readonly params: { readonly to: Subject; readonly duration: Duration } }
  /** Deep Dirge: "Target Minion Creature is treated as if that Creature's controller also controlled a Chieftain" (CR 9.2: Brainwashed). */
  | { readonly verb: 'brainwash'; readonly params: { readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'modify-caster-mugic-cost'; readonly params: { readonly delta: number; readonly who: Subject; readonly minimum?: number; readonly duration: Duration } }
  | { readonly verb: 'redirect-damage'; readonly params: { readonly from: Subject; readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'move-battlegear'; readonly params: { readonly from: Subject; readonly to: Subject } }
  /** `x`: "has "Element 5" in that Elemental Type" (Ørth): the Element X ability of that type instead of the type. */
  | { readonly verb: 'gain-initiative-element'; readonly params: { readonly to: Subject; readonly duration: Duration; readonly x?: number } }
  /** `lose`: "Target Creature loses all Elemental Types your Creatures have" (Jaidwarl). */
  | { readonly verb: 'gain-elements-of'; readonly params: { readonly from: Subject; readonly to: Subject; readonly duration: Duration; readonly lose?: boolean } }
  /** `plainOnly`: "with non-Elemental and non-Discipline Attacks" (Bodal's Dagger): attacks of no element and no Discipline (CR 8.6.1.4, 3.5.8.2). */
  | { readonly verb: 'modify-attack-damage-by'; readonly params: { readonly delta: number; readonly by: Subject; readonly against: CreatureFilter; readonly duration: Duration; readonly elements?: readonly Element[]; readonly plainOnly?: boolean } }
  /** "Damage dealt to Gnarlus by Mugic is reduced to 0". */
  | { readonly verb: 'set-mugic-damage'; readonly params: { readonly amount: number; readonly to: Subject; readonly duration: Duration } }
  /** "The first attack against Lomma each combat deals 10 less damage". */
  | { readonly verb: 'modify-first-attack-damage-to'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration } }
  /** "Destroy target engaged Creature with 0 Speed" (CR 8.5.6: it goes to the general discard pile with its Battlegear). */
  | { readonly verb: 'destroy-creature'; readonly params: { readonly to: Subject } }
  /** "Mipedian Creatures you control are healed an additional 5 damage". */
  | { readonly verb: 'modify-healing'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration } }
  /** "Damage dealt to Warbeast Creatures you control by Recklessness is reduced by 5" (glossary Recklessness); `per` scales it. */
  /** `perOwnElement`: once for each Elemental Type the creature itself has ("… for each Elemental Type that Warbeast Creature has", Habekh). */
  | { readonly verb: 'modify-recklessness-damage'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration; readonly per?: Count; readonly perOwnElement?: boolean } }
  | { readonly verb: 'for-controllers'; readonly params: { readonly of: Subject; readonly steps: readonly VerbCall[] } }
  /** "gains or loses Courage, Power, Wisdom and Speed so those values become equal to the opposing engaged Creature's Scanned …" (glossary Scanned): each of `to` changes by the difference. */
  | { readonly verb: 'match-scanned'; readonly params: { readonly disciplines: readonly Discipline[]; readonly to: Subject; readonly of: Subject; readonly duration: Duration } }
  /** The attack on the burst: "Target Elemental Attack deals 15 less damage" (`elemental`: only such an attack), "Target attack (does not) count(s) as the first attack played this combat". */
  /** `perElement`: `delta` once per Elemental Type the attack has (Elemental Counterpoint, CR 8.6.1.4). */
  /** `noText`: "Target Elemental Attack loses all abilities" (Vilrik Landfarer): its text, printed or granted, does nothing. */
  | { readonly verb: 'change-target-attack'; readonly params: { readonly delta?: number; readonly first?: boolean; readonly elemental?: boolean; readonly perElement?: boolean; readonly noText?: boolean; readonly duration: Duration } }
  /** "The next attack played by Takinom this turn counts as its first attack this combat". */
  | { readonly verb: 'next-attack-first'; readonly params: { readonly by: Subject; readonly duration: Duration } }
  /** "If an attack played by Bladez would deal 0 damage, it deals 15 damage instead" (CR 8.8.2). */
  | { readonly verb: 'replace-zero-attack-damage'; readonly params: { readonly amount: number; readonly by: Subject; readonly duration: Duration } }
  /** "Damage dealt to Anarkiar by Recklessness is reduced to 0" (glossary Recklessness; a replacement, CR 8.8.2). */
  | { readonly verb: 'set-recklessness-damage'; readonly params: { readonly amount: number; readonly to: Subject; readonly duration: Duration } }
  /** "Put the top card of target player's Location Deck on the bottom of that deck". */
  | { readonly verb: 'deck-top-to-bottom'; readonly params: { readonly owner: 'you' | 'target-player'; readonly decks: readonly DeckKind[] } }
  /** "each player puts a Mugic counter on a Creature they control", "your opponent can return …": `steps` done by each (or the opposing) player as "you", the controller first. */
  | { readonly verb: 'for-players'; readonly params: { readonly who: 'each' | 'opponent'; readonly steps: readonly VerbCall[] } }
  /** "engaged Creatures gain 5 Energy for each Elemental Type they have": `steps` once per creature `of` names, which is then the `trigger-creature`; `byController`: "of their controller's choice". */
  /** "Creatures lose all Elemental Types. If a Creature lost Fire, it gains Water …": each creature's elements replaced by the ones its old ones map to. */
  /** CR 8.4.4.1: "Minion Creatures' activated abilities cost an additional Mugic counter to play". */
  /** `ifCosted`: only abilities that cost one or more Mugic counters (Electric Rain). */
  | { readonly verb: 'modify-ability-cost'; readonly params: { readonly delta: number; readonly who: Subject; readonly duration: Duration; readonly ifCosted?: boolean } }
  /** "shuffle your attack hand into your Attack Deck". */
  | { readonly verb: 'shuffle-hand-into-deck'; readonly params: Record<string, never> }
  /** "return a Battlegear Card from your general discard pile to play equipped to an unequipped Creature you control"; false when none. */
  /** `self`: only this battlegear card ("return Hive Amber to play equipped to …"), from its owner's discard pile. */
  /** `other`: "equipped to another unequipped Creature you control" (not the creature whose ability it is, Bodal). */
  | { readonly verb: 'return-battlegear-to-play'; readonly params: { readonly self?: boolean; readonly other?: boolean } }
  /** "sacrifices a Battlegear" (glossary Sacrifice): one the controller picks among those equipped to their creatures; false when none. */
  | { readonly verb: 'sacrifice-battlegear'; readonly params: Record<string, never> }
  /** "gains or loses Energy so its Energy is equal to its Scanned Energy": each creature's stat becomes its printed value (glossary Scanned). */
  | { readonly verb: 'reset-to-scanned'; readonly params: { readonly stat: Stat; readonly to: Subject; readonly duration: Duration } }
  /** CR 9.2.2 "Minion Creatures are treated as if their controller also controlled a Chieftain": their Brainwashed text is active (a Location's innate text). */
  | { readonly verb: 'minions-as-with-chieftain'; readonly params: { readonly duration: Duration } }
  /** "Arkanin can spend Mugic counters from other Muges you control to activate its abilities" (CR 8.4.4.1; engine/costs-counters.ts). */
  | { readonly verb: 'spend-counters-from'; readonly params: { readonly from: CreatureFilter; readonly duration: Duration } }
  /** "Non-attack damage is reduced to 0" (`set`), "take 5 less non-attack damage" (`delta`): damage from anything but attacks, to `to` (all when absent). */
  | { readonly verb: 'modify-non-attack-damage'; readonly params: { readonly to?: Subject; readonly delta?: number; readonly set?: number; readonly duration: Duration } }
  | { readonly verb: 'shift-elements'; readonly params: { readonly to: Subject; readonly shift: readonly { readonly from: Element; readonly into: Element }[]; readonly duration: Duration } }
  /** "Flip a coin. If heads, … If tails, …" (one flip from the game's seeded randomness). */
  | { readonly verb: 'flip-coin'; readonly params: { readonly heads: readonly VerbCall[]; readonly tails: readonly VerbCall[] } }
  /** "sacrifice a Creature you control" (glossary Sacrifice): one the controller picks among `from`; false when there is none. */
  /** `all`: every creature `from` names, no choice ("sacrifice it", Drimesse). */
  | { readonly verb: 'sacrifice-creature'; readonly params: { readonly from: Subject; readonly all?: boolean } }
  | { readonly verb: 'for-each-creature'; readonly params: { readonly of: Subject; readonly steps: readonly VerbCall[]; readonly byController?: boolean } }
  /** "gains all Elemental Types your Creature Cards in your general discard pile have" / "all of its Scanned Elemental Types": printed types. */
  | { readonly verb: 'gain-printed-elements'; readonly params: { readonly to: Subject; readonly from: ElementSource; readonly duration: Duration } }
  /** Switch Riff "Swap the spaces on the Battleboard of two target …", Armament Adagio "Swap all Battlegear equipped to two target Creatures controlled by the same player". */
  /** `chosen`: `b` is picked on resolution among the creatures it names ("with another unengaged Creature you control", not a target). */
  /** `chosenA`: the first creature is chosen too ("Swap two Shard Battlegear equipped to two Kha'rall Creatures you control"). */
  | { readonly verb: 'swap'; readonly params: { readonly what: 'spaces' | 'battlegear'; readonly a: Subject; readonly b: Subject; readonly chosen?: boolean; readonly chosenA?: boolean } }
  /** Cascading Rondo: "Swap your attack discard pile with your Attack Deck". */
  | { readonly verb: 'swap-attack-deck-and-discard'; readonly params: Record<string, never> }
  /** "Choose one:" and its modes, each the steps of one printed line; the controller picks one. */
  | { readonly verb: 'choose-one'; readonly params: { readonly modes: readonly (readonly VerbCall[])[] } }
  /** "Damage dealt by Neuro Freeze is reduced by 10", "Morphwrath deals 5 less damage for each …" (CR 8.5.4): the resolving attack's own damage. */
  | { readonly verb: 'modify-this-attack-damage'; readonly params: { readonly delta: number; readonly per?: Count } }
  /** "If Burning Rain would deal more than 10 damage, it deals 10 instead" (no `to`: this attack); "If equipped Creature would take more than 20 damage from an attack, it takes 20 instead" (CR 8.8.2). */
  | { readonly verb: 'cap-attack-damage'; readonly params: { readonly max: number; readonly to?: Subject; readonly duration: Duration } }
  /** Inner Flood: "Remove a Mugic counter from a Creature, if you do put a Mugic counter on another Creature controlled by the same player" (both picked on resolution). */
  | { readonly verb: 'move-mugic-counter'; readonly params: Record<string, never> }
  /** Granite Balls: "deal 10 damage unless your opponent removes a Mugic counter from their engaged Creature": the opponent may do `pay` (as "you"); if they do not, `otherwise` happens. */
  | { readonly verb: 'unless-opponent'; readonly params: { readonly pay: readonly VerbCall[]; readonly otherwise: readonly VerbCall[] } }
  /** Phobia Plates: "Equipped Creature takes 10 less damage from Mugic" (CR 8.5.4). */
  | { readonly verb: 'modify-mugic-damage-to'; readonly params: { readonly delta: number; readonly to: Subject; readonly duration: Duration } }
  /** "the next attack played this turn deals 10 less damage" (whoever plays it, CR 8.5.4). */
  | { readonly verb: 'modify-next-played-attack'; readonly params: { readonly delta: number; readonly duration: Duration } }
  /** "Equipped Creature has Creature Type "Mandiblor" in addition to its other types": it is of that subtype too. */
  | { readonly verb: 'gain-subtype'; readonly params: { readonly subtype: string; readonly to: Subject; readonly duration: Duration } };

export type VerbName = VerbCall['verb'];
export type ParamsOf<V extends VerbName> = Extract<VerbCall, { verb: V }>['params'];
