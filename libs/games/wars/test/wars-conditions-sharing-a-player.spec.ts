import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, battleAt, passes, put, startedWith } from './scenario-support';
import { carriedBy } from './support';

const engine = warsModule.engines.engine();

/**
 * Engine 1.2.0: "Each time you win a battle here and have no more than one card in your used
 * pile, you may invert this character." (Flamecutter 2R124; wars:glossary/triggered-ability): what
 * the winner has then is the ability's condition, the player the event names its subject.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Flamecutter (0-1, an inverter). Bob's: Ganymede/
 * Traginium Well (1-0), Mouthpieces (from 1-1).
 */
describe('wars:glossary/triggered-ability: "Each time you win a battle here and have no more than one card in your used pile, you may invert this character." (Flamecutter 2R124, engine 1.2.0)', () => {
  const ANN = ['1S301', '2R124', ...Array(36).fill('2C13')];
  const BOB = ['1C310', ...Array(37).fill('2C13')];

  /** Flamecutter against a Mouthpiece at Ann's Camp, `used` cards in her used pile; she wins the power step by her battle destiny. */
  function won(used: number): WarsState {
    const s = startedWith([ANN, BOB], engine, 'sharing-a-player');
    put(s, '0-1', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    s.piles[0].used.push(...s.piles[0].reserve.splice(0, used));
    battleAt(s, '0-0', 0, 'before-power');
    s.battle!.destiny[0] = 5;
    Object.assign(s, { initiative: 0, passes: 0 });
    passes(s);
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('2R124', 0)).toEqual([false, true]);
  });

  it('one card in her used pile: Ann may invert Flamecutter as it resolves', () => {
    const s = won(1);
    expect([s.battle?.loser, s.stack.at(-1)]).toEqual([1, expect.objectContaining({ kind: 'ability', card: '0-1', trigger: true })]);
    passes(s);
    act(s, A, 'choose', { take: true });
    expect(s.inPlay['0-1'].inverted).toBe(true);
  });

  it('two cards in her used pile: the condition fails, nothing is asked and Flamecutter stays as it was', () => {
    const s = won(2);
    passes(s);
    expect([s.choosing, s.inPlay['0-1'].inverted]).toEqual([undefined, undefined]);
  });
});

/**
 * Engine 1.2.0: "As long as you control this site and have a kizen here, your total power is +2 at
 * each related site." (Ganymede/Forward Base 1C302; wars:glossary/control, wars:glossary/power):
 * both halves of the condition are said of the player who controls the site.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Ganymede/Forward Base (0-1, a site related to the
 * Camp), Irama-Vishal (0-2, a kizen), Mouthpieces (from 0-3). Bob's: Ganymede/Traginium Well
 * (1-0), Mouthpieces (from 1-1).
 */
describe('wars:glossary/control: "As long as you control this site and have a kizen here, your total power is +2 at each related site." (Ganymede/Forward Base 1C302, engine 1.2.0)', () => {
  const ANN = ['1S301', '1C302', '1C188', ...Array(35).fill('2C13')];
  const BOB = ['1C310', ...Array(37).fill('2C13')];

  /** A Mouthpiece each at Ann's Camp, the power step done; at the Forward Base, Ann's `ann` and Bob's `bob` units. */
  function powerAtCamp(ann: string[], bob: string[]): WarsState {
    const s = startedWith([ANN, BOB], engine, 'forward-base');
    s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-1');
    s.groups[0].sites.push('0-1');
    for (const key of ann) put(s, key, 'unit', '0-1');
    for (const key of bob) put(s, key, 'unit', '0-1');
    put(s, '0-3', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    battleAt(s, '0-0', 0, 'before-power');
    Object.assign(s, { initiative: 0, passes: 0 });
    passes(s);
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1C302', 0)).toEqual([false, true]);
  });

  it('Ann controls the Forward Base with her kizen there: her total power at the related Camp is +2', () => {
    const s = powerAtCamp(['0-2'], []);
    expect(s.battle!.power[0] - s.battle!.power[1]).toBe(2);
  });

  it('with only a Mouthpiece there she controls it but has no kizen; with Bob\'s unit beside her kizen she does not control it: no change either way', () => {
    expect(powerAtCamp(['0-4'], []).battle!.power).toEqual(powerAtCamp([], []).battle!.power);
    const contested = powerAtCamp(['0-2'], ['1-2']);
    expect(contested.battle!.power[0]).toBe(contested.battle!.power[1]);
  });
});
