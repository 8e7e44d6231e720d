import { Inject, Injectable } from '@nestjs/common';
import type { SeedsRevealed } from '@arbiter/api-contract';
import { EVENT_STORE, EventStore } from '@arbiter/event-store';
import { commitSeed, GameRegistry, MATCH_LOG_FORMAT, MATCH_LOG_VERSION, MatchLogHeader } from '@arbiter/rules';
import { randomUUID } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';
import { ConcurrencyError } from '@arbiter/event-store';
import { findMatch, GAME_STREAM_TYPE, GameStartedData, gameStreamId, loadTournament, MatchContext, registeredDeckHashes } from '@arbiter/platform';
import { EventAppendService } from '../events/event-append.service';
import { Principal } from '../auth';
import { isOfficialOf, mayActForMatch, seatOf, viewerOf } from './game-access';
import { GameRecords, refOf } from './game-records';
import { conflict, forbidden, GamesProblem, unprocessable } from './games-problem';
import { headerFor } from './header-view';
import { StartGameDto } from './dto/start-game.dto';

const actorOf = (p: Principal): string => p.playerId ?? p.role;
/** The uuid namespace of game ids derived from an Idempotency-Key (any fixed uuid: it only separates these ids from others). */
const START_NAMESPACE = '5d0f5f8e-7c1b-4e0a-9a51-2b8f3c4d6e70';

/** Starting a game from a pairing, and the seed reveals that let a digital game shuffle. */
@Injectable()
export class GameStartService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly appender: EventAppendService,
    private readonly games: GameRegistry,
    private readonly records: GameRecords,
  ) {}

  /** The match a request names, checked to be one the caller may act for. */
  async matchFor(tournamentId: string, matchId: string, principal: Principal): Promise<MatchContext> {
    const { state } = await loadTournament(this.store, tournamentId);
    const found = findMatch(state, matchId, this.games);
    if (!found.ok) throw new GamesProblem(found.status, found.code, found.message);
    if (!mayActForMatch(principal, { tournamentId, players: found.context.players })) {
      throw forbidden('games/not-your-match', `Only the players of match ${matchId} or an official may do this.`);
    }
    return found.context;
  }

  /**
   * Starts a game. With an `Idempotency-Key`, the game id derives from the key, the match and
   * the caller, so a retried start (its answer lost) answers with the same game, not a second one.
   */
  async start(tournamentId: string, matchId: string, body: StartGameDto, principal: Principal, idempotencyKey?: string): Promise<{ gameId: string; header: MatchLogHeader }> {
    const match = await this.matchFor(tournamentId, matchId, principal);
    const viewer = viewerOf(principal, { tournamentId, players: match.players });
    const gameId = idempotencyKey ? uuidv5(`${tournamentId}/${matchId}/${actorOf(principal)}/${idempotencyKey}`, START_NAMESPACE) : randomUUID();
    if (idempotencyKey) {
      const earlier = await this.earlierStart(gameId, tournamentId, matchId);
      if (earlier) return { gameId, header: headerFor(earlier, viewer, false) };
    }
    if (!isOfficialOf(principal, tournamentId) && (match.match.status === 'final' || match.roundEnded)) {
      throw conflict('games/match-decided', `Match ${matchId} already has a final result; only an official may start another game.`);
    }
    const header = this.header(gameId, match, body);
    const data: GameStartedData = { tournamentId, matchId, round: match.round, table: match.table, gameId, header, startedBy: actorOf(principal) };
    try {
      await this.appender.append(gameStreamId(gameId), [{
        type: 'GameStarted', data, metadata: { commandId: `start-${gameId}`, actor: actorOf(principal), now: new Date().toISOString() },
      }], { expectedVersion: 'no_stream', streamType: GAME_STREAM_TYPE });
    } catch (error) {
      // Two retries of one start raced: the one that lost answers with the game the other stored.
      const earlier = idempotencyKey && error instanceof ConcurrencyError ? await this.earlierStart(gameId, tournamentId, matchId) : undefined;
      if (!earlier) throw error;
      return { gameId, header: headerFor(earlier, viewer, false) };
    }
    return { gameId, header: headerFor(header, viewer, false) };
  }

  /** The header of a game this key already started for this match, if any. */
  private async earlierStart(gameId: string, tournamentId: string, matchId: string): Promise<MatchLogHeader | undefined> {
    if (!(await this.records.exists(gameId))) return undefined;
    const started = (await this.records.load(gameId)).started;
    if (!started || started.tournamentId !== tournamentId || started.matchId !== matchId) {
      throw conflict('games/idempotency-key-reused', 'This Idempotency-Key already started another game; use a new key for a new game.');
    }
    return started.header;
  }

  /** The header of a new game: the match's game and format, played under the game's current engine. */
  private header(gameId: string, match: MatchContext, body: StartGameDto): MatchLogHeader {
    const { module } = match;
    const modes = module.engines.modes(match.format);
    if (!modes.includes(body.mode)) {
      throw unprocessable('games/mode-unsupported', `${module.name} in format ${match.format} is played ${modes.length > 0 ? `only as ${modes.join(' or ')}` : 'in no mode the engine supports'}, not ${body.mode}.`, { modes });
    }
    const base = {
      format: MATCH_LOG_FORMAT as typeof MATCH_LOG_FORMAT, version: MATCH_LOG_VERSION, game: module.id, gameFormat: match.format,
      engineVersion: module.engines.current, matchId: gameId, mode: body.mode,
      players: match.players.map((id) => ({ id })), decks: match.decks, deckHashes: registeredDeckHashes(match),
    };
    // Commit-reveal seeds are the platform's rule for every game; each game cites its own key for it.
    const seeds = module.rules.kit.seeds;
    if (body.mode === 'paper') {
      if (!body.startingPlayer || !match.players.includes(body.startingPlayer)) {
        throw unprocessable('games/starting-player-required', `Paper play names the starting player: one of ${match.players.join(', ')}.`);
      }
      return { ...base, startingPlayer: body.startingPlayer };
    }
    const commitments = body.seedCommitments ?? {};
    const named = Object.keys(commitments).sort().join(',');
    if (named !== [...match.players].sort().join(',')) {
      throw unprocessable('games/seed-commitments-invalid', `Digital play needs one seed commitment per player of the match (${match.players.join(', ')}), got: ${named || 'none'}.`, { rule: seeds });
    }
    const bad = Object.entries(commitments).find(([, c]) => !/^[0-9a-f]{64}$/i.test(c));
    if (bad) throw unprocessable('games/seed-commitments-invalid', `The commitment of ${bad[0]} must be a sha256 hex digest (64 hex digits).`, { rule: seeds });
    return { ...base, seedCommitments: Object.fromEntries(Object.entries(commitments).map(([p, c]) => [p, c.toLowerCase()])) };
  }

  /** A player reveals their seed to the platform; it stays private until the game ends. */
  async revealSeed(gameId: string, seed: string, principal: Principal | undefined): Promise<SeedsRevealed> {
    const record = await this.records.load(gameId);
    const ref = refOf(record);
    const header = record.started?.header;
    const seat = seatOf(principal, { tournamentId: ref.tournamentId, players: header?.players.map((p) => p.id) ?? [] });
    if (!header) throw conflict('games/not-live', 'This game was uploaded as a log; it takes no live input.');
    if (!seat) throw forbidden('games/not-your-game', 'Only a player of this game reveals their own seed.');
    if (header.mode !== 'digital') throw conflict('games/paper-has-no-seeds', 'Paper play shuffles by hand; there is no seed to reveal.');
    if (commitSeed(seed) !== header.seedCommitments?.[seat]) {
      throw unprocessable('games/seed-mismatch', `sha256 of the seed does not match ${seat}'s commitment.`, { rule: this.games.get(header.game).rules.kit.seeds });
    }
    await this.records.saveSeed(gameId, seat, seed);
    const revealed = Object.keys(await this.records.seeds(gameId)).sort();
    return { revealed, ready: revealed.length === header.players.length };
  }
}
