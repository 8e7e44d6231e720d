import { InMemoryEventStore } from '@arbiter/event-store';
import type { TournamentEvent, TournamentSettings } from '@arbiter/tournament';
import { TournamentFolds } from './tournament-folds';
import { toNewEvents } from './tournament-events';
import { loadTournament, TOURNAMENT_STREAM_TYPE, tournamentStreamId } from './tournament-stream';

const SETTINGS: TournamentSettings = {
  name: 'Spring', game: 'chaotic', format: 'masters', structure: { kind: 'swiss', rounds: 3 }, bestOf: 3, tiebreakers: 'mtg', seed: 7, requireCheckIn: false,
};
const CONTEXT = { actor: { id: 'organizer', role: 'organizer' as const }, now: '2026-03-01T10:00:00.000Z' };
const created: TournamentEvent = { type: 'TournamentCreated', data: { tournamentId: 'spring', settings: SETTINGS, organizerId: 'organizer', createdAt: CONTEXT.now } };
const registered = (playerId: string): TournamentEvent => ({
  type: 'PlayerRegistered', data: { playerId, name: playerId, deck: { cards: [] }, missedRounds: [], missedRoundsAs: 'loss' },
});

describe(TournamentFolds.name, () => {
  let store: InMemoryEventStore;
  let folds: TournamentFolds;
  let reads: { fromVersion?: number }[];
  let version: number;

  const append = async (...events: TournamentEvent[]) => {
    const result = await store.appendToStream(tournamentStreamId('spring'), toNewEvents(events, `c-${version + 1}`, CONTEXT), {
      expectedVersion: version === 0 ? 'no_stream' : version, streamType: TOURNAMENT_STREAM_TYPE,
    });
    version = result.nextVersion;
  };

  beforeEach(() => {
    store = new InMemoryEventStore();
    version = 0;
    reads = [];
    const readStream = store.readStream.bind(store);
    store.readStream = (streamId, options) => {
      reads.push(options ?? {});
      return readStream(streamId, options);
    };
    folds = new TournamentFolds(store);
  });

  it('given a folded tournament, when events follow, reads only those and folds them to what a full read gives', async () => {
    await append(created, registered('p1'));
    const first = await folds.load('spring');
    await append(registered('p2'));
    await append(registered('p3'));
    const second = await folds.load('spring');

    expect(reads.map((r) => r.fromVersion)).toEqual([undefined, 3]);
    const full = await loadTournament(store, 'spring');
    expect(second.version).toBe(4);
    expect(second.stored.map((e) => e.eventId)).toEqual(full.stored.map((e) => e.eventId));
    expect(second.events).toEqual(full.events);
    expect([...second.state.players.keys()]).toEqual(['p1', 'p2', 'p3']);
    expect(second.state).toEqual(full.state);
    // The snapshot handed out before is left as it was.
    expect(first.version).toBe(2);
    expect([...first.state.players.keys()]).toEqual(['p1']);
    expect(first.events).toHaveLength(2);
  });

  it('shares one whole read among concurrent first loads, each then reading what followed', async () => {
    await append(created, registered('p1'));
    const loads = await Promise.all([folds.load('spring'), folds.load('spring'), folds.load('spring')]);
    expect(reads.map((r) => r.fromVersion)).toEqual([undefined, 3, 3]);
    for (const loaded of loads) expect(loaded.version).toBe(2);
  });

  it('answers the kept fold when nothing new was appended', async () => {
    await append(created);
    const first = await folds.load('spring');
    expect(await folds.load('spring')).toBe(first);
  });

  it('keeps nothing for a tournament with no stream yet, and sees it once created', async () => {
    expect((await folds.load('spring')).version).toBe(0);
    await append(created);
    const loaded = await folds.load('spring');
    expect(loaded.version).toBe(1);
    expect(loaded.state.status).toBe('registration');
  });

  it('forgets the least recently used tournament beyond its bound, and reads it whole again', async () => {
    const small = new TournamentFolds(store, 1);
    await append(created);
    await store.appendToStream(tournamentStreamId('autumn'), toNewEvents([{ ...created, data: { ...created.data, tournamentId: 'autumn' } } as TournamentEvent], 'autumn-1', CONTEXT), {
      expectedVersion: 'no_stream', streamType: TOURNAMENT_STREAM_TYPE,
    });
    await small.load('spring');
    await small.load('spring');
    await small.load('autumn'); // the bound is one: spring goes
    await small.load('spring');
    expect(reads.map((r) => r.fromVersion)).toEqual([undefined, 2, undefined, undefined]);
    expect((await small.load('spring')).state.tournamentId).toBe('spring');
  });

  it('forgets the least recently used tournaments once the folds hold more events than its bound, keeping the one in use whatever its size', async () => {
    const byEvents = new TournamentFolds(store, 100, 4);
    const create = async (id: string, players: number) => {
      const events = [{ ...created, data: { ...created.data, tournamentId: id } } as TournamentEvent, ...Array.from({ length: players }, (_, i) => registered(`${id}-p${i}`))];
      await store.appendToStream(tournamentStreamId(id), toNewEvents(events, `${id}-1`, CONTEXT), { expectedVersion: 'no_stream', streamType: TOURNAMENT_STREAM_TYPE });
    };
    await create('autumn', 1);
    await create('winter', 1);
    await create('summer', 5);
    await byEvents.load('autumn');
    await byEvents.load('winter');
    expect(byEvents.size).toEqual({ tournaments: 2, events: 4 });
    await byEvents.load('summer'); // six events on its own: kept, the others go
    expect(byEvents.size).toEqual({ tournaments: 1, events: 6 });
    await byEvents.load('summer');
    await byEvents.load('autumn'); // summer is now the older one and goes
    expect(byEvents.size).toEqual({ tournaments: 1, events: 2 });
    expect(reads.map((r) => r.fromVersion)).toEqual([undefined, undefined, undefined, 7, undefined]);
  });
});
