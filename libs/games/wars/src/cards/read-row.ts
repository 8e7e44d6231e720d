import { type PlayKind, STAT_TYPES, WARS_CARD_TYPES, type EnergyIcons, type SupportIcons, type WarsCard, type WarsCardType, type WarsStats } from './card';
import { SUPPORT_FACTIONS, type SupportFaction, WARS_FACTIONS, type WarsFaction } from './factions';

/** A row's fields once checked, before its text is repaired and split: the card without what the importer adds. */
export type RowFields = Omit<WarsCard, 'id' | 'abilities' | 'invertedText' | 'invertedAbilities' | 'printedText' | 'erratum' | 'usesDestiny' | 'repairs' | 'gaps'>;

export interface RowProblem {
  readonly field?: string;
  readonly reason: string;
}

export interface ReadRow {
  readonly fields?: RowFields;
  readonly problems: RowProblem[];
  readonly repairs: string[];
  readonly gaps: string[];
}

/** Set digit, rarity letters (C, U, R, S, X, PF), number within the set. */
const COLLECTOR_NUMBER = /^(\d)(PF|[A-Z])(\d+)$/;
/** Faction names the spoiler misspelled. */
const FACTION_SPELLINGS: Readonly<Record<string, WarsFaction>> = { eather: 'Earther' };
const PLAY_KINDS: Readonly<Record<string, PlayKind>> = { used: 'used', lost: 'lost', 'used or lost': 'used-or-lost' };

type Row = Record<string, unknown>;

class Reader {
  readonly problems: RowProblem[] = [];
  readonly repairs: string[] = [];
  readonly gaps: string[] = [];

  constructor(private readonly row: Row) {}

  problem(field: string, reason: string): undefined {
    this.problems.push({ field, reason });
    return undefined;
  }

  string(field: string, required = true): string | undefined {
    const v = this.row[field];
    if (v === undefined || v === null) return required ? this.problem(field, 'missing') : undefined;
    if (typeof v !== 'string') return this.problem(field, 'must be a string');
    return v;
  }

  /** A whole number in range, null when the data has null, undefined (with a problem) when wrong. */
  count(field: string, max: number, value: unknown = this.row[field]): number | null | undefined {
    if (value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) return this.problem(field, `must be a whole number 0–${max}${value === undefined ? ' (missing)' : ''}`);
    return value;
  }

  faction(field: string, value: unknown, allowed: readonly string[]): WarsFaction | null | undefined {
    if (value === null) return null;
    if (typeof value !== 'string') return this.problem(field, `must be one of ${allowed.join(', ')}`);
    const exact = allowed.find((f) => f === value);
    if (exact) return exact as WarsFaction;
    const fixed = allowed.find((f) => f.toLowerCase() === value.toLowerCase()) ?? FACTION_SPELLINGS[value.toLowerCase()];
    if (fixed && allowed.includes(fixed)) {
      this.repairs.push(`${field} "${value}" read as ${fixed}`);
      return fixed as WarsFaction;
    }
    return this.problem(field, `unknown faction "${value}" (one of ${allowed.join(', ')})`);
  }

  icons(field: string, value: unknown): SupportIcons | undefined {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return this.problem(field, 'must be { count, faction }');
    const v = value as Row;
    const count = this.count(`${field}.count`, 9, v.count);
    const faction = this.faction(`${field}.faction`, v.faction, SUPPORT_FACTIONS);
    if (count === null) return this.problem(`${field}.count`, 'must be a whole number 0–9');
    if (faction === null) return this.problem(`${field}.faction`, 'missing');
    return count === undefined || faction === undefined ? undefined : { count, faction: faction as SupportFaction };
  }

  /** A stat: a number, or for an inverter "upright/inverted". */
  stat(field: string, inverter: boolean): [number, number] | undefined {
    const v = this.row[field];
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99) return [v, v];
    if (typeof v === 'string') {
      const m = /^(\d+)\/(\d+)$/.exec(v.trim());
      if (m && inverter) return [Number(m[1]), Number(m[2])];
      if (m) return this.problem(field, `"${v}" has two sides but the card is not an Inverter`);
    }
    return this.problem(field, `must be a whole number${inverter ? ' or "upright/inverted" (e.g. "2/4")' : ''}${v === undefined || v === null ? ' (missing)' : ''}`);
  }
}

/** Checks one row of a card file of the wars-cards.json shape, repairing what the data is known to get wrong. */
export function readRow(raw: unknown): ReadRow {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { problems: [{ reason: 'a card row must be a JSON object' }], repairs: [], gaps: [] };
  const row = raw as Row;
  const r = new Reader(row);

  const collectorNumber = r.string('collectorNumber');
  const parts = collectorNumber === undefined ? null : COLLECTOR_NUMBER.exec(collectorNumber);
  if (collectorNumber !== undefined && !parts) r.problem('collectorNumber', `"${collectorNumber}" is not a collector number like 1C7 or 1PF3`);
  let name = r.string('name');
  if (name !== undefined && name.trim() === '') r.problem('name', 'must not be empty');
  let uniqueInName = false;
  if (name !== undefined) {
    // The spoiler put one card's unique marker in front of its title (":*Ashmahi-Anant", 2R88).
    const marked = /^:?\*(?=\S)/.exec(name);
    if (marked) {
      uniqueInName = true;
      r.repairs.push(`"${marked[0]}" before the title read as the unique marker`);
      name = name.slice(marked[0].length);
    }
    if (name.startsWith('”')) {
      r.repairs.push('closing quote opening the title written as an opening quote');
      name = `“${name.slice(1)}`;
    }
  }
  const set = r.string('set');
  const setNumber = row.setNumber === undefined ? (parts ? Number(parts[1]) : undefined) : r.count('setNumber', 9);
  const number = row.number === undefined ? (parts ? Number(parts[3]) : undefined) : r.count('number', 9999);
  const rarity = row.rarity === undefined ? parts?.[2] : r.string('rarity');
  if (parts && setNumber !== Number(parts[1])) r.problem('setNumber', `${String(setNumber)} disagrees with collector number ${collectorNumber}`);
  if (parts && number !== Number(parts[3])) r.problem('number', `${String(number)} disagrees with collector number ${collectorNumber}`);
  if (parts && rarity !== parts[2]) r.problem('rarity', `${String(rarity)} disagrees with collector number ${collectorNumber}`);

  const typeText = r.string('type');
  const type = WARS_CARD_TYPES.find((t) => t.toLowerCase() === typeText?.replace('ō', 'o').toLowerCase());
  if (typeText !== undefined && !type) r.problem('type', `unknown type "${typeText}" (one of ${WARS_CARD_TYPES.join(', ')})`);
  const faction = row.faction === undefined ? r.problem('faction', 'missing (null when unknown)') : r.faction('faction', row.faction, WARS_FACTIONS);
  let subtype = row.subtype === undefined ? null : (r.string('subtype', false) ?? null);
  let labels: string[] = [];
  if (row.keywords !== undefined && row.keywords !== null) {
    if (!Array.isArray(row.keywords) || row.keywords.some((k) => typeof k !== 'string')) r.problem('keywords', 'must be a list of labels');
    else labels = [...(row.keywords as string[])];
  }
  const text = typeof row.text === 'string' ? row.text : r.problem('text', 'must be a string (empty for a card without game text)');
  const inverter = labels.includes('Inverter');

  const cost = row.cost === undefined ? r.problem('cost', 'missing (null when unknown)') : r.count('cost', 99);
  const destiny = row.destiny === undefined ? r.problem('destiny', 'missing (null when unknown)') : r.count('destiny', 9);
  const supportCost = row.supportCost === undefined || row.supportCost === null ? null : (r.icons('supportCost', row.supportCost) ?? null);

  let stats: WarsStats | undefined;
  let invertedStats: WarsStats | undefined;
  if (type && STAT_TYPES.has(type)) {
    const [p, t, d] = [r.stat('power', inverter), r.stat('tactics', inverter), r.stat('defense', inverter)];
    if (p && t && d) {
      stats = { power: p[0], tactics: t[0], defense: d[0] };
      if (inverter) invertedStats = { power: p[1], tactics: t[1], defense: d[1] };
    }
  }

  let capacity: number | undefined;
  if (type === 'Ship') {
    const m = /^Capacity (\d+)$/.exec(subtype ?? '');
    if (m) capacity = Number(m[1]);
    else r.problem('subtype', `a ship's subtype must be "Capacity N", not ${JSON.stringify(subtype)}`);
  }

  let playKind: PlayKind | undefined;
  if (type === 'Interrupt' || type === 'Order') {
    // The spoiler put one interrupt's "(LOST)" among its labels (2R78).
    const stray = subtype === null ? labels.find((l) => /^\((used|lost|used or lost)\)?$/i.test(l)) : undefined;
    if (stray) {
      subtype = stray.replace(/[()]/g, '').replace(/^\w/, (c) => c.toUpperCase());
      labels = labels.filter((l) => l !== stray);
      r.repairs.push(`"${stray}" among the labels read as the ${type.toLowerCase()}'s kind (${subtype})`);
    }
    playKind = PLAY_KINDS[(subtype ?? '').toLowerCase()];
    if (!playKind) r.problem('subtype', `an ${type.toLowerCase()}'s kind must be Used, Lost or Used or Lost, not ${JSON.stringify(subtype)}`);
  }

  let energyIcons: EnergyIcons | undefined;
  let supportIcons: SupportIcons[] | undefined;
  if (type === 'Location') {
    const e = row.energyIcons;
    if (e === undefined || e === null) r.gaps.push('energy icons missing from the data (played as none on either side)');
    else if (typeof e !== 'object' || Array.isArray(e)) r.problem('energyIcons', 'must be { yourSide, opponentSide }');
    else {
      const yourSide = r.count('energyIcons.yourSide', 9, (e as Row).yourSide);
      const opponentSide = r.count('energyIcons.opponentSide', 9, (e as Row).opponentSide);
      if (typeof yourSide === 'number' && typeof opponentSide === 'number') energyIcons = { yourSide, opponentSide };
    }
    const s = row.supportIcons ?? [];
    if (!Array.isArray(s)) r.problem('supportIcons', 'must be a list of { count, faction }');
    else supportIcons = s.map((icon, i) => r.icons(`supportIcons[${i}]`, icon)).filter((x): x is SupportIcons => x !== undefined);
  }

  const marker = row.titleMarker;
  if (marker !== undefined && marker !== null && (typeof marker !== 'string' || !/^(\*|•+)$/.test(marker))) r.problem('titleMarker', 'must be "*" (unique) or bullets "•"');
  const printedUnique = typeof row.unique === 'boolean' ? row.unique : r.problem('unique', 'must be true or false');
  if (typeof printedUnique === 'boolean' && printedUnique !== (marker === '*') && !uniqueInName) r.problem('unique', `unique is ${printedUnique} but the title marker is ${JSON.stringify(marker ?? null)}`);
  const unique = printedUnique === undefined ? undefined : printedUnique || uniqueInName;
  const bullets = typeof marker === 'string' && marker.startsWith('•') ? marker.length : 0;
  const source = row.source === undefined ? undefined : r.string('source', false);

  // What the data lost and nothing in the row can give back: the card loads, marked incomplete.
  const missing: string[] = [];
  if (faction === null) missing.push('faction');
  if (cost === null && type !== 'Location') missing.push('energy cost');
  if (destiny === null) missing.push('destiny');
  if (supportCost === null && faction !== 'Independent' && type !== 'Location' && type !== undefined) missing.push('support cost');
  if (missing.length > 0) r.gaps.push(`${missing.join(', ')} missing from the data`);

  if (r.problems.length > 0 || !collectorNumber || !name || !set || !type || typeof setNumber !== 'number' || typeof number !== 'number' || !rarity || text === undefined || unique === undefined || faction === undefined || cost === undefined || destiny === undefined) {
    return { problems: r.problems, repairs: r.repairs, gaps: r.gaps };
  }
  return {
    fields: {
      collectorNumber, set, setNumber, number, rarity, name: name.trim(), faction, type, subtype, labels,
      cost: cost ?? (type === 'Location' ? 0 : null), destiny, supportCost, inverter,
      ...(stats ? { stats } : {}), ...(invertedStats ? { invertedStats } : {}),
      ...(capacity !== undefined ? { capacity } : {}), ...(playKind ? { playKind } : {}),
      ...(type === 'Location' ? { energyIcons: energyIcons ?? { yourSide: 0, opponentSide: 0 }, supportIcons: supportIcons ?? [] } : {}),
      unique, bullets, text, ...(source !== undefined ? { source } : {}),
    },
    problems: [], repairs: r.repairs, gaps: r.gaps,
  };
}
