import type { Card } from '../src/cards/card';
import { compileCardEffects } from '../src/effects/compile-effects';
import { computeCoverage, unsupportedParts } from '../src/effects/coverage';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { readCost, type CostSource } from '../src/engine/costs-read';
import { ENGINE_SUPPORT } from '../src/engine/engine-support';
import { cards } from './support';

const compiled = compileCardEffects(cards);
const all = (cards as unknown as { cards: Card[] }).cards;

/** Every printed activation cost in an effect, with where it is paid: the card itself, or (granted) a creature. */
function costsOf(effect: AutomatedEffect, card: Card): { printed: string; source: CostSource }[] {
  const out: { printed: string; source: CostSource }[] = [];
  let source: CostSource = { from: card.type === 'Battlegear' ? 'battlegear' : 'creature', name: card.name };
  const walk = (value: unknown, key: string): void => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, key));
    if (typeof value !== 'object' || value === null) return;
    const v = value as Record<string, unknown>;
    if (key === 'timing' && v.kind === 'activated') for (const printed of (v.cost as { other: string[] }).other) out.push({ printed, source });
    if (key === 'timing') source = { from: 'creature' };
    for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(effect.timing, 'timing');
  walk(effect.steps, 'steps');
  return out;
}

describe('CR 8.4.4.1 coverage counts printed activation costs: a card is automated only if the engine pays them', () => {
  const report = computeCoverage(cards, ENGINE_SUPPORT);
  const uncovered = new Set(report.uncovered.map((u) => u.id));

  it('every cost of every card counted automated is one the engine reads (and so validates and pays)', () => {
    const unpaid: string[] = [];
    for (const card of all) {
      if (uncovered.has(card.id)) continue;
      for (const e of compiled.get(card.id) ?? []) {
        if (e.kind !== 'automated') continue;
        for (const { printed, source } of costsOf(e, card)) if (!readCost(printed, source)) unpaid.push(`${card.id}: ${printed}`);
      }
    }
    expect(unpaid).toEqual([]);
    // The real cards do print such costs, at the top level and inside granted abilities.
    const counted = all.filter((c) => !uncovered.has(c.id)).flatMap((c) => (compiled.get(c.id) ?? []).flatMap((e) => (e.kind === 'automated' ? costsOf(e, c) : [])));
    expect(counted.length).toBeGreaterThan(50);
  });

  it('an engine that paid no printed cost would count none of those cards (Aqua Shield, Takinom, Talisman of the Mandiblor)', () => {
    const none = computeCoverage(cards, { ...ENGINE_SUPPORT, costs: () => false });
    const missing = new Map(none.uncovered.map((u) => [u.id, u.attested]));
    expect(uncovered.has('DOP-136') || uncovered.has('DOP-52') || uncovered.has('DOP-158')).toBe(false);
    expect(missing.get('DOP-136')).toEqual(['Sacrifice Aqua Shield: Heal 15 damage to target Creature [engine lacks: cost "Sacrifice Aqua Shield"]']);
    expect(missing.get('DOP-52')?.join()).toContain('cost "Sacrifice an UnderWorld Creature"');
    // Granted: "Equipped Danian Creature has "Sacrifice equipped Creature: …"".
    expect(missing.get('DOP-158')?.join()).toContain('cost "Sacrifice equipped Creature"');
  });

  it('a cost naming a card binds to that card only: on another card, or without the card, it is reported', () => {
    const aqua = (compiled.get('DOP-136') ?? []).find((e): e is AutomatedEffect => e.kind === 'automated' && e.timing.kind === 'activated')!;
    expect(unsupportedParts(aqua, ENGINE_SUPPORT, { name: 'Aqua Shield', type: 'Battlegear' })).toEqual([]);
    expect(unsupportedParts(aqua, ENGINE_SUPPORT, { name: 'Nexus Fuse', type: 'Battlegear' })).toEqual(['cost "Sacrifice Aqua Shield"']);
    expect(unsupportedParts(aqua, ENGINE_SUPPORT)).toEqual(['cost "Sacrifice Aqua Shield"']);
  });
});
