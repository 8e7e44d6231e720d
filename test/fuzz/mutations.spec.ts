import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { bundledCardFiles } from './bundled-card-files';
import { buildCorpus } from './corpus';
import { MUTATIONS, mutate } from './mutations';

jest.setTimeout(120_000);

// The mutations as first written, on the whole text (each one splits, joins, encodes or parses all
// of it): the specification the line-by-line mutations of ./mutations.ts must give exactly, byte
// for byte and draw for draw, so a seed makes the same inputs as it always did.
const lines = (text: string): string[] => text.split('\n');
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

/** The whole text when it is one JSON document (a card file, a decklist), else a random JSON line (a match log), changed by `change` and written back. */
function onJson(text: string, rng: SeededRng, change: (json: unknown, rng: SeededRng) => void): string {
  const document = parsed(text);
  if (document) {
    change(document.json, rng);
    return JSON.stringify(document.json, null, text.includes('\n') ? 2 : undefined);
  }
  const all = lines(text);
  const candidates = all.flatMap((l, i) => (l.startsWith('{') || l.startsWith('[') ? [i] : []));
  if (candidates.length === 0) return text;
  const index = pick(candidates, rng);
  const line = parsed(all[index]);
  if (!line) return text;
  change(line.json, rng);
  all[index] = JSON.stringify(line.json);
  return all.join('\n');
}

const TEXT_MUTATIONS: readonly { name: string; apply(text: string, rng: SeededRng): string }[] = [
  {
    name: 'byte flip',
    apply(text, rng) {
      if (!text) return text;
      const bytes = Buffer.from(text, 'utf8');
      for (let n = rng.int(1, 4); n > 0; n--) bytes[rng.int(0, bytes.length - 1)] ^= 1 << rng.int(0, 7);
      return bytes.toString('utf8');
    },
  },
  {
    name: 'line drop',
    apply(text, rng) {
      const all = lines(text);
      all.splice(rng.int(0, all.length - 1), 1);
      return all.join('\n');
    },
  },
  {
    name: 'line duplicate',
    apply(text, rng) {
      const all = lines(text);
      const i = rng.int(0, all.length - 1);
      all.splice(i, 0, all[i]);
      return all.join('\n');
    },
  },
  {
    name: 'line swap',
    apply(text, rng) {
      const all = lines(text);
      const i = rng.int(0, all.length - 1);
      const j = rng.int(0, all.length - 1);
      [all[i], all[j]] = [all[j], all[i]];
      return all.join('\n');
    },
  },
  {
    name: 'truncation',
    apply: (text, rng) => text.slice(0, rng.int(0, text.length)),
  },
  {
    name: 'JSON value swap',
    apply: (text, rng) => onJson(text, rng, (json, r) => {
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
    apply: (text, rng) => onJson(text, rng, (json, r) => {
      const all = paths(json);
      if (all.length === 0) return;
      setAt(json, pick(all, r), copy(pick(HOSTILE_VALUES, r)));
    }),
  },
  {
    name: 'huge number',
    apply: (text, rng) => text.replace(/-?\d+(\.\d+)?/g, (m) => (rng.int(0, 7) === 0 ? pick(['1e400', '-0', '99999999999999999999999', '4294967296', '-2147483649'], rng) : m)),
  },
  {
    name: 'field drop',
    apply: (text, rng) => onJson(text, rng, (json, r) => {
      const fields = paths(json).filter((p) => typeof p[p.length - 1] === 'string');
      if (fields.length === 0) return;
      const path = pick(fields, r);
      delete (getAt(json, path.slice(0, -1)) as Record<string, unknown>)[path[path.length - 1]];
    }),
  },
];

/** `mutate` as it was written on text. */
function mutateText(text: string, rng: SeededRng): { text: string; mutations: string[] } {
  const names: string[] = [];
  let out = text;
  for (let n = rng.int(1, 3); n > 0; n--) {
    const mutation = pick(TEXT_MUTATIONS, rng);
    names.push(mutation.name);
    out = mutation.apply(out, rng);
  }
  return { text: out, mutations: names };
}

describe('mutations on lines', () => {
  const games = registeredGames();
  const corpus = buildCorpus(games, bundledCardFiles(), { logsPerGame: 2 });
  // Edges: empty text, bare newlines, CRLF, a BOM, astral characters (a cut between a pair leaves a lone surrogate), a lone one, a document over lines.
  const edges = [
    '', '\n', '\n\n', '{"a":1}\r\n{"b":2}\r\n', '\ufeff{"a":1}\n \n', `{"a":"${'\u{1F600}'.repeat(40)}"}\n{"b":[1,2]}\n{"c":"\u{1F600}é"}`, 'abc\ud800\n{"q":1}', '[\n  1,\n  2\n]', '  {"a":1}\n\t\n',
  ];
  const samples = [...corpus.flatMap((c) => [...c.matchLogs, ...c.decklists, ...c.cardFiles, ...c.playerCsvs]), ...edges];

  it('names the same mutations in the same order', () => {
    expect(MUTATIONS.map((m) => m.name)).toEqual(TEXT_MUTATIONS.map((m) => m.name));
  });

  it('give exactly the text the whole-text mutations give, drawing the same numbers, over chains of mutations', () => {
    for (let seed = 1; seed <= 600; seed++) {
      const fast = new SeededRng(rngStateFromSeed(seed));
      const slow = new SeededRng(rngStateFromSeed(seed));
      let a = samples[seed % samples.length];
      let b = a;
      for (let k = 0; k < 3; k++) {
        const x = mutate(a, fast);
        const y = mutateText(b, slow);
        expect({ seed, k, mutations: x.mutations, same: x.text === y.text }).toEqual({ seed, k, mutations: y.mutations, same: true });
        a = x.text;
        b = y.text;
      }
      expect(fast.int(0, 1e9)).toBe(slow.int(0, 1e9));
    }
  });

  it('give exactly the same on the edge cases, over long chains', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const fast = new SeededRng(rngStateFromSeed(seed));
      const slow = new SeededRng(rngStateFromSeed(seed));
      let a = edges[seed % edges.length];
      let b = a;
      for (let k = 0; k < 6; k++) {
        const x = mutate(a, fast);
        const y = mutateText(b, slow);
        expect({ seed, k, mutations: x.mutations, text: x.text }).toEqual({ seed, k, mutations: y.mutations, text: y.text });
        a = x.text;
        b = y.text;
      }
    }
  });

  it('each, applied alone to text', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const sample = samples[(seed * 7) % samples.length];
      MUTATIONS.forEach((m, i) => {
        const fast = new SeededRng(rngStateFromSeed(seed));
        const slow = new SeededRng(rngStateFromSeed(seed));
        expect({ seed, name: m.name, same: m.apply(sample, fast) === TEXT_MUTATIONS[i].apply(sample, slow) }).toEqual({ seed, name: m.name, same: true });
      });
    }
  });
});
