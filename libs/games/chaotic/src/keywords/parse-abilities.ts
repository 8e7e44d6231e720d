import type { Ability, ActivationCost } from './ability';
import { looksLikeKeyword, parseKeyword } from './parse-keyword';
import { isJoinedText, joinModalLines } from './modal-lines';

export interface ParsedText {
  readonly abilities: Ability[];
  /** Keyword-looking clauses no rule parsed. */
  readonly unknown: string[];
}

const MC = '{{MC}}';
const COST_WORD = /^(?:Sacrifice|Expend|Discard|Uninfect|Remove|Destroy|Flip|Return|Shuffle|Pay)\b/;
/** Prefixes that wrap another ability: Invisibility (CR 9.4), Hive (effect), Mirage (CR 9.3). */
const WRAPPERS = { Invisibility: 'invisibility', Hive: 'hive', Mirage: 'mirage' } as const;

function clauses(line: string): string[] {
  return line
    .split(/,\s+|\.\s+/)
    .map((c) => c.trim().replace(/\.$/, '').trim())
    .filter((c) => c.length > 0);
}

/** "Sacrifice Aqua Shield", "{{MC}}{{MC}}": a cost when every comma part is one. */
function parseCost(text: string): ActivationCost | null {
  let mugicCounters = 0;
  const other: string[] = [];
  for (const part of text.split(/,\s*/)) {
    const p = part.trim();
    if (p.length > 0 && p.split(MC).join('') === '') mugicCounters += p.split(MC).length - 1;
    else if (COST_WORD.test(p)) other.push(p);
    else return null;
  }
  return { mugicCounters, other };
}

/** The effect of an activated ability: the effect verbs we already know, else text. */
function parseEffect(sentence: string): Ability {
  const s = sentence.trim().replace(/\.$/, '');
  const heal = /^Heal (\d+) damage to (.+)$/i.exec(s);
  if (heal) return { kind: 'heal', x: Number(heal[1]), target: heal[2] };
  const infect = /^Infect (.+)$/i.exec(s);
  if (infect) return { kind: 'infect', target: infect[1] };
  if (/^Activate Hive$/i.test(s)) return { kind: 'activate-hive' };
  return parseKeyword(s) ?? { kind: 'text', text: s };
}

function keywordsOf(text: string): Ability[] | null {
  const parts = clauses(text);
  const parsed = parts.map(parseKeyword);
  return parsed.length > 0 && parsed.every((a) => a !== null) ? (parsed as Ability[]) : null;
}

function parseLine(line: string, out: Ability[], unknown: string[]): void {
  const colon = line.indexOf(':');
  if (colon > 0) {
    const head = line.slice(0, colon).trim();
    const rest = line.slice(colon + 1).trim();
    const wrapper = WRAPPERS[head as keyof typeof WRAPPERS];
    if (wrapper) {
      const inner = keywordsOf(rest) ?? [{ kind: 'text', text: rest.replace(/\.$/, '') } as Ability];
      for (const ability of inner) out.push({ kind: wrapper, ability });
      if (inner[0].kind === 'text') collectUnknown(rest, unknown);
      return;
    }
    const cost = parseCost(head);
    if (cost) {
      const effects = rest.split(/\.\s+/).filter((s) => s.trim().length > 0).map(parseEffect);
      out.push({ kind: 'activated', cost, effects });
      return;
    }
  }
  const keywords = keywordsOf(line);
  if (keywords) {
    out.push(...keywords);
    return;
  }
  // Two abilities printed on one line: innate text, then a triggered one ("Equipped Creature has "Air 10." At the end of any combat, …").
  const two = /^((?!When |At |If |Whenever )[^]+?\.)"? ((?:When|At the (?:beginning|end) of|Whenever) .+)$/.exec(line);
  if (two) {
    const first = line.slice(0, line.length - two[2].length).trim();
    parseLine(first, out, unknown);
    parseLine(two[2], out, unknown);
    return;
  }
  collectUnknown(line, unknown);
  out.push({ kind: 'text', text: line.replace(/\.$/, '') });
}

function collectUnknown(line: string, unknown: string[]): void {
  const parts = clauses(line);
  for (const c of parts) if (looksLikeKeyword(c, parts.length === 1) && !parseKeyword(c)) unknown.push(c);
}

/** Parses a card's game text, one printed line at a time. Never throws. */
export function parseAbilities(text: string | null | undefined): ParsedText {
  const abilities: Ability[] = [];
  const unknown: string[] = [];
  const lines = (text ?? '').split('\n').map((raw) => raw.trim()).filter((line) => line.length > 0);
  for (const line of joinModalLines(lines)) {
    // A "Choose one:" ability is text for the effect layer, modes and all.
    if (isJoinedText(line)) abilities.push({ kind: 'text', text: line });
    else parseLine(line, abilities, unknown);
  }
  return { abilities, unknown };
}
