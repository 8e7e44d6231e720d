import { Injectable } from '@nestjs/common';
import { CardSet, CHAOTIC_ENGINE_VERSION, ChaoticEngine, createChaoticEngine, loadChaoticCards } from '@arbiter/chaotic';

/** The bundled Chaotic card set and its engines, shared by every game of the process. */
@Injectable()
export class ChaoticGames {
  readonly cards: CardSet = loadChaoticCards();
  /** The current engine version: new games are started under it. */
  readonly engine: ChaoticEngine = createChaoticEngine(this.cards);
  private readonly earlier = new Map<string, ChaoticEngine>();

  /** The engine a game started under: a game keeps its engine version (its reading of card text) to the end. */
  engineFor(version: string): ChaoticEngine {
    if (version === CHAOTIC_ENGINE_VERSION) return this.engine;
    let engine = this.earlier.get(version);
    if (!engine) this.earlier.set(version, (engine = createChaoticEngine(this.cards, version)));
    return engine;
  }
}
