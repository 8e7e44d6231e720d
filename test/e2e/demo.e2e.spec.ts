import { runDemoTournament, DemoResult } from '../../apps/cli/src/demo/demo-driver';
import { registeredGames } from '@arbiter/platform';
import { call, Platform, startPlatform } from './support/games-platform';

// The demo's own driver, small: 8 bots, 3 Swiss rounds, top 4, every game recorded live over
// HTTP against the api and the worker on a database and queue prefix of their own.
jest.setTimeout(900_000);

describe('arbiter demo: a Masters tournament played by bots through the api', () => {
  let platform: Platform;
  let result: DemoResult;
  const lines: string[] = [];

  beforeAll(async () => {
    platform = await startPlatform('demo');
    result = await runDemoTournament({
      baseUrl: platform.base, name: 'Demo e2e', players: 8, rounds: 3, topCut: 4, format: 'masters', bestOf: 1, seed: 5,
      log: (line) => lines.push(line),
    });
  });
  afterAll(async () => platform?.stop());

  it('plays 3 Swiss rounds of 4 tables and a top 4 of 2 then 1 table, printing progress', () => {
    expect(result.rounds.map((r) => r.matches.length)).toEqual([4, 4, 4, 2, 1]);
    expect(lines.filter((l) => /^round \d+ (\(top cut\) )?paired: /.test(l))).toHaveLength(5);
    expect(lines.filter((l) => l.startsWith('standings after round '))).toHaveLength(3);
  });

  it('has final standings with every player and a full Swiss record each', async () => {
    const standings = await call(platform, 'GET', `/api/tournaments/${result.tournamentId}/standings`);
    expect(standings.status).toBe(200);
    const rows = standings.json.rows as { rank: number; playerId: string; record: { wins: number; losses: number; draws: number } }[];
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of rows) expect(row.record.wins + row.record.losses + row.record.draws).toBeGreaterThanOrEqual(3);
  });

  it('stores a valid audit for every game, each a live recording with an intact hash chain', async () => {
    const games = result.rounds.flatMap((r) => r.matches.flatMap((m) => m.gameIds));
    expect(games.length).toBeGreaterThanOrEqual(15);
    for (const gameId of games) {
      const audit = await call(platform, 'GET', `/api/games/${gameId}/audit`);
      expect({ gameId, status: audit.status, verdict: audit.json?.verdict, violations: audit.json?.violations }).toEqual({ gameId, status: 200, verdict: 'valid', violations: [] });
      expect(audit.json).toMatchObject({ source: 'live', hashChain: { ok: true }, decklistConformity: { ok: true } });
    }
    const flagged = (await platform.store.readStream(`tournament-${result.tournamentId}`)).filter((e) => e.type === 'AuditFlagged');
    expect(flagged).toEqual([]);
  });

  it('completes the top cut with a winner who won the final', async () => {
    const tournament = await call(platform, 'GET', `/api/tournaments/${result.tournamentId}`);
    expect(result.winner).not.toBeNull();
    expect(tournament.json.winner).toBe(result.winner!.playerId);
    const final = result.rounds[result.rounds.length - 1].matches[0];
    const [top] = Object.entries(final.wins).sort((a, b) => b[1] - a[1]);
    expect(top[0]).toBe(result.winner!.playerId);
    expect(tournament.json.topCutSeeds).toContain(result.winner!.playerId);
  });

  it('has the organizer call time on a game the bots stop at their cap: a drawn game, ended and audited valid', async () => {
    const capped: string[] = [];
    const short = await runDemoTournament({
      baseUrl: platform.base, name: 'Demo e2e, capped', players: 2, rounds: 1, topCut: 0, format: 'masters', bestOf: 1, seed: 5, maxActions: 30,
      log: (line) => capped.push(line),
    });
    const [match] = short.rounds[0].matches;
    expect(match.gameIds).toHaveLength(1);
    expect(short.unfinished).toEqual(match.gameIds);
    expect(match).toMatchObject({ actions: 30, draws: 1 });
    expect(Object.values(match.wins)).toEqual([0, 0]);
    expect(short.audits).toEqual([expect.objectContaining({ gameId: match.gameIds[0], verdict: 'valid', applied: 30, timeCalledBy: 'organizer', resultConsistency: expect.objectContaining({ derived: expect.objectContaining({ draw: true, reason: 'time-called' }) }) })]);
    expect(capped.some((l) => l.startsWith(`game ${match.gameIds[0]} unfinished: the bots stopped it at their cap`) && l.includes('called time'))).toBe(true);
    const state = await call(platform, 'GET', `/api/games/${match.gameIds[0]}/state`);
    expect({ status: state.json.status, seq: state.json.seq }).toEqual({ status: 'ended', seq: 30 });
    const standings = await call(platform, 'GET', `/api/tournaments/${short.tournamentId}/standings`);
    const rows = standings.json.rows as { record: { wins: number; losses: number; draws: number } }[];
    expect(rows.map((r) => r.record)).toEqual([{ wins: 0, losses: 0, draws: 1 }, { wins: 0, losses: 0, draws: 1 }]);
  });
});

// The same driver for a multiplayer game: 8 Lightseekers bots in pods of four for 2 rounds,
// each pod one game recorded live, its result the victory points the engine gave.
describe('arbiter demo --game lightseekers: pods played by bots through the api', () => {
  let platform: Platform;
  let result: DemoResult;
  const lines: string[] = [];

  beforeAll(async () => {
    platform = await startPlatform('demo-ls');
    result = await runDemoTournament({
      baseUrl: platform.base, name: 'Demo e2e, pods', game: registeredGames().get('lightseekers'), structure: 'pods', players: 8, rounds: 2, topCut: 0,
      format: 'constructed', bestOf: 1, seed: 5, log: (line) => lines.push(line),
    });
  });
  afterAll(async () => platform?.stop());

  it('plays 2 rounds of two pods of four, one game each', () => {
    expect(result.rounds.map((r) => r.matches.map((m) => Object.keys(m.points ?? {}).length))).toEqual([[4, 4], [4, 4]]);
    expect(result.rounds.flatMap((r) => r.matches.map((m) => m.gameIds.length))).toEqual([1, 1, 1, 1]);
    expect(lines).toContain('round 1 paired: 2 pods (4, 4 players)');
    expect(lines.filter((l) => /^standings after round \d: 1\. .* \(\d+ VP\)$/.test(l))).toHaveLength(2);
  });

  it('stores a valid audit for every pod game, whose victory points are the pod\'s result', async () => {
    expect(result.unfinished).toEqual([]);
    for (const match of result.rounds.flatMap((r) => r.matches)) {
      const [audit] = result.audits.filter((a) => a.gameId === match.gameIds[0]);
      expect({ gameId: audit.gameId, verdict: audit.verdict, violations: audit.violations }).toEqual({ gameId: match.gameIds[0], verdict: 'valid', violations: [] });
      expect(audit).toMatchObject({ source: 'live', hashChain: { ok: true }, decklistConformity: { ok: true } });
      expect(audit.resultConsistency?.derived?.scores).toEqual(match.points);
      const round = await call(platform, 'GET', `/api/tournaments/${result.tournamentId}/rounds/${match.matchId.split('-')[0]}`);
      const pairing = round.json.pairings.find((p: { matchId: string }) => p.matchId === match.matchId);
      expect(pairing).toMatchObject({ status: 'final', result: { points: match.points } });
    }
    const flagged = (await platform.store.readStream(`tournament-${result.tournamentId}`)).filter((e) => e.type === 'AuditFlagged');
    expect(flagged).toEqual([]);
  });

  it('ranks the standings by the victory points of both rounds', async () => {
    const total: Record<string, number> = {};
    for (const match of result.rounds.flatMap((r) => r.matches)) for (const [p, vp] of Object.entries(match.points!)) total[p] = (total[p] ?? 0) + vp;
    const standings = await call(platform, 'GET', `/api/tournaments/${result.tournamentId}/standings`);
    const rows = standings.json.rows as { playerId: string; matchPoints: number }[];
    expect(rows).toHaveLength(8);
    expect(Object.fromEntries(rows.map((r) => [r.playerId, r.matchPoints]))).toEqual(total);
    const points = rows.map((r) => r.matchPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });
});

describe('arbiter demo --game wars: a WARS event played by bots through the api', () => {
  let platform: Platform;
  let result: DemoResult;
  const lines: string[] = [];

  beforeAll(async () => {
    platform = await startPlatform('demo-wars');
    result = await runDemoTournament({
      baseUrl: platform.base, name: 'Demo e2e, WARS', game: registeredGames().get('wars'), structure: 'swiss', players: 4, rounds: 2, topCut: 0,
      format: 'sanctioned-constructed', bestOf: 1, seed: 3, log: (line) => lines.push(line),
    });
  });
  afterAll(async () => platform?.stop());

  it('plays 2 Swiss rounds of 2 tables, each game recorded live and audited valid with the engine\'s winner as the result', async () => {
    expect(result.rounds.map((r) => r.matches.length)).toEqual([2, 2]);
    expect(result.unfinished).toEqual([]);
    const matches = result.rounds.flatMap((r) => r.matches);
    expect(matches.flatMap((m) => m.gameIds)).toHaveLength(4);
    for (const match of matches) {
      const gameId = match.gameIds[0];
      const [audit] = result.audits.filter((a) => a.gameId === gameId);
      expect({ gameId: audit.gameId, verdict: audit.verdict, violations: audit.violations }).toEqual({ gameId, verdict: 'valid', violations: [] });
      expect(audit).toMatchObject({ source: 'live', hashChain: { ok: true }, decklistConformity: { ok: true } });
      // The match's result is the engine's: its winner won the one game (best of one). The audit may run before
      // the players report, so the result is read from the match, not from the audit's consistency check.
      const [winner] = audit.resultConsistency!.derived!.winners;
      expect(match.wins[winner]).toBe(1);
    }
    const flagged = (await platform.store.readStream(`tournament-${result.tournamentId}`)).filter((e) => e.type === 'AuditFlagged');
    expect(flagged).toEqual([]);
  });

  it('groups the metagame by faction: shares for everyone, who plays what for officials until decklists are published', async () => {
    const open = await call(platform, 'GET', `/api/tournaments/${result.tournamentId}/metagame`);
    expect(open.json).toMatchObject({ label: 'faction', decks: [], decksWithheld: true });
    expect(open.json.tribes.reduce((n: number, t: { players: number }) => n + t.players, 0)).toBe(4);
    const staff = await call(platform, 'GET', `/api/tournaments/${result.tournamentId}/metagame`, { token: result.organizerToken });
    expect(staff.json.label).toBe('faction');
    expect(staff.json.decks).toHaveLength(4);
  });
});
