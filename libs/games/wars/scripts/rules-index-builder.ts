/**
 * Builds the WARS rules index (key → text) from the text of Comprehensive Rules 1.5.
 *
 * The CR has no rule numbers: it is three alphabetical lists of headwords (General Rules,
 * Glossary, Rulings). Keys are `wars:general/<slug>`, `wars:general/systematic-rules/<slug>`,
 * `wars:glossary/<slug>`, `<entry>#<n>` for the numbered steps inside an entry, and
 * `wars:ruling/<collector#>`. Pure: the caller reads and writes the files.
 */

const PAGE_HEADER = /^WARS™ Trading Card Game – Comprehensive Rules [\d.]+ – [\d/]+$/;
const SECTIONS = ['Section One: General Rules', 'Section Two: Glossary', 'Section Three: Rulings'] as const;

/** The two General Rules entries printed under `systematic rules` ("These include:"). */
const SYSTEMATIC_RULES = 'systematic rules';
const SYSTEMATIC_CHILDREN = new Set(['canceling a battle', 'winning the game']);

/** Glossary headwords that do not start lower case. */
const CAPITALISED_HEADWORDS = new Set(['NōBot']);

/** The turn sequence's closing line is not part of its sixth step (the draw phase). */
const STEP_STOPS = new Set(['End of Turn']);

/**
 * Ruling labels the CR misprints: Quarrel Energy Burst is card 1U198 (the card data and its
 * erratum's text agree), printed as "1U98". The key is the real number; the printed label
 * stays as an alias in `rule-aliases.ts`.
 */
export const RULING_LABEL_FIXES: Readonly<Record<string, string>> = { '1U98': '1U198' };

const RULING_HEADER = /^(.+?) (\d(?:PF|[CURSX])\d+)$/;

/** Lower case, symbols and quotes dropped, words joined by hyphens: `rift (≈) symbol` → `rift-symbol`. */
export function ruleSlug(headword: string): string {
  return headword
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘"“”]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ +/g, '-');
}

/** Paragraphs without page headers or emphasis marks, with paragraphs a page break cut in two joined again. */
export function rulesParagraphs(text: string): string[] {
  const raw = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\*+/g, '').replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !PAGE_HEADER.test(line));
  const out: string[] = [];
  for (const line of raw) {
    const prev = out[out.length - 1];
    // A page break leaves a long sentence without its end and the next page starting in lower case.
    if (prev !== undefined && prev.length > 40 && !/[.!?:)”"]$/.test(prev) && /^[a-z(]/.test(line)) {
      out[out.length - 1] = `${prev} ${line}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

function isHeadword(p: string): boolean {
  if (p.length > 40 || /[.,;:!?]$/.test(p) || /^[\d-]/.test(p)) return false;
  return /^[a-z"“]/.test(p) || CAPITALISED_HEADWORDS.has(p);
}

interface Entry {
  readonly headword: string;
  readonly body: string[];
}

function entries(paragraphs: readonly string[]): Entry[] {
  const out: { headword: string; body: string[] }[] = [];
  for (const p of paragraphs) {
    if (isHeadword(p)) out.push({ headword: p, body: [] });
    else if (out.length > 0) out[out.length - 1].body.push(p);
    else throw new Error(`rules text: "${p.slice(0, 60)}" comes before the section's first headword`);
  }
  return out;
}

const STEP = /^(?:(\d+)\. |- (\d+)\) )(.*)$/;

/** The numbered steps of an entry: a heading step (`5. attrition step`) runs to the next step, a sentence step is one paragraph. */
function steps(body: readonly string[]): { n: number; text: string }[] {
  const out: { n: number; text: string[] }[] = [];
  let open = false;
  for (const p of body) {
    const m = STEP.exec(p);
    if (m) {
      const label = m[3];
      out.push({ n: Number(m[1] ?? m[2]), text: [label] });
      open = label.length <= 40 && !/[.!?]$/.test(label);
    } else if (open && STEP_STOPS.has(p)) {
      open = false;
    } else if (open) {
      out[out.length - 1].text.push(p);
    }
  }
  out.forEach((s, i) => {
    if (s.n !== i + 1) throw new Error(`rules text: step ${s.n} where step ${i + 1} was expected`);
  });
  return out.map((s) => ({ n: s.n, text: s.text.join('\n') }));
}

function addEntry(index: Record<string, string>, key: string, e: Entry): void {
  if (key in index) throw new Error(`rules text: key ${key} twice`);
  index[key] = [e.headword, ...e.body].join('\n');
  for (const s of steps(e.body)) index[`${key}#${s.n}`] = s.text;
}

/** The whole index, in the rules' order. Throws when the text does not have the CR's shape. */
export function buildWarsRulesIndex(text: string): Record<string, string> {
  const paragraphs = rulesParagraphs(text);
  const starts = SECTIONS.map((s) => paragraphs.lastIndexOf(s));
  if (starts.some((s) => s < 0)) throw new Error('rules text: a section heading is missing');
  const general = paragraphs.slice(starts[0] + 1, starts[1]);
  const glossary = paragraphs.slice(starts[1] + 1, starts[2]);
  const rulings = paragraphs.slice(starts[2] + 1);
  const index: Record<string, string> = {};

  let parent: string | undefined;
  for (const e of entries(general)) {
    if (parent && SYSTEMATIC_CHILDREN.has(e.headword)) {
      addEntry(index, `${parent}/${ruleSlug(e.headword)}`, e);
      continue;
    }
    const key = `wars:general/${ruleSlug(e.headword)}`;
    parent = e.headword === SYSTEMATIC_RULES ? key : undefined;
    addEntry(index, key, e);
  }
  for (const e of entries(glossary)) addEntry(index, `wars:glossary/${ruleSlug(e.headword)}`, e);

  let ruling: string | undefined;
  for (const p of rulings) {
    const m = RULING_HEADER.exec(p);
    if (m) {
      const number = RULING_LABEL_FIXES[m[2]] ?? m[2];
      ruling = `wars:ruling/${number}`;
      if (ruling in index) throw new Error(`rules text: ruling ${number} twice`);
      index[ruling] = p;
    } else if (ruling) {
      index[ruling] += `\n${p}`;
    }
    // Paragraphs before the first ruling are the section's introduction (what Erratum and Banned mean).
  }
  return index;
}
