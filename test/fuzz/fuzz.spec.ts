import { registeredGames } from '@arbiter/platform';
import { buildCorpus } from './corpus';
import { bundledCardFiles } from './bundled-card-files';
import { runFuzz } from './fuzz-run';
import { fuzzTargets } from './targets';

jest.setTimeout(60_000);

// A short run of `npm run fuzz`: every input a stranger controls gives a verdict, never a crash.
describe('fuzzing of every input a stranger controls', () => {
  const games = registeredGames();
  const targets = fuzzTargets(games, buildCorpus(games, bundledCardFiles(), { logsPerGame: 3 }));

  it('has samples of every kind for every registered game', () => {
    for (const game of games.ids()) {
      expect(targets.filter((t) => t.game === game).map((t) => t.kind).sort()).toEqual(['card-file', 'decklist', 'match-log', 'players-csv']);
    }
  });

  it('gives a structured verdict for every mutated match log, decklist, card file and players CSV', () => {
    const result = runFuzz({ targets, perKind: { 'match-log': 2400, decklist: 900, 'card-file': 300, 'players-csv': 600 }, seed: 20_261_205 });
    expect(result.crashes.map((c) => `${c.target} (${c.mutations.join(', ')}): ${c.error.split('\n')[0]}`)).toEqual([]);
    const all = Object.values(result.counts);
    expect(all.reduce((n, c) => n + c.inputs, 0)).toBe(4200);
    // Mutations reach every verdict: readers refuse, audits find violations, some inputs stay valid.
    expect(all.reduce((n, c) => n + c.unreadable, 0)).toBeGreaterThan(0);
    expect(all.reduce((n, c) => n + c.invalid, 0)).toBeGreaterThan(0);
    expect(all.reduce((n, c) => n + c.valid, 0)).toBeGreaterThan(0);
  });
});
