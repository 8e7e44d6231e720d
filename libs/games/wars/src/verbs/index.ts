export * from './bound';
export * from './verb';
export { boundOfCall, boundOfCalls, boundOfReading, WARS_VERBS } from './registry';
