import { warsRulingFor } from '../rules/rulings';
import type { WarsAbility } from './ability';
import type { WarsCard } from './card';
import { type RowFields, readRow } from './read-row';
import { repairText } from './repairs';
import { splitAbilities } from './split-abilities';

/** A rejected row: its index in the file (0-based), its collector number and name when it has them, the field and why. */
export interface WarsCardProblem {
  readonly row: number;
  readonly collectorNumber?: string;
  readonly name?: string;
  readonly field?: string;
  readonly reason: string;
}

/** One line for people: `row 12 (1C7 CGC Grunt) cost: must be a whole number 0–99`. */
export function formatWarsCardProblem(p: WarsCardProblem): string {
  const who = [p.collectorNumber, p.name].filter(Boolean).join(' ');
  return `row ${p.row}${who ? ` (${who})` : ''}${p.field ? ` ${p.field}` : ''}: ${p.reason}`;
}

export interface WarsImportResult {
  /** Every card, or none when any row has a problem: a card file never loads in part. */
  readonly cards: readonly WarsCard[];
  readonly problems: readonly WarsCardProblem[];
}

/**
 * Imports a card file of the wars-cards.json shape (a JSON array of rows): checks each row,
 * repairs what the data is known to get wrong, applies the Rulings' errata (keeping the
 * printed text) and splits the game text into abilities. Never throws on user data.
 */
export function importWarsCards(json: unknown): WarsImportResult {
  if (!Array.isArray(json)) return { cards: [], problems: [{ row: 0, reason: 'a card file must be a JSON array of card rows' }] };
  const problems: WarsCardProblem[] = [];
  const cards: WarsCard[] = [];
  const firstRow = new Map<string, number>();
  json.forEach((raw: unknown, row: number) => {
    const read = readRow(raw);
    const who = identity(raw);
    for (const p of read.problems) problems.push({ row, ...who, ...(p.field ? { field: p.field } : {}), reason: p.reason });
    if (!read.fields) return;
    const earlier = firstRow.get(read.fields.collectorNumber);
    if (earlier !== undefined) {
      problems.push({ row, ...who, field: 'collectorNumber', reason: `same collector number as row ${earlier}` });
      return;
    }
    firstRow.set(read.fields.collectorNumber, row);
    cards.push(buildCard(read.fields, read.repairs, read.gaps));
  });
  return problems.length > 0 ? { cards: [], problems } : { cards, problems };
}

function identity(raw: unknown): { collectorNumber?: string; name?: string } {
  if (raw === null || typeof raw !== 'object') return {};
  const { collectorNumber, name } = raw as { collectorNumber?: unknown; name?: unknown };
  return {
    ...(typeof collectorNumber === 'string' && collectorNumber ? { collectorNumber } : {}),
    ...(typeof name === 'string' && name.trim() ? { name: name.trim() } : {}),
  };
}

/** Titles compared without the difference between straight and curly apostrophes. */
function sameTitle(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/[’‘]/g, "'").toLowerCase();
  return norm(a) === norm(b);
}

/** An inverter's text: right side up, then after the first "/" the upside-down side. */
function sides(text: string, inverter: boolean): [string, string | undefined] {
  const at = text.indexOf('/');
  if (!inverter || at < 0) return [text, undefined];
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

function buildCard(f: RowFields, rowRepairs: string[], rowGaps: string[]): WarsCard {
  const repaired = repairText(f.text);
  const repairs = [...rowRepairs, ...repaired.repairs];
  const gaps = [...rowGaps, ...repaired.gaps];
  const oneShot = f.type === 'Interrupt' || f.type === 'Order';
  const ruling = warsRulingFor(f.collectorNumber);
  const erratum = ruling?.erratum && sameTitle(ruling.title, f.name) ? ruling : undefined;

  let abilities: WarsAbility[];
  let invertedAbilities: WarsAbility[] | undefined;
  if (erratum) {
    // The erratum is the complete revised text, one ability a paragraph.
    abilities = erratum.erratum!.flatMap((p) => splitAbilities(p, oneShot));
  } else {
    const [upright, inverted] = sides(repaired.text, f.inverter);
    abilities = splitAbilities(upright, oneShot);
    if (f.inverter) invertedAbilities = inverted === undefined ? [] : splitAbilities(inverted, oneShot);
  }
  if (!f.inverter && repaired.text.includes('/')) gaps.push('a "/" in the text of a card that is not an Inverter');
  const lines = (list: readonly WarsAbility[]) => list.map((a) => a.text).join('\n');
  const usesDestiny = [...abilities, ...(invertedAbilities ?? [])].some((a) => a.kind !== 'keyword' && a.usesDestiny);
  return {
    id: f.collectorNumber,
    ...f,
    text: lines(abilities),
    abilities,
    ...(invertedAbilities ? { invertedText: lines(invertedAbilities), invertedAbilities } : {}),
    ...(erratum ? { printedText: repaired.text, erratum: erratum.key } : {}),
    usesDestiny,
    repairs,
    gaps,
  };
}
