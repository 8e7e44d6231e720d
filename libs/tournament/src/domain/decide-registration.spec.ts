import type { TournamentEvent } from './events';
import { replay } from './evolve';
import { as, created, given, judge, organizer, registered } from '../testing/given';

const alice = as('alice', 'player');

describe('CreateTournament', () => {
  it('creates a tournament for an organizer', () => {
    given([]).when({ type: 'CreateTournament', data: { tournamentId: 't1', settings: (created().data as { settings: never }).settings } }, organizer)
      .then([created()]);
  });
  it('refuses a player', () => {
    given([]).when({ type: 'CreateTournament', data: { tournamentId: 't1', settings: (created().data as { settings: never }).settings } }, alice)
      .thenRejects('tournament/forbidden');
  });
  it('refuses bad settings and names the field', () => {
    const bad = { ...(created().data as { settings: object }).settings, bestOf: 2 };
    const { decision } = given([]).when({ type: 'CreateTournament', data: { tournamentId: 't1', settings: bad as never } });
    expect(decision).toMatchObject({ code: 'tournament/invalid-settings', message: expect.stringContaining('settings.bestOf') });
  });
  it('refuses a second creation', () => {
    given([created()]).when({ type: 'CreateTournament', data: { tournamentId: 't1', settings: (created().data as { settings: never }).settings } })
      .thenRejects('tournament/already-created');
  });
});

describe('ChangeSettings', () => {
  it('lets the organizer change the tiebreaker profile and round count', () => {
    given([created()]).when({ type: 'ChangeSettings', data: { tiebreakers: 'chess', rounds: 4 } })
      .then([{ type: 'SettingsChanged', data: { tiebreakers: 'chess', rounds: 4 } }]);
  });
  it('refuses a judge', () => {
    given([created()]).when({ type: 'ChangeSettings', data: { rounds: 4 } }, judge).thenRejects('tournament/forbidden');
  });
});

describe('RegisterPlayer', () => {
  const deck = { cards: ['a', 'b'] };
  it('registers a player with a legal deck', () => {
    given([created()]).when({ type: 'RegisterPlayer', data: { playerId: 'alice', name: 'ALICE', deck } }, alice)
      .then([{ type: 'PlayerRegistered', data: { playerId: 'alice', name: 'ALICE', deck, missedRounds: [], missedRoundsAs: 'loss' } }]);
  });
  it('returns the deck violations to the player', () => {
    const { decision } = given([created()]).when({ type: 'RegisterPlayer', data: { playerId: 'alice', name: 'A', deck: { cards: ['banned'] } } }, alice);
    expect(decision).toMatchObject({ code: 'tournament/deck-illegal', violations: [{ code: 'test/banned-card', card: 'banned' }] });
  });
  it('refuses registering someone else', () => {
    given([created()]).when({ type: 'RegisterPlayer', data: { playerId: 'bob', name: 'B', deck } }, alice).thenRejects('tournament/forbidden');
  });
  it('refuses a duplicate', () => {
    given([created(), registered('alice')]).when({ type: 'RegisterPlayer', data: { playerId: 'alice', name: 'A', deck } }, alice)
      .thenRejects('tournament/player-already-registered');
  });
  it('refuses a command before the tournament exists', () => {
    given([]).when({ type: 'RegisterPlayer', data: { playerId: 'alice', name: 'A', deck } }, alice).thenRejects('tournament/not-created');
  });
});

describe('CheckInPlayer', () => {
  it('checks a player in', () => {
    given([created(), registered('alice')]).when({ type: 'CheckInPlayer', data: { playerId: 'alice' } }, alice)
      .then([{ type: 'PlayerCheckedIn', data: { playerId: 'alice' } }]);
  });
  it('refuses an unknown player', () => {
    given([created()]).when({ type: 'CheckInPlayer', data: { playerId: 'zed' } }).thenRejects('tournament/player-unknown');
  });
  it('refuses after round one started', () => {
    given([created(), registered('alice'), registered('bob'), { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['alice', 'bob'] }] } }])
      .when({ type: 'CheckInPlayer', data: { playerId: 'alice' } }, alice).thenRejects('tournament/check-in-closed');
  });
});

describe('DropPlayer', () => {
  it('drops a player after the rounds played so far', () => {
    given([created(), registered('alice')]).when({ type: 'DropPlayer', data: { playerId: 'alice' } }, alice)
      .then([{ type: 'PlayerDropped', data: { playerId: 'alice', afterRound: 0, reason: 'requested' } }]);
  });
  it('refuses dropping someone else', () => {
    given([created(), registered('alice'), registered('bob')]).when({ type: 'DropPlayer', data: { playerId: 'bob' } }, alice)
      .thenRejects('tournament/forbidden');
  });
  it('refuses a second drop', () => {
    given([created(), registered('alice'), { type: 'PlayerDropped', data: { playerId: 'alice', afterRound: 0, reason: 'requested' } }])
      .when({ type: 'DropPlayer', data: { playerId: 'alice' } }).thenRejects('tournament/player-dropped');
  });
});

describe('ReinstatePlayer', () => {
  const dropped = (reason: 'requested' | 'disqualified', afterRound = 1): TournamentEvent => ({ type: 'PlayerDropped', data: { playerId: 'alice', afterRound, reason } });
  const round = (n: number): TournamentEvent => ({ type: 'RoundStarted', data: { round: n, phase: 'swiss', pairings: [{ table: 1, players: ['bob'] }] } });

  it('brings a dropped player back, the rounds started since the drop counting as missed', () => {
    const history = [created(), registered('alice'), registered('bob'), round(1), dropped('requested'), round(2), round(3)];
    given(history).when({ type: 'ReinstatePlayer', data: { playerId: 'alice' } })
      .then([{ type: 'PlayerReinstated', data: { playerId: 'alice', missedRounds: [2, 3] } }]);
    const state = replay([...history, { type: 'PlayerReinstated', data: { playerId: 'alice', missedRounds: [2, 3] } }]);
    expect(state.players.get('alice')).toMatchObject({ missedRounds: [2, 3] });
    expect(state.players.get('alice')?.droppedAfterRound).toBeUndefined();
  });
  it('refuses a player who has not dropped, a disqualified one, and anyone but the organizer', () => {
    given([created(), registered('alice')]).when({ type: 'ReinstatePlayer', data: { playerId: 'alice' } }).thenRejects('tournament/player-not-dropped');
    given([created(), registered('alice'), dropped('disqualified', 0)]).when({ type: 'ReinstatePlayer', data: { playerId: 'alice' } }).thenRejects('tournament/player-disqualified');
    given([created(), registered('alice'), dropped('requested', 0)]).when({ type: 'ReinstatePlayer', data: { playerId: 'alice' } }, alice).thenRejects('tournament/forbidden');
  });
});
