import { auditMatchLog, ChaoticAction, configFromHeader, createChaoticEngine, loadChaoticCards, MatchLogHeader, parseMatchLog, playBotMatch, toNdjson } from '@arbiter/chaotic';
import { combineSeeds, commitSeed, rngStateFromSeed, SeededRng, stateHash } from '@arbiter/rules';
import { decide, isRejection, replay, TournamentEvent } from '@arbiter/tournament';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../apps/api/src/create-app';
import { call, eventually, Platform, SeededTournament, seedTournament, sections, startPlatform } from './support/games-platform';

// A real database, Redis, api and worker, and a whole game played over HTTP.
jest.setTimeout(180_000);

const cards = loadChaoticCards();
const engine = createChaoticEngine(cards);

describe('games over HTTP (api + audits worker, real PostgreSQL and Redis)', () => {
  let platform: Platform;
  let t: SeededTournament;

  beforeAll(async () => {
    platform = await startPlatform('games');
    t = await seedTournament(platform, 'games-e2e');
  });
  afterAll(async () => platform?.stop());

  const tournamentEvents = async () => (await platform.store.readStream(`tournament-${t.tournamentId}`)).map((e) => ({ type: e.type, data: e.data as any })); // eslint-disable-line @typescript-eslint/no-explicit-any
  const gameEvents = async (gameId: string) => platform.store.readStream(`game-${gameId}`);

  /** Starts a digital game as the first player and has both players reveal their seeds. */
  async function startDigital(matchId: string, players: [string, string]) {
    const seeds = Object.fromEntries(players.map((p) => [p, `${p}-secret-${Math.random()}`]));
    const started = await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/${matchId}/games`, {
      token: t.tokenOf(players[0]), body: { mode: 'digital', seedCommitments: Object.fromEntries(players.map((p) => [p, commitSeed(seeds[p])])) },
    });
    expect(started.status).toBe(201);
    const gameId: string = started.json.gameId;
    for (const p of players) {
      const revealed = await call(platform, 'POST', `/api/games/${gameId}/seeds`, { token: t.tokenOf(p), body: { seed: seeds[p] } });
      expect(revealed.status).toBe(201);
    }
    return { gameId, seeds, header: started.json.header as MatchLogHeader };
  }

  /** The full header (an official's view of the log) and the engine state both players' seeds give. */
  async function localState(gameId: string, seeds: Record<string, string>) {
    const log = await call(platform, 'GET', `/api/games/${gameId}/log`, { token: t.organizer });
    const header = JSON.parse(log.text.split('\n')[0]) as MatchLogHeader;
    return engine.setup(configFromHeader(header), { combined: combineSeeds(header.players.map((p) => seeds[p.id]), header.matchId) });
  }

  describe('a bot game recorded live through the api', () => {
    it('accepts each legal action with the state hash the engine gives, then audits valid and enters the result', async () => {
      const { gameId, seeds, header } = await startDigital('1-1', ['p1', 'p2']);
      expect(Object.keys(header.decks ?? {})).toEqual(['p1']); // a player's copy of the header lists only their own deck
      expect(Object.keys(header.deckHashes).sort()).toEqual(['p1', 'p2']);
      const state = await localState(gameId, seeds);
      const rng = new SeededRng(rngStateFromSeed(42));
      let recorded = 0;
      while (engine.outcome(state) === null && recorded < 5_000) {
        const [player] = engine.activePlayers(state);
        const action = rng.pick(engine.legalActions(state, player)) as ChaoticAction;
        const response = await call(platform, 'POST', `/api/games/${gameId}/actions`, {
          token: t.tokenOf(player), body: { seq: action.seq, action: { type: action.type, payload: action.payload } },
        });
        engine.applyInPlace(state, action);
        expect({ status: response.status, body: response.json }).toEqual({ status: 201, body: { seq: action.seq, stateHash: stateHash(state) } });
        recorded++;
      }
      const outcome = engine.outcome(state)!;
      expect(outcome).not.toBeNull();
      const ended = await call(platform, 'GET', `/api/games/${gameId}/state`);
      expect(ended.json).toMatchObject({ status: 'ended', seq: recorded, stateHash: stateHash(state) });

      const audit = await eventually(async () => {
        const r = await call(platform, 'GET', `/api/games/${gameId}/audit`);
        return r.status === 200 ? r.json : undefined;
      }, 60_000, 'the audit report');
      expect(audit).toMatchObject({
        verdict: 'valid', source: 'live', violations: [], actions: recorded, applied: recorded, finalHash: stateHash(state),
        hashChain: { ok: true, eventsChecked: recorded + 2 }, decklistConformity: { ok: true },
      });
      expect(audit.resultConsistency.derived.winners).toEqual(outcome.winners);

      const entered = await eventually(async () => (await tournamentEvents()).find((e) => e.type === 'ResultEntered' && e.data.table === 1), 30_000, 'the engine result');
      const winnerSeat = outcome.draw ? -1 : ['p1', 'p2'].indexOf(outcome.winners[0]);
      expect(entered.data).toMatchObject({ round: 1, table: 1, enteredBy: 'arbiter-audit', result: { kind: 'games', wins: winnerSeat === 0 ? [1, 0] : winnerSeat === 1 ? [0, 1] : [0, 0] } });
    });
  });

  describe('CR 6.3.1 an illegal live action is refused with its rule', () => {
    let game: { gameId: string; seeds: Record<string, string> };
    beforeAll(async () => {
      game = await startDigital('1-2', ['p3', 'p4']);
    });

    it('answers 422 with the rule number and its text, and appends nothing', async () => {
      const before = await call(platform, 'GET', `/api/games/${game.gameId}/state`, { token: t.tokenOf('p3') });
      expect(before.json.state.pending.kind).toBe('action-step');
      const active: string = before.json.state.active;
      const refused = await call(platform, 'POST', `/api/games/${game.gameId}/actions`, { token: t.tokenOf(active), body: { seq: 1, action: { type: 'end-action-step', payload: {} } } });
      expect(refused.status).toBe(422);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(refused.json).toMatchObject({ code: 'chaotic/no-move', rule: '6.3.1', seq: 1 });
      expect(refused.json.ruleText).toMatch(/^During the Action Step the Active Player must move at least one Creature/);
      expect(await gameEvents(game.gameId)).toHaveLength(1);
      const after = await call(platform, 'GET', `/api/games/${game.gameId}/state`, { token: t.tokenOf('p3') });
      expect(after.json).toMatchObject({ seq: 0, stateHash: before.json.stateHash });
    });

    it('refuses a stale or future seq with 409, takes the right one, and answers a retry as before', async () => {
      const state = await localState(game.gameId, game.seeds);
      const [player] = engine.activePlayers(state);
      const [legal, other] = engine.legalActions(state, player);
      expect(other).toBeDefined();
      const send = (seq: number, a: ChaoticAction) =>
        call(platform, 'POST', `/api/games/${game.gameId}/actions`, { token: t.tokenOf(player), body: { seq, action: { type: a.type, payload: a.payload } } });
      const ahead = await send(2, legal);
      expect(ahead.status).toBe(409);
      expect(ahead.json).toMatchObject({ code: 'games/stale-seq', expectedSeq: 1, seq: 2 });
      const taken = await send(1, legal);
      engine.applyInPlace(state, legal);
      expect(taken).toMatchObject({ status: 201, json: { seq: 1, stateHash: stateHash(state) } });
      expect(await send(1, legal)).toMatchObject({ status: 201, json: taken.json });
      expect(await send(1, other)).toMatchObject({ status: 409, json: { code: 'games/stale-seq', expectedSeq: 2 } });
      expect(await gameEvents(game.gameId)).toHaveLength(2);
    });

    it('refuses a player of another match, in every endpoint that acts', async () => {
      const act = await call(platform, 'POST', `/api/games/${game.gameId}/actions`, { token: t.tokenOf('p1'), body: { seq: 2, action: { type: 'end-action-step', payload: {} } } });
      expect(act).toMatchObject({ status: 403, json: { code: 'games/not-your-game' } });
      const start = await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-2/games`, { token: t.tokenOf('p1'), body: { mode: 'paper', startingPlayer: 'p3' } });
      expect(start).toMatchObject({ status: 403, json: { code: 'games/not-your-match' } });
      const upload = await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-2/logs`, { token: t.tokenOf('p1'), raw: '{}\n' });
      expect(upload).toMatchObject({ status: 403, json: { code: 'games/not-your-match' } });
      const elsewhere = platform.tokens.issue({ tournamentId: 'another-event', role: 'player', playerId: 'p3' });
      const foreign = await call(platform, 'POST', `/api/games/${game.gameId}/actions`, { token: elsewhere, body: { seq: 2, action: { type: 'end-action-step', payload: {} } } });
      expect(foreign).toMatchObject({ status: 403, json: { code: 'games/not-your-game' } });
      const forOther = await call(platform, 'POST', `/api/games/${game.gameId}/actions`, { token: t.tokenOf('p3'), body: { seq: 2, action: { type: 'end-action-step', player: 'p4', payload: {} } } });
      expect(forOther).toMatchObject({ status: 403, json: { code: 'games/not-your-action' } });
      expect(await gameEvents(game.gameId)).toHaveLength(2);
    });

    it("never gives a player the opponent's hand, through the state or the log", async () => {
      const hands = (body: any) => Object.fromEntries(body.state.zones.map((z: any) => [z.player, z.attackHand])); // eslint-disable-line @typescript-eslint/no-explicit-any
      const own = await call(platform, 'GET', `/api/games/${game.gameId}/state`, { token: t.tokenOf('p3') });
      expect(own.json.viewer).toEqual({ kind: 'player', player: 'p3' });
      expect(hands(own.json).p3.length).toBeGreaterThan(0);
      expect(hands(own.json).p4).toBeUndefined();
      expect(own.json.state.judge).toBeUndefined();
      const stranger = await call(platform, 'GET', `/api/games/${game.gameId}/state`, { token: t.tokenOf('p1') });
      expect(stranger.json.viewer).toEqual({ kind: 'spectator' });
      expect(hands(stranger.json)).toEqual({ p3: undefined, p4: undefined });
      const judge = await call(platform, 'GET', `/api/games/${game.gameId}/state`, { token: t.organizer });
      expect(hands(judge.json).p4.length).toBeGreaterThan(0);

      for (const token of [t.tokenOf('p3'), t.tokenOf('p1'), undefined]) {
        const log = await call(platform, 'GET', `/api/games/${game.gameId}/log`, { token });
        expect(log.status).toBe(200);
        expect(log.headers.get('content-type')).toContain('application/x-ndjson');
        const header = JSON.parse(log.text.split('\n')[0]);
        expect(header.decks?.p4).toBeUndefined();
        expect(log.text).not.toContain(game.seeds.p4);
        expect(log.text).not.toContain('seed-reveal');
      }
      // Raw streams are internal only (and absent without INTERNAL_TOKEN): no token reaches them.
      for (const path of [`/api/streams/game-${game.gameId}/events`, `/internal/streams/game-${game.gameId}/events`]) {
        const raw = await call(platform, 'GET', path, { token: t.tokenOf('p3') });
        expect(raw.status).toBe(404);
        expect(JSON.stringify(raw.json)).not.toContain('seed');
      }
    });
  });

  describe('CR 6.3.3 an uploaded log with a tampered action', () => {
    it('is stored exactly as submitted, answered 202, and flagged with its rule for judges', async () => {
      const decks = [sections(t.cards.p1, cards), sections(t.cards.p2, cards)] as const;
      const match = playBotMatch({ cards, decks: [decks[0], decks[1]], seed: 7, players: ['p1', 'p2'], matchId: 'uploaded-1' });
      const tampered = match.actions.findIndex((a) => a.type === 'move');
      const seq = match.actions[tampered].seq;
      const actions = match.actions.map((a, i) => (i === tampered ? { ...a, payload: { ...(a.payload as object), to: 99 } } as ChaoticAction : a));
      const ndjson = toNdjson(match.header, actions, match.trailer).replace('\n', ' \n'); // a trailing space: bytes kept as sent

      const upload = await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-1/logs`, { token: t.tokenOf('p2'), raw: ndjson });
      expect(upload.status).toBe(202);
      const gameId: string = upload.json.gameId;
      expect((await call(platform, 'GET', `/api/games/${gameId}/log`, { token: t.organizer })).text).toBe(ndjson); // officials read the decklists before publication

      const audit = await eventually(async () => {
        const r = await call(platform, 'GET', `/api/games/${gameId}/audit`);
        return r.status === 200 ? r.json : undefined;
      }, 60_000, 'the audit report');
      expect(audit).toMatchObject({ verdict: 'flagged', source: 'upload', decklistConformity: { ok: true }, hashChain: { ok: true } });
      expect(audit.violations).toContainEqual(expect.objectContaining({ code: 'chaotic/no-such-space', rule: '6.3.3', seq }));

      const flag = await eventually(async () => (await tournamentEvents()).find((e) => e.type === 'AuditFlagged' && e.data.gameId === gameId), 30_000, 'the audit flag');
      expect(flag.data).toMatchObject({ round: 1, table: 1, reason: 'violations' });
      expect(flag.data.findings).toContainEqual({ code: 'chaotic/no-such-space', rule: '6.3.3', seq });

      // The match's public game list names it with its verdict, and never a decklist or seed.
      const listed = await call(platform, 'GET', `/api/tournaments/${t.tournamentId}/matches/1-1/games`);
      expect(listed.status).toBe(200);
      expect(listed.json.games).toContainEqual(expect.objectContaining({
        gameId, source: 'upload', status: 'uploaded', audit: expect.objectContaining({ verdict: 'flagged', violations: audit.violations.length }),
      }));
      expect(listed.json.games[0]).toMatchObject({ source: 'live', mode: 'digital', status: 'ended', audit: { verdict: 'valid', violations: 0 } });
      expect(listed.text).not.toMatch(/"decks"|seed|attackHand/);
    });

    it('refuses a log that is not UTF-8 text, storing nothing', async () => {
      const before = Number((await platform.db.owner.query('SELECT count(*) AS n FROM events'))[0].n);
      const bad = await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-1/logs`, { token: t.tokenOf('p1'), raw: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) });
      expect(bad).toMatchObject({ status: 400, json: { code: 'games/log-not-utf8' } });
      expect(Number((await platform.db.owner.query('SELECT count(*) AS n FROM events'))[0].n)).toBe(before);
    });
  });

  describe('CR 5.1 a reported result the game contradicts', () => {
    it('is flagged for judges once the game recorded live has been audited', async () => {
      const { gameId, seeds } = await startDigital('1-2', ['p3', 'p4']);
      const state = await localState(gameId, seeds);
      const rng = new SeededRng(rngStateFromSeed(9));
      const actions: ChaoticAction[] = [];
      while (engine.outcome(state) === null && actions.length < 5_000) {
        const action = rng.pick(engine.legalActions(state, engine.activePlayers(state)[0]))!;
        actions.push(action);
        engine.applyInPlace(state, action);
      }
      const outcome = engine.outcome(state)!;
      expect(outcome).not.toBeNull();
      // A player the game does not make the winner reports a win before the game is in.
      const loser = outcome.draw ? 'p3' : outcome.losers[0];
      const tournament = replay((await tournamentEvents()) as TournamentEvent[]);
      const report = decide(tournament, { type: 'ReportResult', data: { round: 1, table: 2, result: { kind: 'games', wins: loser === 'p3' ? [1, 0] : [0, 1], draws: 0 } } },
        { actor: { id: loser, role: 'player' }, now: '2026-11-21T11:00:00Z' });
      if (isRejection(report)) throw new Error(report.message);
      const version = (await platform.store.readStream(`tournament-${t.tournamentId}`)).length;
      await platform.store.appendToStream(`tournament-${t.tournamentId}`, report.map((e) => ({ type: e.type, data: e.data as object, metadata: { commandId: `report-${gameId}`, actor: `player:${loser}` } })), { expectedVersion: version, streamType: 'tournament' });

      for (const a of actions) {
        const r = await call(platform, 'POST', `/api/games/${gameId}/actions`, { token: t.tokenOf(a.player), body: { seq: a.seq, action: { type: a.type, payload: a.payload } } });
        expect(r.status).toBe(201);
      }
      const flag = await eventually(async () => (await tournamentEvents()).find((e) => e.type === 'AuditFlagged' && e.data.gameId === gameId), 60_000, 'the mismatch flag');
      expect(flag.data).toMatchObject({ round: 1, table: 2, reason: 'result-mismatch', findings: [] });
      const audit = (await call(platform, 'GET', `/api/games/${gameId}/audit`)).json;
      expect(audit).toMatchObject({ verdict: 'flagged', violations: [], resultConsistency: { consistent: false, tournament: { status: 'reported', wins: { [loser]: 1 } } } });
      expect((await tournamentEvents()).filter((e) => e.type === 'ResultEntered' && e.data.table === 2)).toEqual([]);
    });
  });

  describe('a start retried with the same Idempotency-Key', () => {
    it('answers with the game the first request started, and starts no second one', async () => {
      const own = await seedTournament(platform, 'games-e2e-retry');
      const start = (key: string) => call(platform, 'POST', `/api/tournaments/${own.tournamentId}/matches/1-1/games`, {
        token: own.tokenOf('p1'), headers: { 'idempotency-key': key }, body: { mode: 'paper', startingPlayer: 'p1' },
      });
      const first = await start('start-1');
      expect(first.status).toBe(201);
      const again = await start('start-1');
      expect(again).toMatchObject({ status: 201, json: { gameId: first.json.gameId, header: first.json.header } });
      const other = await start('start-2');
      expect(other.status).toBe(201);
      expect(other.json.gameId).not.toBe(first.json.gameId);
      const games = await call(platform, 'GET', `/api/tournaments/${own.tournamentId}/matches/1-1/games`, { token: own.organizer });
      expect(games.json.games.map((g: { gameId: string }) => g.gameId).sort()).toEqual([first.json.gameId, other.json.gameId].sort());
    });
  });

  describe('time called on a live game', () => {
    /** A digital game of `own`'s match, started by the first player, with the seeds of `revealing` revealed; `actions` legal actions recorded. */
    async function liveGame(own: SeededTournament, matchId: string, players: [string, string], actions: number, revealing: readonly string[] = players) {
      const seeds = Object.fromEntries(players.map((p) => [p, `${p}-secret-${Math.random()}`]));
      const started = await call(platform, 'POST', `/api/tournaments/${own.tournamentId}/matches/${matchId}/games`, {
        token: own.tokenOf(players[0]), body: { mode: 'digital', seedCommitments: Object.fromEntries(players.map((p) => [p, commitSeed(seeds[p])])) },
      });
      const gameId: string = started.json.gameId;
      for (const p of revealing) expect((await call(platform, 'POST', `/api/games/${gameId}/seeds`, { token: own.tokenOf(p), body: { seed: seeds[p] } })).status).toBe(201);
      if (revealing.length < players.length) return { gameId, state: null, send: undefined };
      const header = JSON.parse((await call(platform, 'GET', `/api/games/${gameId}/log`, { token: own.organizer })).text.split('\n')[0]) as MatchLogHeader;
      const state = engine.setup(configFromHeader(header), { combined: combineSeeds(header.players.map((p) => seeds[p.id]), header.matchId) });
      const send = (a: ChaoticAction) => call(platform, 'POST', `/api/games/${gameId}/actions`, { token: own.tokenOf(a.player), body: { seq: a.seq, action: { type: a.type, payload: a.payload } } });
      for (let i = 0; i < actions; i++) {
        const action = engine.legalActions(state, engine.activePlayers(state)[0])[0];
        expect((await send(action)).status).toBe(201);
        engine.applyInPlace(state, action);
      }
      return { gameId, state, send };
    }

    it('ends it unfinished for an official only, refuses further actions, and audits every action as a drawn game', async () => {
      // A tournament of its own: this game's draw must not meet the other tests' results.
      const own = await seedTournament(platform, 'games-e2e-time');
      const judge = platform.tokens.issue({ tournamentId: own.tournamentId, role: 'judge' });
      const { gameId, state, send } = await liveGame(own, '1-1', ['p1', 'p2'], 10);
      if (!state || !send) throw new Error('the game did not start');
      const callTime = (token: string) => call(platform, 'POST', `/api/games/${gameId}/time`, { token });

      expect(await callTime(own.tokenOf('p1'))).toMatchObject({ status: 403 });
      expect(await callTime(platform.tokens.issue({ tournamentId: t.tournamentId, role: 'judge' }))).toMatchObject({ status: 403, json: { code: 'games/not-an-official' } });
      expect(await gameEvents(gameId)).toHaveLength(11);
      const called = await callTime(judge);
      expect(called).toMatchObject({ status: 200, json: { gameId, seq: 10, calledBy: 'judge', outcome: { winners: [], losers: [], draw: true, reason: 'time-called' } } });
      expect(await callTime(own.organizer)).toMatchObject({ status: 409, json: { code: 'games/ended', detail: expect.stringMatching(/time was already called by judge/) } });

      const next = engine.legalActions(state, engine.activePlayers(state)[0])[0];
      expect(await send(next)).toMatchObject({ status: 422, json: { code: 'chaotic/game-over', rule: '5.1' } });
      expect(await gameEvents(gameId)).toHaveLength(12);
      expect((await call(platform, 'GET', `/api/games/${gameId}/state`)).json).toMatchObject({ status: 'ended', seq: 10, stateHash: stateHash(state) });

      // The log ends with the seeds and time called, and audits offline as the worker does (an official's copy: the decklists are not published).
      const text = (await call(platform, 'GET', `/api/games/${gameId}/log`, { token: judge })).text;
      expect(text.trimEnd().split('\n').slice(-1)).toEqual([JSON.stringify({ kind: 'time-called', by: 'judge' })]);
      expect(auditMatchLog(parseMatchLog(text).log!, cards)).toMatchObject({ valid: true, applied: 10, derivedOutcome: null, timeCalledBy: 'judge' });

      const audit = await eventually(async () => {
        const r = await call(platform, 'GET', `/api/games/${gameId}/audit`);
        return r.status === 200 ? r.json : undefined;
      }, 60_000, 'the audit report');
      expect(audit).toMatchObject({
        verdict: 'valid', violations: [], actions: 10, applied: 10, timeCalledBy: 'judge', finalHash: stateHash(state), hashChain: { ok: true, eventsChecked: 12 },
        resultConsistency: { derived: { draw: true, reason: 'time-called' }, consistent: null },
      });
      const listed = await call(platform, 'GET', `/api/tournaments/${own.tournamentId}/matches/1-1/games`);
      expect(listed.json.games).toEqual([expect.objectContaining({ gameId, status: 'ended', actions: 10, outcome: expect.objectContaining({ draw: true, reason: 'time-called' }) })]);
    });

    it('when the organizer ends the round, for each of its games still running', async () => {
      const own = await seedTournament(platform, 'games-e2e-round-end');
      const running = await liveGame(own, '1-1', ['p1', 'p2'], 6);
      const waiting = await liveGame(own, '1-2', ['p3', 'p4'], 0, ['p3']);
      for (const [matchId, wins] of [['1-1', { p1: 1, p2: 0 }], ['1-2', { p3: 0, p4: 1 }]] as const) {
        expect((await call(platform, 'POST', `/api/tournaments/${own.tournamentId}/matches/${matchId}/result`, { token: own.organizer, body: { wins, draws: 0 } })).status).toBe(200);
      }
      const ended = await call(platform, 'POST', `/api/tournaments/${own.tournamentId}/rounds/1/end`, { token: own.organizer });
      expect(ended).toMatchObject({ status: 200, json: { events: ['RoundEnded'], gamesEndedOnTime: [running.gameId] } });
      expect((await call(platform, 'GET', `/api/games/${running.gameId}/state`)).json).toMatchObject({ status: 'ended', seq: 6, stateHash: stateHash(running.state!) });
      expect((await call(platform, 'GET', `/api/games/${running.gameId}/log`)).text.trimEnd().split('\n').slice(-1)).toEqual([JSON.stringify({ kind: 'time-called', by: 'organizer' })]);
      // A game that never started has nothing to end.
      expect((await call(platform, 'GET', `/api/games/${waiting.gameId}/state`)).json).toMatchObject({ status: 'awaiting-seeds' });
      const audit = await eventually(async () => {
        const r = await call(platform, 'GET', `/api/games/${running.gameId}/audit`);
        return r.status === 200 ? r.json : undefined;
      }, 60_000, 'the audit report');
      // The match was reported 1–0 while its game ran: a concession at time, not a contradiction.
      expect(audit).toMatchObject({ verdict: 'valid', applied: 6, timeCalledBy: 'organizer', resultConsistency: { consistent: null, message: expect.stringMatching(/^time was called before the game ended/) } });
    });

    it('refuses an unknown game and a game already finished by its actions', async () => {
      const unknown = await call(platform, 'POST', '/api/games/00000000-0000-0000-0000-000000000000/time', { token: t.organizer });
      expect(unknown).toMatchObject({ status: 404, json: { code: 'games/game-unknown' } });
      const finished = (await call(platform, 'GET', `/api/tournaments/${t.tournamentId}/matches/1-1/games`)).json.games.find((g: { status: string }) => g.status === 'ended');
      expect(finished).toBeDefined();
      const refused = await call(platform, 'POST', `/api/games/${finished.gameId}/time`, { token: t.organizer });
      expect(refused).toMatchObject({ status: 409, json: { code: 'games/ended', detail: expect.stringMatching(/its actions finished it/) } });
    });
  });

  describe('two api replicas', () => {
    let second: NestFastifyApplication;
    let other: Platform;
    beforeAll(async () => {
      second = await createApp(platform.db.config);
      await second.listen({ port: 0, host: '127.0.0.1' });
      other = { ...platform, base: `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}` };
    });
    afterAll(async () => second?.close());

    it("never append on a cached state the other replica has moved past, and catch up from the stream", async () => {
      const { gameId, seeds } = await startDigital('1-2', ['p3', 'p4']);
      const state = await localState(gameId, seeds);
      const next = () => engine.legalActions(state, engine.activePlayers(state)[0])[0];
      const send = (via: Platform, a: ChaoticAction) =>
        call(via, 'POST', `/api/games/${gameId}/actions`, { token: t.tokenOf(a.player), body: { seq: a.seq, action: { type: a.type, payload: a.payload } } });

      const first = next();
      expect((await send(platform, first)).status).toBe(201); // replica A now caches the state after seq 1
      engine.applyInPlace(state, first);
      const [second, rival] = engine.legalActions(state, engine.activePlayers(state)[0]);
      expect(rival).toBeDefined();
      const recorded = await send(other, second); // replica B records seq 2
      expect(recorded.status).toBe(201);
      // Another action at seq 2 fits A's cached state, but the stream has moved on: nothing is appended.
      const raced = await send(platform, rival);
      expect(raced).toMatchObject({ status: 409, json: { code: 'event-store/concurrency' } });
      expect(await gameEvents(gameId)).toHaveLength(3);
      // The same action again, through either replica, is a retry: answered as before, stored once.
      expect(await send(platform, second)).toMatchObject({ status: 201, json: recorded.json });
      expect(await send(other, second)).toMatchObject({ status: 201, json: recorded.json });
      expect(await gameEvents(gameId)).toHaveLength(3);
      engine.applyInPlace(state, second);
      const third = next();
      const caughtUp = await send(platform, third);
      engine.applyInPlace(state, third);
      expect(caughtUp).toMatchObject({ status: 201, json: { seq: 3, stateHash: stateHash(state) } });
    });
  });

  describe('request limits', () => {
    let limited: NestFastifyApplication;
    beforeAll(async () => {
      limited = await createApp({ ...platform.db.config, rateLimitMax: 3, rateLimitWindowMs: 60_000 });
      await limited.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => limited?.close());

    it('answers a caller over RATE_LIMIT_MAX with a 429 problem and Retry-After, each token on its own budget', async () => {
      const { port } = limited.getHttpServer().address() as { port: number };
      const get = (token: string) => fetch(`http://127.0.0.1:${port}/api/games/00000000-0000-0000-0000-000000000000/state`, { headers: { authorization: `Bearer ${token}` } });
      // One token for every request: a token issued in another second is another caller (its own signature).
      const p1 = t.tokenOf('p1');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await get(p1)).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const refused = await get(p1);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({ status: 429, code: 'request/rate-limited' });
      expect((await get(t.tokenOf('p2'))).status).toBe(404);
    });

    it('answers an unknown game with a problem that names it and leaks nothing internal', async () => {
      const response = await call(platform, 'GET', '/api/games/not-a-game/audit');
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ code: 'games/game-unknown', detail: 'No game "not-a-game".' });
      expect(response.text).not.toMatch(/stack|at .*\.ts|SELECT/);
    });
  });
});
