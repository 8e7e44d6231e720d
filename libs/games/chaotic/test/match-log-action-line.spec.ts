import fc from 'fast-check';
import { parseMatchLog, playBotMatch, toNdjson } from '../src';
import { ActionLineReader, flatPayload } from '@arbiter/rules';
import { EMPTY_PAYLOAD } from '../src/engine/choices';
import { ACTION_TYPES } from '../src/engine/types';
import { cards, starterDecks } from './support';

const PLAYERS = ['overworld-bot', 'underworld-bot'];
const reader = new ActionLineReader(PLAYERS, ACTION_TYPES, EMPTY_PAYLOAD);
const read = (line: string) => reader.read(line, 0, line.length);
/** What the general parser gives a line, or null when it refuses it. */
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
/** The same value with its keys in the same order (toEqual tells -0 from 0). */
const same = (value: Record<string, unknown>, expected: unknown) => {
  expect(value).toEqual(expected);
  expect(Object.keys(value)).toEqual(Object.keys(expected as object));
  expect(Object.keys(value.payload as object)).toEqual(Object.keys((expected as { payload: object }).payload));
};

const masters = playBotMatch({ cards, decks: starterDecks, seed: 5, format: 'masters' });

describe('action lines read by matching the writer\'s form', () => {
  it('give every line the writer printed of a Masters bot game the value JSON.parse gives it, with the header\'s player strings', () => {
    const lines = masters.actions.map((a) => JSON.stringify(a));
    for (const line of lines) {
      const value = read(line);
      expect(value).toEqual(JSON.parse(line));
      expect(Object.keys(value!)).toEqual(Object.keys(JSON.parse(line)));
    }
    const value = read(lines[0])!;
    expect(PLAYERS.find((p) => p === value.player)).toBe(value.player);
  });

  it('read a whole log to the same actions as a log whose lines it does not match', () => {
    const text = toNdjson(masters.header, masters.actions, masters.trailer);
    // Spaces after the colons: no line is in the writer's form, so the general parser reads every one.
    const spaced = text.split('\n').map((line, i) => (i === 0 ? line : line.replaceAll('":', '": '))).join('\n');
    const fast = parseMatchLog(text);
    const slow = parseMatchLog(spaced);
    expect(fast.errors).toEqual([]);
    expect(slow.errors).toEqual([]);
    expect(fast.log!.actions).toEqual(slow.log!.actions);
    expect(fast.log!.reveals).toEqual(slow.log!.reveals);
  });

  it.each([
    ['a leading zero in seq', '{"seq":01,"player":"overworld-bot","type":"pass","payload":{}}'],
    ['a seq of ten digits', '{"seq":1234567890,"player":"overworld-bot","type":"pass","payload":{}}'],
    ['a fraction in seq', '{"seq":1.5,"player":"overworld-bot","type":"pass","payload":{}}'],
    ['a space', '{"seq":1, "player":"overworld-bot","type":"pass","payload":{}}'],
    ['another key order', '{"player":"overworld-bot","seq":1,"type":"pass","payload":{}}'],
    ['a player the header does not name', '{"seq":1,"player":"overworld-bo","type":"pass","payload":{}}'],
    ['an escaped player', '{"seq":1,"player":"overworld\\u002dbot","type":"pass","payload":{}}'],
    ['an unknown type', '{"seq":1,"player":"overworld-bot","type":"passes","payload":{}}'],
    ['a carriage return', '{"seq":1,"player":"overworld-bot","type":"pass","payload":{}}\r'],
    ['an extra field', '{"seq":1,"player":"overworld-bot","type":"pass","payload":{},"at":3}'],
    ['a payload that is a list', '{"seq":1,"player":"overworld-bot","type":"pass","payload":[]}'],
    ['a payload that is null', '{"seq":1,"player":"overworld-bot","type":"pass","payload":null}'],
    ['a broken payload', '{"seq":1,"player":"overworld-bot","type":"strike","payload":{"card":"DOP-1"}'],
    ['two payloads', '{"seq":1,"player":"overworld-bot","type":"strike","payload":{"card":"DOP-1"},"payload":{}}'],
  ])('leave to JSON.parse a line with %s', (_name, line) => {
    expect(read(line)).toBeNull();
  });

  it('leave out a player whose id needs escapes in JSON, and still read the other\'s lines', () => {
    const odd = new ActionLineReader(['say "hi"', 'plain'], ACTION_TYPES, EMPTY_PAYLOAD);
    const line = (player: string) => JSON.stringify({ seq: 3, player, type: 'pass', payload: {} });
    expect(odd.read(line('say "hi"'), 0, line('say "hi"').length)).toBeNull();
    expect(odd.read(line('plain'), 0, line('plain').length)).toEqual({ seq: 3, player: 'plain', type: 'pass', payload: {} });
  });

  it.each([
    ['ids of one length', ['player-01', 'player-02']],
    ['ids no one character tells apart', ['ab', 'ac', 'bb']],
    ['one id inside another', ['bot', 'bot-2']],
  ])('tell whose bare pass a line is among %s', (_name, ids) => {
    const many = new ActionLineReader(ids, ACTION_TYPES, EMPTY_PAYLOAD);
    ids.forEach((player, i) => {
      const line = JSON.stringify({ seq: 7 + i, player, type: 'pass', payload: {} });
      expect(many.read(line, 0, line.length)).toEqual({ seq: 7 + i, player, type: 'pass', payload: {} });
    });
  });

  it('match a bare pass whole with its end: at the newline, at the end of the text, and not before a carriage return', () => {
    const pass = (seq: number) => JSON.stringify({ seq, player: 'underworld-bot', type: 'pass', payload: {} });
    const text = `${pass(4)}\n${pass(5)}`;
    expect(reader.readPass(text, 0)).toEqual({ seq: 4, player: 'underworld-bot', type: 'pass', payload: {} });
    expect(reader.passEnd).toBe(pass(4).length);
    expect(reader.readPass(text, pass(4).length + 1)).toEqual({ seq: 5, player: 'underworld-bot', type: 'pass', payload: {} });
    expect(reader.passEnd).toBe(text.length);
    expect(reader.readPass(`${pass(4)}\r\n`, 0)).toBeNull();
    expect(reader.readPass(JSON.stringify({ seq: 4, player: 'underworld-bot', type: 'strike', payload: { card: 'DOP-1' } }), 0)).toBeNull();
  });

  it('accept only what JSON.parse gives the same value, over random action lines and their one-character edits', () => {
    const scalar = fc.oneof(fc.integer({ min: -2e9, max: 2e9 }), fc.string({ maxLength: 6 }), fc.constantFrom(0, -0, 1.5, 1e21, true, null));
    const payload = fc.dictionary(fc.oneof(fc.constantFrom('card', 'from', 'to', 'targets', '__proto__', '_x', 'a-b'), fc.string({ maxLength: 4 })),
      fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 2 }), scalar, { maxKeys: 1 })), { maxKeys: 4 });
    const action = fc.record({
      seq: fc.oneof(fc.integer({ min: 1, max: 2e9 }), fc.constantFrom(0, -1, 1.5)),
      player: fc.constantFrom(...PLAYERS, 'someone-else'),
      type: fc.constantFrom(...ACTION_TYPES, 'passes'),
      payload,
    });
    const edit = fc.tuple(fc.nat(), fc.constantFrom('', ' ', '"', '\\', '{', '}', '[', ',', ':', '0', '9', '-', '.', 'e', '\u0001'));
    fc.assert(fc.property(action, edit, (a, [at, char]) => {
      const line = JSON.stringify(a);
      const i = at % (line.length + 1);
      for (const text of [line, line.slice(0, i) + char + line.slice(i + 1), line.slice(0, i) + char + line.slice(i)]) {
        const value = read(text);
        if (value !== null) same(value, parsed(text));
      }
    }), { numRuns: 3000 });
  });
});

describe('flat payloads read apart from the line', () => {
  const flat = (text: string) => flatPayload(text, 0, text.length);

  it.each([
    ['{}', {}],
    ['{"card":"DOP-123"}', { card: 'DOP-123' }],
    ['{"from":4,"to":8}', { from: 4, to: 8 }],
    ['{"card":"DOP-181","caster":3,"targets":[10,-2]}', { card: 'DOP-181', caster: 3, targets: [10, -2] }],
    ['{"choices":["Fire","Water"],"targets":[]}', { choices: ['Fire', 'Water'], targets: [] }],
    ['{"a":1,"b":2,"a":3}', { a: 3, b: 2 }],
    ['{"n":0,"m":999999999}', { n: 0, m: 999999999 }],
  ])('read %s as JSON.parse does', (text, value) => {
    expect(flat(text)).toEqual(value);
    expect(flat(text)).toEqual(JSON.parse(text));
  });

  it.each([
    ['-0', '{"x":-0}'], ['a fraction', '{"x":1.5}'], ['an exponent', '{"x":1e3}'], ['ten digits', '{"x":1234567890}'],
    ['a leading zero', '{"x":01}'], ['an escape', '{"x":"a\\nb"}'], ['a control character', '{"x":"a\u0001"}'],
    ['a nested object', '{"x":{"y":1}}'], ['a nested list', '{"x":[[1]]}'], ['true', '{"x":true}'], ['null', '{"x":null}'],
    ['a space', '{"x": 1}'], ['__proto__', '{"__proto__":1}'], ['an empty key', '{"":1}'], ['a trailing comma', '{"x":1,}'],
    ['text after the object', '{"x":1}1'], ['an unclosed string', '{"x":"abc'], ['no object', '[1]'],
  ])('leave %s to JSON.parse', (_name, text) => {
    expect(flat(text)).toBeUndefined();
  });

  it('read within bounds: the characters after `end` are not part of the payload', () => {
    const line = '{"card":"DOP-1"}}';
    expect(flatPayload(line, 0, line.length - 1)).toEqual({ card: 'DOP-1' });
    expect(flatPayload('{"card":"DOP-1"', 0, 15)).toBeUndefined();
  });
});
