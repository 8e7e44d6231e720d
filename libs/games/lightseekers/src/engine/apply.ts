import type { CardCatalogue } from './catalogue';
import { applyAttested, applyChoice } from './choices';
import { endPhase, settle } from './flow';
import { activate, draw, pass, playCard, playCombo } from './play';
import type { LightseekersAction, LightseekersState } from './state';

/** Applies a validated action, then carries the game to its next decision. */
export function applyAction(state: LightseekersState, action: LightseekersAction, cards: CardCatalogue): void {
  switch (action.type) {
    case 'play-card':
      playCard(state, action, cards);
      break;
    case 'play-combo':
      playCombo(state, action, cards);
      break;
    case 'activate':
      activate(state, action, cards);
      break;
    case 'pass':
      pass(state);
      break;
    case 'draw':
      draw(state);
      break;
    case 'choose': {
      const choice = state.pending[0];
      applyChoice(state, action.payload.zone, cards.id(action.payload.card), cards);
      // Paper play: the End Phase follows the last card of the Draw Phase declared.
      if (choice.kind === 'draw' && choice.left === 0 && choice.endPhase) endPhase(state);
      break;
    }
    case 'attest':
      applyAttested(state, action.payload.outcome, cards);
      break;
  }
  state.seq++;
  settle(state, cards);
}
