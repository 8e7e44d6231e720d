import type { Discipline, Element } from '../cards/card';
import type { Ability, Stat } from './ability';

const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];
const DISCIPLINES: readonly Discipline[] = ['courage', 'power', 'wisdom', 'speed'];
const STAT_WORDS = String.raw`(?:all Disciplines|Courage|Power|Wisdom|Speed|Energy)`;

/** "All Disciplines" expands to the four disciplines (how the cards print it). */
function stats(word: string): Stat[] {
  const w = word.toLowerCase();
  if (w === 'all disciplines') return [...DISCIPLINES];
  return [w as Stat];
}

function disciplines(word: string): Discipline[] | null {
  const s = stats(word);
  return s.includes('energy') ? null : (s as Discipline[]);
}

function element(word: string): Element {
  const w = word.toLowerCase();
  return ELEMENTS.find((e) => e.toLowerCase() === w) as Element;
}

type Rule = { re: RegExp; build: (m: RegExpExecArray) => Ability | null };

// One pattern per keyword as the cards print it; the optional colon and "+" cover
// printing variants ("Swift 1", "Water +5", "Intimidate: Courage 10").
const RULES: readonly Rule[] = [
  { re: /^Swift:?\s*(\d+)$/i, build: (m) => ({ kind: 'swift', x: Number(m[1]) }) },
  { re: /^Range$/i, build: () => ({ kind: 'range' }) },
  { re: /^Defender(?::\s*(.+))?$/i, build: (m) => (m[1] ? { kind: 'defender', condition: m[1].trim() } : { kind: 'defender' }) },
  { re: /^Strike:?\s*(\d+)$/i, build: (m) => ({ kind: 'strike', x: Number(m[1]) }) },
  { re: /^(Fire|Air|Earth|Water):?\s*\+?(\d+)$/i, build: (m) => ({ kind: 'element', element: element(m[1]), x: Number(m[2]) }) },
  { re: /^(Fire|Air|Earth|Water)proof:?\s*(\d+)$/i, build: (m) => ({ kind: 'elementproof', elements: [element(m[1])], x: Number(m[2]) }) },
  {
    re: /^Elementproof:?\s*(all Elemental Types|Fire|Air|Earth|Water)\s+(\d+)$/i,
    build: (m) => ({ kind: 'elementproof', elements: /^all/i.test(m[1]) ? [...ELEMENTS] : [element(m[1])], x: Number(m[2]) }),
  },
  { re: /^Recklessness:?\s*(\d+)$/i, build: (m) => ({ kind: 'recklessness', x: Number(m[1]) }) },
  { re: new RegExp(String.raw`^Intimidate:?\s*(${STAT_WORDS})\s+(\d+)$`, 'i'), build: (m) => ({ kind: 'intimidate', stats: stats(m[1]), x: Number(m[2]) }) },
  { re: new RegExp(String.raw`^Support:?\s*(${STAT_WORDS})\s+(\d+)$`, 'i'), build: (m) => ({ kind: 'support', stats: stats(m[1]), x: Number(m[2]) }) },
  {
    re: new RegExp(String.raw`^Exhaust:?\s*(${STAT_WORDS})\s+(\d+)$`, 'i'),
    build: (m) => {
      const d = disciplines(m[1]);
      return d ? { kind: 'exhaust', disciplines: d, x: Number(m[2]) } : null;
    },
  },
  {
    re: new RegExp(String.raw`^Outperform:?\s*(${STAT_WORDS})\s+(\d+)$`, 'i'),
    build: (m) => {
      const d = disciplines(m[1]);
      return d ? { kind: 'outperform', disciplines: d, x: Number(m[2]) } : null;
    },
  },
  { re: /^Surprise$/i, build: () => ({ kind: 'surprise' }) },
  { re: /^Disarm$/i, build: () => ({ kind: 'disarm' }) },
  { re: /^Untargetable$/i, build: () => ({ kind: 'untargetable' }) },
  { re: /^Fluidmorph$/i, build: () => ({ kind: 'fluidmorph' }) },
];

/** Parses one clause ("Swift 2", "Intimidate: Courage 10") as a keyword, or null. */
export function parseKeyword(clause: string): Ability | null {
  const c = clause.trim().replace(/\.$/, '').trim();
  for (const rule of RULES) {
    const m = rule.re.exec(c);
    if (m) return rule.build(m);
  }
  return null;
}

/** Words that start a keyword-shaped clause but are rules terms, not abilities. */
const NOT_KEYWORDS = new Set(['Hive', 'Activate Hive', 'Deactivate Hive', 'Loyal', 'Unique', 'Legendary']);

/**
 * A clause shaped like a keyword: "Word X", "Word Word X", "Word: Word X", or a line
 * that is one capitalised word. Such a clause that no rule parses is reported at load
 * time, so a misprint or a keyword the engine lacks is seen before a match, not in one.
 */
export function looksLikeKeyword(clause: string, wholeLine: boolean): boolean {
  const c = clause.trim().replace(/\.$/, '').trim();
  // Attack conditions (Challenge, Stat Check, Stat Fail; CR 8.6.2) are rules terms.
  if (NOT_KEYWORDS.has(c) || /^(?:Challenge|Stat Check|Stat Fail)\b/.test(c)) return false;
  const word = String.raw`[A-Z][A-Za-z'-]*`;
  const withNumber = new RegExp(String.raw`^${word}(?: ${word})?:? \+?\d+$`);
  const namedStat = new RegExp(String.raw`^${word}: (?:[Aa]ll )?${word}(?: ${word})? \+?\d+$`);
  return withNumber.test(c) || namedStat.test(c) || (wholeLine && new RegExp(`^${word}$`).test(c));
}
