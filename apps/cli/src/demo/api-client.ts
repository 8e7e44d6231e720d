/**
 * A small HTTP client of the Arbiter api, as any player's or organizer's program would use it:
 * JSON in and out, a bearer token per call, problem details turned into `ApiError`, and a
 * polite wait when the api says 429 (each token has its own rate budget).
 */
export class ApiError extends Error {
  constructor(readonly method: string, readonly path: string, readonly status: number, readonly code: string | undefined, readonly body: unknown) {
    super(`${method} ${path} answered ${status}${code ? ` ${code}` : ''}: ${describe(body)}`);
    this.name = 'ApiError';
  }
}

function describe(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { detail?: string; title?: string; message?: string };
    return b.detail ?? b.message ?? b.title ?? JSON.stringify(body).slice(0, 300);
  }
  return String(body ?? '').slice(0, 300);
}

export interface CallOptions {
  token?: string;
  body?: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiClient {
  /** Requests sent, by everyone using this client (progress lines print it). */
  requests = 0;

  constructor(readonly baseUrl: string, private readonly maxRateLimitWaits = 20) {}

  get<T>(path: string, token?: string): Promise<T> {
    return this.call<T>('GET', path, { token });
  }

  post<T>(path: string, body: unknown, token?: string): Promise<T> {
    return this.call<T>('POST', path, { token, body });
  }

  /**
   * A tournament command: when another writer appended to the tournament first (409
   * `event-store/concurrency`, nothing was appended) it is sent again, as any client should.
   */
  async command<T>(path: string, body: unknown, token?: string, attempts = 6): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.post<T>(path, body, token);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'event-store/concurrency') || attempt >= attempts) throw error;
        await sleep(5 + Math.random() * 20 * attempt); // spread the retries of tables that collided
      }
    }
  }

  async call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      this.requests++;
      const response = await fetch(new URL(path, this.baseUrl), {
        method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      const json = parse(text);
      if (response.status === 429 && attempt < this.maxRateLimitWaits) {
        const seconds = Number(response.headers.get('retry-after') ?? '1');
        await sleep(Math.max(0.1, Number.isFinite(seconds) ? seconds : 1) * 1000);
        continue;
      }
      if (!response.ok) throw new ApiError(method, path, response.status, (json as { code?: string } | undefined)?.code, json ?? text);
      return json as T;
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
