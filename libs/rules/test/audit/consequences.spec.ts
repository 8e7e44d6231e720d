import { auditMatchLog, playBotMatch, readMatchLog, toNdjson } from '../../src';
import { raceModule } from '../../../../test/example-game/race-game';

type Log = NonNullable<ReturnType<typeof logOf>>;

function logOf() {
  const m = playBotMatch(raceModule, { format: 'classic', decks: [['step-1'], ['step-1']], seed: 4, mode: 'digital' });
  return readMatchLog<typeof m.header, (typeof m.actions)[number]>(toNdjson(m.header, m.actions, m.trailer), { game: 'race', actionTypes: ['advance'] }).log!;
}

/** The log with the player of action `index` swapped for the other one (the other player acts out of turn). */
function outOfTurn(log: Log, index: number): Log {
  const players = log.header.players.map((p) => p.id);
  const actions = log.actions.map((a, i) => (i === index ? { ...a, player: players.find((id) => id !== a.player)! } : a));
  return { ...log, actions, reported: null };
}

/** Race's engine, except that it cannot apply an action its rules refuse (as a real engine may not). */
const strictApplyModule = {
  ...raceModule,
  engines: {
    ...raceModule.engines,
    engine: (version?: string) => {
      const engine = raceModule.engines.engine(version);
      return {
        ...engine,
        applyInPlace: (state: Parameters<typeof engine.applyInPlace>[0], action: Parameters<typeof engine.applyInPlace>[1]) => {
          if (engine.validate(state, action).length > 0) throw new Error('not an action this state allows');
          engine.applyInPlace(state, action);
        },
      };
    },
  },
};

describe('audit report: independent violations lead, their consequences are grouped under them', () => {
  it('race:4.1 one action out of turn is one violation; the refusal it causes is its consequence', () => {
    const log = outOfTurn(logOf(), 4);
    const report = auditMatchLog(raceModule, log);
    expect(report.valid).toBe(false);
    expect(report.violations).toEqual([expect.objectContaining({ code: 'race/not-your-turn', rule: 'race:4.1', seq: 5 })]);
    // In the game the players played, the swapped action happened: the next one fitted it, not the replayed game.
    expect(report.violations[0].consequences).toEqual([expect.objectContaining({ code: 'race/not-your-turn', seq: 6 })]);
  });

  it('race:4.2 a second cheat, once the players\' game is back in step, is independent, not a consequence', () => {
    const base = outOfTurn(logOf(), 1);
    // Twelve actions the players' game accepts, then one it refuses too.
    const actions = base.actions.map((a, i) => (i === 15 ? { ...a, payload: { by: 3 } } : a));
    const report = auditMatchLog(raceModule, { ...base, actions });
    expect(report.violations.map((v) => `${v.code} ${v.rule} ${v.seq}`)).toEqual(['race/not-your-turn race:4.1 2', 'race/step-not-in-deck race:4.2 16']);
    expect(report.violations[0].consequences?.map((v) => v.seq)).toEqual([3]);
    // The second cheat was skipped too: the action after it fails because of it, and is grouped under it.
    expect(report.violations[1].consequences?.map((v) => v.seq)).toEqual([17]);
  });

  it('race:4.2 a refusal the players\' game shares while still out of step with the log stays a consequence', () => {
    const base = outOfTurn(logOf(), 1);
    const actions = base.actions.map((a, i) => (i === 5 ? { ...a, payload: { by: 3 } } : a));
    const report = auditMatchLog(raceModule, { ...base, actions });
    expect(report.violations.map((v) => `${v.code} ${v.seq}`)).toEqual(['race/not-your-turn 2']);
    expect(report.violations[0].consequences?.map((v) => `${v.code} ${v.seq}`)).toEqual(['race/not-your-turn 3', 'race/step-not-in-deck 6', 'race/not-your-turn 7']);
  });

  it('race:4.1 an illegal action the engine cannot apply: every later refusal is its consequence', () => {
    const log = outOfTurn(logOf(), 4);
    const report = auditMatchLog(strictApplyModule, log);
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toEqual(expect.objectContaining({ code: 'race/not-your-turn', seq: 5 }));
    expect(report.violations[0].consequences?.map((v) => v.seq)).toEqual([6]);
  });

  it('race:4.1 the replayed game is the same as before grouping: the same actions applied, the same final hash', () => {
    const log = outOfTurn(logOf(), 4);
    const report = auditMatchLog(raceModule, log);
    expect(report.applied).toBe(log.actions.length - 2);
    const legal = auditMatchLog(raceModule, { ...log, actions: log.actions.filter((a) => a.seq !== 5 && a.seq !== 6) });
    expect(report.finalHash).toBe(legal.finalHash);
  });

  it('race:6.3 a reported result the players\' game gives is a consequence of the skipped action, not a finding of its own', () => {
    const log = { ...outOfTurn(logOf(), 4), reported: logOf().reported };
    const report = auditMatchLog(raceModule, log);
    expect(report.violations).toEqual([expect.objectContaining({ code: 'race/not-your-turn', seq: 5 })]);
    expect(report.violations[0].consequences?.map((v) => v.code)).toEqual(['race/not-your-turn', expect.stringMatching(/^race\/(result-before-end|reported-result-mismatch)$/)]);
    // A result the players' game does not give either is reported on its own.
    const flipped = { ...log, reported: { ...log.reported!, winners: log.reported!.losers, losers: log.reported!.winners } };
    expect(auditMatchLog(raceModule, flipped).violations.map((v) => v.rule)).toEqual(['race:4.1', 'race:6.3']);
  });

  it('race:4.1 strict mode stops at the first illegal action, with no consequences', () => {
    const report = auditMatchLog(raceModule, outOfTurn(logOf(), 4), { mode: 'strict' });
    expect(report.violations).toEqual([expect.objectContaining({ code: 'race/not-your-turn', seq: 5 })]);
    expect(report.violations[0].consequences).toBeUndefined();
  });

  it('race:2.1 a deck both the deck check and the configuration reject is reported once, and why the replay stopped is said', () => {
    const log = logOf();
    const header = { ...log.header, decks: { ...log.header.decks, 'bot-1': [] }, deckHashes: { ...log.header.deckHashes, 'bot-1': raceModule.decks.hash([]) } };
    const report = auditMatchLog(raceModule, { ...log, header }, { checkDeck: true });
    expect(report.violations.map((v) => `${v.code} ${v.rule}`)).toEqual(['race/deck-size race:2.1']);
    expect(report.notReplayed).toMatch(/^the match configuration is unusable: bot-1: /);
  });
});
