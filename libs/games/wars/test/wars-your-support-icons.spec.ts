import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: "for each of your [Shi] support icons" (wars:glossary/support-icons): the icons of
 * that faction on your side of every location in play. Dhanake-Tilak 2R96: "This character is
 * power +1 for each of your [Shi] support icons." and "As long as this character is at a site, your
 * opponent causes attrition –1 here for each of your [Shi] support icons." Engine 1.1.0 left both
 * attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0, an Earther icon), Dhanake-Tilak 2R96 (0-1),
 * Ganymede/Harvesting Camp 1S304 (0-2, a site with a Shi icon), Seyal/Light Side 1C321 (0-3, a
 * sector with a Shi icon), then Zealous Squads. Bob's: Ganymede/Traginium Well (1-0), Ganymede/
 * Harvesting Camp (1-1), Zealous Squads.
 */
const DECK = ['1S301', '2R96', '1S304', '1C321', ...Array(34).fill('1C55')];
const BOB = ['1C310', '1S304', ...Array(36).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

/** Dhanake-Tilak at Ann's camp; her two Shi locations and Bob's one in play. */
function inPlay(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'your-support-icons');
  for (const [key, owner] of [['0-2', 0], ['0-3', 0], ['1-1', 1]] as const) s.inPlay[key] = { key, owner, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sites.push('0-2', '1-1');
  s.groups.push({ name: 'Seyal', sites: [], sectors: ['0-3'] });
  put(s, '0-1', 'unit', '0-0');
  return s;
}

describe('wars:glossary/support-icons: "… for each of your [Shi] support icons" (engine 1.2.0)', () => {
  it('Dhanake-Tilak 2R96: power +2 for Ann\'s two Shi icons (Bob\'s is not hers); Bob causes attrition –2 at her camp, not elsewhere', () => {
    const s = inPlay();
    const power = (version?: string) => statsOf(game(s, version), '0-1').power;
    const g = game(s);
    expect([power() - power('1.1.0'), g.text!.battleChange(g, 'attrition', 1, '0-0'), g.text!.battleChange(g, 'attrition', 0, '0-0'), g.text!.battleChange(g, 'attrition', 1, '1-0')]).toEqual([2, -2, 0, 0]);
  });

  it('engine 1.1.0 leaves both texts attested', () => {
    const card = cards.get('2R96')!;
    expect(card.abilities.map((a) => [engineCardText('1.1.0').carries(card, a.text), engineCardText('1.2.0').carries(card, a.text)])).toEqual([[false, true], [false, true]]);
  });
});
