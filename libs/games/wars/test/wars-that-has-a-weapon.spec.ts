import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, battleAt, codes, passes, put, readyInHand, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Until end of turn, make target unit that has a weapon beneath it you have in a site
 * battle power +4 and defense +4." (Collaborative Strike 1C11; wars:glossary/target): "you have in a
 * site battle" is said of the unit, not of its weapon — the grammar ends the weapon's phrase at
 * "beneath it".
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Collaborative Strike (0-1), M44 Heavy Plasma Gun
 * (0-2, a weapon), Mouthpieces (from 0-3). Bob's: Ganymede/Traginium Well (1-0), M44 Heavy Plasma
 * Gun (1-1), Mouthpieces (from 1-2).
 */
const ANN = ['1S301', '1C11', '1R135', ...Array(35).fill('2C13')];
const BOB = ['1C310', '1R135', ...Array(36).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));

/** A site battle at Ann's Camp: her Mouthpieces 0-3 (the M44 beneath it) and 0-4, Bob's 1-2 (his M44 beneath it); Collaborative Strike ready in her hand. */
function battle(): WarsState {
  const s = startedWith([ANN, BOB], engine, 'that-has-a-weapon');
  for (const k of ['0-3', '0-4', '1-2']) put(s, k, 'unit', '0-0');
  put(s, '0-2', 'weapon', '0-0', '0-3');
  put(s, '1-1', 'weapon', '0-0', '1-2');
  battleAt(s, '0-0');
  s.initiative = 0;
  readyInHand(s, '0-1');
  return s;
}

describe('wars:glossary/target: "… target unit that has a weapon beneath it you have in a site battle …" (Collaborative Strike 1C11, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1C11', 0)).toEqual([false, true]);
  });

  it('Ann\'s armed Mouthpiece is +4/+4 until end of turn; her unarmed one and Bob\'s armed one are no targets', () => {
    const s = battle();
    expect(codes(s, A, 'play-interrupt', { card: '1C11', targets: ['0-4'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(codes(s, A, 'play-interrupt', { card: '1C11', targets: ['1-2'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    const before = statsOf(game(s), '0-3');
    act(s, A, 'play-interrupt', { card: '1C11', targets: ['0-3'] });
    passes(s);
    const after = statsOf(game(s), '0-3');
    expect([after.power - before.power, after.defense - before.defense]).toEqual([4, 4]);
  });
});
