import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { sideTotal } from '../src/engine/battle-sides';
import { battleAt, put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: "Vehicles don't add their power to a player's total power during a battle here."
 * (Ganymede/Occupied Tunnels 1C307; wars:glossary/power): in a battle at that site, each vehicle
 * in it is left out of its side's total power; its tactics still count. Engine 1.1.0 left the
 * text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Ganymede/Occupied Tunnels 1C307 (0-1), Infantry
 * Support Vehicle 1C33 (0-2), then Zealous Squads (1C55, power 6). Bob's: Ganymede/Traginium
 * Well, Zealous Squads.
 */
const DECK = ['1S301', '1C307', '1C33', ...Array(35).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

/** Ann's vehicle and a Zealous Squad at `location`, Bob's Zealous Squad there, in a battle there. */
function battle(location: '0-0' | '0-1'): WarsState {
  const s = startedWith([DECK, BOB], engine, 'power-not-added');
  s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sites.push('0-1');
  put(s, '0-2', 'unit', location);
  put(s, '0-3', 'unit', location);
  put(s, '1-1', 'unit', location);
  battleAt(s, location);
  return s;
}

describe('wars:glossary/power: "Vehicles don\'t add their power to a player\'s total power during a battle here." (engine 1.2.0)', () => {
  it('Ganymede/Occupied Tunnels 1C307: in a battle there Ann\'s total power is her Zealous Squad\'s alone; her tactics still count the vehicle', () => {
    const s = battle('0-1');
    const vehicle = game(s).card('0-2');
    const squad = 6;
    expect([sideTotal(game(s), 0, 'power'), sideTotal(game(s, '1.1.0'), 0, 'power')]).toEqual([squad, squad + vehicle.stats!.power]);
    expect(sideTotal(game(s), 0, 'tactics')).toBe(sideTotal(game(s, '1.1.0'), 0, 'tactics'));
  });

  it('in a battle at another site the vehicle adds its power', () => {
    const s = battle('0-0');
    expect(sideTotal(game(s), 0, 'power')).toBe(6 + game(s).card('0-2').stats!.power);
  });

  it('engine 1.1.0 leaves the text attested', () => {
    const card = cards.get('1C307')!;
    const line = card.abilities.at(-1)!.text;
    expect([engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([false, true]);
  });
});
