import { auditMatchLog, checkDeterminism, playBotMatch, readMatchLog, toNdjson } from '@arbiter/rules';
import type { MatchLogHeader } from '@arbiter/rules';
import type { WarsAction, WarsDeck } from '../src';
import { warsModule } from '../src';
import { botLog, decksFor, FORMAT } from './engine-support';

/**
 * wars:general/systematic-rules/winning-the-game — seeded bot games (the sample decks, and
 * random legal decks of every card type) end with a winner, and each replays valid in an audit.
 */
describe('wars:general/systematic-rules/winning-the-game: bot games end and audit valid', () => {
  const GAMES = 200;
  const results = Array.from({ length: GAMES }, (_, i) => {
    const seed = i + 1;
    const { log, outcome } = botLog(seed);
    const report = auditMatchLog(warsModule, log, { checkDeck: true });
    return { seed, outcome, actions: log.actions.length, report };
  });

  it('finishes (almost) every game with an outcome, under the action cap', () => {
    const unfinished = results.filter((r) => r.outcome === null);
    const lengths = results.map((r) => r.actions).sort((a, b) => a - b);
    // Measured: every game finishes; the median game takes about 1,900 actions.
    expect(unfinished.map((r) => r.seed)).toEqual([]);
    expect(lengths[lengths.length - 1]).toBeLessThan(warsModule.bots.actionCap);
    for (const r of results) if (r.outcome) expect(r.outcome.reason).toMatch(/out-of-energy/);
  });

  it('replays every game valid, to the reported result', () => {
    const invalid = results.filter((r) => !r.report.valid).map((r) => `seed ${r.seed}: ${r.report.violations.slice(0, 3).map((v) => `${v.seq} ${v.code} ${v.message}`).join('; ')}`);
    expect(invalid).toEqual([]);
  });

  it('plays the same game from the same seed', () => {
    for (const seed of [1, 2, 3]) expect(checkDeterminism(warsModule, { format: FORMAT, decks: decksFor(seed), seed })).toBeNull();
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

