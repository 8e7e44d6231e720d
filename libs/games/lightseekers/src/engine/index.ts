export * from './state';
export * from './engine';
export * from './view';
export * from './seating';
export * from './setup';
export * from './combo-payment';
export * from './attest';
export { AUTOMATED_VERBS, isAutomated } from './resolve';
