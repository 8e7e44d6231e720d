import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { ConcurrencyError, EVENT_STORE, EventStore, PINO, wakeUpOptions } from '@arbiter/event-store';
import { CommandContext, decide, isRejection } from '@arbiter/tournament';
import { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import {
  loadTournament, PAIR_ROUND_JOB, PAIRINGS_QUEUE, PairRoundJob, pairRoundJobId, PROJECT_STANDINGS_JOB, RoundRequest, RoundRequestsRepository,
  STANDINGS_QUEUE, standingsDedupId, SWEEP_ROUND_REQUESTS_JOB, toNewEvents, TOURNAMENT_STREAM_TYPE, TournamentFolds, tournamentStreamId,
} from '@arbiter/platform';

const MAX_ATTEMPTS = 5;

export type PairRoundOutcome =
  | { outcome: 'appended' | 'already-paired'; round: number }
  | { outcome: 'rejected'; code: string; message: string }
  | { outcome: 'no-request' };

/** Adapts BullMQ to `pairRequestedRound`, and sweeps up requests whose job was lost. */
@Processor(PAIRINGS_QUEUE)
export class PairingsProcessor extends WorkerHost {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly requests: RoundRequestsRepository,
    @InjectQueue(PAIRINGS_QUEUE) private readonly pairings: Queue,
    @InjectQueue(STANDINGS_QUEUE) private readonly standings: Queue,
    @Inject(PINO) private readonly logger: Logger,
    private readonly folds: TournamentFolds,
  ) {
    super();
  }

  async process(job: Job<PairRoundJob>): Promise<unknown> {
    switch (job.name) {
      case PAIR_ROUND_JOB:
        return this.pair(job.data);
      case SWEEP_ROUND_REQUESTS_JOB: {
        const open = await this.requests.open();
        for (const r of open) await this.pairings.add(PAIR_ROUND_JOB, r, { jobId: pairRoundJobId(r.tournamentId, r.round) });
        return { reenqueued: open.length };
      }
      default:
        throw new Error(`unknown job "${job.name}" on ${PAIRINGS_QUEUE}`);
    }
  }

  private async pair(job: PairRoundJob): Promise<PairRoundOutcome> {
    const request = await this.requests.find(job);
    if (!request || request.done || request.failure) return { outcome: 'no-request' };
    const outcome = await pairRequestedRound(this.store, request, this.folds);
    if (outcome.outcome === 'rejected') {
      await this.requests.markFailed(job, { code: outcome.code, message: outcome.message });
      this.logger.warn({ ...job, code: outcome.code }, 'round not paired');
      return outcome;
    }
    if (outcome.outcome === 'appended') {
      await this.standings.add(PROJECT_STANDINGS_JOB, { tournamentId: job.tournamentId }, wakeUpOptions(standingsDedupId(job.tournamentId)));
    }
    await this.requests.markDone(job);
    return outcome;
  }
}

/**
 * Computes a requested round and appends it with optimistic concurrency. Pairing is a pure
 * function of the events and the seed, so every attempt (and every worker) computes the same
 * round; the loser of a race reloads, finds the round started, and appends nothing. With
 * `folds`, the tournament is the folded one plus the events since (not the whole stream).
 */
export async function pairRequestedRound(store: EventStore, request: RoundRequest, folds?: TournamentFolds): Promise<PairRoundOutcome> {
  const context: CommandContext = { actor: request.actor, now: request.now };
  const commandId = `pair-round:${request.tournamentId}:${request.round}`;
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await (folds ? folds.load(request.tournamentId) : loadTournament(store, request.tournamentId));
    if (state.roundsPlayed.length >= request.round) return { outcome: 'already-paired', round: request.round };
    const decision = decide(state, { type: 'StartRound', data: { round: request.round } }, context);
    if (isRejection(decision)) return { outcome: 'rejected', code: decision.code, message: decision.message };
    try {
      const result = await store.appendToStream(tournamentStreamId(request.tournamentId), toNewEvents(decision, commandId, context), {
        expectedVersion: version,
        streamType: TOURNAMENT_STREAM_TYPE,
      });
      return { outcome: result.appended ? 'appended' : 'already-paired', round: request.round };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
