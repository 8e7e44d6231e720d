import fc from 'fast-check';
import { combineSeeds, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, type EngineFormat } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticState, EngineDeck } from '../src/engine';
import { createContext } from '../src/engine/context';
import { mayLowerEnergy } from '../src/engine/innate-energy';
import { matchTriggers } from '../src/engine/match-triggers';
import { Stats } from '../src/engine/stats';
import { removeDefeated } from '../src/engine/defeat';
import { cards, config, engine, PLAYERS, replayInputs, starterDecks } from './support';

/**
 * Replay speed: the defeat check (defeat.ts) reads no innate layer for a creature whose damage
 * is below its printed Energy plus the modifications of resolved effects, while no card where
 * the layer is gathered has a static line that could lower Energy (innate-energy.ts, kept in
 * the trigger index). These pin that reading of card text and that the floor never exceeds the
 * Energy `Stats` gives; match-trigger-index.spec.ts replays games with and without the index.
 */
const ctx = createContext(cards);
const idOf = (name: string) => cards.cards.find((c) => c.name === name)!.id;

function setupOf(decks: readonly [EngineDeck, EngineDeck], seed: number): ChaoticState {
  return engine.setup({ ...config(), format: 'masters', decks }, { combined: combineSeeds([`${seed}-a`, `${seed}-b`], 'test-match') });
}

describe('innate text that can lower Energy', () => {
  it.each(['Ixxik', "Ulmar's Projector", 'Ijahni Outpost', 'Hiadrom', 'Burithean Axe'])('%s: its static text can', (name) => {
    expect(mayLowerEnergy(ctx, idOf(name))).toBe(true);
  });

  it.each(['Prism of Vacuity', "Ring of Na'arin", 'Warbeast Power Leash', 'Citadel Fragments', 'Maxxor'])('%s: its static text only adds Energy, or names none', (name) => {
    expect(mayLowerEnergy(ctx, idOf(name))).toBe(false);
  });

  it('is not in the starter decks; a card with it in a general discard pile is seen at once', () => {
    const state = setupOf(starterDecks, 1);
    expect(matchTriggers(state, ctx).innateMayLowerEnergy).toBe(false);
    state.zones[1].generalDiscard.push(idOf('Ixxik'));
    expect(matchTriggers(state, ctx).innateMayLowerEnergy).toBe(true);
  });

  it('absent, leaves every creature at least its printed Energy plus resolved modifications, after every action of random games', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom<EngineFormat>('masters', 'limited'), (seed, format) => {
      const rng = new SeededRng(rngStateFromSeed(seed));
      const decks = [buildRandomDeck(cards, format, rng), buildRandomDeck(cards, format, rng)] as const;
      const match = playBotMatch({ cards, decks, seed, format, players: [...PLAYERS] });
      const { config: matchConfig, combined } = replayInputs(match);
      const state = engine.setup(matchConfig, { combined });
      for (const action of match.actions) {
        engine.applyInPlace(state, action);
        if (matchTriggers(state, ctx).innateMayLowerEnergy) continue;
        const stats = new Stats(state, ctx);
        for (const c of state.creatures) {
          if (c.space === null) continue;
          const floor = state.masters!.mods.reduce((n, m) => n + (m.uid === c.uid && m.stat === 'energy' ? m.delta : 0), c.energy);
          expect(stats.stat(c.uid, 'energy')).toBeGreaterThanOrEqual(floor);
        }
      }
    }), { numRuns: 6 });
  });
});

describe('the defeat check with modifications of Energy', () => {
  /** Creature 0 of a fresh game with this Energy modification and its damage set from its Energy `Stats` gives. */
  function defeatedWith(delta: number, damage: (energy: number, printed: number) => number): boolean {
    const state = setupOf(starterDecks, 3);
    state.masters!.mods.push({ uid: 0, stat: 'energy', delta, until: 'end-of-turn' });
    const creature = state.creatures[0];
    creature.damage = damage(new Stats(state, ctx).stat(0, 'energy'), creature.energy);
    removeDefeated(state, new Stats(state, ctx));
    return creature.space === null;
  }

  it('an Energy gain: below the printed Energy, or below the gained Energy, survives; at it, falls', () => {
    expect(defeatedWith(10, (_, printed) => printed - 1)).toBe(false);
    expect(defeatedWith(10, (energy) => energy - 1)).toBe(false);
    expect(defeatedWith(10, (energy) => energy)).toBe(true);
  });

  it('an Energy loss: damage below the printed Energy but at the lowered Energy falls', () => {
    expect(defeatedWith(-10, (energy) => energy)).toBe(true);
    expect(defeatedWith(-10, (energy) => energy - 1)).toBe(false);
  });
});
