import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JudgeQueue } from '@arbiter/api-contract';
import { buildJudgeQueue, TournamentFolds } from '@arbiter/platform';
import { Roles } from '../../auth';
import { ApiProblem } from '../api-problem';

/** What needs a judge (disputes and audit flags), for judges and the organizer of the tournament. */
@ApiTags('tournaments')
@Controller('api/tournaments/:tournamentId')
export class JudgeQueueController {
  constructor(private readonly folds: TournamentFolds) {}

  @Get('judge-queue')
  @Roles('judge', 'organizer')
  @ApiOperation({ summary: 'Disputed results and audit-flagged matches, open ones newest first, then those already settled (judges and the organizer)' })
  async queue(@Param('tournamentId') tid: string): Promise<JudgeQueue> {
    const loaded = await this.folds.load(tid);
    if (loaded.version === 0) throw new ApiProblem(404, 'tournament/not-found', `No tournament "${tid}".`, { tournamentId: tid });
    return buildJudgeQueue(loaded.state, loaded.events.map((event, i) => ({ event, at: loaded.stored[i].recordedAt })));
  }
}
