import { registeredGames } from '@arbiter/platform';
import { playBotMatch, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import { Platform, startPlatform } from '../../../test/support/platform';
import { organizerAccessToken } from '../../../test/support/accounts';

jest.setTimeout(180_000);

// Through the registry, as the apps reach every game.
const lightseekersModule = registeredGames().get('lightseekers');

/**
 * A Lightseekers tournament in pods of four through the api and the worker: each pod's game is
 * played by the kit's bots and uploaded as a log; the audit enters the engine's victory points
 * as the pod's result, and flags a player's report that says otherwise.
 */
describe('Lightseekers pods over HTTP (api + worker)', () => {
  let platform: Platform;
  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(platform.base));

  beforeAll(async () => {
    platform = await startPlatform('ls-pods');
  });
  afterAll(async () => platform?.stop());

  const call = async (method: string, path: string, options: { token?: string; body?: unknown; ndjson?: string } = {}) => {
    const res = await fetch(`${platform.base}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options.ndjson !== undefined ? { 'content-type': 'application/x-ndjson' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.ndjson ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };
  const eventually = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      const value = await probe();
      if (value !== undefined) return value;
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('plays each pod as one game, enters its victory points from the audit and flags a report that disagrees', async () => {
    const created = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'Pods', game: 'lightseekers', format: 'constructed', structure: 'pods', rounds: 1, bestOf: 1, seed: 3 } });
    expect(created.status).toBe(201);
    const { tournamentId: tid, organizerToken: org } = created.body as { tournamentId: string; organizerToken: string };
    // Pods are a multiplayer structure: a two-player game cannot take them, and a pod tournament has no top cut.
    const chaoticPods = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'No', game: 'chaotic', format: 'masters', structure: 'pods', bestOf: 1 } });
    expect(chaoticPods).toMatchObject({ status: 422, body: { code: 'tournament/invalid-settings' } });
    const podsWithCut = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'No', game: 'lightseekers', format: 'constructed', structure: 'pods', topCut: 4, bestOf: 1 } });
    expect(podsWithCut).toMatchObject({ status: 422, body: { code: 'tournament/invalid-settings', field: 'topCut' } });

    const rng = new SeededRng(rngStateFromSeed(11));
    const tokens: Record<string, string> = {};
    const decks: Record<string, unknown> = {};
    for (let i = 0; i < 8; i++) {
      const deck = lightseekersModule.decks.random('constructed', rng);
      const registered = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name: `P${i}`, deck } });
      expect(registered.status).toBe(201);
      tokens[registered.body.playerId] = registered.body.token;
      // The deck as the platform stores it (its flat card ids) and plays it.
      decks[registered.body.playerId] = lightseekersModule.decks.fromCardIds(lightseekersModule.decks.cardIds(deck));
    }
    expect((await call('POST', `/api/tournaments/${tid}/rounds`, { token: org, body: {} })).status).toBe(202);
    const round = await eventually('round 1', async () => {
      const r = await call('GET', `/api/tournaments/${tid}/rounds/1`);
      return r.body.status === 'open' ? r.body : undefined;
    });
    const pods = round.pairings as { matchId: string; players: string[] }[];
    expect(pods.map((p) => p.players.length)).toEqual([4, 4]);

    // A game of a pod seats the whole pod, in pod order; a digital start wants every player's commitment.
    const short = await call('POST', `/api/tournaments/${tid}/matches/1-1/games`, { token: tokens[pods[0].players[0]], body: { mode: 'digital', seedCommitments: { [pods[0].players[0]]: 'a'.repeat(64) } } });
    expect(short).toMatchObject({ status: 422, body: { code: 'games/seed-commitments-invalid' } });

    const played = await Promise.all(pods.map(async (pod, i) => {
      const log = await call('GET', `/api/tournaments/${tid}/matches/${pod.matchId}/games`);
      expect(log).toMatchObject({ status: 200, body: { games: [] } });
      return playBotMatch(lightseekersModule, { format: 'constructed', decks: pod.players.map((p) => decks[p]), seed: 40 + i, players: pod.players, matchId: `pod-${pod.matchId}` });
    }));
    for (const game of played) expect(game.outcome?.scores).toBeDefined();

    // Pod 2: a player reports points the game does not give before the log arrives.
    const [first, second] = played;
    const wrong = Object.fromEntries(pods[1].players.map((p, i) => [p, i === 0 ? 1 : 0]));
    const truth = Object.fromEntries(pods[1].players.map((p) => [p, second.outcome!.scores![p]]));
    if (JSON.stringify(wrong) === JSON.stringify(truth)) wrong[pods[1].players[0]] = 0;
    const reported = await call('POST', `/api/tournaments/${tid}/matches/${pods[1].matchId}/report`, { token: tokens[pods[1].players[1]], body: { points: wrong } });
    expect(reported.status).toBeLessThan(300);

    const uploads = await Promise.all(played.map((game, i) => call('POST', `/api/tournaments/${tid}/matches/${pods[i].matchId}/logs`, {
      token: tokens[pods[i].players[0]], ndjson: toNdjson(game.header, game.actions, game.trailer),
    })));
    for (const upload of uploads) expect(upload.status).toBe(202);
    const audits = await Promise.all(uploads.map((u) => eventually('the audit', async () => {
      const r = await call('GET', `/api/games/${u.body.gameId}/audit`);
      return r.status === 200 ? r.body : undefined;
    })));

    // Pod 1: a valid audit, and the engine's victory points become the pod's result.
    expect(audits[0]).toMatchObject({ verdict: 'valid', violations: [], decklistConformity: { ok: true, message: 'every deck is the registered one' } });
    const decided = await eventually('the engine result of pod 1', async () => {
      const r = await call('GET', `/api/tournaments/${tid}/rounds/1`);
      return r.body.pairings[0].status === 'final' ? r.body.pairings[0] : undefined;
    });
    expect(decided.result).toMatchObject({ reportedBy: 'arbiter-audit', points: Object.fromEntries(pods[0].players.map((p) => [p, first.outcome!.scores![p]])) });

    // Pod 2: the game is read, but the report contradicts its points: flagged for judges, naming them.
    expect(audits[1]).toMatchObject({ verdict: 'flagged', violations: [], resultConsistency: { consistent: false, tournament: { status: 'reported', points: wrong } } });
    const flags = await eventually('the flag', async () => {
      const events = (await platform.store.readStream(`tournament-${tid}`)).filter((e) => e.type === 'AuditFlagged');
      return events.length > 0 ? events : undefined;
    });
    expect(flags.map((e) => e.data)).toEqual([expect.objectContaining({ round: 1, table: 2, gameId: uploads[1].body.gameId, reason: 'result-mismatch' })]);
  });
});
