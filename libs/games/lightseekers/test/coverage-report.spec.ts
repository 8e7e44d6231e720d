import type { CardSetFile } from '../src';
import { lightseekersModule } from '../src';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const testwave = require('../data/testwave.cards.json') as CardSetFile;

/**
 * The testwave cards the engine does not carry out in full, read off the file by hand: verbs it
 * attests (move, restart, rotate, make-dormant, return), optional text (2.2.2: Lunar Vault's store,
 * a shuffle) and plain text. Every other card is verb calls it applies, with Stasis Beetle's Next Cancel.
 */
const NOT_AUTOMATED: Record<string, string> = {
  'tw-gear-smith': 'Hero', 'tw-rewind-pulse': 'Combo Buff', 'tw-gravity-snare': 'Attack', 'tw-bark-guard': 'Defend',
  'tw-soul-lantern': 'Defend', 'tw-wandering-shield': 'Defend', 'tw-grave-bell': 'Buff', 'tw-lunar-vault': 'Buff', 'tw-gust-shrine': 'Buff',
};

const file = (cards: unknown[]) => ({ name: 'mine.cards.json', text: JSON.stringify({ formatVersion: 1, id: 'mine', name: 'Mine', cards }) });

describe('lightseekersModule.coverage', () => {
  const report = lightseekersModule.coverage!.report();
  const byId = new Map(report.missing.map((m) => [m.id, m]));

  it('reports the bundled test wave: 40 of 49 cards automated, per type and per category', () => {
    expect(testwave.cards).toHaveLength(49);
    expect(report.game).toBe('lightseekers');
    expect(report.overall).toEqual({ key: 'all', automated: 49 - Object.keys(NOT_AUTOMATED).length, total: 49 });
    expect(report.overall.automated).toBe(40);
    const count = (pick: (c: CardSetFile['cards'][number]) => boolean) => {
      const of = testwave.cards.filter(pick);
      return { automated: of.filter((c) => !(c.id in NOT_AUTOMATED)).length, total: of.length };
    };
    expect(report.tables).toEqual([
      { title: 'type', rows: (['hero', 'combo', 'action'] as const).map((key) => ({ key, ...count((c) => c.type === key) })) },
      { title: 'category', rows: (['attack', 'defend', 'buff', 'item'] as const).map((key) => ({ key, ...count((c) => c.category === key) })) },
    ]);
    expect(report.tables[0].rows).toEqual([{ key: 'hero', automated: 6, total: 7 }, { key: 'combo', automated: 9, total: 10 }, { key: 'action', automated: 25, total: 32 }]);
    expect(report.aims).toEqual([]);
    expect(Object.fromEntries(report.missing.map((m) => [m.id, m.type]))).toEqual(NOT_AUTOMATED);
  });

  it('attests the wording of each effect not carried out, and counts a Next Buff cancelling an Attack as automated', () => {
    expect(byId.has('tw-fire-surge')).toBe(false);
    expect(byId.has('tw-stasis-beetle')).toBe(false);
    // Heal 2 is the engine's; the effect written only in words is attested.
    expect(byId.get('tw-wandering-shield')!.attested).toEqual(['The next card you play this turn is shown to all players.']);
    // A hero trait's verb the engine does not apply is attested in the trait's words.
    expect(byId.get('tw-gear-smith')!.attested).toEqual(['Ability: move a card from your hand to the bottom of your deck, then draw a card.']);
  });

  it('reports a card file the user names, and refuses one the importer refuses', () => {
    const hero = { id: 'h', name: 'Made-up Hero', type: 'hero', health: 20, trait: { kind: 'passive', text: 'Nothing much.' }, access: [{ element: 'Fire', level: 'basic' }, { element: 'Water', level: 'superior' }, { element: 'Time', level: 'basic' }] };
    const mine = lightseekersModule.coverage!.report(file([
      hero,
      { id: 'c', name: 'Made-up Combo', type: 'combo', category: 'attack', requires: ['Storm', 'Fire'], effects: [{ verb: 'damage', amount: 3 }] },
      { id: 'd', name: 'Made-up Guard', type: 'action', category: 'defend', effects: [{ verb: 'heal', amount: 2 }, { verb: 'draw', count: 1, optional: true, text: 'You may draw a card.' }] },
    ]));
    expect(mine.overall).toEqual({ key: 'all', automated: 1, total: 3 });
    expect(mine.missing).toEqual([
      { id: 'h', name: 'Made-up Hero', type: 'Hero', attested: ['Nothing much.'] },
      { id: 'd', name: 'Made-up Guard', type: 'Defend', attested: ['You may draw a card.'] },
    ]);
    expect(() => lightseekersModule.coverage!.report({ name: 'bad.json', text: '{' })).toThrow(/^bad\.json is not a Lightseekers card set \(1 problem: \(file\) is not JSON/);
    expect(() => lightseekersModule.coverage!.report(file([{ id: 'x' }]))).toThrow(/mine\.cards\.json is not a Lightseekers card set .*arbiter cards check lightseekers mine\.cards\.json/);
  });
});
