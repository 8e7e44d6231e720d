export * from './decklist';
export { parseDecklist, parseDecklistFile, formatDecklistError, type DecklistError } from './decklist-file';
export { loadStarterDecks, bundledStarterDeckFile, type StarterDecks } from './starter-decks';
export { checkDeck, type CheckDeckOptions } from './check-deck';
export { buildRandomDeck, type DeckRng } from './random-deck';
