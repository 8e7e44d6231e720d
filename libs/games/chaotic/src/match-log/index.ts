export * from './header';
export * from './parse-log';
export * from './audit';
export * from './write-log';
export * from './deck-legality';
