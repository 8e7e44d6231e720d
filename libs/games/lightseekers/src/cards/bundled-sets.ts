import type { CardSetFile } from './card';
import type { LightseekersCardSet } from './card-set';
import { importCardSet } from './import-card-set';
import { type RealNameRow, realNameStubFile } from './real-name-stubs';

/** The bundled card sets, loaded on first use (no file is read at import time). */
export const BUNDLED_SETS = ['testwave', 'examples', 'astral-names'] as const;
export type BundledSet = (typeof BUNDLED_SETS)[number];

const loaded = new Map<BundledSet, LightseekersCardSet>();

function bundledFile(name: BundledSet): unknown {
  /* eslint-disable @typescript-eslint/no-require-imports */
  switch (name) {
    case 'testwave':
      return require('../../data/testwave.cards.json') as CardSetFile;
    case 'examples':
      return require('../../data/examples.cards.json') as CardSetFile;
    case 'astral-names':
      return realNameStubFile(require('../../data/lightseekers-cards.json') as RealNameRow[]);
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/**
 * A bundled set: `testwave` (invented cards covering the vocabulary, for tests and bots),
 * `examples` (the rules' own examples, illustrative, unplayable), `astral-names` (the real
 * names as unplayable stubs). A bundled file with problems is a bug, so it throws.
 */
export function bundledCardSet(name: BundledSet): LightseekersCardSet {
  const cached = loaded.get(name);
  if (cached) return cached;
  const { set, problems } = importCardSet(bundledFile(name));
  if (!set) throw new Error(`bundled Lightseekers set ${name}: ${problems.map((p) => `${p.where} ${p.message}`).join('; ')}`);
  loaded.set(name, set);
  return set;
}
