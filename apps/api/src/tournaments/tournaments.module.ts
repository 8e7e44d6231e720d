import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { EVENT_STORE, EventStore } from '@arbiter/event-store';
import {
  PROJECT_STANDINGS_JOB, RoundRequestsRepository, STANDINGS_QUEUE, standingsDedupId, TOURNAMENT_QUEUES, TOURNAMENT_STREAM_TYPE, TournamentFolds,
  tournamentIdOfStream,
} from '@arbiter/platform';
import { AccountsModule } from '../accounts/accounts.module';
import { AfterAppendService } from '../events/after-append.service';
import { GamesModule } from '../games/games.module';
import { RequestRoundHandler } from './commands/request-round';
import { RunTournamentCommandHandler } from './commands/run-tournament-command';
import { DecklistsController } from './decklists/decklists.controller';
import { FeedController } from './feed/feed.controller';
import { FeedListenerService } from './feed/feed-listener.service';
import { JudgeQueueController } from './http/judge-queue.controller';
import { PlayersController } from './http/players.controller';
import { ResultsController } from './http/results.controller';
import { RoundsController } from './http/rounds.controller';
import { RoundTimerController } from './http/round-timer.controller';
import { RegisteredGameConstraint } from './http/registered-game.validator';
import { TournamentsController } from './http/tournaments.controller';
import { GetMetagameHandler, GetStandingsHandler } from './queries/read-model-queries';
import {
  ExportTournamentHandler, GetRoundHandler, GetTournamentHandler, ListRoundsHandler, ListTournamentsHandler,
} from './queries/tournament-queries';

/** Tournaments over HTTP: commands through the CommandBus, reads through the QueryBus, the live feed. */
@Module({
  imports: [TOURNAMENT_QUEUES, GamesModule, AccountsModule],
  controllers: [TournamentsController, PlayersController, RoundsController, ResultsController, FeedController, DecklistsController, JudgeQueueController, RoundTimerController],
  providers: [
    RunTournamentCommandHandler, RequestRoundHandler,
    ListTournamentsHandler, GetTournamentHandler, GetRoundHandler, ListRoundsHandler, ExportTournamentHandler,
    GetStandingsHandler, GetMetagameHandler,
    FeedListenerService, RoundRequestsRepository, RegisteredGameConstraint,
    // One folded state per tournament for the api's commands and reads.
    { provide: TournamentFolds, useFactory: (store: EventStore) => new TournamentFolds(store), inject: [EVENT_STORE] },
  ],
})
export class TournamentsModule implements OnModuleInit {
  constructor(
    private readonly afterAppend: AfterAppendService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    // Every append to a tournament wakes its standings job; wake-ups of one tournament coalesce.
    this.afterAppend.register(({ streamId, streamType }) => {
      const tournamentId = streamType === TOURNAMENT_STREAM_TYPE ? tournamentIdOfStream(streamId) : undefined;
      if (!tournamentId) return [];
      return [{ queue: STANDINGS_QUEUE, name: PROJECT_STANDINGS_JOB, dedupId: standingsDedupId(tournamentId), data: { tournamentId } }];
    });
    // Players are imported from CSV: hand the body to the controller as a string.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify && !fastify.hasContentTypeParser('text/csv')) {
      fastify.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    }
  }
}
