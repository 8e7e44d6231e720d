import type { WarsKeyword } from '../cards/ability';
import type { WarsPhase, WarsPile, WarsStat } from './vocabulary';

/**
 * What the grammar reads an ability as: typed verb calls over targets, places and amounts.
 * A reading says what the text means; it does not play it (this engine version attests
 * every non-keyword ability), so a grammar change shows up as a diff of readings first.
 */

/** Whose or who: "he or she", "his or her" and "that player" are `that-player`, the player the sentence is about; `any` is "a player", "each player". */
export type Owner = 'you' | 'opponent' | 'any' | 'owner' | 'that-player' | 'that-opponent';

/** Which cards or things a phrase picks ("your target damaged unit here"). */
export interface Target {
  readonly select: 'this' | 'target' | 'each' | 'a' | 'that' | 'all' | 'any-number' | 'up-to' | 'at-least' | 'count' | 'your' | 'the';
  readonly count?: number;
  readonly owner?: Owner;
  readonly other?: true;
  /** Adjectives before the kind: damaged, inverted, pending, related, a faction or a label. */
  readonly traits: readonly string[];
  /** What the thing is, any of (vocabulary kinds: unit, character, site, drain …). */
  readonly kinds: readonly string[];
  readonly at?: Place;
  /** Places after the first ("your target unit here in its owner's hand"): what the sentence says of them is the verb's to read. */
  readonly alsoAt?: readonly Place[];
  readonly filters?: readonly Filter[];
  /** A second phrase joined by "and" ("that ship and each character aboard it"). */
  readonly and?: Target;
}

/** Where something is, or goes (CR glossary `related`, `adjacent`, `aboard`, `here`). */
export type Place =
  | { readonly relation: 'here' }
  | { readonly relation: 'at' | 'to' | 'from' | 'related-to' | 'adjacent-to'; readonly location: Target }
  | { readonly relation: 'aboard' | 'beneath' | 'stacked-on' | 'of'; readonly card: Target }
  | { readonly relation: 'in-battle'; readonly battle: 'site' | 'sector' | 'any'; readonly where?: Place; readonly which?: 'that' | 'target' | 'a' }
  | { readonly relation: 'pile'; readonly pile: WarsPile; readonly owner: Owner }
  | { readonly relation: 'same-location'; readonly as: Target }
  | { readonly relation: 'where'; readonly condition: Condition }
  | { readonly relation: 'in-play' }
  /** A location's side: "support icons on your side". */
  | { readonly relation: 'side'; readonly owner: Owner; readonly of?: Target };

export type Compare = '<' | '>' | '=' | '<=' | '>=';

export type Amount =
  | { readonly n: number }
  | { readonly x: true }
  | { readonly destiny: 'yours' | 'opponent' }
  | { readonly countOf: Target }
  | { readonly stat: WarsStat; readonly of: Target }
  | { readonly sum: readonly Amount[] }
  | { readonly times: number; readonly of: Amount }
  | { readonly noted: 'destiny' }
  | { readonly battleDestiny: Owner }
  /** A side's total: "your total tactics here". */
  | { readonly total: WarsStat; readonly owner: Owner; readonly at?: Place }
  /** A side's casualties in the battle under way: "your casualties". */
  | { readonly casualties: Owner };

/** A filter after a kind: "that has defense < [D]", "who has piloting", "that has a weapon beneath it". */
export type Filter =
  | { readonly stat: WarsStat; readonly compare: Compare; readonly amount: Amount }
  | { readonly keyword: string; readonly negated?: true }
  | { readonly titleHas: string }
  /** "A card titled “Komoku Fighter”": that title, whole. */
  | { readonly title: string }
  /** "Each unit your opponent plays here", "each attack you perform": cards or actions as someone plays, performs, reveals or uses them. */
  | { readonly by: Owner; readonly action: string }
  | { readonly controlledBy: Owner }
  | { readonly has: Target; readonly negated?: true };

export type Condition =
  | { readonly is: 'at'; readonly subject: Target; readonly place: Place }
  | { readonly is: 'state'; readonly subject: Target; readonly state: string }
  | { readonly is: 'has'; readonly who: Owner | Target; readonly what: Target; readonly negated?: true }
  | { readonly is: 'control'; readonly who: Owner; readonly what: Target }
  | { readonly is: 'phase'; readonly phase: WarsPhase | 'turn'; readonly whose: Owner }
  | { readonly is: 'compare'; readonly left: Amount; readonly compare: Compare; readonly right: Amount }
  | { readonly is: 'battle'; readonly place?: Place }
  | { readonly is: 'kind'; readonly subject: Target; readonly traits: readonly string[]; readonly kinds: readonly string[] }
  /** "This character has quickdraw": a keyword ability of the card. */
  | { readonly is: 'keyword'; readonly subject: Target; readonly keyword: string }
  | { readonly is: 'step'; readonly step: string; readonly when: 'before' | 'after' }
  /** "If you do": the optional part before was done. */
  | { readonly is: 'did'; readonly who: Owner }
  | { readonly is: 'all'; readonly of: readonly Condition[] }
  | { readonly is: 'not'; readonly of: Condition };

export type Duration = 'end-of-turn' | 'this-turn' | 'next-time';

/** The closed list of verbs the grammar reads into; a new verb is a new entry here, never free text. */
export interface VerbParams {
  'modify-stats': { readonly target: Target; readonly changes: readonly { readonly stat: WarsStat; readonly by: Amount; readonly sign: 1 | -1 }[] };
  'immune-to-attrition': { readonly target: Target };
  'pay-energy': { readonly who: Owner; readonly amount: Amount };
  'lose-energy': { readonly who: Owner; readonly amount: Amount; readonly from?: WarsPile };
  'activate-energy': { readonly amount: Amount; readonly upTo?: true };
  /** `who`: the player the sentence names when not "you" ("he or she draws …"). */
  draw: { readonly count: Amount; readonly from: WarsPile; readonly upTo?: true; readonly who?: Owner };
  destroy: { readonly target: Target };
  damage: { readonly target: Target };
  undamage: { readonly target: Target };
  move: { readonly target: Target; readonly to?: Place };
  cancel: { readonly target: Target };
  retrieve: { readonly count: Amount; readonly upTo?: true; readonly who?: Owner };
  'modify-attrition': { readonly who: Owner; readonly sign: 1 | -1; readonly by: Amount; readonly at?: Place };
  'modify-drain': { readonly target: Target; readonly sign: 1 | -1; readonly by: Amount };
  'modify-battle-destiny': { readonly who: Owner; readonly sign: 1 | -1; readonly by: Amount; readonly at?: Place };
  'modify-total-power': { readonly who: Owner; readonly sign: 1 | -1; readonly by: Amount; readonly at?: Place };
  'reduce-casualties': { readonly who: Owner; readonly by?: Amount; readonly to?: Amount; readonly at?: Place };
  /** `who`: the player who puts when the sentence names one other than "you" ("your opponent puts a card from his or her hand …"). */
  put: { readonly target: Target; readonly to: { readonly pile: WarsPile; readonly owner: Owner; readonly end?: 'top' | 'bottom' | 'beneath' }; readonly anyOrder?: true; readonly who?: Owner };
  invert: { readonly target: Target };
  revert: { readonly target: Target };
  dismiss: { readonly target: Target; readonly who?: Owner };
  'gain-icon': { readonly where: Target; readonly icon: string; readonly count: Amount; readonly side: Owner };
  generate: { readonly who: Owner; readonly amount: Amount; readonly at?: Place };
  'modify-cost': { readonly what: Target; readonly action: 'play' | 'use' | 'perform'; readonly sign: 1 | -1; readonly by: Amount; readonly resource: string };
  /** "As an additional cost for a player to attack at a related location, …": who, doing what (to what, where, during what), pays what. */
  'additional-cost': {
    readonly for: Owner; readonly action: string; readonly what?: Target; readonly at?: Place; readonly alsoAt?: readonly Place[]; readonly during?: Target; readonly cost: VerbCall;
  };
  prohibit: { readonly subject: Target | Owner; readonly action: string; readonly by?: Owner; readonly what?: Target; readonly place?: Place };
  /** `who`: the player who plays when the sentence names one other than "you" ("that player may play a warrior here"). */
  play: { readonly target: Target; readonly at?: Place; readonly cost?: 'full' | 'free' | { readonly less: Amount }; readonly who?: Owner };
  reveal: { readonly target: Target; readonly who: Owner };
  look: { readonly target: Target };
  stack: { readonly target: Target; readonly on: Target; readonly faceDown?: true };
  'lose-card': { readonly who: Owner; readonly target: Target; readonly atRandom?: true };
  download: { readonly target: Target };
  'gain-ability': { readonly target: Target; readonly ability: string };
  'gain-keyword': { readonly target: Target; readonly keyword: string; readonly value?: number };
  /** "Each player can drain at no more than two locations during each of his or her turns." */
  'drain-limit': { readonly who: Owner; readonly max: number };
  /** "This character is … a kizen", "This site is a port.": a label the card has besides those printed. */
  'gain-label': { readonly target: Target; readonly label: string };
  capacity: { readonly target: Target; readonly notCounted: true };
  /** "Prevent that": the event a "next time … would be …" names does not happen. */
  prevent: Record<string, never>;
  /** "The next time …, …": effects waiting for one event (this turn, unless it says otherwise). */
  'next-time': { readonly event: Omit<Trigger, 'when'>; readonly effects: readonly VerbCall[] };
  /** A card's stat left out of its side's total ("doesn't add its power to a player's total power"). */
  'not-added': { readonly target: Target; readonly stat: WarsStat };
  /** A player picks one of the options ("chooses to pay 1 energy or dismiss that unit"). */
  'choose-one': { readonly who: Owner; readonly options: readonly (readonly VerbCall[])[] };
  search: { readonly pile: WarsPile; readonly owner: Owner; readonly for: Target };
  shuffle: { readonly pile: WarsPile; readonly owner: Owner };
  /** "note its destiny": keeps a revealed card's destiny for later sentences ("that destiny"). */
  note: { readonly what: string };
  /** "Choose target unit …": names the target later sentences call "target". */
  choose: { readonly target: Target };
}
export type VerbName = keyof VerbParams;

/** One verb call, with what frames it: a condition, a duration, "you may", "for each". */
export type VerbCall = {
  [V in VerbName]: {
    readonly verb: V;
    readonly params: VerbParams[V];
    readonly if?: Condition;
    readonly until?: Duration;
    readonly may?: true;
    readonly forEach?: Target;
    readonly unless?: VerbCall;
    /** "…, where X is the tactics of target unit": what X stands for. */
    readonly x?: Amount;
  };
}[VerbName];

/** When an ability may be used or played ("You may use this ability only during your deploy phase."). */
export type Limit =
  | { readonly only: Condition }
  /** "You may play this asset beneath one of your opponent's sites.": where else a card may be played. */
  | { readonly also: Condition }
  | { readonly never: Condition }
  | { readonly usableBy: 'any-player' | 'opponent'; readonly when?: Condition }
  | { readonly onePer: string }
  | { readonly oncePer: 'turn' };

export interface Trigger {
  readonly when: 'when' | 'each-time' | 'at';
  readonly event: string;
  readonly subject?: Target | Owner;
  readonly place?: Place;
  readonly object?: Target;
  /** "… during your deploy phase": the phase the event happens in, and whose. */
  readonly during?: { readonly phase: string; readonly whose: Owner };
}

export type ReadAbility =
  | { readonly kind: 'keyword'; readonly keyword: WarsKeyword; readonly value?: number; readonly character?: string }
  | { readonly kind: 'activated'; readonly bullets: number; readonly cost: readonly VerbCall[]; readonly effects: readonly VerbCall[]; readonly limits?: readonly Limit[] }
  | { readonly kind: 'triggered'; readonly trigger: Trigger; readonly condition?: Condition; readonly effects: readonly VerbCall[]; readonly limits?: readonly Limit[] }
  | { readonly kind: 'ongoing'; readonly condition?: Condition; readonly effects: readonly VerbCall[] }
  | { readonly kind: 'restriction'; readonly limits: readonly Limit[] }
  | { readonly kind: 'effect'; readonly mode?: 'used' | 'lost'; readonly condition?: Condition; readonly effects: readonly VerbCall[] };

/** An ability the grammar could not read: its text, and where the grammar stopped and what it expected there. */
export interface UnreadAbility {
  readonly unread: true;
  readonly text: string;
  readonly where: string;
}

export type AbilityReading = ReadAbility | UnreadAbility;

export const isUnread = (r: AbilityReading): r is UnreadAbility => 'unread' in r;
