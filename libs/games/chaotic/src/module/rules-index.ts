import { type RulesIndex, rulesIndexFromJson } from '@arbiter/rules';

let index: RulesIndex | undefined;

/**
 * Chaotic Comprehensive Rules 2.0 as the game's rules index (keys like `6.3.7.1`). The kit cites
 * CR 5.1 for actions after the end and for results, 2.1 for a decklist that is not the
 * registered one, 4.1.5 for the commit-reveal seeds that shuffle the decks.
 */
export function chaoticRulesIndex(): RulesIndex {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  index ??= rulesIndexFromJson('chaotic', require('../../data/comprehensive-rules-2.0.json') as Record<string, unknown>, {
    gameOver: '5.1', registeredDeck: '2.1', seeds: '4.1.5', result: '5.1',
  });
  return index;
}
