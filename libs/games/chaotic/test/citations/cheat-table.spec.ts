import { auditMatchLog, deckLegalityChecker, type ParsedMatchLog } from '../../src';
import { cards, cited, engine } from '../support';
import { APPRENTICE, golden, otherPlayer } from './cheat-logs';
import { type Cheat, CHEATS, HAND_BUILT } from './cheat-table';

const audit = (log: ParsedMatchLog) => auditMatchLog(log, cards, { mode: 'audit', checkDeck: deckLegalityChecker(cards) });
const matches = (row: Cheat<unknown>) => expect.objectContaining({ code: row.code, rule: row.rule, message: expect.stringContaining(row.says) });
const named = <Made>(rows: readonly Cheat<Made>[]) => rows.map((row) => [`CR ${row.rule} ${row.step}: ${row.name}`, row] as const);

/** The audit of the row's log, its citations checked against the rules index, and the violations at the cheat's seq that match the row's code and rule. */
function audited(row: Cheat) {
  const made = row.cheat();
  const report = audit(made.log as ParsedMatchLog);
  cited(report.violations);
  return { made, report, found: report.violations.filter((v) => v.code === row.code && v.rule === row.rule && v.seq === made.seq) };
}

const ALL = [...CHEATS, ...HAND_BUILT];

describe('the cheat table: every cheat is cited with the rule it breaks and what the rules required', () => {
  it('covers at least 40 cheats across every step of the game', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ALL.map((c) => c.step)).size).toBe(12);
    expect(new Set(ALL.map((c) => c.name)).size).toBe(ALL.length);
  });

  it('the unchanged golden log audits valid', () => {
    expect(audit(golden(APPRENTICE) as ParsedMatchLog).violations).toEqual([]);
  });

  it.each(named(CHEATS.filter((row) => row.step !== 'setup')))('%s', (_name, row) => {
    const { made, report, found } = audited(row);
    // Reported once, with the rule the cheat breaks and words of what the rules required.
    expect(found).toEqual([matches(row)]);
    // It leads the report: what it causes later is grouped under it, not listed as new findings.
    expect(report.violations[0]).toEqual(expect.objectContaining({ seq: made.seq, rule: row.rule }));
    expect(report.notReplayed).toBeUndefined();
  });

  it.each(named(CHEATS.filter((row) => row.step === 'setup' && !row.stops)))('%s', (_name, row) => {
    const { report, found } = audited(row);
    expect(found).toEqual([matches(row)]);
    // The deck is played all the same: every action is replayed and checked.
    expect(report.notReplayed).toBeUndefined();
    expect(report.applied).toBeGreaterThan(0);
  });

  it.each(named(CHEATS.filter((row) => row.stops)))('%s', (_name, row) => {
    const { report } = audited(row);
    // Nothing can be replayed: one clear problem, and the reason.
    expect(report.violations).toEqual([matches(row)]);
    expect(report.notReplayed).toEqual(expect.any(String));
    expect(report.applied).toBe(0);
  });

  it.each(named(HAND_BUILT))('%s', (_name, row) => {
    const { state, action } = row.cheat();
    expect(cited(engine.validate(state, action))).toEqual([matches(row)]);
  });

  it('CR 6.3.1 one swapped pair of actions in a full Apprentice game gives one finding, the rest grouped as its consequences', () => {
    const log = golden(APPRENTICE);
    const i = log.actions.findIndex((a, k) => k > 20 && log.actions[k + 1].type === 'move' && log.actions[k + 1].player === otherPlayer(log, a.player));
    [log.actions[i], log.actions[i + 1]] = [{ ...log.actions[i + 1], seq: i + 1 }, { ...log.actions[i], seq: i + 2 }];
    const report = audit(log as ParsedMatchLog);
    expect(report.violations).toEqual([expect.objectContaining({ rule: '6.3.1', seq: i + 1 })]);
    expect(report.violations[0].consequences!.length).toBeGreaterThan(10);
  });
});
