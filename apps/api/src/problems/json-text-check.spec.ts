import { tooDeepAt, unstorableText } from './json-text-check';

describe('json-text-check', () => {
  it('finds where a text nests too deep, ignoring brackets inside strings', () => {
    expect(tooDeepAt('[[[1]]]', 3)).toBeUndefined();
    expect(tooDeepAt('[[[[1]]]]', 3)).toBe(3);
    expect(tooDeepAt('["[[[[[[", "\\"[[[["]', 3)).toBeUndefined();
  });

  it('names the field holding U+0000 or a lone surrogate, and passes whole characters', () => {
    expect(unstorableText({ name: 'a\u0000b' })).toMatch(/^name holds U\+0000/);
    expect(unstorableText({ deck: { cards: ['ok', 'x\ud800'] } })).toMatch(/^deck\.cards\[1\] holds a lone UTF-16 surrogate/);
    expect(unstorableText({ 'a\udc00': 1 })).toMatch(/^a key of the body holds a lone/);
    expect(unstorableText({ name: 'Ada 🂡 Łódź' })).toBeUndefined();
  });
});
