/** Chaotic Comprehensive Rules 2.0 keyed by rule number (bundled copy of the shared rules JSON). */
let rules: Readonly<Record<string, string>> | undefined;

function loadRules(): Readonly<Record<string, string>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  rules ??= require('../../data/comprehensive-rules-2.0.json') as Record<string, string>;
  return rules;
}

/** The text of a rule by its number (e.g. `6.3.3`), or undefined for a number the rules do not have. */
export function chaoticRuleText(rule: string): string | undefined {
  const text = loadRules()[rule];
  return typeof text === 'string' ? text : undefined;
}

/** Whether a rule number exists in the comprehensive rules: every violation must cite one that does. */
export function isChaoticRule(rule: string): boolean {
  return chaoticRuleText(rule) !== undefined;
}
