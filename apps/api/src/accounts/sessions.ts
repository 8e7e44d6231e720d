import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newSecret, secretHash, SESSION_DAYS } from '../auth';

/** Browser sessions: the cookie value is returned once and only its hash is stored. */
@Injectable()
export class Sessions {
  constructor(private readonly db: DataSource) {}

  async open(accountId: string): Promise<{ cookie: string; csrfToken: string }> {
    const cookie = newSecret();
    const csrfToken = newSecret();
    await this.db.query(
      `INSERT INTO account_sessions (session_hash, account_id, csrf_token, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
      [secretHash(cookie), accountId, csrfToken, SESSION_DAYS],
    );
    // Expired sessions of this account go as a new one opens: the table does not grow without bound.
    await this.db.query('DELETE FROM account_sessions WHERE account_id = $1 AND expires_at <= now()', [accountId]);
    return { cookie, csrfToken };
  }

  async close(cookie: string): Promise<void> {
    await this.db.query('DELETE FROM account_sessions WHERE session_hash = $1', [secretHash(cookie)]);
  }
}
