import { checkCitations, isRuleKey, rulesIndexFromJson } from '../../src';
import { RACE_RULES } from '../../../../test/example-game/race-rules';

/** Race's rules as a rules file would hold them, last rule first: the index puts them back in reading order. */
const file = Object.fromEntries(RACE_RULES.keys().map((key) => [key, RACE_RULES.text(key)]).reverse());

describe('rule citations', () => {
  it('an index from a rules file knows its keys, in order, and nothing inherited', () => {
    const index = rulesIndexFromJson('race', { ...file, 'race:9': 7 }, RACE_RULES.kit);
    expect(index.keys().slice(0, 4)).toEqual(['race:1', 'race:1.1', 'race:2', 'race:2.1']);
    expect(index.keys()).toEqual(RACE_RULES.keys());
    expect(index.keys()).toHaveLength(16);
    expect(index.text('race:1.1')).toBe('The target is 10 in classic and 5 in sprint.');
    expect(isRuleKey(index, 'race:9')).toBe(false);
    for (const rules of [index, RACE_RULES]) expect(isRuleKey(rules, 'toString')).toBe(false);
    expect(isRuleKey(index, 'format:sprint')).toBe(true);
    expect(isRuleKey(index, 'format:')).toBe(false);
  });

  it('refuses kit citations the rules do not have', () => {
    expect(() => rulesIndexFromJson('race', file, { ...RACE_RULES.kit, seeds: 'race:9' })).toThrow(/cites "race:9" for seeds/);
  });

  it('names each violation citing a key not in its game\'s index, or another game\'s code', () => {
    expect(checkCitations(RACE_RULES, [{ code: 'race/a', rule: 'race:4.2' }, { code: 'race/b', rule: 'race:7.7' }, { code: 'chaotic/c', rule: 'race:2' }]))
      .toEqual(['race/b cites "race:7.7", not a key of the race rules', 'chaotic/c is not a race code']);
  });
});
