import { warsVocabulary } from '../text/vocabulary';

/** Kinds the text names that are not cards in play: a phrase naming one is not the engine's to carry out yet. */
const NOT_CARDS = new Set(['drain', 'attack', 'battle', 'activated ability', 'ability', 'movement', 'player', 'energy icon', 'support icon', 'title']);

let known: Set<string> | undefined;

/** Whether a kind word names cards in play by type, label or location subtype (`hasKind` reads it), or any card. */
export function isCardKind(kind: string): boolean {
  known ??= new Set([...warsVocabulary().kinds.values()].filter((k) => !NOT_CARDS.has(k)));
  return known.has(kind);
}
