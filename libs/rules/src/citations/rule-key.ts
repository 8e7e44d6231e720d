import type { RulesIndex } from './rules-index';

/** The prefix of a deck violation that cites a community format's list instead of a rule (`format:standard`). */
export const FORMAT_RULE_PREFIX = 'format:';

/**
 * Whether `key` is one a violation of this game may cite: a key of its rules index, or a
 * community format's list (`format:<id>`), which deck legality cites where no rule applies.
 */
export function isRuleKey(index: RulesIndex, key: string): boolean {
  if (key.startsWith(FORMAT_RULE_PREFIX)) return key.length > FORMAT_RULE_PREFIX.length;
  return index.text(key) !== undefined;
}

/** The violations (anything with a `code` and a `rule`) that cite a key the game's index does not have. */
export function uncitedRules<V extends { readonly code: string; readonly rule: string }>(index: RulesIndex, violations: readonly V[]): V[] {
  return violations.filter((v) => !isRuleKey(index, v.rule));
}
