import type { GameEngine } from '@arbiter/rules';
import { applyAction } from './apply-action';
import type { CardLookup, ResolvedCards } from './game-cards';
import { gameOf } from './game-cards';
import { legalActionsFor } from './legal-actions';
import { R } from './rule-keys';
import { initialState } from './starting-the-game';
import type { WarsAction, WarsConfig, WarsOutcome, WarsState } from './state';
import { actingSeats, validateAction } from './validate';
import type { WarsView } from './view';
import { viewOf } from './view';

export const WARS_ENGINE_VERSION = '1.0.0';

export type WarsEngine = GameEngine<WarsConfig, WarsState, WarsAction, WarsOutcome, WarsView>;

const clone = (s: WarsState): WarsState => structuredClone(s);

/**
 * Vanilla WARS (CR 1.5): the turn sequence, energy piles, the stack and initiative, deployment,
 * battles, movement, draws and the systematic rules, with the keywords and card-type rules;
 * other card text is attested. `cards` is the card set the decks' collector numbers name.
 */
export function createWarsEngine(cards: CardLookup): WarsEngine {
  const resolved: ResolvedCards = new WeakMap();
  const game = (s: WarsState) => gameOf(s, cards, resolved);
  return {
    game: 'wars',
    version: WARS_ENGINE_VERSION,
    gameOverRule: R.winning,
    setup: (config, seeds) => initialState(config, seeds),
    activePlayers: (s) => actingSeats(game(s)).map((seat) => s.players[seat]),
    validate: (s, a) => validateAction(game(s), a, clone),
    apply(s, a) {
      const next = clone(s);
      applyAction(game(next), a);
      return next;
    },
    applyInPlace: (s, a) => applyAction(game(s), a),
    legalActions: (s, player) => legalActionsFor(game(s), player, clone),
    outcome(s) {
      const r = s.result;
      if (!r) return null;
      if (r.draw) return { winners: [], losers: [], draw: true, reason: r.reason };
      const winner = s.players[r.winner!];
      return { winners: [winner], losers: s.players.filter((p) => p !== winner), draw: false, reason: r.reason };
    },
    view: (s, viewer) => viewOf(game(s), viewer, clone),
    clone,
  };
}
