import type { TournamentEvent } from '../domain/events';
import { replay } from '../domain/evolve';
import type { TiebreakerProfileId } from '../domain/settings';
import type { TournamentState } from '../domain/state';
import { fideBuchholz, fideMedianBuchholz, fideScore, fideSonnebornBerger } from './fide-tiebreaks';
import { playoffFinishes, playoffLabel } from './playoff';
import { POKEMON_FLOOR, pokemonWinPct } from './pokemon-resistance';
import { buildRecords, RoundRecord } from './records';
import { drawKey, gameWinPct, headToHead, matchPoints, matchWinPct, MTG_FLOOR, opponentAverage } from './tiebreakers';

export interface StandingRow {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  /** 3/1/0 per match (victory points for pods); on FIDE's 1/½/0 scale under the chess profile. */
  readonly matchPoints: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
  /**
   * Named tiebreaker values in the profile's order (percentages as fractions: see
   * `formatTiebreaker`). Head-to-head is there only for two players tied on every earlier
   * figure: it means nothing alone, nor among three or more.
   */
  readonly tiebreakers: Readonly<Partial<Record<string, number>>>;
  readonly dropped: boolean;
  /** In a top cut: how far the player went (1 = champion, 2 = finalist, 4 = semi-finalist…). */
  readonly playoffFinish?: number;
  /** The same in words: "Winner", "Finalist", "Top 4", "Top 8"… */
  readonly playoff?: string;
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
  const chess = use === 'chess';
  const points = memo((id) => (chess ? fideScore(rec(id)) : matchPoints(rec(id))));
  const mwp = memo((id) => matchWinPct(rec(id)));
  const gwp = memo((id) => gameWinPct(rec(id)));
  const wp = memo((id) => pokemonWinPct(rec(id), state.players.get(id)?.droppedAfterRound !== undefined));
  const oppWin = memo((id) => opponentAverage(rec(id), wp, POKEMON_FLOOR));
  const figures: Record<string, (id: string) => number> = {
    omw: (id) => opponentAverage(rec(id), mwp, MTG_FLOOR),
    gw: gwp,
    ogw: (id) => opponentAverage(rec(id), gwp, MTG_FLOOR),
    oppWin,
    oppOppWin: (id) => opponentAverage(rec(id), oppWin, POKEMON_FLOOR),
    buchholz: (id) => fideBuchholz(rec(id), points(id), points),
    medianBuchholz: (id) => fideMedianBuchholz(rec(id), points(id), points),
    sonnebornBerger: (id) => fideSonnebornBerger(rec(id), points(id), points),
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
  return rows.map(({ draw: _draw, ...row }, i) => {
    const f = finish.get(row.playerId);
    return { ...row, rank: i + 1, ...(f !== undefined ? { playoffFinish: f, playoff: playoffLabel(f) } : {}) };
  });
}

/**
 * Head-to-head (after both resistances, Play! Pokémon): only between exactly two players tied
 * on everything before it, by the points each scored against the other — two who never met
 * both get 0 and stay tied. Three or more tied players have no head-to-head.
 */
function applyHeadToHead<R extends { playerId: string; draw: number; tiebreakers: Record<string, number> }>(
  rows: R[], same: (a: R, b: R) => number, rec: (id: string) => RoundRecord[],
): void {
  let start = 0;
  while (start < rows.length) {
    let end = start + 1;
    while (end < rows.length && same(rows[start], rows[end]) === 0) end++;
    if (end - start === 2) {
      const [a, b] = [rows[start], rows[start + 1]];
      a.tiebreakers.headToHead = headToHead(rec(a.playerId), b.playerId);
      b.tiebreakers.headToHead = headToHead(rec(b.playerId), a.playerId);
      const d = b.tiebreakers.headToHead - a.tiebreakers.headToHead;
      if (d > 0) [rows[start], rows[start + 1]] = [b, a];
    }
    start = end;
  }
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
