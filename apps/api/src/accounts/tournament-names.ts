import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tournamentStreamId } from '@arbiter/platform';
import { ApiProblem } from '../tournaments/api-problem';

/** What the account pages need to know of a tournament, read from its stream's events. */
@Injectable()
export class TournamentNames {
  constructor(private readonly db: DataSource) {}

  async name(tournamentId: string): Promise<string> {
    const rows: { name: string }[] = await this.db.query(
      `SELECT data->'settings'->>'name' AS name FROM events WHERE stream_id = $1 AND type = 'TournamentCreated'`,
      [tournamentStreamId(tournamentId)],
    );
    if (!rows[0]) throw new ApiProblem(404, 'tournament/not-found', `No tournament "${tournamentId}".`, { tournamentId });
    return rows[0].name;
  }

  /** The registered player's name, or a 404 in words. */
  async playerName(tournamentId: string, playerId: string): Promise<string> {
    const rows: { name: string }[] = await this.db.query(
      `SELECT data->>'name' AS name FROM events WHERE stream_id = $1 AND type = 'PlayerRegistered' AND data->>'playerId' = $2`,
      [tournamentStreamId(tournamentId), playerId],
    );
    if (!rows[0]) throw new ApiProblem(404, 'tournament/player-unknown', `No player "${playerId}" is registered in this tournament.`, { playerId });
    return rows[0].name;
  }
}
