import { AppendOptions, InMemoryEventStore, NewEvent } from '@arbiter/event-store';
import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import type { TournamentSettings } from '@arbiter/tournament';
import type { EventAppendService } from '../../events/event-append.service';
import { registeredDeck } from '../../games-deck-checker';
import { ApiProblem } from '../api-problem';
import { CommandInput } from './resolve-command';
import { CommandOutcome, RunTournamentCommand, RunTournamentCommandHandler } from './run-tournament-command';

const TID = 'spring';
const STREAM = `tournament-${TID}`;
const ORGANIZER = { id: 'organizer', role: 'organizer' as const };
const NOW = '2026-03-01T10:00:00.000Z';
const SETTINGS: TournamentSettings = {
  name: 'Spring', game: 'chaotic', format: 'masters', structure: { kind: 'swiss', rounds: 3 }, bestOf: 3, tiebreakers: 'mtg', seed: 7, requireCheckIn: false,
};

describe('RunTournamentCommandHandler', () => {
  const rng = new SeededRng(rngStateFromSeed(11));
  const games = registeredGames();
  const chaotic = games.get('chaotic');
  const legalDeck = () => registeredDeck(chaotic, chaotic.decks.random('masters', rng));
  let store: InMemoryEventStore;
  let handler: RunTournamentCommandHandler;
  let appends: number;

  const run = (input: CommandInput, actor: RunTournamentCommand['actor'] = ORGANIZER, commandId = `c-${Math.random()}`): Promise<CommandOutcome> =>
    handler.execute(new RunTournamentCommand(TID, actor, commandId, input, NOW));
  const domain = (command: Extract<CommandInput, { kind: 'domain' }>['command']): CommandInput => ({ kind: 'domain', command });
  const storedTypes = async () => (await store.readStream(STREAM).catch(() => [])).map((e) => e.type);
  const refusal = async (promise: Promise<unknown>): Promise<ApiProblem> => {
    const error = await promise.then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    return error as ApiProblem;
  };

  /** Given a created tournament with four players and round one paired. */
  const givenRoundOne = async () => {
    await run(domain({ type: 'CreateTournament', data: { tournamentId: TID, settings: SETTINGS } }));
    for (const id of ['p1', 'p2', 'p3', 'p4']) await run(domain({ type: 'RegisterPlayer', data: { playerId: id, name: id, deck: legalDeck() } }));
    const started = await run(domain({ type: 'StartRound', data: { round: 1 } }));
    return started.state.roundsPlayed[0].matches;
  };

  beforeEach(() => {
    store = new InMemoryEventStore();
    appends = 0;
    const appender = {
      append: (streamId: string, events: NewEvent[], options: AppendOptions) => {
        appends += 1;
        return store.appendToStream(streamId, events, options);
      },
    } as unknown as EventAppendService;
    handler = new RunTournamentCommandHandler(store, appender, games);
  });

  it('creates a tournament and registers a player with a legal deck', async () => {
    await run(domain({ type: 'CreateTournament', data: { tournamentId: TID, settings: SETTINGS } }));
    const outcome = await run(domain({ type: 'RegisterPlayer', data: { playerId: 'p1', name: 'Ada', deck: legalDeck() } }));
    expect(outcome.events.map((e) => e.type)).toEqual(['PlayerRegistered']);
    expect(await storedTypes()).toEqual(['TournamentCreated', 'PlayerRegistered']);
  });

  it('CR 2.1.1 game size: refuses a deck without its creatures with the violations (422 tournament/illegal-deck), appending nothing', async () => {
    await run(domain({ type: 'CreateTournament', data: { tournamentId: TID, settings: SETTINGS } }));
    const deck = legalDeck();
    const problem = await refusal(run(domain({ type: 'RegisterPlayer', data: { playerId: 'p1', name: 'Ada', deck: registeredDeck(chaotic, { ...(deck.read as object), creatures: [] }) } })));
    expect(problem.status).toBe(422);
    expect(problem.code).toBe('tournament/illegal-deck');
    expect(problem.details.violations).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'chaotic/deck-creature-count', rule: '2.1.1' })]));
    expect(await storedTypes()).toEqual(['TournamentCreated']);
  });

  it("refuses a player reporting for someone else's match (403 tournament/not-your-match), appending nothing", async () => {
    const matches = await givenRoundOne();
    const [a, b] = matches[0].players;
    const stranger = matches[1].players[0];
    const before = await storedTypes();
    const problem = await refusal(run({ kind: 'score', action: 'ReportResult', matchId: '1-1', score: { wins: { [a]: 2, [b]: 0 } } }, { id: stranger, role: 'player' }));
    expect(problem.status).toBe(403);
    expect(problem.code).toBe('tournament/not-your-match');
    expect(await storedTypes()).toEqual(before);
  });

  it('lets the players of a match report and confirm it', async () => {
    const matches = await givenRoundOne();
    const [a, b] = matches[0].players;
    await run({ kind: 'score', action: 'ReportResult', matchId: '1-1', score: { wins: { [a]: 2, [b]: 1 } } }, { id: a, role: 'player' });
    const own = await refusal(run(domain({ type: 'ConfirmResult', data: { round: 1, table: 1 } }), { id: a, role: 'player' }));
    expect(own).toMatchObject({ status: 403, code: 'tournament/cannot-confirm-own-report' });
    const confirmed = await run(domain({ type: 'ConfirmResult', data: { round: 1, table: 1 } }), { id: b, role: 'player' });
    expect(confirmed.state.roundsPlayed[0].matches[0]).toMatchObject({ status: 'final', result: { kind: 'games', wins: [2, 1], draws: 0 } });
  });

  it('refuses a score naming players who are not at the table (422), and an unknown match (404)', async () => {
    const matches = await givenRoundOne();
    const [a] = matches[0].players;
    const stranger = matches[1].players[0];
    expect(await refusal(run({ kind: 'score', action: 'EnterResult', matchId: '1-1', score: { wins: { [a]: 2, [stranger]: 0 } } }))).toMatchObject({ status: 422, code: 'tournament/result-invalid' });
    expect(await refusal(run({ kind: 'score', action: 'EnterResult', matchId: '1-9', score: { wins: {} } }))).toMatchObject({ status: 404, code: 'tournament/match-unknown' });
    expect(await refusal(run({ kind: 'score', action: 'EnterResult', matchId: 'one', score: { wins: {} } }))).toMatchObject({ status: 404, code: 'tournament/match-unknown' });
  });

  it("refuses to pair the next round before the last one's results are in (409 tournament/round-not-complete)", async () => {
    await givenRoundOne();
    const problem = await refusal(run(domain({ type: 'StartRound', data: { round: 2 } })));
    expect(problem).toMatchObject({ status: 409, code: 'tournament/round-not-complete' });
  });

  it('refuses players the organizer-only commands (403 tournament/forbidden)', async () => {
    await givenRoundOne();
    const problem = await refusal(run(domain({ type: 'EndRound', data: { round: 1 } }), { id: 'p1', role: 'player' }));
    expect(problem).toMatchObject({ status: 403, code: 'tournament/forbidden' });
  });

  it('answers a retried command (same command id) as the first time and appends nothing', async () => {
    await run(domain({ type: 'CreateTournament', data: { tournamentId: TID, settings: SETTINGS } }));
    const command = domain({ type: 'RegisterPlayer', data: { playerId: 'p1', name: 'Ada', deck: legalDeck() } });
    const first = await run(command, ORGANIZER, 'retry-me');
    const again = await run(command, ORGANIZER, 'retry-me');
    expect(first.appended).toBe(true);
    expect(again).toMatchObject({ appended: false, version: first.version, events: first.events });
    expect(await storedTypes()).toEqual(['TournamentCreated', 'PlayerRegistered']);
  });

  it('decides again on a concurrent append, against the newer stream', async () => {
    await run(domain({ type: 'CreateTournament', data: { tournamentId: TID, settings: SETTINGS } }));
    const inner = handler;
    let raced = false;
    handler = new RunTournamentCommandHandler(store, {
      append: async (streamId: string, events: NewEvent[], options: AppendOptions) => {
        if (!raced) {
          raced = true; // another request registers p2 between our read and our append
          await inner.execute(new RunTournamentCommand(TID, ORGANIZER, 'other', domain({ type: 'RegisterPlayer', data: { playerId: 'p2', name: 'Bo', deck: legalDeck() } }), NOW));
        }
        return store.appendToStream(streamId, events, options);
      },
    } as unknown as EventAppendService, games);
    await run(domain({ type: 'RegisterPlayer', data: { playerId: 'p1', name: 'Ada', deck: legalDeck() } }));
    const stored = await store.readStream(STREAM);
    expect(stored.map((e) => (e.data as { playerId?: string }).playerId)).toEqual([undefined, 'p2', 'p1']);
  });

  it('registers a CSV batch all or nothing, naming the line that was refused', async () => {
    await run(domain({ type: 'CreateTournament', data: { tournamentId: TID, settings: SETTINGS } }));
    const problem = await refusal(
      run({
        kind: 'batch',
        commands: [
          { line: 2, command: { type: 'RegisterPlayer', data: { playerId: 'p1', name: 'Ada', deck: legalDeck() } } },
          { line: 3, command: { type: 'RegisterPlayer', data: { playerId: 'p1', name: 'Ada again', deck: legalDeck() } } },
        ],
      }),
    );
    expect(problem).toMatchObject({ status: 409, code: 'tournament/player-already-registered', details: { line: 3 } });
    expect(await storedTypes()).toEqual(['TournamentCreated']);
    expect(appends).toBe(1);
  });

  it('answers 404 for a tournament that does not exist', async () => {
    expect(await refusal(run(domain({ type: 'DropPlayer', data: { playerId: 'p1' } })))).toMatchObject({ status: 404, code: 'tournament/not-found' });
  });
});
