import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck } from '../src';
import { playBotMatch } from '../src/bots';
import { endEffects } from '../src/engine/durations';
import type { ChaoticState } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { ctx, game } from './dop-support';
import { cards, engine, PLAYERS, replayInputs } from './support';

const XIELD = 'DOP-55'; // "Deal 10 damage to Xield: Target Creature gains 10 Energy. This ability can only be used once per turn."

/** The index of Xield's activated ability among its effects. */
const ability = ctx.effects(XIELD).normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');

/** Alice's Xield (uid 0, space 4) moves into bob's uid 7: combat, and a priority window for alice. */
function engaged(): ChaoticState {
  const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: XIELD }]);
  mAct(state, 'move', { from: 4, to: 7 });
  expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
  return state;
}

const resolveBurst = (state: ChaoticState) => { while (state.masters!.burst.length > 0 && state.pending.kind === 'priority') mAct(state, 'pass'); };

describe('CR 8.4.4 "This ability can only be used once per turn" (Xield)', () => {
  it('reads the restriction off the card', () => {
    const effect = ctx.effects(XIELD).normal[ability];
    expect(effect.kind === 'automated' && effect.timing).toMatchObject({ kind: 'activated', oncePerTurn: true });
  });

  it('is played once; a second play the same turn is illegal, even though its cost could be paid again', () => {
    const state = engaged();
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, targets: [0] });
    expect(state.creatures[0].damage).toBe(10);
    // Bob passes with the ability still on the burst; alice, who could pay 10 damage again, may not play it again.
    mAct(state, 'pass');
    expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
    expect(state.masters!.burst.map((item) => item.card)).toContain(XIELD);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] })).toEqual(['8.4.4']);
    resolveBurst(state);
    expect(state.creatures[0].damage).toBe(10);
    expect(state.masters!.abilitiesUsed).toEqual([`0:creature:${ability}`]);
  });

  it('is usable again once the turn ends', () => {
    const state = engaged();
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] });
    resolveBurst(state);
    endEffects(state.masters!, 'end-of-turn');
    expect(state.masters!.abilitiesUsed).toBeUndefined();
  });

  it.each([158, 755])('limited seed %i: the bots no longer play Xield without end; each Xield plays it at most once a turn', (seed) => {
    const rng = new SeededRng(rngStateFromSeed(seed));
    const decks = [buildRandomDeck(cards, 'limited', rng), buildRandomDeck(cards, 'limited', rng)] as const;
    const match = playBotMatch({ cards, decks, seed, format: 'limited', players: [...PLAYERS], maxActions: 20_000 });
    expect(match.outcome).not.toBeNull();
    // Replay the log, counting the plays of each Xield's ability per turn.
    const { config, combined } = replayInputs(match);
    const state = engine.setup(config, { combined });
    const plays = new Map<string, number>();
    for (const a of match.actions) {
      if (a.type === 'activate' && state.creatures[a.payload.creature].card === XIELD && a.payload.from === 'creature') {
        const key = `${state.turn}:${a.payload.creature}`;
        plays.set(key, (plays.get(key) ?? 0) + 1);
      }
      engine.applyInPlace(state, a);
    }
    expect(plays.size).toBeGreaterThan(0);
    expect(Math.max(...plays.values())).toBe(1);
  });
});
