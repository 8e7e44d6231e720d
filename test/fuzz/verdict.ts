/**
 * What every input must come back as: valid, invalid with its violations, or unreadable with
 * what is wrong in words. Anything else (an exception, a result of the wrong shape) is a crash.
 */
export type Verdict =
  | { readonly kind: 'valid' }
  | { readonly kind: 'invalid'; readonly problems: number }
  | { readonly kind: 'unreadable'; readonly problems: number };

/** A result that does not have the shape its callers rely on: the fuzzer counts it as a crash. */
export class UnstructuredResult extends Error {
  constructor(what: string) {
    super(`unstructured result: ${what}`);
    this.name = 'UnstructuredResult';
  }
}

/** What a failed check says: built only when the check fails (the checks run millions of times). */
type Words = string | (() => string);
const words = (what: Words): string => (typeof what === 'string' ? what : what());

export function expectShape(ok: boolean, what: Words): void {
  if (!ok) throw new UnstructuredResult(words(what));
}

/** Some non-blank text (`\S` is what `trim` removes no more of), without making a trimmed copy. */
const isText = (v: unknown): v is string => typeof v === 'string' && /\S/.test(v);

/** A violation a player or judge can act on: a code, a rule, a message in words (and a seq for a rules violation). */
export function checkViolation(v: unknown, where: Words, citable: (rule: string) => boolean, withSeq: boolean): void {
  const x = v as { code?: unknown; rule?: unknown; message?: unknown; seq?: unknown };
  expectShape(typeof v === 'object' && v !== null, () => `${words(where)}: a violation that is not an object`);
  expectShape(isText(x.code), () => `${words(where)}: a violation without a code`);
  expectShape(isText(x.message), () => `${words(where)}: violation ${String(x.code)} without a message`);
  expectShape(isText(x.rule) && citable(x.rule as string), () => `${words(where)}: violation ${String(x.code)} cites ${JSON.stringify(x.rule)}, not a key of the rules index`);
  if (withSeq) expectShape(Number.isInteger(x.seq) && (x.seq as number) >= 0, () => `${words(where)}: violation ${String(x.code)} has seq ${JSON.stringify(x.seq)}`);
}

/** A problem in words with its place: a line number, or a field or pointer. */
export function checkProblem(p: unknown, where: Words, place: 'line' | 'where'): void {
  const x = p as { line?: unknown; where?: unknown; message?: unknown };
  expectShape(typeof p === 'object' && p !== null && isText(x.message), () => `${words(where)}: a problem without a message`);
  if (place === 'line') expectShape(Number.isInteger(x.line) && (x.line as number) >= 1, () => `${words(where)}: a problem without its line (${JSON.stringify(x.line)})`);
  else expectShape(typeof x.where === 'string', () => `${words(where)}: a problem without its place`);
}
