import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decide, isRejection } from '@arbiter/tournament';
import { Queue } from 'bullmq';
import { PAIR_ROUND_JOB, PAIRINGS_QUEUE, PairRoundJob, pairRoundJobId, RoundRequestsRepository, TournamentFolds } from '@arbiter/platform';
import type { Actor } from '../actor';
import { ApiProblem, rejectionProblem } from '../api-problem';

/** Ask the pairings worker for the next round. */
export class RequestRoundCommand {
  constructor(
    readonly tournamentId: string,
    readonly actor: Actor,
    /** The round the caller expects to start; the next one when omitted. */
    readonly round: number | undefined,
    readonly now: string,
  ) {}
}

/**
 * Checks now what the worker will check again (the last round ended, rounds remain…), so a
 * refusal comes back to the organizer at once; then records the request and enqueues one job
 * per tournament and round. Asking again while the worker pairs enqueues nothing new.
 */
@CommandHandler(RequestRoundCommand)
export class RequestRoundHandler implements ICommandHandler<RequestRoundCommand, { round: number }> {
  constructor(
    private readonly folds: TournamentFolds,
    private readonly requests: RoundRequestsRepository,
    @InjectQueue(PAIRINGS_QUEUE) private readonly pairings: Queue,
  ) {}

  async execute(cmd: RequestRoundCommand): Promise<{ round: number }> {
    const { state } = await this.folds.load(cmd.tournamentId);
    const round = cmd.round ?? state.roundsPlayed.length + 1;
    if (cmd.actor.role === 'player') throw new ApiProblem(403, 'tournament/forbidden', 'Only a judge or the organizer may start a round.');
    const dryRun = decide(state, { type: 'StartRound', data: { round } }, { actor: cmd.actor, now: cmd.now });
    if (isRejection(dryRun)) throw rejectionProblem(dryRun);
    const actor = { id: cmd.actor.id, role: cmd.actor.role as 'organizer' | 'judge' };
    await this.requests.record({ tournamentId: cmd.tournamentId, round, actor, now: cmd.now });
    const jobId = pairRoundJobId(cmd.tournamentId, round);
    // A job that failed for good keeps its id; clear it so that asking again runs the job again.
    const previous = await this.pairings.getJob(jobId);
    if (previous && (await previous.isFailed())) await previous.remove();
    const job: PairRoundJob = { tournamentId: cmd.tournamentId, round };
    await this.pairings.add(PAIR_ROUND_JOB, job, { jobId });
    return { round };
  }
}
