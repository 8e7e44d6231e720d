import type { Card, CardType } from '../cards/card';
import type { CardSet } from '../cards/card-set';
import type { AutomatedEffect, CardEffect, CreatureFilter, SubjectKind, TriggerEvent } from './effect-types';
import type { ParamsOf, VerbCall, VerbName } from './verb-calls';
import { compileCardEffects } from './compile-effects';

/**
 * What an engine really implements of the registry: a verb (or, for a verb the engine
 * implements only in part, a test on its parameters), the creature-filter fields it
 * matches on, the subjects it resolves and the trigger events it raises. An effect that
 * uses anything else is not automated: the coverage report counts its card as missing
 * and the engine treats the text as attested in play.
 */
export interface EngineSupport {
  readonly verbs: { readonly [V in VerbName]: boolean | ((params: ParamsOf<V>) => boolean) };
  readonly filterFields: { readonly [K in keyof CreatureFilter]-?: boolean };
  readonly subjects: { readonly [K in SubjectKind]: boolean };
  readonly triggers: { readonly [E in TriggerEvent]: boolean };
  /**
   * Whether the engine pays a printed activation cost ("Sacrifice Aqua Shield", "Expend Water") of an
   * ability on a creature or battlegear; `name` is the card's when known (a granted ability's is not).
   */
  readonly costs: (printed: string, source: { readonly from: 'creature' | 'battlegear'; readonly name?: string }) => boolean;
}

/** The card whose text is checked: its own activated abilities are on it, granted ones on a creature. */
export interface CostCard {
  readonly name: string;
  readonly type: CardType;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Keys whose value is a creature filter (or a list of them, "for each …"). */
const FILTER_KEYS = new Set(['filter', 'against']);

/**
 * What in `effect` the engine does not implement, as short reasons ("verb change-target", "cost "Sacrifice
 * a Creature""); empty when all of it is. Without `card`, costs naming a card are read as unpayable.
 */
export function unsupportedParts(effect: AutomatedEffect, support: EngineSupport, card?: CostCard): string[] {
  const out = new Set<string>();
  // The effect's own timing is on the card; a quoted ability it grants is on a creature whose name is not known here.
  let source: { from: 'creature' | 'battlegear'; name?: string } = card ? { from: card.type === 'Battlegear' ? 'battlegear' : 'creature', name: card.name } : { from: 'creature' };
  const costs = (timing: Record<string, unknown>) => {
    const cost = timing.cost as { other?: unknown } | undefined;
    const other = Array.isArray(cost?.other) ? (cost.other as unknown[]) : [];
    for (const printed of other) if (typeof printed !== 'string' || !support.costs(printed, source)) out.add(`cost "${String(printed)}"`);
  };
  const filter = (f: unknown) => {
    if (!isObject(f)) return;
    for (const key of Object.keys(f)) if (!support.filterFields[key as keyof CreatureFilter]) out.add(`filter field ${key}`);
  };
  const walk = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      for (const v of value) {
        if (key === 'per') filter(v);
        walk(v, key);
      }
      return;
    }
    if (!isObject(value)) return;
    if (FILTER_KEYS.has(key)) filter(value);
    if (typeof value.verb === 'string') {
      const call = value as unknown as VerbCall;
      const rule = support.verbs[call.verb] as boolean | ((p: unknown) => boolean) | undefined;
      if (!(typeof rule === 'function' ? rule(call.params) : rule)) out.add(`verb ${call.verb}`);
    }
    if (typeof value.select === 'string' && !support.subjects[value.select as SubjectKind]) out.add(`subject ${value.select}`);
    if (key === 'timing' && value.kind === 'triggered' && !support.triggers[value.event as TriggerEvent]) out.add(`trigger ${String(value.event)}`);
    if (key === 'timing' && value.kind === 'activated') costs(value);
    if (key === 'timing') source = { from: 'creature' };
    for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(effect.timing, 'timing');
  walk(effect.conditions, 'conditions');
  walk(effect.steps, 'steps');
  return [...out];
}

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

/**
 * Text of a card that is not automated: attested text, and automated text using a verb,
 * filter field, subject or trigger the engine does not implement (with what is missing).
 */
export function attestedTexts(effects: readonly CardEffect[], support?: EngineSupport, card?: CostCard): string[] {
  const out: string[] = [];
  for (const e of effects) {
    if (e.kind === 'attested') out.push(e.text);
    else if (e.kind === 'automated' && support) {
      const missing = unsupportedParts(e, support, card);
      if (missing.length > 0) out.push(`${e.text} [engine lacks: ${missing.join(', ')}]`);
    }
  }
  return out;
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
 * keyword or a registry effect the engine implements (`support`, exported by the engine
 * as ENGINE_SUPPORT), nothing attested — and the rest with the text that is attested.
 */
export function computeCoverage(set: CardSet, support: EngineSupport): CoverageReport {
  const automated = new Set<string>();
  const uncovered: UncoveredCard[] = [];
  const compiled = compileCardEffects(set);
  for (const card of set.cards) {
    const attested = attestedTexts(compiled.get(card.id) ?? [], support, card);
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
