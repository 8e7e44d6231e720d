import { registeredGames } from '@arbiter/platform';
import { commitSeed, combineSeeds, MatchLogHeader, stateHash } from '@arbiter/rules';
import { Platform, startPlatform } from '../../../test/support/platform';
import { organizerAccessToken } from '../../../test/support/accounts';
import { raceModule } from '../../../test/example-game/race-game';

jest.setTimeout(120_000);

/**
 * A game no app knows: Race (test/example-game) registered beside Chaotic, then a tournament
 * of it run through the api and the worker. Nothing in the apps names Race; if this passes,
 * a new game is a new module.
 */
describe('an example game through the registry (Race over HTTP, api + worker)', () => {
  let platform: Platform;
  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(platform.base));
  const engine = raceModule.engines.engine();

  beforeAll(async () => {
    platform = await startPlatform('example-game', {}, { games: registeredGames([raceModule]) });
  });
  afterAll(async () => platform?.stop());

  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${platform.base}${path}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', text, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };
  const eventually = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      const value = await probe();
      if (value !== undefined) return value;
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('creates a Race tournament, checks decks by Race rules, records a game action by action and audits it', async () => {
    // Only registered games and their formats are taken; the messages name what there is.
    const unknownGame = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'Nope', game: 'netrunner', format: 'classic', structure: 'swiss', bestOf: 1 } });
    expect(unknownGame.body.errors).toEqual([expect.objectContaining({ field: 'game', errors: [`game must be one of the registered games: ${registeredGames([raceModule]).ids().join(', ')} (not "netrunner")`] })]);
    const unknownFormat = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'Nope', game: 'race', format: 'marathon', structure: 'swiss', bestOf: 1 } });
    expect(unknownFormat).toMatchObject({ status: 422, body: { code: 'tournament/invalid-settings', field: 'format', formats: ['classic', 'sprint'] } });

    const created = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'Race Open', game: 'race', format: 'classic', structure: 'swiss', bestOf: 1, seed: 7 } });
    expect(created.status).toBe(201);
    const { tournamentId: tid, organizerToken: org } = created.body as { tournamentId: string; organizerToken: string };
    const summary = await call('GET', `/api/tournaments/${tid}`);
    expect(summary.body.settings).toMatchObject({ game: 'race', format: 'classic', tiebreakers: 'mtg' });

    // A deck is read and checked by Race: an unreadable one and an illegal one, each with its rule.
    const unreadable = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name: 'Ann', deck: { cards: 'step-1' } } });
    expect(unreadable).toMatchObject({ status: 422, body: { code: 'tournament/illegal-deck', violations: [{ code: 'race/deck-unreadable', rule: 'race:2' }] } });
    const illegal = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name: 'Ann', deck: ['step-1', 'step-9'] } });
    expect(illegal).toMatchObject({ status: 422, body: { code: 'tournament/illegal-deck', violations: [{ code: 'race/unknown-card', rule: 'race:2.2', card: 'step-9' }] } });
    const players: Record<string, string> = {};
    const decks: Record<string, string[]> = {};
    for (const [name, deck] of [['Ann', ['step-1', 'step-2', 'step-3']], ['Bob', ['step-1', 'step-2']]] as const) {
      const registered = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name, deck } });
      expect(registered.status).toBe(201);
      players[registered.body.playerId] = registered.body.token;
      decks[registered.body.playerId] = [...deck];
    }

    // Round 1: the worker pairs it.
    expect((await call('POST', `/api/tournaments/${tid}/rounds`, { token: org, body: {} })).status).toBe(202);
    const round = await eventually('round 1', async () => {
      const r = await call('GET', `/api/tournaments/${tid}/rounds/1`);
      return r.body.status === 'open' ? r.body : undefined;
    });
    const [a, b] = round.pairings[0].players as [string, string];
    expect(Object.keys(players).sort()).toEqual([a, b].sort());

    // A digital game: the header is Race's, its decks Race's, under Race's engine.
    const seeds = { [a]: `${a}-secret`, [b]: `${b}-secret` };
    const started = await call('POST', `/api/tournaments/${tid}/matches/1-1/games`, {
      token: players[a], body: { mode: 'digital', seedCommitments: { [a]: commitSeed(seeds[a]), [b]: commitSeed(seeds[b]) } },
    });
    expect(started.status).toBe(201);
    const gameId: string = started.body.gameId;
    expect(started.body.header).toMatchObject({ game: 'race', gameFormat: 'classic', engineVersion: raceModule.engines.current, mode: 'digital' });
    expect(started.body.header.deckHashes).toEqual({ [a]: raceModule.decks.hash(decks[a]), [b]: raceModule.decks.hash(decks[b]) });
    expect(started.body.header.decks).toEqual({ [a]: decks[a] }); // a player sees only their own deck while the game runs
    for (const p of [a, b]) expect((await call('POST', `/api/games/${gameId}/seeds`, { token: players[p], body: { seed: seeds[p] } })).status).toBe(201);

    const log = await call('GET', `/api/games/${gameId}/log`, { token: org });
    const header = JSON.parse(log.text.split('\n')[0]) as MatchLogHeader;
    const state = engine.setup(raceModule.engines.configFromHeader(header as MatchLogHeader<readonly string[]>), { combined: combineSeeds([seeds[header.players[0].id], seeds[header.players[1].id]], header.matchId) });

    // An action out of turn is refused with Race's rule and its text; nothing is stored.
    const [first] = engine.activePlayers(state);
    const waiting = first === a ? b : a;
    const refused = await call('POST', `/api/games/${gameId}/actions`, { token: players[waiting], body: { seq: 1, action: { type: 'advance', payload: { by: 1 } } } });
    expect(refused.status).toBe(422);
    expect(refused.type).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ code: 'race/not-your-turn', rule: 'race:4.1', ruleText: 'Only the player whose turn it is acts.', seq: 1 });

    // The game, action by action, each answered with the state hash the engine gives.
    let recorded = 0;
    while (engine.outcome(state) === null) {
      const [player] = engine.activePlayers(state);
      const action = engine.legalActions(state, player).at(-1)!; // the longest step
      const response = await call('POST', `/api/games/${gameId}/actions`, { token: players[player], body: { seq: action.seq, action: { type: action.type, payload: action.payload } } });
      engine.applyInPlace(state, action);
      expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: { seq: action.seq, stateHash: stateHash(state) } });
      recorded++;
    }
    const view = await call('GET', `/api/games/${gameId}/state`, { token: players[a] });
    expect(view.body).toMatchObject({ status: 'ended', seq: recorded, state: { target: 10, players: header.players.map((p) => p.id) } });
    const over = await call('POST', `/api/games/${gameId}/actions`, { token: players[a], body: { seq: recorded + 1, action: { type: 'advance', payload: { by: 1 } } } });
    expect(over.body).toMatchObject({ code: 'race/game-over', rule: 'race:5.1' });

    // The worker audits it through Race's module and enters the engine's result.
    const audit = await eventually('the audit', async () => {
      const r = await call('GET', `/api/games/${gameId}/audit`);
      return r.status === 200 ? r.body : undefined;
    });
    const outcome = engine.outcome(state)!;
    expect(audit).toMatchObject({
      verdict: 'valid', source: 'live', violations: [], actions: recorded, applied: recorded, finalHash: stateHash(state),
      decklistConformity: { ok: true }, hashChain: { ok: true }, resultConsistency: { derived: { winners: outcome.winners } },
    });
    const decided = await eventually('the engine result', async () => {
      const r = await call('GET', `/api/tournaments/${tid}/rounds/1`);
      return r.body.pairings[0].status === 'final' ? r.body.pairings[0] : undefined;
    });
    expect(decided.status).toBe('final');

    // The metagame groups Race decks by Race's grouping (who plays what only for officials until
    // the decklists are published), and the cards endpoint names Race cards.
    const meta = await eventually('the metagame', async () => {
      const r = await call('GET', `/api/tournaments/${tid}/metagame`, { token: org });
      return r.status === 200 && r.body.decks?.length === 2 ? r.body : undefined;
    });
    expect(meta.label).toBe('longest step');
    expect((await call('GET', `/api/tournaments/${tid}/metagame`)).body).toMatchObject({ decks: [], decksWithheld: true });
    expect(meta.tribes.map((t: { tribe: string }) => t.tribe).sort()).toEqual(['step-2', 'step-3']);
    expect((await call('GET', '/api/cards/race?ids=step-2,step-7')).body).toEqual({ cards: [{ id: 'step-2', name: 'Two Steps', type: 'step', set: 'step' }], unknown: ['step-7'] });
  });
});
