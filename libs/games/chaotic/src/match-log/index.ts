export * from './header';
export * from './parse-log';
export * from './audit';
export * from './write-log';
export * from './deck-legality';
export * from './config-from-header';
export * from './attested-entries';
export * from './payload-shapes';
