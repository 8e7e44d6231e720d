import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DEFAULT_JOB_OPTIONS } from '@arbiter/event-store';
import type { FastifyInstance } from 'fastify';
import { AUDITS_QUEUE } from '@arbiter/platform';
import { AttestedRulingsService } from './attested-rulings.service';
import { AuditRequests } from './audit-requests';
import { GameLogService } from './game-log.service';
import { GameRecords } from './game-records';
import { GameStartService } from './game-start.service';
import { GameStateCache } from './game-state-cache';
import { GamesController } from './games.controller';
import { LiveGamesService } from './live-games.service';
import { MatchGamesService } from './match-games.service';
import { ReplayController } from './replay.controller';
import { ReplayService } from './replay.service';

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/** Games in the api: live recording, log upload, viewer-filtered state, audit reports. */
@Module({
  imports: [BullModule.registerQueue({ name: AUDITS_QUEUE, defaultJobOptions: DEFAULT_JOB_OPTIONS })],
  controllers: [GamesController, ReplayController],
  providers: [AttestedRulingsService, AuditRequests, GameLogService, GameRecords, GameStartService, GameStateCache, LiveGamesService, MatchGamesService, ReplayService],
  // Ending a round calls time on its games still running (tournaments' rounds controller).
  exports: [LiveGamesService],
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
  }
}
