import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Metagame } from '../../../../worker/src/tournaments/metagame';
import type { StandingsView } from '../../../../worker/src/tournaments/standings-view';
import { ApiProblem } from '../api-problem';

export class GetStandingsQuery {
  constructor(readonly tournamentId: string) {}
}
export class GetMetagameQuery {
  constructor(readonly tournamentId: string) {}
}

/** A tournament whose stream exists but that the worker has not projected yet reads as empty. */
async function readModel(db: DataSource, tournamentId: string): Promise<{ standings: StandingsView; metagame: Metagame } | undefined> {
  const rows: { standings: StandingsView; metagame: Metagame }[] = await db.query('SELECT standings, metagame FROM tournament_standings WHERE tournament_id = $1', [tournamentId]);
  if (rows[0]) return rows[0];
  const exists: unknown[] = await db.query('SELECT 1 FROM event_streams WHERE stream_id = $1', [`tournament-${tournamentId}`]);
  if (exists.length === 0) throw new ApiProblem(404, 'tournament/not-found', `No tournament "${tournamentId}".`, { tournamentId });
  return undefined;
}

/** The standings read model (written by the standings worker after every change). */
@QueryHandler(GetStandingsQuery)
export class GetStandingsHandler implements IQueryHandler<GetStandingsQuery, StandingsView> {
  constructor(private readonly db: DataSource) {}

  async execute(q: GetStandingsQuery): Promise<StandingsView> {
    return (await readModel(this.db, q.tournamentId))?.standings ?? { round: 0, version: 0, profile: 'mtg', tiebreakerOrder: [], rows: [] };
  }
}

@QueryHandler(GetMetagameQuery)
export class GetMetagameHandler implements IQueryHandler<GetMetagameQuery, Metagame> {
  constructor(private readonly db: DataSource) {}

  async execute(q: GetMetagameQuery): Promise<Metagame> {
    return (await readModel(this.db, q.tournamentId))?.metagame ?? { tribes: [], decks: [] };
  }
}
