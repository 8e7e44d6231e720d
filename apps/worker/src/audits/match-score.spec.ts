import { matchScoreOf, podScoreOf } from './match-score';

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

describe('the result of an audited pod game', () => {
  const pod = ['ann', 'bo', 'cy'];
  const scored = (ann: number, bo: number, cy: number) => ({ winners: [], draw: false, scores: { ann, bo, cy } });

  it('is its victory points in seat order', () => {
    expect(podScoreOf([scored(1, 0, 2)], pod)).toEqual({ kind: 'victory-points', points: [1, 0, 2] });
  });

  it('is left to an official when no game gives points or the games disagree', () => {
    expect(podScoreOf([drawn], pod)).toBeNull();
    expect(podScoreOf([scored(1, 0, 2), scored(2, 0, 1)], pod)).toBeNull();
  });
});
