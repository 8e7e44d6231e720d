import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MATCH_LOG_VERSION, parseMatchLog } from '../src';

const goldenText = readFileSync(join(__dirname, 'golden', 'starter-digital-seed-1.ndjson'), 'utf8');
const lines = goldenText.trimEnd().split('\n');

describe('match-log v1 reader', () => {
  it('reads the header, the actions in seq order, the seed reveals and the reported result', () => {
    const { log, errors } = parseMatchLog(goldenText);
    expect(errors).toEqual([]);
    expect(log!.header).toEqual(expect.objectContaining({ format: 'arbiter-match-log', version: MATCH_LOG_VERSION, game: 'chaotic', gameFormat: 'apprentice', mode: 'digital' }));
    expect(log!.actions.map((a) => a.seq)).toEqual(log!.actions.map((_, i) => i + 1));
    expect(log!.reveals).toHaveLength(2);
    expect(log!.reported).toEqual(expect.objectContaining({ kind: 'result', draw: false }));
  });

  it('reports a malformed line by its line number', () => {
    const broken = [...lines.slice(0, 5), '{"seq": 5, "player": ', ...lines.slice(5)].join('\n');
    expect(parseMatchLog(broken).errors).toEqual([expect.objectContaining({ line: 6, message: expect.stringMatching(/not valid JSON/) })]);
  });

  it('numbers lines as written, counting blank, whitespace-only and CRLF-ended lines', () => {
    const messy = [lines[0], '', '  ', '\t \t \t', ...lines.slice(1, 3).map((l) => `${l}\r`), '', '{"seq": 3,', '\r', 'nope'].join('\n');
    expect(parseMatchLog(messy).errors).toEqual([
      { line: 8, message: expect.stringMatching(/not valid JSON/) },
      { line: 10, message: expect.stringMatching(/not valid JSON/) },
    ]);
    expect(parseMatchLog(`\n\n${lines[0]}\n\n${JSON.stringify({ seq: 2, player: 'x', type: 'pass' })}\n`).errors).toEqual([{ line: 5, message: 'expected seq 1, found 2' }]);
  });

  it('reports a gap in seq and an action without a type', () => {
    const skipped = [...lines.slice(0, 3), ...lines.slice(4)].join('\n');
    expect(parseMatchLog(skipped).errors[0]).toEqual({ line: 4, message: 'expected seq 3, found 4' });
    const untyped = [lines[0], JSON.stringify({ seq: 1, player: 'x' })].join('\n');
    expect(parseMatchLog(untyped).errors).toEqual([{ line: 2, message: 'an action needs "player" and "type" strings' }]);
  });

  it('names a line out of place once, not again on every line after it', () => {
    // One action line damaged in place: its own error, and the lines after it still count from it.
    const damaged = [...lines.slice(0, 9), '{"seq": 9, "player": ', ...lines.slice(10)].join('\n');
    expect(parseMatchLog(damaged).errors).toEqual([{ line: 10, message: expect.stringMatching(/not valid JSON/) }]);
    const twoDamaged = [...lines.slice(0, 9), 'garbage', 'more garbage', ...lines.slice(11)].join('\n');
    expect(parseMatchLog(twoDamaged).errors.map((e) => e.line)).toEqual([10, 11]);
    // One line left out: the gap is named at the line after it, and nowhere else.
    const skipped = [...lines.slice(0, 3), ...lines.slice(4)].join('\n');
    expect(parseMatchLog(skipped).errors).toEqual([{ line: 4, message: 'expected seq 3, found 4' }]);
    // One line twice: the copy is named, and the next line is in place again.
    const twice = [...lines.slice(0, 4), lines[3], ...lines.slice(4)].join('\n');
    expect(parseMatchLog(twice).errors).toEqual([{ line: 5, message: 'expected seq 4, found 3' }]);
    // An action without a type keeps its seq: the lines after it are in place.
    const untyped = [...lines.slice(0, 2), JSON.stringify({ seq: 2, player: 'x' }), ...lines.slice(3)].join('\n');
    expect(parseMatchLog(untyped).errors).toEqual([{ line: 3, message: 'an action needs "player" and "type" strings' }]);
  });

  it('refuses a file whose first line is not a header for that line alone', () => {
    const damaged = [`{${lines[0]}`, ...lines.slice(1)].join('\n');
    const result = parseMatchLog(damaged);
    expect(result.log).toBeNull();
    expect(result.errors).toEqual([
      { line: 1, message: expect.stringMatching(/not valid JSON/) },
      { line: 1, message: 'the first line must be the match-log header' },
    ]);
    expect(parseMatchLog(`\n[1, 2]\n${lines.slice(1).join('\n')}`).errors).toEqual([
      { line: 2, message: 'expected a JSON object' },
      { line: 2, message: 'the first line must be the match-log header' },
    ]);
  });

  it('refuses a header from a newer version, or another game, with the reason', () => {
    const header = JSON.parse(lines[0]);
    const newer = [JSON.stringify({ ...header, version: MATCH_LOG_VERSION + 1 }), ...lines.slice(1)].join('\n');
    const result = parseMatchLog(newer);
    expect(result.log).toBeNull();
    expect(result.errors).toEqual([{ line: 1, message: expect.stringMatching(/version 2 is newer/) }]);
    expect(parseMatchLog(JSON.stringify({ ...header, game: 'wars' })).errors[0].message).toMatch(/"game" must be "chaotic"/);
  });

  it('refuses an empty file and actions after the trailer', () => {
    expect(parseMatchLog('\n\n').errors).toEqual([{ line: 1, message: expect.stringMatching(/empty file/) }]);
    const late = [...lines, JSON.stringify({ seq: lines.length, player: 'x', type: 'move', payload: {} })].join('\n');
    expect(parseMatchLog(late).errors).toEqual([{ line: lines.length + 1, message: expect.stringMatching(/actions must come before the trailer/) }]);
  });

  it('accepts unknown extra fields, so later versions can add them (docs/match-log-format.md)', () => {
    const header = JSON.parse(lines[0]);
    const extended = [JSON.stringify({ ...header, venue: 'Perim Open' }), ...lines.slice(1)].join('\n');
    expect(parseMatchLog(extended).errors).toEqual([]);
  });

  describe('time-called trailer', () => {
    const actionLines = lines.filter((l) => !/"kind":"(seed-reveal|result)"/.test(l));
    const reveals = lines.filter((l) => l.includes('"kind":"seed-reveal"'));
    const result = lines.find((l) => l.includes('"kind":"result"'))!;
    const called = JSON.stringify({ kind: 'time-called', by: 'judge-1' });

    it('reads time called, with the official who called it, in place of a result', () => {
      const { log, errors } = parseMatchLog([...actionLines, ...reveals, called].join('\n'));
      expect(errors).toEqual([]);
      expect(log!.timeCalled).toEqual({ kind: 'time-called', by: 'judge-1' });
      expect(log!.reported).toBeNull();
      expect(parseMatchLog(goldenText).log!.timeCalled).toBeUndefined();
    });

    it('refuses time called beside a result, twice, or without the official, naming the line', () => {
      const both = [...actionLines, ...reveals, result, called];
      expect(parseMatchLog(both.join('\n')).errors).toEqual([{ line: both.length, message: expect.stringMatching(/time-called and result exclude each other/) }]);
      const reversed = [...actionLines, called, result];
      expect(parseMatchLog(reversed.join('\n')).errors).toEqual([{ line: reversed.length, message: expect.stringMatching(/time-called and result exclude each other/) }]);
      const twice = [...actionLines, called, called];
      expect(parseMatchLog(twice.join('\n')).errors).toEqual([{ line: twice.length, message: 'time-called appears twice' }]);
      const anonymous = [...actionLines, JSON.stringify({ kind: 'time-called' })];
      expect(parseMatchLog(anonymous.join('\n')).errors).toEqual([{ line: anonymous.length, message: expect.stringMatching(/needs "by"/) }]);
      const late = [...actionLines, called, JSON.stringify({ seq: actionLines.length, player: 'x', type: 'pass', payload: {} })];
      expect(parseMatchLog(late.join('\n')).errors).toEqual([{ line: late.length, message: expect.stringMatching(/actions must come before the trailer/) }]);
    });
  });
});
