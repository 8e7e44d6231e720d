import type { Target } from '../text/reading';
import type { Game } from '../engine/game-cards';
import { isCardKind } from './card-kinds';
import { isFactionWord } from '../cards/factions';
import { describesOutOfPlay } from './hand-phrases';

/**
 * The card a search looks for ("Search your used pile for an inverter", "download a location that
 * has “Ganymede” in its title"): a card out of play, described by its faction, type, subtype or a
 * label, and its title or words of it (CR glossary `download`).
 */

/** Whether a card out of play is one a search phrase describes (a location by its subtype too: "download a site"). */
export function describesSearched(g: Game, key: string, t: Target): boolean {
  const c = g.card(key);
  return describesOutOfPlay(g, key, t, true)
    && (t.filters ?? []).every((f) => ('titleHas' in f && c.name.toLowerCase().includes(f.titleHas.toLowerCase())) || ('title' in f && c.name.toLowerCase() === f.title.toLowerCase()));
}

/** Whether the engine reads a search phrase: one card ("a …"), of factions and kinds, words of its title, nothing else. */
export const searchPhraseSupported = (t: Target): boolean =>
  t.select === 'a' && t.count === undefined && !t.owner && !t.at && !t.alsoAt && !t.and && !t.other
  && t.traits.every(isFactionWord) && t.kinds.length > 0 && t.kinds.every(isCardKind) && (t.filters ?? []).every((f) => 'titleHas' in f || 'title' in f);
