import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { hasKind, immuneToAttrition } from '../src/engine/game-cards';
import { A, act, codes, passes, put, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));

/**
 * Engine 1.2.0: labels card text gives (wars:glossary/label). "This character is tactics +2, a
 * kizen, and immune to attrition." (Metamorphose 1C191, an asset on a character): the character is
 * a kizen to every phrase that names one ("As long as you have another kizen here, this character is
 * power +2.": Kizen Sentinel 1C189).
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Metamorphose (0-1), Kizen Sentinel (0-2), Mouthpieces
 * (from 0-3). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
describe('wars:glossary/label: "This character is tactics +2, a kizen, and immune to attrition." (Metamorphose 1C191, engine 1.2.0)', () => {
  const ANN = ['1S301', '1C191', '1C189', ...Array(35).fill('2C13')];
  const BOB = ['1C310', ...Array(37).fill('2C13')];

  /** Kizen Sentinel and a Mouthpiece at Ann's Camp, Metamorphose on the Mouthpiece when `on`. */
  function atCamp(on: boolean): WarsState {
    const s = startedWith([ANN, BOB], engine, 'labels-gained');
    put(s, '0-2', 'unit', '0-0');
    put(s, '0-3', 'unit', '0-0');
    if (on) put(s, '0-1', 'asset', '0-0', '0-3');
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1C191', 0)).toEqual([false, true]);
  });

  it('the Mouthpiece it is on is a kizen, tactics +2 and immune to attrition, and Kizen Sentinel beside it has another kizen here: power +2', () => {
    const without = atCamp(false);
    const s = atCamp(true);
    expect([hasKind(game(without), '0-3', 'kizen'), hasKind(game(s), '0-3', 'kizen')]).toEqual([false, true]);
    expect(statsOf(game(s), '0-3').tactics).toBe(statsOf(game(without), '0-3').tactics + 2);
    expect(immuneToAttrition(game(s), '0-3')).toBe(true);
    expect(statsOf(game(s), '0-2').power).toBe(statsOf(game(without), '0-2').power + 2);
  });
});

/**
 * Engine 1.2.0: "This site is a port." and "Pay 1 energy ≈ Move target unit you have at a port to
 * here. You may use this ability only during your move phase." (Transport Depot 1U291, an asset on
 * a site; wars:glossary/label, wars:glossary/movement-actions): the site it is on is a port, and a
 * unit of yours at a port (Alnak Station/Launch Bay 1C295 is one) moves to the site.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Transport Depot (0-1), Alnak Station/Launch Bay
 * (0-2), Mouthpieces (from 0-3). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
describe('wars:glossary/label: "This site is a port." and "Move target unit you have at a port to here." (Transport Depot 1U291, engine 1.2.0)', () => {
  const ANN = ['1S301', '1U291', '1C295', ...Array(35).fill('2C13')];
  const BOB = ['1C310', ...Array(37).fill('2C13')];
  const TO_HERE = cards.get('1U291')!.abilities[3].text;

  /** The Depot on Bob's Well, the Launch Bay in play, a Mouthpiece of Ann's at the Launch Bay and one at her Camp; her move phase. */
  function moving(): WarsState {
    const s = startedWith([ANN, BOB], engine, 'port');
    s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-2');
    s.groups.push({ name: 'alnak', sites: ['0-2'], sectors: [] });
    put(s, '0-1', 'asset', '1-0', '1-0');
    put(s, '0-3', 'unit', '0-2');
    put(s, '0-4', 'unit', '0-0');
    s.piles[0].active.push(...s.piles[0].reserve.splice(0, 3));
    toPhase(s, 'move');
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect([carriedBy('1U291', 1), carriedBy('1U291', 3)]).toEqual([[false, true], [false, true]]);
  });

  it('the Well it is on is a port; the Mouthpiece at the Launch Bay (a port) moves to the Well, one at the Camp is no target', () => {
    const s = moving();
    expect([hasKind(game(s), '1-0', 'port'), hasKind(game(s), '0-0', 'port')]).toEqual([true, false]);
    expect(codes(s, A, 'use', { card: '0-1', text: TO_HERE, targets: ['0-4'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', { card: '0-1', text: TO_HERE, targets: ['0-3'] });
    passes(s);
    expect(s.inPlay['0-3'].at).toBe('1-0');
  });
});
