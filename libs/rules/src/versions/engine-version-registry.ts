import { UnknownEngineVersionError } from './unknown-engine-version';

/**
 * A game's engines by version: a log replays under the version that recorded it, so every
 * version still replayable is kept. Each engine is built on first use and then reused, so
 * repeated audits share its card index.
 */
export class EngineVersionRegistry<Engine> {
  private readonly built = new Map<string, Engine>();

  constructor(
    readonly game: string,
    /** The version new games start under. */
    readonly current: string,
    /** Every version whose logs still replay, oldest first. */
    readonly replayable: readonly string[],
    private readonly create: (version: string) => Engine,
  ) {
    if (!replayable.includes(current)) throw new Error(`${game}: the current engine version ${current} must be replayable`);
  }

  has(version: string): boolean {
    return this.replayable.includes(version);
  }

  /** The engine of a version (the current one by default); throws `UnknownEngineVersionError` for one not replayable. */
  engine(version: string = this.current): Engine {
    let engine = this.built.get(version);
    if (engine === undefined) {
      if (!this.has(version)) throw new UnknownEngineVersionError(this.game, version, this.replayable);
      this.built.set(version, (engine = this.create(version)));
    }
    return engine;
  }
}
