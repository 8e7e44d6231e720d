import type { AuditSummary } from '@arbiter/api-contract';
import { DEFAULT_JOB_OPTIONS } from '@arbiter/event-store';
import { BullModule } from '@nestjs/bullmq';

/** Queues of the tournament workers. Job ids make wake-ups and pairing requests coalesce. */
export const PAIRINGS_QUEUE = 'pairings';
export const PAIR_ROUND_JOB = 'pair-round';
/** Repeating job that re-enqueues requested rounds whose job was lost. */
export const SWEEP_ROUND_REQUESTS_JOB = 'sweep-round-requests';
export const STANDINGS_QUEUE = 'standings';
export const PROJECT_STANDINGS_JOB = 'project-standings';
/** Repeating job that wakes the standings of tournaments whose wake-up was lost after it was enqueued (Redis lost it). */
export const SWEEP_STANDINGS_JOB = 'sweep-standings';

/** The tournament queues, shared by the api (producer) and the worker (processors). */
export const TOURNAMENT_QUEUES = BullModule.registerQueue(
  { name: PAIRINGS_QUEUE, defaultJobOptions: DEFAULT_JOB_OPTIONS },
  { name: STANDINGS_QUEUE, defaultJobOptions: DEFAULT_JOB_OPTIONS },
);

/** One pairing job per tournament and round: asking twice enqueues once. */
export const pairRoundJobId = (tournamentId: string, round: number): string => `pair-${tournamentId}-${round}`;

/** One standings wake-up per tournament (BullMQ deduplication id). */
export const standingsDedupId = (tournamentId: string): string => `standings-${tournamentId}`;

/** A wake-up, not a fact: who asked, and when, is in `tournament_round_requests`. */
export interface PairRoundJob {
  tournamentId: string;
  round: number;
}

/** A recorded request for a round: the pairing is appended in the requester's name and time. */
export interface RoundRequest extends PairRoundJob {
  actor: { id: string; role: 'organizer' | 'judge' };
  now: string;
}

export interface ProjectStandingsJob {
  tournamentId: string;
}

/** PostgreSQL NOTIFY channel the api listens on to push the SSE feed (works across replicas). */
export const FEED_CHANNEL = 'tournament_feed';

export type FeedNotice =
  | { tournamentId: string; kind: 'standings'; version: number }
  | { tournamentId: string; kind: 'pairings'; round: number }
  | { tournamentId: string; kind: 'result'; round: number; table: number }
  /** Published by whoever audits a game; `summary` must hold public information only. */
  | { tournamentId: string; kind: 'audit'; summary: AuditSummary };
