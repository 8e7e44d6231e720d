export * from './bundled-readings';
export * from './card-readings';
export { parseAll } from './combinators';
export { readAbility } from './read-ability';
export * from './reading';
export { checkedInReadings } from './version-readings';
export { normalizeText, tokenize, type Token } from './tokens';
export * from './vocabulary';
export type { Parser } from './combinators';
