/**
 * Writes data/wars-rules-1.5.json from data/comprehensive-rules-1.5.txt. Run after changing
 * either the rules text or the builder:
 *
 *   npx swc libs/games/wars/scripts -d /tmp/wars-scripts && node /tmp/wars-scripts/libs/games/wars/scripts/build-rules-index.js
 *
 * The test `wars-rules-index.spec.ts` fails while the bundled JSON differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildWarsRulesIndex } from './rules-index-builder';

const data = resolve(process.argv[2] ?? join(process.cwd(), 'libs/games/wars/data'));
const index = buildWarsRulesIndex(readFileSync(join(data, 'comprehensive-rules-1.5.txt'), 'utf8'));
writeFileSync(join(data, 'wars-rules-1.5.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`wrote ${Object.keys(index).length} keys to ${join(data, 'wars-rules-1.5.json')}`);
