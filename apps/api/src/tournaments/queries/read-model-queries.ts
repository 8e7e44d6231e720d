import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Metagame, Standings } from '@arbiter/api-contract';
import { ApiProblem } from '../api-problem';
import { TournamentQuery } from './tournament-query';

export class GetStandingsQuery extends TournamentQuery<Standings> {}
export class GetMetagameQuery extends TournamentQuery<Metagame> {}

/** A tournament whose stream exists but that the worker has not projected yet reads as empty. */
async function readModel(db: DataSource, tournamentId: string): Promise<{ standings: Standings; metagame: Metagame } | undefined> {
  const rows: { standings: Standings; metagame: Metagame }[] = await db.query('SELECT standings, metagame FROM tournament_standings WHERE tournament_id = $1', [tournamentId]);
  if (rows[0]) return rows[0];
  const exists: unknown[] = await db.query('SELECT 1 FROM event_streams WHERE stream_id = $1', [`tournament-${tournamentId}`]);
  if (exists.length === 0) throw new ApiProblem(404, 'tournament/not-found', `No tournament "${tournamentId}".`, { tournamentId });
  return undefined;
}

/** The standings read model (written by the standings worker after every change). */
@QueryHandler(GetStandingsQuery)
export class GetStandingsHandler implements IQueryHandler<GetStandingsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute(q: GetStandingsQuery): Promise<Standings> {
    return (await readModel(this.db, q.tournamentId))?.standings ?? { round: 0, version: 0, profile: 'mtg', tiebreakerOrder: [], rows: [] };
  }
}

@QueryHandler(GetMetagameQuery)
export class GetMetagameHandler implements IQueryHandler<GetMetagameQuery> {
  constructor(private readonly db: DataSource) {}

  async execute(q: GetMetagameQuery): Promise<Metagame> {
    return (await readModel(this.db, q.tournamentId))?.metagame ?? { tribes: [], decks: [] };
  }
}
