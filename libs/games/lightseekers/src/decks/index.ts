export * from './deck';
export * from './check-deck';
export * from './access';
export * from './random-deck';
