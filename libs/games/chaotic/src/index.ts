export * from './cards';
export * from './keywords';
export * from './decks';
export * from './formats';
export * from './engine';
export * from './match-log';
export * from './bots';
export * from './effects';
