import { clockText, secondsLeft } from './round-clock';

describe('the projector\'s round clock', () => {
  const startedAt = '2026-01-01T10:00:00Z';
  it('counts down from the start with the screen\'s clock, and stops at a pause', () => {
    expect(secondsLeft({ startedAt, durationSeconds: 3000 }, Date.parse('2026-01-01T10:00:55.900Z'))).toBe(2945);
    expect(secondsLeft({ startedAt, durationSeconds: 3000, pausedAt: '2026-01-01T10:10:00Z', remainingSeconds: 2400 }, Date.parse('2026-01-01T11:00:00Z'))).toBe(2400);
  });
  it('shows minutes and seconds, with a minus sign once over time', () => {
    expect(clockText(3000)).toBe('50:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(-150)).toBe('−2:30');
  });
});
