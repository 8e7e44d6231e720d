export * from './random-bot';
export * from './play-match';
