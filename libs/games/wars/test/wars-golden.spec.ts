import { readFileSync, writeFileSync } from 'node:fs';
import { checkGoldenLog } from '@arbiter/rules';
import { warsModule } from '../src';
import { botLog, samples } from './engine-support';

/** The two sample decks, bot game seed GOLDEN_SEED, recorded once (RECORD_WARS_GOLDEN=1 rewrites it after a deliberate engine change). */
const GOLDEN_SEED = 7;
const FILE = `${__dirname}/wars-golden.ndjson`;
const FINAL_HASH = '194e540049c2c37b196fdf5309d6bab9d284a41914e284c8c255b1f466fb4a37';

/** The same decks and seed in paper play: every card declared as it becomes known. */
const PAPER_FILE = `${__dirname}/wars-golden-paper.ndjson`;
const PAPER_FINAL_HASH = '2152295540075e20df7ceb48c074dc56ff93228fa2e674a2deae7be8d231a3c5';

describe('the WARS golden log (sample decks)', () => {
  it('replays to its recorded final state hash', () => {
    if (process.env.RECORD_WARS_GOLDEN) writeFileSync(FILE, `${botLog(GOLDEN_SEED, samples()).ndjson}\n`);
    expect(checkGoldenLog(warsModule, readFileSync(FILE, 'utf8'), FINAL_HASH)).toEqual([]);
  });

  it('replays the paper-play log to its recorded final state hash', () => {
    if (process.env.RECORD_WARS_GOLDEN) writeFileSync(PAPER_FILE, `${botLog(GOLDEN_SEED, samples(), 'paper').ndjson}\n`);
    expect(checkGoldenLog(warsModule, readFileSync(PAPER_FILE, 'utf8'), PAPER_FINAL_HASH)).toEqual([]);
  });
});
