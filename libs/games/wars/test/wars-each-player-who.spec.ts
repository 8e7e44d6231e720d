import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { activationLimit } from '../src/engine/locations';
import { startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Each player who has at least two [Gongen] support icons in play generates 1 more
 * energy here." (Gongen/Pilgrims' Haven 1U316; wars:glossary/activation-action,
 * wars:glossary/support-icons): read as "As long as a player has …, he or she generates …", each
 * player apart; that player's support icons on every location in play are counted.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Gongen/Pilgrims' Haven (0-1, a sector with a
 * [Gongen] icon), Ganymede/Pilgrims' Camp (0-2, a site with one), Mouthpieces. Bob's: Ganymede/
 * Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '1U316', '1S308', ...Array(35).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));
const printed = (s: WarsState) => gameOf(s, (id) => cards.get(id));

/** Ann's locations `keys` in play beside her Camp. */
function withLocations(keys: string[]): WarsState {
  const s = startedWith([ANN, BOB], engine, 'each-player-who');
  for (const key of keys) {
    s.inPlay[key] = { key, owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== key);
  }
  s.groups.push({ name: 'gongen', sites: keys.filter((k) => k === '0-2'), sectors: keys.filter((k) => k === '0-1') });
  return s;
}

describe('wars:glossary/activation-action: "Each player who has at least two [Gongen] support icons in play generates 1 more energy here." (Gongen/Pilgrims\' Haven 1U316, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1U316', 0)).toEqual([false, true]);
  });

  it('Ann with two [Gongen] icons in play generates 1 more energy; Bob, with none, does not', () => {
    const s = withLocations(['0-1', '0-2']);
    expect([activationLimit(game(s), 0), activationLimit(game(s), 1)]).toEqual([activationLimit(printed(s), 0) + 1, activationLimit(printed(s), 1)]);
  });

  it('with the Haven\'s own icon alone she has one, and generates nothing more', () => {
    const s = withLocations(['0-1']);
    expect(activationLimit(game(s), 0)).toBe(activationLimit(printed(s), 0));
  });
});
