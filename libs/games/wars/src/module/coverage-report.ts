import type { CoverageReport, CoverageRow } from '@arbiter/rules';
import { WARS_CARD_TYPES, type WarsCard } from '../cards/card';
import { engineCardText } from '../effects/engine-text';
import { attestedLines } from '../engine/attested-lines';
import { WARS_ENGINE_VERSION } from '../engine/engine-versions';
import { bundledWarsReadings } from '../text/bundled-readings';
import { type AbilityEntry, type CardReading, cardEntries } from '../text/card-readings';
import { isUnread } from '../text/reading';
import { boundOfReading } from '../verbs/registry';

/** The sets of the bundled cards; promos (rarity PF) are counted apart from the set they are numbered in. */
export const WARS_COVERAGE_SETS = ['Incursion', 'No Where to Hide', 'promos'] as const;

export const warsCoverageSet = (card: WarsCard): string => (card.rarity === 'PF' ? 'promos' : card.set);

/** The current engine version's card text: what it carries out and what it leaves to `attest` (one per version, shared with its engine). */
const currentText = () => engineCardText(WARS_ENGINE_VERSION);

/** A card's abilities the current engine leaves to `attest`, both sides of an inverter, one a line, worded as the log quotes them. */
export function warsAttestedText(card: WarsCard): string[] {
  return [...attestedLines(card, currentText())];
}

const automated = (card: WarsCard) => attestedLines(card, currentText()).length === 0;

function rows(cards: readonly WarsCard[], keys: readonly string[], keyOf: (card: WarsCard) => string): CoverageRow[] {
  const counts = new Map(keys.map((k) => [k, { automated: 0, total: 0 }]));
  for (const card of cards) {
    const key = keyOf(card);
    // A set the bundled file does not have yet still gets a row rather than vanishing from the table.
    const row = counts.get(key) ?? counts.set(key, { automated: 0, total: 0 }).get(key)!;
    row.total++;
    if (automated(card)) row.automated++;
  }
  return [...counts].map(([key, c]) => ({ key, ...c }));
}

/** Abilities the grammar reads (keywords included) of all abilities, per key: a reading, not automation. */
function readRows(cards: readonly WarsCard[], keys: readonly string[], keyOf: (card: WarsCard) => string, readings: ReadonlyMap<string, CardReading>): CoverageRow[] {
  const counts = new Map(keys.map((k) => [k, { automated: 0, total: 0 }]));
  for (const card of cards) {
    const key = keyOf(card);
    const row = counts.get(key) ?? counts.set(key, { automated: 0, total: 0 }).get(key)!;
    for (const e of cardEntries(readings.get(card.id)!)) {
      row.total++;
      if (!isUnread(e.reading)) row.automated++;
    }
  }
  return [...counts].map(([key, c]) => ({ key, ...c }));
}

/** Abilities the engine leaves to `attest` whose stated outcome it bounds, of all it leaves to `attest`. */
function boundedRow(attested: readonly AbilityEntry[]): CoverageRow {
  return { key: 'abilities', automated: attested.filter((e) => !boundOfReading(e.reading).open).length, total: attested.length };
}

/**
 * WARS coverage: a card is automated when the engine carries out all of it — its keywords, its
 * card type's rules and the standing abilities it carries out — which is exactly when it has no
 * text the engine leaves to `attest` (the engine's own test, so the report cannot drift from
 * play). Vanilla cards count as automated.
 */
export function warsCoverageReport(cards: readonly WarsCard[]): CoverageReport {
  const missing = cards.filter((c) => !automated(c));
  const readings = new Map(Object.entries(bundledWarsReadings().cards));
  const entries = cards.map((c) => cardEntries(readings.get(c.id)!));
  const unreadOf = (c: WarsCard) =>
    cardEntries(readings.get(c.id)!).flatMap((e) => (isUnread(e.reading) ? [{ text: e.text, expected: e.reading.where }] : []));
  return {
    game: 'wars',
    overall: { key: 'all', automated: cards.length - missing.length, total: cards.length },
    tables: [
      { title: 'type', rows: rows(cards, WARS_CARD_TYPES, (c) => c.type) },
      { title: 'set', rows: rows(cards, WARS_COVERAGE_SETS, warsCoverageSet) },
      // What the grammar (src/text) reads, apart: a reading is not yet automation.
      {
        title: 'read by the grammar',
        counts: 'read',
        rows: [
          { key: 'abilities', automated: entries.flat().filter((e) => !isUnread(e.reading)).length, total: entries.flat().length },
          { key: 'cards, every ability', automated: entries.filter((es) => es.every((e) => !isUnread(e.reading))).length, total: cards.length },
        ],
      },
      // What an attested outcome of each ability is checked against: a bound its reading gives, or a judge.
      { title: 'attested abilities bounded by their reading', counts: 'bounded', rows: [boundedRow(cards.flatMap((c, i) => entries[i].filter((e) => attestedLines(c, currentText()).includes(e.text))))] },
      { title: 'abilities read, type', counts: 'read', rows: readRows(cards, WARS_CARD_TYPES, (c) => c.type, readings) },
      { title: 'abilities read, set', counts: 'read', rows: readRows(cards, WARS_COVERAGE_SETS, warsCoverageSet, readings) },
    ],
    aims: [],
    missing: missing.map((c) => {
      const unread = unreadOf(c);
      return { id: c.id, name: c.name, type: c.type, attested: warsAttestedText(c), ...(unread.length ? { unread } : {}) };
    }),
  };
}
