import type { Violation } from '@arbiter/rules';
import type { Game } from './game-cards';
import { keyOf } from './game-cards';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/** The first copy of a location in a player's deck with this collector number. */
export function deckLocation(g: Game, seat: Seat, id: unknown): string | undefined {
  const i = g.s.decks[seat].findIndex((c) => c === id);
  if (i < 0) return undefined;
  const key = keyOf(seat, i);
  return g.card(key).type === 'Location' ? key : undefined;
}

/** Each player searches their deck for a location; the choices stay secret until both are in (CR general `starting the game`). */
export function checkChooseLocation(g: Game, a: WarsAction, seat: Seat): Violation[] {
  if (g.s.setup[seat] !== null) return broken(a.seq, 'location-already-chosen', R.startingTheGame, 'you have already chosen your starting location');
  if (!deckLocation(g, seat, payloadOf(a).card)) return broken(a.seq, 'not-a-location', R.startingTheGame, `${String(payloadOf(a).card)} is not a location in your deck`);
  return [];
}
