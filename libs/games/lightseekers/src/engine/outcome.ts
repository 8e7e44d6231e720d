import type { GameOutcome, PlayerId } from '@arbiter/rules';
import { gameOver } from './removal';
import type { LightseekersState } from './state';

/**
 * 5.2: one-on-one, the remaining player wins. 5.3.5–5.3.6: multiplayer, the game ends with one
 * player left and the most VP wins; the rules are silent on a tie for most, so tied players share
 * first place (`ranking` groups them) and all count as winners. Both one-on-one players gone at
 * once is a draw.
 */
export function outcomeOf(state: LightseekersState): GameOutcome | null {
  if (!gameOver(state)) return null;
  const ids = state.players.map((p) => p.id);
  if (!state.multiplayer) {
    const winner = state.players.find((p) => !p.removed);
    if (!winner) return { winners: [], losers: [], draw: true, reason: 'both-removed', ranking: [ids] };
    const losers = ids.filter((id) => id !== winner.id);
    return { winners: [winner.id], losers, draw: false, reason: 'opponent-removed', ranking: [[winner.id], losers] };
  }
  const scores: Record<PlayerId, number> = Object.fromEntries(state.players.map((p) => [p.id, p.vp]));
  const levels = [...new Set(Object.values(scores))].sort((a, b) => b - a);
  const ranking = levels.map((vp) => ids.filter((id) => scores[id] === vp));
  return { winners: ranking[0], losers: ranking.slice(1).flat(), draw: false, reason: 'most-victory-points', ranking, scores };
}
