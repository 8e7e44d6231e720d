import type { WarsAbility } from '../cards/ability';
import type { WarsCard } from '../cards/card';
import { readAbility } from './read-ability';
import { type AbilityReading, isUnread } from './reading';

/**
 * The readings of a card set, as checked in at `readings/<engine version>.json`: every
 * ability of every card with what the grammar reads it as, or a reviewed override. A grammar
 * change shows up as a diff of this file (`wars-text-readings.spec.ts` fails until it is
 * written again).
 */

export interface AbilityEntry {
  readonly text: string;
  /** Set when the reading is the override file's, not the grammar's. */
  readonly override?: true;
  readonly reading: AbilityReading;
}

export interface CardReading {
  readonly name: string;
  readonly abilities: readonly AbilityEntry[];
  readonly inverted?: readonly AbilityEntry[];
}

/** Per-card overrides: card id → ability text (as the card's split gives it) → reading. */
export type ReadingOverrides = Readonly<Record<string, Readonly<Record<string, AbilityReading>>>>;

export interface WarsReadings {
  readonly engine: string;
  readonly totals: { readonly abilities: number; readonly read: number; readonly cards: number; readonly cardsRead: number };
  readonly cards: Readonly<Record<string, CardReading>>;
}

/** The override file's readings, checked: an override must name a card and one of its abilities. */
export function checkOverrides(cards: readonly WarsCard[], overrides: ReadingOverrides): string[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const problems: string[] = [];
  for (const [id, texts] of Object.entries(overrides)) {
    const card = byId.get(id);
    if (!card) problems.push(`override for ${id}: no such card`);
    else for (const text of Object.keys(texts)) if (!abilitiesOf(card).some((a) => a.text === text)) problems.push(`override for ${id}: no ability "${text}"`);
  }
  return problems;
}

const abilitiesOf = (card: WarsCard): readonly WarsAbility[] => [...card.abilities, ...(card.invertedAbilities ?? [])];

function entry(ability: WarsAbility, override: AbilityReading | undefined): AbilityEntry {
  return override ? { text: ability.text, override: true, reading: override } : { text: ability.text, reading: readAbility(ability) };
}

/** One card's readings, both sides of an inverter. */
export function readCard(card: WarsCard, overrides: ReadingOverrides = {}): CardReading {
  const mine = overrides[card.id] ?? {};
  const read = (abilities: readonly WarsAbility[]) => abilities.map((a) => entry(a, mine[a.text]));
  return { name: card.name, abilities: read(card.abilities), ...(card.invertedAbilities?.length ? { inverted: read(card.invertedAbilities) } : {}) };
}

export const cardEntries = (r: CardReading): readonly AbilityEntry[] => [...r.abilities, ...(r.inverted ?? [])];

/** Every card's readings, in the card set's order; throws on an override that names nothing (it would be silently unused). */
export function compileWarsReadings(cards: readonly WarsCard[], engine: string, overrides: ReadingOverrides = {}): WarsReadings {
  const problems = checkOverrides(cards, overrides);
  if (problems.length > 0) throw new Error(`WARS reading overrides: ${problems.join('; ')}`);
  const out: Record<string, CardReading> = {};
  let abilities = 0;
  let read = 0;
  let cardsRead = 0;
  for (const card of cards) {
    const r = readCard(card, overrides);
    out[card.id] = r;
    const entries = cardEntries(r);
    abilities += entries.length;
    const readHere = entries.filter((e) => !isUnread(e.reading)).length;
    read += readHere;
    if (readHere === entries.length) cardsRead++;
  }
  return { engine, totals: { abilities, read, cards: cards.length, cardsRead }, cards: out };
}

/** JSON indented by two, with any value that fits on its line kept on one line: a reading's change is a few lines of diff, not a page. */
function pretty(value: unknown, indent: string): string {
  const flat = JSON.stringify(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= 110) return flat;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((v) => `${inner}${pretty(v, inner)}`)
    : Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pretty(v, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return items.length === 0 ? flat : `${open}\n${items.join(',\n')}\n${indent}${close}`;
}

/** The file's text: in the card set's order and pretty, so a diff shows each changed reading. */
export const readingsJson = (readings: WarsReadings): string => `${pretty(readings, '')}\n`;
