import { formatTiebreaker } from './tiebreaker-format';

describe('tiebreakers as people read them', () => {
  it('prints a share as a percentage with two decimals, a whole share as 100.00%', () => {
    expect(formatTiebreaker('omw', 1)).toBe('100.00%');
    expect(formatTiebreaker('oppWin', 0.625)).toBe('62.50%');
    expect(formatTiebreaker('gw', 1 / 3)).toBe('33.33%');
  });
  it('prints a sum of points as the number', () => {
    expect(formatTiebreaker('buchholz', 6.5)).toBe('6.5');
    expect(formatTiebreaker('headToHead', 0)).toBe('0');
  });
  it('leaves a tiebreaker that does not apply empty', () => {
    expect(formatTiebreaker('headToHead', undefined)).toBe('');
  });
});
