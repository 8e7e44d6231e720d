import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, battleAt, passes, put, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "When you reveal this card for battle destiny, lose 3 energy." (Jovian Standoff
 * 2R75; wars:glossary/battle-phase#3, wars:glossary/destiny): the card triggers its own ability as
 * it is revealed off the reserve, from the used pile it then goes to; the ability goes on the
 * stack when a player next gains initiative.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Jovian Standoff (0-1, destiny 7), Mouthpieces
 * (tactics 2, from 0-2). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '2R75', ...Array(36).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();

/** Two of Ann's Mouthpieces (tactics 4 in all) against one of Bob's at her Camp, `top` on top of her reserve; she reveals battle destiny. */
function revealed(top: string): WarsState {
  const s = startedWith([ANN, BOB], engine, 'revealed-itself');
  put(s, '0-2', 'unit', '0-0');
  put(s, '0-3', 'unit', '0-0');
  put(s, '1-1', 'unit', '0-0');
  s.piles[0].reserve = [top, ...s.piles[0].reserve.filter((k) => k !== top)];
  battleAt(s, '0-0', 0, 'open');
  Object.assign(s, { initiative: 0, passes: 0 });
  passes(s);
  act(s, A, 'battle-destiny', { reveal: true });
  return s;
}

describe('wars:glossary/battle-phase#3: "When you reveal this card for battle destiny, lose 3 energy." (Jovian Standoff 2R75, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('2R75', 1)).toEqual([false, true]);
  });

  it('revealed for Ann\'s battle destiny (7), it triggers from her used pile, and she loses 3 energy as it resolves', () => {
    const s = revealed('0-1');
    expect([s.battle?.destiny[0], s.piles[0].used.at(-1)]).toEqual([7, '0-1']);
    expect(s.stack).toEqual([expect.objectContaining({ kind: 'ability', card: '0-1', seat: 0, trigger: true })]);
    passes(s);
    expect(s.pendingLoss).toEqual({ seat: 0, remaining: 3, rule: 'wars:glossary/lose-energy' });
  });

  it('another card revealed triggers nothing', () => {
    const s = revealed('0-4');
    expect([s.stack, s.triggered]).toEqual([[], undefined]);
  });
});
