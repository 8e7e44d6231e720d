import fc from 'fast-check';
import { replay, stateHash } from '@arbiter/rules';
import { auditMatchLog, parseMatchLog, toNdjson } from '../src';
import { ACTION_TYPES, type ChaoticAction, type ChaoticState } from '../src/engine';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, type EngineFormat } from '../src';
import { playBotMatch } from '../src/bots';
import { createContext } from '../src/engine/context';
import { targetFilters, hasAttested } from '../src/engine/targets';
import { botGame, cards, engine, PLAYERS, replayInputs, starterDecks, statesAlong } from './support';

const ctx = createContext(cards);
const effectsOf = ctx.effects;

/** A digital bot game of a card-text format: starter decks for Masters, random legal decks otherwise. */
function mastersBotGame(seed: number, format: Exclude<EngineFormat, 'apprentice'>, maxActions?: number) {
  const rng = new SeededRng(rngStateFromSeed(seed));
  const decks = format === 'masters' ? starterDecks : [buildRandomDeck(cards, format, rng), buildRandomDeck(cards, format, rng)] as const;
  return playBotMatch({ cards, decks, seed, format, players: [...PLAYERS], ...(maxActions ? { maxActions } : {}) });
}

/** Actions over which a game without an outcome must have stayed in one combat that kept dealing damage. */
const ENDLESS_SPAN = 5_000;

/**
 * The cap on a property's card-text games: far above any game that ends (the longest of 1,000
 * bot games sampled took under 1,500 actions), and low enough that an endless one stops soon:
 * in such a combat "until end of turn" changes pile up with every attack, so each action costs
 * more than the one before.
 */
const PROPERTY_CAP = 2 * ENDLESS_SPAN;

/**
 * Whether a bot game that stopped at its action cap is in a combat the rules let go on forever:
 * the same two creatures engaged in the same turn for the last `ENDLESS_SPAN` actions, with
 * damage dealt all along (CR 7.3.2 ends only a combat of twenty attacks each without damage).
 * It happens with text that heals as fast as the attacks hurt (Graalorn Forest heals 5 damage to
 * a creature that plays an elemental attack) or raises Energy with every attack (Olkiex gains 5
 * Energy whenever it plays one); a tournament ends such a game on time, not the engine.
 */
function inEndlessCombat(match: ReturnType<typeof mastersBotGame>): boolean {
  const { config, combined } = replayInputs(match);
  const state = engine.setup(config, { combined });
  const from = match.actions.length - ENDLESS_SPAN;
  let engaged = '';
  let damaged = 0;
  match.actions.forEach((action, i) => {
    const before = state.creatures.reduce((n, c) => n + c.damage, 0);
    engine.applyInPlace(state, action);
    const fight = state.combat ? `${state.turn}:${state.combat.attacker}:${state.combat.defender}` : 'none';
    if (i === from) engaged = fight;
    if (i > from && fight !== engaged) engaged = 'changed';
    if (i > from && state.creatures.reduce((n, c) => n + c.damage, 0) > before) damaged++;
  });
  return from >= 0 && engaged !== 'none' && engaged !== 'changed' && damaged >= ENDLESS_SPAN / 100;
}

describe('property: random legal games', () => {
  it('1,000 bot games (Apprentice digital and paper, Masters, Advanced Apprentice, Limited) end with an outcome unless stuck in a combat the rules let go on forever, and every action validates on replay', () => {
    const formats = new Set<string>();
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 4 }), (seed, variant) => {
      const match = variant < 2 ? botGame(seed, variant === 1 ? 'paper' : 'digital') : mastersBotGame(seed, (['masters', 'advanced-apprentice', 'limited'] as const)[variant - 2], PROPERTY_CAP);
      formats.add(match.header.gameFormat);
      // A game ends with an outcome, unless the rules let its combat go on forever (then it stops at the bots' cap).
      expect(match.outcome !== null || inEndlessCombat(match)).toBe(true);
      const { log, errors } = parseMatchLog(toNdjson(match.header, match.actions, match.trailer));
      expect(errors).toEqual([]);
      const report = auditMatchLog(log!, cards, { mode: 'strict', hashFinal: false });
      expect(report.violations).toEqual([]);
      expect(report.applied).toBe(match.actions.length);
      expect(report.derivedOutcome).toEqual(match.outcome);
    }), { numRuns: 1000 });
    expect([...formats].sort()).toEqual(['advanced-apprentice', 'apprentice', 'limited', 'masters']);
  });

  it.each([
    // Random decks from the seed: Graalorn Forest is the first Location, and the two engaged creatures' attacks deal about what it heals.
    ['limited', 1_955_544_101, 'Graalorn Forest heals every elemental attack'],
    // Olkiex, equipped, gains 5 Energy with every attack it plays: more than the other side's attacks deal.
    ['advanced-apprentice', 544_634_296, 'Olkiex gains Energy with every attack'],
  ] as const)('CR 7.3.2: a combat that keeps dealing damage does not end by itself (%s, seed %d: %s), and its log still replays', (format, seed, _why) => {
    const match = mastersBotGame(seed, format, PROPERTY_CAP);
    expect(match.outcome).toBeNull();
    expect(match.actions).toHaveLength(PROPERTY_CAP);
    expect(inEndlessCombat(match)).toBe(true);
    const { log } = parseMatchLog(toNdjson(match.header, match.actions, match.trailer));
    expect(auditMatchLog(log!, cards, { mode: 'strict', hashFinal: false }).violations).toEqual([]);
  });

  it('a Location trigger on the engaged Creatures (Glacier Plains, TOTT-93) resolving after one of them was destroyed is attested on the one left, and the game goes on to its end (limited, seed 2147483619)', () => {
    const match = mastersBotGame(2_147_483_619, 'limited', PROPERTY_CAP);
    const attested = match.actions.find((a) => a.type === 'attest' && (a.payload as { card?: string }).card === 'TOTT-93');
    expect(attested?.payload).toMatchObject({ stats: [{ creature: 1, stat: 'courage', by: -50 }, {}, {}, {}] });
    expect((attested?.payload as { stats: unknown[] }).stats).toHaveLength(4);
    expect(match.outcome).not.toBeNull();
  });

  it('a game that ends is never taken for one in an endless combat', () => {
    expect(inEndlessCombat(mastersBotGame(5, 'masters'))).toBe(false);
  });

  it('the same seed gives the same log and the same final state hash', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const a = botGame(seed);
      const b = botGame(seed);
      expect(b.actions).toEqual(a.actions);
      const hashOf = (m: typeof a) => {
        const { config, combined } = replayInputs(m);
        return replay(engine, config, { combined }, m.actions, { mode: 'strict' }).finalHash;
      };
      expect(hashOf(b)).toBe(hashOf(a));
    }), { numRuns: 50 });
  });

  it('different seeds give different games', () => {
    expect(botGame(1).actions).not.toEqual(botGame(2).actions);
  });
});

describe('property: legalActions and validate agree', () => {
  const states: ChaoticState[] = [
    ...[1, 2, 3, 4].flatMap((seed) => statesAlong(botGame(seed, seed % 2 ? 'digital' : 'paper'), 9)),
    ...[5, 6].flatMap((seed) => statesAlong(mastersBotGame(seed, 'masters'), 7)),
    ...statesAlong(mastersBotGame(7, 'limited'), 5),
  ];
  const cardIds = [...new Set(states.flatMap((s) => [
    ...s.zones.flatMap((z) => [...z.attackDeck, ...z.attackHand, ...z.locationDeck]),
    ...(s.masters ? s.masters.mugicHand.flat() : []),
  ]))];
  /** Attested text whose targets the engine cannot read: `validate` accepts any creatures in play there (docs/engines.md). */
  const freeTargets = (action: ChaoticAction) => {
    if (action.type !== 'play-mugic') return false;
    const card = cards.byId(String(action.payload.card));
    const effects = card ? effectsOf(card.id).normal : [];
    return hasAttested(effects) && targetFilters(ctx, effects).length === 0;
  };

  const arbitraryAction = (state: ChaoticState) => fc.record({
    player: fc.constantFrom(state.players[0], state.players[1], 'mallory'),
    type: fc.constantFrom(...ACTION_TYPES),
    from: fc.integer({ min: -1, max: 12 }),
    to: fc.integer({ min: -1, max: 12 }),
    space: fc.integer({ min: -1, max: 12 }),
    card: fc.constantFrom(...cardIds, 'no-such-card'),
    uid: fc.integer({ min: -1, max: 12 }),
    targets: fc.array(fc.integer({ min: -1, max: 12 }), { maxLength: 2 }),
    item: fc.integer({ min: 0, max: 40 }),
    from2: fc.constantFrom('creature', 'battlegear'),
  }).map(({ player, type, from, to, space, card, uid, targets, item, from2 }): ChaoticAction => {
    const withTargets = targets.length > 0 ? { targets } : {};
    const payload = type === 'move' ? { from, to } : type === 'showdown-pick' ? { space } : type === 'end-action-step' || type === 'pass' ? {}
      : type === 'play-mugic' ? { card, caster: uid, ...withTargets }
      : type === 'activate' ? { creature: uid, from: from2, ability: space < 0 ? 0 : space % 3, ...withTargets }
      : type === 'attest' ? { item, card }
      : type === 'intercept' ? { space: space < 0 ? null : space }
      : { card };
    return { seq: state.lastSeq + 1, player, type, payload } as ChaoticAction;
  });

  it('an action validates exactly when legalActions offers it', () => {
    fc.assert(fc.property(
      fc.constantFrom(...states).chain((state) => fc.tuple(fc.constant(state), arbitraryAction(state))),
      ([state, action]) => {
        const legal = engine.legalActions(state, action.player);
        // An action that leaves out the choices its resolution asks takes the first options
        // (docs/match-log-format.md), so it stands for the variant legalActions lists with them.
        const withoutChoices = (a: ChaoticAction) => JSON.stringify({ ...a, payload: { ...a.payload, choices: undefined } });
        const offered = legal.some((a) => JSON.stringify(a) === JSON.stringify(action))
          || (!('choices' in action.payload) && legal.some((a) => 'choices' in a.payload && withoutChoices(a) === withoutChoices(action)));
        const valid = engine.validate(state, action).length === 0;
        // With free targets an action legalActions does not list may still validate: no claim then.
        fc.pre(offered || !freeTargets(action));
        expect(valid).toBe(offered);
      },
    ), { numRuns: 4000 });
  });

  it('every offered action validates and applies without error, and only the acting player is offered any', () => {
    for (const state of states) {
      const acting = engine.activePlayers(state);
      for (const player of state.players.filter((p) => !acting.includes(p))) expect(engine.legalActions(state, player)).toEqual([]);
      for (const player of acting) {
        for (const a of engine.legalActions(state, player)) {
          expect(engine.validate(state, a)).toEqual([]);
          expect(() => engine.apply(state, a)).not.toThrow();
        }
      }
      expect(engine.outcome(state) !== null || engine.legalActions(state, acting[0]).length > 0).toBe(true);
    }
  });

  it('apply leaves its input untouched', () => {
    const state = states[3];
    const before = stateHash(state);
    engine.apply(state, engine.legalActions(state, engine.activePlayers(state)[0])[0]);
    expect(stateHash(state)).toBe(before);
  });
});
