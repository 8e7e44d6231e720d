import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { AuditReport } from '@arbiter/api-contract';
import { GameRegistry } from '@arbiter/rules';
import { CATCH_UP_JOB, ConcurrencyError, EVENT_STORE, EventStore, ProjectionRegistry, PROJECTIONS_QUEUE, wakeUpOptions } from '@arbiter/event-store';
import { AuditFlagged, CommandContext, decide, isRejection, MatchResult, TournamentEvent } from '@arbiter/tournament';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import {
  AUDIT_ACTOR, findMatch, GameMatchRef, loadTournament, MatchContext, toNewEvents, TOURNAMENT_STREAM_TYPE, tournamentStreamId,
} from '@arbiter/platform';
import { alreadyFlagged } from './flag-dedup';
import { DerivedOutcome, matchScoreOf, podScoreOf } from './match-score';

const RETRIES = 5;

/**
 * What an audit changes in the tournament: a flagged game appends `AuditFlagged` for judges;
 * valid games that decide their match enter the engine's result when the match has none,
 * or flag the match when its result says otherwise. Every append is idempotent (command ids
 * derive from the game), so a job that runs twice changes nothing the second time.
 */
@Injectable()
export class TournamentEffects {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly db: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly moduleRef: ModuleRef,
    private readonly games: GameRegistry,
  ) {}

  async apply(gameId: string, ref: GameMatchRef, report: AuditReport, now: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(gameId, ref, report, now);
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= RETRIES) throw error;
      }
    }
  }

  private async once(gameId: string, ref: GameMatchRef, report: AuditReport, now: string): Promise<string> {
    const { state, version, events } = await loadTournament(this.store, ref.tournamentId);
    if (state.status === 'empty') return 'tournament-not-found'; // never start a tournament's stream from here
    const found = findMatch(state, ref.matchId, this.games);
    const context: CommandContext = { actor: { id: AUDIT_ACTOR, role: 'judge' }, now };
    if (report.verdict !== 'valid') {
      const reason = report.verdict === 'unreadable' ? 'unreadable' : report.violations.length > 0 ? 'violations' : 'result-mismatch';
      const message = report.verdict === 'unreadable'
        ? 'the uploaded log cannot be read as a match log'
        : [report.violations.length > 0 ? `${report.violations.length} rules violation(s)` : '', report.decklistConformity?.ok === false ? report.decklistConformity.message : '',
          report.hashChain.ok ? '' : 'the game stream\'s hash chain is broken', report.resultConsistency?.consistent === false ? report.resultConsistency.message : '']
          .filter(Boolean).join('; ');
      const findings = report.violations.map((v) => ({ code: v.code, rule: v.rule, seq: v.seq }));
      return this.flag(ref, gameId, { reason, findings, message }, context, version, `audit-flag-${gameId}`, events);
    }
    if (!found.ok) return 'match-not-found';
    const elimination = state.roundsPlayed[ref.round - 1]?.phase === 'elimination';
    const engine = await this.matchResult(ref, found.context, elimination);
    if (!engine) return 'match-undecided';
    const match = found.context.match;
    if (match.status === 'pending') {
      const decision = decide(state, { type: 'EnterResult', data: { round: ref.round, table: ref.table, result: engine, note: `engine result of audited games (${gameId})` } }, context);
      if (isRejection(decision)) return `result-not-entered: ${decision.code}`;
      await this.append(ref.tournamentId, decision, `audit-result-${gameId}`, context, version);
      return 'result-entered';
    }
    if (sameResult(match.result, engine)) return 'result-agrees';
    return this.flag(ref, gameId, {
      reason: 'result-mismatch', findings: [],
      message: `the audited games give ${describe(engine, found.context.players)}; the match's ${match.status} result is ${match.result ? describe(match.result, found.context.players) : 'no score'}`,
    }, context, version, `audit-mismatch-${gameId}`, events);
  }

  /** The result the valid audited games give: a pod's victory points, or a match score once one player has won the match; else null. */
  private async matchResult(ref: GameMatchRef, match: MatchContext, elimination: boolean): Promise<MatchResult | null> {
    // One row per distinct game: the same log uploaded twice (or uploaded after live play) counts once.
    const rows: { derived: DerivedOutcome | null }[] = await this.db.query(
      `SELECT DISTINCT ON (report->>'finalHash') report->'resultConsistency'->'derived' AS derived
       FROM audit_reports WHERE tournament_id = $1 AND match_id = $2 AND verdict = 'valid'`,
      [ref.tournamentId, ref.matchId],
    );
    const outcomes = rows.flatMap(({ derived }) => (derived ? [derived] : []));
    // A pod of three or more is scored in victory points (Lightseekers rules §5.3), as its players report it.
    if (match.players.length > 2) return podScoreOf(outcomes, match.players);
    return matchScoreOf(outcomes, match.players, match.bestOf, elimination);
  }

  private async flag(
    ref: GameMatchRef, gameId: string, what: Pick<AuditFlagged['data'], 'reason' | 'findings' | 'message'>,
    context: CommandContext, version: number, commandId: string, events: readonly TournamentEvent[],
  ): Promise<string> {
    const event: AuditFlagged = { type: 'AuditFlagged', data: { round: ref.round, table: ref.table, gameId, ...what } };
    if (alreadyFlagged(events, event.data)) return 'already-flagged';
    await this.append(ref.tournamentId, [event], commandId, context, version);
    return 'flagged';
  }

  private async append(tournamentId: string, events: readonly TournamentEvent[], commandId: string, context: CommandContext, version: number): Promise<void> {
    const result = await this.store.appendToStream(tournamentStreamId(tournamentId), toNewEvents(events, commandId, context), {
      expectedVersion: version, streamType: TOURNAMENT_STREAM_TYPE,
    });
    if (result.appended) await this.wakeProjections();
  }

  /** The standings and the feed follow the tournament stream through projections: wake them now rather than at the tick. */
  private async wakeProjections(): Promise<void> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(PROJECTIONS_QUEUE), { strict: false });
    await Promise.all(this.registry.all().map((p) =>
      queue.add(CATCH_UP_JOB, { projection: p.name }, wakeUpOptions(`${CATCH_UP_JOB}-${p.name}`)).catch(() => undefined)));
  }
}

function sameResult(a: MatchResult | undefined, b: MatchResult): boolean {
  if (a?.kind === 'games' && b.kind === 'games') return a.wins[0] === b.wins[0] && a.wins[1] === b.wins[1] && a.draws === b.draws;
  if (a?.kind === 'victory-points' && b.kind === 'victory-points') return a.points.length === b.points.length && a.points.every((v, i) => v === b.points[i]);
  return false;
}

/** A result in words, as the flag's message gives it: `2–1 (1 drawn)`, or victory points by player. */
function describe(result: MatchResult, players: readonly string[]): string {
  if (result.kind === 'games') return `${result.wins.join('–')}${result.draws ? ` (${result.draws} drawn)` : ''}`;
  return players.map((p, i) => `${p} ${result.points[i] ?? 0} VP`).join(', ');
}
