import type { GameEngine } from '@arbiter/rules';
import { engineCardText } from '../effects/engine-text';
import { applyAction } from './apply-action';
import { boundsAttestedByReading, WARS_ENGINE_VERSION } from './engine-versions';
import type { CardLookup, ResolvedCards } from './game-cards';
import { gameOf } from './game-cards';
import { legalActionsFor } from './legal-actions';
import { R } from './rule-keys';
import { initialState } from './starting-the-game';
import type { WarsAction, WarsConfig, WarsOutcome, WarsState } from './state';
import { actingSeats, validateAction } from './validate';
import type { WarsView } from './view';
import { viewOf } from './view';

export { WARS_ENGINE_VERSION, WARS_ENGINE_VERSIONS } from './engine-versions';

export type WarsEngine = GameEngine<WarsConfig, WarsState, WarsAction, WarsOutcome, WarsView>;

const clone = (s: WarsState): WarsState => structuredClone(s);

/**
 * Vanilla WARS (CR 1.5): the turn sequence, energy piles, the stack and initiative, deployment,
 * battles, movement, draws and the systematic rules, with the keywords and card-type rules;
 * other card text is attested, and from 1.1.0 its stated outcome is bounded by the card's
 * reading, and ongoing stat changes and immunity the engine can pick for are carried out. `cards` is the card set the decks' collector numbers name; `version` the engine
 * version a log was played under.
 */
export function createWarsEngine(cards: CardLookup, version: string = WARS_ENGINE_VERSION): WarsEngine {
  const resolved: ResolvedCards = new WeakMap();
  const text = boundsAttestedByReading(version) ? engineCardText(version) : undefined;
  const game = (s: WarsState) => gameOf(s, cards, resolved, text);
  return {
    game: 'wars',
    version,
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
