import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMatchLog, playBotMatch, toNdjson } from '../src';
import { objectsOfLines } from '@arbiter/rules';
import { cards, starterDecks } from './support';

const goldenText = readFileSync(join(__dirname, 'golden', 'starter-digital-seed-1.ndjson'), 'utf8');
const mastersText = (() => {
  const match = playBotMatch({ cards, decks: starterDecks, seed: 3, format: 'masters' });
  return toNdjson(match.header, match.actions, match.trailer);
})();

/** Each line after the first, parsed on its own: what the reader must get however it reads. */
const lineByLine = (text: string) => text.trimEnd().split('\n').slice(1).map((line) => JSON.parse(line));
const afterHeader = (text: string) => text.indexOf('\n') + 1;

describe('match-log lines read with one JSON.parse', () => {
  it.each([['an Apprentice golden log', goldenText], ['a Masters bot log', mastersText]])('give %s the values its lines give one by one', (_name, text) => {
    expect(objectsOfLines(text, afterHeader(text))).toEqual(lineByLine(text));
    expect(objectsOfLines(text.replaceAll('\n', '\r\n'), afterHeader(text) + 1)).toEqual(lineByLine(text));
  });

  it('refuse a line holding two actions beside two lines holding one, and the reader names the lines', () => {
    const [header, ...rest] = goldenText.trimEnd().split('\n');
    const a = JSON.parse(rest[0]);
    const b = JSON.parse(rest[1]);
    // Joined with commas these still make one value per line in number: {a},{b} then {"seq":3,…,"note":"},{","x":1}.
    const shifted = [header, `${JSON.stringify(a)},${JSON.stringify(b)}`, '{"seq":3,"player":"p","type":"pass","note":"}', '{","x":1}', ...rest.slice(2)].join('\n');
    const body = shifted.slice(afterHeader(shifted));
    expect(JSON.parse(`[${body.replaceAll('\n', ',')}]`)).toHaveLength(body.split('\n').length);
    expect(objectsOfLines(shifted, afterHeader(shifted))).toBeNull();
    const { errors } = parseMatchLog(shifted);
    expect(errors.slice(0, 3)).toEqual([
      { line: 2, message: expect.stringMatching(/not valid JSON/) },
      { line: 3, message: expect.stringMatching(/not valid JSON/) },
      { line: 4, message: expect.stringMatching(/not valid JSON/) },
    ]);
  });

  it('leave to the line-by-line reading a line whose text holds "},{", blank lines and anything but objects', () => {
    const [header, ...rest] = goldenText.trimEnd().split('\n');
    const quoted = [header, ...rest.slice(0, 2), JSON.stringify({ ...JSON.parse(rest[2]), note: 'a},{b' }), ...rest.slice(3)].join('\n');
    expect(objectsOfLines(quoted, afterHeader(quoted))).toBeNull();
    expect(parseMatchLog(quoted).errors).toEqual([]);
    expect(parseMatchLog(quoted).log!.actions[2]).toEqual(expect.objectContaining({ note: 'a},{b' }));
    const blank = [header, rest[0], '   ', ...rest.slice(1)].join('\n');
    expect(objectsOfLines(blank, afterHeader(blank))).toBeNull();
    expect(parseMatchLog(blank).log!.actions.length).toBe(parseMatchLog(goldenText).log!.actions.length);
    expect(objectsOfLines(`${header}\n[1]\n{"seq":1}`, header.length + 1)).toBeNull();
    expect(objectsOfLines(`${header}\n\n\n`, header.length + 1)).toBeNull();
  });
});
