export * from './cards';
export * from './decks';
export * from './rules';
export * from './engine';
export * from './module/wars-bots';
export * from './module/wars-decks';
export * from './module/wars-log';
export * from './wars-module';
