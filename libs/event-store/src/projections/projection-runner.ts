import { DataSource, QueryRunner } from 'typeorm';
import { PostgresEventStore } from '../postgres-event-store';
import { Checkpoint, START } from '../types';
import { ProjectionDefinition } from './projection';

/** `owner: false`: another worker held the projection for longer than the wait allows. */
export type CatchUpResult = { owner: false } | { owner: true; events: number };

/**
 * Runs projections with one owner at a time across all workers. A run takes a session
 * advisory lock on a dedicated connection and applies every batch on that same connection,
 * so if the owner dies its lock and any half-done batch go with it, and a worker waiting for
 * the lock takes over. Any worker may serve any wake-up: it waits for the current owner to
 * finish, then catches up whatever is left.
 */
export class ProjectionRunner {
  private readonly running = new Map<string, Promise<CatchUpResult>>();
  private readonly active = new Map<string, QueryRunner>();

  constructor(
    private readonly db: DataSource,
    private readonly store: PostgresEventStore,
    private readonly projections: ProjectionDefinition[],
    private readonly batchSize = 500,
    private readonly lockWaitMs = 30_000,
  ) {}

  names(): string[] {
    return this.projections.map((p) => p.name);
  }

  /** Catches one projection up to the visible end; calls for the same name are serialised. */
  catchUp(name: string): Promise<CatchUpResult> {
    return this.serialised(name, () => this.run(name, false));
  }

  /** Empties the read model, resets the checkpoint and catches up from zero, as one owner. */
  rebuild(name: string): Promise<CatchUpResult> {
    return this.serialised(name, () => this.run(name, true));
  }

  /** The backend pid of the connection running `name` right now in this process, if any. */
  async ownerPid(name: string): Promise<number | undefined> {
    const qr = this.active.get(name);
    if (!qr) return undefined;
    const connection = (await qr.connect()) as { processID?: number };
    return connection.processID;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  private serialised(name: string, work: () => Promise<CatchUpResult>): Promise<CatchUpResult> {
    this.definition(name);
    const previous = this.running.get(name) ?? Promise.resolve({ owner: false } as CatchUpResult);
    const next = previous.catch(() => undefined).then(work);
    this.running.set(name, next);
    return next;
  }

  private async run(name: string, fromZero: boolean): Promise<CatchUpResult> {
    const definition = this.definition(name);
    const qr = this.db.createQueryRunner();
    let failure: Error | undefined;
    try {
      await qr.query(`SET lock_timeout = ${Math.floor(this.lockWaitMs)}`);
      try {
        await qr.query("SELECT pg_advisory_lock(hashtext('arbiter.projection'), hashtext($1))", [name]);
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') return { owner: false }; // lock_timeout
        throw error;
      }
      this.active.set(name, qr);
      await qr.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
      if (fromZero) await this.reset(qr, definition);
      let total = 0;
      for (let applied = -1; applied !== 0; total += applied) applied = await this.applyBatch(qr, definition);
      await qr.query("SELECT pg_advisory_unlock(hashtext('arbiter.projection'), hashtext($1))", [name]);
      return { owner: true, events: total };
    } catch (error) {
      failure = error as Error;
      if (qr.isTransactionActive) await qr.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      this.active.delete(name);
      // After a failure the connection is destroyed (and its lock with it), never pooled again.
      await (qr.release as (err?: Error) => Promise<void>).call(qr, failure).catch(() => undefined);
    }
  }

  private async reset(qr: QueryRunner, p: ProjectionDefinition): Promise<void> {
    await qr.startTransaction();
    await p.reset(qr.manager);
    await qr.query('UPDATE projection_checkpoints SET transaction_id = $2, global_position = $3, updated_at = now() WHERE name = $1', [
      p.name, START.transactionId, START.globalPosition,
    ]);
    await qr.commitTransaction();
  }

  /** Read model and checkpoint in one transaction: a batch applies exactly once. */
  private async applyBatch(qr: QueryRunner, p: ProjectionDefinition): Promise<number> {
    await qr.startTransaction();
    const [row] = await qr.query(
      'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
      [p.name],
    );
    const after: Checkpoint = { transactionId: row.transaction_id, globalPosition: row.global_position };
    const { events, next } = await this.store.readAllWith(qr.manager, { after, limit: this.batchSize });
    if (events.length === 0) {
      await qr.commitTransaction();
      return 0;
    }
    const wanted = p.eventTypes ? events.filter((e) => p.eventTypes!.includes(e.type)) : events;
    if (wanted.length > 0) await p.handle(wanted, qr.manager);
    await qr.query('UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now() WHERE name = $1', [
      p.name, next.transactionId, next.globalPosition,
    ]);
    await qr.commitTransaction();
    return events.length;
  }

  private definition(name: string): ProjectionDefinition {
    const found = this.projections.find((p) => p.name === name);
    if (!found) throw new Error(`unknown projection "${name}"`);
    return found;
  }
}
