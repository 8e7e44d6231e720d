import type { GameBots } from '@arbiter/rules';
import type { WarsAction, WarsConfig, WarsOutcome, WarsState } from '../engine/state';
import type { WarsView } from '../engine/view';

/** Where a bot game stops unfinished; sampled bot games finish far below it. */
export const WARS_BOT_ACTION_CAP = 5_000;

/**
 * A random legal bot that lets games end: it never attests (card text needs a person to read
 * it), passes at most stack windows so cards resolve, rarely plays an interrupt, activates all
 * it may, and otherwise picks uniformly among its legal actions.
 */
export const warsBots: GameBots<WarsState, WarsAction, WarsOutcome, WarsView, WarsConfig> = {
  actionCap: WARS_BOT_ACTION_CAP,
  choose(engine, state, rng) {
    const [player] = engine.activePlayers(state);
    if (player === undefined) return null;
    let legal = engine.legalActions(state, player).filter((a) => a.type !== 'attest');
    const pass = legal.find((a) => a.type === 'pass');
    if (pass && state.stack.length > 0 && rng.int(0, 9) > 0) return pass;
    if (legal.some((a) => a.type !== 'play-interrupt' && a.type !== 'pass') || rng.int(0, 9) > 0) legal = legal.filter((a) => a.type !== 'play-interrupt');
    const activations = legal.filter((a) => a.type === 'activate');
    if (activations.length > 0 && rng.int(0, 4) > 0) return activations[activations.length - 1];
    return rng.pick(legal) ?? null;
  },
};
