import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkGoldenLog } from '@arbiter/rules';
import { WARS_ENGINE_VERSION, warsModule } from '../src';
import { botLog, samples } from './engine-support';

/** The two sample decks, bot game seed GOLDEN_SEED, recorded once (RECORD_WARS_GOLDEN=1 rewrites it after a deliberate engine change). */
const GOLDEN_SEED = 7;
const FILE = `${__dirname}/wars-golden.ndjson`;
const FINAL_HASH = '39f430a7b55efdc25cdd8bd76e669d2c3a80116da7236757eb12dce171f0fe8e';

/** The same decks and seed in paper play: every card declared as it becomes known. */
const PAPER_FILE = `${__dirname}/wars-golden-paper.ndjson`;
const PAPER_FINAL_HASH = 'b73c86bb06aed32b1df567422028ca04a2c835f0d90f09b141f450a70bd5c20e';

/**
 * The same games as earlier engine versions recorded them (versions/): each replays under its
 * version to the state that version reached. (The games go another way under each later version:
 * 1.1.0's standing effects change battles and drains, and 1.2.0's bots use activated abilities.)
 */
const RECORDED = [
  ['wars-golden', '1.0.0', '194e540049c2c37b196fdf5309d6bab9d284a41914e284c8c255b1f466fb4a37'],
  ['wars-golden-paper', '1.0.0', '2152295540075e20df7ceb48c074dc56ff93228fa2e674a2deae7be8d231a3c5'],
  ['wars-golden', '1.1.0', '38c2e5ce274bd575f5604b1fb017f7fc74f10f15d3981b7be77a03c1eb61a686'],
  ['wars-golden-paper', '1.1.0', 'bce14a5d0716f7030e8ad6ba0ee694b394b90978a61a801ec873b72eca589697'],
] as const;
const recordedBy = (name: string, version: string) => readFileSync(join(__dirname, 'versions', `${name}.engine-${version}.ndjson`), 'utf8');
const versionOf = (ndjson: string) => (JSON.parse(ndjson.slice(0, ndjson.indexOf('\n'))) as { engineVersion: string }).engineVersion;

describe('the WARS golden log (sample decks)', () => {
  it(`replays to its recorded final state hash, recorded under engine ${WARS_ENGINE_VERSION}`, () => {
    if (process.env.RECORD_WARS_GOLDEN) writeFileSync(FILE, `${botLog(GOLDEN_SEED, samples()).ndjson}\n`);
    const log = readFileSync(FILE, 'utf8');
    expect(versionOf(log)).toBe(WARS_ENGINE_VERSION);
    expect(checkGoldenLog(warsModule, log, FINAL_HASH)).toEqual([]);
  });

  it('replays the paper-play log to its recorded final state hash', () => {
    if (process.env.RECORD_WARS_GOLDEN) writeFileSync(PAPER_FILE, `${botLog(GOLDEN_SEED, samples(), 'paper').ndjson}\n`);
    const log = readFileSync(PAPER_FILE, 'utf8');
    expect(versionOf(log)).toBe(WARS_ENGINE_VERSION);
    expect(checkGoldenLog(warsModule, log, PAPER_FINAL_HASH)).toEqual([]);
  });

  it.each(RECORDED)('%s as engine %s recorded it still replays under that version to its recorded final hash', (name, version, hash) => {
    const log = recordedBy(name, version);
    expect(versionOf(log)).toBe(version);
    expect(checkGoldenLog(warsModule, log, hash)).toEqual([]);
  });
});
