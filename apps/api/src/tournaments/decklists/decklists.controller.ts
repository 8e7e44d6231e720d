import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DecklistsPublication } from '@arbiter/api-contract';
import type { FastifyRequest } from 'fastify';
import { CurrentPrincipal, Principal, Roles } from '../../auth';
import { actorOf, commandIdFrom } from '../actor';
import { CommandOutcome, RunTournamentCommand } from '../commands/run-tournament-command';

/** Publishing the decklists: until then the export, game logs and every other read withhold them from all but officials. */
@ApiTags('tournaments')
@Controller('api/tournaments/:tournamentId/decklists')
export class DecklistsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('publish')
  @Roles('organizer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish every decklist (organizer); publishing again changes nothing' })
  async publish(@Param('tournamentId') tournamentId: string, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<DecklistsPublication> {
    const outcome: CommandOutcome = await this.commands.execute(
      new RunTournamentCommand(tournamentId, actorOf(principal), commandIdFrom(req.headers, `${tournamentId}:publish-decklists`), {
        kind: 'domain', command: { type: 'PublishDecklists', data: {} },
      }, new Date().toISOString()),
    );
    return { version: outcome.version, events: outcome.events.map((e) => e.type), published: true };
  }
}
