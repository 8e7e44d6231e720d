import type { AnyGameModule } from '../game-module';

/** Thrown when a game id names no registered game; the message lists the games there are. */
export class UnknownGameError extends Error {
  constructor(readonly game: string, readonly known: readonly string[]) {
    super(`unknown game ${JSON.stringify(game)}: the games are ${known.join(', ')}`);
  }
}

/**
 * The registered games by id. The platform builds one at start from its game modules; tests
 * build one with an example game beside them. Registration order is the order games are listed.
 */
export class GameRegistry {
  private readonly byId = new Map<string, AnyGameModule>();

  constructor(modules: readonly AnyGameModule[]) {
    for (const module of modules) {
      if (this.byId.has(module.id)) throw new Error(`game ${JSON.stringify(module.id)} is registered twice`);
      this.byId.set(module.id, module);
    }
  }

  /** The module of a game, or undefined when no such game is registered. */
  find(id: string): AnyGameModule | undefined {
    return this.byId.get(id);
  }

  /** The module of a game; throws `UnknownGameError` (with the games there are) otherwise. */
  get(id: string): AnyGameModule {
    const module = this.byId.get(id);
    if (!module) throw new UnknownGameError(id, this.ids());
    return module;
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  list(): AnyGameModule[] {
    return [...this.byId.values()];
  }
}
