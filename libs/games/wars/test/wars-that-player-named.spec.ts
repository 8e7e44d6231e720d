import { warsModule } from '../src';
import { passes, put, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "When this ship enters play, your opponent loses 2 energy for each of that player's
 * units here that doesn't have piloting." (Encroaching Hekaton 2C121; wars:glossary/lose-energy):
 * the event names no player, so "that player" is the one the sentence names, the opponent. Engine
 * 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Encroaching Hekaton 2C121 (0-1), Ganymede/Traginium
 * Source (0-2, a sector), then Zealous Squads. Bob's: Ganymede/Traginium Well (1-0), a
 * Guardian-Class Carrier 1C71 (1-1), Close Support Pilot 1C10 (1-2, Piloting 1), Zealous Squads
 * (1-3 on; no piloting).
 */
const DECK = ['1S301', '2C121', '1C309', ...Array(35).fill('1C55')];
const BOB = ['1C310', '1C71', '1C10', ...Array(35).fill('1C55')];
const engine = warsModule.engines.engine();

describe('wars:glossary/lose-energy: "your opponent loses 2 energy for each of that player\'s units here that doesn\'t have piloting" (engine 1.2.0)', () => {
  it('Encroaching Hekaton 2C121 enters play at the sector where Bob\'s carrier holds two squads and a pilot: Bob loses 4 energy', () => {
    const s = startedWith([DECK, BOB], engine, 'that-player-named');
    s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups[0].sectors.push('0-2');
    put(s, '1-1', 'ship', '0-2');
    for (const key of ['1-2', '1-3', '1-4']) put(s, key, 'unit', '0-2', '1-1');
    // A squad of Bob's at a site is not here.
    put(s, '1-5', 'unit', '1-0');
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-1');
    s.stack.push({ kind: 'card', seat: 0, card: '0-1', target: { at: '0-2' }, mode: null });
    Object.assign(s, { initiative: 0, passes: 0 });
    passes(s);
    passes(s);
    expect(s.pendingLoss).toMatchObject({ seat: 1, remaining: 4 });
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('2C121', 0)).toEqual([false, true]);
  });
});
