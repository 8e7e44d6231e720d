import type { ActionEnvelope, MatchConfig, PlayerId, RngState } from '@arbiter/rules';
import type { Stat } from '../cards/verbs';
import type { CardFilter } from '../cards/card';
import type { LightseekersDeck } from '../decks/deck';

/** What a match-log header gives the engine: players in seat order (clockwise, 3.3.2) and their decks. */
export type LightseekersConfig = MatchConfig<LightseekersDeck>;

/** A Buff in play (2.5.3): `corner` is the index (0–3) of the current corner (2.5.3.5), corner 1 being 0. */
export interface BuffInPlay {
  readonly card: string;
  corner: number;
  /** 2.8.4: cards stored under this one, first stored first; absent while it stores none. */
  stored?: string[];
}

/** A lingering modifier from a card whose text lasts past its resolution (2.9, 4.1.2.2). */
export interface Lingering {
  readonly source: string;
  readonly verb: 'increase' | 'reduce' | 'immune';
  readonly stat?: Stat;
  readonly act?: string;
  readonly amount?: number;
  readonly cards?: CardFilter;
  /** `until-your-next-turn`: ends at the start of its owner's next turn; `this-turn`: at the end of this turn. */
  readonly until: 'your-next-turn' | 'end-of-turn';
}

export interface LsPlayer {
  readonly id: PlayerId;
  /** The hero played (2.4.1); a Draft deck's first hero. */
  readonly hero: string;
  health: number;
  hand: string[];
  /** Top of the deck first (3.2.3.2b). */
  deck: string[];
  /** Bottom first: the top card is the last (2.8.1.2). */
  discard: string[];
  buffs: BuffInPlay[];
  items: string[];
  lingering: Lingering[];
  removed: boolean;
  /** Victory points (5.3.1). */
  vp: number;
  /** 2.7.7: a once-per-game ability has been spent. */
  onceSpent: boolean;
}

/** Action-phase bookkeeping of the acting player (4.1.3), reset in the Start Phase (4.1.1.1). */
export interface TurnState {
  /** The Action Phase, the Draw Phase waiting for its draw, or the End Phase (4.1.5). */
  phase: 'action' | 'draw' | 'end';
  /** Regular actions left (2, or 0 once a combo consumed them, 4.1.3.1f). */
  regular: number;
  /** Additional actions left that ignore the Basic limit (4.1.3.6e–h). */
  unrestricted: number;
  /** Actions taken (played cards and abilities). */
  taken: number;
  combo: boolean;
  /** Basic Elements already used this turn (4.1.3.2c). */
  basicUsed: string[];
  /** Names played or whose ability was used this turn (4.1.3.3d). */
  names: string[];
  ability: boolean;
  /** 4.1.5.5c: a card left the hand this turn. */
  handLeft: boolean;
}

/** Where an effect list lives on a card, so a paused resolution is plain data. */
export type EffectPart = 'effects' | 'multiplayer' | 'trait' | 'corner' | 'ability';

/** Card text being resolved: `next` is the index of the next effect of the list. */
export interface EffectJob {
  readonly kind: 'effects';
  readonly card: string;
  readonly owner: PlayerId;
  readonly recipient?: PlayerId;
  readonly part: EffectPart;
  /** The corner or ability index, when `part` needs one. */
  readonly index?: number;
  /** Effects that only match a trigger (`when`) or none of them (`undefined`). */
  readonly when?: string | null;
  /** The card resolving is an Attack (2.5.1) or an Attack ability (6.1.2). */
  readonly attack: boolean;
  next: number;
}

/** After a played card resolves: its place (discard, Limbo payment shuffled back). */
export interface FinishJob {
  readonly kind: 'finish';
  readonly card: string;
  readonly owner: PlayerId;
  /** Where the card goes: the discard pile (Attack, Defend) or nowhere (Buffs and Items are in play). */
  readonly toDiscard: boolean;
  /** Combo payment in Limbo, shuffled into the deck after the combo resolves (2.4.2.2f, 4.1.3.1e). */
  readonly payment: readonly string[];
}

export type Job = EffectJob | FinishJob;

/** A choice the rules give one player before play goes on. */
export interface PendingChoice {
  readonly kind: 'discard' | 'remove-buff' | 'item-cap' | 'empty-deck-check' | 'reshuffle' | 'attest' | 'draw' | 'store';
  readonly player: PlayerId;
  /** Cards still to choose. */
  left: number;
  /** For `remove-buff`: whose Buff. */
  readonly from?: PlayerId;
  /** For `attest`: the card and its text; for `store`: the storage card (2.8.4.1). */
  readonly card?: string;
  /** For `store`: the zone the stored cards come from. */
  readonly zone?: ChoiceZone;
  /** For `draw` in the Draw Phase: the End Phase follows the last declared card (4.1.5). */
  readonly endPhase?: boolean;
  readonly text?: readonly string[];
  /** For `reshuffle`: the cards picked so far, unrevealed (5.3.4). */
  picked?: string[];
}

export interface LightseekersState {
  readonly format: string;
  readonly players: LsPlayer[];
  /** Whether the game began with 3 or more players (5.3): VP decide it. */
  readonly multiplayer: boolean;
  /** Seat of the acting hero (3.1.2). */
  turn: number;
  turnNumber: number;
  current: TurnState;
  /** Played cards in Limbo (2.6.8, 3.2.3.7). */
  limbo: string[];
  queue: Job[];
  pending: PendingChoice[];
  rng: RngState;
  seq: number;
  /** Players in the order they were removed (5.1). */
  removedOrder: PlayerId[];
  /**
   * Paper play: decks are what is left of the registered decks, in no known order, and each
   * card drawn is declared in the log (a `draw` choice). Absent in digital play.
   */
  readonly paper?: true;
}

export type PlayCardAction = ActionEnvelope<'play-card', { readonly card: string; readonly recipient?: PlayerId }>;
export type PlayComboAction = ActionEnvelope<'play-combo', { readonly card: string; readonly payment: readonly string[]; readonly recipient?: PlayerId }>;
export type ActivateAction = ActionEnvelope<'activate', { readonly source: 'hero' | 'buff' | 'item'; readonly index?: number; readonly recipient?: PlayerId }>;
export type PassAction = ActionEnvelope<'pass', Record<string, never>>;
export type DrawAction = ActionEnvelope<'draw', { readonly count: number }>;
export type ChooseAction = ActionEnvelope<'choose', { readonly zone: ChoiceZone; readonly card: string }>;
export type AttestAction = ActionEnvelope<'attest', { readonly card: string; readonly outcome: AttestOutcome }>;

export type ChoiceZone = 'hand' | 'buffs' | 'items' | 'discard' | 'deck';

/** What an attested effect did: health set, cards moved. */
export interface AttestOutcome {
  readonly health?: Readonly<Record<PlayerId, number>>;
  readonly moves?: readonly { readonly player: PlayerId; readonly card: string; readonly from: AttestZone; readonly to: AttestZone }[];
}
export type AttestZone = 'hand' | 'deck' | 'discard' | 'buffs' | 'items';

export type LightseekersAction = PlayCardAction | PlayComboAction | ActivateAction | PassAction | DrawAction | ChooseAction | AttestAction;

export const ACTION_TYPES = ['play-card', 'play-combo', 'activate', 'pass', 'draw', 'choose', 'attest'] as const;

// Loops, not `find`: these are asked many times an action, and a closure per call was an allocation each (replay speed).
export function seatOf(state: LightseekersState, player: PlayerId): number {
  for (let seat = 0; seat < state.players.length; seat++) if (state.players[seat].id === player) return seat;
  return -1;
}

export function playerOf(state: LightseekersState, player: PlayerId): LsPlayer {
  for (const p of state.players) if (p.id === player) return p;
  throw new Error(`no player ${player}`);
}

export function actingPlayer(state: LightseekersState): LsPlayer {
  return state.players[state.turn];
}

export function cloneBuff(b: BuffInPlay): BuffInPlay {
  return b.stored ? { ...b, stored: [...b.stored] } : { ...b };
}

export function clonePlayer(p: LsPlayer): LsPlayer {
  return {
    ...p, hand: [...p.hand], deck: [...p.deck], discard: [...p.discard], items: [...p.items],
    buffs: p.buffs.map(cloneBuff), lingering: [...p.lingering],
  };
}

export function cloneState(s: LightseekersState): LightseekersState {
  return {
    ...s,
    players: s.players.map(clonePlayer),
    current: { ...s.current, basicUsed: [...s.current.basicUsed], names: [...s.current.names] },
    limbo: [...s.limbo],
    queue: s.queue.map((j) => ({ ...j })),
    pending: s.pending.map((p) => ({ ...p, ...(p.picked ? { picked: [...p.picked] } : {}) })),
    rng: [...s.rng],
    removedOrder: [...s.removedOrder],
  };
}
