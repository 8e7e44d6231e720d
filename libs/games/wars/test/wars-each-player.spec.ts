import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { activationLimit } from '../src/engine/locations';
import { put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0 carries out standing text about each player in turn (wars:glossary/effects): "As
 * long as a player has an inverted ship here, he or she generates 2 more energy here", "As long
 * as a player has exactly two ships here, that player's total power here is +4", "Each player's
 * drain here is +1 for each related site he or she controls". It holds for each player apart, as
 * if it were that player's own text. Engine 1.1.0 left it attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Ganymede/Traginium Source 1C309 (0-1, a sector),
 * Arethusa/Remote Power Plant 2C150 (0-2, a sector), Mercury/Untapped Planet 1U318 (0-3, a
 * sector), then Guardian-Class Carriers (ships). Bob's: Ganymede/Traginium Well (1-0), Haggard
 * Hulk 1U129 (1-1, an inverter ship), then Guardian-Class Carriers.
 */
const DECK = ['1S301', '1C309', '2C150', '1U318', ...Array(34).fill('1C71')];
const BOB = ['1C310', '1U129', ...Array(36).fill('1C71')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

/** Traginium Source in the Ganymede group with both players' sites; Arethusa and Mercury each a system of its own. */
function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'each-player');
  for (const key of ['0-1', '0-2', '0-3']) s.inPlay[key] = { key, owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-1');
  s.groups.push({ name: 'Arethusa', sites: [], sectors: ['0-2'] }, { name: 'Mercury', sites: [], sectors: ['0-3'] });
  return s;
}

describe('wars:glossary/effects: standing text about each player in turn (engine 1.2.0)', () => {
  it('Arethusa/Remote Power Plant 2C150 ("As long as a player has an inverted ship here, he or she generates 2 more energy here."): Bob\'s inverted Haggard Hulk there gives Bob 2 more, Ann none', () => {
    const s = started();
    put(s, '1-1', 'ship', '0-2');
    const before = [activationLimit(game(s), 0), activationLimit(game(s), 1)];
    s.inPlay['1-1'].inverted = true;
    expect([activationLimit(game(s), 0) - before[0], activationLimit(game(s), 1) - before[1], activationLimit(game(s, '1.1.0'), 1) - before[1]]).toEqual([0, 2, 0]);
  });

  it('Mercury/Untapped Planet 1U318 ("As long as a player has exactly two ships here, that player\'s total power here is +4."): two of Ann\'s ships there give her +4; a third ends it; Bob\'s one gives him nothing', () => {
    const s = started();
    put(s, '0-4', 'ship', '0-3');
    put(s, '0-5', 'ship', '0-3');
    put(s, '1-2', 'ship', '0-3');
    const power = (x: WarsState, seat: 0 | 1, version = engine.version) => game(x, version).text!.battleChange(game(x, version), 'power', seat, '0-3');
    expect([power(s, 0), power(s, 1), power(s, 0, '1.1.0')]).toEqual([4, 0, 0]);
    put(s, '0-6', 'ship', '0-3');
    expect(power(s, 0)).toBe(0);
  });

  it('Ganymede/Traginium Source 1C309 ("Each player\'s drain here is +1 for each related site he or she controls."): Ann controls her camp (+1); Bob, controlling his Traginium Well too, +1', () => {
    const s = started();
    const drain = (x: WarsState, seat: 0 | 1, version = engine.version) => game(x, version).text!.drainChange(game(x, version), seat, '0-1');
    put(s, '0-4', 'unit', '0-0');
    expect([drain(s, 0), drain(s, 1), drain(s, 0, '1.1.0')]).toEqual([1, 0, 0]);
    put(s, '1-2', 'unit', '1-0');
    expect([drain(s, 0), drain(s, 1)]).toEqual([1, 1]);
  });

  it('engine 1.1.0 carries out none of these lines; 1.2.0 all of them', () => {
    for (const id of ['2C150', '1U318', '1C309']) {
      const card = cards.get(id)!;
      const line = card.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
