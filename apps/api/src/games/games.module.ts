import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DEFAULT_JOB_OPTIONS } from '@arbiter/event-store';
import type { FastifyInstance } from 'fastify';
import { AUDITS_QUEUE } from '../../../worker/src/audits/game-stream';
import { problem, PROBLEM_CONTENT_TYPE } from '../problems/problem';
import { AuditRequests } from './audit-requests';
import { ChaoticGames } from './chaotic-games';
import { GameLogService } from './game-log.service';
import { GameRecords } from './game-records';
import { GameStartService } from './game-start.service';
import { GameStateCache } from './game-state-cache';
import { GamesController } from './games.controller';
import { LiveGamesService } from './live-games.service';

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';
const GAME_STREAMS_PATH = '/api/streams/game-';

/** The path as the router will match it (percent-escapes decoded), so an escape cannot slip past. */
function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Games in the api: live recording, log upload, viewer-filtered state, audit reports. */
@Module({
  imports: [BullModule.registerQueue({ name: AUDITS_QUEUE, defaultJobOptions: DEFAULT_JOB_OPTIONS })],
  controllers: [GamesController],
  providers: [AuditRequests, ChaoticGames, GameLogService, GameRecords, GameStartService, GameStateCache, LiveGamesService],
})
export class GamesModule {
  /**
   * Fastify settings go in when the module is built, before any module initialises: plugin
   * scopes other modules open during their init then inherit them like the api's own routes.
   */
  constructor(http: HttpAdapterHost) {
    const fastify = http.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    // Uploaded logs arrive as raw bytes (the api's body limit applies), so they are kept exactly as sent.
    if (!fastify.hasContentTypeParser(NDJSON_CONTENT_TYPE)) {
      fastify.addContentTypeParser(NDJSON_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    }
    // A game stream holds what the viewer filter hides (decklists, paper draws): it is read only
    // through the games endpoints, never through the generic stream reader.
    fastify.addHook('onRequest', async (request, reply) => {
      if (!decodedPath(request.url).startsWith(GAME_STREAMS_PATH)) return;
      const body = problem(403, 'games/stream-private', 'Game streams are read through /api/games/:gameId/log and /state, which filter them for the caller.', { instance: request.url });
      return reply.code(403).header('content-type', PROBLEM_CONTENT_TYPE).send(body);
    });
  }
}
