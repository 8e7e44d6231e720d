import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { immuneToAttrition } from '../src/engine/game-cards';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, passes, put, readyInHand, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Make target ship and each unit aboard it immune to attrition until end of turn."
 * (Protective Fire 2U103; wars:glossary/effects): "it" is the ship chosen, so the cards aboard that
 * ship go with it. Engine 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Protective Fire 2U103 (0-1), Ganymede/Traginium
 * Source (0-2, a related sector), two Guardian-Class Carriers 1C71 (0-3, 0-4: Transport 4), then
 * Zealous Squads (1C55). Bob's: Ganymede/Traginium Well, Zealous Squads.
 */
const DECK = ['1S301', '2U103', '1C309', '1C71', '1C71', ...Array(33).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));

describe('wars:glossary/effects: "Make target ship and each unit aboard it immune to attrition until end of turn." (engine 1.2.0)', () => {
  it('Protective Fire 2U103: the carrier chosen and the two squads aboard it are immune; a squad aboard the other carrier, and one at a site, are not', () => {
    const s: WarsState = startedWith([DECK, BOB], engine, 'aboard-it');
    s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups[0].sectors.push('0-2');
    put(s, '0-3', 'ship', '0-2');
    put(s, '0-4', 'ship', '0-2');
    for (const [key, host] of [['0-5', '0-3'], ['0-6', '0-3'], ['0-7', '0-4']]) put(s, key, 'unit', '0-2', host);
    put(s, '0-8', 'unit', '0-0');
    readyInHand(s, '0-1');
    s.piles[0].active.push(...s.piles[0].reserve.splice(0, 4));
    act(s, A, 'play-interrupt', { card: '2U103', targets: ['0-3'] });
    passes(s);
    const g = gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));
    expect(['0-3', '0-5', '0-6', '0-4', '0-7', '0-8'].map((k) => immuneToAttrition(g, k))).toEqual([true, true, true, false, false, false]);
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('2U103', 0)).toEqual([false, true]);
  });
});
