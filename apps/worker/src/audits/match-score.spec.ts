import { matchScoreOf } from './match-score';

const players = ['ann', 'bo'] as const;
const won = (p: string) => ({ winners: [p], draw: false });
const drawn = { winners: [], draw: true };

describe('the match score of audited games', () => {
  it('waits until one player has won the match', () => {
    expect(matchScoreOf([won('ann')], players, 3, false)).toBeNull();
    expect(matchScoreOf([won('ann'), drawn, won('bo')], players, 3, false)).toBeNull();
  });

  it('counts a drawn game of a Swiss match as a draw', () => {
    expect(matchScoreOf([won('bo'), drawn, won('bo')], players, 3, false)).toEqual({ kind: 'games', wins: [0, 2], draws: 1 });
  });

  it('leaves a replayed drawn game out of an elimination match, as its players report it', () => {
    expect(matchScoreOf([drawn, won('bo')], players, 1, true)).toEqual({ kind: 'games', wins: [0, 1], draws: 0 });
  });
});
