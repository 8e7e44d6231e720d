import type { ActionEnvelope,GameOutcome,PlayerId } from '@arbiter/rules';
import type { Discipline, Element, Tribe } from '../cards/card';
import type { MastersState } from './masters-state';
import type { AttestPayload, MastersAction } from './masters-actions';
import type { DiscardPile } from './discard-pile';

export type Seat = 0 | 1;
export type PlayMode = 'digital' | 'paper';
/** Formats this engine plays (CR §10). */
export type EngineFormat = 'apprentice' | 'advanced-apprentice' | 'masters' | 'limited';
export const ENGINE_FORMATS: readonly EngineFormat[] = ['apprentice', 'advanced-apprentice', 'masters', 'limited'];

/** The cards of one player's registered deck, by card id (duplicates repeat the id). */
export interface EngineDeck {
  /** In placement order: the i-th creature starts on the player's i-th space (see board.ts). */
  readonly creatures: readonly string[];
  readonly attacks: readonly string[];
  readonly locations: readonly string[];
  readonly battlegear?: readonly string[];
  readonly mugic?: readonly string[];
}

export interface ChaoticMatchConfig {
  readonly matchId: string;
  readonly format: EngineFormat;
  readonly mode: PlayMode;
  /** Seat order: players[0] holds the board's side A. */
  readonly players: readonly [PlayerId, PlayerId];
  readonly decks: readonly [EngineDeck, EngineDeck];
  /** Paper play: the starting player the players determined (CR 4.2.1). Digital play draws it from the seeds. */
  readonly startingPlayer?: PlayerId;
}

/** A creature in play (or defeated). Printed stats are copied in so replay needs no lookups. */
export interface CreatureState {
  readonly uid: number;
  readonly card: string;
  readonly owner: Seat;
  /** Board space, or null once defeated (set through board-writes.ts). */
  readonly space: number | null;
  damage: number;
  movedThisTurn: boolean;
  readonly tribe: Tribe;
  readonly subtypes: readonly string[];
  readonly elements: readonly Element[];
  readonly stats: Readonly<Record<Discipline, number>>;
  readonly energy: number;
  readonly mugicAbility: number;
}

export interface PlayerZones {
  /** Top of deck is the last element. In paper play the order is unknown: a multiset. */
  attackDeck: string[];
  attackHand: string[];
  attackDiscard: string[];
  /** Top is the last element; "bottom" is index 0. */
  locationDeck: string[];
  /** Grow-only except through `takeFromPile` (discard-pile.ts). */
  generalDiscard: DiscardPile;
}

export interface CombatState {
  readonly attacker: number;
  readonly defender: number;
  readonly space: number;
  readonly showdown: boolean;
  striker: Seat;
  /** Consecutive attacks that dealt no damage (CR 7.3.2 ends combat at 40: twenty each). */
  zeroDamageStreak: number;
}

/** What the game waits for next. Digital play resolves draws itself; paper play waits for a declaration. */
export type Pending =
  | { readonly kind: 'draw-attack'; readonly seat: Seat; readonly reason: 'opening' | 'strike' }
  | { readonly kind: 'reveal-location'; readonly seat: Seat }
  | { readonly kind: 'action-step' }
  | { readonly kind: 'strike'; readonly seat: Seat }
  | { readonly kind: 'showdown-pick'; readonly seat: Seat }
  /** Masters: `seat` holds priority at a priority point (CR 8.1) or while a burst is built (CR 8.2.2). */
  | { readonly kind: 'priority'; readonly seat: Seat }
  /** Masters: the top burst item is attested text; its controller states the outcome (docs/match-log-format.md). */
  | { readonly kind: 'attest'; readonly seat: Seat; readonly item: number }
  /** Masters: the defending player may intercept with a Defender (CR 6.3.4.1). */
  | { readonly kind: 'intercept'; readonly seat: Seat }
  /** Masters: a Mirage location leaving the active spot goes onto a space its owner picks (CR 9.3.2). */
  | { readonly kind: 'place-mirage'; readonly seat: Seat }
  | { readonly kind: 'game-over' };

export interface ChaoticOutcome extends GameOutcome {
  readonly reason: 'last-creature-defeated' | 'both-eliminated';
}

export interface ChaoticState {
  readonly game: 'chaotic';
  readonly format: EngineFormat;
  readonly mode: PlayMode;
  readonly matchId: string;
  readonly players: readonly [PlayerId, PlayerId];
  /** Creatures per side (a triangular number). */
  readonly size: number;
  /** Creature uid per board space, or null when empty. */
  board: (number | null)[];
  creatures: readonly CreatureState[];
  zones: [PlayerZones, PlayerZones];
  activeLocation: { owner: Seat; card: string } | null;
  turn: number;
  active: Seat;
  starting: Seat;
  movesThisTurn: number;
  combatThisTurn: boolean;
  /** Turn of the most recent combat; 0 before any (CR 6.3.7.1 counts back from here). */
  lastCombatTurn: number;
  combat: CombatState | null;
  /** Showdown picks: [creature of the non-active player, creature of the active player]. */
  showdownPicks: number[];
  openingDrawsLeft: number;
  pending: Pending;
  /** Digital play only; hidden from every viewer but the judge. */
  rng: number[] | null;
  result: ChaoticOutcome | null;
  /** seq of the last applied action; `legalActions` numbers its suggestions after it. */
  lastSeq: number;
  /** Battlegear, mugic, bursts and effects: absent in Apprentice, so Apprentice states hash as before. */
  masters?: MastersState;
}

export interface MovePayload { readonly from: number; readonly to: number }
export interface CardPayload { readonly card: string }
export interface SpacePayload { readonly space: number }

export type ChaoticAction =
  | ActionEnvelope<'move', MovePayload>
  | ActionEnvelope<'end-action-step', Record<string, never>>
  | ActionEnvelope<'showdown-pick', SpacePayload>
  | ActionEnvelope<'strike', CardPayload>
  | ActionEnvelope<'draw-attack', CardPayload>
  | ActionEnvelope<'reveal-location', CardPayload>
  | MastersAction;

export type ChaoticActionType = ChaoticAction['type'];
export const ACTION_TYPES: readonly ChaoticActionType[] = [
  'move', 'end-action-step', 'showdown-pick', 'strike', 'draw-attack', 'reveal-location',
  'pass', 'play-mugic', 'activate', 'attest', 'intercept', 'place-mirage',
];
export type { AttestPayload };

/** What the engine needs from a card set: lookup by id (the importer's CardSet satisfies it). */
export interface CardLookup {
  byId(id: string): import('../cards/card').Card | undefined;
}
