import { randomBytes } from 'node:crypto';
import { ActionEnvelope, AnyGameEngine, AnyGameModule, commitSeed, rngStateFromSeed, SeededRng } from '@arbiter/rules';

/**
 * One bot player: a random legal deck of its game drawn with a seeded RNG, the token the api
 * gave it at registration, and a move RNG of its own. It moves as the game's bots do
 * (`GameModule.bots`: in Chaotic, uniformly among its legal actions, passing half the time
 * at a Masters priority window).
 */
export class BotPlayer {
  token = '';
  playerId = '';
  private readonly moves: SeededRng;
  private secret = '';

  constructor(readonly name: string, readonly deck: unknown, seed: number) {
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

  choose(module: AnyGameModule, engine: AnyGameEngine, state: unknown): ActionEnvelope | null {
    return module.bots.choose(engine, state, this.moves) as ActionEnvelope | null;
  }
}

const NAMES = [
  'Ada', 'Basil', 'Cleo', 'Dario', 'Edda', 'Farid', 'Gwen', 'Hiro', 'Ines', 'Jonas', 'Kira', 'Lior', 'Mara', 'Nils', 'Oona', 'Pavel',
  'Quinn', 'Rosa', 'Sami', 'Tove', 'Umar', 'Vera', 'Wes', 'Xenia', 'Yusuf', 'Zoe', 'Aurel', 'Bea', 'Cyril', 'Dana', 'Emil', 'Freya',
];

/** `count` bots with decks of the format drawn from `seed`, so the same seed gives the same field. */
export function createBots(module: AnyGameModule, format: string, count: number, seed: number): BotPlayer[] {
  const deckRng = new SeededRng(rngStateFromSeed(seed));
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]} Bot${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`;
    return new BotPlayer(name, module.decks.random(format, deckRng), seed * 1_000 + i + 1);
  });
}
