export * from './card';
export * from './card-row-error';
export { CardSet, fullName } from './card-set';
export { importChaoticCards, type ImportOptions, type ImportResult } from './import-cards';
export { loadChaoticCards, bundledCardRows } from './load-cards';
export { CARD_TYPES, TRIBES, ELEMENTS } from './read-row';
