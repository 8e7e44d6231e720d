import fc from 'fast-check';
import { canonicalJson, replay, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, type EngineFormat } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticState,Seat } from '../src/engine';
import { cloneState } from '../src/engine/clone';
import { createContext } from '../src/engine/context';
import { innateTextOf, staticEffectsIn } from '../src/engine/innate-effects';
import { Stats } from '../src/engine/stats';
import { cards, engine, PLAYERS, replayInputs, starterDecks } from './support';
import { mastersGame } from './masters-support';
import { setDisarmed, setFaceUp, setGear, setSpace } from '../src/engine/board-writes';

/**
 * Replay speed keeps the innate layer and the keyword lists read under it between `Stats`
 * (stats.ts: kept per state while nothing it depends on has changed, the last state looked
 * up first, last-used-map.ts), and memoises each card's innate text (innate-effects.ts).
 * These pin that what is read through the caches equals a fresh computation: a copy of the
 * state is a different object, so its `Stats` finds nothing cached and collects everything anew.
 */
const ctx = createContext(cards);
const STATS = ['courage', 'power', 'wisdom', 'speed', 'energy', 'mugic-counters'] as const;
const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'] as const;

/** Every current value `Stats` gives for the creatures in play, and the rule changes in force. */
function currentValues(state: ChaoticState, stats: Stats): string {
  const combat = state.combat;
  const creatures = state.creatures.filter((c) => c.space !== null).map((c) => {
    const opponent = combat ? (combat.attacker === c.uid ? combat.defender : combat.defender === c.uid ? combat.attacker : undefined) : undefined;
    return {
      uid: c.uid,
      stats: STATS.map((s) => stats.stat(c.uid, s)),
      elements: ELEMENTS.map((e) => stats.hasElement(c.uid, e)),
      keywords: stats.keywords(c.uid),
      against: opponent === undefined ? null : stats.keywords(c.uid, opponent),
    };
  });
  return canonicalJson({ creatures, ruleMods: stats.ruleMods(), prohibitions: stats.prohibitions(), damageMods: stats.damageMods() });
}

const cached = (state: ChaoticState) => currentValues(state, new Stats(state, ctx));
const fresh = (state: ChaoticState) => {
  const copy = cloneState(state, ctx);
  return currentValues(copy, new Stats(copy, ctx));
};

/** A digital bot game: the starter decks for Masters, random legal decks for Limited (more card text). */
function botGame(seed: number, format: EngineFormat) {
  const rng = new SeededRng(rngStateFromSeed(seed));
  const decks = format === 'masters' ? starterDecks : [buildRandomDeck(cards, format, rng), buildRandomDeck(cards, format, rng)] as const;
  return playBotMatch({ cards, decks, seed, format, players: [...PLAYERS] });
}

describe('current values read through the replay caches', () => {
  it('equal a fresh computation after every action of random Masters and Limited games, and reading them changes nothing', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom<EngineFormat>('masters', 'limited'), (seed, format) => {
      const match = botGame(seed, format);
      const { config, combined } = replayInputs(match);
      const state = engine.setup(config, { combined });
      expect(cached(state)).toBe(fresh(state));
      for (const action of match.actions) {
        expect(engine.validate(state, action)).toEqual([]);
        engine.applyInPlace(state, action);
        // Twice through the cache (the second read finds the kept layer and keyword lists), once afresh.
        const first = cached(state);
        expect(cached(state)).toBe(first);
        expect(first).toBe(fresh(state));
      }
      // The reads above left the game as a replay without them leaves it.
      const plain = replay(engine, config, { combined }, match.actions, { mode: 'strict' });
      expect(canonicalJson(state)).toBe(canonicalJson(plain.state));
    }), { numRuns: 6 });
  });

  describe('a state changed through each thing innate text depends on', () => {
    /**
     * A game a few turns in with every battlegear face up (its innate text in force: "If equipped
     * Creature has at least 50 Power, it has an additional 10 Energy"), its innate layer read
     * once (so it is cached) before the change.
     */
    function primed(): ChaoticState {
      const match = botGame(11, 'masters');
      const { config, combined } = replayInputs(match);
      const state = engine.setup(config, { combined });
      for (const action of match.actions.slice(0, 120)) engine.applyInPlace(state, action);
      for (const g of state.masters!.gear) if (g) setFaceUp(g, true);
      cached(state);
      return state;
    }

    const inPlay = (state: ChaoticState) => state.creatures.filter((c) => c.space !== null);
    const withGear = (state: ChaoticState) => inPlay(state).find((c) => state.masters!.gear[c.uid] !== null)!;

    const changes: [string, (state: ChaoticState) => void][] = [
      ['a creature leaves play', (s) => { const c = withGear(s); s.board[c.space!] = null; setSpace(c, null); }],
      ['battlegear turns face down', (s) => { for (const g of s.masters!.gear) if (g) setFaceUp(g, false); }],
      ['battlegear is disarmed', (s) => { for (const g of s.masters!.gear) if (g) setDisarmed(g, true); }],
      ['battlegear is destroyed', (s) => { setGear(s.masters!, withGear(s).uid, null); }],
      ['battlegear moves to another creature', (s) => { const m = s.masters!; const c = withGear(s); const other = inPlay(s).find((o) => o.uid !== c.uid)!; const had = m.gear[c.uid]; setGear(m, c.uid, m.gear[other.uid]); setGear(m, other.uid, had); }],
      ['the active location changes', (s) => { s.activeLocation = { owner: 0, card: starterDecks[0].locations.find((l) => l !== s.activeLocation?.card)! }; }],
      ['there is no active location', (s) => { s.activeLocation = null; }],
      ['Hive turns on', (s) => { s.masters!.hive = true; }],
      ['Disciplines raised', (s) => { for (const c of inPlay(s)) for (const stat of ['courage', 'power'] as const) s.masters!.mods.push({ uid: c.uid, stat, delta: 60, until: 'end-of-turn' }); }],
      ['Disciplines lowered', (s) => { for (const c of inPlay(s)) for (const stat of ['courage', 'power'] as const) s.masters!.mods.push({ uid: c.uid, stat, delta: -200, until: 'end-of-turn' }); }],
      ['an element modification', (s) => { for (const c of inPlay(s)) s.masters!.elementMods.push({ uid: c.uid, element: 'Water', has: true, until: 'end-of-turn' }); }],
      ['a granted ability', (s) => { s.masters!.granted.push({ uid: inPlay(s)[0].uid, ability: { kind: 'range' } as never, until: 'end-of-turn' }); }],
      ['an ability removed', (s) => { (s.masters!.ruleMods ??= []).push({ kind: 'remove-ability', uid: inPlay(s)[0].uid, ability: 'all', cannotGain: true, until: 'end-of-turn' }); }],
      ['a combat starts', (s) => { const [a, d] = [inPlay(s).find((c) => c.owner === 0)!, inPlay(s).find((c) => c.owner === 1)!]; s.combat = { attacker: a.uid, defender: d.uid, space: d.space!, showdown: false, striker: 0, zeroDamageStreak: 0 }; }],
      ['a creature is infected', (s) => { s.masters!.infected.push(inPlay(s)[0].uid); }],
      ['the turn passes', (s) => { s.active = (1 - s.active) as Seat; }],
      ['a card goes to a general discard pile', (s) => { s.zones[0].generalDiscard.push(s.creatures[0].card); }],
      ['mugic counters change', (s) => { for (const c of inPlay(s)) s.masters!.counters[c.uid] += 2; }],
      ['creatures move', (s) => { for (const c of inPlay(s)) c.movedThisTurn = !c.movedThisTurn; }],
    ];

    // A creature's space is written through board-writes.ts, which the layer's key counts: a creature leaving play takes its
    // innate text with it (a Limited game of random decks, 40 actions in: several of its creatures' text reads no space).
    it('each creature in play leaving it in turn: the values read next equal a fresh computation', () => {
      const match = botGame(2, 'limited');
      const { config, combined } = replayInputs(match);
      const early = () => {
        const state = engine.setup(config, { combined });
        for (const action of match.actions.slice(0, 40)) engine.applyInPlace(state, action);
        cached(state);
        return state;
      };
      for (const uid of inPlay(early()).map((c) => c.uid)) {
        const state = early();
        const c = state.creatures[uid];
        state.board[c.space!] = null;
        setSpace(c, null);
        expect(cached(state)).toBe(fresh(state));
      }
    });

    it.each(changes)('%s: the values read next equal a fresh computation', (_name, change) => {
      const state = primed();
      change(state);
      expect(cached(state)).toBe(fresh(state));
    });

    // Moving and Mugic counters are in the key only once innate text read them (innate-reads.ts): text that reads them.
    it('a creature moves under text that reads it (Hyperhover: "Equipped Creature has "Untargetable" if it has moved this turn")', () => {
      const state = primed();
      const holder = withGear(state);
      setGear(state.masters!, holder.uid, { card: 'AU-144', faceUp: true, disarmed: false });
      holder.movedThisTurn = false;
      const before = cached(state);
      const other = inPlay(state).find((c) => c.uid !== holder.uid)!;
      other.movedThisTurn = !other.movedThisTurn;
      expect(cached(state)).toBe(fresh(state));
      holder.movedThisTurn = true;
      const after = cached(state);
      expect(after).toBe(fresh(state));
      expect(after).not.toBe(before);
      expect(new Stats(state, ctx).keywords(holder.uid).some((a) => a.kind === 'untargetable')).toBe(true);
    });

    it('Mugic counters change under text that reads them (Annex of the Arcane: "Creatures with one or more Mugic counters have an additional 10 Energy")', () => {
      const state = primed();
      state.activeLocation = { owner: 0, card: 'LR-19' };
      const creature = inPlay(state)[0];
      state.masters!.counters[creature.uid] = 0;
      const energy = new Stats(state, ctx).stat(creature.uid, 'energy');
      state.masters!.counters[creature.uid] = 1;
      expect(new Stats(state, ctx).stat(creature.uid, 'energy')).toBe(energy + 10);
      expect(cached(state)).toBe(fresh(state));
      state.masters!.counters[creature.uid] = 0;
      expect(new Stats(state, ctx).stat(creature.uid, 'energy')).toBe(energy);
      expect(cached(state)).toBe(fresh(state));
    });

    // The general discard piles and engagement are in the key only once innate text read them (innate-reads.ts): text that reads them.
    it('a creature card is discarded under text that counts them (Varanohs: ""Swift 1" for each Creature Card in your general discard pile")', () => {
      const state = primed();
      const holder = withGear(state);
      setGear(state.masters!, holder.uid, { card: 'AU-160', faceUp: true, disarmed: false });
      const swift = new Stats(state, ctx).total(holder.uid, 'swift');
      state.zones[holder.owner].generalDiscard.push(state.creatures.find((c) => c.owner === holder.owner && c.uid !== holder.uid)!.card);
      expect(new Stats(state, ctx).total(holder.uid, 'swift')).toBe(swift + 1);
      expect(cached(state)).toBe(fresh(state));
    });

    it('a combat starts under text that reads who is engaged (Phobia Plates: "Creatures engaged with equipped Creature fail all Challenges")', () => {
      const state = primed();
      state.combat = null;
      const holder = withGear(state);
      setGear(state.masters!, holder.uid, { card: 'ROTO-75', faceUp: true, disarmed: false });
      const opponent = inPlay(state).find((c) => c.owner !== holder.owner)!;
      const fails = () => new Stats(state, ctx).prohibitions().some((p) => p.action === 'win-challenges' && p.uid === opponent.uid);
      expect(fails()).toBe(false);
      state.combat = { attacker: holder.uid, defender: opponent.uid, space: opponent.space!, showdown: false, striker: holder.owner, zeroDamageStreak: 0 };
      expect(fails()).toBe(true);
      expect(cached(state)).toBe(fresh(state));
    });

    it('a combat starts under a filter on engagement (Broken Edge: "Engaged Creatures have "Outperform Speed 5."")', () => {
      const state = primed();
      state.combat = null;
      state.activeLocation = { owner: 0, card: 'MI-197' };
      const [a, d] = [inPlay(state).find((c) => c.owner === 0)!, inPlay(state).find((c) => c.owner === 1)!];
      const outperforms = () => new Stats(state, ctx).keywords(a.uid).some((k) => k.kind === 'outperform');
      expect(outperforms()).toBe(false);
      state.combat = { attacker: a.uid, defender: d.uid, space: d.space!, showdown: false, striker: 0, zeroDamageStreak: 0 };
      expect(outperforms()).toBe(true);
      expect(cached(state)).toBe(fresh(state));
    });

    it('a modification of a creature whose values innate text reads changes the layer, one of another creature keeps it', () => {
      const state = primed();
      const m = state.masters!;
      const holder = inPlay(state).find((c) => m.gear[c.uid]?.card === 'DOP-140') ?? withGear(state);
      setGear(m, holder.uid, { card: 'DOP-140', faceUp: true, disarmed: false });
      const energy = new Stats(state, ctx).stat(holder.uid, 'energy');
      const other = inPlay(state).find((c) => c.uid !== holder.uid && (m.gear[c.uid] === null || !m.gear[c.uid]!.faceUp))!;
      m.mods.push({ uid: other.uid, stat: 'power', delta: 100, until: 'end-of-turn' });
      expect(new Stats(state, ctx).stat(holder.uid, 'energy')).toBe(energy);
      expect(cached(state)).toBe(fresh(state));
      const power = new Stats(state, ctx).stat(holder.uid, 'power');
      m.mods.push({ uid: holder.uid, stat: 'power', delta: power >= 50 ? -power : 50 - power, until: 'end-of-turn' });
      expect(Math.abs(new Stats(state, ctx).stat(holder.uid, 'energy') - energy)).toBe(10);
      expect(cached(state)).toBe(fresh(state));
    });

    it('a modification of another Discipline of a creature whose Power innate text reads keeps the values, one of its Power changes them', () => {
      const state = primed();
      const m = state.masters!;
      // DOP-140: "If equipped Creature has at least 50 Power, it has an additional 10 Energy" reads Power only (the only battlegear left).
      const holder = inPlay(state).find((c) => m.gear[c.uid]?.card === 'DOP-140') ?? withGear(state);
      for (let uid = 0; uid < m.gear.length; uid++) setGear(m, uid, null);
      setGear(m, holder.uid, { card: 'DOP-140', faceUp: true, disarmed: false });
      const before = new Stats(state, ctx);
      const power = before.stat(holder.uid, 'power');
      const energy = before.stat(holder.uid, 'energy');
      m.mods.push({ uid: holder.uid, stat: 'courage', delta: 100, until: 'end-of-turn' });
      expect(new Stats(state, ctx).stat(holder.uid, 'energy')).toBe(energy);
      expect(cached(state)).toBe(fresh(state));
      m.mods.push({ uid: holder.uid, stat: 'power', delta: power >= 50 ? -power : 50 - power, until: 'end-of-turn' });
      expect(Math.abs(new Stats(state, ctx).stat(holder.uid, 'energy') - energy)).toBe(10);
      expect(cached(state)).toBe(fresh(state));
    });

    it('an Element gained or lost under text that reads it changes Energy at once (Drilldozer: "If equipped Creature has Earth, it has an additional 10 Energy")', () => {
      const state = primed();
      const m = state.masters!;
      const holder = withGear(state);
      setGear(m, holder.uid, { card: 'AU-142', faceUp: true, disarmed: false });
      const earth = new Stats(state, ctx).hasElement(holder.uid, 'Earth');
      const energy = new Stats(state, ctx).stat(holder.uid, 'energy');
      m.elementMods.push({ uid: holder.uid, element: 'Earth', has: !earth, until: 'end-of-turn' });
      expect(new Stats(state, ctx).stat(holder.uid, 'energy')).toBe(earth ? energy - 10 : energy + 10);
      expect(cached(state)).toBe(fresh(state));
      // The list replaced by one of the same length (as at the end of a turn) is a change too.
      m.elementMods = [...m.elementMods.slice(0, -1), { uid: holder.uid, element: 'Earth', has: earth, until: 'end-of-turn' }];
      expect(new Stats(state, ctx).stat(holder.uid, 'energy')).toBe(energy);
      expect(cached(state)).toBe(fresh(state));
    });

    it('counters of another name put, added to in place and removed under text that counts them (Kiru: "… 10 Energy for each Leadership counter on Kiru")', () => {
      const state = primed();
      const kiru = inPlay(state)[0];
      state.creatures = state.creatures.map((c) => (c.uid === kiru.uid ? { ...kiru, card: 'AU-28' } : c));
      const other = inPlay(state).find((c) => c.uid !== kiru.uid && c.owner === kiru.owner)!;
      const energy = () => new Stats(state, ctx).stat(other.uid, 'energy');
      const before = energy();
      const m = state.masters!;
      m.named = { [`${kiru.uid}:Leadership`]: 1 };
      expect(energy()).toBe(before + 10);
      expect(cached(state)).toBe(fresh(state));
      m.named[`${kiru.uid}:Leadership`] = 2;
      expect(energy()).toBe(before + 20);
      expect(cached(state)).toBe(fresh(state));
      delete m.named[`${kiru.uid}:Leadership`];
      expect(energy()).toBe(before);
      expect(cached(state)).toBe(fresh(state));
    });

    it('a Discipline modification that meets an innate condition changes Energy at once ("If equipped Creature has at least 50 …")', () => {
      const state = primed();
      const m = state.masters!;
      // DOP-140 (starter battlegear): "If equipped Creature has at least 50 Power, it has an additional 10 Energy".
      const holder = inPlay(state).find((c) => m.gear[c.uid]?.card === 'DOP-140') ?? withGear(state);
      setGear(m, holder.uid, { card: 'DOP-140', faceUp: true, disarmed: false });
      const before = new Stats(state, ctx);
      const power = before.stat(holder.uid, 'power');
      const energy = before.stat(holder.uid, 'energy');
      m.mods.push({ uid: holder.uid, stat: 'power', delta: power >= 50 ? -power : 50 - power, until: 'end-of-turn' });
      const after = new Stats(state, ctx).stat(holder.uid, 'energy');
      expect(Math.abs(after - energy)).toBe(10);
      expect(cached(state)).toBe(fresh(state));
    });
  });
});

describe('innate text memoised per card (innate-effects.ts)', () => {
  it('is the static automated effects of the text, in printed order, the same list every time', () => {
    const set = cards as unknown as { cards: { id: string }[] };
    let withInnate = 0;
    for (const { id } of set.cards) {
      for (const text of [ctx.effects(id).normal, ctx.effects(id).brainwashed]) {
        const found = staticEffectsIn(text);
        expect(found).toEqual(text.filter((e) => e.kind === 'automated' && e.timing.kind === 'static'));
        expect(staticEffectsIn(text)).toBe(found);
        if (found.length > 0) withInnate++;
      }
    }
    expect(withInnate).toBeGreaterThan(10);
  });

  it('per card, is both text boxes\' innate text, or nothing when neither has any', () => {
    const set = cards as unknown as { cards: { id: string }[] };
    let brainwashedOnly = 0;
    for (const { id } of set.cards) {
      const all = ctx.effects(id);
      const normal = staticEffectsIn(all.normal);
      const brainwashed = staticEffectsIn(all.brainwashed);
      const found = innateTextOf(ctx, id);
      expect(found).toEqual(normal.length === 0 && brainwashed.length === 0 ? null : { normal, brainwashed });
      expect(innateTextOf(ctx, id)).toBe(found);
      if (normal.length === 0 && brainwashed.length > 0) brainwashedOnly++;
    }
    expect(innateTextOf(ctx, 'no-such-card')).toBeNull();
    expect(brainwashedOnly).toBeGreaterThan(0);
  });
});

describe('Masters state shape (replay speed)', () => {
  /** Keys in insertion order: V8 gives objects built with the same keys in the same order one shape. */
  const keysOf = (state: ChaoticState) => Object.keys(state.masters!).join(',');

  it('keeps the same keys in the same order through a whole game: optional fields start undefined and are never deleted', () => {
    for (const [seed, format] of [[3, 'masters'], [4, 'masters'], [5, 'limited'], [6, 'limited']] as const) {
      const match = botGame(seed, format);
      const { config, combined } = replayInputs(match);
      const state = engine.setup(config, { combined });
      const keys = keysOf(state);
      // Limited sets up the same Masters part; a game of either format starts with the Masters keys.
      expect(keys).toBe(keysOf(mastersGame()));
      for (const action of match.actions) {
        engine.applyInPlace(state, action);
        // A field added after set-up or deleted makes every later read of the state slow: declare it in setup.ts as undefined.
        expect(keysOf(state)).toBe(keys);
      }
    }
  });

  it('fields left undefined are not in the canonical JSON, so state hashes are as before', () => {
    const state = mastersGame();
    expect(Object.keys(state.masters!)).toEqual(expect.arrayContaining(['ruleMods', 'attacked', 'mugicPlayed']));
    expect(canonicalJson(state)).toBe(canonicalJson(JSON.parse(JSON.stringify(state))));
    expect(canonicalJson(state)).not.toContain('"ruleMods"');
    expect(canonicalJson(state)).not.toContain('"mugicPlayed"');
  });
});
