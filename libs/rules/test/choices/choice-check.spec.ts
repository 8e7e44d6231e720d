import { choiceViolations, statedChoiceList } from '../../src';

describe('recorded choices against the legal options', () => {
  const cite = { game: 'g', rule: '8.5.2' };
  it('a stated choice among the options, or one left out, is fine', () => {
    expect(choiceViolations(3, [{ kind: 'element', options: ['Fire', 'Water'], stated: 'Water' }, { kind: 'creature', options: ['1'], stated: undefined }], 0, cite)).toEqual([]);
  });
  it('a choice not among the options and choices left over are violations with the game\'s rule', () => {
    expect(choiceViolations(3, [{ kind: 'element', options: ['Fire'], stated: 'Air' }], 2, cite)).toEqual([
      { code: 'g/choice-not-legal', rule: '8.5.2', seq: 3, message: 'choice 1 (element): "Air" is not among the legal options "Fire"' },
      { code: 'g/choice-not-asked', rule: '8.5.2', seq: 3, message: '2 stated choice(s) left over: the resolution asked only 1' },
    ]);
  });
  it('reads the choices a payload states', () => {
    expect(statedChoiceList({})).toBeNull();
    expect(statedChoiceList({ choices: ['a'] })).toEqual(['a']);
    expect(statedChoiceList({ choices: [1] })).toBe('bad');
  });
});
