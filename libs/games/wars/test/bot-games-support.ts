import { auditMatchLog } from '@arbiter/rules';
import type { PlayMode } from '@arbiter/rules';
import { warsModule } from '../src';
import { botLog } from './engine-support';

/**
 * wars:general/systematic-rules/winning-the-game — seeded bot games `first`…`last` (the sample
 * decks on odd seeds, random legal decks of every card type on even ones) each end with a winner
 * under the action cap, and each replays valid in an audit, which validates every action.
 * The 1,000-game run is five such blocks in five files, so each stays short.
 */
export function describeBotGames(first: number, last: number, mode: PlayMode): void {
  describe(`wars:general/systematic-rules/winning-the-game: ${mode} bot games ${first}–${last} end and audit valid`, () => {
    const results = Array.from({ length: last - first + 1 }, (_, i) => {
      const seed = first + i;
      const { log, outcome } = botLog(seed, undefined, mode);
      const report = auditMatchLog(warsModule, log, { checkDeck: true });
      return { seed, outcome, actions: log.actions.length, report };
    });

    it('finishes every game with an outcome, under the action cap', () => {
      expect(results.filter((r) => r.outcome === null).map((r) => r.seed)).toEqual([]);
      expect(Math.max(...results.map((r) => r.actions))).toBeLessThan(warsModule.bots.actionCap);
      expect(results.filter((r) => !/out-of-energy/.test(r.outcome?.reason ?? '')).map((r) => r.seed)).toEqual([]);
    });

    it('replays every game valid, action by action, to the reported result', () => {
      const invalid = results.filter((r) => !r.report.valid).map((r) => `seed ${r.seed}: ${r.report.violations.slice(0, 3).map((v) => `${v.seq} ${v.code} ${v.message}`).join('; ')}`);
      expect(invalid).toEqual([]);
      expect(results.every((r) => r.report.applied === r.actions)).toBe(true);
    });
  });
}
