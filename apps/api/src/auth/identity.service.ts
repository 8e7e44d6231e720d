import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Account } from './account';
import { Role } from './principal';
import { secretHash } from './secrets';

export interface Membership {
  readonly role: Role;
  readonly playerId?: string;
}

interface AccountRow {
  account_id: string;
  email: string;
  display_name: string;
}

const toAccount = (row: AccountRow, via: Account['via']): Account => ({ accountId: row.account_id, email: row.email, displayName: row.display_name, via });

/** Reads who a session cookie or access token belongs to, and what that account is in a tournament. */
@Injectable()
export class IdentityService {
  constructor(private readonly db: DataSource) {}

  /** The session's account and CSRF token, when the session exists and has not expired. */
  async session(cookie: string): Promise<{ account: Account; csrfToken: string } | undefined> {
    const rows: (AccountRow & { csrf_token: string })[] = await this.db.query(
      `SELECT a.account_id, a.email, a.display_name, s.csrf_token
         FROM account_sessions s JOIN accounts a USING (account_id)
        WHERE s.session_hash = $1 AND s.expires_at > now()`,
      [secretHash(cookie)],
    );
    return rows[0] ? { account: toAccount(rows[0], 'session'), csrfToken: rows[0].csrf_token } : undefined;
  }

  /** The account of a personal access token that has not been revoked; its last use is kept to the minute. */
  async accessToken(token: string): Promise<Account | undefined> {
    const hash = secretHash(token);
    const rows: AccountRow[] = await this.db.query(
      `SELECT a.account_id, a.email, a.display_name FROM access_tokens t JOIN accounts a USING (account_id)
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
      [hash],
    );
    if (!rows[0]) return undefined;
    await this.db.query(`UPDATE access_tokens SET last_used_at = now() WHERE token_hash = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [hash]);
    return toAccount(rows[0], 'access-token');
  }

  /** The account's role in the tournament (organizer, judge, or the player it registered as). */
  async membership(tournamentId: string, accountId: string): Promise<Membership | undefined> {
    const rows: { role: Role; player_id: string | null }[] = await this.db.query(
      'SELECT role, player_id FROM tournament_members WHERE tournament_id = $1 AND account_id = $2',
      [tournamentId, accountId],
    );
    const row = rows[0];
    return row ? { role: row.role, ...(row.player_id ? { playerId: row.player_id } : {}) } : undefined;
  }
}
