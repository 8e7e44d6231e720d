import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FeedEvents } from '@arbiter/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchIdOf } from '@arbiter/platform';
import type { FeedNotice } from '@arbiter/platform';
import { GetStandingsQuery } from '../queries/read-model-queries';
import { GetRoundQuery, GetTournamentQuery } from '../queries/tournament-queries';
import { FeedListenerService } from './feed-listener.service';

const KEEP_ALIVE_MS = 15_000;

type Send = <E extends keyof FeedEvents>(event: E, data: FeedEvents[E]) => void;

/**
 * The public live feed (Server-Sent Events): `standings`, `pairings`, `result` and `audit`.
 * It carries only what any spectator may read: the standings and round bodies of the api, a
 * result's table, and public audit summaries — never hidden game information.
 */
@ApiTags('tournaments')
@Controller('api/tournaments/:tournamentId')
export class FeedController {
  constructor(
    private readonly queries: QueryBus,
    private readonly listener: FeedListenerService,
  ) {}

  @Get('feed')
  @ApiProduces('text/event-stream')
  async feed(@Param('tournamentId') tournamentId: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const summary = await this.queries.execute(new GetTournamentQuery(tournamentId)); // 404 before any byte is sent
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const send: Send = (event, data) => {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // Notices are handled one at a time so events keep their order.
    let queue = Promise.resolve();
    const push = (notice: FeedNotice): void => {
      queue = queue.then(() => this.deliver(tournamentId, notice, send)).catch(() => undefined);
    };
    const unsubscribe = this.listener.subscribe(tournamentId, push);
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    req.raw.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
    try {
      send('standings', await this.queries.execute(new GetStandingsQuery(tournamentId)));
      if (summary.currentRound) send('pairings', await this.queries.execute(new GetRoundQuery(tournamentId, summary.currentRound.round)));
    } catch {
      raw.end(); // the headers are gone, so the client learns of a failure by the stream ending
    }
  }

  private async deliver(tournamentId: string, notice: FeedNotice, send: Send): Promise<void> {
    switch (notice.kind) {
      case 'standings':
        return send('standings', await this.queries.execute(new GetStandingsQuery(tournamentId)));
      case 'pairings':
        return send('pairings', await this.queries.execute(new GetRoundQuery(tournamentId, notice.round)));
      case 'result': {
        const round = await this.queries.execute(new GetRoundQuery(tournamentId, notice.round));
        const matchId = matchIdOf(notice.round, notice.table);
        const pairing = round.pairings.find((p) => p.matchId === matchId);
        return send('result', { round: notice.round, ...(pairing ?? { matchId, table: notice.table }) });
      }
      case 'audit':
        return send('audit', notice.summary);
      default: {
        const unknown: never = notice;
        return void unknown;
      }
    }
  }
}
