import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AccessTokenInfo, CreatedAccessToken } from '@arbiter/api-contract';
import { ACCESS_TOKEN_PREFIX, newSecret, secretHash } from '../auth';
import { ApiProblem } from '../tournaments/api-problem';

/** An account holds at most this many live tokens: enough for every program, not a store to fill. */
export const ACCESS_TOKEN_LIMIT = 50;

/** Personal access tokens: bearer tokens for programs, each named, listed and revocable by its account. */
@Injectable()
export class AccessTokens {
  constructor(private readonly db: DataSource) {}

  async create(accountId: string, name: string): Promise<CreatedAccessToken> {
    const [{ live }]: { live: number }[] = await this.db.query('SELECT count(*)::int AS live FROM access_tokens WHERE account_id = $1 AND revoked_at IS NULL', [accountId]);
    if (live >= ACCESS_TOKEN_LIMIT) throw new ApiProblem(422, 'account/too-many-tokens', `This account already has ${live} access tokens; revoke one it no longer uses first.`);
    const tokenId = `pat-${randomBytes(6).toString('hex')}`;
    const token = `${ACCESS_TOKEN_PREFIX}${newSecret()}`;
    const rows: { created_at: Date }[] = await this.db.query(
      'INSERT INTO access_tokens (token_id, account_id, name, token_hash) VALUES ($1, $2, $3, $4) RETURNING created_at',
      [tokenId, accountId, name.trim(), secretHash(token)],
    );
    return { tokenId, name: name.trim(), createdAt: rows[0].created_at.toISOString(), token };
  }

  async list(accountId: string): Promise<AccessTokenInfo[]> {
    const rows: { token_id: string; name: string; created_at: Date; last_used_at: Date | null }[] = await this.db.query(
      'SELECT token_id, name, created_at, last_used_at FROM access_tokens WHERE account_id = $1 AND revoked_at IS NULL ORDER BY created_at',
      [accountId],
    );
    return rows.map((r) => ({ tokenId: r.token_id, name: r.name, createdAt: r.created_at.toISOString(), lastUsedAt: r.last_used_at?.toISOString() ?? null }));
  }

  async revoke(accountId: string, tokenId: string): Promise<void> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [unknown[], number] = await this.db.query(
      'UPDATE access_tokens SET revoked_at = now() WHERE account_id = $1 AND token_id = $2 AND revoked_at IS NULL RETURNING token_id',
      [accountId, tokenId],
    );
    if (rows.length === 0) throw new ApiProblem(404, 'account/token-unknown', `You have no live access token "${tokenId}".`);
  }
}
