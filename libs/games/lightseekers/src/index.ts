export * from './rules';
export * from './cards';
export * from './decks';
export * from './engine';
export * from './lightseekers-module';
