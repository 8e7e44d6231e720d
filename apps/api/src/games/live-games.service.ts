import { Inject, Injectable } from '@nestjs/common';
import type { ActionRecorded, GameState, TimeCalled } from '@arbiter/api-contract';
import { EVENT_STORE, EventStore } from '@arbiter/event-store';
import { ActionEnvelope, AnyGameEngine, canonicalJson, combineSeeds, GameRegistry, sha256Hex, stateHash, Viewer } from '@arbiter/rules';
import { Principal } from '../auth';
import { EventAppendService } from '../events/event-append.service';
import { AuditRequests } from './audit-requests';
import { engineFor } from './game-engines';
import { isOfficialOf, seatOf, viewerOf } from './game-access';
import { foldGame, GameRecord, GameRecords, refOf } from './game-records';
import { GameStateCache, LiveEntry } from './game-state-cache';
import { conflict, forbidden, GamesProblem, unprocessable } from './games-problem';
import { GAME_STREAM_TYPE, GameEndedData, gameStreamId, TIME_CALLED_OUTCOME } from '@arbiter/platform';
import { RecordActionDto } from './dto/record-action.dto';

/** The contract's body: the state is the game's view of it, as the game's engine shows it to the viewer. */
export interface GameStateBody extends GameState {
  viewer: Viewer;
  state: unknown;
}

/** Live recording: each action is validated by the engine against the current state before it is appended. */
@Injectable()
export class LiveGamesService {
  constructor(
    private readonly records: GameRecords,
    private readonly cache: GameStateCache,
    private readonly games: GameRegistry,
    private readonly appender: EventAppendService,
    private readonly audits: AuditRequests,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The game's record and replayed state, brought up to the stream's current version. */
  private async current(gameId: string): Promise<LiveEntry> {
    const cached = this.cache.get(gameId);
    if (cached) {
      const newer = await this.records.read(gameId, cached.record.version + 1);
      const known = cached.record.actions.length;
      foldGame(cached.record, newer);
      if (newer.length > 0) cached.headHash = newer[newer.length - 1].hash;
      if (cached.state) {
        const engine = this.engineOf(cached.record);
        for (const action of cached.record.actions.slice(known)) engine.applyInPlace(cached.state, action);
      } else {
        cached.state = await this.replayed(cached.record);
      }
      return cached;
    }
    const { record, headHash } = await this.records.loadWithHead(gameId);
    const entry = { record, headHash, state: await this.replayed(record) };
    if (record.started) this.cache.set(gameId, entry);
    return entry;
  }

  /** Setup plus every recorded action; null while a digital game still waits for a seed. */
  private async replayed(record: GameRecord) {
    const header = record.started?.header;
    if (!header) return null;
    let combined: string | undefined;
    if (header.mode === 'digital') {
      const seeds = record.ended?.seeds ?? (await this.records.seeds(record.gameId));
      if (header.players.some((p) => seeds[p.id] === undefined)) return null;
      combined = combineSeeds(header.players.map((p) => seeds[p.id]), header.matchId);
    }
    const engine = engineFor(this.games, header);
    const state = engine.setup(this.games.get(header.game).engines.configFromHeader(header), { combined });
    for (const action of record.actions) engine.applyInPlace(state, action);
    return state;
  }

  /** The engine of the game and version the game started under (the header names them); only live games have one. */
  private engineOf(record: GameRecord): AnyGameEngine {
    if (!record.started) throw conflict('games/not-live', 'This game was uploaded as a log; it has no live state.');
    return engineFor(this.games, record.started.header);
  }

  record(gameId: string, body: RecordActionDto, principal: Principal | undefined): Promise<ActionRecorded> {
    return this.cache.exclusive(gameId, async () => {
      // Fast path: a cached state at the stated seq that accepts the action. The append's expected
      // version still decides: if another replica appended meanwhile, it fails and nothing is stored.
      const hot = this.cache.get(gameId);
      if (hot?.state && hot.record.started && !hot.record.ended && body.seq === hot.record.actions.length + 1) {
        const action = this.accepted(hot, body, principal);
        if (action) return this.append(hot, action);
      }
      // Every refusal is decided on the stream as it is now, never on the cache alone.
      const entry = await this.current(gameId);
      const retried = this.retried(entry, body, principal);
      if (retried) return retried;
      const action = this.checked(entry, body, principal);
      return this.append(entry, action);
    });
  }

  /** A request that repeats an action already recorded at its seq gets the answer it got then. */
  private retried(entry: LiveEntry, body: RecordActionDto, principal: Principal | undefined): ActionRecorded | undefined {
    const { record } = entry;
    const stored = record.actions[body.seq - 1];
    if (!record.started || !stored || body.seq > record.hashes.length) return undefined;
    const seat = seatOf(principal, { tournamentId: record.started.tournamentId, players: record.started.header.players.map((p) => p.id) });
    const same = stored.player === seat && stored.type === body.action.type && canonicalJson(stored.payload ?? {}) === canonicalJson(body.action.payload ?? {});
    return same ? { seq: body.seq, stateHash: record.hashes[body.seq - 1] } : undefined;
  }

  /** The action when the caller may take it and the engine accepts it; undefined otherwise. */
  private accepted(entry: LiveEntry, body: RecordActionDto, principal: Principal | undefined): ActionEnvelope | undefined {
    try {
      return this.checked(entry, body, principal);
    } catch {
      return undefined;
    }
  }

  /** Who may act, the seq, then the engine: each refusal as a problem with its code (and rule). */
  private checked(entry: LiveEntry, body: RecordActionDto, principal: Principal | undefined): ActionEnvelope {
    const { record } = entry;
    const ref = refOf(record);
    if (!record.started) throw conflict('games/not-live', 'This game was uploaded as a log; it takes no live actions.');
    const seat = seatOf(principal, { tournamentId: ref.tournamentId, players: record.started.header.players.map((p) => p.id) });
    if (!seat) throw forbidden('games/not-your-game', 'Only a player of this game records its actions, each for themself.');
    if (body.action.player !== undefined && body.action.player !== seat) {
      throw forbidden('games/not-your-action', `This token acts for ${seat}, not ${body.action.player}.`);
    }
    const expected = record.actions.length + 1;
    if (body.seq !== expected) {
      throw conflict('games/stale-seq', `The game is at seq ${expected - 1}; the next action is seq ${expected}, not ${body.seq}.`, { expectedSeq: expected, seq: body.seq });
    }
    if (!entry.state) throw conflict('games/seeds-pending', 'Every player must reveal their committed seed before the first action (digital play).');
    const action: ActionEnvelope = { seq: body.seq, player: seat, type: body.action.type, payload: body.action.payload ?? {}, ...(body.action.at ? { at: body.action.at } : {}) };
    const module = this.games.get(record.started.header.game);
    const violations = record.ended
      ? [{ code: `${module.id}/game-over`, rule: module.rules.kit.gameOver, seq: body.seq, message: 'the game has already ended' }]
      : this.engineOf(record).validate(entry.state, action);
    if (violations.length > 0) {
      const [first] = violations;
      throw unprocessable(first.code, first.message, {
        rule: first.rule, ruleText: module.rules.text(first.rule) ?? null, seq: body.seq, violations,
      });
    }
    return action;
  }

  /** Appends at expected version = seq (the header is version 1), then advances the cached state. */
  private async append(entry: LiveEntry, action: ActionEnvelope): Promise<ActionRecorded> {
    const { record } = entry;
    const state = entry.state!;
    let hash: string;
    let ended: GameEndedData | undefined;
    try {
      // Applied in place: if anything below fails the entry is dropped, so a dirty state is never reused.
      const engine = this.engineOf(record);
      engine.applyInPlace(state, action);
      hash = stateHash(state);
      const outcome = engine.outcome(state);
      // The command id names the action itself: a retried request is stored once, another action at the same seq conflicts.
      const commandId = `${record.gameId}-seq-${action.seq}-${sha256Hex(canonicalJson(action)).slice(0, 16)}`;
      const metadata = { commandId, actor: action.player, now: new Date().toISOString() };
      const events = [{ type: 'ActionRecorded', data: { action, stateHash: hash }, metadata }];
      if (outcome) {
        const seeds = record.started!.header.mode === 'digital' ? await this.records.seeds(record.gameId) : {};
        ended = { outcome, finalHash: hash, seeds };
        events.push({ type: 'GameEnded', data: ended as never, metadata });
      }
      // A game's actions wake nothing: no projection follows them (the tick still sees them), and
      // the audit is asked for when the game ends. The append that ends it goes the usual way.
      // The head (version and hash) the state was folded at goes with the append: one statement,
      // written only if no other writer has moved the stream since.
      const options = { expectedVersion: action.seq, streamType: GAME_STREAM_TYPE, ...(record.version === action.seq ? { expectedHeadHash: entry.headHash } : {}) };
      const stream = gameStreamId(record.gameId);
      const result = ended ? await this.appender.append(stream, events, options) : await this.store.appendToStream(stream, events, options);
      record.actions.push(action);
      record.hashes.push(hash);
      record.version = result.nextVersion;
      if (ended) record.ended = ended;
      // A retry answered from the stream says nothing of what came after it: fold afresh next time.
      if (result.appended && result.headHash) entry.headHash = result.headHash;
      else this.cache.drop(record.gameId);
    } catch (error) {
      this.cache.drop(record.gameId); // e.g. another writer got there first: rebuild on the next request
      throw error;
    }
    if (ended) await this.audits.request(record.gameId);
    return { seq: action.seq, stateHash: hash };
  }

  /**
   * An official calls time: the game ends where it stands, unfinished, and counts as a drawn
   * game (a round's time ran out, or the players are in a position the rules let go on). The
   * end is appended at the stream's current version, so an action recorded meanwhile wins and
   * the call is refused as stale; the audit then checks every action recorded before it.
   */
  callTime(gameId: string, principal: Principal | undefined): Promise<TimeCalled> {
    return this.cache.exclusive(gameId, async () => {
      const entry = await this.current(gameId);
      const { record } = entry;
      const ref = refOf(record);
      if (!isOfficialOf(principal, ref.tournamentId)) throw forbidden('games/not-an-official', 'Only an organizer or judge of this tournament calls time on a game.');
      if (!record.started) throw conflict('games/not-live', 'This game was uploaded as a log; it is not running.');
      if (record.ended) {
        const how = record.ended.timeCalledBy !== undefined ? `time was already called by ${record.ended.timeCalledBy}` : 'its actions finished it';
        throw conflict('games/ended', `This game has already ended: ${how}.`);
      }
      if (!entry.state) throw conflict('games/seeds-pending', 'This game has not started (a player has not revealed their seed): there is nothing to end; report the match result instead.');
      const by = principal!.role; // officials' tokens name their role, not a person
      const seeds = record.started.header.mode === 'digital' ? await this.records.seeds(record.gameId) : {};
      const ended: GameEndedData = { outcome: TIME_CALLED_OUTCOME, timeCalledBy: by, finalHash: stateHash(entry.state), seeds };
      const metadata = { commandId: `${record.gameId}-time-called`, actor: by, now: new Date().toISOString() };
      try {
        const result = await this.appender.append(gameStreamId(record.gameId), [{ type: 'GameEnded', data: ended as never, metadata }], {
          expectedVersion: record.version, streamType: GAME_STREAM_TYPE, expectedHeadHash: entry.headHash,
        });
        if (!result.appended) throw conflict('games/ended', 'This game has already ended.');
        record.version = result.nextVersion;
        record.ended = ended;
        if (result.headHash) entry.headHash = result.headHash;
      } finally {
        this.cache.drop(record.gameId); // the next read folds the stream afresh
      }
      await this.audits.request(record.gameId);
      return { gameId, seq: record.actions.length, outcome: TIME_CALLED_OUTCOME, calledBy: by };
    });
  }

  /**
   * The round has ended: every game of it still running is over for the tournament (its match
   * has its result), so time is called on each. A game that never started (a seed not revealed)
   * has nothing to end and is left as it is; one that ended meanwhile is passed over.
   */
  async callTimeOnRound(tournamentId: string, round: number, principal: Principal): Promise<string[]> {
    const ended: string[] = [];
    for (const gameId of await this.records.runningGames(tournamentId, round)) {
      try {
        ended.push((await this.callTime(gameId, principal)).gameId);
      } catch (error) {
        if (!(error instanceof GamesProblem && error.status === 409)) throw error;
      }
    }
    return ended;
  }

  state(gameId: string, principal: Principal | undefined): Promise<GameStateBody> {
    return this.cache.exclusive(gameId, async () => {
      const { record, state } = await this.current(gameId);
      const ref = refOf(record);
      const players = record.started?.header.players.map((p) => p.id) ?? [];
      const viewer = viewerOf(principal, { tournamentId: ref.tournamentId, players });
      const status = !record.started ? 'uploaded' : record.ended ? 'ended' : state ? 'running' : 'awaiting-seeds';
      return {
        gameId, tournamentId: ref.tournamentId, matchId: ref.matchId, status, seq: record.actions.length, viewer,
        stateHash: state ? stateHash(state) : null,
        state: state ? this.engineOf(record).view(state, viewer) : null,
      };
    });
  }
}
