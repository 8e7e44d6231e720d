import { PlayerId, Viewer } from '@arbiter/rules';
import { ChaoticState, CombatState, CreatureState, Pending, Seat } from './types';

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
  /** The full state, judge only: decks in order and the RNG state. */
  readonly judge?: ChaoticState;
}

/**
 * CR 4.1.4 / 4.1.5: nobody may look at Location or Attack Decks (their order would reveal
 * future draws, as would the RNG state); CR 4.2.4: a hand is seen only by its owner.
 * Discard piles, creatures and the active location are public.
 */
export function viewFor(state: ChaoticState, viewer: Viewer): ChaoticView {
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
    ...(viewer.kind === 'judge' ? { judge: structuredClone(state) } : {}),
  };
}
