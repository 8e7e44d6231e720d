import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { activationLimit, energyIconsFor } from '../src/engine/locations';
import { put, sectorInPlay, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: a standing ability whose condition puts its card at a place, and whose effect then
 * names "that site" (wars:glossary/energy-icon): "As long as this character is at a site, your side
 * of that side gains an energy icon." (Ore Hound 1C142; "that side" is a misprint the grammar reads
 * as "that site"). That site is where the card is; at a sector the condition fails.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0, a site with one energy icon on each side), Ore Hound
 * (0-1), Ganymede/Traginium Source (0-2, a sector), then Zealous Squads. Bob's: Ganymede/Traginium
 * Well (1-0, a site with two energy icons on each side), Zealous Squads.
 */
const DECK = ['1S301', '1C142', '1C309', ...Array(35).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'condition-place');
  sectorInPlay(s, '0-2');
  return s;
}

describe('wars:glossary/energy-icon: "As long as this character is at a site, your side of that site gains an energy icon." (Ore Hound 1C142, engine 1.2.0)', () => {
  it('engine 1.1.0 left the line attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1C142', 0)).toEqual([false, true]);
  });

  it('at Bob\'s Traginium Well, Ann\'s side of that site has one energy icon more, and her activation one energy more; Bob\'s side and her Camp are as printed', () => {
    const s = started();
    const before = [energyIconsFor(game(s), '1-0', 0), energyIconsFor(game(s), '1-0', 1), energyIconsFor(game(s), '0-0', 0), activationLimit(game(s), 0)];
    put(s, '0-1', 'unit', '1-0');
    expect([energyIconsFor(game(s), '1-0', 0), energyIconsFor(game(s), '1-0', 1), energyIconsFor(game(s), '0-0', 0), activationLimit(game(s), 0)])
      .toEqual([before[0] + 1, before[1], before[2], before[3] + 1]);
    expect(energyIconsFor(game(s, '1.1.0'), '1-0', 0)).toBe(before[0]);
  });

  it('moved to her own Camp, the icon follows it there', () => {
    const s = started();
    const camp = energyIconsFor(game(s), '0-0', 0);
    put(s, '0-1', 'unit', '0-0');
    expect(energyIconsFor(game(s), '0-0', 0)).toBe(camp + 1);
  });

  it('at a sector the condition fails: no icon there', () => {
    const s = started();
    const sector = energyIconsFor(game(s), '0-2', 0);
    put(s, '0-1', 'unit', '0-2');
    expect(energyIconsFor(game(s), '0-2', 0)).toBe(sector);
  });
});
