import type { RulesIndex } from '@arbiter/rules';

/**
 * The whole rulebook of Race: small enough to read in a minute, and every violation the
 * engine or the deck check reports cites one of these keys.
 */
const RULES: readonly (readonly [string, string])[] = [
  ['race:1', 'Object. Each player has a token at 0; the first player whose token reaches the target wins.'],
  ['race:1.1', 'The target is 10 in classic and 5 in sprint.'],
  ['race:2', 'Decks. A deck is a list of step cards (step-1, step-2, step-3).'],
  ['race:2.1', 'A deck holds 1 to 3 cards.'],
  ['race:2.2', 'Every card of a deck is a step card.'],
  ['race:2.3', 'A deck holds no card twice.'],
  ['race:3', 'Set-up. Players take their seats; in digital play the starting player is drawn from the committed seeds, in paper play the players state it.'],
  ['race:4', 'Turns. Players take turns in seat order from the starting player.'],
  ['race:4.1', 'Only the player whose turn it is acts.'],
  ['race:4.2', 'On your turn, advance your token by N, where step-N is a card of your deck.'],
  ['race:5', 'End. The game ends when a token reaches the target; its player wins and every other player loses.'],
  ['race:5.1', 'No action is taken after the game has ended.'],
  ['race:6', 'Match logs.'],
  ['race:6.1', 'The decks played are the registered decks.'],
  ['race:6.2', 'In digital play every player commits a seed before the game and reveals it after.'],
  ['race:6.3', 'A reported result is the one the actions give.'],
];

const TEXT = new Map(RULES);

export const RACE_RULES: RulesIndex = {
  game: 'race',
  text: (key) => TEXT.get(key),
  keys: () => RULES.map(([key]) => key),
  kit: { gameOver: 'race:5.1', registeredDeck: 'race:6.1', seeds: 'race:6.2', result: 'race:6.3' },
};

/** The step cards: the only cards there are. */
export const STEP_CARDS = ['step-1', 'step-2', 'step-3'] as const;

/** The formats: how far the race goes, and which steps are banned. */
export const RACE_FORMATS: Readonly<Record<string, { readonly name: string; readonly target: number; readonly banned: readonly string[] }>> = {
  classic: { name: 'Classic (to 10)', target: 10, banned: [] },
  sprint: { name: 'Sprint (to 5, no step-3)', target: 5, banned: ['step-3'] },
};
