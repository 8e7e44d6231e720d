import { auditMatchLog, deckLegalityChecker, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import { cards, PLAYERS, starterDecks } from './support';

export function mastersGame(seed: number) {
  return playBotMatch({ cards, decks: starterDecks, seed, format: 'masters', players: [...PLAYERS] });
}

describe('CR 10.3 Masters bot games with the starter decks', () => {
  it.each([1, 2, 3, 4, 5])('seed %i plays to an outcome and audits valid', (seed) => {
    const match = mastersGame(seed);
    expect(match.outcome).not.toBeNull();
    const { log, errors } = parseMatchLog(toNdjson(match.header, match.actions, match.trailer));
    expect(errors).toEqual([]);
    const report = auditMatchLog(log!, cards, { mode: 'strict', checkDeck: deckLegalityChecker(cards) });
    expect(report.violations).toEqual([]);
    expect(report.applied).toBe(match.actions.length);
    const types = new Set(match.actions.map((a) => a.type));
    expect(types.has('pass')).toBe(true);
  });
});
