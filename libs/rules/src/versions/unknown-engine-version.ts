/** Thrown for a log of an engine version the game cannot replay; the message names the versions it does. */
export class UnknownEngineVersionError extends Error {
  constructor(readonly game: string, readonly version: string, readonly replayable: readonly string[]) {
    super(`engine version ${JSON.stringify(version)} is not one this engine replays (it replays ${replayable.join(', ')})`);
  }
}
