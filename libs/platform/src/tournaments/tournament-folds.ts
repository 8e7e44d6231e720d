import type { EventStore } from '@arbiter/event-store';
import { replay } from '@arbiter/tournament';
import { asTournamentEvents, LoadedTournament, loadTournament, tournamentStreamId } from './tournament-stream';

const MAX_TOURNAMENTS = 100;

/**
 * Folded tournaments, one per stream, each valid at its version: a load reads only the events
 * after that version and folds them on, instead of the whole stream (decklists included).
 * `replay` is pure, so a snapshot handed out never changes under its holder. Only a speed-up:
 * commands still append at the version they read, so a state another process has moved past
 * is refused by the store and read again.
 */
export class TournamentFolds {
  private readonly entries = new Map<string, LoadedTournament>();
  private readonly fullReads = new Map<string, Promise<LoadedTournament>>();

  constructor(
    private readonly store: EventStore,
    private readonly max = MAX_TOURNAMENTS,
  ) {}

  async load(tournamentId: string): Promise<LoadedTournament> {
    let cached = this.entries.get(tournamentId);
    if (!cached) {
      const pending = this.fullReads.get(tournamentId);
      if (!pending) return this.readWhole(tournamentId);
      // A burst of first requests shares one whole read, then each reads what followed it.
      cached = await pending;
      if (cached.version === 0) return loadTournament(this.store, tournamentId);
    }
    const newer = await this.store.readStream(tournamentStreamId(tournamentId), { fromVersion: cached.version + 1 });
    if (newer.length === 0) {
      this.remember(tournamentId, cached);
      return cached;
    }
    const events = asTournamentEvents(newer);
    const next: LoadedTournament = {
      stored: cached.stored.concat(newer),
      events: cached.events.concat(events),
      state: replay(events, cached.state),
      version: newer[newer.length - 1].streamPosition,
    };
    // Loads that overlap each fold from what they found; the newest result is the one kept.
    if ((this.entries.get(tournamentId)?.version ?? 0) < next.version) this.remember(tournamentId, next);
    return next;
  }

  private readWhole(tournamentId: string): Promise<LoadedTournament> {
    const read = loadTournament(this.store, tournamentId)
      .then((loaded) => {
        if (loaded.version > 0) this.remember(tournamentId, loaded);
        return loaded;
      })
      .finally(() => this.fullReads.delete(tournamentId));
    this.fullReads.set(tournamentId, read);
    return read;
  }

  /** Most recently used last; the oldest goes when the map is full. */
  private remember(tournamentId: string, loaded: LoadedTournament): void {
    this.entries.delete(tournamentId);
    this.entries.set(tournamentId, loaded);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}
