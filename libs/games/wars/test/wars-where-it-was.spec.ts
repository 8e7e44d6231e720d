import { warsModule } from '../src';
import { A, act, battleAt, passes, put, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "When this character is lost from a site, your opponent loses 1 energy for each of
 * his or her units at that site." (Sitka 1R263; wars:glossary/destroyed-dismissed-lost): "that
 * site" is where the card was, and "his or her" the opponent the sentence names. Engine 1.1.0 left
 * the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Sitka 1R263 (0-1), then Zealous Squads. Bob's:
 * Ganymede/Traginium Well (1-0), Zealous Squads (1-1 on).
 */
const DECK = ['1S301', '1R263', ...Array(36).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();

describe('wars:glossary/destroyed-dismissed-lost: "When this character is lost from a site, your opponent loses 1 energy for each of his or her units at that site." (engine 1.2.0)', () => {
  it('Sitka 1R263, destroyed at the end of a battle at Ann\'s camp: Bob loses 2 energy for his two squads there, not his one at his own site', () => {
    const s = startedWith([DECK, BOB], engine, 'where-it-was');
    put(s, '0-1', 'unit', '0-0');
    s.inPlay['0-1'].damaged = true;
    for (const [key, at] of [['1-1', '0-0'], ['1-2', '0-0'], ['1-3', '1-0']]) put(s, key, 'unit', at);
    battleAt(s, '0-0', 0, 'end');
    Object.assign(s, { initiative: null, passes: 0 });
    act(s, A, 'destroy', { card: '0-1' });
    passes(s);
    expect(s.pendingLoss).toMatchObject({ seat: 1, remaining: 2 });
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('1R263', 2)).toEqual([false, true]);
  });
});
