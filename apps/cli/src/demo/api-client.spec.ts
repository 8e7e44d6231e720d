import http from 'node:http';
import { AddressInfo } from 'node:net';
import { ApiClient, ApiError } from './api-client';

/** A local server answering each request with the next scripted answer, recording what it got. */
async function scripted(answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const seen: { method?: string; url?: string; auth?: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
      const answer = answers.shift() ?? { status: 500, body: { code: 'script/exhausted' } };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const conflict = { status: 409, body: { code: 'event-store/concurrency', detail: 'stream "tournament-t" is at version 8, expected 7' } };

describe(ApiClient.name, () => {
  it('sends JSON with the bearer token and returns the parsed answer', async () => {
    const server = await scripted([{ status: 201, body: { gameId: 'g1' } }]);
    try {
      const answer = await new ApiClient(server.base).post<{ gameId: string }>('/api/x', { seq: 3 }, 'tok');
      expect(answer).toEqual({ gameId: 'g1' });
      expect(server.seen).toEqual([{ method: 'POST', url: '/api/x', auth: 'Bearer tok', body: '{"seq":3}' }]);
    } finally {
      await server.close();
    }
  });

  it('turns a problem answer into an ApiError with its status and code', async () => {
    const server = await scripted([{ status: 422, body: { code: 'chaotic/illegal-move', rule: '6.3.5', detail: 'one combat per turn' } }]);
    try {
      const error = await new ApiClient(server.base).post('/api/games/g/actions', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 422, code: 'chaotic/illegal-move', message: 'POST /api/games/g/actions answered 422 chaotic/illegal-move: one combat per turn' });
    } finally {
      await server.close();
    }
  });

  it('waits out a 429 for the Retry-After it names, then sends again', async () => {
    const server = await scripted([{ status: 429, body: { code: 'request/rate-limited' }, headers: { 'retry-after': '0' } }, { status: 200, body: { ok: true } }]);
    try {
      await expect(new ApiClient(server.base).get('/api/t')).resolves.toEqual({ ok: true });
      expect(server.seen).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('sends a tournament command again after a concurrency conflict, and gives up after its attempts', async () => {
    const server = await scripted([conflict, conflict, { status: 200, body: { version: 9 } }, conflict, conflict]);
    try {
      const client = new ApiClient(server.base);
      await expect(client.command('/api/tournaments/t/matches/1-1/report', { draws: 0 })).resolves.toEqual({ version: 9 });
      expect(server.seen).toHaveLength(3);
      await expect(client.command('/api/tournaments/t/matches/1-2/report', {}, undefined, 2)).rejects.toMatchObject({ status: 409, code: 'event-store/concurrency' });
      expect(server.seen).toHaveLength(5);
    } finally {
      await server.close();
    }
  });

  it('does not resend other refusals of a command', async () => {
    const server = await scripted([{ status: 409, body: { code: 'tournament/result-already-final' } }]);
    try {
      await expect(new ApiClient(server.base).command('/api/tournaments/t/matches/1-1/report', {})).rejects.toMatchObject({ code: 'tournament/result-already-final' });
      expect(server.seen).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
