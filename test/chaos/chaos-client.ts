/** A refusal the api meant (a 4xx other than a conflict to retry): the bots decide what it means. */
export class ChaosApiError extends Error {
  constructor(readonly method: string, readonly path: string, readonly status: number, readonly code: string | undefined, readonly body: unknown) {
    super(`${method} ${path} answered ${status}${code ? ` ${code}` : ''}: ${JSON.stringify(body)?.slice(0, 300)}`);
    this.name = 'ChaosApiError';
  }
}

/** A command the api acknowledged (2xx) under an Idempotency-Key. */
export interface AckedCommand {
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly status: number;
}

/** A request that got no answer (a network error or a 5xx): it may or may not have been carried out. */
export class NoAnswer extends Error {
  constructor(readonly method: string, readonly path: string, reason: string) {
    super(`${method} ${path}: no answer (${reason})`);
    this.name = 'NoAnswer';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bots' HTTP client during a chaos run, as a careful client of a replicated api behaves:
 * every command carries an Idempotency-Key, and a request that got no answer (a killed api, a
 * restarting database: a network error or a 5xx) is sent again with the same key to the next
 * api, until `patienceMs` runs out. 409 `event-store/concurrency` (nothing appended) is retried too.
 */
export class ChaosClient {
  private next = 0;
  private keys = 0;
  /** Every Idempotency-Key sent, acknowledged or not. */
  readonly sent = new Set<string>();
  readonly acked: AckedCommand[] = [];
  retries = 0;
  requests = 0;

  constructor(private readonly urls: () => readonly string[], private readonly runId: string, private readonly patienceMs = 120_000) {}

  newKey(): string {
    return `chaos-${this.runId}-${++this.keys}`;
  }

  get<T>(path: string, token?: string): Promise<T> {
    return this.send<T>('GET', path, { token });
  }

  /** A POST that is a command: sent with a fresh Idempotency-Key, recorded once acknowledged. */
  command<T>(path: string, body: unknown, token?: string): Promise<T> {
    return this.send<T>('POST', path, { token, body, key: this.newKey() });
  }

  /** A POST without a key (the game endpoints make their own command ids). */
  post<T>(path: string, body: unknown, token?: string): Promise<T> {
    return this.send<T>('POST', path, { token, body });
  }

  /** `once`: no retry; a request without an answer throws NoAnswer (for a request that is not idempotent). */
  async send<T>(method: string, path: string, options: { token?: string; body?: unknown; key?: string; once?: boolean }): Promise<T> {
    const deadline = Date.now() + this.patienceMs;
    if (options.key) this.sent.add(options.key);
    for (let attempt = 0; ; attempt++) {
      const urls = this.urls();
      const base = urls[this.next++ % urls.length];
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.key) headers['idempotency-key'] = options.key;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      let retry: string;
      try {
        this.requests++;
        const response = await fetch(new URL(path, base), {
          method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        const json = parse(text);
        const code = (json as { code?: string } | undefined)?.code;
        if (response.ok) {
          if (options.key) this.acked.push({ key: options.key, method, path, body: options.body, status: response.status });
          return json as T;
        }
        if (response.status < 500 && response.status !== 429 && !(response.status === 409 && code === 'event-store/concurrency')) {
          throw new ChaosApiError(method, path, response.status, code, json ?? text);
        }
        retry = `${response.status}${code ? ` ${code}` : ''}`;
      } catch (error) {
        if (error instanceof ChaosApiError) throw error;
        retry = (error as Error).message;
      }
      if (options.once) throw new NoAnswer(method, path, retry);
      if (Date.now() > deadline) throw new Error(`${method} ${path}: no answer within ${this.patienceMs / 1000} s (last: ${retry})`);
      this.retries++;
      await sleep(Math.min(1000, 50 * 2 ** Math.min(attempt, 5)));
    }
  }
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
