import { auditMatchLog, checkCitations } from '@arbiter/rules';
import { lightseekersModule } from '../../src';
import { botLog } from './bot-support';

/** Seeded bot games per player count, and how many each test plays (a failure names its seed). */
export const BOT_GAMES = 500;
const PER_TEST = 100;

/**
 * `BOT_GAMES` seeded bot games at `n` players, each audited strictly: every action validated as it
 * is replayed, the outcome derived, VP adding up to the players (5.3.1 one for each removal, 5.3.3
 * one for the last player) and the ranking ordered by VP (5.3.6); one on one, a single winner
 * (5.2.2). One file per player count, so the runner spreads them over its workers.
 */
export function describeBotGames(n: number): void {
  const title = n > 2
    ? 'end with an outcome that replays valid, VP adding up to the players (ls:5.3.1, ls:5.3.3) and a ranking by VP (ls:5.3.6)'
    : 'end with an outcome that replays valid and one winner (ls:5.2.2)';
  describe(`ls:5 end of game: ${BOT_GAMES} seeded bot games at ${n} players`, () => {
    for (let from = 1; from <= BOT_GAMES; from += PER_TEST) {
      const to = Math.min(BOT_GAMES, from + PER_TEST - 1);
      it(`seeds ${from}–${to} ${title}`, () => {
        for (let seed = from; seed <= to; seed++) checkGame(n, seed);
      });
    }
  });
}

function checkGame(n: number, seed: number): void {
  const { log } = botLog(n, seed);
  const report = auditMatchLog(lightseekersModule, log, { mode: 'strict', checkDeck: true });
  expect({ seed, violations: report.violations, notReplayed: report.notReplayed, applied: report.applied }).toEqual({ seed, violations: [], notReplayed: undefined, applied: log.actions.length });
  expect(checkCitations(lightseekersModule.rules, report.violations)).toEqual([]);
  const outcome = report.derivedOutcome;
  expect({ seed, finished: outcome !== null }).toEqual({ seed, finished: true });
  const players = log.header.players.map((p) => p.id);
  expect([...outcome!.ranking!.flat()].sort()).toEqual([...players].sort());
  expect([...outcome!.winners].sort()).toEqual([...outcome!.ranking![0]].sort());
  if (n === 2) {
    expect(outcome!.winners).toHaveLength(1);
    return;
  }
  const scores = outcome!.scores!;
  expect({ seed, total: Object.values(scores).reduce((a, b) => a + b, 0) }).toEqual({ seed, total: n });
  const levels = outcome!.ranking!.map((group) => [...new Set(group.map((p) => scores[p]))]);
  expect(levels.every((l) => l.length === 1)).toBe(true);
  const order = levels.map((l) => l[0]);
  expect(order).toEqual([...order].sort((a, b) => b - a));
}
