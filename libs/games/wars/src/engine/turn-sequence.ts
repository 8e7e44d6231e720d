import { recirculate } from './energy-piles';
import type { Seat, WarsState } from './state';
import { opponentSeat, PHASES } from './state';
import { endOfTurn } from './until-end-of-turn';

/** A player's turn begins at the activate phase, holding initiative (CR glossary `initiative` 1). */
export function beginTurn(s: WarsState, seat: Seat): void {
  s.turn++;
  s.current = seat;
  s.phase = 'activate';
  s.initiative = seat;
  s.passes = 0;
  s.flags = { activated: false, drained: [], attacked: [], bullets: [{}, {}], resolvedText: [], abilityUses: {} };
}

/**
 * Both players passed on an empty stack: the next phase begins with the player whose turn it
 * is holding initiative; after the draw phase the turn ends, both used piles recirculate and
 * the opponent's turn begins (CR general `turn sequence`, glossary `end of turn`).
 */
export function nextPhase(s: WarsState): void {
  s.passes = 0;
  if (s.phase === 'draw') {
    recirculate(s, 0);
    recirculate(s, 1);
    endOfTurn(s);
    beginTurn(s, opponentSeat(s.current));
    return;
  }
  s.phase = PHASES[PHASES.indexOf(s.phase as (typeof PHASES)[number]) + 1];
  s.initiative = s.current;
}
