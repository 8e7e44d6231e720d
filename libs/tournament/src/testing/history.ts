import type { TournamentEvent } from '../domain/events';
import type { Pairing } from '../domain/match';
import type { TournamentSettings } from '../domain/settings';
import { created, registered } from './given';

/** A table of a hand-written history: [a, b, gamesA, gamesB, draws?] or [player] for a bye. */
export type Table = [string, string, number, number, number?] | [string];

/** Builds a finished Swiss history from rounds of tables; drops are [player, afterRound]. */
export function history(ids: readonly string[], rounds: readonly Table[][], drops: [string, number][] = [], over: Partial<TournamentSettings> = {}): TournamentEvent[] {
  const events: TournamentEvent[] = [created(over), ...ids.map((id) => registered(id))];
  rounds.forEach((tables, i) => {
    const round = i + 1;
    const pairings: Pairing[] = tables.map((t, k) => ({ table: k + 1, players: t.length === 1 ? [t[0]] : [t[0], t[1]] }));
    events.push({ type: 'RoundStarted', data: { round, phase: 'swiss', pairings } });
    tables.forEach((t, k) => {
      if (t.length === 1) return;
      events.push({ type: 'ResultEntered', data: { round, table: k + 1, result: { kind: 'games', wins: [t[2], t[3]], draws: t[4] ?? 0 }, enteredBy: 'judge-1', correction: false } });
    });
    events.push({ type: 'RoundEnded', data: { round } });
    for (const [id, after] of drops) if (after === round) events.push({ type: 'PlayerDropped', data: { playerId: id, afterRound: round, reason: 'requested' } });
  });
  return events;
}
