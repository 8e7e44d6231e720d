import { uncitedRules } from '../citations/rule-key';
import type { RulesIndex } from '../citations/rules-index';

/**
 * Every violation cites a key of its game's rules index, and its code is the game's
 * (`<game>/…`). Returns each that does not, in words.
 */
export function checkCitations(rules: RulesIndex, violations: readonly { readonly code: string; readonly rule: string }[]): string[] {
  const problems = uncitedRules(rules, violations).map((v) => `${v.code} cites "${v.rule}", not a key of the ${rules.game} rules`);
  for (const v of violations) if (!v.code.startsWith(`${rules.game}/`)) problems.push(`${v.code} is not a ${rules.game} code`);
  return problems;
}
