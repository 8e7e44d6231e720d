import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '@arbiter/event-store';
import { findMatch } from '../../../worker/src/audits/match-context';
import { loadTournament } from '../../../worker/src/tournaments/tournament-stream';
import { ChaoticGames } from './chaotic-games';
import { GameRecords } from './game-records';
import { GamesProblem } from './games-problem';

/** What anyone may know of a game of a match: never a decklist, a hidden card or a seed. */
export interface MatchGameSummary {
  gameId: string;
  source: 'live' | 'upload';
  /** `digital` or `paper` for a game recorded live; uploads say so in their log. */
  mode?: string;
  /** `running` and `ended` for live games, `uploaded` for a log. */
  status: 'running' | 'ended' | 'uploaded';
  startedAt: string;
  /** Live games: actions recorded so far (uploads: see the audit's figures). */
  actions?: number;
  /** The engine's outcome: a live game's `GameEnded`, an upload's as its audit derived it; null until known. */
  outcome: { winners: string[]; losers: string[]; draw: boolean; reason?: string } | null;
  audit: { verdict: string; violations: number; auditedAt: string } | null;
}

/** One game of a match as `GameRecords.matchGames` reads it. */
export interface MatchGameRow {
  game_id: string;
  type: 'GameStarted' | 'LogUploaded';
  mode: string | null;
  recorded_at: Date;
  actions: string;
  ended_outcome: MatchGameSummary['outcome'];
  verdict: string | null;
  violations: number | null;
  derived: MatchGameSummary['outcome'] | null;
  audited_at: Date | null;
}

/** The public list of a match's games (for the dashboard's match page and spectators). */
@Injectable()
export class MatchGamesService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly records: GameRecords,
    private readonly games: ChaoticGames,
  ) {}

  async list(tournamentId: string, matchId: string): Promise<{ tournamentId: string; matchId: string; games: MatchGameSummary[] }> {
    const { state } = await loadTournament(this.store, tournamentId);
    const found = findMatch(state, matchId, this.games.cards);
    // A bye or a pod has no games: an empty list. An unknown tournament or match is a 404.
    if (!found.ok && found.status === 404) throw new GamesProblem(404, found.code, found.message);
    const rows = await this.records.matchGames(tournamentId, matchId);
    return { tournamentId, matchId, games: rows.map(summary) };
  }
}

function summary(row: MatchGameRow): MatchGameSummary {
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
