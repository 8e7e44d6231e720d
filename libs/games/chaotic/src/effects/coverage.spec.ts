import { CardSet } from '../cards/card-set';
import type { Card } from '../cards/card';
import { loadChaoticCards } from '../cards/load-cards';
import { parseAbilities } from '../keywords/parse-abilities';
import { CardEffectError, checkCardEffects } from './compile-effects';
import { computeCoverage } from './coverage';
import { ENGINE_SUPPORT } from '../engine/engine-support';

function mugic(id: string, set: string, text: string): Card {
  return {
    id, name: id, type: 'Mugic', set, setName: set, cardNumber: null, rarity: null, text, unique: false, legendary: false, loyal: false,
    subtypes: [], tribe: 'Generic', mugicCost: 1, abilities: parseAbilities(text).abilities,
  };
}

describe('computeCoverage', () => {
  it('counts a card automated only when all its text is, per type and per set', () => {
    const set = new CardSet([
      mugic('A', 'DOP', 'Deal 10 damage to target Creature.'),
      mugic('B', 'DOP', 'Deal 10 damage to target Creature.\nFlip a coin.'),
      mugic('C', 'ZOTH', 'Activate Hive.'),
    ]);
    const report = computeCoverage(set, ENGINE_SUPPORT);
    expect(report.overall).toEqual({ key: 'all', total: 3, automated: 2, share: 2 / 3 });
    expect(report.bySet).toEqual([
      { key: 'DOP', total: 2, automated: 1, share: 0.5 },
      { key: 'ZOTH', total: 1, automated: 1, share: 1 },
    ]);
    expect(report.uncovered).toEqual([{ id: 'B', name: 'B', type: 'Mugic', set: 'DOP', attested: ['Flip a coin'] }]);
    expect(report.aim).toEqual({ dawnOfPerimAll: false, overallAtLeast90: false });
  });

  it('compiles the whole real card set without a registry error', () => {
    const report = computeCoverage(loadChaoticCards(), ENGINE_SUPPORT);
    expect(report.overall.total).toBe(1400);
    expect(report.overall.automated + report.uncovered.length).toBe(1400);
    // The registry expresses every Dawn of Perim line; what keeps a DOP card from being
    // automated is only something the engine does not implement yet (ENGINE_SUPPORT).
    const dop = report.uncovered.filter((c) => c.set === 'DOP');
    for (const card of dop) for (const text of card.attested) expect(text).toMatch(/\[engine lacks: .+\]$/);
    expect(report.aim.dawnOfPerimAll).toBe(dop.length === 0);
  });

  it('names the card and the fault when an effect breaks its schema', () => {
    const card = mugic('X', 'DOP', '');
    const bad = { kind: 'automated', timing: { kind: 'on-resolve' }, conditions: [], text: 'Deal -5 damage', steps: [{ verb: 'deal-damage', params: { amount: -5, to: { select: 'self' } } }] } as never;
    const errors = checkCardEffects(card, [bad]);
    expect(errors).toEqual(['"Deal -5 damage": deal-damage: parameter "amount" is not a valid amount: -5']);
    expect(new CardEffectError('X', errors).message).toBe('card X: "Deal -5 damage": deal-damage: parameter "amount" is not a valid amount: -5');
  });
});
