import http from 'node:http';

export interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The body's length in bytes. */
  bytes: number;
}

/** A client of the api over keep-alive connections, as an organizer's or a player's client calls it. */
export class ApiClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly url: URL;

  constructor(base: string) {
    this.url = new URL(base);
  }

  send(method: 'GET' | 'POST', path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
    // A string goes as it is (its content type in `headers`); anything else as JSON.
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const sent: Record<string, string | number> = { 'content-type': 'application/json', ...headers };
    if (payload !== undefined) sent['content-length'] = Buffer.byteLength(payload);
    else delete sent['content-type'];
    if (token) sent.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const req = http.request({ agent: this.agent, host: this.url.hostname, port: this.url.port, path, method, headers: sent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: kept as text for the error message
          }
          resolve({ status: res.statusCode ?? 0, json, bytes: Buffer.byteLength(text) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** POST that must answer `expect`; a 409 (another writer appended first, nothing stored) is sent again, as clients do. */
  async post(path: string, body: unknown, token: string | undefined, expect: number, headers: Record<string, string> = {}): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.send('POST', path, body, token, headers);
      if (answer.status === expect) return answer;
      if (answer.status !== 409 || attempt >= 20) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 400)}`);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Runs `work` over the items from `lanes` callers at once, each waiting for its answer before
 * the next; answers each item's time, sorted.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T, index: number) => Promise<void>): Promise<number[]> {
  let next = 0;
  const ms: number[] = [];
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      const t0 = performance.now();
      await work(items[i], i);
      ms.push(performance.now() - t0);
    }
  }));
  return ms.sort((a, b) => a - b);
}

/** The p50 and p95 of sorted times, for a line of the report. */
export const spread = (sorted: readonly number[]): string =>
  `p50 ${(sorted[Math.floor(sorted.length * 0.5)] ?? NaN).toFixed(0)} ms, p95 ${(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN).toFixed(0)} ms`;

/** Polls `check` until it answers a value (not undefined); the time is measured by the caller. */
export async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 300_000, everyMs = 10): Promise<T> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > end) throw new Error(`${what}: not served within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
