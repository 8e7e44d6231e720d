import { SeededRng } from '@arbiter/rules';
import type { Game } from './game-cards';
import { isPaper, UNKNOWN } from './paper-play';
import type { Seat } from './state';

/**
 * A player shuffles one of their face-down piles (CR glossary `download`, `reserve`): digital play
 * from the game's seed; in paper play nobody knows the order after, so every card known there goes
 * back to the hidden pool and every place holds UNKNOWN (`paper-play.ts`).
 */
export function shufflePile(g: Game, seat: Seat, pile: 'reserve' | 'used'): void {
  const s = g.s;
  const cards = s.piles[seat][pile];
  if (isPaper(s)) {
    for (let i = 0; i < cards.length; i++) {
      if (cards[i] !== UNKNOWN) s.hidden![seat].push(cards[i]);
      cards[i] = UNKNOWN;
    }
    return;
  }
  const rng = new SeededRng(s.rng);
  rng.shuffle(cards);
  s.rng = rng.state();
}
