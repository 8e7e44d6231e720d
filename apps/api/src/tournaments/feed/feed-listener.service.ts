import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { PINO, PLATFORM_CONFIG, PlatformConfig } from '@arbiter/event-store';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { FEED_CHANNEL, FeedNotice } from '@arbiter/platform';

type Listener = (notice: FeedNotice) => void;

const RECONNECT_MS = 1000;

/**
 * One PostgreSQL LISTEN connection per api process. The standings worker NOTIFYs in the
 * transaction that writes the read model, so every replica hears every change once it is
 * committed, whichever worker made it.
 */
@Injectable()
export class FeedListenerService implements OnModuleInit, OnApplicationShutdown {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Client | undefined;
  private closing = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(PINO) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connect().catch((err) => {
      this.logger.warn({ err }, 'feed listener not connected; retrying');
      this.retry();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }

  /** Calls `listener` for every notice about `tournamentId` until the returned function is called. */
  subscribe(tournamentId: string, listener: Listener): () => void {
    let set = this.listeners.get(tournamentId);
    if (!set) this.listeners.set(tournamentId, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (set!.size === 0) this.listeners.delete(tournamentId);
    };
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, options: `-c role=${this.config.databaseAppRole}` });
    client.on('notification', (msg) => this.dispatch(msg.payload));
    client.on('error', (err) => {
      this.logger.warn({ err }, 'feed listener lost its connection; reconnecting');
      this.retry();
    });
    await client.connect();
    await client.query(`LISTEN ${FEED_CHANNEL}`);
    this.client = client;
  }

  private retry(): void {
    if (this.closing) return;
    const old = this.client;
    this.client = undefined;
    old?.end().catch(() => undefined);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect().catch(() => this.retry()), RECONNECT_MS);
  }

  private dispatch(payload: string | undefined): void {
    let notice: FeedNotice;
    try {
      notice = JSON.parse(payload ?? '') as FeedNotice;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(notice.tournamentId) ?? []) listener(notice);
  }
}
