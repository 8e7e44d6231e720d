import { allCardIds, ChaoticAction, ChaoticOutcome, checkDeck, configFromHeader, createChaoticEngine, loadChaoticCards, loadStarterDecks, MatchLogHeader } from '@arbiter/chaotic';
import { combineSeeds, commitSeed, rngStateFromSeed, SeededRng, stateHash } from '@arbiter/rules';
import { CommandContext, decide, isRejection, replay, TournamentCommand, TournamentEvent, TournamentSettings } from '@arbiter/tournament';
import { Platform } from '../../support/platform';
export { Platform, startPlatform } from '../../support/platform';

/** A JSON (or raw) request; the body comes back parsed when it is JSON. */
export async function call(platform: Pick<Platform, 'base'>, method: string, path: string, options: { token?: string; body?: unknown; raw?: string | Buffer; contentType?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.raw !== undefined) headers['content-type'] = options.contentType ?? 'application/x-ndjson';
  const response = await fetch(`${platform.base}${path}`, {
    method, headers, body: options.raw !== undefined ? options.raw : options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: response.status, text, json, headers: response.headers };
}

export interface SeededTournament {
  tournamentId: string;
  players: string[];
  /** Registered card ids per player (the flat list the tournament keeps). */
  cards: Record<string, string[]>;
  organizer: string;
  tokenOf(playerId: string): string;
}

/**
 * A running Apprentice tournament with round 1 paired as p1–p2 (match `1-1`) and p3–p4
 * (`1-2`), written through the tournament library's `decide` into the tournament's stream
 * exactly as the tournament endpoints store it. Decks are the Dawn of Perim starters.
 */
export async function seedTournament(platform: Platform, tournamentId: string, bestOf: 1 | 3 = 1): Promise<SeededTournament> {
  const set = loadChaoticCards();
  const starters = loadStarterDecks(set);
  const players = ['p1', 'p2', 'p3', 'p4'];
  const cards = Object.fromEntries(players.map((p, i) => [p, allCardIds(i % 2 === 0 ? starters.OverWorld : starters.UnderWorld)]));
  const settings: TournamentSettings = {
    name: 'Games e2e', game: 'chaotic', format: 'apprentice', structure: { kind: 'swiss', rounds: 2, topCut: 0 }, bestOf,
    tiebreakers: 'mtg', seed: 11, requireCheckIn: false,
  };
  const context: CommandContext = { actor: { id: 'org', role: 'organizer' }, now: '2026-11-21T10:00:00Z' };
  const deckChecker = (_game: string, format: string, deck: { cards: readonly string[] }) =>
    checkDeck(sections(deck.cards, set), set, format);
  const commands: TournamentCommand[] = [
    { type: 'CreateTournament', data: { tournamentId, settings } },
    ...players.map((p): TournamentCommand => ({ type: 'RegisterPlayer', data: { playerId: p, name: p.toUpperCase(), deck: { cards: cards[p] } } })),
    { type: 'StartRound', data: { round: 1, pairings: [{ table: 1, players: ['p1', 'p2'] }, { table: 2, players: ['p3', 'p4'] }] } },
  ];
  const events: TournamentEvent[] = [];
  for (const [i, command] of commands.entries()) {
    const decision = decide(replay(events), command, context, { deckChecker });
    if (isRejection(decision)) throw new Error(`seeding the tournament: ${decision.code} ${decision.message}`);
    await platform.store.appendToStream(`tournament-${tournamentId}`, decision.map((e) => ({ type: e.type, data: e.data as object, metadata: { commandId: `seed-${tournamentId}-${i}`, actor: 'organizer:org', now: context.now } })), {
      expectedVersion: events.length === 0 ? 'no_stream' : events.length, streamType: 'tournament',
    });
    events.push(...decision);
  }
  return {
    tournamentId, players, cards,
    organizer: platform.tokens.issue({ tournamentId, role: 'organizer' }),
    tokenOf: (playerId) => platform.tokens.issue({ tournamentId, role: 'player', playerId }),
  };
}

export function sections(ids: readonly string[], set: ReturnType<typeof loadChaoticCards>) {
  const out = { creatures: [] as string[], battlegear: [] as string[], mugic: [] as string[], attacks: [] as string[], locations: [] as string[] };
  const key = { Creature: 'creatures', Battlegear: 'battlegear', Mugic: 'mugic', Attack: 'attacks', Location: 'locations' } as const;
  for (const id of ids) {
    const type = set.byId(id)?.type;
    if (type) out[key[type]].push(id);
  }
  return out;
}

/** Polls until `probe` returns something, or fails after `ms`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, ms = 30_000, what = 'condition'): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RecordedGame {
  gameId: string;
  /** Actions recorded, in order. */
  actions: ChaoticAction[];
  outcome: ChaoticOutcome | null;
  finalHash: string;
}

/**
 * Plays a digital bot game of a two-player match live through the api: the first player starts
 * it, both reveal their seeds, then each action is sent by the player who takes it (random
 * legal moves from `rngSeed`). `official` reads the full header to replay the shuffles.
 * With `stopAfter` the players stop after that many actions and the game stays running (outcome null).
 */
export async function recordBotGame(target: Pick<Platform, 'base'>, options: {
  tournamentId: string; matchId: string; players: [string, string]; tokenOf: (playerId: string) => string; official: string; rngSeed?: number; stopAfter?: number;
}): Promise<RecordedGame> {
  const { tournamentId, matchId, players, tokenOf, official } = options;
  const engine = createChaoticEngine(loadChaoticCards());
  const seeds = Object.fromEntries(players.map((p) => [p, `${p}-secret-${Math.random()}`]));
  const started = await call(target, 'POST', `/api/tournaments/${tournamentId}/matches/${matchId}/games`, {
    token: tokenOf(players[0]), body: { mode: 'digital', seedCommitments: Object.fromEntries(players.map((p) => [p, commitSeed(seeds[p])])) },
  });
  if (started.status !== 201) throw new Error(`starting a game of ${matchId}: ${started.status} ${started.text}`);
  const gameId: string = started.json.gameId;
  for (const p of players) {
    const revealed = await call(target, 'POST', `/api/games/${gameId}/seeds`, { token: tokenOf(p), body: { seed: seeds[p] } });
    if (revealed.status !== 201) throw new Error(`revealing ${p}'s seed: ${revealed.status} ${revealed.text}`);
  }
  const log = await call(target, 'GET', `/api/games/${gameId}/log`, { token: official });
  const header = JSON.parse(log.text.split('\n')[0]) as MatchLogHeader;
  const state = engine.setup(configFromHeader(header), { combined: combineSeeds(header.players.map((p) => seeds[p.id]), header.matchId) });
  const rng = new SeededRng(rngStateFromSeed(options.rngSeed ?? 42));
  const actions: ChaoticAction[] = [];
  while (engine.outcome(state) === null && actions.length < 5_000) {
    if (actions.length === options.stopAfter) return { gameId, actions, outcome: null, finalHash: stateHash(state) };
    const [player] = engine.activePlayers(state);
    const action = rng.pick(engine.legalActions(state, player)) as ChaoticAction;
    const response = await call(target, 'POST', `/api/games/${gameId}/actions`, {
      token: tokenOf(player), body: { seq: action.seq, action: { type: action.type, payload: action.payload } },
    });
    if (response.status !== 201) throw new Error(`action ${action.seq} (${action.type}): ${response.status} ${response.text}`);
    engine.applyInPlace(state, action);
    actions.push(action);
  }
  const outcome = engine.outcome(state);
  if (!outcome) throw new Error('the bot game did not end within 5000 actions');
  return { gameId, actions, outcome, finalHash: stateHash(state) };
}
