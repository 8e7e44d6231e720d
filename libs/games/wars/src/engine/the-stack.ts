import { resolveAttack } from './attack-action';
import { beginNextStep } from './battle-steps';
import { resolveCard } from './deployment-phase';
import { resolveDrain } from './drain-action';
import { activate } from './energy-piles';
import type { Game } from './game-cards';
import { resolveMove } from './movement-actions';
import type { Seat } from './state';
import { opponentSeat } from './state';
import { noteEvent } from './triggers';
import { nextPhase } from './turn-sequence';
import { resolveUsed } from './use-ability';

/**
 * Passing (CR glossary `the stack`, `initiative` 4): initiative goes to the other player; two
 * passes in a row take the top of the stack off and perform it (the player whose turn it is
 * then gains initiative, `initiative` 2), or on an empty stack begin the next battle step or
 * the next phase.
 */
export function performPass(g: Game, seat: Seat, declared?: unknown): void {
  const s = g.s;
  s.passes++;
  s.initiative = opponentSeat(seat);
  if (s.passes < 2) return;
  s.passes = 0;
  if (s.stack.length > 0) resolveTop(g, declared);
  else if (s.battle) beginNextStep(g);
  else {
    nextPhase(s);
    // "At the start of each player's control phase, …".
    noteEvent(g, { event: 'phase-begins', phase: s.phase, seat: s.current });
  }
}

/** The top of the stack resolves; `declared` is the card a paper-play pass names for an ability's [D]. */
function resolveTop(g: Game, declared: unknown): void {
  const s = g.s;
  const item = s.stack.pop()!;
  s.initiative = s.current;
  switch (item.kind) {
    case 'activation': return activate(s, item.seat, item.amount);
    case 'drain': return resolveDrain(g, item.seat, item.location);
    case 'attack': return resolveAttack(g, item.seat, item.location);
    case 'move': return resolveMove(g, item.seat, item.card, item.to, item.with);
    case 'card': return resolveCard(g, item, declared);
    case 'ability': return resolveUsed(g, item, declared);
  }
}
