import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CompletedTournament, Round, RoundCommandAnswer, RoundEnded, RoundList, TopCutStarted } from '@arbiter/api-contract';
import type { TournamentCommand } from '@arbiter/tournament';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentPrincipal, Principal, Roles } from '../../auth';
import { LiveGamesService } from '../../games/live-games.service';
import { actorOf, commandIdFrom } from '../actor';
import { RequestRoundCommand } from '../commands/request-round';
import { CommandOutcome, RunTournamentCommand } from '../commands/run-tournament-command';
import { GetRoundQuery, GetTournamentQuery, ListRoundsQuery } from '../queries/tournament-queries';
import { pairingsCsv } from './csv';
import { RequestRoundDto } from './tournament.dto';

const nowIso = (): string => new Date().toISOString();
/** What a command answers: the stream version it reached and the events it appended (never the state: it holds decks). */
const summary = (o: CommandOutcome): RoundCommandAnswer => ({ version: o.version, appended: o.appended, events: o.events.map((e) => e.type) });

/** Rounds: asking the pairings worker for the next one, reading them, ending them; top cut and completion. */
@ApiTags('tournaments')
@Controller('api/tournaments/:tournamentId')
export class RoundsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly liveGames: LiveGamesService,
  ) {}

  /** 202: the pairings worker appends the round; poll GET rounds/:round or follow the feed. */
  @Post('rounds')
  @Roles('organizer')
  @HttpCode(202)
  start(@Param('tournamentId') tournamentId: string, @Body() dto: RequestRoundDto, @CurrentPrincipal() principal: Principal): Promise<{ round: number }> {
    return this.commands.execute(new RequestRoundCommand(tournamentId, actorOf(principal), dto.round, nowIso()));
  }

  @Get('rounds')
  list(@Param('tournamentId') tournamentId: string): Promise<RoundList> {
    return this.queries.execute(new ListRoundsQuery(tournamentId));
  }

  @Get('rounds/:round')
  async get(
    @Param('tournamentId') tournamentId: string,
    @Param('round', ParseIntPipe) round: number,
    @Query('format') format: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Round | string> {
    const view = await this.queries.execute(new GetRoundQuery(tournamentId, round));
    if (format !== 'csv') return view;
    const summary = await this.queries.execute(new GetTournamentQuery(tournamentId));
    reply.header('content-type', 'text/csv; charset=utf-8');
    return pairingsCsv(view, new Map(summary.players.map((p) => [p.playerId, p.name])));
  }

  @Post('rounds/:round/end')
  @Roles('organizer')
  @HttpCode(200)
  async end(@Param('tournamentId') tournamentId: string, @Param('round', ParseIntPipe) round: number, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<RoundEnded> {
    const answer = summary(await this.run(tournamentId, principal, req, `end-round:${round}`, { type: 'EndRound', data: { round } }));
    // Every match of the round has its result: a game still running there is at time (a retried end finds none left).
    return { ...answer, gamesEndedOnTime: await this.liveGames.callTimeOnRound(tournamentId, round, principal) };
  }

  @Post('top-cut')
  @Roles('organizer')
  @HttpCode(200)
  async topCut(@Param('tournamentId') tournamentId: string, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<TopCutStarted> {
    const outcome = await this.run(tournamentId, principal, req, 'top-cut', { type: 'StartTopCut', data: {} });
    return { ...summary(outcome), seeds: outcome.state.topCutSeeds ?? [] };
  }

  @Post('complete')
  @Roles('organizer')
  @HttpCode(200)
  async complete(@Param('tournamentId') tournamentId: string, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<CompletedTournament> {
    const outcome = await this.run(tournamentId, principal, req, 'complete', { type: 'CompleteTournament', data: {} });
    return { ...summary(outcome), winner: outcome.state.winner ?? null };
  }

  private run(tournamentId: string, principal: Principal, req: FastifyRequest, scope: string, command: TournamentCommand): Promise<CommandOutcome> {
    return this.commands.execute(
      new RunTournamentCommand(tournamentId, actorOf(principal), commandIdFrom(req.headers, `${tournamentId}:${scope}`), { kind: 'domain', command }, nowIso()),
    );
  }
}
