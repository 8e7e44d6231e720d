import fc from 'fast-check';
import { combineSeeds, rngStateFromSeed, SeededRng, stateHash } from '@arbiter/rules';
import { buildRandomDeck } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticState, EngineDeck } from '../src/engine';
import { cloneState } from '../src/engine/clone';
import { createContext } from '../src/engine/context';
import { takeFromPile } from '../src/engine/discard-pile';
import { matchTriggers } from '../src/engine/match-triggers';
import { cards, config, engine, PLAYERS, replayInputs, starterDecks } from './support';
import { setGear } from '../src/engine/board-writes';

/**
 * Replay speed: trigger scans (combat-triggers.ts, state-triggers.ts, state-trigger-sources.ts)
 * return at once when no text where they look (creatures, battlegear, the active Location, the
 * Mirage, general discard piles, rule changes) has the event (match-triggers.ts), and look at
 * granted abilities (and so the innate layer) only when a granted one can carry it. These pin
 * that the index holds every such event, nested quoted abilities included, follows a state
 * changed in place, and that replaying with it equals replaying without it.
 */
const ctx = createContext(cards);
const COMBAT = ['wins-combat', 'wins-challenge', 'becomes-engaged', 'deals-attack-damage', 'dealt-attack-damage', 'dealt-damage', 'engaged-fails-check', 'wins-initiative', 'plays-attack'];

function setupOf(decks: readonly [EngineDeck, EngineDeck], seed: number): ChaoticState {
  return engine.setup({ ...config(), format: 'masters', decks }, { combined: combineSeeds([`${seed}-a`, `${seed}-b`], 'test-match') });
}

/** Every triggered timing's event anywhere under `value`. */
function eventsUnder(value: unknown, out = new Set<string>()): Set<string> {
  if (value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) { for (const v of value) eventsUnder(v, out); return out; }
  const o = value as Record<string, unknown>;
  if (o.kind === 'triggered' && typeof o.event === 'string') out.add(o.event);
  for (const k of Object.keys(o)) eventsUnder(o[k], out);
  return out;
}

/** A card whose text grants (or delays) a quoted ability with a trigger, and that trigger's event. */
function cardWithNestedTrigger(): { id: string; event: string } {
  for (const card of cards.cards) {
    const all = ctx.effects(card.id);
    for (const e of all.normal) {
      if (e.kind !== 'automated') continue;
      const [event] = eventsUnder(e.steps);
      if (event !== undefined) return { id: card.id, event };
    }
  }
  throw new Error('no card grants a triggered ability');
}

/** An engine whose trigger scans never use the index: every event may trigger (the code before it). */
function engineWithoutIndex(): typeof engine {
  let plain: typeof engine | undefined;
  jest.isolateModules(() => {
    jest.doMock('../src/engine/match-triggers', () => ({
      matchTriggers: () => ({ has: () => true, grants: () => true, innateMayLowerEnergy: true }),
      shareMatchTriggers: () => undefined,
    }));
    plain = (require('../src/engine/engine') as typeof import('../src/engine/engine')).createChaoticEngine(cards);
  });
  jest.dontMock('../src/engine/match-triggers');
  return plain!;
}

describe('the per-match trigger index', () => {
  it('of the starter decks holds their events and no combat event (their scans return at once)', () => {
    const index = matchTriggers(setupOf(starterDecks, 1), ctx);
    expect(index.has('beginning-of-combat')).toBe(true);
    for (const kind of COMBAT) expect(index.has(kind)).toBe(false);
    for (const kind of COMBAT) expect(index.grants(kind)).toBe(false);
  });

  it('holds the events of quoted abilities a card of the match grants, as granted ones', () => {
    const { id, event } = cardWithNestedTrigger();
    const state = setupOf(starterDecks, 1);
    // Not yet indexed: the card is in a general discard pile of this match.
    state.zones[0].generalDiscard.push(id);
    const index = matchTriggers(state, ctx);
    expect(index.has(event)).toBe(true);
    expect(index.grants(event)).toBe(true);
  });

  it('holds the events of effects held in the state (granted, delayed), whatever card made them', () => {
    const state = setupOf(starterDecks, 1);
    state.masters!.ruleMods = [{ kind: 'granted-effect', uid: 0, effect: { kind: 'automated', timing: { kind: 'triggered', event: 'wins-combat' }, conditions: [], steps: [], text: 'x' }, until: 'game' } as never];
    expect(matchTriggers(state, ctx).grants('wins-combat')).toBe(true);
  });

  it('is every event of the text where scans look: creatures, battlegear, the active Location, general discard piles', () => {
    const rng = new SeededRng(rngStateFromSeed(7));
    const decks = [buildRandomDeck(cards, 'masters', rng), buildRandomDeck(cards, 'masters', rng)] as const;
    const state = setupOf(decks, 7);
    const index = matchTriggers(state, ctx);
    const ids = [...state.creatures.map((c) => c.card), ...state.masters!.gear.flatMap((g) => (g ? [g.card] : [])), ...(state.activeLocation ? [state.activeLocation.card] : []), ...state.zones[0].generalDiscard, ...state.zones[1].generalDiscard];
    for (const id of ids) {
      const all = ctx.effects(id);
      for (const event of eventsUnder([all.normal, all.brainwashed])) expect(index.has(event)).toBe(true);
    }
  });

  it('sees a card put in play, a battlegear equipped or a Location made active after it was built', () => {
    const { id: granting } = cardWithNestedTrigger();
    const triggered = cards.cards.find((c) => c.type === 'Creature' && ctx.effects(c.id).normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && e.timing.event === 'wins-combat'))!;
    const gear = cards.cards.find((c) => c.type === 'Battlegear' && ctx.effects(c.id).normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && e.timing.event === 'dealt-attack-damage'))!;
    const location = cards.cards.find((c) => c.type === 'Location' && ctx.effects(c.id).normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && e.timing.event === 'wins-challenge'))!;
    const state = setupOf(starterDecks, 1);
    expect(matchTriggers(state, ctx).has('wins-combat')).toBe(false);
    state.creatures = [{ ...state.creatures[0], card: triggered.id }, ...state.creatures.slice(1)];
    expect(matchTriggers(state, ctx).has('wins-combat')).toBe(true);
    setGear(state.masters!, 1, { ...state.masters!.gear[1]!, card: gear.id });
    expect(matchTriggers(state, ctx).has('dealt-attack-damage')).toBe(true);
    state.activeLocation = { owner: 0, card: location.id };
    expect(matchTriggers(state, ctx).has('wins-challenge')).toBe(true);
    const { event } = cardWithNestedTrigger();
    state.zones[1].generalDiscard.push(granting);
    expect(matchTriggers(state, ctx).grants(event)).toBe(true);
  });

  it('follows a state changed in place both ways: an event leaves the index with the card that had it', () => {
    const { id: granting, event } = cardWithNestedTrigger();
    const location = cards.cards.find((c) => c.type === 'Location' && ctx.effects(c.id).normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && e.timing.event === 'wins-challenge'))!;
    const state = setupOf(starterDecks, 1);
    const before = matchTriggers(state, ctx);
    const was = state.activeLocation;
    state.activeLocation = { owner: 0, card: location.id };
    expect(matchTriggers(state, ctx).has('wins-challenge')).toBe(true);
    state.activeLocation = was;
    expect(matchTriggers(state, ctx).has('wins-challenge')).toBe(false);
    // Unchanged sources: the index read last.
    expect(matchTriggers(state, ctx)).toBe(matchTriggers(state, ctx));
    const pile = state.zones[1].generalDiscard;
    pile.push(state.creatures[0].card);
    pile.push(granting);
    expect(matchTriggers(state, ctx).grants(event)).toBe(true);
    // Taken out and another card put on top (the same length): read again, not just grown.
    takeFromPile(pile, pile.indexOf(granting));
    pile.push(state.creatures[1].card);
    expect(matchTriggers(state, ctx).grants(event)).toBe(before.grants(event));
    // A copy is followed apart from its original.
    const copy = cloneState(state, ctx);
    copy.zones[0].generalDiscard.push(granting);
    expect(matchTriggers(copy, ctx).grants(event)).toBe(true);
    expect(matchTriggers(state, ctx).grants(event)).toBe(before.grants(event));
  });

  it('sees another card in a slot after a copy of the same card took it (the object it skips reading is the one read)', () => {
    const triggered = cards.cards.find((c) => c.type === 'Creature' && ctx.effects(c.id).normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && e.timing.event === 'wins-combat'))!;
    const gear = cards.cards.find((c) => c.type === 'Battlegear' && ctx.effects(c.id).normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && e.timing.event === 'dealt-attack-damage'))!;
    const state = setupOf(starterDecks, 1);
    const index = matchTriggers(state, ctx);
    expect(index.has('wins-combat')).toBe(false);
    expect(index.has('dealt-attack-damage')).toBe(false);
    // Copies of the same cards: the index is unchanged, and the copies are the objects now read.
    state.creatures = [{ ...state.creatures[0] }, ...state.creatures.slice(1)];
    setGear(state.masters!, 1, state.masters!.gear[1] && { ...state.masters!.gear[1] });
    expect(matchTriggers(state, ctx)).toBe(index);
    state.creatures = [{ ...state.creatures[0], card: triggered.id }, ...state.creatures.slice(1)];
    expect(matchTriggers(state, ctx).has('wins-combat')).toBe(true);
    setGear(state.masters!, 1, { card: gear.id, faceUp: true, disarmed: false });
    expect(matchTriggers(state, ctx).has('dealt-attack-damage')).toBe(true);
  });

  it('keeps its index when the cards discarded add no event, and sees one that does', () => {
    const { id: granting, event } = cardWithNestedTrigger();
    const state = setupOf(starterDecks, 1);
    const index = matchTriggers(state, ctx);
    expect(index.grants(event)).toBe(false);
    state.zones[0].generalDiscard.push(state.creatures[0].card);
    expect(matchTriggers(state, ctx)).toBe(index);
    state.zones[0].generalDiscard.push(granting);
    expect(matchTriggers(state, ctx).grants(event)).toBe(true);
  });

  it('answers alike whether it holds few events (it compares them) or many (it looks up their bits)', () => {
    const state = setupOf(starterDecks, 1);
    const sources = () => [...state.creatures.map((c) => c.card), ...state.masters!.gear.flatMap((g) => (g ? [g.card] : [])), ...(state.activeLocation ? [state.activeLocation.card] : []), ...state.zones[0].generalDiscard, ...state.zones[1].generalDiscard];
    // Every list the index reads (match-triggers.ts), so that an event it does not hold is one no source has.
    const eventsOf = (id: string) => eventsUnder([ctx.effects(id).normal, ctx.effects(id).brainwashed, ctx.effects(id).onResolve]);
    const check = () => {
      const index = matchTriggers(state, ctx);
      const held = new Set(sources().flatMap((id) => [...eventsOf(id)]));
      for (const e of held) expect(index.has(e)).toBe(true);
      for (const card of cards.cards) for (const e of eventsOf(card.id)) if (!held.has(e)) expect(index.has(e)).toBe(false);
      expect(index.has('no-such-event')).toBe(false);
      expect(index.grants('no-such-event')).toBe(false);
      return held.size;
    };
    let size = check();
    // Cards with triggers put one by one in a general discard pile: the index grows from a few events past many.
    for (const card of cards.cards) {
      if (size > 12) break;
      if ([...eventsOf(card.id)].every((e) => sources().some((id) => eventsOf(id).has(e)))) continue;
      state.zones[0].generalDiscard.push(card.id);
      size = check();
    }
    expect(size).toBeGreaterThan(12);
  });

  it('is shared by a copy of the state and not by the state of another match', () => {
    const state = setupOf(starterDecks, 1);
    const index = matchTriggers(state, ctx);
    expect(matchTriggers(cloneState(state, ctx), ctx)).toBe(index);
    // Each engine keeps its own caches: another engine's copy is indexed afresh here, to the same events.
    const theirs = matchTriggers(engine.clone(state), ctx);
    expect(theirs).not.toBe(index);
    expect(theirs.has('beginning-of-combat')).toBe(true);
    expect(matchTriggers(setupOf(starterDecks, 2), ctx)).not.toBe(index);
  });

  it('replays random Masters games with random legal decks to the same state after every action as without it', () => {
    const plain = engineWithoutIndex();
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
      const rng = new SeededRng(rngStateFromSeed(seed));
      const decks = [buildRandomDeck(cards, 'masters', rng), buildRandomDeck(cards, 'masters', rng)] as const;
      const match = playBotMatch({ cards, decks, seed, format: 'masters', players: [...PLAYERS] });
      const { config, combined } = replayInputs(match);
      const a = engine.setup(config, { combined });
      const b = plain.setup(config, { combined });
      expect(stateHash(a)).toBe(stateHash(b));
      for (const action of match.actions) {
        expect(engine.validate(a, action)).toEqual(plain.validate(b, action));
        engine.applyInPlace(a, action);
        plain.applyInPlace(b, action);
        expect(stateHash(a)).toBe(stateHash(b));
      }
    }), { numRuns: 8 });
  });
});
