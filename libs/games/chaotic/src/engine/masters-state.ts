import type { Discipline, Element } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { Prohibited } from '../effects/verb-calls';
import type { AutomatedEffect, CreatureFilter } from '../effects/effect-types';
import type { Seat } from './types';
import type { TurnLog } from './turn-log';

/** A creature's battlegear (CR 4.1.2): face down until revealed (CR 4.2.3, 7.2.2). */
export interface GearState {
  readonly card: string;
  readonly faceUp: boolean;
  /** Glossary "Disarm": the battlegear has lost its abilities for this combat. */
  readonly disarmed: boolean;
}

/** Where a burst was opened, which decides what happens once both players pass on an empty burst. */
/** `after-showdown`: "wins combat" triggers of a showdown's combat (CR 6.3.7.2); once they resolve the turn ends. */
/** `initiative`: what winning Initiative triggered (CR 7.2.4); once it resolves the striker draws. */
export type PriorityPoint = 'location' | 'move' | 'combat' | 'strike' | 'after-showdown' | 'initiative';

/** One unresolved mugic, ability or attack on the burst (CR 8.2). */
export interface BurstItem {
  readonly id: number;
  readonly kind: 'attack' | 'mugic' | 'ability' | 'trigger';
  /** The card whose text resolves (a mugic, an attack, or the creature, battlegear or location with the ability). */
  readonly card: string;
  readonly controller: Seat;
  /** The creature that played it or carries the ability (caster, striker, equipped creature), if any. */
  readonly source: number | null;
  /** Index into the card's effect list; -1 for an attack's own resolution; keyword triggers use `keyword`. */
  readonly effect: number;
  readonly keyword?: 'intimidate' | 'elementproof' | 'disarm';
  /** Chosen targets, creature uids (CR 8.4.1.3), re-checked on resolution (CR 8.5.1). */
  readonly targets: readonly number[];
  /** A chosen X (CR 8.4.2.6). */
  readonly x?: number;
  /** The Elemental Type an "Expend any Elemental Type" cost expended (Tassanil). */
  readonly expended?: Element;
  /** The Mugic counters paid for a Mugic with an X cost ("each Mugic counter spent to play" it). */
  readonly paid?: number;
  /** A damage-dealt trigger: the creature that dealt the damage ("it", `trigger-creature`). */
  readonly about?: number;
  /** A combat trigger's damage ("it gains Energy equal to the damage it dealt", Klencka). */
  readonly amount?: number;
  /** A combat trigger's attack elemental types ("it gains all Elemental Types that attack had", Nimmei). */
  readonly attackElements?: readonly Element[];
  /** A quoted ability the creature was granted: kept here, since it resolves even if the grant ends meanwhile (CR 8.2). */
  readonly granted?: AutomatedEffect;
  /** A Mugic whose optional extra cost was paid as it was played (`extra` of `play-mugic`). */
  readonly extraPaid?: boolean;
  /** "When a Mugic is played by …": the id of that Mugic's item ("negate that Mugic"). */
  readonly aboutItem?: number;
}

export type Until = 'end-of-turn' | 'end-of-combat' | 'game';

export interface StatMod { readonly uid: number; readonly stat: Stat; readonly delta: number; readonly until: Until }
/** `locked`: "does not have Water and cannot gain it": applied after every other change to the element. */
export interface ElementMod { readonly uid: number; readonly element: Element; readonly has: boolean; readonly until: Until; readonly locked?: boolean }
export interface GrantMod { readonly uid: number; readonly ability: Ability; readonly until: Until }
/** `shared`: only for an attack of an element the damaged creature has (Kaizeph). */
/** `all`: a change to all damage the creature is dealt (Stone Mail), read for non-attack damage too (all-damage.ts). */
export interface DamageMod { readonly delta: number; readonly elements: readonly Element[]; readonly disciplines: readonly Discipline[]; readonly uid: number | null; readonly until: Until; readonly shared?: boolean; readonly all?: true }
export interface Prohibition { readonly action: Prohibited; readonly uid: number | null; readonly until: Until }

/**
 * Lasting changes to rules other than characteristics, each about one creature (`uid`);
 * `seat` is the controller of the effect that made it (whose "you" a filter means).
 */
export type RuleMod =
  /** "loses and cannot gain": `ability` is a kind or "all". */
  | { readonly kind: 'remove-ability'; readonly uid: number; readonly ability: string; readonly cannotGain: boolean; readonly until: Until }
  /** CR 8.6.2.2: attacks this creature plays deal `delta` more to creatures matching `against`. */
  | { readonly kind: 'attack-damage-by'; readonly uid: number; readonly seat: Seat; readonly delta: number; readonly against: CreatureFilter; readonly until: Until; readonly elements?: readonly Element[]; readonly plainOnly?: boolean }
  /** CR 8.8.2: this creature's first attack each combat deals exactly `amount`. */
  | { readonly kind: 'set-first-attack-damage'; readonly uid: number; readonly amount: number; readonly until: Until }
  /** CR 8.8.2: the first attack against this creature each combat deals exactly `amount`. */
  | { readonly kind: 'set-first-attack-damage-to'; readonly uid: number; readonly amount: number; readonly until: Until }
  /** This creature's first attack each combat deals `delta` less (Herken's Feast; an increase is Strike X, effect-context.ts). */
  | { readonly kind: 'first-attack-damage-by'; readonly uid: number; readonly delta: number; readonly until: Until }
  /** The first attack against this creature each combat deals `delta` more. */
  | { readonly kind: 'first-attack-damage-to'; readonly uid: number; readonly delta: number; readonly until: Until }
  | { readonly kind: 'healing'; readonly uid: number; readonly delta: number; readonly until: Until }
  | { readonly kind: 'recklessness'; readonly uid: number; readonly delta: number; readonly until: Until }
  /** The attack on the burst with this item id deals `delta` more, or counts (`first`) or not as a first attack (attack-item.ts). */
  | { readonly kind: 'attack-item-change'; readonly uid: -1; readonly item: number; readonly delta?: number; readonly first?: boolean; readonly noText?: boolean; readonly until: Until }
  /** The next attack this creature plays (an item numbered `after` or later) counts as its first attack this combat; used up by it. */
  | { readonly kind: 'next-attack-first'; readonly uid: number; readonly after: number; readonly until: Until }
  /** Glossary Untargetable: the battlegear equipped to this creature cannot be a target (gear-untargetable.ts). */
  | { readonly kind: 'gear-untargetable'; readonly uid: number; readonly until: Until }
  /** CR 8.8.2: an attack this creature plays that would deal 0 deals `amount` instead (zero-damage.ts). */
  | { readonly kind: 'zero-attack-damage'; readonly uid: number; readonly amount: number; readonly until: Until }
  /** Recklessness damage to this creature becomes `amount` (CR 8.8.2). */
  | { readonly kind: 'set-recklessness'; readonly uid: number; readonly amount: number; readonly until: Until }
  /** Damage Mugic deals to this creature becomes `amount` (a replacement, CR 8.8.2). */
  | { readonly kind: 'set-mugic-damage'; readonly uid: number; readonly amount: number; readonly until: Until }
  /** Damage Mugic deals to this creature changes by `delta` (Phobia Plates). */
  | { readonly kind: 'mugic-damage-to'; readonly uid: number; readonly delta: number; readonly until: Until }
  /** Mugic this creature plays deal `delta` more damage. */
  | { readonly kind: 'mugic-damage'; readonly uid: number; readonly delta: number; readonly until: Until; readonly tribes?: readonly string[] }
  /** CR 8.4.2: Mugic of these tribes (all when empty) costs `delta` more; `uid` -1: every caster. */
  /** Non-attack damage to this creature (-1: every creature) changes by `delta`, or becomes `set` (CR 8.8.2). */
  | { readonly kind: 'non-attack-damage'; readonly uid: number; readonly delta?: number; readonly set?: number; readonly until: Until }
  /** CR 8.4.4.1: this creature's own activated abilities cost `delta` more Mugic counters. */
  | { readonly kind: 'ability-cost'; readonly uid: number; readonly delta: number; readonly until: Until; readonly ifCosted?: boolean }
  | { readonly kind: 'mugic-cost'; readonly uid: number; readonly delta: number; readonly tribes: readonly string[]; readonly until: Until; readonly named?: string }
  /** CR 3.4.4.1: this creature may play Mugic of these tribes (any when empty). */
  | { readonly kind: 'mugic-tribes'; readonly uid: number; readonly tribes: readonly string[]; readonly until: Until }
  /** The creature may move to any space as if it were adjacent (CR 6.3.3). */
  | { readonly kind: 'move-anywhere'; readonly uid: number; readonly until: Until }
  /** CR 8.4.2: the creature's first Mugic each turn costs `delta` more. */
  | { readonly kind: 'first-mugic-cost'; readonly uid: number; readonly delta: number; readonly until: Until }
  /** The active location `card` has no abilities (battlegear suppression is read off the location, text-active.ts). */
  | { readonly kind: 'suppress-location'; readonly uid: -1; readonly card: string; readonly until: Until }
  /** Battlegear have no abilities. */
  | { readonly kind: 'suppress-battlegear'; readonly uid: -1; readonly until: Until }
  /** CR 8.8.2: the attack on the burst with this item id deals exactly `amount`. */
  | { readonly kind: 'attack-item-damage'; readonly uid: -1; readonly item: number; readonly amount: number; readonly until: Until }
  /** "When target attack deals damage, deal the same amount of damage to the Creature that played that attack": the attack on the burst with this item id. */
  | { readonly kind: 'reflect-attack-item'; readonly uid: -1; readonly item: number; readonly until: Until }
  /** A delayed triggered ability about creature `uid` (engine/combat-triggers.ts), from `card`'s ability under `controller`. */
  | { readonly kind: 'delayed-trigger'; readonly uid: number; readonly effect: AutomatedEffect; readonly once: boolean; readonly controller: Seat; readonly source: number | null; readonly card: string; readonly until: Until }
  /** The creature has a quoted ability (`effect`), run with its own timing after its printed ones. */
  | { readonly kind: 'granted-effect'; readonly uid: number; readonly effect: AutomatedEffect; readonly until: Until }
  /** Attacks this creature plays have the quoted ability as part of their text. */
  | { readonly kind: 'granted-attack-effect'; readonly uid: number; readonly effect: AutomatedEffect; readonly until: Until }
  /** CR 8.8.2: an attack against this creature deals at most `max` (Xerium Armor). */
  | { readonly kind: 'attack-damage-cap'; readonly uid: number; readonly max: number; readonly until: Until }
  /** The creature is of this subtype too ("Creature Type "Mandiblor" in addition to its other types"). */
  | { readonly kind: 'subtype'; readonly uid: number; readonly subtype: string; readonly until: Until }
  /** CR 8.8.2: the next attack put on the burst from item `after` on deals exactly `amount`. */
  /** `uid`: the creature whose next attack it is ("the next attack played by the equipped Creature"); -1 for whoever plays it. */
  /** `amount` null with `delta`: "the next attack played this turn deals 10 less damage" (CR 8.5.4) instead of a set amount. */
  | { readonly kind: 'next-attack-set'; readonly uid: number; readonly amount: number | null; readonly delta?: number; readonly after: number; readonly until: Until }
  /** Glossary Untargetable: Mugic cards cannot be chosen as targets. */
  | { readonly kind: 'mugic-untargetable'; readonly uid: -1; readonly until: Until }
  /** A delayed trigger: at the beginning of the next turn (after `turn`), destroy `card` if still equipped to `uid` (state-triggers.ts). */
  | { readonly kind: 'destroy-gear-next-turn'; readonly uid: number; readonly card: string; readonly seat: Seat; readonly source: string; readonly turn: number; readonly until: Until }
  /** Attacks this creature plays also count as attacks of these elements (for what reads an attack's elements). */
  | { readonly kind: 'attacks-count-as'; readonly uid: number; readonly elements: readonly Element[]; readonly until: Until }
  /** CR 8.8.2: the next attack (anyone's) that would deal damage deals exactly `amount`; used up by it (next-attack.ts). */
  | { readonly kind: 'next-damaging-attack'; readonly uid: -1; readonly amount: number; readonly until: Until }
  /** CR 8.8.2: the next attack that would deal damage deals it to this creature instead; used up by it (redirect.ts). */
  | { readonly kind: 'redirect-next-attack'; readonly uid: number; readonly until: Until }
  /** CR 8.8.2: the Mugic on the burst with this item id deals exactly `amount` (Symphony of Shielding). */
  | { readonly kind: 'mugic-item-damage'; readonly uid: -1; readonly item: number; readonly amount: number; readonly until: Until }
  /** The next attack this creature plays (a burst item from id `after` on) deals `delta` more (to `to` only, when set); used up when that attack resolves. */
  /** CR 8.8.2: attacks (of `buildPoints` only, when set) played against this creature deal exactly `amount` (Illiar). */
  | { readonly kind: 'attacks-against-damage'; readonly uid: number; readonly amount: number; readonly buildPoints?: number; readonly until: Until }
  /** Arrthoa: the creature succeeds on all Discipline checks on attacks it plays. */
  | { readonly kind: 'succeed-checks'; readonly uid: number; readonly until: Until }
  /** Decomposition: this creature fails every Discipline check on attacks it plays. */
  | { readonly kind: 'fail-checks'; readonly uid: number; readonly until: Until }
  /** CR 9.2: the Minion is treated as if its controller did not control a Chieftain (its normal text applies). */
  | { readonly kind: 'not-brainwashed'; readonly uid: number; readonly until: Until }
  /** Deep Dirge: the Minion is treated as if its controller also controlled a Chieftain (text-active.ts). */
  | { readonly kind: 'brainwashed'; readonly uid: number; readonly until: Until }
  /** CR 8.4.2: Mugic this creature plays costs `delta` more, this change never taking it below `minimum`. */
  | { readonly kind: 'caster-mugic-cost'; readonly uid: number; readonly delta: number; readonly minimum?: number; readonly until: Until }
  /** CR 8.8.2: non-attack damage that would be dealt to this creature is dealt to `to` instead. */
  | { readonly kind: 'redirect-damage'; readonly uid: number; readonly to: number; readonly until: Until }
  | { readonly kind: 'next-attack-damage'; readonly uid: number; readonly delta: number; readonly to: number | null; readonly after: number; readonly until: Until };

/** Everything the Masters game adds to the Apprentice state. */
export interface MastersState {
  /** Glossary "Hive": off at the start of the game. */
  hive: boolean;
  /** Battlegear by creature uid; null once destroyed or discarded (set through board-writes.ts). */
  gear: readonly (GearState | null)[];
  /** Mugic counters by creature uid (CR 3.2.8.1, 4.2.2). */
  counters: number[];
  /** Other counters a card names ("a Leadership counter on Kiru"), by `${uid}:${name}`; absent until one is put. */
  named?: Record<string, number>;
  /** Each player's mugic hand (CR 4.1.3). */
  mugicHand: [string[], string[]];
  /** Bottom first; the last item resolves first (CR 8.2.3.1). */
  burst: BurstItem[];
  /** The priority point the current window belongs to. */
  point: PriorityPoint | null;
  /** Consecutive passes in the current window (CR 8.2.2.1: two in a row end it). */
  passes: number;
  nextItemId: number;
  /** CR 9.1: uids of infected creatures. */
  infected: number[];
  /** Creatures that have played an attack in this combat (Strike X). */
  struck: number[];
  mods: StatMod[];
  elementMods: ElementMod[];
  granted: GrantMod[];
  damageMods: DamageMod[];
  prohibitions: Prohibition[];
  /** Other lasting rule changes; absent until the first one (older states hash as before). */
  ruleMods?: RuleMod[];
  /** Creatures that have been attacked in this combat (first attack against them); absent until needed. */
  attacked?: number[];
  /** CR 9.3: whether the active location is a Mirage, and the Mirage on the battleboard. */
  activeMirage: boolean;
  mirage: { readonly card: string; readonly owner: Seat; readonly space: number } | null;
  /** A move into an opposing creature waiting for the Defender choice (CR 6.3.4.1). */
  interception: { readonly attacker: number; readonly space: number } | null;
  /** Creatures that have played a Mugic this turn (their first Mugic's cost); absent until the first one. */
  mugicPlayed?: number[];
  /** "This ability can only be used once per turn": the abilities played this turn, as `${uid}:${from}:${ability}`; absent until the first one. */
  abilitiesUsed?: string[];
  /** Hands revealed this turn ("your opponent reveals their attack hand"): the cards as they were shown, public until the turn ends. */
  revealed?: { readonly seat: Seat; readonly hand: 'attack' | 'mugic'; readonly cards: readonly string[] }[];
  /** Cards removed from the game, by owner (CR 4.1.6); absent until the first one. */
  removedFromGame?: [string[], string[]];
  /** Effects that resolved but need a later choice the engine makes (relocations, reorders): for a judge. */
  choicesMade: number;
  /** What creatures did this turn, kept only when a card of the game asks (turn-log.ts). */
  turnLog?: TurnLog;
}
