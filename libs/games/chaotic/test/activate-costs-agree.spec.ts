import { rngStateFromSeed, SeededRng, stateHash } from '@arbiter/rules';
import { auditMatchLog, buildRandomDeck, type EngineFormat, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticAction,ChaoticState,Seat } from '../src/engine';
import { activatableEffects } from '../src/engine/abilities';
import { cloneState } from '../src/engine/clone';
import { readCost } from '../src/engine/costs-read';
import { costSource } from '../src/engine/costs-pay';
import { Stats } from '../src/engine/stats';
import { targetChoices } from '../src/engine/target-check';
import { ctx, PLAIN } from './dop-support';
import { mAct, mRules } from './masters-support';
import { cards, engine, PLAYERS, replayInputs } from './support';
import { fight, mod } from './trigcombat-support';

/** A bot game as the sweep plays it: random legal decks of the format, drawn from the seed. */
function sweepGame(seed: number, format: Exclude<EngineFormat, 'apprentice'>) {
  const rng = new SeededRng(rngStateFromSeed(seed));
  const decks = [buildRandomDeck(cards, format, rng), buildRandomDeck(cards, format, rng)] as const;
  return playBotMatch({ cards, decks, seed, format, players: [...PLAYERS], maxActions: 20_000 });
}

describe('CR 8.4.4.1 "Remove 5 Magma counters from Khybon": a copy of the state owns its named counters', () => {
  /** Khybon is struck with 4 Magma counters; its controller puts "Expend Fire: Put a Magma counter on Khybon" on the burst. */
  function khybonWithAbilityOnBurst() {
    const f = fight('AU-27');
    const uid = f.target;
    f.state.masters!.named = { [`${uid}:Magma`]: 4 };
    mod(f.state, f.striker, 'energy', 100);
    mod(f.state, uid, 'energy', 100);
    f.state.zones[f.seat].attackHand = [PLAIN.id];
    mAct(f.state, 'strike', { card: PLAIN.id });
    // The striker passes; Khybon's controller answers with its first ability.
    if (engine.activePlayers(f.state)[0] === f.state.players[f.seat]) mAct(f.state, 'pass');
    mAct(f.state, 'activate', { creature: uid, from: 'creature', ability: 0 });
    return { f, uid };
  }

  it('resolving the burst on a copy (as a pass with choices is tried) puts the Magma counter on the copy only', () => {
    const { f, uid } = khybonWithAbilityOnBurst();
    const copy = cloneState(f.state, ctx);
    // Both players pass on the copy: Khybon's ability resolves there.
    while (copy.masters!.burst.some((item) => item.source === uid && item.kind === 'ability')) engine.applyInPlace(copy, { seq: copy.lastSeq + 1, player: engine.activePlayers(copy)[0], type: 'pass', payload: {} } as ChaoticAction);
    expect(copy.masters!.named).toEqual({ [`${uid}:Magma`]: 5 });
    expect(f.state.masters!.named).toEqual({ [`${uid}:Magma`]: 4 });
  });

  it('paying the cost on a copy leaves the state\'s Magma counters, so "Remove 5" is refused on the state with 4 and accepted on a copy with 5', () => {
    const { f, uid } = khybonWithAbilityOnBurst();
    const copy = cloneState(f.state, ctx);
    copy.masters!.named![`${uid}:Magma`] = 5;
    expect(f.state.masters!.named).toEqual({ [`${uid}:Magma`]: 4 });
    const seat = f.state.creatures[uid].owner;
    const pay = { creature: uid, from: 'creature', ability: 1 };
    if (engine.activePlayers(f.state)[0] !== f.state.players[seat]) { mAct(f.state, 'pass'); mAct(copy, 'pass'); }
    expect(mRules(f.state, 'activate', pay)).toContain('8.4.4.1');
    expect(mRules(copy, 'activate', pay)).toEqual([]);
    mAct(copy, 'activate', pay);
    expect(copy.masters!.named).toEqual({ [`${uid}:Magma`]: 0 });
    expect(f.state.masters!.named).toEqual({ [`${uid}:Magma`]: 4 });
  });

  it('legalActions leaves the state as it was: Khybon keeps its 4 Magma counters and is offered "Remove 5" only once it has 5', () => {
    const { f, uid } = khybonWithAbilityOnBurst();
    const player = f.state.players[f.state.creatures[uid].owner];
    if (engine.activePlayers(f.state)[0] !== player) mAct(f.state, 'pass');
    const removeFive = (a: ChaoticAction) => a.type === 'activate' && a.payload.creature === uid && a.payload.ability === 1;
    const before = stateHash(f.state);
    expect(engine.legalActions(f.state, player).some(removeFive)).toBe(false);
    expect(stateHash(f.state)).toBe(before);
    expect(f.state.masters!.named).toEqual({ [`${uid}:Magma`]: 4 });
    const five = cloneState(f.state, ctx);
    five.masters!.named![`${uid}:Magma`] = 5;
    expect(engine.legalActions(five, player).some(removeFive)).toBe(true);
    expect(f.state.masters!.named).toEqual({ [`${uid}:Magma`]: 4 });
  });

  it('every container of the Masters state a copy holds is its own (named counters, revealed hands, cards removed from the game, …)', () => {
    const { f, uid } = khybonWithAbilityOnBurst();
    const m = f.state.masters!;
    m.ruleMods = []; m.attacked = [uid]; m.mugicPlayed = [uid]; m.abilitiesUsed = [`${uid}:creature:0`];
    m.revealed = [{ seat: 0, hand: 'attack', cards: [] }]; m.removedFromGame = [[], []];
    const copy = cloneState(f.state, ctx).masters! as unknown as Record<string, unknown>;
    const original = m as unknown as Record<string, unknown>;
    // `mirage` and `interception` are readonly records, replaced whole.
    const shared = Object.keys(original).filter((k) => typeof original[k] === 'object' && original[k] !== null && copy[k] === original[k]);
    expect(shared.filter((k) => !['mirage', 'interception'].includes(k))).toEqual([]);
    expect(copy.removedFromGame).not.toBe(m.removedFromGame);
    expect((copy.removedFromGame as string[][]).some((pile, seat) => pile === m.removedFromGame![seat])).toBe(false);
  });

  it.each([[319, 'masters'], [642, 'limited']] as const)('the sweep\'s failing game (seed %i, %s) replays in strict audit', (seed, format) => {
    const match = sweepGame(seed, format);
    expect(match.outcome).not.toBeNull();
    const { log } = parseMatchLog(toNdjson(match.header, match.actions, match.trailer));
    const report = auditMatchLog(log!, cards, { mode: 'strict', hashFinal: false });
    expect(report.violations).toEqual([]);
    expect(report.applied).toBe(match.actions.length);
  });
});

describe('property: every printed cost readCost accepts is offered by legalActions exactly when validate accepts it (CR 8.4.4.1)', () => {
  /** Each state a bot game passes through, with the action taken there, replayed from the log. */
  function* statesOf(match: ReturnType<typeof sweepGame>): Generator<ChaoticState> {
    const { config, combined } = replayInputs(match);
    const state = engine.setup(config, { combined });
    for (const a of match.actions) {
      yield state;
      engine.applyInPlace(state, a);
    }
  }

  const sameAbility = (a: ChaoticAction, p: Record<string, unknown>) =>
    a.type === 'activate' && a.payload.creature === p.creature && a.payload.from === p.from && a.payload.ability === p.ability
    && JSON.stringify(a.payload.targets ?? []) === JSON.stringify(p.targets ?? []);

  it.each([[11, 'masters'], [12, 'limited'], [319, 'masters'], [2033, 'limited']] as const)('game %i (%s): legalActions never changes the state, and an ability with read costs is offered exactly when validate accepts it', (seed, format) => {
    const match = sweepGame(seed, format);
    let checked = 0;
    let activations = 0;
    for (const state of statesOf(match)) {
      const [player] = engine.activePlayers(state);
      if (player === undefined || state.pending.kind !== 'priority') continue;
      const untouched = JSON.stringify(state);
      const fresh = cloneState(state, ctx);
      const legal = engine.legalActions(state, player);
      // Trying passes and activations on copies never reaches the state itself.
      expect(JSON.stringify(state)).toBe(untouched);
      const offered = legal.filter((a) => a.type === 'activate');
      for (const a of offered) expect(engine.validate(fresh, a)).toEqual([]);
      activations += offered.length;
      const seat = state.players.indexOf(player) as Seat;
      const stats = new Stats(state, ctx);
      for (const creature of state.creatures) {
        if (creature.owner !== seat || creature.space === null) continue;
        for (const from of ['creature', 'battlegear'] as const) {
          activatableEffects(state, ctx, creature.uid, from).forEach((effect, ability) => {
            if (effect.kind !== 'automated' || effect.timing.kind !== 'activated') return;
            const source = costSource(state, ctx, creature.uid, from);
            if (!effect.timing.cost.other.every((text) => readCost(text, source) !== null)) return;
            for (const targets of targetChoices(state, ctx, stats, seat, [effect], creature.uid)) {
              const payload = { creature: creature.uid, from, ability, ...(targets.length ? { targets } : {}) };
              const valid = engine.validate(state, { seq: state.lastSeq + 1, player, type: 'activate', payload } as ChaoticAction).length === 0;
              expect({ payload, offered: legal.some((a) => sameAbility(a, payload)) }).toEqual({ payload, offered: valid });
              checked++;
            }
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    // Some offered activation was validated on the copy, so that check ran.
    expect(activations).toBeGreaterThan(0);
  });
});
