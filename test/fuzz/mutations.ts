import type { SeededRng } from '@arbiter/rules';

/** One way a stranger's input goes wrong: by accident (a flipped byte, a cut file) or on purpose (a swapped value). */
export interface Mutation {
  readonly name: string;
  apply(text: string, rng: SeededRng): string;
}
/** A JSON copy: keeps an own `__proto__` key as data, as JSON.parse makes it. */
const copy = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
const pick = <T>(items: readonly T[], rng: SeededRng): T => items[rng.int(0, items.length - 1)];

/** Values a JSON field should never hold: huge and odd numbers, wrong types, prototype keys. */
const HOSTILE_VALUES: readonly unknown[] = [
  null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 1.5, Number.MAX_SAFE_INTEGER, '', ' ', 'x'.repeat(10_000), '__proto__',
  'constructor', '0', '-1', '1e309', [], [null], {}, JSON.parse('{"__proto__": {"polluted": true}}'), { constructor: 1 }, '\u0000', '\ud800',
];

/** The places in a JSON value where one may be replaced: every object field and array slot, by path. */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 2000) return out;
  if (Array.isArray(value)) value.forEach((v, i) => { out.push([...at, i]); paths(v, [...at, i], out); });
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) { out.push([...at, k]); paths(v, [...at, k], out); }
  }
  return out;
}

function getAt(value: unknown, path: readonly (string | number)[]): unknown {
  let v = value as Record<string | number, unknown>;
  for (const k of path) v = v[k] as Record<string | number, unknown>;
  return v;
}

function setAt(value: unknown, path: readonly (string | number)[], next: unknown): void {
  const parent = getAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  Object.defineProperty(parent, path[path.length - 1], { value: next, enumerable: true, writable: true, configurable: true });
}

const parsed = (text: string): { json: unknown } | undefined => {
  try {
    return { json: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

const byteLength = (line: string): number => Buffer.byteLength(line, 'utf8');
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/** A sample split once: its lines, their UTF-8 lengths, and whether it holds a lone surrogate. */
interface SplitText {
  readonly lines: readonly string[];
  readonly bytes: readonly number[];
  readonly wellFormed: boolean;
}

const NUMBER = /-?\d+(\.\d+)?/g;
const HUGE_NUMBERS: readonly string[] = ['1e400', '-0', '99999999999999999999999', '4294967296', '-2147483649'];

/** The samples a run mutates over and over, split once each (a bounded cache: any text may be mutated). */
const splitTexts = new Map<string, SplitText>();
/** Where the numbers of each sample line are, as [start, end, start, end, …]: found once, not per mutation. */
const sampleNumbers = new Map<string, readonly number[]>();
function splitOnce(text: string): SplitText {
  let split = splitTexts.get(text);
  if (!split) {
    if (splitTexts.size >= 256) {
      splitTexts.clear();
      sampleNumbers.clear();
    }
    const lines = text.split('\n');
    split = { lines, bytes: lines.map(byteLength), wellFormed: !LONE_SURROGATE.test(text) };
    splitTexts.set(text, split);
    for (const line of lines) if (!sampleNumbers.has(line)) sampleNumbers.set(line, [...line.matchAll(NUMBER)].flatMap((m) => [m.index, m.index + m[0].length]));
  }
  return split;
}

/**
 * The input under mutation, kept as lines (`text.split('\n')`), the form most mutations change:
 * a mutated copy of a 100 kB match log then costs the lines it changes, not a new copy of the
 * whole text per mutation (which made the harness as slow as the audit it feeds). Each mutation
 * gives exactly the text it gives when applied to the joined text (`apply`).
 */
class Input {
  /** The text, when known: the sample's, or the lines joined. */
  private textForm: string | undefined;
  private lineForm: string[] | readonly string[] | undefined;
  /** The UTF-8 length of each line, when known. */
  private bytesForm: number[] | readonly number[] | undefined;
  /** Whether `lineForm` and `bytesForm` are this input's own (else the shared sample's). */
  private owned = false;
  /** No lone UTF-16 surrogate anywhere: then a UTF-8 round trip leaves every line as it is. */
  wellFormed: boolean;

  constructor(text: string) {
    const split = splitOnce(text);
    this.textForm = text;
    this.lineForm = split.lines;
    this.bytesForm = split.bytes;
    this.wellFormed = split.wellFormed;
  }

  hasLines(): boolean {
    return this.lineForm !== undefined;
  }

  text(): string {
    this.textForm ??= this.lineForm!.join('\n');
    return this.textForm;
  }

  lines(): readonly string[] {
    if (!this.lineForm) {
      this.lineForm = this.textForm!.split('\n');
      this.bytesForm = undefined;
      this.owned = true;
    }
    return this.lineForm;
  }

  /** Lines (and their byte lengths, with `withBytes` or when known) to change in place; the text is then made again. */
  edit(withBytes = false): { lines: string[]; bytes: number[] | undefined } {
    const lines = this.lines();
    if (!this.owned) {
      this.lineForm = lines.slice();
      this.bytesForm = this.bytesForm?.slice();
      this.owned = true;
    }
    if (withBytes && !this.bytesForm) this.bytesForm = this.lineForm!.map(byteLength);
    this.textForm = undefined;
    return { lines: this.lineForm as string[], bytes: this.bytesForm as number[] | undefined };
  }

  setText(text: string): void {
    this.textForm = text;
    this.lineForm = undefined;
    this.bytesForm = undefined;
    this.owned = false;
  }
}

/**
 * The whole text as one JSON document, if it is one. For lines whose first parses alone, the
 * whole is that same value exactly when every later line is JSON whitespace; only a first line
 * that does not parse alone (a document spread over lines) needs the whole text.
 */
function wholeDocument(input: Input): { json: unknown; multiline: boolean } | undefined {
  if (!input.hasLines()) {
    const text = input.text();
    const document = parsed(text);
    return document && { json: document.json, multiline: text.includes('\n') };
  }
  const all = input.lines();
  const first = parsed(all[0]);
  if (all.length === 1) return first && { json: first.json, multiline: false };
  if (!first) {
    const document = parsed(input.text());
    return document && { json: document.json, multiline: true };
  }
  for (let i = 1; i < all.length; i++) if (/[^ \t\r]/.test(all[i])) return undefined;
  return { json: first.json, multiline: true };
}

/** The whole text when it is one JSON document (a card file, a decklist), else a random JSON line (a match log), changed by `change` and written back. */
function onJson(input: Input, rng: SeededRng, change: (json: unknown, rng: SeededRng) => void): void {
  const document = wholeDocument(input);
  if (document) {
    change(document.json, rng);
    input.setText(JSON.stringify(document.json, null, document.multiline ? 2 : undefined));
    return;
  }
  const all = input.lines();
  const candidates: number[] = [];
  all.forEach((l, i) => { if (l.startsWith('{') || l.startsWith('[')) candidates.push(i); });
  if (candidates.length === 0) return;
  const index = pick(candidates, rng);
  const line = parsed(all[index]);
  if (!line) return;
  change(line.json, rng);
  const { lines, bytes } = input.edit();
  lines[index] = JSON.stringify(line.json);
  if (bytes) bytes[index] = byteLength(lines[index]);
}

/** Flips the given bits of the text's UTF-8 bytes, as `Buffer.from(text)`, flip, `toString('utf8')` would. */
function flipBytes(input: Input, flips: { at: number; bit: number }[]): void {
  const { lines, bytes } = input.edit(true);
  flips.sort((a, b) => a.at - b.at);
  // Runs of lines a flip touches (a flipped newline joins the lines on either side): decoded
  // alone, since an intact newline byte ends any UTF-8 sequence on both sides of it.
  const runs: { first: number; last: number; start: number; flips: { at: number; bit: number }[] }[] = [];
  let line = 0;
  let start = 0;
  for (const flip of flips) {
    while (flip.at > start + bytes![line]) start += bytes![line++] + 1;
    const last = flip.at === start + bytes![line] ? line + 1 : line;
    const run = runs[runs.length - 1];
    if (run && line <= run.last) {
      run.last = Math.max(run.last, last);
      run.flips.push(flip);
    } else {
      runs.push({ first: line, last, start, flips: [flip] });
    }
  }
  for (const run of runs.reverse()) {
    const buffer = Buffer.from(lines.slice(run.first, run.last + 1).join('\n'), 'utf8');
    for (const { at, bit } of run.flips) buffer[at - run.start] ^= 1 << bit;
    const decoded = buffer.toString('utf8').split('\n');
    lines.splice(run.first, run.last - run.first + 1, ...decoded);
    bytes!.splice(run.first, run.last - run.first + 1, ...decoded.map(byteLength));
  }
}

/** The mutations, on an `Input`; `MUTATIONS` gives each on text. */
const CHANGES: readonly { readonly name: string; change(input: Input, rng: SeededRng): void }[] = [
  {
    name: 'byte flip',
    change(input, rng) {
      if (!input.wellFormed) {
        // A lone surrogate (from a cut between a pair) is U+FFFD after the round trip: do it on the whole text.
        const text = input.text();
        if (!text) return;
        const bytes = Buffer.from(text, 'utf8');
        for (let n = rng.int(1, 4); n > 0; n--) bytes[rng.int(0, bytes.length - 1)] ^= 1 << rng.int(0, 7);
        input.setText(bytes.toString('utf8'));
        input.wellFormed = true;
        return;
      }
      const { lines, bytes } = input.edit(true);
      let total = lines.length - 1;
      for (const b of bytes!) total += b;
      if (total === 0) return;
      const flips: { at: number; bit: number }[] = [];
      for (let n = rng.int(1, 4); n > 0; n--) {
        const at = rng.int(0, total - 1);
        flips.push({ at, bit: rng.int(0, 7) });
      }
      flipBytes(input, flips);
    },
  },
  {
    name: 'line drop',
    change(input, rng) {
      const { lines, bytes } = input.edit();
      const i = rng.int(0, lines.length - 1);
      lines.splice(i, 1);
      bytes?.splice(i, 1);
      // No lines is the empty text, which splits into one empty line.
      if (lines.length === 0) {
        lines.push('');
        bytes?.push(0);
      }
    },
  },
  {
    name: 'line duplicate',
    change(input, rng) {
      const { lines, bytes } = input.edit();
      const i = rng.int(0, lines.length - 1);
      lines.splice(i, 0, lines[i]);
      bytes?.splice(i, 0, bytes[i]);
    },
  },
  {
    name: 'line swap',
    change(input, rng) {
      const { lines, bytes } = input.edit();
      const i = rng.int(0, lines.length - 1);
      const j = rng.int(0, lines.length - 1);
      [lines[i], lines[j]] = [lines[j], lines[i]];
      if (bytes) [bytes[i], bytes[j]] = [bytes[j], bytes[i]];
    },
  },
  {
    name: 'truncation',
    change(input, rng) {
      if (!input.hasLines()) {
        const text = input.text();
        const cut = rng.int(0, text.length);
        if (cut > 0 && isHighSurrogate(text.charCodeAt(cut - 1))) input.wellFormed = false;
        input.setText(text.slice(0, cut));
        return;
      }
      let length = input.lines().length - 1;
      for (const l of input.lines()) length += l.length;
      const cut = rng.int(0, length);
      const { lines, bytes } = input.edit();
      let line = 0;
      let start = 0;
      while (cut > start + lines[line].length) start += lines[line++].length + 1;
      const kept = lines[line].slice(0, cut - start);
      if (kept.length > 0 && isHighSurrogate(kept.charCodeAt(kept.length - 1))) input.wellFormed = false;
      lines.length = line + 1;
      lines[line] = kept;
      if (bytes) {
        bytes.length = line + 1;
        bytes[line] = byteLength(kept);
      }
    },
  },
  {
    name: 'JSON value swap',
    change: (input, rng) => onJson(input, rng, (json, r) => {
      const all = paths(json);
      if (all.length < 2) return;
      const a = pick(all, r);
      const b = pick(all, r);
      // Swapping a value into its own subtree would make a cycle: copy instead.
      setAt(json, a, copy(getAt(json, b)));
    }),
  },
  {
    name: 'hostile value',
    change: (input, rng) => onJson(input, rng, (json, r) => {
      const all = paths(json);
      if (all.length === 0) return;
      setAt(json, pick(all, r), copy(pick(HOSTILE_VALUES, r)));
    }),
  },
  {
    name: 'huge number',
    change(input, rng) {
      // A number never spans a newline: line by line is the text's replacement, in the same order.
      const swap = (m: string): string => (rng.int(0, 7) === 0 ? pick(HUGE_NUMBERS, rng) : m);
      const { lines, bytes } = input.edit();
      for (let i = 0; i < lines.length; i++) {
        const before = lines[i];
        const numbers = sampleNumbers.get(before);
        let after = before;
        if (!numbers) after = before.replace(NUMBER, swap);
        else {
          // A sample's line: its numbers are known; each is kept or swapped in turn, as `replace` would.
          let built: string | undefined;
          let from = 0;
          for (let k = 0; k < numbers.length; k += 2) {
            if (rng.int(0, 7) !== 0) continue;
            built = (built ?? '') + before.slice(from, numbers[k]) + pick(HUGE_NUMBERS, rng);
            from = numbers[k + 1];
          }
          if (built !== undefined) after = built + before.slice(from);
        }
        if (after === before) continue;
        lines[i] = after;
        // Digits in, digits out: ASCII both ways.
        if (bytes) bytes[i] += after.length - before.length;
      }
    },
  },
  {
    name: 'field drop',
    change: (input, rng) => onJson(input, rng, (json, r) => {
      const fields = paths(json).filter((p) => typeof p[p.length - 1] === 'string');
      if (fields.length === 0) return;
      const path = pick(fields, r);
      delete (getAt(json, path.slice(0, -1)) as Record<string, unknown>)[path[path.length - 1]];
    }),
  },
];

export const MUTATIONS: readonly Mutation[] = CHANGES.map(({ name, change }) => ({
  name,
  apply(text: string, rng: SeededRng): string {
    const input = new Input(text);
    change(input, rng);
    return input.text();
  },
}));

/** 1 to 3 mutations, chosen and applied with `rng`; returns the text and what was done to it. */
export function mutate(text: string, rng: SeededRng): { text: string; mutations: string[] } {
  const names: string[] = [];
  const input = new Input(text);
  for (let n = rng.int(1, 3); n > 0; n--) {
    const mutation = pick(CHANGES, rng);
    names.push(mutation.name);
    mutation.change(input, rng);
  }
  return { text: input.text(), mutations: names };
}
