import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PairRoundJob, RoundRequest } from '../queues/tournament-queues';

/** The rounds organizers asked for (`tournament_round_requests`): the facts behind pairing jobs. */
@Injectable()
export class RoundRequestsRepository {
  constructor(private readonly db: DataSource) {}

  /** Records (or renews, after a refusal) a request; the last requester's name and time are used. */
  async record(request: RoundRequest): Promise<void> {
    await this.db.query(
      `INSERT INTO tournament_round_requests (tournament_id, round, requested_by, requested_role, requested_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tournament_id, round) DO UPDATE
         SET requested_by = excluded.requested_by, requested_role = excluded.requested_role, requested_at = excluded.requested_at, failure = NULL, done_at = NULL`,
      [request.tournamentId, request.round, request.actor.id, request.actor.role, request.now],
    );
  }

  async find(job: PairRoundJob): Promise<(RoundRequest & { failure: { code: string; message: string } | null; done: boolean }) | undefined> {
    const rows: { requested_by: string; requested_role: 'organizer' | 'judge'; requested_at: Date; failure: { code: string; message: string } | null; done_at: Date | null }[] =
      await this.db.query('SELECT requested_by, requested_role, requested_at, failure, done_at FROM tournament_round_requests WHERE tournament_id = $1 AND round = $2', [job.tournamentId, job.round]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      ...job,
      actor: { id: row.requested_by, role: row.requested_role },
      now: new Date(row.requested_at).toISOString(),
      failure: row.failure,
      done: row.done_at !== null,
    };
  }

  async markDone(job: PairRoundJob): Promise<void> {
    await this.db.query('UPDATE tournament_round_requests SET done_at = now() WHERE tournament_id = $1 AND round = $2', [job.tournamentId, job.round]);
  }

  async markFailed(job: PairRoundJob, failure: { code: string; message: string }): Promise<void> {
    await this.db.query('UPDATE tournament_round_requests SET failure = $3 WHERE tournament_id = $1 AND round = $2', [job.tournamentId, job.round, JSON.stringify(failure)]);
  }

  /** Requests neither paired nor refused yet, oldest first. */
  async open(limit = 500): Promise<PairRoundJob[]> {
    const rows: { tournament_id: string; round: number }[] = await this.db.query(
      'SELECT tournament_id, round FROM tournament_round_requests WHERE done_at IS NULL AND failure IS NULL ORDER BY requested_at LIMIT $1',
      [limit],
    );
    return rows.map((r) => ({ tournamentId: r.tournament_id, round: r.round }));
  }
}
