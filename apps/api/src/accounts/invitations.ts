import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newSecret, secretHash } from '../auth';
import { ApiProblem } from '../tournaments/api-problem';

export const INVITATION_DAYS = 7;

export interface InvitationRow {
  tournamentId: string;
  role: 'judge' | 'organizer';
  expiresAt: string;
}

/** Staff invitations by link: one use each, valid for a week; only the code's hash is kept. */
@Injectable()
export class Invitations {
  constructor(private readonly db: DataSource) {}

  async create(tournamentId: string, role: InvitationRow['role'], invitedBy: string): Promise<InvitationRow & { code: string }> {
    const code = newSecret();
    const rows: { expires_at: Date }[] = await this.db.query(
      `INSERT INTO tournament_invitations (invitation_hash, tournament_id, role, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING expires_at`,
      [secretHash(code), tournamentId, role, invitedBy, INVITATION_DAYS],
    );
    return { code, tournamentId, role, expiresAt: rows[0].expires_at.toISOString() };
  }

  /** The invitation behind a code, if it is still open; in words why not, otherwise. */
  async open(code: string): Promise<InvitationRow> {
    const rows: { tournament_id: string; role: InvitationRow['role']; expires_at: Date; accepted_at: Date | null }[] = await this.db.query(
      'SELECT tournament_id, role, expires_at, accepted_at FROM tournament_invitations WHERE invitation_hash = $1',
      [secretHash(code)],
    );
    const row = rows[0];
    if (!row) throw new ApiProblem(404, 'account/invitation-unknown', 'This invitation link is not one of ours: check that the whole link was copied.');
    if (row.accepted_at) throw new ApiProblem(410, 'account/invitation-used', 'This invitation has already been accepted; ask the organizer for a new link.');
    if (row.expires_at.getTime() <= Date.now()) throw new ApiProblem(410, 'account/invitation-expired', `This invitation expired on ${row.expires_at.toISOString().slice(0, 10)}; ask the organizer for a new link.`);
    return { tournamentId: row.tournament_id, role: row.role, expiresAt: row.expires_at.toISOString() };
  }

  /** Marks the invitation used by this account; false when another acceptance won the race. */
  async markAccepted(code: string, accountId: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, count].
    const [, count]: [unknown[], number] = await this.db.query(
      'UPDATE tournament_invitations SET accepted_by = $2, accepted_at = now() WHERE invitation_hash = $1 AND accepted_at IS NULL AND expires_at > now()',
      [secretHash(code), accountId],
    );
    return count === 1;
  }
}
