import type { Discipline, Element } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { Prohibited } from '../effects/verb-calls';
import type { AutomatedEffect, CreatureFilter } from '../effects/effect-types';
import type { Seat } from './types';

/** A creature's battlegear (CR 4.1.2): face down until revealed (CR 4.2.3, 7.2.2). */
export interface GearState {
  readonly card: string;
  faceUp: boolean;
  /** Glossary "Disarm": the battlegear has lost its abilities for this combat. */
  disarmed: boolean;
}

/** Where a burst was opened, which decides what happens once both players pass on an empty burst. */
export type PriorityPoint = 'location' | 'move' | 'combat' | 'strike';

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
  /** A damage-dealt trigger: the creature that dealt the damage ("it", `trigger-creature`). */
  readonly about?: number;
  /** A quoted ability the creature was granted: kept here, since it resolves even if the grant ends meanwhile (CR 8.2). */
  readonly granted?: AutomatedEffect;
}

export type Until = 'end-of-turn' | 'end-of-combat' | 'game';

export interface StatMod { readonly uid: number; readonly stat: Stat; readonly delta: number; readonly until: Until }
export interface ElementMod { readonly uid: number; readonly element: Element; readonly has: boolean; readonly until: Until }
export interface GrantMod { readonly uid: number; readonly ability: Ability; readonly until: Until }
export interface DamageMod { readonly delta: number; readonly elements: readonly Element[]; readonly disciplines: readonly Discipline[]; readonly uid: number | null; readonly until: Until }
export interface Prohibition { readonly action: Prohibited; readonly uid: number | null; readonly until: Until }

/**
 * Lasting changes to rules other than characteristics, each about one creature (`uid`);
 * `seat` is the controller of the effect that made it (whose "you" a filter means).
 */
export type RuleMod =
  /** "loses and cannot gain": `ability` is a kind or "all". */
  | { readonly kind: 'remove-ability'; readonly uid: number; readonly ability: string; readonly cannotGain: boolean; readonly until: Until }
  /** CR 8.6.2.2: attacks this creature plays deal `delta` more to creatures matching `against`. */
  | { readonly kind: 'attack-damage-by'; readonly uid: number; readonly seat: Seat; readonly delta: number; readonly against: CreatureFilter; readonly until: Until }
  /** CR 8.8.2: this creature's first attack each combat deals exactly `amount`. */
  | { readonly kind: 'set-first-attack-damage'; readonly uid: number; readonly amount: number; readonly until: Until }
  /** The first attack against this creature each combat deals `delta` more. */
  | { readonly kind: 'first-attack-damage-to'; readonly uid: number; readonly delta: number; readonly until: Until }
  | { readonly kind: 'healing'; readonly uid: number; readonly delta: number; readonly until: Until }
  | { readonly kind: 'recklessness'; readonly uid: number; readonly delta: number; readonly until: Until }
  /** Damage Mugic deals to this creature becomes `amount` (a replacement, CR 8.8.2). */
  | { readonly kind: 'set-mugic-damage'; readonly uid: number; readonly amount: number; readonly until: Until }
  /** Mugic this creature plays deal `delta` more damage. */
  | { readonly kind: 'mugic-damage'; readonly uid: number; readonly delta: number; readonly until: Until }
  /** CR 8.4.2: Mugic of these tribes (all when empty) costs `delta` more; `uid` -1: every caster. */
  | { readonly kind: 'mugic-cost'; readonly uid: number; readonly delta: number; readonly tribes: readonly string[]; readonly until: Until }
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
  /** The creature has a quoted ability (`effect`), run with its own timing after its printed ones. */
  | { readonly kind: 'granted-effect'; readonly uid: number; readonly effect: AutomatedEffect; readonly until: Until }
  /** Attacks this creature plays have the quoted ability as part of their text. */
  | { readonly kind: 'granted-attack-effect'; readonly uid: number; readonly effect: AutomatedEffect; readonly until: Until }
  /** Glossary Untargetable: Mugic cards cannot be chosen as targets. */
  | { readonly kind: 'mugic-untargetable'; readonly uid: -1; readonly until: Until };

/** Everything the Masters game adds to the Apprentice state. */
export interface MastersState {
  /** Glossary "Hive": off at the start of the game. */
  hive: boolean;
  /** Battlegear by creature uid; null once destroyed or discarded. */
  gear: (GearState | null)[];
  /** Mugic counters by creature uid (CR 3.2.8.1, 4.2.2). */
  counters: number[];
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
  /** Effects that resolved but need a later choice the engine makes (relocations, reorders): for a judge. */
  choicesMade: number;
}
