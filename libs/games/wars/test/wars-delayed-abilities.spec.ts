import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { A, act, battleAt, passes, put, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: delayed abilities (wars:glossary/triggered-ability). "• Lose 4 energy ≈ The next
 * time one of your other units is lost from a battle here this turn, put it in its owner's hand."
 * (Kulak 1R241): as the ability resolves it creates a triggered ability, watched until it triggers
 * once or the turn ends; "here" is where Kulak was then, and "it" the unit lost.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Kulak (0-1), Mouthpieces (from 0-2). Bob's:
 * Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '1R241', ...Array(36).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();
const KULAK = loadWarsCards().find((c) => c.id === '1R241')!.abilities[1].text;

/** Kulak and `damaged` Mouthpieces of Ann's (damaged) against Bob's at her Camp, before the end of battle step, Ann holding initiative. */
function beforeEnd(damaged: string[]): WarsState {
  const s = startedWith([ANN, BOB], engine, 'delayed-abilities');
  put(s, '0-1', 'unit', '0-0');
  for (const key of damaged) {
    put(s, key, 'unit', '0-0');
    s.inPlay[key].damaged = true;
  }
  put(s, '1-1', 'unit', '0-0');
  battleAt(s, '0-0', 0, 'before-end');
  Object.assign(s, { initiative: 0, passes: 0 });
  return s;
}

/** Ann uses Kulak's ability, loses the 4 energy it costs, and it resolves. */
function kulakUsed(s: WarsState): void {
  act(s, A, 'use', { card: '0-1', text: KULAK });
  for (let i = 0; i < 4; i++) act(s, A, 'lose', { from: 'reserve' });
  passes(s);
}

describe('wars:glossary/triggered-ability: "The next time one of your other units is lost from a battle here this turn, put it in its owner\'s hand." (Kulak 1R241, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1R241', 1)).toEqual([false, true]);
  });

  it('resolving, it creates an ability that waits this turn; the first of Ann\'s units destroyed in the end of battle step goes to her hand, the second to her lost pile', () => {
    const s = beforeEnd(['0-2', '0-3']);
    kulakUsed(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'delayed', source: '0-1', text: KULAK, seat: 0, here: '0-0', host: null }]);
    passes(s);
    act(s, A, 'destroy', { card: '0-2' });
    expect(s.untilEndOfTurn).toBeUndefined();
    act(s, A, 'destroy', { card: '0-3' });
    expect(s.battle).toBeNull();
    expect(s.stack).toEqual([expect.objectContaining({ kind: 'ability', card: '0-1', text: KULAK, trigger: true, delayed: true, thatCard: '0-2' })]);
    passes(s);
    expect([s.piles[0].hand.includes('0-2'), s.piles[0].lost.includes('0-2'), s.piles[0].lost.includes('0-3')]).toEqual([true, false, true]);
  });

  it('Kulak himself is not "one of your other units": lost, he stays lost, and the ability still waits', () => {
    const s = beforeEnd([]);
    kulakUsed(s);
    s.inPlay['0-1'].damaged = true;
    passes(s);
    act(s, A, 'destroy', { card: '0-1' });
    expect([s.stack, s.piles[0].lost.includes('0-1'), s.untilEndOfTurn?.map((l) => l.kind)]).toEqual([[], true, ['delayed']]);
  });

  it('it ends with the turn', () => {
    const s = beforeEnd([]);
    kulakUsed(s);
    passes(s);
    expect(s.battle).toBeNull();
    while (s.current === 0) passes(s);
    expect(s.untilEndOfTurn).toBeUndefined();
  });
});
