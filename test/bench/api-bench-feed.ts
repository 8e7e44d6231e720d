import http from 'node:http';
import { SeededRound } from './api-bench-seed';

interface FeedEvent {
  event: string;
  data: { version?: number };
  at: number;
}

/** A Server-Sent Events client of `GET …/feed` that hands each event to whoever waits for it. */
class FeedClient {
  private buffer = '';
  private waiters: { test: (e: FeedEvent) => boolean; resolve: (e: FeedEvent) => void }[] = [];
  private request?: http.ClientRequest;
  /** Every event so far: the one awaited may arrive before the request that caused it has its answer. */
  private readonly seen: FeedEvent[] = [];

  open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.request = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`feed answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => this.read(chunk));
        resolve();
      });
      this.request.on('error', reject);
    });
  }

  private read(chunk: string): void {
    const at = performance.now();
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const parsed: FeedEvent = { event, data: JSON.parse(data), at };
      this.seen.push(parsed);
      this.waiters = this.waiters.filter((w) => (w.test(parsed) ? (w.resolve(parsed), false) : true));
    }
  }

  next(test: (e: FeedEvent) => boolean, ms = 10_000): Promise<FeedEvent> {
    const already = this.seen.find(test);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching feed event within ${ms} ms`)), ms);
      this.waiters.push({ test, resolve: (e) => { clearTimeout(timer); resolve(e); } });
    });
  }

  close(): void {
    this.request?.destroy();
  }
}

async function post(url: string, body: unknown, token: string): Promise<{ version: number }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json as { version: number };
}

/**
 * From a reported result to the standings on the feed: at each table one player reports, the
 * clock starts as the opponent's confirmation (which makes the result count) is sent, and stops
 * when a `standings` event computed at or after the confirmation's stream version arrives.
 * Tables follow one another, so each figure is one result's whole trip: api, wake-up job,
 * standings worker, NOTIFY, the api's LISTEN, the SSE write.
 */
export async function feedLatencies(base: string, seeded: SeededRound, tokenOf: (playerId: string) => string): Promise<number[]> {
  const feed = new FeedClient();
  await feed.open(`${base}/api/tournaments/${seeded.tournamentId}/feed`);
  const out: number[] = [];
  try {
    for (let t = 0; t < seeded.tables; t++) {
      const [a, b] = [seeded.players[2 * t], seeded.players[2 * t + 1]];
      const match = `${base}/api/tournaments/${seeded.tournamentId}/matches/1-${t + 1}`;
      await post(`${match}/report`, { wins: { [a]: 1, [b]: 0 }, draws: 0 }, tokenOf(a));
      const t0 = performance.now();
      const { version } = await post(`${match}/confirm`, {}, tokenOf(b));
      const arrived = await feed.next((e) => e.event === 'standings' && e.at >= t0 && (e.data.version ?? 0) >= version);
      out.push(arrived.at - t0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    feed.close();
  }
  return out;
}
