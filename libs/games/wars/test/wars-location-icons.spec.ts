import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { attritionAgainst } from '../src/engine/battle-steps';
import { immuneToAttrition, statsOf } from '../src/engine/game-cards';
import { activationLimit, supportIconsAt } from '../src/engine/locations';
import { battleAt, put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0 reads the icons on a side of one location (wars:glossary/support-icons,
 * wars:glossary/energy-icon): "at a sector that has no support icons", "where you have no [Shi]
 * support icons", "for each [Shi] support icon on a related location", "for each energy icon on
 * your side of this location". A location's icons are its player's, with their encampment's and
 * those card text gives that side there, standing or until end of turn. Engine 1.1.0 left such
 * text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0, [Earther]), Ganymede/Valley (0-1, a site with no
 * icons), Ganymede/Traginium Source (0-2, a sector with none), Tilak Quarrel 1C212 (0-3), Type II
 * Fighter 1C292 (0-4), Resource Technician 1C93 (0-5), Irama-Vishal 1C188 (0-6), Panacea Provider
 * 1C194 (0-7), Little Nelly 2C76 (0-8), Target of Opportunity 2U109 (0-9), Anant Attendant 1C167
 * (0-10), Ganymede/Forward Base (0-11, [Shi]), Seyal/Light Side (0-12, a [Shi] sector), then
 * Zealous Squads. Bob's: Ganymede/Traginium Well (1-0), Guardian-Class Carriers.
 */
const DECK = ['1S301', '1C313', '1C309', '1C212', '1C292', '1C93', '1C188', '1C194', '2C76', '2U109', '1C167', '1C302', '1C321', ...Array(25).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C71')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

/** Ann's Valley and Traginium Source in her Ganymede group; `more` of her locations (Forward Base, Light Side) too, Light Side in a group of its own. */
function started(...more: ('0-11' | '0-12')[]): WarsState {
  const s = startedWith([DECK, BOB], engine, 'location-icons');
  for (const key of ['0-1', '0-2', ...more]) s.inPlay[key] = { key, owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sites.push('0-1');
  s.groups[0].sectors.push('0-2');
  if (more.includes('0-11')) s.groups[0].sites.push('0-11');
  if (more.includes('0-12')) s.groups.push({ name: 'Seyal', sites: [], sectors: ['0-12'] });
  return s;
}

describe('wars:glossary/support-icons: the support icons on a side of one location (engine 1.2.0)', () => {
  it('a location\'s icons are on its player\'s side, with what card text gives that side there until end of turn', () => {
    const s = started('0-12');
    expect([supportIconsAt(game(s), '0-12', 0), supportIconsAt(game(s), '0-12', 0, 'shi'), supportIconsAt(game(s), '0-12', 0, 'earther'), supportIconsAt(game(s), '0-12', 1)]).toEqual([1, 1, 0, 0]);
    s.untilEndOfTurn = [{ kind: 'icon', seat: 1, location: '0-12', faction: 'gongen', count: 1 }];
    expect([supportIconsAt(game(s), '0-12', 1), supportIconsAt(game(s), '0-2', 1)]).toEqual([1, 0]);
  });

  it('Tilak Quarrel 1C212 ("As long as this ship is at a sector where you have no [Shi] support icons, this ship is power +2."): +2 at Traginium Source, not at Seyal/Light Side', () => {
    const s = started('0-12');
    put(s, '0-3', 'ship', '0-2');
    const printed = statsOf(game(s, '1.1.0'), '0-3').power;
    expect(statsOf(game(s), '0-3').power).toBe(printed + 2);
    s.inPlay['0-3'].at = '0-12';
    expect(statsOf(game(s), '0-3').power).toBe(printed);
  });

  it('Type II Fighter 1C292 ("… at a sector that has no support icons, this ship is power +2 and defense +2."): an icon on either side of the sector, even one until end of turn, ends it', () => {
    const s = started();
    put(s, '0-4', 'ship', '0-2');
    const printed = statsOf(game(s, '1.1.0'), '0-4');
    expect(statsOf(game(s), '0-4')).toEqual({ ...printed, power: printed.power + 2, defense: printed.defense + 2 });
    s.untilEndOfTurn = [{ kind: 'icon', seat: 1, location: '0-2', faction: 'gongen', count: 1 }];
    expect(statsOf(game(s), '0-4')).toEqual(printed);
  });

  it('Resource Technician 1C93 ("As long as this character is at a site that has no support icons on your side, you generate 2 more energy here."): 2 more at Valley, none at the [Earther] camp', () => {
    const s = started();
    const before = activationLimit(game(s), 0);
    put(s, '0-5', 'unit', '0-1');
    expect([activationLimit(game(s), 0) - before, activationLimit(game(s, '1.1.0'), 0) - before]).toEqual([2, 0]);
    s.inPlay['0-5'].at = '0-0';
    expect(activationLimit(game(s), 0)).toBe(before);
  });

  it('Irama-Vishal 1C188 ("… at a location where you have no support icons, this character is immune to attrition."): immune at Valley until a standing ability gives Ann\'s side of Valley a [Shi] icon', () => {
    const s = started();
    put(s, '0-6', 'unit', '0-1');
    expect([immuneToAttrition(game(s), '0-6'), immuneToAttrition(game(s, '1.1.0'), '0-6')]).toEqual([true, false]);
    // Target of Opportunity 2U109: "Each location where you have an Anant character gains a [Shi] support icon."
    put(s, '0-9', 'asset', '0-0', '0-0');
    put(s, '0-10', 'unit', '0-1');
    expect([supportIconsAt(game(s), '0-1', 0, 'shi'), immuneToAttrition(game(s), '0-6')]).toEqual([1, false]);
  });

  it('Panacea Provider 1C194 ("… your opponent causes attrition -1 here for each [Shi] support icon on a related location."): Forward Base\'s [Shi] icon counts; Light Side, not related, does not', () => {
    const s = started('0-12');
    put(s, '0-7', 'unit', '0-1');
    battleAt(s, '0-1');
    s.battle!.destiny = [0, 3];
    expect([attritionAgainst(game(s), 0), attritionAgainst(game(s, '1.1.0'), 0)]).toEqual([3, 3]);
    const related = started('0-11', '0-12');
    put(related, '0-7', 'unit', '0-1');
    battleAt(related, '0-1');
    related.battle!.destiny = [0, 3];
    expect([attritionAgainst(game(related), 0), attritionAgainst(game(related, '1.1.0'), 0)]).toEqual([2, 3]);
  });
});

describe('wars:glossary/energy-icon: "for each energy icon on your side of this location" (engine 1.2.0)', () => {
  it('Little Nelly 2C76 ("This vehicle is power +1 for each energy icon on your side of this location."): +2 at Valley (2 on Ann\'s side), +1 at her Exploratory Camp (1)', () => {
    const s = started();
    put(s, '0-8', 'unit', '0-1');
    const printed = statsOf(game(s, '1.1.0'), '0-8').power;
    expect(statsOf(game(s), '0-8').power).toBe(printed + 2);
    s.inPlay['0-8'].at = '0-0';
    expect(statsOf(game(s), '0-8').power).toBe(printed + 1);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 carries out none of these lines; 1.2.0 all of them', () => {
    for (const id of ['1C212', '1C292', '1C93', '1C188', '1C194', '2C76']) {
      const card = cards.get(id)!;
      const line = card.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
