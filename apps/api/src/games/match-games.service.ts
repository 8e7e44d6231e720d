import { Inject, Injectable } from '@nestjs/common';
import type { GameOutcome, MatchGame, MatchGames, Verdict } from '@arbiter/api-contract';
import { EVENT_STORE, EventStore } from '@arbiter/event-store';
import { GameRegistry } from '@arbiter/rules';
import { findMatch, loadTournament } from '@arbiter/platform';
import { GameRecords } from './game-records';
import { GamesProblem } from './games-problem';

/** One game of a match as `GameRecords.matchGames` reads it. */
export interface MatchGameRow {
  game_id: string;
  type: 'GameStarted' | 'LogUploaded';
  mode: string | null;
  recorded_at: Date;
  actions: string;
  ended_outcome: GameOutcome | null;
  verdict: Verdict | null;
  violations: number | null;
  derived: GameOutcome | null;
  audited_at: Date | null;
}

/** The public list of a match's games (for the dashboard's match page and spectators). */
@Injectable()
export class MatchGamesService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly records: GameRecords,
    private readonly games: GameRegistry,
  ) {}

  async list(tournamentId: string, matchId: string): Promise<MatchGames> {
    const { state } = await loadTournament(this.store, tournamentId);
    const found = findMatch(state, matchId, this.games);
    // A bye has no games: an empty list. An unknown tournament or match is a 404.
    if (!found.ok && found.status === 404) throw new GamesProblem(404, found.code, found.message);
    const rows = await this.records.matchGames(tournamentId, matchId);
    return { tournamentId, matchId, games: rows.map(summary) };
  }
}

function summary(row: MatchGameRow): MatchGame {
  const live = row.type === 'GameStarted';
  const outcome = live ? row.ended_outcome : row.derived;
  return {
    gameId: row.game_id,
    source: live ? 'live' : 'upload',
    ...(live && row.mode ? { mode: row.mode } : {}),
    status: live ? (row.ended_outcome ? 'ended' : 'running') : 'uploaded',
    startedAt: row.recorded_at.toISOString(),
    ...(live ? { actions: Number(row.actions) } : {}),
    outcome: outcome && Array.isArray(outcome.winners)
      ? { winners: [...outcome.winners], losers: [...(outcome.losers ?? [])], draw: Boolean(outcome.draw), ...(outcome.reason ? { reason: outcome.reason } : {}) }
      : null,
    audit: row.verdict ? { verdict: row.verdict, violations: row.violations ?? 0, auditedAt: row.audited_at!.toISOString() } : null,
  };
}
