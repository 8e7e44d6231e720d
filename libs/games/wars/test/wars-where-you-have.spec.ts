import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { attritionAgainst } from '../src/engine/battle-steps';
import { supportIconsFor } from '../src/engine/locations';
import { A, act, B, battleAt, put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0's standing text counts and picks locations "where you have …" (wars:glossary/effects):
 * "for each related site where you have a vehicle", "each location where you have an Anant
 * character". Engine 1.1.0 left such text attested. Ann's deck: two Ganymede/Exploratory Camps
 * (0-0, 0-1), Ganymede/Traginium Source (0-2, a sector related to both), Escort Cruiser 1C18
 * (0-3, a capital), Target of Opportunity 2U109 (0-4, an asset), Infantry Support Vehicle 1C33
 * (0-5, 0-6: vehicles), Anant Attendant 1C167 (0-7), Combat Support T.S.V. 2U31 (0-8, a vehicle), then
 * Zealous Squads. Bob's: Ganymede/Traginium Well (1-0), Guardian-Class Carriers.
 */
const DECK = ['1S301', '1S301', '1C309', '1C18', '2U109', '1C33', '1C33', '1C167', '2U31', ...Array(29).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C71')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'where-you-have');
  s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sites.push('0-1');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  return s;
}

describe('wars:glossary/effects: locations "where you have …" in standing text (engine 1.2.0)', () => {
  it('Escort Cruiser 1C18 ("You cause attrition +1 here for each related site where you have a vehicle."): a vehicle at each camp adds 2 in a battle at its sector, one adds 1', () => {
    const s = started();
    put(s, '0-3', 'ship', '0-2');
    put(s, '1-1', 'ship', '0-2');
    put(s, '0-5', 'unit', '0-0');
    put(s, '0-6', 'unit', '0-1');
    battleAt(s, '0-2');
    expect(attritionAgainst(game(s), 1) - attritionAgainst(game(s, '1.1.0'), 1)).toBe(2);
    delete s.inPlay['0-6'];
    expect(attritionAgainst(game(s), 1) - attritionAgainst(game(s, '1.1.0'), 1)).toBe(1);
  });

  it('Target of Opportunity 2U109 ("Each location where you have an Anant character gains a [Shi] support icon."): Anant Attendant at one camp gives Ann one [Shi] icon; at none, none', () => {
    const s = started();
    put(s, '0-4', 'asset', '0-0', '0-0');
    expect(supportIconsFor(game(s), 0, 'Shi')).toBe(0);
    put(s, '0-7', 'unit', '0-1');
    expect([supportIconsFor(game(s), 0, 'Shi'), supportIconsFor(game(s, '1.1.0'), 0, 'Shi')]).toEqual([1, 0]);
  });
});

describe('wars:glossary/triggered-ability: "When this vehicle enters play at a site where you have a bot or another vehicle, …" (engine 1.2.0)', () => {
  /** Ann's Combat Support T.S.V. pending as if just deployed at her camp, a Zealous Squad in her lost pile to retrieve. */
  function deployed(s: WarsState): void {
    for (const pile of Object.values(s.piles[0])) if ((pile as string[]).includes('0-8')) (pile as string[]).splice((pile as string[]).indexOf('0-8'), 1);
    s.piles[0].lost.push(s.piles[0].reserve.pop()!);
    s.stack.push({ kind: 'card', seat: 0, card: '0-8', target: { at: '0-0' }, mode: null });
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'pass');
    act(s, B, 'pass');
  }

  it('Combat Support T.S.V. 2U31: with Ann\'s Infantry Support Vehicle there it triggers, and she retrieves a card; alone (itself is not "another vehicle") it does not', () => {
    const alone = started();
    deployed(alone);
    expect([alone.inPlay['0-8'].at, alone.stack]).toEqual(['0-0', []]);
    const s = started();
    put(s, '0-5', 'unit', '0-0');
    deployed(s);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-8', trigger: true });
    act(s, A, 'pass');
    act(s, B, 'pass');
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].lost, s.piles[0].used.length]).toEqual([[], 1]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these abilities attested, so its logs replay as they were played', () => {
    for (const id of ['1C18', '2U109', '2U31']) {
      const c = cards.get(id)!;
      expect([id, engineCardText('1.1.0').carries(c, c.abilities.at(-1)!.text), engineCardText('1.2.0').carries(c, c.abilities.at(-1)!.text)]).toEqual([id, false, true]);
    }
  });
});
