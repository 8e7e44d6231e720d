import type { TournamentState } from '../domain/state';

/**
 * How far each top-cut player went: 1 for the champion, else the size of the bracket round
 * they left in (2 for the losing finalist, 4 for a semi-finalist, 8 for a quarter-finalist).
 * A player still alive has reached at least the round being played.
 */
export function playoffFinishes(state: TournamentState): Map<string, number> {
  const finish = new Map<string, number>();
  const seeds = state.topCutSeeds;
  if (!seeds) return finish;
  let bracket = 1;
  while (bracket < seeds.length) bracket *= 2;
  let alive = bracket;
  for (const round of state.roundsPlayed.filter((r) => r.phase === 'elimination')) {
    for (const m of round.matches) {
      if (m.players.length === 2 && m.status === 'final' && m.result?.kind === 'games') {
        const loser = m.result.wins[0] > m.result.wins[1] ? m.players[1] : m.players[0];
        finish.set(loser, alive);
      }
    }
    alive = Math.max(1, alive / 2);
  }
  if (state.winner) finish.set(state.winner, 1);
  for (const id of seeds) if (!finish.has(id)) finish.set(id, state.winner ? bracket : alive);
  return finish;
}

/** "Winner", "Finalist", then "Top 4", "Top 8", "Top 16". */
export function playoffLabel(finish: number): string {
  if (finish === 1) return 'Winner';
  if (finish === 2) return 'Finalist';
  return `Top ${finish}`;
}
