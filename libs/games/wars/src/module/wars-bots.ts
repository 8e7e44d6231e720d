import type { GameBots, SeededRng } from '@arbiter/rules';
import type { WarsAction, WarsConfig, WarsOutcome, WarsState } from '../engine/state';
import type { WarsView } from '../engine/view';

/** Where a bot game stops unfinished; sampled bot games finish far below it. */
export const WARS_BOT_ACTION_CAP = 5_000;

/** A paper declaration (a card drawn, revealed or lost off a face-down pile) without the card it names; null for any other action. */
function declared(a: WarsAction): string | null {
  if (a.type !== 'draw' && a.type !== 'battle-destiny' && a.type !== 'lose' && a.type !== 'pass') return null;
  const { card, ...rest } = (a.payload ?? {}) as Record<string, unknown>;
  if (card === undefined || rest.from === 'hand') return null;
  return `${a.type} ${JSON.stringify(rest)}`;
}

/**
 * Paper play: what to do is chosen among actions that differ only in the card declared taken
 * once, then the card among those the pile's top can be, so declaring does not make a draw more
 * likely than a pass. Digital play declares nothing, and this is `pick` unchanged.
 */
function chooseDeclaring(legal: readonly WarsAction[], rng: SeededRng, pick: (shapes: WarsAction[]) => WarsAction | null): WarsAction | null {
  const groups = new Map<string, WarsAction[]>();
  const shapes: WarsAction[] = [];
  for (const a of legal) {
    const key = declared(a);
    if (key === null) shapes.push(a);
    else if (groups.has(key)) groups.get(key)!.push(a);
    else {
      groups.set(key, [a]);
      shapes.push(a);
    }
  }
  const chosen = pick(shapes);
  const group = chosen && groups.get(declared(chosen) ?? '');
  return group && group.length > 1 ? rng.pick(group)! : chosen;
}

/** Actions a bot takes only one time in ten it could, when it could do something else: they spend energy a game needs to end. */
const RARE = new Set(['play-interrupt', 'use']);

/**
 * A random legal bot that lets games end: it never attests (card text needs a person to read
 * it), passes at most stack windows so cards resolve, rarely plays an interrupt or uses an
 * ability (an unbulleted one could be used again and again), activates all it may, and
 * otherwise picks uniformly among its legal actions.
 */
export const warsBots: GameBots<WarsState, WarsAction, WarsOutcome, WarsView, WarsConfig> = {
  actionCap: WARS_BOT_ACTION_CAP,
  choose(engine, state, rng) {
    const [player] = engine.activePlayers(state);
    if (player === undefined) return null;
    // A stack window is passed nine times in ten: decided before listing every legal action (the same draws of the RNG as after).
    const pass: WarsAction = { seq: state.seq + 1, player, type: 'pass', payload: {} };
    const passing = state.stack.length > 0 && engine.validate(state, pass).length === 0;
    if (passing && rng.int(0, 9) > 0) return pass;
    return chooseDeclaring(engine.legalActions(state, player), rng, (all) => {
      let legal = all.filter((a) => a.type !== 'attest');
      if (legal.some((a) => !RARE.has(a.type) && a.type !== 'pass') || rng.int(0, 9) > 0) legal = legal.filter((a) => !RARE.has(a.type));
      const activations = legal.filter((a) => a.type === 'activate');
      if (activations.length > 0 && rng.int(0, 4) > 0) return activations[activations.length - 1];
      return rng.pick(legal) ?? null;
    });
  },
};
