import { getJson } from '../api.js';
import type { GameReplay } from '@arbiter/api-contract';

/** Steps fetched per request: windows start at multiples of this, so each is asked for once. */
const CHUNK = 50;

/**
 * A game's replay as the api serves it, a window at a time: the first window carries the
 * timeline (every action, violation and attested effect); later ones only add views.
 */
export class ReplaySource {
  private readonly views = new Map<number, unknown>();
  private readonly loading = new Map<number, Promise<void>>();

  private constructor(readonly gameId: string, readonly first: GameReplay, private readonly token: string | undefined) {
    this.keep(first);
  }

  static async open(gameId: string, token: string | undefined): Promise<ReplaySource> {
    return new ReplaySource(gameId, await getJson<GameReplay>(ReplaySource.path(gameId, 0), token), token);
  }

  private static path(gameId: string, from: number): string {
    return `/api/games/${encodeURIComponent(gameId)}/replay?from=${from}&to=${from + CHUNK - 1}`;
  }

  private keep(window: GameReplay): void {
    for (const step of window.steps) this.views.set(step.seq, step.view);
  }

  /** The view at step `seq` (0 … total), fetching its window when it is not here yet. */
  async view(seq: number): Promise<unknown> {
    if (!this.views.has(seq)) {
      const from = Math.floor(seq / CHUNK) * CHUNK;
      let pending = this.loading.get(from);
      if (!pending) {
        pending = getJson<GameReplay>(ReplaySource.path(this.gameId, from), this.token).then((w) => this.keep(w));
        this.loading.set(from, pending);
        pending.catch(() => this.loading.delete(from)); // a failed window is asked for again next time
      }
      await pending;
    }
    return this.views.get(seq);
  }
}
