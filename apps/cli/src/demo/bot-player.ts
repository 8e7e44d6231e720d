import { randomBytes } from 'node:crypto';
import { buildRandomDeck, CardSet, ChaoticAction, ChaoticEngine, ChaoticState, chooseMasters, chooseUniformly, Decklist, EngineFormat } from '@arbiter/chaotic';
import { commitSeed, rngStateFromSeed, SeededRng } from '@arbiter/rules';

/**
 * One bot player: a legal deck built from the real card data with a seeded RNG, the token
 * the api gave it at registration, and a move RNG of its own. It chooses uniformly among its
 * legal actions (in Masters it passes half the time at a priority window, as `chooseMasters`).
 */
export class BotPlayer {
  token = '';
  playerId = '';
  private readonly moves: SeededRng;
  private secret = '';

  constructor(readonly name: string, readonly deck: Decklist, seed: number) {
    this.moves = new SeededRng(rngStateFromSeed(seed));
  }

  /** A fresh secret seed for a digital game; only its commitment leaves the bot before the reveal. */
  newSeed(): string {
    this.secret = randomBytes(32).toString('hex');
    return commitSeed(this.secret);
  }

  get seed(): string {
    return this.secret;
  }

  choose(engine: ChaoticEngine, state: ChaoticState, format: EngineFormat): ChaoticAction | null {
    return format === 'apprentice' ? chooseUniformly(engine, state, this.moves) : chooseMasters(engine, state, this.moves);
  }
}

const NAMES = [
  'Ada', 'Basil', 'Cleo', 'Dario', 'Edda', 'Farid', 'Gwen', 'Hiro', 'Ines', 'Jonas', 'Kira', 'Lior', 'Mara', 'Nils', 'Oona', 'Pavel',
  'Quinn', 'Rosa', 'Sami', 'Tove', 'Umar', 'Vera', 'Wes', 'Xenia', 'Yusuf', 'Zoe', 'Aurel', 'Bea', 'Cyril', 'Dana', 'Emil', 'Freya',
];

/** `count` bots with decks drawn from `seed`, so the same seed gives the same field. */
export function createBots(cards: CardSet, format: string, count: number, seed: number): BotPlayer[] {
  const deckRng = new SeededRng(rngStateFromSeed(seed));
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]} Bot${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`;
    return new BotPlayer(name, buildRandomDeck(cards, format, deckRng), seed * 1_000 + i + 1);
  });
}
