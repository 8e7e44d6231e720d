import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiProblem } from '../tournaments/api-problem';
import { decoyHash, hashPassword, passwordMatches } from './password';

export interface AccountRecord {
  accountId: string;
  email: string;
  displayName: string;
}

/** Sign-up and the password check; emails are unique whatever their case. */
@Injectable()
export class AccountDirectory {
  constructor(private readonly db: DataSource) {}

  async signUp(email: string, displayName: string, password: string): Promise<AccountRecord> {
    const accountId = `a-${randomUUID()}`;
    const hash = await hashPassword(password);
    const rows: { account_id: string }[] = await this.db.query(
      `INSERT INTO accounts (account_id, email, display_name, password_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (lower(email)) DO NOTHING RETURNING account_id`,
      [accountId, email.trim(), displayName.trim(), hash],
    );
    if (rows.length === 0) throw new ApiProblem(409, 'account/email-taken', `An account with the email ${email.trim()} already exists; sign in instead.`, { field: 'email' });
    return { accountId, email: email.trim(), displayName: displayName.trim() };
  }

  /** The account whose email and password these are; one wrong answer for an unknown email and a wrong password alike. */
  async checkPassword(email: string, password: string): Promise<AccountRecord> {
    const rows: { account_id: string; email: string; display_name: string; password_hash: string }[] = await this.db.query(
      'SELECT account_id, email, display_name, password_hash FROM accounts WHERE lower(email) = lower($1)',
      [email.trim()],
    );
    const row = rows[0];
    const matches = await passwordMatches(row?.password_hash ?? (await decoyHash()), password);
    if (!row || !matches) throw new ApiProblem(401, 'account/wrong-credentials', 'That email and password do not match an account.');
    return { accountId: row.account_id, email: row.email, displayName: row.display_name };
  }
}
