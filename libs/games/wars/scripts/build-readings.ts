/**
 * Writes readings/<engine version>.json: every bundled card's abilities as the grammar
 * (src/text) reads them, with readings/overrides.json applied. Run after changing the grammar,
 * the vocabulary, the card data or the overrides, and review the diff like code:
 *
 *   npm run build && node dist/libs/games/wars/scripts/build-readings.js
 *
 * The test `wars-text-readings.spec.ts` fails while the checked-in file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundledWarsReadings, readingsJson, WARS_READINGS_FILE } from '../src/text';

const root = resolve(process.argv[2] ?? join(process.cwd(), 'libs/games/wars'));
const readings = bundledWarsReadings();
writeFileSync(join(root, WARS_READINGS_FILE), readingsJson(readings));
const { abilities, read, cards, cardsRead } = readings.totals;
console.log(`wrote ${join(root, WARS_READINGS_FILE)}: ${read}/${abilities} abilities read, ${cardsRead}/${cards} cards read in full`);
