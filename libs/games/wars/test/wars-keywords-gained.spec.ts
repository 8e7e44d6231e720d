import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { keywordInPlay } from '../src/engine/game-cards';
import { put, sectorInPlay, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: keyword abilities gained by card text (wars:glossary/keyword-ability: "A character
 * with Piloting 1 who gains Piloting 2 now has Piloting 3"). "Each character aboard this ship who
 * has piloting gains Piloting 2." (Swiftwave Attacker 2R108: the ship is then power and tactics +2
 * more for each such pilot, wars:glossary/piloting); "If this character doesn't have quickdraw, this
 * character gains Quickdraw 1." (Rapid Fire 2U45, an asset on a character: one more use each turn of
 * a weapon's bulleted ability beneath it, wars:glossary/quickdraw).
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Swiftwave Attacker (0-1), Ganymede/Traginium Source
 * (0-2, a sector), Hellcat Aviatrix (0-3, Piloting 2), Rapid Fire (0-4), Mouthpieces (from 0-5,
 * Quickdraw 1). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '2R108', '1C309', '1C132', '2U45', ...Array(33).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));
const started = () => startedWith([ANN, BOB], engine, 'keywords-gained');

describe('wars:glossary/piloting: "Each character aboard this ship who has piloting gains Piloting 2." (Swiftwave Attacker 2R108, engine 1.2.0)', () => {
  /** Swiftwave Attacker at Ann's sector with `pilot` aboard. */
  function aboard(pilot: string): WarsState {
    const s = started();
    sectorInPlay(s, '0-2');
    put(s, '0-1', 'ship', '0-2');
    put(s, pilot, 'unit', '0-2', '0-1');
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('2R108', 1)).toEqual([false, true]);
  });

  it('Hellcat Aviatrix (Piloting 2) aboard has Piloting 4: the ship, power 3 and tactics 1, is power 7 and tactics 5', () => {
    const s = aboard('0-3');
    expect(keywordInPlay(game(s), '0-3', 'piloting')).toBe(4);
    expect(statsOf(game(s), '0-1')).toMatchObject({ power: 7, tactics: 5 });
  });

  it('a Mouthpiece aboard has no piloting and gains none: the ship is as printed', () => {
    const s = aboard('0-5');
    expect(keywordInPlay(game(s), '0-5', 'piloting')).toBe(0);
    expect(statsOf(game(s), '0-1')).toMatchObject({ power: 3, tactics: 1 });
  });
});

describe('wars:glossary/quickdraw: "If this character doesn\'t have quickdraw, this character gains Quickdraw 1." (Rapid Fire 2U45, engine 1.2.0)', () => {
  /** Rapid Fire on Ann's `host` at her Camp. */
  function on(host: string): WarsState {
    const s = started();
    put(s, host, 'unit', '0-0');
    put(s, '0-4', 'asset', '0-0', host);
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('2U45', 1)).toEqual([false, true]);
  });

  it('on Hellcat Aviatrix, who has no quickdraw, she has Quickdraw 1', () => {
    const s = on('0-3');
    expect(keywordInPlay(game(s), '0-3', 'quickdraw')).toBe(1);
  });

  it('on a Mouthpiece, who has Quickdraw 1, the condition fails: still Quickdraw 1, not 2', () => {
    const s = on('0-5');
    expect(keywordInPlay(game(s), '0-5', 'quickdraw')).toBe(1);
    delete s.inPlay['0-4'];
    expect(keywordInPlay(game(s), '0-5', 'quickdraw')).toBe(1);
  });
});
