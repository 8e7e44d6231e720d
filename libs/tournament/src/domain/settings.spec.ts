import { roundsFromAttendance } from './settings';

describe('MTR Appendix E rounds and playoff from attendance', () => {
  it.each([
    [9, 5, 4], [16, 5, 4], [17, 5, 8], [32, 5, 8], [33, 6, 8], [64, 6, 8], [65, 7, 8],
    [128, 7, 8], [129, 8, 8], [226, 8, 8], [227, 9, 8], [409, 9, 8], [410, 10, 8], [2000, 10, 8],
  ])('%i players: %i Swiss rounds, top %i', (players, rounds, topCut) => {
    expect(roundsFromAttendance(players)).toEqual({ rounds, topCut });
  });
  it('plays ceil(log2 n) rounds with no cut below nine players (Appendix E runs single elimination there)', () => {
    expect(roundsFromAttendance(8)).toEqual({ rounds: 3, topCut: 0 });
    expect(roundsFromAttendance(5)).toEqual({ rounds: 3, topCut: 0 });
    expect(roundsFromAttendance(4)).toEqual({ rounds: 2, topCut: 0 });
  });
});
