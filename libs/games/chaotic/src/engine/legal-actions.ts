import type { PlayerId } from '@arbiter/rules';
import { boardFor } from './board';
import { actingSeat } from './acting';
import { withPaperDeclarations } from './choice-check';
import type { EngineContext } from './context';
import { mastersCandidates } from './masters-legal';
import { reachable } from './special/paths';
import type { ChaoticAction,ChaoticState } from './types';
import { validateAction } from './validate';

const distinct = (cards: readonly string[]): string[] => [...new Set(cards)].sort();

/**
 * Every action `player` may take now, fully enumerated (Apprentice's action space is small).
 * Candidates are generated per wait and kept only when `validateAction` accepts them, so the
 * two can never disagree on an offered action.
 */
export function legalActions(state: ChaoticState, player: PlayerId, ctx: EngineContext): ChaoticAction[] {
  const seat = actingSeat(state);
  if (seat === null || state.players[seat] !== player) return [];
  const seq = state.lastSeq + 1;
  const zones = state.zones[seat];
  const candidates: ChaoticAction[] = [];
  const pending = state.pending;
  switch (pending.kind) {
    case 'draw-attack':
      if (state.mode === 'paper') for (const card of distinct(zones.attackDeck)) candidates.push({ seq, player, type: 'draw-attack', payload: { card } });
      break;
    case 'reveal-location':
      if (state.mode === 'paper') for (const card of distinct(zones.locationDeck)) candidates.push({ seq, player, type: 'reveal-location', payload: { card } });
      break;
    case 'strike':
      for (const card of distinct(zones.attackHand)) candidates.push({ seq, player, type: 'strike', payload: { card } });
      break;
    case 'showdown-pick':
      for (let space = 0; space < state.board.length; space++) {
        if (state.board[space] !== null) candidates.push({ seq, player, type: 'showdown-pick', payload: { space } });
      }
      break;
    case 'action-step': {
      const board = boardFor(state.size);
      for (const creature of state.creatures) {
        if (creature.owner !== seat || creature.space === null || creature.movedThisTurn) continue;
        const destinations = state.masters ? reachable(state, ctx, creature.uid) : board.adjacent[creature.space];
        for (const to of destinations) candidates.push(withPaperDeclarations(state, ctx, { seq, player, type: 'move', payload: { from: creature.space, to } }));
      }
      candidates.push({ seq, player, type: 'end-action-step', payload: {} });
      break;
    }
    case 'priority':
    case 'attest':
    case 'intercept':
    case 'place-mirage':
      candidates.push(...mastersCandidates(state, ctx, seat, seq));
      break;
    case 'game-over':
      break;
    default: {
      const unknown: never = pending;
      throw new Error(`unknown pending ${String(unknown)}`);
    }
  }
  return candidates.filter((action) => validateAction(state, action, ctx).length === 0);
}
