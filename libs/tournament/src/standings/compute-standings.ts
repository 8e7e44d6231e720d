import type { TournamentEvent } from '../domain/events';
import { replay } from '../domain/evolve';
import type { TiebreakerProfileId } from '../domain/settings';
import type { TournamentState } from '../domain/state';
import { buildRecords, RoundRecord } from './records';
import {
  buchholz, drawKey, gameWinPct, headToHead, matchPoints, matchWinPct, medianBuchholz,
  MTG_FLOOR, opponentAverage, sonnebornBerger, winPct,
} from './tiebreakers';

export interface StandingRow {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly matchPoints: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
  /**
   * Named tiebreaker values in the profile's order (percentages as fractions). Head-to-head is
   * there only for players tied with others on every earlier figure: it means nothing alone.
   */
  readonly tiebreakers: Readonly<Partial<Record<string, number>>>;
  readonly dropped: boolean;
  /** In a top cut: how far the player went (1 = champion, 2 = finalist, 4 = semi-finalist…). */
  readonly playoffFinish?: number;
}

/** Tiebreaker names per profile, in order; a seeded draw always comes last. */
export const PROFILES: Readonly<Record<TiebreakerProfileId, readonly string[]>> = {
  mtg: ['omw', 'gw', 'ogw'],
  pokemon: ['oppWin', 'oppOppWin', 'headToHead'],
  chess: ['buchholz', 'medianBuchholz', 'sonnebornBerger'],
};

export interface StandingsOptions {
  /** Standings as they were after this round (default: every result so far). */
  readonly throughRound?: number;
}

/** Standings are a pure function of the events (or of the state they fold into). */
export function computeStandings(
  input: TournamentState | readonly TournamentEvent[],
  profile?: TiebreakerProfileId,
  options: StandingsOptions = {},
): StandingRow[] {
  const state = Array.isArray(input) ? replay(input as readonly TournamentEvent[]) : (input as TournamentState);
  const use = profile ?? state.settings.tiebreakers;
  const records = buildRecords(state, options.throughRound);
  const rec = (id: string): RoundRecord[] => records.get(id) ?? [];
  const points = memo((id) => matchPoints(rec(id)));
  const mwp = memo((id) => matchWinPct(rec(id)));
  const gwp = memo((id) => gameWinPct(rec(id)));
  const wp = memo((id) => winPct(rec(id)));
  const oppWin = memo((id) => opponentAverage(rec(id), wp, 0.25));
  const figures: Record<string, (id: string) => number> = {
    omw: (id) => opponentAverage(rec(id), mwp, MTG_FLOOR),
    gw: gwp,
    ogw: (id) => opponentAverage(rec(id), gwp, MTG_FLOOR),
    oppWin,
    oppOppWin: (id) => opponentAverage(rec(id), oppWin, 0.25),
    buchholz: (id) => buchholz(rec(id), points),
    medianBuchholz: (id) => medianBuchholz(rec(id), points),
    sonnebornBerger: (id) => sonnebornBerger(rec(id), points),
  };
  const names = PROFILES[use];
  const rows = [...state.players.values()].map((p) => {
    const rs = rec(p.id);
    const tiebreakers: Record<string, number> = {};
    for (const name of names) if (name !== 'headToHead') tiebreakers[name] = round4(figures[name](p.id));
    return {
      playerId: p.id, name: p.name, matchPoints: points(p.id),
      wins: rs.filter((r) => r.outcome === 'win').length,
      losses: rs.filter((r) => r.outcome === 'loss').length,
      draws: rs.filter((r) => r.outcome === 'draw').length,
      byes: rs.filter((r) => r.bye).length,
      tiebreakers, dropped: p.droppedAfterRound !== undefined,
      draw: drawKey(state.settings.seed, p.id),
    };
  });
  type Row = (typeof rows)[number];
  const byKeys = (a: Row, b: Row): number => {
    if (a.matchPoints !== b.matchPoints) return b.matchPoints - a.matchPoints;
    for (const name of names) {
      if (name === 'headToHead') continue;
      const d = b.tiebreakers[name] - a.tiebreakers[name];
      if (d !== 0) return d;
    }
    return 0;
  };
  rows.sort((a, b) => byKeys(a, b) || a.draw - b.draw);
  if (names.includes('headToHead')) applyHeadToHead(rows, byKeys, rec);
  const finish = playoffFinishes(state);
  if (finish.size > 0) rows.sort((a, b) => (finish.get(a.playerId) ?? Infinity) - (finish.get(b.playerId) ?? Infinity));
  return rows.map(({ draw: _draw, ...row }, i) => ({ ...row, rank: i + 1, ...(finish.has(row.playerId) ? { playoffFinish: finish.get(row.playerId) } : {}) }));
}

/** Within each run of two or more rows tied on every earlier key, points scored against each other decide. */
function applyHeadToHead<R extends { playerId: string; draw: number; tiebreakers: Record<string, number> }>(
  rows: R[], same: (a: R, b: R) => number, rec: (id: string) => RoundRecord[],
): void {
  let start = 0;
  while (start < rows.length) {
    let end = start + 1;
    while (end < rows.length && same(rows[start], rows[end]) === 0) end++;
    const group = rows.slice(start, end);
    const ids = new Set(group.map((r) => r.playerId));
    if (ids.size > 1) {
      for (const r of group) r.tiebreakers.headToHead = headToHead(rec(r.playerId), ids);
      group.sort((a, b) => b.tiebreakers.headToHead - a.tiebreakers.headToHead || a.draw - b.draw);
      rows.splice(start, group.length, ...group);
    }
    start = end;
  }
}

/** Top-cut finish: 1 for the champion, then the size of the round each player lost in. */
function playoffFinishes(state: TournamentState): Map<string, number> {
  const finish = new Map<string, number>();
  const seeds = state.topCutSeeds;
  if (!seeds) return finish;
  let alive = seeds.length;
  for (const round of state.roundsPlayed.filter((r) => r.phase === 'elimination')) {
    for (const m of round.matches) {
      if (m.players.length === 2 && m.status === 'final' && m.result?.kind === 'games') {
        const loser = m.result.wins[0] > m.result.wins[1] ? m.players[1] : m.players[0];
        finish.set(loser, alive);
      }
    }
    alive = Math.max(1, Math.ceil(alive / 2));
  }
  if (state.winner) finish.set(state.winner, 1);
  for (const id of seeds) if (!finish.has(id)) finish.set(id, state.winner ? seeds.length : alive);
  return finish;
}

const round4 = (v: number): number => Math.round(v * 10000) / 10000;

function memo(f: (id: string) => number): (id: string) => number {
  const cache = new Map<string, number>();
  return (id) => {
    let v = cache.get(id);
    if (v === undefined) {
      v = f(id);
      cache.set(id, v);
    }
    return v;
  };
}
