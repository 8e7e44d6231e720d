export * from './state';
export { gameOf, statsOf, keywordValue, type CardLookup, type Game } from './game-cards';
export { applyOutcome, everyCard, WARS_ATTEST_INVARIANTS, type AttestMove, type AttestOutcome } from './attest';
export { boundWords, checkWithinText, type TextBound } from './attest-within-text';
export { boundsAttestedByReading } from './engine-versions';
export * from './view';
export * from './wars-engine';
