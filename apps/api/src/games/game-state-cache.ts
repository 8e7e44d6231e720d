import { Injectable } from '@nestjs/common';
import type { GameRecord } from './game-records';

export interface LiveEntry {
  record: GameRecord;
  /** The stream's head hash at `record.version`: with it an action is appended in one statement. */
  headHash: string;
  /** The game engine's state; null until a digital game has every seed it needs to shuffle. */
  state: unknown;
}

const MAX_GAMES = 2_000;

/**
 * Replayed states of recent games, keyed by game and valid at `record.version` / `headHash`.
 * Only a speed-up: an action accepted on a cached state is appended at that exact head, which
 * the store refuses if the stream has moved (another replica), and every refusal is decided
 * after reading the stream past that version. Work on one game is serialised in this process,
 * so two requests never fold the same events twice.
 */
@Injectable()
export class GameStateCache {
  private readonly entries = new Map<string, LiveEntry>();
  private readonly locks = new Map<string, Promise<void>>();

  get(gameId: string): LiveEntry | undefined {
    const entry = this.entries.get(gameId);
    if (entry) {
      this.entries.delete(gameId); // re-insert: the Map's order is the recency order
      this.entries.set(gameId, entry);
    }
    return entry;
  }

  set(gameId: string, entry: LiveEntry): void {
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
    if (this.entries.size > MAX_GAMES) this.entries.delete(this.entries.keys().next().value as string);
  }

  drop(gameId: string): void {
    this.entries.delete(gameId);
  }

  /** Runs `work` after every earlier work on the same game has finished. */
  async exclusive<T>(gameId: string, work: () => Promise<T>): Promise<T> {
    const before = this.locks.get(gameId) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => mine);
    this.locks.set(gameId, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (this.locks.get(gameId) === tail) this.locks.delete(gameId);
    }
  }
}
