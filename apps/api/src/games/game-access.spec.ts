import type { MatchLogHeader } from '@arbiter/rules';
import { mayActForMatch, seatOf, viewerOf } from './game-access';
import { headerFor } from './header-view';

const game = { tournamentId: 'T1', players: ['ann', 'bob'] };

describe(viewerOf.name, () => {
  it('gives officials of the tournament the judge view and officials of another one the spectator view', () => {
    expect(viewerOf({ tournamentId: 'T1', role: 'judge' }, game)).toEqual({ kind: 'judge' });
    expect(viewerOf({ tournamentId: 'T1', role: 'organizer' }, game)).toEqual({ kind: 'judge' });
    expect(viewerOf({ tournamentId: 'T2', role: 'organizer' }, game)).toEqual({ kind: 'spectator' });
  });

  it('seats a player of the game only with a token of its tournament', () => {
    expect(viewerOf({ tournamentId: 'T1', role: 'player', playerId: 'bob' }, game)).toEqual({ kind: 'player', player: 'bob' });
    expect(viewerOf({ tournamentId: 'T2', role: 'player', playerId: 'bob' }, game)).toEqual({ kind: 'spectator' });
    expect(viewerOf({ tournamentId: 'T1', role: 'player', playerId: 'eve' }, game)).toEqual({ kind: 'spectator' });
    expect(viewerOf(undefined, game)).toEqual({ kind: 'spectator' });
  });

  it('lets only seated players and officials act for the match', () => {
    expect(mayActForMatch({ tournamentId: 'T1', role: 'player', playerId: 'eve' }, game)).toBe(false);
    expect(mayActForMatch({ tournamentId: 'T1', role: 'judge' }, game)).toBe(true);
    expect(seatOf({ tournamentId: 'T1', role: 'judge' }, game)).toBeUndefined();
  });
});

describe(headerFor.name, () => {
  const deck = (id: string) => ({ creatures: [id], attacks: [], locations: [] });
  const header = { players: [{ id: 'ann' }, { id: 'bob' }], decks: { ann: deck('a'), bob: deck('b') }, deckHashes: { ann: 'h1', bob: 'h2' } } as unknown as MatchLogHeader;

  it('while the game runs shows a player only their own decklist and a spectator none, but every hash', () => {
    expect(headerFor(header, { kind: 'player', player: 'bob' }, false).decks).toEqual({ bob: deck('b') });
    const spectator = headerFor(header, { kind: 'spectator' }, false);
    expect(spectator.decks).toBeUndefined();
    expect(spectator.deckHashes).toEqual({ ann: 'h1', bob: 'h2' });
    expect(headerFor(header, { kind: 'judge' }, false)).toBe(header);
  });

  it('once the game has ended gives everyone the whole header', () => {
    expect(headerFor(header, { kind: 'spectator' }, true)).toBe(header);
  });
});
