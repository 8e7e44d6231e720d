import { tiebreakerValue } from './format';

describe('tiebreaker cells on the standings page', () => {
  it('shows a whole share as 100.00%, not 1', () => {
    expect(tiebreakerValue('omw', 1)).toBe('100.00%');
    expect(tiebreakerValue('oppOppWin', 0.5972)).toBe('59.72%');
  });
  it('shows points (Buchholz, head-to-head) as numbers, even 1', () => {
    expect(tiebreakerValue('buchholz', 1)).toBe('1');
    expect(tiebreakerValue('sonnebornBerger', 0.5)).toBe('0.5');
    expect(tiebreakerValue('headToHead', 0)).toBe('0');
  });
});
