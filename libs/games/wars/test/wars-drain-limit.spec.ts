import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, codes, put, sectorInPlay, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "As long as you have a ship at a sector and a unit at a site, each player can drain
 * at no more than two locations during each of his or her turns." (Controlling 1R174;
 * wars:glossary/drain-action, wars:general/cant): a third drain in a turn is `wars/drain-limit`;
 * the condition is two things Ann has, each checked.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Controlling (0-1, an asset), Ganymede/Traginium
 * Source (0-2, a sector), Hawk's Wing (0-3, a ship), Ganymede/Pilgrims' Camp (0-4, a site),
 * Mouthpieces (from 0-5). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '1R174', '1C309', '1U131', '1S308', ...Array(33).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();

/** Ann's control phase, Controlling on the table; her Mouthpieces at her two camps and Bob's Well, her ship at the sector when `ship`; she has drained at both camps. */
function controlPhase(ship: boolean): WarsState {
  const s = startedWith([ANN, BOB], engine, 'drain-limit');
  sectorInPlay(s, '0-2');
  s.inPlay['0-4'] = { key: '0-4', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sites.push('0-4');
  put(s, '0-1', 'asset', '0-0');
  s.inPlay['0-1'] = { ...s.inPlay['0-1'], at: null };
  put(s, '0-5', 'unit', '0-0');
  put(s, '0-6', 'unit', '0-4');
  put(s, '0-7', 'unit', '1-0');
  if (ship) put(s, '0-3', 'ship', '0-2');
  toPhase(s, 'control');
  s.flags.drained.push('0-0', '0-4');
  return s;
}

describe('wars:glossary/drain-action: "… each player can drain at no more than two locations during each of his or her turns." (Controlling 1R174, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1R174', 0)).toEqual([false, true]);
  });

  it('with a ship at a sector and a unit at a site, Ann\'s third drain this turn, at Bob\'s Well, is refused', () => {
    expect(codes(controlPhase(true), A, 'drain', { location: '1-0' })).toEqual(['wars/drain-limit wars:general/cant']);
  });

  it('without a ship at a sector the condition fails, and the third drain is hers to make', () => {
    expect(codes(controlPhase(false), A, 'drain', { location: '1-0' })).toEqual([]);
  });
});
