import type { Violation } from '@arbiter/rules';

/** One violation of the Lightseekers rules: `lightseekers/<what>` and the `ls:` key the action breaks. */
export function cite(seq: number, what: string, rule: string, message: string): Violation[] {
  return [{ code: `lightseekers/${what}`, rule, seq, message }];
}
