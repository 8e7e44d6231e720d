import { allCardIds, CardSet, checkDeck, Decklist, emptyDecklist, loadChaoticCards, SECTIONS, SECTION_TYPE } from '@arbiter/chaotic';
import type { DeckViolation } from '@arbiter/rules';
import type { Deck, DeckChecker } from '@arbiter/tournament';

/** A registered Chaotic deck: the flat card ids the tournament keeps, and the sections they came in. */
export interface ChaoticDeck extends Deck {
  readonly decklist?: Decklist;
}

/** Sorts flat card ids into sections by card type; unknown ids stay in `creatures` for checkDeck to report. */
export function decklistFromCards(cards: readonly string[], set: CardSet = loadChaoticCards()): Decklist {
  const deck = emptyDecklist();
  for (const id of cards) {
    const type = set.byId(id)?.type;
    const section = SECTIONS.find((s) => SECTION_TYPE[s] === type) ?? 'creatures';
    deck[section].push(id);
  }
  return deck;
}

export const chaoticDeck = (decklist: Decklist): ChaoticDeck => ({ cards: allCardIds(decklist), decklist });

/** The tournament's DeckChecker port, answered by each game's own module (only Chaotic has one). */
export const gamesDeckChecker: DeckChecker = (game, format, deck): readonly DeckViolation[] => {
  if (game !== 'chaotic') {
    return [{ code: 'tournament/game-unsupported', rule: 'platform', message: `No deck checker is available for ${game}.` }];
  }
  const decklist = (deck as ChaoticDeck).decklist ?? decklistFromCards(deck.cards);
  return checkDeck(decklist, loadChaoticCards(), format);
};
