import type { WarsCard } from './card';
import { formatWarsCardProblem, importWarsCards } from './import-cards';

let cached: readonly WarsCard[] | undefined;

/** The raw bundled card file (data/wars-cards.json), loaded with require so it works from dist/. */
export function bundledWarsCardRows(): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../../data/wars-cards.json') as unknown;
}

/**
 * The bundled 497 cards, imported once and cached. The bundled file must import without
 * problems; if it ever does not, that is a packaging fault, so this throws.
 */
export function loadWarsCards(): readonly WarsCard[] {
  if (cached) return cached;
  const { cards, problems } = importWarsCards(bundledWarsCardRows());
  if (problems.length > 0) throw new Error(`bundled WARS card set has ${problems.length} bad rows, e.g. ${formatWarsCardProblem(problems[0])}`);
  cached = cards;
  return cards;
}
