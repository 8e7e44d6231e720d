import { Worker } from 'node:worker_threads';

/** Latencies of every request of a run, and the run's wall time. */
export interface Timed {
  ms: number[];
  wallMs: number;
  /** Answers other than the expected status (the first one's text is kept). */
  errors: number;
  /** Requests sent again after a concurrency conflict (their latency includes every attempt). */
  retries: number;
  firstError?: string;
}

/** One HTTP request of a lane: sent in order within its lane, lanes run at once. */
export interface LoadRequest {
  url: string;
  body: unknown;
  token?: string;
  expect: number;
  /** Send again on 409 `event-store/concurrency` (another writer appended first; nothing was stored), as clients do. */
  retryConflict?: boolean;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export function requestsPerSecond(t: Timed): number {
  return Math.round((t.ms.length / t.wallMs) * 1000);
}

export function summary(label: string, t: Timed): string {
  const sorted = [...t.ms].sort((a, b) => a - b);
  const errors = (t.retries ? `  ${t.retries} resent after a conflict` : '') + (t.errors ? `  ${t.errors} errors (first: ${t.firstError})` : '');
  return `${label.padEnd(40)} ${String(t.ms.length).padStart(6)} req  ${String(requestsPerSecond(t)).padStart(6)} req/s  p50 ${percentile(sorted, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(2).padStart(6)} ms${errors}`;
}

/**
 * The load runs in a worker thread (its own event loop, on the other core when it is free), over
 * keep-alive connections, so the client's own work is not charged to the server under test. A
 * lane waits for each answer before it sends its next request, as a player's client does.
 */
const LOAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.lanes.length });
function send(r) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(r.body);
    const u = new URL(r.url);
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
    if (r.token) headers.authorization = 'Bearer ' + r.token;
    const req = http.request({ agent, host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve(res.statusCode === r.expect ? null : res.statusCode + ' ' + text.slice(0, 300)));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
(async () => {
  const ms = [];
  let errors = 0;
  let retries = 0;
  let firstError;
  const started = performance.now();
  await Promise.all(workerData.lanes.map(async (lane) => {
    for (const r of lane) {
      const t0 = performance.now();
      let error = await send(r);
      for (let tries = 1; error && r.retryConflict && error.startsWith('409') && error.includes('event-store/concurrency') && tries < 10; tries++) {
        retries++;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * tries));
        error = await send(r);
      }
      ms.push(performance.now() - t0);
      if (error) { errors++; firstError = firstError || error; }
    }
  }));
  parentPort.postMessage({ ms, wallMs: performance.now() - started, errors, retries, firstError });
  agent.destroy();
})().catch((e) => parentPort.postMessage({ fatal: String(e && e.message || e) }));
`;

export function load(lanes: LoadRequest[][]): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_SOURCE, { eval: true, workerData: { lanes } });
    worker.once('message', (m: Timed & { fatal?: string }) => (m.fatal ? reject(new Error(m.fatal)) : resolve(m)));
    worker.once('error', reject);
  });
}
