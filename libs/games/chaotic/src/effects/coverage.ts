import type { Card, CardType } from '../cards/card';
import type { CardSet } from '../cards/card-set';
import type { CardEffect } from './effect-types';
import { compileCardEffects } from './compile-effects';

export interface CoverageRow {
  readonly key: string;
  readonly total: number;
  readonly automated: number;
  /** automated / total, 0 when the row is empty. */
  readonly share: number;
}

export interface UncoveredCard {
  readonly id: string;
  readonly name: string;
  readonly type: CardType;
  readonly set: string;
  /** The printed text the registry does not express (each becomes an attested effect). */
  readonly attested: readonly string[];
}

export interface CoverageReport {
  readonly overall: CoverageRow;
  readonly byType: readonly CoverageRow[];
  readonly bySet: readonly CoverageRow[];
  readonly uncovered: readonly UncoveredCard[];
  readonly aim: { readonly dawnOfPerimAll: boolean; readonly overallAtLeast90: boolean };
}

/** The set whose every card the aim asks to automate. */
export const DAWN_OF_PERIM = 'DOP';
export const OVERALL_AIM = 0.9;

/** Attested text of a card: what keeps it from being automated; empty when automated. */
export function attestedTexts(effects: readonly CardEffect[]): string[] {
  return effects.filter((e) => e.kind === 'attested').map((e) => e.text);
}

function rows(cards: readonly Card[], keyOf: (c: Card) => string, automated: ReadonlySet<string>): CoverageRow[] {
  const counts = new Map<string, { total: number; automated: number }>();
  for (const c of cards) {
    const k = keyOf(c);
    const row = counts.get(k) ?? { total: 0, automated: 0 };
    row.total++;
    if (automated.has(c.id)) row.automated++;
    counts.set(k, row);
  }
  return [...counts.entries()].map(([key, r]) => ({ key, ...r, share: r.total === 0 ? 0 : r.automated / r.total }));
}

/**
 * Per card type and per set: how many cards the engine automates — every ability a
 * keyword or a registry effect, nothing attested — and the rest with their attested text.
 */
export function computeCoverage(set: CardSet): CoverageReport {
  const automated = new Set<string>();
  const uncovered: UncoveredCard[] = [];
  const compiled = compileCardEffects(set);
  for (const card of set.cards) {
    const attested = attestedTexts(compiled.get(card.id) ?? []);
    if (attested.length === 0) automated.add(card.id);
    else uncovered.push({ id: card.id, name: card.name, type: card.type, set: card.set, attested });
  }
  const [overall] = rows(set.cards, () => 'all', automated);
  const total = overall ?? { key: 'all', total: 0, automated: 0, share: 0 };
  const bySet = rows(set.cards, (c) => c.set, automated);
  const dop = bySet.find((r) => r.key === DAWN_OF_PERIM);
  return {
    overall: total,
    byType: rows(set.cards, (c) => c.type, automated),
    bySet,
    uncovered,
    aim: { dawnOfPerimAll: dop !== undefined && dop.automated === dop.total, overallAtLeast90: total.share >= OVERALL_AIM },
  };
}
