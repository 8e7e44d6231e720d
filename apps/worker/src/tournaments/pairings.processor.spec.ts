import { InMemoryEventStore } from '@arbiter/event-store';
import { loadTournament, toNewEvents, TOURNAMENT_STREAM_TYPE, TournamentFolds, tournamentStreamId } from '@arbiter/platform';
import type { TournamentEvent, TournamentSettings } from '@arbiter/tournament';
import { pairRequestedRound } from './pairings.processor';

const SETTINGS: TournamentSettings = {
  name: 'Spring', game: 'chaotic', format: 'masters', structure: { kind: 'swiss', rounds: 3 }, bestOf: 1, tiebreakers: 'mtg', seed: 7, requireCheckIn: false,
};
const CONTEXT = { actor: { id: 'organizer', role: 'organizer' as const }, now: '2026-03-01T10:00:00.000Z' };
const REQUEST = { tournamentId: 'spring', round: 1, ...CONTEXT };

describe('pairRequestedRound', () => {
  it('pairs from the folded tournament, reading only the events after the fold', async () => {
    const store = new InMemoryEventStore();
    const events: TournamentEvent[] = [
      { type: 'TournamentCreated', data: { tournamentId: 'spring', settings: SETTINGS, organizerId: 'organizer', createdAt: CONTEXT.now } },
      ...['a', 'b', 'c', 'd'].map((playerId): TournamentEvent => ({
        type: 'PlayerRegistered', data: { playerId, name: playerId, deck: { cards: [] }, missedRounds: [], missedRoundsAs: 'loss' },
      })),
    ];
    await store.appendToStream(tournamentStreamId('spring'), toNewEvents(events, 'setup', CONTEXT), { expectedVersion: 'no_stream', streamType: TOURNAMENT_STREAM_TYPE });
    const folds = new TournamentFolds(store);
    await folds.load('spring');
    const reads: (number | undefined)[] = [];
    const readStream = store.readStream.bind(store);
    store.readStream = (streamId, options) => {
      reads.push(options?.fromVersion);
      return readStream(streamId, options);
    };

    expect(await pairRequestedRound(store, REQUEST, folds)).toEqual({ outcome: 'appended', round: 1 });
    expect(reads).toEqual([6]);
    const paired = await loadTournament(store, 'spring');
    expect(paired.state.roundsPlayed[0].matches.flatMap((m) => m.players).sort()).toEqual(['a', 'b', 'c', 'd']);
    // Asked again, the folds see the round the first job appended.
    expect(await pairRequestedRound(store, REQUEST, folds)).toEqual({ outcome: 'already-paired', round: 1 });
  });
});
