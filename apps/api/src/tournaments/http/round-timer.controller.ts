import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { RoundTimerAnswer } from '@arbiter/api-contract';
import type { TournamentCommand } from '@arbiter/tournament';
import type { FastifyRequest } from 'fastify';
import { CurrentPrincipal, Principal, Roles } from '../../auth';
import { actorOf, commandIdFrom } from '../actor';
import { CommandOutcome, RunTournamentCommand } from '../commands/run-tournament-command';

export class ExtendRoundTimerDto {
  @ApiProperty({ description: 'seconds to add, 1–3600', example: 300 }) @IsInt() @Min(1) @Max(3600) seconds!: number;
}

/**
 * The round timer every screen shows (organizer only): kept as tournament events so the
 * projector, the organizer's page and every player read the same clock. The time of the
 * request is the time of the event.
 */
@ApiTags('tournaments')
@Controller('api/tournaments/:tournamentId/rounds/:round/timer')
export class RoundTimerController {
  constructor(private readonly commands: CommandBus) {}

  @Post('start')
  @Roles('organizer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start the round timer, or resume it after a pause (organizer)' })
  start(@Param('tournamentId') tournamentId: string, @Param('round', ParseIntPipe) round: number, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<RoundTimerAnswer> {
    return this.run(tournamentId, round, principal, req, 'start', { type: 'StartRoundTimer', data: { round } });
  }

  @Post('pause')
  @Roles('organizer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause the round timer (organizer)' })
  pause(@Param('tournamentId') tournamentId: string, @Param('round', ParseIntPipe) round: number, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<RoundTimerAnswer> {
    return this.run(tournamentId, round, principal, req, 'pause', { type: 'PauseRoundTimer', data: { round } });
  }

  @Post('extend')
  @Roles('organizer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add seconds to the round timer, running or paused (organizer)' })
  extend(
    @Param('tournamentId') tournamentId: string, @Param('round', ParseIntPipe) round: number, @Body() dto: ExtendRoundTimerDto,
    @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest,
  ): Promise<RoundTimerAnswer> {
    return this.run(tournamentId, round, principal, req, 'extend', { type: 'ExtendRoundTimer', data: { round, seconds: dto.seconds } });
  }

  private async run(tournamentId: string, round: number, principal: Principal, req: FastifyRequest, action: string, command: TournamentCommand): Promise<RoundTimerAnswer> {
    const outcome: CommandOutcome = await this.commands.execute(
      new RunTournamentCommand(tournamentId, actorOf(principal), commandIdFrom(req.headers, `${tournamentId}:timer:${round}:${action}`), { kind: 'domain', command }, new Date().toISOString()),
    );
    const timer = outcome.state.roundsPlayed[round - 1]?.timer;
    return { version: outcome.version, events: outcome.events.map((e) => e.type), timer: timer ? { ...timer } : null };
  }
}
