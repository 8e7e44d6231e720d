import { auditMatchLog, checkDeterminism, playBotMatch, readMatchLog, toNdjson } from '@arbiter/rules';
import type { MatchLogHeader } from '@arbiter/rules';
import type { WarsAction, WarsDeck } from '../src';
import { warsModule } from '../src';
import { describeBotGames } from './bot-games-support';
import { decksFor, FORMAT } from './engine-support';

/** Part 1 of the 1,000 seeded bot games (parts 2–5 in wars-engine-bot-games-<n>.spec.ts, part 5 in paper play). */
describeBotGames(1, 200, 'digital');

describe('wars:general/systematic-rules/winning-the-game: a bot game is its seed', () => {
  it('plays the same game from the same seed, in digital and paper play', () => {
    for (const seed of [1, 2, 3]) expect(checkDeterminism(warsModule, { format: FORMAT, decks: decksFor(seed), seed })).toBeNull();
    for (const seed of [4, 5]) expect(checkDeterminism(warsModule, { format: FORMAT, decks: decksFor(seed), seed, mode: 'paper' })).toBeNull();
  });
});

describe('wars:glossary/game-text: bot games that attest card text', () => {
  /** The module with a bot that, one time in ten it could, attests an ability with its "no change" outcome. */
  const attesting: typeof warsModule = {
    ...warsModule,
    bots: {
      ...warsModule.bots,
      choose(engine, state, rng) {
        const [player] = engine.activePlayers(state);
        const attest = player === undefined ? [] : engine.legalActions(state, player).filter((a) => a.type === 'attest');
        return attest.length > 0 && rng.int(0, 9) === 0 ? rng.pick(attest)! : warsModule.bots.choose(engine, state, rng);
      },
    },
  };

  it('audit valid, with the attested effects listed for a judge', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const match = playBotMatch(attesting, { format: FORMAT, decks: decksFor(seed), seed });
      const { log } = readMatchLog<MatchLogHeader<WarsDeck>, WarsAction>(toNdjson(match.header, match.actions, match.trailer), { game: 'wars', actionTypes: Object.keys(warsModule.log.actionTypes) });
      const report = auditMatchLog(warsModule, log!, { checkDeck: true });
      expect({ seed, valid: report.valid, violations: report.violations.slice(0, 2) }).toEqual({ seed, valid: true, violations: [] });
      expect(match.outcome).not.toBeNull();
      expect(report.attested.length).toBe(match.actions.filter((a) => a.type === 'attest').length);
      expect(report.attested.length).toBeGreaterThan(0);
    }
  });
});

