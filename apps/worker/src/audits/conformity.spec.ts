import type { MatchLogHeader } from '@arbiter/rules';
import type { MatchState } from '@arbiter/tournament';
import { MatchContext, registeredGames } from '@arbiter/platform';
import { checkDecklists, checkResult } from './conformity';

const deckA = { creatures: ['c1', 'c2', 'c3'], attacks: ['a1', 'a1', 'a2'], locations: ['l1'] };
const deckB = { creatures: ['c4', 'c5', 'c6'], attacks: ['a3', 'a3', 'a4'], locations: ['l2'] };
const chaotic = registeredGames().get('chaotic');
const match = (over: Partial<MatchState> = {}, bestOf = 1): MatchContext => ({
  matchId: '1-1', round: 1, table: 1, module: chaotic, players: ['ann', 'bob'], decks: { ann: deckA, bob: deckB }, format: 'apprentice', bestOf,
  match: { table: 1, players: ['ann', 'bob'], status: 'pending', ...over }, roundEnded: false,
});
const header = (decks: MatchLogHeader['decks'], ids = ['ann', 'bob']) => ({ players: ids.map((id) => ({ id })), decks } as unknown as MatchLogHeader);

describe(checkDecklists.name, () => {
  it('accepts the registered cards in another placement order', () => {
    const reordered = { ...deckA, creatures: ['c3', 'c1', 'c2'] };
    expect(checkDecklists(header({ ann: reordered, bob: deckB }), match()).ok).toBe(true);
  });

  it('refuses a swapped card and says whose deck it is', () => {
    const swapped = { ...deckB, attacks: ['a3', 'a4', 'a4'] };
    const found = checkDecklists(header({ ann: deckA, bob: swapped }), match());
    expect(found.ok).toBe(false);
    expect(found.players).toEqual([
      { playerId: 'ann', inLog: true, matchesRegistration: true },
      { playerId: 'bob', inLog: true, matchesRegistration: false },
    ]);
    expect(found.message).toBe("bob's deck is not the registered one");
  });

  it('refuses a log between other players', () => {
    const found = checkDecklists(header({ ann: deckA, eve: deckB }, ['ann', 'eve']), match());
    expect(found.ok).toBe(false);
    expect(found.message).toBe('eve does not play this match; bob is missing from the log');
  });
});

describe(checkResult.name, () => {
  const annWins = { winners: ['ann'], losers: ['bob'], draw: false, reason: 'last-creature-defeated' };

  it('has nothing to compare before the tournament has a result', () => {
    expect(checkResult(annWins, null, match(), false).consistent).toBeNull();
  });

  it('agrees with a best-of-one score for the same winner and flags the opposite one', () => {
    const agree = match({ status: 'reported', result: { kind: 'games', wins: [1, 0], draws: 0 } });
    const contradict = match({ status: 'final', result: { kind: 'games', wins: [0, 1], draws: 0 } });
    expect(checkResult(annWins, null, agree, false)).toMatchObject({ consistent: true, tournament: { wins: { ann: 1, bob: 0 }, draws: 0 } });
    expect(checkResult(annWins, null, contradict, false).consistent).toBe(false);
  });

  it('counts a game ended on time as drawn, and leaves a result that does not (a concession at time) open', () => {
    const timeCalled = { winners: [], losers: [], draw: true, reason: 'time-called' };
    const drawn = match({ status: 'final', result: { kind: 'games', wins: [0, 0], draws: 1 } });
    const conceded = match({ status: 'final', result: { kind: 'games', wins: [1, 0], draws: 0 } });
    expect(checkResult(timeCalled, null, drawn, false).consistent).toBe(true);
    expect(checkResult(timeCalled, null, conceded, false)).toMatchObject({ consistent: null, message: expect.stringMatching(/^time was called before the game ended/) });
    expect(checkResult({ ...timeCalled, reason: 'both-eliminated' }, null, conceded, false).consistent).toBe(false);
  });

  it('in a best-of-three only asks that the winner was credited with a game', () => {
    const twoOne = match({ status: 'final', result: { kind: 'games', wins: [1, 2], draws: 0 } }, 3);
    const twoNil = match({ status: 'final', result: { kind: 'games', wins: [0, 2], draws: 0 } }, 3);
    expect(checkResult(annWins, null, twoOne, false).consistent).toBe(true);
    expect(checkResult(annWins, null, twoNil, false).consistent).toBe(false);
  });
});

describe(`${checkResult.name} for a Lightseekers pod`, () => {
  const lightseekers = registeredGames().get('lightseekers');
  const seats = ['ann', 'bob', 'cy', 'dee'];
  const pod = (over: Partial<MatchState> = {}): MatchContext => ({
    matchId: '1-1', round: 1, table: 1, module: lightseekers, players: seats, decks: {}, format: 'constructed', bestOf: 1,
    match: { table: 1, players: seats, status: 'pending', ...over }, roundEnded: false,
  });
  const game = { winners: ['bob'], losers: ['ann', 'cy', 'dee'], draw: false, ranking: [['bob'], ['cy'], ['ann', 'dee']], scores: { ann: 0, bob: 3, cy: 1, dee: 0 }, reason: 'most-victory-points' };

  it('agrees with a pod result giving every player the game\'s victory points', () => {
    const agree = pod({ status: 'reported', result: { kind: 'victory-points', points: [0, 3, 1, 0] } });
    expect(checkResult(game, null, agree, false)).toMatchObject({ consistent: true, tournament: { status: 'reported', points: { ann: 0, bob: 3, cy: 1, dee: 0 } } });
  });

  it('flags a reported pod result that disagrees, naming whose points differ', () => {
    const report = pod({ status: 'reported', result: { kind: 'victory-points', points: [3, 0, 1, 0] } });
    const found = checkResult(game, null, report, false);
    expect(found.consistent).toBe(false);
    expect(found.message).toBe('the tournament result contradicts the victory points of this game (ann: 3 in the result, 0 in the game; bob: 0 in the result, 3 in the game)');
  });

  it('leaves a pod game ended on time open: it gives no points', () => {
    const timeCalled = { winners: [], losers: [], draw: true, reason: 'time-called' };
    const entered = pod({ status: 'final', result: { kind: 'victory-points', points: [1, 1, 1, 0] } });
    expect(checkResult(timeCalled, null, entered, false).consistent).toBeNull();
  });
});
