import { Inject, Injectable } from '@nestjs/common';
import { BoundReachedError, ConcurrencyError, EVENT_STORE, EventStore } from '@arbiter/event-store';
import type { UploadedLog } from '@arbiter/api-contract';
import { ActionEnvelope, AnyGameModule, GameRegistry, readRegisteredLog, toNdjson, TrailerRecord, Viewer } from '@arbiter/rules';
import { createHash } from 'node:crypto';
import { GAME_STREAM_TYPE, gameStreamId, loadTournament, LogUploadedData } from '@arbiter/platform';
import { mayReadDecklists } from '../tournaments/decklists/decklist-visibility';
import { Principal } from '../auth';
import { EventAppendService } from '../events/event-append.service';
import { AuditRequests } from './audit-requests';
import { viewerOf } from './game-access';
import { GameRecord, GameRecords, refOf } from './game-records';
import { GameStartService } from './game-start.service';
import { GamesProblem } from './games-problem';
import { headerFor } from './header-view';
import { uploadBound, uploadGameId, uploadsAllowed, withoutHeaderDecks } from './upload-bounds';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Uploaded logs (stored as submitted, audited by the worker) and every game's log as NDJSON. */
@Injectable()
export class GameLogService {
  constructor(
    private readonly starts: GameStartService,
    private readonly records: GameRecords,
    private readonly appender: EventAppendService,
    private readonly audits: AuditRequests,
    private readonly games: GameRegistry,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Stores an uploaded log once its header reads as a log of the match's game, within
   * the submitter's upload allowance for the match; the same log again is the same game.
   */
  async upload(tournamentId: string, matchId: string, body: unknown, principal: Principal): Promise<UploadedLog> {
    const ndjson = this.text(body);
    const match = await this.starts.matchFor(tournamentId, matchId, principal);
    const read = readRegisteredLog(ndjson, this.games, match.module);
    // A readable header with some damaged lines is kept: the judges see which lines, by number.
    if (!read.log) {
      const errors = read.errors.slice(0, 20);
      throw new GamesProblem(422, 'games/log-unreadable', `The upload is not a readable ${match.module.name} match log (docs/match-log-format.md): ${errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')}`, { errors });
    }
    const gameId = uploadGameId(tournamentId, matchId, body as Buffer);
    if (await this.records.exists(gameId)) return { gameId };
    const submittedBy = principal.playerId ?? principal.role;
    const allowed = uploadsAllowed(match.bestOf);
    const data: LogUploadedData = {
      tournamentId, matchId, round: match.round, table: match.table, gameId,
      submittedBy, sha256: createHash('sha256').update(body as Buffer).digest('hex'), ndjson,
    };
    try {
      // The allowance is counted by the store in the append's own transaction, under a lock on
      // (match, submitter): concurrent uploads, to any api process, never store more than it.
      await this.appender.append(gameStreamId(gameId), [{
        type: 'LogUploaded', data, metadata: { commandId: `upload-${gameId}`, actor: data.submittedBy, now: new Date().toISOString() },
      }], { expectedVersion: 'no_stream', streamType: GAME_STREAM_TYPE, bound: uploadBound(tournamentId, matchId, submittedBy, allowed) });
    } catch (error) {
      if (error instanceof BoundReachedError) {
        throw new GamesProblem(429, 'games/upload-limit', `${submittedBy} has uploaded ${allowed} logs for match ${matchId}, the most a best-of-${match.bestOf} match takes; this log was not stored. Ask a judge to upload any further log.`, { limit: allowed });
      }
      if (!(error instanceof ConcurrencyError)) throw error; // the same log, uploaded at the same moment
      return { gameId };
    }
    await this.audits.request(gameId);
    return { gameId };
  }

  /** The submitted bytes as text, refused with a reason when they cannot be kept exactly. */
  private text(body: unknown): string {
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new GamesProblem(400, 'games/log-empty', 'Send the match log as the request body (Content-Type: application/x-ndjson).');
    }
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      throw new GamesProblem(400, 'games/log-not-utf8', 'The match log must be UTF-8 text (docs/match-log-format.md).');
    }
    const nul = text.indexOf('\u0000');
    if (nul >= 0) {
      const line = text.slice(0, nul).split('\n').length;
      throw new GamesProblem(400, 'games/log-nul-byte', `The match log contains a NUL character on line ${line}; JSON text never does.`, { line });
    }
    return text;
  }

  /**
   * The log as NDJSON: an uploaded one exactly as stored (its header without decklists for those
   * who may not read them yet); a live one filtered for the viewer while it runs.
   */
  async log(gameId: string, principal: Principal | undefined): Promise<string> {
    const record = await this.records.load(gameId);
    const ref = refOf(record);
    const decklistsOpen = mayReadDecklists(principal, ref.tournamentId, (await loadTournament(this.store, ref.tournamentId)).state);
    if (record.upload) return decklistsOpen ? record.upload.ndjson : withoutHeaderDecks(record.upload.ndjson);
    const header = record.started!.header;
    const viewer = viewerOf(principal, { tournamentId: ref.tournamentId, players: header.players.map((p) => p.id) });
    // An ended game's log is the public record, its decklists once the organizer has published them.
    const ended = record.ended !== undefined;
    const module = this.games.get(header.game);
    const actions = ended ? record.actions : record.actions.map((a) => hidden(module, a, viewer));
    return toNdjson(headerFor(header, viewer, ended && decklistsOpen), actions, trailerOf(record));
  }
}

/** Paper play declares what is drawn; while the game runs only the drawer (and officials) see what the game hides. */
function hidden(module: AnyGameModule, action: ActionEnvelope, viewer: Viewer): ActionEnvelope {
  if (!module.log.hiddenUntilEnd?.(action) || viewer.kind === 'judge' || (viewer.kind === 'player' && viewer.player === action.player)) return action;
  return { ...action, payload: { hidden: true } };
}

/** After the end: the seeds the players revealed, and the result the engine derived (or time called). */
function trailerOf(record: GameRecord): TrailerRecord[] {
  if (!record.ended) return [];
  const header = record.started!.header;
  const reveals: TrailerRecord[] = header.mode === 'digital'
    ? header.players.map((p) => ({ kind: 'seed-reveal', player: p.id, seed: record.ended!.seeds[p.id] }))
    : [];
  if (record.ended.timeCalledBy !== undefined) return [...reveals, { kind: 'time-called', by: record.ended.timeCalledBy }];
  const { winners, losers, draw } = record.ended.outcome;
  return [...reveals, { kind: 'result', winners: [...winners], losers: [...losers], draw }];
}

