/**
 * Reads the payload of an action line when it is flat, as nearly every payload the writer prints
 * is: an object whose keys are plain words and whose values are plain strings, small integers or
 * lists of those (`{"card":"DOP-123"}`, `{"from":4,"to":8}`, `{"card":"DOP-181","caster":3,"targets":[10]}`).
 * Audit speed: `JSON.parse` of a small text costs about as much as matching the whole line.
 *
 * Returns the value `JSON.parse` gives `text.slice(start, end)`, or undefined for anything
 * else (spaces, escapes, fractions, exponents, -0, nesting, true/false/null, a key that is not a
 * plain word), which the caller then reads with `JSON.parse`.
 */
export function flatPayload(text: string, start: number, end: number): Record<string, unknown> | undefined {
  const scan = new Scan(text, end);
  if (text.charCodeAt(start) !== OPEN_BRACE) return undefined;
  const out: Record<string, unknown> = {};
  scan.at = start + 1;
  if (text.charCodeAt(scan.at) === CLOSE_BRACE) return scan.at + 1 === end ? out : undefined;
  for (;;) {
    const key = scan.word();
    if (key === undefined || text.charCodeAt(scan.at) !== COLON) return undefined;
    scan.at++;
    const value = text.charCodeAt(scan.at) === OPEN_BRACKET ? scan.list() : scan.scalar();
    if (value === undefined) return undefined;
    out[key] = value;
    const next = text.charCodeAt(scan.at++);
    if (next === CLOSE_BRACE) return scan.at === end ? out : undefined;
    if (next !== COMMA) return undefined;
  }
}

// The characters the scanner tells apart, by their codes.
const QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c, COLON = 0x3a, MINUS = 0x2d, UNDERSCORE = 0x5f;
const ZERO = 0x30, NINE = 0x39, DOT = 0x2e, LOWER_E = 0x65, UPPER_E = 0x45;
const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;
/** Integers of at most nine digits are summed exactly. */
const MAX_DIGITS = 9;

/** A cursor over the payload's text; every reader leaves `at` after what it read, or returns undefined. */
class Scan {
  at = 0;

  constructor(private readonly text: string, private readonly end: number) {}

  /** A key: a quoted word of letters, digits, `-` and `_` (so never `__proto__`, which JSON.parse keeps as an own key). */
  word(): string | undefined {
    const text = this.text;
    if (text.charCodeAt(this.at) !== QUOTE) return undefined;
    const from = this.at + 1;
    let at = from;
    for (let code = text.charCodeAt(at); at < this.end && code !== QUOTE; code = text.charCodeAt(++at)) {
      if (!isWordCode(code)) return undefined;
    }
    if (at === from || at >= this.end || text.charCodeAt(from) === UNDERSCORE) return undefined;
    this.at = at + 1;
    return text.slice(from, at);
  }

  /** A plain string (no escapes, no control characters) or an integer. */
  scalar(): string | number | undefined {
    return this.text.charCodeAt(this.at) === QUOTE ? this.string() : this.integer();
  }

  /** A list of plain strings and integers. */
  list(): (string | number)[] | undefined {
    const out: (string | number)[] = [];
    this.at++;
    if (this.text.charCodeAt(this.at) === CLOSE_BRACKET) {
      this.at++;
      return out;
    }
    for (;;) {
      const value = this.scalar();
      if (value === undefined) return undefined;
      out.push(value);
      const next = this.text.charCodeAt(this.at++);
      if (next === CLOSE_BRACKET) return out;
      if (next !== COMMA) return undefined;
    }
  }

  private string(): string | undefined {
    const text = this.text;
    const from = this.at + 1;
    let at = from;
    for (let code = text.charCodeAt(at); code !== QUOTE; code = text.charCodeAt(++at)) {
      if (at >= this.end || code === BACKSLASH || code < 0x20) return undefined;
    }
    this.at = at + 1;
    return text.slice(from, at);
  }

  private integer(): number | undefined {
    const text = this.text;
    let at = this.at;
    const negative = text.charCodeAt(at) === MINUS;
    if (negative) at++;
    let code = text.charCodeAt(at);
    if (code < ZERO || code > NINE) return undefined;
    let value = 0;
    const from = at;
    // JSON allows no leading zero; "-0" is left to JSON.parse (it gives -0).
    if (code === ZERO) {
      if (negative) return undefined;
      code = text.charCodeAt(++at);
    } else {
      do {
        value = value * 10 + (code - ZERO);
        code = text.charCodeAt(++at);
      } while (code >= ZERO && code <= NINE && at - from < MAX_DIGITS);
    }
    // A fraction, an exponent or a tenth digit: JSON.parse's business.
    if ((code >= ZERO && code <= NINE) || code === DOT || code === LOWER_E || code === UPPER_E) return undefined;
    this.at = at;
    return negative ? -value : value;
  }
}

function isWordCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= ZERO && code <= NINE) || code === MINUS || code === UNDERSCORE;
}
