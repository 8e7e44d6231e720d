import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, battleAt, codes, passes, put, readyInHand, sectorInPlay, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Choose target ship in a sector battle. Damage target if opponent's [D] < the number
 * of fighters you have at that sector." (Cloud 1U61; wars:glossary/target, wars:glossary/destiny):
 * "that sector" is where the ship chosen is; Bob reveals the [D].
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Cloud (0-1), Ganymede/Traginium Source (0-2, a
 * sector), Luna Garrison Fighters (0-3, 0-4, 0-5), Ganymede/Orbital Expanse (0-6, another sector),
 * Mouthpieces. Bob's: Ganymede/Traginium Well (1-0), Commerce Authority Fighter (1-1), Pavel Royerk
 * (1-2, destiny 1), Veteran Pilot (1-3, destiny 2), Mouthpieces.
 */
const ANN = ['1S301', '1U61', '1C309', '1C39', '1C39', '1C39', '2C156', ...Array(31).fill('2C13')];
const BOB = ['1C310', '1U12', '1U42', '1U54', ...Array(34).fill('2C13')];
const engine = warsModule.engines.engine();

/** A sector battle at Ann's sector: her two fighters against Bob's, her third at her other sector; Bob's reserve topped by `top`; Ann plays Cloud at his fighter. */
function played(top: string): WarsState {
  const s = startedWith([ANN, BOB], engine, 'that-sector');
  sectorInPlay(s, '0-2');
  sectorInPlay(s, '0-6');
  for (const k of ['0-3', '0-4', '1-1']) put(s, k, 'ship', '0-2');
  put(s, '0-5', 'ship', '0-6');
  s.piles[1].reserve = [top, ...s.piles[1].reserve.filter((k) => k !== top)];
  battleAt(s, '0-2');
  s.initiative = 0;
  readyInHand(s, '0-1');
  // Commerce Authority Fighter: "Each interrupt your opponent plays during a battle here costs 1 more energy to play."
  s.piles[0].active.push(s.piles[0].reserve.shift()!);
  act(s, A, 'play-interrupt', { card: '1U61', targets: ['1-1'] });
  passes(s);
  return s;
}

describe('wars:glossary/target: "… the number of fighters you have at that sector." (Cloud 1U61, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1U61', 0)).toEqual([false, true]);
  });

  it('Bob\'s [D] 1 against Ann\'s two fighters at the ship\'s sector: his fighter is damaged', () => {
    const s = played('1-2');
    expect([s.piles[1].used.at(-1), s.inPlay['1-1'].damaged]).toEqual(['1-2', true]);
  });

  it('Bob\'s [D] 2 against two: it is not (his fighter there and her third, at another sector, are not counted)', () => {
    const s = played('1-3');
    expect(s.inPlay['1-1'].damaged).toBe(false);
  });

  it('a ship in no sector battle is no target', () => {
    const s = startedWith([ANN, BOB], engine, 'that-sector');
    sectorInPlay(s, '0-2');
    put(s, '1-1', 'ship', '0-2');
    battleAt(s, '0-0');
    s.initiative = 0;
    readyInHand(s, '0-1');
    s.piles[0].active.push(s.piles[0].reserve.shift()!);
    expect(codes(s, A, 'play-interrupt', { card: '1U61', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
  });
});
