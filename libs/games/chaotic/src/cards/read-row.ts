import type { AttackDamage, Card, CardType, Element, Tribe } from './card';
import { RowReader } from './row-fields';

export const CARD_TYPES: readonly CardType[] = ['Creature', 'Attack', 'Battlegear', 'Mugic', 'Location'];
export const TRIBES: readonly Tribe[] = ['OverWorld', 'UnderWorld', 'Mipedian', 'Danian', "M'arrillian", 'Generic', 'Tribeless'];
export const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];
/** Prototype rows come from this set; they may have missing values (see data/README.md). */
export const PROTOTYPE_SET = 'PROTO';

const STAT_MAX = 200;

/** A card without its set-wide id and parsed abilities (added once the whole file is read). */
export type CardFields = Card extends infer C ? (C extends Card ? Omit<C, 'id' | 'abilities'> : never) : never;

/** Reads one row into card fields, or returns the problems found. Never throws. */
export function readRow(raw: unknown): { card?: CardFields; problems: { field?: string; reason: string }[] } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { problems: [{ reason: 'row must be an object' }] };
  }
  const r = new RowReader(raw as Record<string, unknown>);
  const name = r.string('name', { required: true, nonEmpty: true });
  const type = r.string('type', { required: true }) as CardType | undefined;
  if (type !== undefined && !CARD_TYPES.includes(type)) r.fail('type', `type must be one of ${CARD_TYPES.join(', ')}`);
  const set = r.string('set', { required: true, nonEmpty: true }) ?? '';
  const prototype = set === PROTOTYPE_SET;
  const base = {
    name: name ?? '',
    set,
    setName: r.string('setName') ?? set,
    cardNumber: readCardNumber(r),
    rarity: r.string('rarity') ?? null,
    text: r.string('text') ?? '',
    unique: r.boolean('unique'),
    legendary: r.boolean('legendary'),
    loyal: r.boolean('loyal'),
    subtypes: r.stringList('subtypes'),
    ...optional('subtitle', r.string('subtitle', { nonEmpty: true })),
    ...optional('variant', r.string('variant')),
    ...(prototype ? { prototype: true } : {}),
  };
  if (r.problems.length > 0 || type === undefined || !CARD_TYPES.includes(type)) return { problems: r.problems };
  const card = readTyped(type, base, r, prototype);
  return r.problems.length > 0 ? { problems: r.problems } : { card, problems: [] };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function readCardNumber(r: RowReader): number | string | null {
  const v = r.raw.cardNumber;
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  r.fail('cardNumber', 'cardNumber must be a whole number, a non-empty string or null');
  return null;
}

function readTribe(r: RowReader, prototype: boolean): Tribe | undefined {
  const v = r.string('tribe', { required: true });
  if (v === undefined) return undefined;
  // '?' marks an unknown tribe on a prototype; it plays as Generic.
  if (v === '?' && prototype) return 'Generic';
  if (!TRIBES.includes(v as Tribe)) return r.fail('tribe', `tribe must be one of ${TRIBES.join(', ')}`), undefined;
  return v as Tribe;
}

type Base = Omit<Card, 'id' | 'abilities' | 'type'>;

function readTyped(type: CardType, base: Base, r: RowReader, prototype: boolean): CardFields {
  switch (type) {
    case 'Creature':
      return readCreature(base, r, prototype);
    case 'Attack':
      return { ...base, type, buildCost: r.int('buildCost', 0, 20) ?? 0, damage: readDamage(r) };
    case 'Battlegear':
      return { ...base, type };
    case 'Mugic':
      return { ...base, type, tribe: readTribe(r, prototype) ?? 'Generic', mugicCost: readMugicCost(r) };
    case 'Location': {
      const initiative = r.string('initiative', { required: true, nonEmpty: true }) ?? '';
      return { ...base, type, initiative };
    }
    default: {
      const never: never = type;
      throw new Error(`unhandled card type ${String(never)}`);
    }
  }
}

function readCreature(base: Base, r: RowReader, prototype: boolean): CardFields {
  let incomplete = false;
  // Prototype rows may lack printed values: they load as 0 and are marked incomplete.
  const stat = (field: string, max: number): number => {
    const v = r.int(field, 0, max, prototype);
    if (v === null) incomplete = true;
    return v ?? 0;
  };
  const courage = stat('courage', STAT_MAX);
  const power = stat('power', STAT_MAX);
  const wisdom = stat('wisdom', STAT_MAX);
  const speed = stat('speed', STAT_MAX);
  const energy = stat('energy', STAT_MAX);
  const mugicAbility = stat('mugicAbility', 10);
  const elements = r.stringList('elements');
  const bad = elements.find((e) => !ELEMENTS.includes(e as Element));
  if (bad !== undefined) r.fail('elements', `element "${bad}" must be one of ${ELEMENTS.join(', ')}`);
  else if (new Set(elements).size !== elements.length) r.fail('elements', 'elements must not repeat');
  const brainwashedText = r.string('brainwashedText');
  return {
    ...base,
    type: 'Creature',
    tribe: readTribe(r, prototype) ?? 'Generic',
    courage, power, wisdom, speed, energy, mugicAbility,
    elements: elements as Element[],
    ...(brainwashedText !== undefined ? { brainwashedText } : {}),
    ...(incomplete ? { incomplete: true } : {}),
  };
}

function readDamage(r: RowReader): AttackDamage {
  const d = r.raw.damage;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) {
    r.fail('damage', 'damage must be an object {base, fire, air, earth, water}');
    return { base: 0, fire: 0, air: 0, earth: 0, water: 0 };
  }
  const inner = new RowReader(d as Record<string, unknown>);
  const value = (k: keyof AttackDamage) => inner.int(k, 0, 100) ?? 0;
  const damage = { base: value('base'), fire: value('fire'), air: value('air'), earth: value('earth'), water: value('water') };
  for (const p of inner.problems) r.fail(`damage.${p.field}`, `damage.${p.reason}`);
  return damage;
}

function readMugicCost(r: RowReader): number | 'X' {
  const v = r.raw.mugicCost;
  if (v === 'X' || v === 'x') return 'X';
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 10) return v;
  r.fail('mugicCost', 'mugicCost must be a number 0–10 or X');
  return 0;
}
