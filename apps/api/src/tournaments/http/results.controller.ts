import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandAnswer, MatchCommandAnswer } from '@arbiter/api-contract';
import type { TournamentCommand } from '@arbiter/tournament';
import type { FastifyRequest } from 'fastify';
import { pairingView, parseMatchId } from '@arbiter/platform';
import { CurrentPrincipal, Principal, Roles } from '../../auth';
import { actorOf, commandIdFrom } from '../actor';
import { ApiProblem } from '../api-problem';
import { CommandOutcome, RunTournamentCommand } from '../commands/run-tournament-command';
import { CommandInput } from '../commands/resolve-command';
import { DisputeDto, PenaltyDto, ScoreDto } from './tournament.dto';

const nowIso = (): string => new Date().toISOString();

function matchAt(matchId: string): { round: number; table: number } {
  const at = parseMatchId(matchId);
  if (!at) throw new ApiProblem(404, 'tournament/match-unknown', `No match "${matchId}" (match ids are <round>-<table>).`, { matchId });
  return at;
}

/** Results (report, confirm, dispute, enter or correct) and penalties. A player acts only at their own table. */
@ApiTags('tournaments')
@Controller('api/tournaments/:tournamentId')
export class ResultsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('matches/:matchId/report')
  @Roles('player', 'judge', 'organizer')
  @HttpCode(200)
  report(@Param('tournamentId') tid: string, @Param('matchId') matchId: string, @Body() dto: ScoreDto, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<MatchCommandAnswer> {
    return this.run(tid, principal, req, `report:${matchId}`, { kind: 'score', action: 'ReportResult', matchId, score: dto }, matchId);
  }

  @Post('matches/:matchId/confirm')
  @Roles('player', 'judge', 'organizer')
  @HttpCode(200)
  confirm(@Param('tournamentId') tid: string, @Param('matchId') matchId: string, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<MatchCommandAnswer> {
    return this.domain(tid, principal, req, `confirm:${matchId}`, { type: 'ConfirmResult', data: matchAt(matchId) }, matchId);
  }

  @Post('matches/:matchId/dispute')
  @Roles('player', 'judge', 'organizer')
  @HttpCode(200)
  dispute(@Param('tournamentId') tid: string, @Param('matchId') matchId: string, @Body() dto: DisputeDto, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<MatchCommandAnswer> {
    return this.domain(tid, principal, req, `dispute:${matchId}`, { type: 'DisputeResult', data: { ...matchAt(matchId), reason: dto.reason ?? '' } }, matchId);
  }

  /** Enter or correct a result, also after the round closed; a correction is a new event. */
  @Post('matches/:matchId/result')
  @Roles('judge', 'organizer')
  @HttpCode(200)
  enter(@Param('tournamentId') tid: string, @Param('matchId') matchId: string, @Body() dto: ScoreDto, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<MatchCommandAnswer> {
    const { note, ...score } = dto;
    return this.run(tid, principal, req, `result:${matchId}`, { kind: 'score', action: 'EnterResult', matchId, score, ...(note ? { note } : {}) }, matchId);
  }

  @Post('penalties')
  @Roles('judge', 'organizer')
  async penalty(@Param('tournamentId') tid: string, @Body() dto: PenaltyDto, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<CommandAnswer> {
    const outcome: CommandOutcome = await this.commands.execute(
      new RunTournamentCommand(tid, actorOf(principal), commandIdFrom(req.headers, `${tid}:penalty`), {
        kind: 'domain',
        command: { type: 'IssuePenalty', data: { playerId: dto.playerId, penalty: dto.kind, reason: dto.reason } },
      }, nowIso()),
    );
    return { version: outcome.version, events: outcome.events.map((e) => e.type) };
  }

  private domain(tid: string, principal: Principal, req: FastifyRequest, scope: string, command: TournamentCommand, matchId: string): Promise<MatchCommandAnswer> {
    return this.run(tid, principal, req, scope, { kind: 'domain', command }, matchId);
  }

  /** Answers with the match as everyone now sees it. */
  private async run(tid: string, principal: Principal, req: FastifyRequest, scope: string, input: CommandInput, matchId: string): Promise<MatchCommandAnswer> {
    const outcome: CommandOutcome = await this.commands.execute(
      new RunTournamentCommand(tid, actorOf(principal), commandIdFrom(req.headers, `${tid}:${scope}`), input, nowIso()),
    );
    const { round, table } = matchAt(matchId);
    const match = outcome.state.roundsPlayed[round - 1]?.matches[table - 1];
    return { version: outcome.version, events: outcome.events.map((e) => e.type), ...(match ? { match: pairingView(round, match) } : {}) };
  }
}
