import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Round } from '@arbiter/api-contract';
import { buildRandomDeck, Decklist, loadChaoticCards } from '@arbiter/chaotic';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { computeStandings, importTournament } from '@arbiter/tournament';
import { standingsRowView } from '../../apps/worker/src/tournaments/standings-view';
import { organizerAccessToken } from '../support/accounts';
import { Platform, startPlatform } from '../support/platform';
import { TestDatabase } from '../support/postgres';

jest.setTimeout(180_000);

/**
 * A 64-player, six-round Swiss with drops, a late entry, a corrected result and a top 8,
 * driven entirely over HTTP against the real PostgreSQL, Redis and worker. The standings the
 * worker projects must equal the library's pure computeStandings over the exported events.
 */
describe('tournament end to end (api + worker, PostgreSQL, Redis)', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let base: string;
  const rng = new SeededRng(rngStateFromSeed(64));

  const call = async (method: string, path: string, token?: string, body?: unknown, type = 'application/json') => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': type } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any = text;
    try {
      json = JSON.parse(text);
    } catch {
      // CSV and other text bodies stay strings
    }
    return { status: res.status, body: json };
  };
  const ok = async (method: string, path: string, token: string | undefined, body: unknown, status: number) => {
    const res = await call(method, path, token, body);
    if (res.status !== status) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const until = async <T>(what: string, read: () => Promise<T | undefined>, ms = 30_000): Promise<T> => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const value = await read();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform('tournament');
    ({ db, app, worker, base } = platform);
  });
  afterAll(async () => platform?.stop());

  it('runs registration to the top 8 final, and the projected standings equal the pure function', async () => {
    const set = loadChaoticCards();
    const deck = (): Decklist => buildRandomDeck(set, 'masters', rng);
    const created = await ok('POST', '/api/tournaments', await organizerAccessToken(platform.base), { name: 'Perim Open', game: 'chaotic', format: 'masters', structure: 'swiss', rounds: 6, topCut: 8, bestOf: 3, seed: 2026 }, 201);
    const tid: string = created.tournamentId;
    const org: string = created.organizerToken;
    const t = `/api/tournaments/${tid}`;

    // The live feed, followed from the start like a spectator's dashboard.
    const feed = new AbortController();
    const feedText: string[] = [];
    const feedDone = fetch(`${base}${t}/feed`, { signal: feed.signal }).then(async (res) => {
      const reader = res.body!.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        feedText.push(Buffer.from(value).toString('utf8'));
      }
    }).catch(() => undefined);

    // Registration: 48 one by one (JSON decklists by id), 16 from CSV, an illegal deck refused.
    const tokens = new Map<string, string>();
    for (let i = 1; i <= 48; i++) {
      const reg = await ok('POST', `${t}/players`, org, { name: `Player ${i}`, deck: deck() }, 201);
      tokens.set(reg.playerId, reg.token);
    }
    const csv = ['name,deck', ...Array.from({ length: 16 }, (_, i) => `Player ${49 + i},"${JSON.stringify(deck()).replace(/"/g, '""')}"`)].join('\n');
    const imported = await call('POST', `${t}/players/import`, org, csv, 'text/csv');
    expect(imported.status).toBe(201);
    for (const p of imported.body.players) tokens.set(p.playerId, p.token);
    expect(tokens.size).toBe(64);
    const illegal = await call('POST', `${t}/players`, org, { name: 'Cheater', deck: { ...deck(), creatures: [] } });
    expect(illegal.status).toBe(422);
    expect(illegal.body.code).toBe('tournament/illegal-deck');
    expect(illegal.body.violations.length).toBeGreaterThan(0);

    const playRound = async (round: number, elimination: boolean) => {
      expect(await ok('POST', `${t}/rounds`, org, {}, 202)).toEqual({ round });
      const body = await until<Round>(`round ${round} pairings`, async () => {
        const r = await call('GET', `${t}/rounds/${round}`);
        return r.status === 200 && r.body.status === 'open' ? r.body : undefined;
      });
      // Refusal: the next round cannot be paired before this one's results are in.
      const early = await call('POST', `${t}/rounds`, org, {});
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('tournament/round-not-complete');
      const matches = body.pairings.filter((p) => p.players[1] !== null);
      for (const [i, m] of matches.entries()) {
        const [a, b] = m.players as string[];
        const draw = !elimination && rng.int(0, 19) === 0;
        const aWins = rng.int(0, 1) === 1;
        const wins = draw ? { [a]: 1, [b]: 1 } : { [a]: aWins ? 2 : rng.int(0, 1), [b]: aWins ? rng.int(0, 1) : 2 };
        if (i % 4 === 0) {
          // The players report and confirm themselves; a stranger may not.
          const stranger = matches[(i + 1) % matches.length].players[0] as string;
          if (stranger !== a && stranger !== b) {
            const refused = await call('POST', `${t}/matches/${m.matchId}/report`, tokens.get(stranger), { wins, draws: 0 });
            expect(refused.status).toBe(403);
            expect(refused.body.code).toBe('tournament/not-your-match');
          }
          await ok('POST', `${t}/matches/${m.matchId}/report`, tokens.get(a), { wins, draws: 0 }, 200);
          const confirmed = await ok('POST', `${t}/matches/${m.matchId}/confirm`, tokens.get(b), undefined, 200);
          expect(confirmed.match.status).toBe('final');
        } else {
          await ok('POST', `${t}/matches/${m.matchId}/result`, org, { wins, draws: 0 }, 200);
        }
      }
      await ok('POST', `${t}/rounds/${round}/end`, org, undefined, 200);
      if (!elimination) swissRounds.push(body);
      return body;
    };
    const swissRounds: Round[] = [];

    const first = await playRound(1, false);
    expect(first.pairings.flatMap((p) => p.players).filter(Boolean).sort()).toEqual([...tokens.keys()].sort());
    // A player drops themself; the organizer drops another.
    const [selfDrop, orgDrop] = [...tokens.keys()].slice(3, 5);
    await ok('POST', `${t}/players/${selfDrop}/drop`, tokens.get(selfDrop), undefined, 200);
    const notYours = await call('POST', `${t}/players/${orgDrop}/drop`, tokens.get(selfDrop));
    expect(notYours.status).toBe(403);
    await ok('POST', `${t}/players/${orgDrop}/drop`, org, undefined, 200);
    await playRound(2, false);
    // A late entry after round two: missed rounds count as losses.
    const late = await ok('POST', `${t}/players`, org, { name: 'Latecomer', deck: deck() }, 201);
    tokens.set(late.playerId, late.token);
    const third = await playRound(3, false);
    expect(third.pairings.some((p) => p.players.includes(late.playerId))).toBe(true);
    // A corrected result after the round closed: a new event, history untouched.
    const fixed = third.pairings.find((p) => p.players[1] !== null)!;
    const [fa, fb] = fixed.players as string[];
    const correction = await ok('POST', `${t}/matches/${fixed.matchId}/result`, org, { wins: { [fa]: 0, [fb]: 2 }, draws: 0, note: 'score slip misread' }, 200);
    expect(correction.events).toEqual(['ResultEntered']);
    await ok('POST', `${t}/players/${[...tokens.keys()][10]}/drop`, org, undefined, 200);
    for (const round of [4, 5, 6]) await playRound(round, false);

    // Every active player sat exactly once per Swiss round, and nobody met the same opponent twice.
    const active = [64, 62, 63, 62, 62, 62];
    swissRounds.forEach((r, i) => {
      const seated = r.pairings.flatMap((p) => p.players).filter(Boolean);
      expect(new Set(seated).size).toBe(seated.length);
      expect(seated).toHaveLength(active[i]);
    });
    const pairs = swissRounds.flatMap((r) => r.pairings.filter((p) => p.players[1] !== null).map((p) => [...p.players].sort().join('|')));
    expect(new Set(pairs).size).toBe(pairs.length);

    // Top 8, seeded by the standings, then three elimination rounds and the final.
    const cut = await ok('POST', `${t}/top-cut`, org, undefined, 200);
    expect(cut.seeds).toHaveLength(8);
    const quarter = await playRound(7, true);
    expect(quarter.pairings.map((p) => p.players)).toEqual([[cut.seeds[0], cut.seeds[7]], [cut.seeds[3], cut.seeds[4]], [cut.seeds[1], cut.seeds[6]], [cut.seeds[2], cut.seeds[5]]]);
    await playRound(8, true);
    const final = await playRound(9, true);
    expect(final.pairings).toHaveLength(1);
    const done = await ok('POST', `${t}/complete`, org, undefined, 200);
    expect(final.pairings[0].players).toContain(done.winner);

    // The worker's read model catches up with the stream and equals the pure function.
    const summary = await ok('GET', t, undefined, undefined, 200);
    expect(summary.status).toBe('completed');
    const standings = await until('standings at the final version', async () => {
      const s = await call('GET', `${t}/standings`);
      return s.body.version === summary.version ? s.body : undefined;
    });
    const exported = await ok('GET', `${t}/export`, undefined, undefined, 200);
    const checked = importTournament(exported);
    expect(checked.ok).toBe(true);
    const pure = computeStandings(exported.events).map(standingsRowView);
    expect(standings.rows).toEqual(pure);
    expect(standings.rows).toHaveLength(65);
    expect(standings.rows[0].playerId).toBe(done.winner);
    expect(standings.rows.filter((r: { dropped: boolean }) => r.dropped)).toHaveLength(3);
    const lateRow = standings.rows.find((r: { playerId: string }) => r.playerId === late.playerId);
    expect(lateRow.record.losses).toBeGreaterThanOrEqual(2);

    // CSV exports and the metagame read model.
    const csvStandings = await call('GET', `${t}/standings?format=csv`);
    expect(csvStandings.body.split('\n')[0]).toBe('rank,playerId,name,matchPoints,wins,losses,draws,byes,omw,gw,ogw,dropped');
    expect(csvStandings.body.trim().split('\n')).toHaveLength(66);
    const csvRound = await call('GET', `${t}/rounds/1?format=csv`);
    expect(csvRound.body.trim().split('\n')).toHaveLength(33);
    const meta = await ok('GET', `${t}/metagame`, undefined, undefined, 200);
    expect(meta.tribes.reduce((n: number, r: { players: number }) => n + r.players, 0)).toBe(65);
    expect(meta.tribes.every((r: { tribe: string }) => ['OverWorld', 'UnderWorld', 'Mipedian', 'Danian', "M'arrillian"].includes(r.tribe))).toBe(true);

    // The feed pushed pairings and standings as they changed, the final table last.
    await until('the final standings on the feed', async () => (feedText.join('').includes(`"version":${summary.version},`) ? true : undefined));
    feed.abort();
    await feedDone;
    const events = feedText.join('').split('\n\n').filter((block) => block.startsWith('event: ')).map((block) => {
      const [event, data] = block.split('\n');
      return { event: event.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) };
    });
    expect(events.filter((e) => e.event === 'pairings').map((e) => e.data.round)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(events.some((e) => e.event === 'result' && e.data.matchId === final.pairings[0].matchId && e.data.status === 'final')).toBe(true);
    const lastStandings = events.filter((e) => e.event === 'standings').pop()!;
    expect(lastStandings.data).toEqual(standings);
  });
});
