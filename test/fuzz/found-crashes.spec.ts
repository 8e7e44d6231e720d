import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredGames } from '@arbiter/platform';
import { bundledCardFiles } from './bundled-card-files';
import { buildCorpus } from './corpus';
import { targetName } from './fuzz-run';
import { fuzzTargets } from './targets';

// Inputs the fuzzer once crashed a reader with, named `<kind>.<game>.<what>.<ext>`: each must now give a verdict.
describe('inputs that once crashed a reader', () => {
  const games = registeredGames();
  const targets = fuzzTargets(games, buildCorpus(games, bundledCardFiles(), { logsPerGame: 1 }));
  const dir = join(__dirname, 'found');
  const files = readdirSync(dir).sort();

  it('keeps at least one found input', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s gives a verdict', (file) => {
    const [kind, game] = file.split('.');
    const target = targets.find((t) => targetName(t) === `${kind}:${game}`);
    expect(target).toBeDefined();
    const verdict = target!.judge(readFileSync(join(dir, file), 'utf8'));
    expect(['valid', 'invalid', 'unreadable']).toContain(verdict.kind);
  });
});
