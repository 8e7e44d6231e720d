import { Injectable } from '@nestjs/common';
import type { UploadedLog } from '@arbiter/api-contract';
import { ActionEnvelope, AnyGameModule, GameRegistry, toNdjson, TrailerRecord, Viewer } from '@arbiter/rules';
import { createHash, randomUUID } from 'node:crypto';
import { GAME_STREAM_TYPE, gameStreamId, LogUploadedData } from '@arbiter/platform';
import { Principal } from '../auth';
import { EventAppendService } from '../events/event-append.service';
import { AuditRequests } from './audit-requests';
import { viewerOf } from './game-access';
import { GameRecord, GameRecords, refOf } from './game-records';
import { GameStartService } from './game-start.service';
import { GamesProblem } from './games-problem';
import { headerFor } from './header-view';

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
  ) {}

  async upload(tournamentId: string, matchId: string, body: unknown, principal: Principal): Promise<UploadedLog> {
    const ndjson = this.text(body);
    const match = await this.starts.matchFor(tournamentId, matchId, principal);
    const gameId = randomUUID();
    const data: LogUploadedData = {
      tournamentId, matchId, round: match.round, table: match.table, gameId,
      submittedBy: principal.playerId ?? principal.role, sha256: createHash('sha256').update(body as Buffer).digest('hex'), ndjson,
    };
    await this.appender.append(gameStreamId(gameId), [{
      type: 'LogUploaded', data, metadata: { commandId: `upload-${gameId}`, actor: data.submittedBy, now: new Date().toISOString() },
    }], { expectedVersion: 'no_stream', streamType: GAME_STREAM_TYPE });
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

  /** The log as NDJSON: an uploaded one exactly as stored; a live one filtered for the viewer while it runs. */
  async log(gameId: string, principal: Principal | undefined): Promise<string> {
    const record = await this.records.load(gameId);
    if (record.upload) return record.upload.ndjson;
    const ref = refOf(record);
    const header = record.started!.header;
    const viewer = viewerOf(principal, { tournamentId: ref.tournamentId, players: header.players.map((p) => p.id) });
    const ended = record.ended !== undefined;
    const module = this.games.get(header.game);
    const actions = ended ? record.actions : record.actions.map((a) => hidden(module, a, viewer));
    return toNdjson(headerFor(header, viewer, ended), actions, trailerOf(record));
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

