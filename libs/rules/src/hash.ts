import { hash } from 'node:crypto';

/** One-shot hashing (Node >= 20.12): several times faster than a `createHash` object for short texts such as seeds. */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

const quoted = new Map<string, string>();

/** Object keys repeat across states (creature fields, zone names): quote each once. */
function quotedKey(key: string): string {
  let text = quoted.get(key);
  if (text === undefined) {
    text = JSON.stringify(key);
    if (quoted.size < 10_000) quoted.set(key, text);
  }
  return text;
}

/** An array JSON.stringify serialises canonically as is: strings, finite numbers, booleans, null. */
function isFlat(items: readonly unknown[]): boolean {
  for (const item of items) {
    const type = typeof item;
    if (type === 'string' || type === 'boolean' || item === null) continue;
    if (type === 'number' && Number.isFinite(item)) continue;
    return false;
  }
  return true;
}

/**
 * RFC 8785 (JCS) canonical JSON for plain data: object keys sorted by UTF-16 code units,
 * no whitespace, ES number and string serialisation (which `JSON.stringify` implements).
 * Gives the same text as the `canonicalize` package (a test pins that) but serialises
 * arrays of primitives in one `JSON.stringify` call, which keeps replay audits fast.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${value} is not allowed in canonical JSON`);
    return JSON.stringify(value) ?? 'null';
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return canonicalJson((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) {
    if (isFlat(value)) return JSON.stringify(value);
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (i > 0) text += ',';
      text += item === undefined || typeof item === 'symbol' || typeof item === 'function' ? 'null' : canonicalJson(item);
    }
    return text + ']';
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 1) keys.sort();
  let text = '{';
  for (const key of keys) {
    const item = record[key];
    if (item === undefined || typeof item === 'symbol' || typeof item === 'function') continue;
    if (text.length > 1) text += ',';
    text += quotedKey(key) + ':' + canonicalJson(item);
  }
  return text + '}';
}

/**
 * Canonical state hash: sha256 of the RFC 8785 canonical JSON of the state, so two
 * engines (or two machines) that reach the same state print the same hash.
 */
export function stateHash(state: unknown): string {
  return sha256Hex(canonicalJson(state));
}
