import type { PlayerId,Viewer } from '@arbiter/rules';
import type { EngineContext } from './context';
import { type CurrentValues, currentValuesOf } from './current-values';
import type { BurstItem } from './masters-state';
import type { ChaoticState,CombatState,CreatureState,Pending,Seat } from './types';

/** Masters additions as a viewer sees them: face-down battlegear and the other mugic hand hidden. */
export interface MastersView {
  readonly hive: boolean;
  /** Per creature uid: the card when face up or seen by its controller, else only that one is there. */
  readonly gear: readonly ({ card?: string; faceUp: boolean } | null)[];
  readonly counters: readonly number[];
  readonly mugicHandCounts: readonly number[];
  /** Present for the hand's owner and the judge (for the judge: both hands, first player's first). */
  readonly mugicHand?: readonly string[];
  /** Judge only: each player's mugic hand, by seat. */
  readonly mugicHands?: readonly (readonly string[])[];
  /**
   * Per creature uid: its values now (CR 8.7), null off the board; the printed ones stay in
   * `creatures`. Public: face-down battlegear has no effect until turned face up (CR 8.7.2.3),
   * so these never reveal it, and everything else that changes them is played in the open.
   */
  readonly current: readonly (CurrentValues | null)[];
  readonly burst: readonly BurstItem[];
  readonly infected: readonly number[];
  /** CR 9.3: the Mirage location on the battleboard (public). */
  readonly mirage: { card: string; owner: Seat; space: number } | null;
  /** Hands revealed this turn (Son'las), as they were shown: public. */
  readonly revealed?: readonly { seat: Seat; hand: 'attack' | 'mugic'; cards: readonly string[] }[];
}

/** One player's piles as a viewer sees them: counts for hidden piles, cards only where allowed. */
export interface ZonesView {
  readonly player: PlayerId;
  readonly attackDeckCount: number;
  readonly attackHandCount: number;
  /** Present only for the hand's owner and the judge. */
  readonly attackHand?: readonly string[];
  readonly attackDiscard: readonly string[];
  readonly locationDeckCount: number;
  readonly generalDiscard: readonly string[];
}

export interface ChaoticView {
  readonly viewer: Viewer;
  readonly format: string;
  readonly mode: string;
  readonly players: readonly PlayerId[];
  readonly size: number;
  readonly board: readonly (number | null)[];
  /** Apprentice creatures are face up (starter rulebook set-up), so every viewer sees them. */
  readonly creatures: readonly CreatureState[];
  readonly zones: readonly ZonesView[];
  readonly activeLocation: { owner: Seat; card: string } | null;
  readonly turn: number;
  readonly active: PlayerId;
  readonly pending: Pending;
  readonly combat: CombatState | null;
  readonly result: ChaoticState['result'];
  readonly masters?: MastersView;
  /** The full state, judge only: decks in order and the RNG state. */
  readonly judge?: ChaoticState;
}

/**
 * CR 4.1.4 / 4.1.5: nobody may look at Location or Attack Decks (their order would reveal
 * future draws, as would the RNG state); CR 4.2.4: a hand is seen only by its owner.
 * Discard piles, creatures and the active location are public.
 */
export function viewFor(state: ChaoticState, viewer: Viewer, ctx: EngineContext): ChaoticView {
  const seesHand = (seat: Seat) => viewer.kind === 'judge' || (viewer.kind === 'player' && viewer.player === state.players[seat]);
  const zones = state.zones.map((zone, index): ZonesView => ({
    player: state.players[index],
    attackDeckCount: zone.attackDeck.length,
    attackHandCount: zone.attackHand.length,
    ...(seesHand(index as Seat) ? { attackHand: [...zone.attackHand] } : {}),
    attackDiscard: [...zone.attackDiscard],
    locationDeckCount: zone.locationDeck.length,
    generalDiscard: [...zone.generalDiscard],
  }));
  return {
    viewer,
    format: state.format,
    mode: state.mode,
    players: [...state.players],
    size: state.size,
    board: [...state.board],
    creatures: state.creatures.map((c) => ({ ...c })),
    zones,
    activeLocation: state.activeLocation ? { ...state.activeLocation } : null,
    turn: state.turn,
    active: state.players[state.active],
    pending: { ...state.pending },
    combat: state.combat ? { ...state.combat } : null,
    result: state.result,
    ...(state.masters ? { masters: mastersView(state, viewer, seesHand, ctx) } : {}),
    ...(viewer.kind === 'judge' ? { judge: structuredClone(state) } : {}),
  };
}

/** CR 4.1.2 / 4.1.3: a player sees their own face-down battlegear and mugic hand, nobody else's. */
function mastersView(state: ChaoticState, viewer: Viewer, seesHand: (seat: Seat) => boolean, ctx: EngineContext): MastersView {
  const m = state.masters!;
  const own = viewer.kind === 'player' ? state.players.indexOf(viewer.player) : -1;
  return {
    hive: m.hive,
    gear: m.gear.map((g, uid) => (g === null ? null : g.faceUp || seesHand(state.creatures[uid].owner) ? { card: g.card, faceUp: g.faceUp } : { faceUp: false })),
    counters: [...m.counters],
    mugicHandCounts: m.mugicHand.map((h) => h.length),
    ...(viewer.kind === 'judge'
      ? { mugicHand: [...m.mugicHand[0], ...m.mugicHand[1]], mugicHands: m.mugicHand.map((hand) => [...hand]) }
      : own >= 0 ? { mugicHand: [...m.mugicHand[own]] } : {}),
    current: currentValuesOf(state, ctx),
    burst: m.burst.map((item) => ({ ...item })),
    infected: [...m.infected],
    mirage: m.mirage ? { ...m.mirage } : null,
    ...(m.revealed ? { revealed: m.revealed.map((r) => ({ ...r, cards: [...r.cards] })) } : {}),
  };
}
