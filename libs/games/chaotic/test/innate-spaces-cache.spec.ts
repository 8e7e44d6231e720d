import { canonicalJson, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, type EngineFormat } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticState } from '../src/engine';
import { cloneState } from '../src/engine/clone';
import { createContext } from '../src/engine/context';
import { Stats } from '../src/engine/stats';
import { cards, engine, PLAYERS, replayInputs } from './support';

/**
 * CR 8.7.2.3: innate text is re-evaluated whenever values are read. Text that reads where
 * creatures stand ("Your adjacent Creatures have "Defender."", Illexia; "on your side of the
 * Battleboard"; Mirage "in this space") makes the kept innate layer depend on every space
 * (innate-reads.ts READ_SPACES): after a move, the values read through the cache equal a fresh
 * computation. These games (random legal decks) once kept a stale Defender after a move.
 */
const ctx = createContext(cards);

function keywordsAndStats(state: ChaoticState, stats: Stats): string {
  return canonicalJson(state.creatures.filter((c) => c.space !== null).map((c) => ({
    uid: c.uid,
    keywords: stats.keywords(c.uid),
    stats: (['courage', 'power', 'wisdom', 'speed', 'energy'] as const).map((s) => stats.stat(c.uid, s)),
  })));
}

function randomDeckGame(seed: number, format: EngineFormat) {
  const rng = new SeededRng(rngStateFromSeed(seed));
  const decks = [buildRandomDeck(cards, format, rng), buildRandomDeck(cards, format, rng)] as const;
  return playBotMatch({ cards, decks, seed, format, players: [...PLAYERS] });
}

describe('CR 8.7.2.3 innate text that reads spaces is re-evaluated after a creature moves', () => {
  const games: [number, EngineFormat][] = [[25, 'limited'], [143, 'limited'], [3, 'masters'], [19, 'masters'], [21, 'masters'], [126, 'masters']];

  it.each(games)('seed %i (%s): the cached values equal a fresh computation after every action', (seed, format) => {
    const match = randomDeckGame(seed, format);
    const { config, combined } = replayInputs(match);
    const state = engine.setup(config, { combined });
    for (const action of match.actions) {
      engine.applyInPlace(state, action);
      const copy = cloneState(state, ctx);
      expect({ seq: action.seq, values: keywordsAndStats(state, new Stats(state, ctx)) }).toEqual({ seq: action.seq, values: keywordsAndStats(copy, new Stats(copy, ctx)) });
    }
  });
});
