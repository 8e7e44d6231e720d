import fc from 'fast-check';
import { combineSeeds, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, EngineFormat } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticState, EngineDeck } from '../src/engine';
import { createContext } from '../src/engine/context';
import { mayLowerEnergy } from '../src/engine/innate-energy';
import { matchTriggers } from '../src/engine/match-triggers';
import { Stats } from '../src/engine/stats';
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
