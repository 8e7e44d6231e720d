import type { Token } from './tokens';

/**
 * A small parser-combinator core over words, after the pattern of Parsec and Parsimmon:
 * a parser is a function from a position to a value and the next position, or a failure;
 * the furthest failure and what was expected there are kept for the whole run, so an
 * unread ability says where the grammar stopped and which words it would have taken.
 */
export interface ParseRun {
  readonly tokens: readonly Token[];
  furthest: number;
  expected: Set<string>;
}

export type Reply<T> = { readonly ok: true; readonly value: T; readonly next: number } | { readonly ok: false };
export type Parser<T> = (run: ParseRun, at: number) => Reply<T>;

const FAIL: Reply<never> = { ok: false };

/** Notes a failure at `at`; only the furthest failures are kept. */
function expect(run: ParseRun, at: number, what: string): Reply<never> {
  if (at > run.furthest) {
    run.furthest = at;
    run.expected = new Set([what]);
  } else if (at === run.furthest) run.expected.add(what);
  return FAIL;
}

/** One word, or a phrase of words given with spaces ("until end of turn"). */
export function word(phrase: string): Parser<string> {
  const words = phrase.toLowerCase().split(' ');
  return (run, at) => {
    for (let k = 0; k < words.length; k++) {
      if (run.tokens[at + k]?.word !== words[k]) return expect(run, at + k, `'${words[k]}'`);
    }
    return { ok: true, value: phrase, next: at + words.length };
  };
}

/** Any one of the phrases, longest first so "used pile" wins over "used"; the value is the phrase's entry. */
export function oneOf<T>(entries: Readonly<Record<string, T>> | ReadonlyMap<string, T>, name: string): Parser<T> {
  const list = [...(entries instanceof Map ? entries : Object.entries(entries))]
    .map(([k, v]: [string, unknown]) => ({ words: k.toLowerCase().split(' '), value: v as T }))
    .sort((a, b) => b.words.length - a.words.length);
  return (run, at) => {
    for (const e of list) if (e.words.every((w: string, k: number) => run.tokens[at + k]?.word === w)) return { ok: true, value: e.value, next: at + e.words.length };
    return expect(run, at, name);
  };
}

/** A token read by a predicate (numbers, quoted titles); `name` is what an unread ability says was expected. */
export function tokenWhere<T>(name: string, read: (t: Token) => T | undefined): Parser<T> {
  return (run, at) => {
    const t = run.tokens[at];
    const value = t === undefined ? undefined : read(t);
    return value === undefined ? expect(run, at, name) : { ok: true, value, next: at + 1 };
  };
}

type Values<Ps extends readonly Parser<unknown>[]> = { [K in keyof Ps]: Ps[K] extends Parser<infer T> ? T : never };

export function seq<Ps extends readonly Parser<unknown>[]>(...parsers: Ps): Parser<Values<Ps>> {
  return (run, at) => {
    const values: unknown[] = [];
    let next = at;
    for (const p of parsers) {
      const r = p(run, next);
      if (!r.ok) return FAIL;
      values.push(r.value);
      next = r.next;
    }
    return { ok: true, value: values as Values<Ps>, next };
  };
}

/** The first alternative that reads (PEG ordered choice: put longer readings first). */
export function alt<T>(...parsers: readonly Parser<T>[]): Parser<T>;
export function alt<Ps extends readonly Parser<unknown>[]>(...parsers: Ps): Parser<Values<Ps>[number]>;
export function alt<Ps extends readonly Parser<unknown>[]>(...parsers: Ps): Parser<Values<Ps>[number]> {
  return (run, at) => {
    for (const p of parsers) {
      const r = p(run, at) as Reply<Values<Ps>[number]>;
      if (r.ok) return r;
    }
    return FAIL;
  };
}

export function map<A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> {
  return (run, at) => {
    const r = p(run, at);
    return r.ok ? { ok: true, value: f(r.value), next: r.next } : FAIL;
  };
}

export function opt<T>(p: Parser<T>): Parser<T | undefined> {
  return (run, at) => {
    const r = p(run, at);
    return r.ok ? r : { ok: true, value: undefined, next: at };
  };
}

export function many<T>(p: Parser<T>): Parser<T[]> {
  return (run, at) => {
    const values: T[] = [];
    let next = at;
    for (;;) {
      const r = p(run, next);
      if (!r.ok || r.next === next) return { ok: true, value: values, next };
      values.push(r.value);
      next = r.next;
    }
  };
}

/** One or more `p` separated by `sep` ("power +2, tactics +1 and defense +2"). */
export function sepBy1<T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> {
  return map(seq(p, many(map(seq(sep, p), ([, v]) => v))), ([first, rest]) => [first, ...rest]);
}

/** A parser defined later (the grammar is recursive: a target may be "where you have a unit …"). */
export function lazy<T>(make: () => Parser<T>): Parser<T> {
  let p: Parser<T> | undefined;
  return (run, at) => (p ??= make())(run, at);
}

/** `p`, kept only when its value passes `ok` ("on a related location" is a place only when it names a location). */
export function check<T>(p: Parser<T>, ok: (value: T) => boolean): Parser<T> {
  return (run, at) => {
    const r = p(run, at);
    return r.ok && ok(r.value) ? r : FAIL;
  };
}

export const succeed = <T>(value: T): Parser<T> => (_run, at) => ({ ok: true, value, next: at });

/** Reads `p` over all the tokens; on failure, where the furthest attempt stopped and what it expected there. */
export function parseAll<T>(p: Parser<T>, tokens: readonly Token[]): { ok: true; value: T } | { ok: false; at: number; expected: string[] } {
  const run: ParseRun = { tokens, furthest: -1, expected: new Set() };
  const r = p(run, 0);
  if (r.ok && r.next === tokens.length) return { ok: true, value: r.value };
  if (r.ok) expect(run, r.next, 'end of ability');
  return { ok: false, at: run.furthest, expected: [...run.expected].sort() };
}
