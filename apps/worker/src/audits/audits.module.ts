import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DEFAULT_JOB_OPTIONS } from '@arbiter/event-store';
import { AUDITS_QUEUE } from '@arbiter/platform';
import { AuditGamesService } from './audit-games.service';
import { AuditsProcessor } from './audits.processor';
import { TournamentEffects } from './tournament-effects.service';

/** The audits worker: replays each ended or uploaded game and stores its report. */
@Module({
  imports: [BullModule.registerQueue({ name: AUDITS_QUEUE, defaultJobOptions: DEFAULT_JOB_OPTIONS })],
  providers: [AuditGamesService, AuditsProcessor, TournamentEffects],
})
export class AuditsModule {}
