import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts and who may do what in which tournament. These are tables, not events: they hold
 * password and token hashes and personal data, which must be replaceable and erasable, while
 * the event log is append-only. What an account does in a tournament is still an event there.
 */
export class CreateAccounts1764900000000 implements MigrationInterface {
  name = 'CreateAccounts1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE accounts (
        account_id    text PRIMARY KEY,
        email         text NOT NULL,
        display_name  text NOT NULL,
        password_hash text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX accounts_email ON accounts (lower(email));
      -- A session is known by the SHA-256 of its cookie: the database never holds a usable cookie.
      CREATE TABLE account_sessions (
        session_hash text PRIMARY KEY,
        account_id   text NOT NULL REFERENCES accounts ON DELETE CASCADE,
        csrf_token   text NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL
      );
      CREATE INDEX account_sessions_account ON account_sessions (account_id);
      CREATE TABLE access_tokens (
        token_id     text PRIMARY KEY,
        account_id   text NOT NULL REFERENCES accounts ON DELETE CASCADE,
        name         text NOT NULL,
        token_hash   text NOT NULL UNIQUE,
        created_at   timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at   timestamptz
      );
      CREATE INDEX access_tokens_account ON access_tokens (account_id);
      CREATE TABLE tournament_members (
        tournament_id text NOT NULL,
        account_id    text NOT NULL REFERENCES accounts ON DELETE CASCADE,
        role          text NOT NULL CHECK (role IN ('organizer', 'judge', 'player')),
        player_id     text,
        joined_at     timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, account_id)
      );
      CREATE INDEX tournament_members_account ON tournament_members (account_id);
      CREATE TABLE tournament_invitations (
        invitation_hash text PRIMARY KEY,
        tournament_id   text NOT NULL,
        role            text NOT NULL CHECK (role IN ('organizer', 'judge')),
        invited_by      text NOT NULL REFERENCES accounts ON DELETE CASCADE,
        created_at      timestamptz NOT NULL DEFAULT now(),
        expires_at      timestamptz NOT NULL,
        accepted_by     text REFERENCES accounts ON DELETE SET NULL,
        accepted_at     timestamptz
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE tournament_invitations, tournament_members, access_tokens, account_sessions, accounts;');
  }
}
