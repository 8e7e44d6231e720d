import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRuleKey } from '@arbiter/rules';
import { buildWarsRulesIndex, ruleSlug } from '../scripts/rules-index-builder';
import { isWarsRule, warsRuleKeys, warsRulesIndex, warsRuleText, warsRulings, WARS_RULE_ALIASES } from '../src';

const data = join(__dirname, '..', 'data');
const bundled = JSON.parse(readFileSync(join(data, 'wars-rules-1.5.json'), 'utf8')) as Record<string, string>;

describe('wars rules index (CR 1.5, keyed by headword)', () => {
  it('the bundled JSON is what the builder makes of the CR text (rerun scripts/build-rules-index.ts after a change)', () => {
    expect(buildWarsRulesIndex(readFileSync(join(data, 'comprehensive-rules-1.5.txt'), 'utf8'))).toEqual(bundled);
  });

  it('has every section: 11 general entries (2 under systematic rules), 94 glossary headwords, 33 rulings, 30 numbered steps', () => {
    const keys = warsRuleKeys();
    expect(keys).toHaveLength(170);
    expect(keys.filter((k) => /^wars:general\/[^/#]+$/.test(k))).toHaveLength(11);
    expect(keys.filter((k) => k.startsWith('wars:general/systematic-rules/'))).toEqual(['wars:general/systematic-rules/canceling-a-battle', 'wars:general/systematic-rules/winning-the-game']);
    expect(keys.filter((k) => /^wars:glossary\/[^#]+$/.test(k))).toHaveLength(94);
    expect(keys.filter((k) => k.startsWith('wars:ruling/'))).toHaveLength(33);
    expect(keys.filter((k) => k.includes('#'))).toHaveLength(30);
  });

  it('every key resolves to its text, and nothing else does', () => {
    for (const key of warsRuleKeys()) {
      expect(warsRuleText(key)).toBe(bundled[key]);
      expect(isWarsRule(key)).toBe(true);
    }
    expect(isWarsRule('wars:glossary/toString')).toBe(false);
    expect(isWarsRule('toString')).toBe(false);
    expect(warsRulesIndex.text('wars:glossary/nonsense')).toBeUndefined();
  });

  it('slugs: lower case, symbols and quotes dropped, hyphens', () => {
    expect(ruleSlug('rift (≈) symbol')).toBe('rift-symbol');
    expect(ruleSlug("can't")).toBe('cant');
    expect(ruleSlug('NōBot')).toBe('nobot');
    expect(ruleSlug('"removed from the game"')).toBe('removed-from-the-game');
    expect(ruleSlug('destroyed, dismissed, lost')).toBe('destroyed-dismissed-lost');
    for (const key of ['wars:glossary/rift-symbol', 'wars:glossary/bullet', 'wars:glossary/diamond-symbol', 'wars:general/cant', 'wars:glossary/nobot', 'wars:glossary/your', 'wars:glossary/greater-than-symbol']) {
      expect(isWarsRule(key)).toBe(true);
    }
  });

  it('page headers are dropped and paragraphs a page break cut are joined', () => {
    const all = warsRuleKeys().map((k) => warsRuleText(k)!).join('\n');
    expect(all).not.toContain('Trading Card Game – Comprehensive Rules');
    expect(warsRuleText('wars:glossary/activation-action')).toContain('You may activate up to three energy (0+2+1).');
    expect(warsRuleText('wars:glossary/capacity')).toContain('Units that have the size keyword ability');
    expect(warsRuleText('wars:glossary/bullet')).not.toContain('*');
  });
});

describe('wars:general/turn-sequence#1–6', () => {
  it('the six phases in order; the battle phase lists its steps; End of Turn belongs to no phase', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => warsRuleText(`wars:general/turn-sequence#${n}`)!.split('\n')[0])).toEqual(['Activate Phase', 'Control Phase', 'Deploy Phase', 'Battle Phase', 'Move Phase', 'Draw Phase']);
    expect(warsRuleText('wars:general/turn-sequence#4')).toContain('Attrition Step');
    expect(warsRuleText('wars:general/turn-sequence#6')).not.toContain('End of Turn');
    expect(isWarsRule('wars:general/turn-sequence#7')).toBe(false);
  });
});

describe('wars:glossary/battle-phase#1–11', () => {
  it('the eleven steps of a battle, #5 the attrition step with its procedure', () => {
    const heads = Array.from({ length: 11 }, (_, i) => warsRuleText(`wars:glossary/battle-phase#${i + 1}`)!.split('\n')[0]);
    expect(heads).toEqual(['attack action', 'play interrupts/use activated abilities', 'battle destiny step', 'play interrupts/use activated abilities', 'attrition step',
      'play interrupts/use activated abilities', 'power step', 'play interrupts/use activated abilities', 'loss step', 'play interrupts/use activated abilities', 'end of battle step']);
    expect(warsRuleText('wars:glossary/battle-phase#5')).toMatch(/^attrition step\nYou now cause attrition/);
    expect(warsRuleText('wars:glossary/battle-phase#5')).toContain('Attrition Procedure:');
    expect(warsRuleText('wars:glossary/battle-phase#9')).toContain('Casualties Procedure:');
    expect(warsRuleText('wars:glossary/battle-phase#3')).toContain('if that total tactics is 4 or more');
  });
});

describe('wars:glossary/deployment-phase#1–6, initiative#1–4, battleground#1–3', () => {
  it('each numbered step is its own key', () => {
    expect(warsRuleText('wars:glossary/deployment-phase#2')).toMatch(/^Meet all requirements\. A card that has D/);
    expect(warsRuleText('wars:glossary/deployment-phase#6')).toBe('The card is now pending on the stack.');
    expect(warsRuleText('wars:glossary/initiative#4')).toBe('During any turn, if your opponent has initiative and passes.');
    expect(warsRuleText('wars:glossary/battleground#1')).toBe('There is at least one energy icon on each side of the location;');
    expect(isWarsRule('wars:glossary/battleground#4')).toBe(false);
  });
});

describe('wars:general/systematic-rules/winning-the-game and wars:glossary/winning-the-game', () => {
  it('the CR defines winning twice: two keys, each with its own text', () => {
    expect(warsRuleText('wars:general/systematic-rules/winning-the-game')).toContain('the game is a draw');
    expect(warsRuleText('wars:glossary/winning-the-game')).toBe('winning the game\nYou win the game if at any point your opponent has no energy remaining.');
  });
});

describe('aliases: wars:glossary/deploy-phase and wars:ruling/1U98', () => {
  it('resolve to the key they stand for and are not listed as keys', () => {
    expect(warsRuleText('wars:glossary/deploy-phase')).toBe(warsRuleText('wars:glossary/deployment-phase'));
    expect(warsRuleText('wars:ruling/1U98')).toBe(warsRuleText('wars:ruling/1U198'));
    expect(warsRuleText('wars:ruling/1U198')).toMatch(/^Quarrel Energy Burst 1U98\n/);
    expect(isRuleKey(warsRulesIndex, 'wars:ruling/1U98')).toBe(true);
    for (const alias of Object.keys(WARS_RULE_ALIASES)) expect(warsRuleKeys()).not.toContain(alias);
  });
});

describe('wars:ruling/<collector#>', () => {
  it('15 errata, 1 ban (Talkan 1PF3) and 17 clarifications', () => {
    const rulings = warsRulings();
    expect(rulings).toHaveLength(33);
    expect(rulings.filter((r) => r.erratum).map((r) => r.collectorNumber)).toEqual(['1C7', '1C83', '1U198', '1U99', '1C168', '1R199', '1R213', '1R239', '1U240', '1U252', '1U269', '1U276', '1R294', '1R324', '2R133']);
    expect(rulings.filter((r) => r.banned).map((r) => [r.collectorNumber, r.title])).toEqual([['1PF3', 'Talkan']]);
    expect(rulings.find((r) => r.collectorNumber === '1U240')!.erratum).toEqual(['This character is power +X, where X is the highest unmodified power on a character here.']);
  });
});

describe('warsRulesIndex: the kit citations', () => {
  it('cite keys the index has', () => {
    expect(warsRulesIndex.game).toBe('wars');
    expect(warsRulesIndex.kit).toEqual({
      gameOver: 'wars:general/systematic-rules/winning-the-game',
      registeredDeck: 'wars:general/building-a-deck',
      seeds: 'wars:general/starting-the-game',
      result: 'wars:general/systematic-rules/winning-the-game',
    });
    for (const key of Object.values(warsRulesIndex.kit)) expect(isRuleKey(warsRulesIndex, key)).toBe(true);
    expect(warsRuleText(warsRulesIndex.kit.seeds)).toMatch(/at random[\s\S]*Shuffle the rest of your deck/);
  });
});
