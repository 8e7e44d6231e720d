import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Round, RoundList, TournamentListItem, TournamentStatus, TournamentSummary } from '@arbiter/api-contract';
import { exportTournament, TournamentExport } from '@arbiter/tournament';
import { DataSource } from 'typeorm';
import { findRound, roundView, TournamentFolds } from '@arbiter/platform';
import type { Principal } from '../../auth';
import { ApiProblem } from '../api-problem';
import { mayReadDecklists, withholdDecklists } from '../decklists/decklist-visibility';
import { TournamentQuery } from './tournament-query';
import { isCreated, tournamentSummary } from './tournament-summary';

/** A page of the public list: `limit` tournaments after skipping `offset`, newest first. */
export class ListTournamentsQuery extends Query<TournamentListItem[]> {
  constructor(readonly limit = 100, readonly offset = 0) {
    super();
  }
}
export class GetTournamentQuery extends TournamentQuery<TournamentSummary> {}
export class GetRoundQuery extends TournamentQuery<Round> {
  constructor(tournamentId: string, readonly round: number) {
    super(tournamentId);
  }
}
export class ListRoundsQuery extends TournamentQuery<RoundList> {}
/** The export as `principal` may read it: decklists withheld from all but officials until they are published. */
export class ExportTournamentQuery extends TournamentQuery<TournamentExport> {
  constructor(tournamentId: string, readonly principal: Principal | undefined) {
    super(tournamentId);
  }
}

const notFound = (tournamentId: string) => new ApiProblem(404, 'tournament/not-found', `No tournament "${tournamentId}".`, { tournamentId });

/**
 * The public list, newest first, with the progress the standings worker last recorded. It
 * shows tournaments that have a registered player (or have started), so a flood of empty
 * creations cannot push real events off it; an organizer reaches an empty one by its id.
 */
@QueryHandler(ListTournamentsQuery)
export class ListTournamentsHandler implements IQueryHandler<ListTournamentsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute(q: ListTournamentsQuery): Promise<TournamentListItem[]> {
    const rows: { data: { tournamentId: string; settings: TournamentSummary['settings']; createdAt: string }; status: TournamentStatus | null; round: number | null; players: number | null }[] =
      await this.db.query(
        `SELECT e.data, s.status, s.round, json_array_length(s.standings->'rows') AS players
           FROM events e LEFT JOIN tournament_standings s ON s.tournament_id = e.data->>'tournamentId'
          WHERE e.type = 'TournamentCreated'
            AND EXISTS (SELECT 1 FROM events r WHERE r.stream_id = e.stream_id AND r.type IN ('PlayerRegistered', 'RoundStarted'))
          ORDER BY e.global_position DESC LIMIT $1 OFFSET $2`,
        [q.limit, q.offset],
      );
    return rows.map((r) => ({
      tournamentId: r.data.tournamentId,
      name: r.data.settings.name,
      game: r.data.settings.game,
      format: r.data.settings.format,
      structure: r.data.settings.structure,
      createdAt: r.data.createdAt,
      status: r.status ?? 'registration',
      round: r.round ?? 0,
      players: r.players ?? 0,
    }));
  }
}

@QueryHandler(GetTournamentQuery)
export class GetTournamentHandler implements IQueryHandler<GetTournamentQuery> {
  constructor(private readonly folds: TournamentFolds) {}

  async execute(q: GetTournamentQuery): Promise<TournamentSummary> {
    const { state, version } = await this.folds.load(q.tournamentId);
    if (version === 0 || !isCreated(state)) throw notFound(q.tournamentId);
    return tournamentSummary(q.tournamentId, state, version);
  }
}

/** A round from the events; a round asked for but not yet appended is `pairing` (with the worker's refusal, if any). */
@QueryHandler(GetRoundQuery)
export class GetRoundHandler implements IQueryHandler<GetRoundQuery> {
  constructor(private readonly folds: TournamentFolds, private readonly db: DataSource) {}

  async execute(q: GetRoundQuery): Promise<Round> {
    const { state, version } = await this.folds.load(q.tournamentId);
    if (version === 0) throw notFound(q.tournamentId);
    const round = findRound(state, q.round);
    if (round) return roundView(round);
    const requests: { failure: Round['failure'] | null }[] = await this.db.query('SELECT failure FROM tournament_round_requests WHERE tournament_id = $1 AND round = $2', [q.tournamentId, q.round]);
    if (requests.length > 0 && q.round === state.roundsPlayed.length + 1) {
      return { round: q.round, status: 'pairing', pairings: [], ...(requests[0].failure ? { failure: requests[0].failure } : {}) };
    }
    throw new ApiProblem(404, 'tournament/round-unknown', `Round ${q.round} has not been started or requested.`, { round: q.round });
  }
}

@QueryHandler(ListRoundsQuery)
export class ListRoundsHandler implements IQueryHandler<ListRoundsQuery> {
  constructor(private readonly folds: TournamentFolds) {}

  async execute(q: ListRoundsQuery): Promise<RoundList> {
    const { state, version } = await this.folds.load(q.tournamentId);
    if (version === 0) throw notFound(q.tournamentId);
    return { rounds: state.roundsPlayed.map((r) => ({ round: r.round, phase: r.phase, status: r.ended ? 'closed' : 'open', tables: r.matches.length })) };
  }
}

@QueryHandler(ExportTournamentQuery)
export class ExportTournamentHandler implements IQueryHandler<ExportTournamentQuery> {
  constructor(private readonly folds: TournamentFolds) {}

  async execute(q: ExportTournamentQuery): Promise<TournamentExport> {
    const { events, state, version } = await this.folds.load(q.tournamentId);
    if (version === 0) throw notFound(q.tournamentId);
    return exportTournament(mayReadDecklists(q.principal, q.tournamentId, state) ? events : withholdDecklists(events));
  }
}
