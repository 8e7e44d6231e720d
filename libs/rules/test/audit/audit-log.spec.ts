import { auditMatchLog, playBotMatch, readMatchLog, toNdjson } from '../../src';
import { raceModule } from '../../../../test/example-game/race-game';

const logOf = (mode: 'digital' | 'paper') => {
  const m = playBotMatch(raceModule, { format: 'sprint', decks: [['step-1', 'step-2'], ['step-2']], seed: 9, mode });
  return readMatchLog<typeof m.header, (typeof m.actions)[number]>(toNdjson(m.header, m.actions, m.trailer), { game: 'race', actionTypes: ['advance'] }).log!;
};

describe('auditMatchLog for any module', () => {
  it('a bot game audits valid, digital and paper', () => {
    for (const mode of ['digital', 'paper'] as const) {
      const report = auditMatchLog(raceModule, logOf(mode), { checkDeck: true });
      expect(report).toMatchObject({ valid: true, violations: [] });
      expect(report.notReplayed).toBeUndefined();
      expect(report.derivedOutcome!.winners).toEqual(report.reportedResult!.winners);
    }
  });

  it('codes are the game\'s and rules come from its index', () => {
    const log = logOf('digital');
    const codes = (l: typeof log) => auditMatchLog(raceModule, l, { checkDeck: true }).violations.map((v) => `${v.code} ${v.rule}`);
    expect(codes({ ...log, header: { ...log.header, deckHashes: { ...log.header.deckHashes, 'bot-1': 'x' } } })).toEqual(['race/deck-hash-mismatch race:6.1']);
    expect(codes({ ...log, reveals: log.reveals.slice(1) })).toEqual(['race/seed-missing race:6.2']);
    expect(codes({ ...log, reported: { ...log.reported!, winners: log.reported!.losers, losers: log.reported!.winners } })).toEqual(['race/reported-result-mismatch race:6.3']);
    expect(codes({ ...log, actions: [...log.actions, { ...log.actions[0], seq: log.actions.length + 1 }] })).toEqual(['race/game-over race:5.1']);
    // An empty deck breaks the deck check (checkDeck) and the engine's configuration alike: reported once.
    expect(codes({ ...log, header: { ...log.header, decks: { 'bot-1': [], 'bot-2': ['step-2'] }, deckHashes: { ...log.header.deckHashes, 'bot-1': raceModule.decks.hash([]) } } }))
      .toEqual(['race/deck-size race:2.1']);
    expect(codes({ ...log, reported: null, timeCalled: { kind: 'time-called', by: 'judge' } })).toEqual(['race/time-called-after-end race:6.3']);
  });

  it('a log of an engine version the game does not replay is not replayed, and says which versions it does', () => {
    const log = logOf('digital');
    expect(auditMatchLog(raceModule, { ...log, header: { ...log.header, engineVersion: '0.1.0' } }).notReplayed).toBe('engine version "0.1.0" is not one this engine replays (it replays 1)');
  });
});
