import { map, type Parser, sepBy1, word as w, alt, seq } from './combinators';
import { clause } from './effects';
import type { VerbCall } from './reading';

/**
 * The cost of an activated ability, before the rift: the same verbs as effects ("Pay 2
 * energy", "Dismiss this asset", "Put a card from your hand on top of your used pile"),
 * joined by "and" (CR glossary `activated ability`: every part is paid).
 */
export const cost: Parser<VerbCall[]> = map(sepBy1(clause, alt(w('and'), seq(w(','), w('and')), w(','))), (parts) => parts.flat());
