import type { EventStore } from '@arbiter/event-store';
import { replay } from '@arbiter/tournament';
import { asTournamentEvents, LoadedTournament, loadTournament, tournamentStreamId } from './tournament-stream';

const MAX_TOURNAMENTS = 100;
/**
 * Events kept over every fold (a fold holds its stream: decklists, results, hashes; about 1–2 kB
 * an event). An 8,192-player Swiss event of 13 rounds is some 115,000 events.
 */
const MAX_EVENTS = 150_000;

/**
 * Folded tournaments, one per stream, each valid at its version: a load reads only the events
 * after that version and folds them on, instead of the whole stream (decklists included).
 * `replay` is pure, so a snapshot handed out never changes under its holder. Only a speed-up:
 * commands still append at the version they read, so a state another process has moved past
 * is refused by the store and read again.
 *
 * Bounded by tournaments and by the events they hold together, least recently used first, so a
 * process never keeps every decklist of every tournament it has seen; the tournament in use is
 * kept whatever its size.
 */
export class TournamentFolds {
  private readonly entries = new Map<string, LoadedTournament>();
  private readonly fullReads = new Map<string, Promise<LoadedTournament>>();
  /** The events the kept folds hold together. */
  private held = 0;

  constructor(
    private readonly store: EventStore,
    private readonly max = MAX_TOURNAMENTS,
    private readonly maxEvents = MAX_EVENTS,
  ) {}

  /** How many tournaments and events are kept now. */
  get size(): { tournaments: number; events: number } {
    return { tournaments: this.entries.size, events: this.held };
  }

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

  /** Most recently used last; the oldest go while either bound is passed, never the one just used. */
  private remember(tournamentId: string, loaded: LoadedTournament): void {
    this.forget(tournamentId);
    this.entries.set(tournamentId, loaded);
    this.held += loaded.stored.length;
    while (this.entries.size > 1 && (this.entries.size > this.max || this.held > this.maxEvents)) {
      this.forget(this.entries.keys().next().value as string);
    }
  }

  private forget(tournamentId: string): void {
    const kept = this.entries.get(tournamentId);
    if (!kept) return;
    this.held -= kept.stored.length;
    this.entries.delete(tournamentId);
  }
}
