import { formatCardRowError } from './card-row-error';
import type { CardSet } from './card-set';
import { importChaoticCards } from './import-cards';

let cached: CardSet | undefined;

/** The raw bundled card file (data/chaotic-cards.json), loaded with require so it works from dist/. */
export function bundledCardRows(): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../../data/chaotic-cards.json') as unknown;
}

/**
 * The bundled real card set, imported once and cached. The bundled file must import
 * without errors; if it ever does not, that is a packaging fault, so this throws.
 */
export function loadChaoticCards(): CardSet {
  if (cached) return cached;
  const { set, errors } = importChaoticCards(bundledCardRows());
  if (errors.length > 0) {
    throw new Error(`bundled Chaotic card set has ${errors.length} bad rows, e.g. ${formatCardRowError(errors[0])}`);
  }
  cached = set;
  return set;
}
