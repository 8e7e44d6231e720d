export * from './ability';
export { parseAbilities, type ParsedText } from './parse-abilities';
export { parseKeyword, looksLikeKeyword } from './parse-keyword';
