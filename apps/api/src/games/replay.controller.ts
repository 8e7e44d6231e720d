import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '../auth';
import type { GameReplay } from '@arbiter/api-contract';
import { MOST_REPLAY_STEPS, ReplayService } from './replay.service';

/** A game step by step, each step the engine's view for the caller: the dashboard's replay viewer reads it. */
@ApiTags('games')
@Controller()
export class ReplayController {
  constructor(private readonly replays: ReplayService) {}

  @Get('api/games/:gameId/replay')
  @ApiOperation({ summary: `A window of the game's steps (at most ${MOST_REPLAY_STEPS}), each the state as the caller may see it, with every action, violation and attested effect` })
  @ApiQuery({ name: 'from', required: false, description: 'First step (0 is the set-up, n the state after action n); default 0' })
  @ApiQuery({ name: 'to', required: false, description: 'Last step, inclusive; default from + 49, capped at the last action' })
  replay(
    @Param('gameId') gameId: string,
    @Query('from') from: string | undefined,
    @Query('to') to: string | undefined,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<GameReplay> {
    return this.replays.replay(gameId, { from, to }, principal);
  }
}
