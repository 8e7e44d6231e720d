import type { ActionEnvelope, GameOutcome, MatchConfig, PlayerId, PlayMode, RngState } from '@arbiter/rules';
import type { WarsDeck } from '../decks/decklist';
import type { Target } from '../text/reading';
import type { BattleNumber } from '../verbs/bound';

/**
 * The WARS game state: plain data, so it hashes, clones and replays. A card in the game is
 * an instance key `<seat>-<index>` (its place in its owner's registered decklist), so two
 * copies of a card stay apart; `decks` maps a key back to its collector number.
 */

/** Players in seat order and their decks (the kit's match configuration). */
export type WarsConfig = MatchConfig<WarsDeck>;

export type Seat = 0 | 1;
export const SEATS: readonly Seat[] = [0, 1];
export const opponentSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** Turn sequence (CR general `turn sequence`); `setup` is starting the game. */
export const PHASES = ['activate', 'control', 'deploy', 'battle', 'move', 'draw'] as const;
export type Phase = 'setup' | (typeof PHASES)[number];

/** A player's cards out of play: reserve top is index 0; active and used tops are the last card. */
export interface Piles {
  hand: string[];
  reserve: string[];
  active: string[];
  used: string[];
  lost: string[];
}

export type InPlayKind = 'location' | 'encampment' | 'unit' | 'ship' | 'weapon' | 'asset';

/** A card in play. `at` is the location it is at (for a unit aboard a ship, the ship's sector). */
export interface InPlayCard {
  readonly key: string;
  readonly owner: Seat;
  readonly kind: InPlayKind;
  at: string | null;
  /** The card it is stacked beneath: the ship a unit is aboard, the card a weapon or asset belongs to, the location an encampment is beneath. */
  host: string | null;
  damaged: boolean;
  /** An inverter rotated 180 degrees (CR glossary `inverter`); absent when right side up. */
  inverted?: true;
}

/** A card stacked on a card in play; face down, neither player sees which it is. */
export interface StackedCard {
  readonly key: string;
  readonly faceDown?: true;
}

/** Locations sharing the part of their titles before the slash (CR glossary `related`): sites in order, sectors unordered. */
export interface LocationGroup {
  readonly name: string;
  sites: string[];
  sectors: string[];
}

export type StackItem =
  | { readonly kind: 'activation'; readonly seat: Seat; readonly amount: number }
  | { readonly kind: 'drain'; readonly seat: Seat; readonly location: string }
  | { readonly kind: 'attack'; readonly seat: Seat; readonly location: string }
  | { readonly kind: 'move'; readonly seat: Seat; readonly card: string; readonly to: string; readonly with: readonly string[] }
  /** A card being played (deploy or interrupt), pending until it resolves. */
  | {
    readonly kind: 'card'; readonly seat: Seat; readonly card: string; readonly target: DeployTarget | null; readonly mode: 'used' | 'lost' | null;
    /** An interrupt's or order's targets, when the engine carries out its text (1.2.0 on; absent otherwise). */
    readonly targets?: readonly string[];
  }
  /** An activated ability the engine carries out (1.2.0 on), its cost paid and its targets chosen, pending until it resolves. */
  | {
    readonly kind: 'ability'; readonly seat: Seat; readonly card: string; readonly text: string; readonly targets: readonly string[];
    /** Where the card was when used, and what it was beneath: what "here" and "this …" name if a cost took it out of play. */
    readonly here: string | null; readonly host: string | null;
    /** A triggered ability (absent for an activated one), and the player its event names ("that player"). */
    readonly trigger?: true; readonly that?: Seat;
    /** A triggered ability put on the stack whose controller has yet to choose its targets. */
    readonly aiming?: true;
    /** The card its event names ("that unit": the one an ability of a weapon damaged). */
    readonly thatCard?: string;
    /** A triggered ability the text "The next time …" of this card's ability `text` created. */
    readonly delayed?: true;
    /** An interrupt's or order's effect (in the mode it was played: `any` for a card with one), resolving as an ability's does. */
    readonly played?: 'any' | 'used' | 'lost';
    /** The cards stacked on the card when used: what "stacked on this asset" names if a cost took it out of play (and them with it). */
    readonly stackedWas?: readonly string[];
  };

/** Where a deployed card enters play. */
export type DeployTarget =
  | { readonly at: string }
  | { readonly aboard: string }
  | { readonly beneath: string }
  /** A location: its place among the sites of its group (0 = first). */
  | { readonly place: number };

export type BattleStep =
  | 'open' | 'destiny' | 'before-attrition' | 'attrition' | 'before-power' | 'before-loss' | 'loss' | 'before-end' | 'end';

/** One battle (CR glossary `battle phase` 1–11), seat-indexed numbers. */
export interface Battle {
  readonly location: string;
  readonly attacker: Seat;
  step: BattleStep;
  destiny: [number, number];
  /** Battle destiny step: who has decided whether to reveal. */
  destinyDone: [boolean, boolean];
  /** Attrition step: who has finished satisfying attrition. */
  attritionDone: [boolean, boolean];
  power: [number, number];
  loser: Seat | null;
  casualties: number;
  /** Loss step: energy and hand cards lost so far toward casualties. */
  casualtiesLost: number;
  /** What attested card text added to the attrition each side causes and to each side's power. */
  mods: { attrition: [number, number]; power: [number, number] };
}

/** Energy a player must lose, card by card (CR glossary `lose energy`), e.g. after a drain. */
export interface PendingLoss {
  readonly seat: Seat;
  remaining: number;
  readonly rule: string;
  /** "Your opponent loses 2 energy from his or her reserve": the one pile it is lost from (1.2.0 on); any energy pile or the hand without it. */
  readonly from?: 'reserve';
  /** "Your opponent can't lose cards from his or her hand to a drain here": this drain's energy comes off the energy piles only (1.2.0 on). */
  readonly noHand?: true;
  /** "… loses 1 energy and stacks that card face down on this asset": the card each card lost goes onto, face down, while that card is in play (1.2.0 on). */
  stackOn?: string;
}

/** What a player has done this turn that the rules limit. */
export interface TurnFlags {
  activated: boolean;
  drained: string[];
  attacked: string[];
  /** Interrupts played this turn by title, per seat (CR glossary `bullet`). */
  bullets: [Record<string, number>, Record<string, number>];
  /** Interrupts and orders resolved this turn whose text may still be attested. */
  resolvedText: string[];
  /** Uses this turn of attested activated abilities that have bullets, by `<card key> <ability text>`. */
  abilityUses: Record<string, number>;
}

/**
 * An effect "until end of turn" of an ability the engine carried out (1.2.0 on): on the cards it
 * picked when it resolved, or on battles at the location it named (CR glossary `effects`).
 */
export type Lingering =
  | { readonly kind: 'stat'; readonly card: string; readonly stat: 'power' | 'tactics' | 'defense'; readonly by: number }
  | { readonly kind: 'immune'; readonly card: string }
  | { readonly kind: 'battle'; readonly number: BattleNumber; readonly seat: Seat; readonly location: string; readonly by: number }
  /** Support icons a side of a location gains (lower-case faction, as the card text names it). */
  | { readonly kind: 'icon'; readonly seat: Seat; readonly location: string; readonly faction: string; readonly count: number }
  /** Energy icons a side of a location gains. */
  | { readonly kind: 'energy-icon'; readonly seat: Seat; readonly location: string; readonly count: number }
  /**
   * What the cards a phrase describes cost to play, changed (an additional cost paid: "Until end of
   * turn, as an additional cost for your opponent to play a unit, he or she pays 1 energy."), read
   * as the card whose text it is (`card`, controlled by `seat`, `here` where it was) would read it.
   */
  | { readonly kind: 'cost'; readonly card: string; readonly seat: Seat; readonly here: string | null; readonly what: Target; readonly by: number }
  /** A card's stat not added to its side's total (in battles). */
  | { readonly kind: 'not-added'; readonly card: string; readonly stat: 'power' }
  /** What a card can't do: move, be damaged, or be targeted by a player (`by`). */
  | { readonly kind: 'cant'; readonly card: string; readonly action: CardProhibition; readonly by?: Seat }
  /** The next time a card would be destroyed this turn, it is not, and with `undamage` it is undamaged: used up by that (CR glossary `replacement effect`). */
  | { readonly kind: 'prevent-destroy'; readonly card: string; readonly undamage: boolean }
  /** A change to the drains a phrase names, read as the card whose text it is (`source`, controlled by `seat`, `here` where it was) would read it. */
  | { readonly kind: 'drain'; readonly source: string; readonly seat: Seat; readonly here: string | null; readonly drains: Target; readonly by: number }
  /**
   * "The next time one of your other units is lost from a battle here this turn, put it in its
   * owner's hand": the triggered ability the text of `source` (ability `text`) created, watched until it
   * triggers once or the turn ends; `here` where that card was. It outlasts the card leaving play.
   */
  | { readonly kind: 'delayed'; readonly source: string; readonly text: string; readonly seat: Seat; readonly here: string | null; readonly host: string | null };

/** What card text can say a card can't do, and the engine checks. */
export type CardProhibition = 'move' | 'be damaged' | 'be targeted';

/** A triggered ability that has triggered: its card and text, its controller, where the card was, and the player its event names. */
export interface Triggered {
  readonly card: string;
  readonly text: string;
  readonly seat: Seat;
  readonly here: string | null;
  readonly host: string | null;
  readonly that?: Seat;
  readonly thatCard?: string;
  /** A delayed ability ("The next time …") rather than one printed as a triggered ability. */
  readonly delayed?: true;
}

/**
 * An ability that has come off the stack and waits for a player's choice before it resolves
 * (engine 1.2.0 on): whether they do what its text says they "may", and in paper play the cards
 * that become known as it resolves. `seat` is the player who chooses. With `targets`, the
 * ability is a triggered one just put on the stack, and its controller chooses its targets.
 */
export interface Choosing {
  readonly item: Extract<StackItem, { kind: 'ability' }>;
  readonly seat: Seat;
  readonly targets?: true;
  /** The pile an interrupt or order goes to once its effect has resolved with the choice. */
  readonly toPile?: 'used' | 'lost';
  /** The [D] the ability revealed as it began to resolve, before the choice (so not revealed again). */
  readonly destiny?: number;
}

export interface WarsResult {
  readonly winner: Seat | null;
  readonly draw: boolean;
  readonly reason: string;
}

export interface WarsState {
  readonly format: string;
  readonly mode: PlayMode;
  readonly players: readonly [PlayerId, PlayerId];
  readonly decks: readonly (readonly string[])[];
  /** Actions applied so far: the next has seq + 1. */
  seq: number;
  rng: RngState;
  phase: Phase;
  turn: number;
  /** Whose turn it is. */
  current: Seat;
  initiative: Seat | null;
  /** Consecutive passes (CR glossary `the stack`: two in a row resolve the top or end the phase). */
  passes: number;
  stack: StackItem[];
  piles: [Piles, Piles];
  inPlay: Record<string, InPlayCard>;
  groups: LocationGroup[];
  /** Starting the game: each player's secret location until both are in. */
  setup: [string | null, string | null];
  battle: Battle | null;
  pendingLoss: PendingLoss | null;
  flags: TurnFlags;
  result: WarsResult | null;
  /** Effects lasting until end of turn (engine 1.2.0 on); absent when there are none, so older logs hash as they did. */
  untilEndOfTurn?: Lingering[];
  /** Triggered abilities waiting for a player to gain initiative to go on the stack (engine 1.2.0 on); absent when none wait. */
  triggered?: Triggered[];
  /** An ability waiting for its choice as it resolves (engine 1.2.0 on); absent otherwise. */
  choosing?: Choosing;
  /**
   * Cards card text stacked on a card in play ("stack it on this asset"), by that card's key, the
   * first at the bottom (engine 1.2.0 on; absent when none are). They are not in play, and are lost
   * when that card leaves play (CR glossary `asset`, general `leaving play`).
   */
  stacked?: Record<string, StackedCard[]>;
  /** Paper play only: per seat, the cards of the deck at no known place (see `paper-play.ts`). */
  hidden?: [string[], string[]];
  /** Paper play only, while starting the game: the opening-hand draws each player has still to declare. */
  openingDraws?: [number, number];
}

export type WarsActionType =
  | 'choose-location' | 'pass' | 'activate' | 'drain' | 'deploy' | 'play-interrupt' | 'attack' | 'battle-destiny'
  | 'damage' | 'ignore-attrition' | 'lose' | 'destroy' | 'move' | 'draw' | 'use' | 'choose' | 'attest';

export type WarsAction = ActionEnvelope<string, unknown>;

export type WarsOutcome = GameOutcome;
