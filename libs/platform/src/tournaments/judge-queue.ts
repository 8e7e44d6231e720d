import type { JudgeItem, JudgePlayer, JudgeQueue, JudgeReport, JudgeResolution } from '@arbiter/api-contract';
import type { MatchResult, TournamentEvent, TournamentState } from '@arbiter/tournament';
import { matchIdOf } from './match-id';
import { resultView } from './round-view';

/** A tournament event with the time the store recorded it (the queue's only clock). */
export interface DatedEvent {
  readonly event: TournamentEvent;
  readonly at: string;
}

/** What a judge is asked for, kept per match while it is open. */
interface Open {
  readonly item: JudgeItem;
  readonly order: number;
}

const matchKey = (round: number, table: number): string => matchIdOf(round, table);

/**
 * What needs a judge, from the tournament's events: each dispute (its reason and the reports
 * before it) and each audit flag (its findings). A dispute is settled when the match's result
 * becomes final (entered by an official, or a later report confirmed); a flag only when an
 * official enters a result after it, as the audit leaves the standings alone until then.
 * Open items come newest first; done items by when they were settled, newest first.
 */
export function buildJudgeQueue(state: TournamentState, events: readonly DatedEvent[]): JudgeQueue {
  const nameOf = (id: string): string => state.players.get(id)?.name ?? id;
  const playersAt = (round: number, table: number): readonly string[] => state.roundsPlayed[round - 1]?.matches[table - 1]?.players ?? [];
  const seated = (round: number, table: number): JudgePlayer[] => playersAt(round, table).map((playerId) => ({ playerId, name: nameOf(playerId) }));
  const view = (round: number, table: number, result: MatchResult, status: 'reported' | 'final', by: string) =>
    resultView({ table, players: playersAt(round, table), status, reportedBy: by }, result);

  const reports = new Map<string, JudgeReport[]>();
  const open = new Map<string, Open[]>();
  const done: { item: JudgeItem; order: number }[] = [];
  const openItems: Open[] = [];
  const settle = (key: string, resolution: JudgeResolution, order: number, flagsToo: boolean): void => {
    const kept: Open[] = [];
    for (const entry of open.get(key) ?? []) {
      if (entry.item.kind === 'dispute' || flagsToo) done.push({ item: { ...entry.item, resolution }, order });
      else kept.push(entry);
    }
    open.set(key, kept);
  };

  events.forEach(({ event, at }, order) => {
    switch (event.type) {
      case 'ResultReported': {
        const { round, table, result, reportedBy } = event.data;
        const key = matchKey(round, table);
        const earlier = (reports.get(key) ?? []).filter((r) => r.by !== reportedBy);
        reports.set(key, [...earlier, { by: reportedBy, byName: nameOf(reportedBy), result: view(round, table, result, 'reported', reportedBy), at }]);
        return;
      }
      case 'ResultDisputed': {
        const { round, table, disputedBy, reason } = event.data;
        const key = matchKey(round, table);
        const item: JudgeItem = {
          kind: 'dispute', itemId: `dispute-${order}`, matchId: key, round, table, players: seated(round, table), raisedAt: at,
          disputedBy, disputedByName: nameOf(disputedBy), reason, reports: reports.get(key) ?? [],
        };
        open.set(key, [...(open.get(key) ?? []), { item, order }]);
        return;
      }
      case 'AuditFlagged': {
        const { round, table, gameId, reason, message, findings } = event.data;
        const key = matchKey(round, table);
        const item: JudgeItem = {
          kind: 'audit-flag', itemId: `flag-${order}`, matchId: key, round, table, players: seated(round, table), raisedAt: at,
          gameId, reason, message, findings: findings.map((f) => ({ ...f })),
        };
        open.set(key, [...(open.get(key) ?? []), { item, order }]);
        return;
      }
      case 'ResultConfirmed': {
        const { round, table, confirmedBy } = event.data;
        const key = matchKey(round, table);
        settle(key, { how: 'confirmed', by: confirmedBy, at }, order, false);
        reports.delete(key);
        return;
      }
      case 'ResultEntered': {
        const { round, table, result, enteredBy, note } = event.data;
        const key = matchKey(round, table);
        settle(key, { how: 'entered', by: enteredBy, at, result: view(round, table, result, 'final', enteredBy), ...(note ? { note } : {}) }, order, true);
        reports.delete(key);
        return;
      }
      default:
        return;
    }
  });
  for (const entries of open.values()) openItems.push(...entries);
  return {
    open: openItems.sort((a, b) => b.order - a.order).map((e) => e.item),
    done: done.sort((a, b) => b.order - a.order).map((e) => e.item),
  };
}
