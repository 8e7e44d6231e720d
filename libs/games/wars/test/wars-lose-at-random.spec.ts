import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, codes, passes, readyInHand, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Your opponent loses a card at random from his or her hand." (Serenity 1R95;
 * wars:glossary/destroyed-dismissed-lost): in digital play the game's seeded generator picks the
 * card; in paper play the log names the card it was, in the `choose` the order asks as it resolves.
 * Engine 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Serenity 1R95 (0-1), then Zealous Squads. Bob's:
 * Ganymede/Traginium Well (1-0), Mouthpiece 2C13 (1-1), then Zealous Squads.
 */
const DECK = ['1S301', '1R95', ...Array(36).fill('1C55')];
const BOB = ['1C310', '2C13', ...Array(36).fill('1C55')];
const engine = warsModule.engines.engine();

/** Serenity played in Ann's deploy phase, about to resolve; Bob's hand three cards, Mouthpiece among them. */
function played(paper: boolean): WarsState {
  const s = startedWith([DECK, BOB], engine, 'lose-at-random');
  readyInHand(s, '0-1');
  s.piles[0].active.push(...s.piles[0].reserve.splice(0, 4));
  s.piles[1].reserve.push(...s.piles[1].hand.splice(0));
  for (const key of ['1-1', '1-2', '1-3']) readyInHand(s, key);
  toPhase(s, 'deploy');
  act(s, A, 'deploy', { card: '1R95' });
  if (paper) s.hidden = [[], []];
  passes(s);
  return s;
}

describe('wars:glossary/destroyed-dismissed-lost: "Your opponent loses a card at random from his or her hand." (engine 1.2.0)', () => {
  it('Serenity 1R95 in digital play: one of Bob\'s three cards goes to his lost pile, picked by the game\'s seeded generator', () => {
    const a = played(false);
    const b = played(false);
    expect([a.piles[1].hand.length, a.piles[1].lost.length]).toEqual([2, 1]);
    expect(['1-1', '1-2', '1-3']).toContain(a.piles[1].lost[0]);
    // The same seed picks the same card.
    expect(b.piles[1].lost).toEqual(a.piles[1].lost);
    expect(a.piles[0].lost).toContain('0-1');
  });

  it('in paper play Ann names the card Bob lost, one his hand holds', () => {
    const s = played(true);
    expect(s.choosing?.seat).toBe(0);
    expect(engine.legalActions(s, A).map((x) => x.payload)).toEqual([{ cards: ['1C55'] }, { cards: ['2C13'] }]);
    expect(codes(s, A, 'choose', {})).toEqual(['wars/card-not-declared wars:glossary/destroyed-dismissed-lost']);
    expect(codes(s, A, 'choose', { cards: ['1C7'] })).toEqual(['wars/not-in-hand wars:glossary/destroyed-dismissed-lost']);
    act(s, A, 'choose', { cards: ['2C13'] });
    expect([s.piles[1].lost, s.piles[1].hand]).toEqual([['1-1'], ['1-2', '1-3']]);
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('1R95', 0)).toEqual([false, true]);
  });
});
