/** Deeper JSON than any request of this api holds; recursive validators would overflow long before a parser does. */
export const MAX_JSON_DEPTH = 32;

/** Where a JSON text first nests deeper than `max` (a character offset), found without parsing. */
export function tooDeepAt(text: string, max = MAX_JSON_DEPTH): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return i;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return undefined;
}

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (parent ? `${parent}.${key}` : key) : `${parent}[${JSON.stringify(key)}]`;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'holds U+0000 (a NUL character), which no text may hold';
  if (LONE_SURROGATE.test(text)) return 'holds a lone UTF-16 surrogate (half of a character), which is not text';
  return undefined;
}

/**
 * The first string (or key) of a parsed body that cannot be stored as text, as `field: why`.
 * PostgreSQL refuses NUL and lone surrogates; they are refused here, in words, instead.
 */
export function unstorableText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [v, path] = pending.pop()!;
    if (typeof v === 'string') {
      const why = textProblem(v);
      if (why) return `${path || 'the body'} ${why}`;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => pending.push([item, pathOf(path, i)]));
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        const why = textProblem(key);
        if (why) return `a key of ${path || 'the body'} ${why}`;
        pending.push([item, pathOf(path, key)]);
      }
    }
  }
  return undefined;
}
