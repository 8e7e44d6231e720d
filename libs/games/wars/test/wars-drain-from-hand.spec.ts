import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, B, codes, passes, put, sectorInPlay, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Your opponent can't lose cards from his or her hand to a drain here." (Hawk's Wing
 * 1U131; wars:general/cant, wars:glossary/drain-action): the energy a drain there makes the opponent
 * lose comes off the reserve, active or used pile only (`wars/cant-lose-from-hand`), and a hand card
 * is never offered instead.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Hawk's Wing (0-1, a ship), Ganymede/Traginium Source
 * (0-2, a sector), Mouthpieces. Bob's: Ganymede/Traginium Well (1-0), Mouthpieces (Quickdraw 1,
 * collector number 2C13).
 */
const ANN = ['1S301', '1U131', '1C309', ...Array(35).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();

/** Ann drains at her sector, where her `ships` are, and the drain resolves. */
function drained(ships: string[]): WarsState {
  const s = startedWith([ANN, BOB], engine, 'drain-from-hand');
  sectorInPlay(s, '0-2');
  for (const key of ships) put(s, key, 'ship', '0-2');
  toPhase(s, 'control');
  act(s, A, 'drain', { location: '0-2' });
  passes(s);
  return s;
}

describe('wars:general/cant: "Your opponent can\'t lose cards from his or her hand to a drain here." (Hawk\'s Wing 1U131, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1U131', 0)).toEqual([false, true]);
  });

  it('Ann drains where Hawk\'s Wing is: Bob may not lose a card from his hand to it, only energy', () => {
    const s = drained(['0-1']);
    expect(s.pendingLoss).toMatchObject({ seat: 1, noHand: true });
    expect(codes(s, B, 'lose', { from: 'hand', card: '2C13' })).toEqual(['wars/cant-lose-from-hand wars:general/cant']);
    expect(engine.legalActions(s, B).filter((a) => a.type === 'lose').map((a) => (a.payload as { from: string }).from)).not.toContain('hand');
    const hand = s.piles[1].hand.length;
    act(s, B, 'lose', { from: 'reserve' });
    expect(s.piles[1].hand).toHaveLength(hand);
  });

  it('without it there, a drain may take a card of his hand as ever', () => {
    const s = drained(['0-3']);
    expect(s.pendingLoss?.noHand).toBeUndefined();
    expect(codes(s, B, 'lose', { from: 'hand', card: '2C13' })).toEqual([]);
  });
});
