import { chaoticRuleText, isChaoticRule } from './rule-text';

describe('Chaotic comprehensive rules lookup', () => {
  it('CR 6.3.5 answers with the text of a rule that exists', () => {
    expect(chaoticRuleText('6.3.5')).toMatch(/combat/i);
    expect(isChaoticRule('6.3.5')).toBe(true);
  });

  it('answers undefined for a number the rules do not have', () => {
    expect(chaoticRuleText('99.9.9')).toBeUndefined();
    expect(isChaoticRule('toString')).toBe(false);
  });
});
