import type { MatchSeeds } from '@arbiter/rules';
import { rngSeedFromCombined, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import type { CardCatalogue } from './catalogue';
import { settle, startTurn } from './flow';
import { MAX_HEALTH } from './health';
import type { LightseekersConfig, LightseekersState, LsPlayer } from './state';
import { freshTurn } from './turn-state';
import { drawOrDeclare } from './zones';

/** 3.3.3: the first player starts with 4 cards, each later one with one more, up to 7. */
export function openingHandSize(position: number): number {
  return Math.min(4 + position, 7);
}

/**
 * 3.4.1.1: the Beginning of Game Procedure. In digital play the combined seed decides the seating
 * (3.3.2, multiplayer only), the first player (3.3.1) and each shuffle (step c); in paper play the
 * header's seat order and starting player stand, each deck is the registered cards in no known
 * order, and the opening hands are declared card by card before the first turn.
 */
export function setupGame(config: LightseekersConfig, seeds: MatchSeeds, cards: CardCatalogue): LightseekersState {
  const digital = config.mode !== 'paper';
  if (digital && !seeds.combined) throw new Error('digital play draws seating, first player and shuffles from the combined seed (ls:3.4.1.1), and none was given');
  const rng = new SeededRng(rngStateFromSeed(digital ? rngSeedFromCombined(seeds.combined as string) : 0));
  const seats = config.players.map((id, i) => ({ id, deck: config.decks[i] }));
  if (digital && seats.length > 2) rng.shuffle(seats);
  const first = digital ? rng.int(0, seats.length - 1) : Math.max(0, seats.findIndex((s) => s.id === config.startingPlayer));
  const players: LsPlayer[] = seats.map(({ id, deck }) => {
    const hero = cards.id(deck.heroes[0]);
    const cardsInDeck = deck.cards.map(cards.id);
    if (digital) rng.shuffle(cardsInDeck);
    return {
      id, hero, health: Math.min(MAX_HEALTH, cards.get(hero).health ?? MAX_HEALTH), hand: [], deck: cardsInDeck, discard: [],
      buffs: [], items: [], lingering: [], removed: false, vp: 0, onceSpent: false,
    };
  });
  const state: LightseekersState = {
    format: config.format, players, multiplayer: players.length >= 3, turn: first, turnNumber: 0, current: freshTurn(),
    limbo: [], queue: [], pending: [], rng: rng.state(), seq: 0, removedOrder: [], ...(digital ? {} : { paper: true as const }),
  };
  // 3.4.1.1d: opening hands in turn order; in paper play each player declares the cards they drew.
  for (let position = 0; position < players.length; position++) drawOrDeclare(state, players[(first + position) % players.length], openingHandSize(position));
  startTurn(state, cards);
  settle(state, cards);
  return state;
}
