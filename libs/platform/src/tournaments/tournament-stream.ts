import type { EventStore, StoredEvent } from '@arbiter/event-store';
import { replay, TournamentEvent, TournamentState } from '@arbiter/tournament';

/** A tournament is one event stream, `tournament-<id>`. */
export const TOURNAMENT_STREAM_TYPE = 'tournament';
export const tournamentStreamId = (tournamentId: string): string => `tournament-${tournamentId}`;
export const tournamentIdOfStream = (streamId: string): string | undefined =>
  streamId.startsWith('tournament-') ? streamId.slice('tournament-'.length) : undefined;

export interface LoadedTournament {
  stored: StoredEvent[];
  events: TournamentEvent[];
  state: TournamentState;
  /** The stream's version: the expected version of the next append (0 = no stream yet). */
  version: number;
}

export const asTournamentEvents = (stored: readonly StoredEvent[]): TournamentEvent[] =>
  stored.map((e) => ({ type: e.type, data: e.data }) as unknown as TournamentEvent);

/** Reads and folds the stream; a missing stream is an empty (not yet created) tournament. */
export async function loadTournament(store: EventStore, tournamentId: string): Promise<LoadedTournament> {
  let stored: StoredEvent[] = [];
  try {
    stored = await store.readStream(tournamentStreamId(tournamentId));
  } catch (error) {
    if ((error as { code?: string }).code !== 'event-store/stream-not-found') throw error;
  }
  const events = asTournamentEvents(stored);
  return { stored, events, state: replay(events), version: stored.length ? stored[stored.length - 1].streamPosition : 0 };
}
