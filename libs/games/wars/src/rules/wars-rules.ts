import type { RulesIndex } from '@arbiter/rules';
import { WARS_RULE_ALIASES } from './rule-aliases';

/**
 * WARS Comprehensive Rules 1.5 keyed by headword (bundled data/wars-rules-1.5.json, built from
 * the CR text by scripts/build-rules-index.ts), loaded on first use.
 */
let rules: ReadonlyMap<string, string> | undefined;

function loadRules(): ReadonlyMap<string, string> {
  if (!rules) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const json = require('../../data/wars-rules-1.5.json') as Record<string, unknown>;
    rules = new Map(Object.keys(json).filter((k) => typeof json[k] === 'string').map((k) => [k, json[k] as string]));
  }
  return rules;
}

/** The key an alias stands for, or the key itself. */
export function canonicalWarsRule(key: string): string {
  return Object.prototype.hasOwnProperty.call(WARS_RULE_ALIASES, key) ? WARS_RULE_ALIASES[key] : key;
}

/** The text of a rule by key (`wars:glossary/battle-phase#5`) or alias, or undefined for a key the rules do not have. */
export function warsRuleText(key: string): string | undefined {
  return loadRules().get(canonicalWarsRule(key));
}

/** Whether a key (or alias) exists in the rules: every WARS violation cites one that does. */
export function isWarsRule(key: string): boolean {
  return warsRuleText(key) !== undefined;
}

/** Every key in the rules' order (aliases left out). */
export function warsRuleKeys(): readonly string[] {
  return [...loadRules().keys()];
}

/** Keys the decks and (later) the engine cite. */
export const WARS_RULES = {
  buildingADeck: 'wars:general/building-a-deck',
  startingTheGame: 'wars:general/starting-the-game',
  winningTheGame: 'wars:general/systematic-rules/winning-the-game',
  unlimited: 'wars:glossary/unlimited',
  banned: 'wars:ruling/1PF3',
} as const;

/**
 * The WARS rules index. The kit cites: the systematic rule that ends the game (a player with
 * no reserve, used or active cards loses; both at once is a draw) for actions after the end
 * and for results; building a deck for a decklist that is not the registered one; and
 * starting the game for seeds, because that rule is where the CR uses chance: the first
 * player is chosen "at random" and each deck is shuffled into its reserve. (The glossary's
 * `reserve` also says "shuffle", but only restates the setup step.)
 */
export const warsRulesIndex: RulesIndex = {
  game: 'wars',
  text: warsRuleText,
  keys: warsRuleKeys,
  kit: {
    gameOver: WARS_RULES.winningTheGame,
    registeredDeck: WARS_RULES.buildingADeck,
    seeds: WARS_RULES.startingTheGame,
    result: WARS_RULES.winningTheGame,
  },
};
