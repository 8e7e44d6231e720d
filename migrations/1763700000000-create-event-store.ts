import { MigrationInterface, QueryRunner } from 'typeorm';

/** Streams, the append-only events table with its hash chain, and the application role. */
export class CreateEventStore1763700000000 implements MigrationInterface {
  name = 'CreateEventStore1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE event_streams (
        stream_id   text PRIMARY KEY,
        stream_type text NOT NULL,
        version     integer NOT NULL DEFAULT 0 CHECK (version >= 0),
        head_hash   char(64) NOT NULL DEFAULT repeat('0', 64),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        -- No foreign key to event_streams: every append writes the stream row in the same
        -- statement, and the per-row check cost a tenth of append throughput.
        stream_id       text NOT NULL,
        stream_position integer NOT NULL CHECK (stream_position > 0),
        event_id        uuid NOT NULL UNIQUE,
        type            text NOT NULL,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL,
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        prev_hash       char(64) NOT NULL,
        hash            char(64) NOT NULL,
        UNIQUE (stream_id, stream_position)
      );
      -- Global readers follow (transaction_id, global_position), below the oldest running transaction.
      CREATE INDEX events_transaction_order ON events (transaction_id, global_position);

      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only: % on events is not allowed', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$;
      CREATE TRIGGER events_reject_update_delete BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION events_are_append_only();
      CREATE TRIGGER events_reject_truncate BEFORE TRUNCATE ON events
        FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only();

      -- Roles are cluster-wide: several databases (and parallel test runs) may race to create it.
      DO $$ BEGIN
        CREATE ROLE arbiter_app NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$;
      -- A non-superuser owner must be a member to take the role at connect time.
      DO $$ BEGIN
        IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          EXECUTE format('GRANT arbiter_app TO %I', current_user);
        END IF;
      END $$;
      GRANT USAGE ON SCHEMA public TO arbiter_app;
      GRANT SELECT, INSERT ON events TO arbiter_app;
      GRANT SELECT, INSERT, UPDATE ON event_streams TO arbiter_app;
      -- Read models created by later migrations are the application's to rewrite.
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO arbiter_app;
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO arbiter_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM arbiter_app;
      ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM arbiter_app;
      DROP TABLE events;
      DROP TABLE event_streams;
      DROP FUNCTION events_are_append_only();
      REVOKE USAGE ON SCHEMA public FROM arbiter_app;
    `);
  }
}
