import type { WarsState } from '../src';
import { warsModule } from '../src';
import { passes, put, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "When you do not have at least two other Gongen units here, dismiss this NoBot."
 * (Deigan 1R65; wars:glossary/triggered-ability): a state rather than an event, looked at after
 * every action; while it holds the ability triggers (once: not again while it waits or is
 * pending), and it dismisses the NoBot as it resolves.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Deigan (0-1, a Gongen NoBot), then Grid Tacticians
 * (1C70, Gongen units, from 0-2). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '1R65', ...Array(36).fill('1C70')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();

/** Deigan at Ann's Camp with `others` Grid Tacticians beside it. */
function deiganWith(others: number): WarsState {
  const s = startedWith([ANN, BOB], engine, 'state-triggers');
  put(s, '0-1', 'unit', '0-0');
  for (let i = 0; i < others; i++) put(s, `0-${2 + i}`, 'unit', '0-0');
  return s;
}

describe('wars:glossary/triggered-ability: "When you do not have at least two other Gongen units here, dismiss this NoBot." (Deigan 1R65, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1R65', 1)).toEqual([false, true]);
  });

  it('with one other Gongen unit here it triggers after the next action, once, and resolving dismisses Deigan', () => {
    const s = deiganWith(1);
    passes(s, 1);
    const pending = () => s.stack.filter((i) => i.kind === 'ability' && i.card === '0-1');
    expect(pending()).toHaveLength(1);
    passes(s, 1);
    expect(pending()).toHaveLength(1);
    passes(s, 1);
    expect([s.inPlay['0-1'], s.piles[0].lost]).toEqual([undefined, ['0-1']]);
  });

  it('with two other Gongen units here nothing triggers; once one leaves play, it does', () => {
    const s = deiganWith(2);
    passes(s, 1);
    expect([s.stack, s.triggered]).toEqual([[], undefined]);
    delete s.inPlay['0-3'];
    s.piles[0].lost.push('0-3');
    passes(s, 1);
    expect(s.stack).toEqual([expect.objectContaining({ kind: 'ability', card: '0-1', trigger: true })]);
  });
});
