import type { PlayerId, Viewer } from '@arbiter/rules';
import type { BuffInPlay, LightseekersState, PendingChoice, TurnState } from './state';
import { cloneBuff } from './state';

export interface LightseekersPlayerView {
  readonly id: PlayerId;
  readonly hero: string;
  readonly health: number;
  /** The viewer's own hand; for anyone else only its size (3.2.3.1a). */
  readonly hand: readonly string[] | { readonly count: number };
  /** No one sees into a deck (3.2.3.2e): its size only. */
  readonly deck: { readonly count: number };
  readonly discard: readonly string[];
  readonly buffs: readonly BuffInPlay[];
  readonly items: readonly string[];
  readonly removed: boolean;
  readonly vp: number;
  readonly onceSpent: boolean;
}

export interface LightseekersView {
  readonly players: readonly LightseekersPlayerView[];
  readonly acting: PlayerId;
  readonly turnNumber: number;
  readonly current: TurnState;
  readonly limbo: readonly string[];
  /** Choices waiting; cards picked for a reshuffle are not revealed (5.3.4). */
  readonly pending: readonly Omit<PendingChoice, 'picked'>[];
  readonly multiplayer: boolean;
  /** The judge's view carries the whole state (deck order and the RNG). */
  readonly state?: LightseekersState;
}

/** The state as one viewer may see it: hands only to their owner, decks to no one, all public zones to everyone. */
export function viewOf(state: LightseekersState, viewer: Viewer): LightseekersView {
  const sees = (id: PlayerId) => viewer.kind === 'judge' || (viewer.kind === 'player' && viewer.player === id);
  return {
    players: state.players.map((p) => ({
      id: p.id, hero: p.hero, health: p.health,
      hand: sees(p.id) ? [...p.hand] : { count: p.hand.length },
      deck: { count: p.deck.length },
      discard: [...p.discard], buffs: p.buffs.map(cloneBuff), items: [...p.items],
      removed: p.removed, vp: p.vp, onceSpent: p.onceSpent,
    })),
    acting: state.players[state.turn].id,
    turnNumber: state.turnNumber,
    current: { ...state.current, basicUsed: [...state.current.basicUsed], names: [...state.current.names] },
    limbo: [...state.limbo],
    pending: state.pending.map(({ picked: _picked, ...rest }) => ({ ...rest })),
    multiplayer: state.multiplayer,
    ...(viewer.kind === 'judge' ? { state } : {}),
  };
}
