import type { Violation } from '@arbiter/rules';

/** One WARS violation: code `wars/<what>`, the rule the action breaks, and what the rule required. */
export const broken = (seq: number, what: string, rule: string, message: string): Violation[] => [{ code: `wars/${what}`, rule, seq, message }];
