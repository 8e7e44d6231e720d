import { rulesIndexFromJson } from '@arbiter/rules';
import {
  ELEMENTS_BY_ORDER, FAMILIES, KEYWORDS, LIGHTSEEKERS_KIT_CITATIONS, ORDERS, VERBS, isLightseekersRule, keywordRule,
  lightseekersKeysFor, lightseekersPrintedNumber, lightseekersRuleAliases, lightseekersRuleKeys, lightseekersRuleText,
  lightseekersRulesIndex,
} from '../src';

describe('ls: rules index (Lightseekers rules effective 1 January 2019)', () => {
  it('keys every numbered rule and every keyword and term', () => {
    const keys = lightseekersRuleKeys();
    expect(keys).toHaveLength(381);
    expect(keys.filter((k) => k.startsWith('ls:6.1.2/'))).toHaveLength(23);
    expect(keys.filter((k) => k.startsWith('ls:6.2.1/'))).toHaveLength(10);
    expect(keys.every((k) => /^ls:\d+(\.\d+)*[a-z]?(\/[a-z0-9-]+)?$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps rule-number order, sub-letters before the next number (2.5.3.9a … 2.5.3.10)', () => {
    const keys = lightseekersRuleKeys();
    expect(keys.indexOf('ls:2.5.3.9i')).toBeLessThan(keys.indexOf('ls:2.5.3.10'));
    expect(keys.indexOf('ls:4.1.1.4')).toBeLessThan(keys.indexOf('ls:4.1.2'));
    expect(keys.indexOf('ls:6.1.2')).toBeLessThan(keys.indexOf('ls:6.1.2/ability'));
  });

  it('answers with a rule\'s text, and undefined for a key it does not have', () => {
    expect(lightseekersRuleText('ls:2.4.2.2e')).toBe("A player can't use more cards than necessary to cover a combo's cost.");
    expect(isLightseekersRule('ls:2.1.1.1')).toBe(true);
    expect(isLightseekersRule('2.1.1.1')).toBe(false);
    expect(isLightseekersRule('toString')).toBe(false);
    expect(lightseekersRuleText('ls:99.1')).toBeUndefined();
  });
});

describe('ls:4.1.3.2d, ls:4.1.3.2e, ls:4.1.3.6b — printed duplicates normalised', () => {
  it('4.1.3.3d/e printed under 4.1.3.2 become 4.1.3.2d/e; the real 4.1.3.3d keeps its key', () => {
    expect(lightseekersRuleText('ls:4.1.3.2d')).toMatch(/^If a hero has Superior access to an Element, there is no limit/);
    expect(lightseekersRuleText('ls:4.1.3.2e')).toMatch(/^Some effects may grant a player additional actions/);
    expect(lightseekersRuleText('ls:4.1.3.3d')).toMatch(/^Cards of a specific name can only be played .* once per turn[\s\S]*Swamp Creeper/);
    expect(lightseekersRuleText('ls:4.1.3.3e')).toBeUndefined();
  });

  it('the first 4.1.3.6c fills the gap at 4.1.3.6b', () => {
    expect(lightseekersRuleText('ls:4.1.3.6b')).toMatch(/^The actions in excess of the limitation are treated as though they do not exist/);
    expect(lightseekersRuleText('ls:4.1.3.6c')).toMatch(/^A player cannot exceed this limit/);
  });

  it('keeps the printed label as an alias', () => {
    expect(lightseekersPrintedNumber('ls:4.1.3.2d')).toBe('4.1.3.3d');
    expect(lightseekersPrintedNumber('ls:4.1.3.6b')).toBe('4.1.3.6c');
    expect(lightseekersPrintedNumber('ls:2.4.2.2e')).toBe('2.4.2.2e');
    expect(lightseekersKeysFor('4.1.3.3d').sort()).toEqual(['ls:4.1.3.2d', 'ls:4.1.3.3d']);
    expect(lightseekersKeysFor('4.1.3.6c').sort()).toEqual(['ls:4.1.3.6b', 'ls:4.1.3.6c']);
    expect(lightseekersKeysFor('ls:4.1.3.2e')).toEqual(['ls:4.1.3.2e']);
    expect(lightseekersRuleAliases().every((a) => isLightseekersRule(a.key))).toBe(true);
  });

  it('a number cited but never printed resolves to the rule it means (2.5.3.8g → 2.5.3.9h, Expire)', () => {
    expect(isLightseekersRule('ls:2.5.3.8g')).toBe(false);
    expect(lightseekersKeysFor('2.5.3.8g')).toEqual(['ls:2.5.3.9h']);
  });

  it('leaves the missing 2.3.2.3 missing', () => {
    expect(isLightseekersRule('ls:2.3.2.3')).toBe(false);
  });
});

describe('ls:6.1.2/<keyword> and ls:6.2.1/<term>', () => {
  it('keys each keyword and term by its slug', () => {
    expect(lightseekersRuleText('ls:6.1.2/burn')).toMatch(/^Burn - Cards labelled with this keyword[\s\S]*cannot be moved out of the discard pile/);
    expect(lightseekersRuleText('ls:6.2.1/swap')).toMatch(/^Swap - Replaces a card in play/);
    expect(lightseekersRuleText('ls:6.1.2/attack-ability')).toMatch(/^Attack Ability - /);
    expect(lightseekersRuleText('ls:6.1.2/play')).toMatch(/^Play or Playing - /);
    expect(lightseekersRuleText('ls:6.2.1/to-the-left-and-right')).toMatch(/^To the Left & To the Right - /);
  });

  it('every Keyword of the card format has its key', () => {
    expect(KEYWORDS.map(keywordRule).filter((key) => !isLightseekersRule(key))).toEqual([]);
    expect(lightseekersRuleKeys().filter((k) => k.startsWith('ls:6.1.2/'))).toEqual(KEYWORDS.map(keywordRule));
  });

  it('finds an entry by any word it defines, in any case', () => {
    expect(lightseekersKeysFor('Playing')).toEqual(['ls:6.1.2/play']);
    expect(lightseekersKeysFor('to the right')).toEqual(['ls:6.2.1/to-the-left-and-right']);
    expect(lightseekersKeysFor('Burn')).toEqual(['ls:6.1.2/burn']);
  });
});

describe('ls:2.3 the vocabularies agree with the rules text', () => {
  it('2.3.1.1 Orders, 2.3.2.1 Elements (the scrambled table repaired), 2.3.4.1 Families', () => {
    expect(lightseekersRuleText('ls:2.3.1.1')).toContain(`${ORDERS.slice(0, -1).join(', ')}, and ${ORDERS[ORDERS.length - 1]}`);
    const table = (lightseekersRuleText('ls:2.3.2.1') as string).split('\n').slice(1);
    expect(table).toEqual(ORDERS.map((order) => `${order}: ${ELEMENTS_BY_ORDER[order].join(', ')}`));
    expect((lightseekersRuleText('ls:2.3.4.1') as string).split('\n').slice(1)).toEqual([...FAMILIES]);
  });

  it('every verb cites a rule the index has', () => {
    expect(VERBS.filter((v) => !isLightseekersRule(v.rule)).map((v) => v.verb)).toEqual([]);
  });
});

describe('ls:5, ls:1.1, ls:2.1.1.2, ls:3.4.1.1 — lightseekersRulesIndex, the kit\'s rules index', () => {
  it('is the bundled rules, citing keys that exist for the kit\'s checks', () => {
    expect(lightseekersRulesIndex.game).toBe('lightseekers');
    expect(lightseekersRulesIndex.keys()).toBe(lightseekersRuleKeys());
    expect(lightseekersRulesIndex.text('ls:5.2.2')).toBe('The winner is the remaining player.');
    for (const key of Object.values(LIGHTSEEKERS_KIT_CITATIONS)) expect(isLightseekersRule(key)).toBe(true);
    expect(lightseekersRulesIndex.kit).toEqual({ gameOver: 'ls:5', registeredDeck: 'ls:2.1.1.2', seeds: 'ls:3.4.1.1', result: 'ls:1.1' });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const json = require('../data/lightseekers-rules-2019.json') as Record<string, unknown>;
    expect(() => rulesIndexFromJson('lightseekers', json, LIGHTSEEKERS_KIT_CITATIONS)).not.toThrow();
  });
});
