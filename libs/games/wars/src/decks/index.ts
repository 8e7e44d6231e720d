export * from './check-deck';
export * from './decklist';
export * from './decklist-file';
export * from './formats';
export * from './random-deck';
export * from './sample-decks';
