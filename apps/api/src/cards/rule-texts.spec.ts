import type { RulesIndex } from '@arbiter/rules';
import { GamesProblem } from '../games/games-problem';
import { MOST_KEYS, ruleKeys, ruleTexts } from './rule-texts';

const TEXTS = new Map([['6.3.7.1', 'A Creature needs enough Energy.'], ['5.1.2', 'A game may end in a draw.']]);
const INDEX: RulesIndex = {
  game: 'chaotic', text: (key) => TEXTS.get(key), keys: () => [...TEXTS.keys()],
  kit: { gameOver: '5.1.2', registeredDeck: '5.1.2', seeds: '5.1.2', result: '5.1.2' },
};

/** The refusal a call throws, for its status, code and words. */
function refusal(call: () => unknown): GamesProblem {
  try {
    call();
  } catch (error) {
    return error as GamesProblem;
  }
  throw new Error('expected a refusal');
}

describe('rule texts by key', () => {
  it('answers each asked key with its text, in the order asked', () => {
    expect(ruleTexts(INDEX, ruleKeys('5.1.2, 6.3.7.1,5.1.2'))).toEqual({
      game: 'chaotic', rules: [{ key: '5.1.2', text: 'A game may end in a draw.' }, { key: '6.3.7.1', text: 'A Creature needs enough Energy.' }],
    });
  });

  it('refuses a key the rules do not have with a 404 naming it', () => {
    const error = refusal(() => ruleTexts(INDEX, ['6.3.7.1', '99.9']));
    expect(error).toBeInstanceOf(GamesProblem);
    expect([error.status, error.code]).toEqual([404, 'rules/key-unknown']);
    expect(error.message).toBe('The chaotic rules have no rule "99.9".');
  });

  it('refuses a missing or oversized key list in words', () => {
    expect(refusal(() => ruleKeys(undefined)).message).toMatch(/keys must name the rules as \?keys=/);
    const many = Array.from({ length: MOST_KEYS + 1 }, (_, i) => `1.${i}`).join(',');
    expect(refusal(() => ruleKeys(many))).toMatchObject({ status: 400, code: 'rules/too-many-keys' });
  });
});
