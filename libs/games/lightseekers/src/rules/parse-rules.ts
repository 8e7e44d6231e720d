import { RENUMBERED_RULES, REPAIRED_TEXT, TERM_KEYS } from './rule-normalisation';

/** The prefix of every Lightseekers rules key (`ls:2.4.2.2e`, `ls:6.1.2/burn`). */
export const LS_PREFIX = 'ls:';

/** The two unnumbered lists whose entries get keys of their own (`ls:6.1.2/burn`). */
export const TERM_LISTS = ['6.1.2', '6.2.1'] as const;

/** One keyword or term of 6.1.2 / 6.2.1 as printed. */
export interface ParsedTerm {
  readonly key: string;
  readonly label: string;
  /** The words the entry defines (`Play`, `Playing`). */
  readonly names: readonly string[];
}

export interface ParsedRules {
  /** Key → text, in the rules' order. */
  readonly rules: Readonly<Record<string, string>>;
  /** Keys whose printed number differs from the key's, with the printed number. */
  readonly printedAs: Readonly<Record<string, string>>;
  readonly terms: readonly ParsedTerm[];
}

interface Entry {
  title?: string;
  readonly body: string[];
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const HEADING_NUMBER = /^(\d+(?:\.\d+)*[a-z]?):?\s+(.*)$/;
// Outside headings a rule number has at least one dot, so "- 5 Combo cards." is text.
const NUMBERED = /^\s*(?:[-*]\s+)?(?:\*\*)?(\d+(?:\.\d+)+[a-z]?)(?:\*\*)?(?::|\s)\s*(?:\*\*)?\s*(.*)$/;
const TERM_LINE = /^-\s+(\*\*.+?)\s+-\s+(.*)$/;
const LIST_ITEM = /^\s*[-*]\s+/;

/** Emphasis, the PDF's bold tags and entities removed; spacing collapsed. */
function clean(text: string): string {
  return text
    .replace(/<\/?b>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `Attack Ability` → `attack-ability`. */
export function termSlug(label: string): string {
  return TERM_KEYS[label] ?? label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * Reads the rules markdown (the PDF export, with its layout quirks) into `ls:` keys. The
 * table of contents before "# 1:" is skipped. A number printed both as a heading and as a
 * rule is one key: the heading's title comes first. Unnumbered lines belong to the rule above
 * them (examples, lists); a line the page break cut off joins the sentence it finishes.
 */
export function parseLightseekersRules(markdown: string): ParsedRules {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^#\s+1:\s/.test(line));
  if (start < 0) throw new Error('Lightseekers rules: no "# 1:" heading, so no rules to read');

  const entries = new Map<string, Entry>();
  const printedAs: Record<string, string> = {};
  const occurrences = new Map<string, number>();
  const terms: ParsedTerm[] = [];
  let current: Entry | undefined;
  let termList: string | undefined;

  const entryFor = (printed: string): Entry => {
    const occurrence = (occurrences.get(printed) ?? 0) + 1;
    occurrences.set(printed, occurrence);
    const renumbered = RENUMBERED_RULES.find((r) => r.printed === printed && r.occurrence === occurrence);
    const key = LS_PREFIX + (renumbered?.number ?? printed);
    if (renumbered) printedAs[key] = printed;
    termList = (TERM_LISTS as readonly string[]).includes(printed) ? printed : undefined;
    let entry = entries.get(key);
    if (!entry) {
      entry = { body: [] };
      entries.set(key, entry);
    }
    return entry;
  };

  const addText = (entry: Entry, text: string, joinable: boolean) => {
    if (text === '' || text === entry.title || entry.body.includes(text)) return;
    const last = entry.body.length - 1;
    if (joinable && last >= 0 && /^[a-z]/.test(text) && !/[.:!?)]$/.test(entry.body[last])) {
      entry.body[last] = `${entry.body[last]} ${text}`;
    } else {
      entry.body.push(text);
    }
  };

  for (const raw of lines.slice(start)) {
    if (raw.trim() === '') continue;
    const heading = HEADING.exec(raw);
    if (heading) {
      const numbered = HEADING_NUMBER.exec(heading[2]);
      if (numbered) {
        current = entryFor(numbered[1]);
        const title = clean(numbered[2]);
        if (current.title === undefined) current.title = title;
        else addText(current, title, false);
        const dup = current.body.indexOf(title);
        if (dup >= 0 && current.title === title) current.body.splice(dup, 1);
      } else if (current) {
        // A family name the export turned into a heading (2.3.4.1's "## Umbron").
        addText(current, clean(heading[2]), false);
      }
      continue;
    }
    const numbered = NUMBERED.exec(raw);
    if (numbered) {
      current = entryFor(numbered[1]);
      addText(current, clean(numbered[2]), false);
      continue;
    }
    const term = termList ? TERM_LINE.exec(raw) : null;
    if (term && termList) {
      const label = clean(term[1]).replace(/["“”]/g, '');
      const key = `${LS_PREFIX}${termList}/${termSlug(label)}`;
      if (entries.has(key)) throw new Error(`Lightseekers rules: ${key} is listed twice`);
      current = { body: [`${label} - ${clean(term[2])}`] };
      entries.set(key, current);
      terms.push({ key, label, names: label.split(/\s+(?:or|&)\s+/) });
      continue;
    }
    if (!current) continue;
    const item = LIST_ITEM.test(raw);
    const text = clean(raw.replace(LIST_ITEM, ''));
    addText(current, item ? `- ${text}` : text, !item);
  }

  for (const [number, repair] of Object.entries(REPAIRED_TEXT)) {
    const entry = entries.get(LS_PREFIX + number);
    if (!entry) throw new Error(`Lightseekers rules: no ${number} to repair`);
    entry.body.splice(repair.keepParts, entry.body.length - repair.keepParts, ...repair.parts);
  }

  const rules: Record<string, string> = {};
  for (const key of inRulesOrder([...entries.keys()])) {
    const entry = entries.get(key) as Entry;
    rules[key] = [...(entry.title === undefined ? [] : [entry.title]), ...entry.body].join('\n');
  }
  return { rules, printedAs, terms };
}

/** `ls:2.5.3.9a` → [2, 5, 3, 9, 'a']; a keyword key sorts after its list, in printed order. */
function numberParts(key: string): (number | string)[] {
  const number = key.slice(LS_PREFIX.length).split('/')[0];
  return number.split('.').flatMap((part) => {
    const m = /^(\d+)([a-z]?)$/.exec(part);
    if (!m) return [part];
    return m[2] ? [Number(m[1]), m[2]] : [Number(m[1])];
  });
}

/**
 * Keys by rule number (2.5.3.9, 2.5.3.9a, …, 2.5.3.10), not by where the export first
 * mentions them: the 4.1 overview lists 4.1.1–4.1.5 before their sub-rules, and the
 * 3.2.3 list names 3.2.3.1–3.2.3.6 before their headings.
 */
function inRulesOrder(keys: readonly string[]): string[] {
  const position = new Map(keys.map((key, i) => [key, i]));
  const compare = (a: string, b: string): number => {
    const pa = numberParts(a);
    const pb = numberParts(b);
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
      if (pa[i] === pb[i]) continue;
      if (typeof pa[i] === 'number' && typeof pb[i] === 'number') return (pa[i] as number) - (pb[i] as number);
      return String(pa[i]) < String(pb[i]) ? -1 : 1;
    }
    if (pa.length !== pb.length) return pa.length - pb.length;
    return (position.get(a) as number) - (position.get(b) as number);
  };
  return [...keys].sort(compare);
}
