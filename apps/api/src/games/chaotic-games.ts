import { Injectable } from '@nestjs/common';
import { CardSet, ChaoticEngine, createChaoticEngine, loadChaoticCards } from '@arbiter/chaotic';

/** The bundled Chaotic card set and one engine over it, shared by every game of the process. */
@Injectable()
export class ChaoticGames {
  readonly cards: CardSet = loadChaoticCards();
  readonly engine: ChaoticEngine = createChaoticEngine(this.cards);
}
