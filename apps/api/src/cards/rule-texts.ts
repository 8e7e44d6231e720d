import type { RuleTexts } from '@arbiter/api-contract';
import type { RulesIndex } from '@arbiter/rules';
import { GamesProblem } from '../games/games-problem';

/** The most keys one request may name: a match page asks for the rules one match's audits cite. */
export const MOST_KEYS = 100;

/** `?keys=6.3.7.1,5.1.2` read into distinct keys; a missing or oversized list is refused in words. */
export function ruleKeys(raw: unknown): string[] {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new GamesProblem(400, 'rules/keys-missing', 'keys must name the rules as ?keys=KEY,KEY,… (for example ?keys=6.3.7.1).');
  }
  const keys = [...new Set(raw.split(',').map((k) => k.trim()).filter((k) => k !== ''))];
  if (keys.length > MOST_KEYS) throw new GamesProblem(400, 'rules/too-many-keys', `keys may name at most ${MOST_KEYS} rules at once; ${keys.length} were asked for.`);
  return keys;
}

/** The text of each key, in the order asked; a key the game's rules do not have is a 404 naming it. */
export function ruleTexts(index: RulesIndex, keys: readonly string[]): RuleTexts {
  const unknown = keys.filter((key) => index.text(key) === undefined);
  if (unknown.length > 0) {
    throw new GamesProblem(404, 'rules/key-unknown', `The ${index.game} rules have no rule ${unknown.map((k) => JSON.stringify(k)).join(', ')}.`, { game: index.game, keys: unknown });
  }
  return { game: index.game, rules: keys.map((key) => ({ key, text: index.text(key)! })) };
}
