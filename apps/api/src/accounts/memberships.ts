import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberRole, ProfileEvent, StandingsRow, TournamentSettings, TournamentStatus } from '@arbiter/api-contract';
import { ApiProblem } from '../tournaments/api-problem';

/** Who an account is in each tournament: the organizer who created it, invited staff, or a player it registered as. */
@Injectable()
export class Memberships {
  constructor(private readonly db: DataSource) {}

  /** Adds the account to the tournament; an account already there keeps its role (one role per event). */
  async join(tournamentId: string, accountId: string, role: MemberRole, playerId?: string): Promise<void> {
    const rows: { role: MemberRole }[] = await this.db.query(
      `INSERT INTO tournament_members (tournament_id, account_id, role, player_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tournament_id, account_id) DO UPDATE SET role = tournament_members.role RETURNING role`,
      [tournamentId, accountId, role, playerId ?? null],
    );
    if (rows[0]?.role !== role) {
      throw new ApiProblem(409, 'account/already-member', `Your account is already the ${rows[0]?.role} of this tournament; one account holds one role in an event.`);
    }
  }

  async roleOf(tournamentId: string, accountId: string): Promise<{ role: MemberRole; playerId?: string } | undefined> {
    const rows: { role: MemberRole; player_id: string | null }[] = await this.db.query(
      'SELECT role, player_id FROM tournament_members WHERE tournament_id = $1 AND account_id = $2',
      [tournamentId, accountId],
    );
    return rows[0] ? { role: rows[0].role, ...(rows[0].player_id ? { playerId: rows[0].player_id } : {}) } : undefined;
  }

  /** The account's events, newest first, each with its role and, as a player, the standings row. */
  async eventsOf(accountId: string): Promise<ProfileEvent[]> {
    const rows: { tournament_id: string; role: MemberRole; player_id: string | null; settings: TournamentSettings; status: TournamentStatus | null; rows: StandingsRow[] | null }[] = await this.db.query(
      `SELECT m.tournament_id, m.role, m.player_id, e.data->'settings' AS settings, s.status, s.standings->'rows' AS rows
         FROM tournament_members m
         JOIN events e ON e.stream_id = 'tournament-' || m.tournament_id AND e.type = 'TournamentCreated'
         LEFT JOIN tournament_standings s ON s.tournament_id = m.tournament_id
        WHERE m.account_id = $1
        ORDER BY m.joined_at DESC`,
      [accountId],
    );
    return rows.map((r) => {
      const mine = r.player_id ? r.rows?.find((row) => row.playerId === r.player_id) : undefined;
      return {
        tournamentId: r.tournament_id,
        name: r.settings.name,
        game: r.settings.game,
        format: r.settings.format,
        role: r.role,
        status: r.status ?? 'registration',
        ...(r.player_id ? { playerId: r.player_id } : {}),
        ...(mine ? { rank: mine.rank, points: mine.matchPoints, record: `${mine.record.wins}-${mine.record.losses}-${mine.record.draws}` } : {}),
      };
    });
  }
}
