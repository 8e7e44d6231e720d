import { auditMatchLog, checkCitations } from '@arbiter/rules';
import { lightseekersModule } from '../../src';
import { botLog } from './bot-support';

const GAMES = 100;

describe('ls:5 end of game: seeded bot games at 2 to 5 players finish and replay valid', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`${GAMES} games at ${n} players end with an outcome that replays valid${n > 2 ? ', VP adding up to the players (ls:5.3.1, ls:5.3.3) and a ranking by VP (ls:5.3.6)' : ' and one winner (ls:5.2.2)'}`, () => {
      for (let seed = 1; seed <= GAMES; seed++) {
        const { log } = botLog(n, seed);
        const report = auditMatchLog(lightseekersModule, log, { mode: 'strict', checkDeck: true });
        expect({ seed, violations: report.violations, notReplayed: report.notReplayed }).toEqual({ seed, violations: [], notReplayed: undefined });
        const outcome = report.derivedOutcome!;
        expect(outcome).not.toBeNull();
        const players = log.header.players.map((p) => p.id);
        expect([...outcome.ranking!.flat()].sort()).toEqual([...players].sort());
        if (n === 2) {
          expect(outcome.winners).toHaveLength(1);
          continue;
        }
        const scores = outcome.scores!;
        expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBe(n);
        const levels = outcome.ranking!.map((group) => new Set(group.map((p) => scores[p])));
        for (const level of levels) expect(level.size).toBe(1);
        const order = levels.map((l) => [...l][0]);
        expect(order).toEqual([...order].sort((a, b) => b - a));
        expect([...outcome.winners].sort()).toEqual([...outcome.ranking![0]].sort());
        expect(checkCitations(lightseekersModule.rules, report.violations)).toEqual([]);
      }
    });
  }
});
