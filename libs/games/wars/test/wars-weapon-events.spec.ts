import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, battleAt, passes, put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0 watches what abilities of weapons do (wars:glossary/triggered-ability): "Each time
 * an ability of a weapon [beneath this vehicle] damages a ship or unit, …" and "Each time a unit is
 * targeted by an activated ability of a weapon beneath this kizen, …", "that unit" being the card
 * damaged or targeted. Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium
 * Source (0-2), Shikami 1R98 (0-3, a NoBot), NoBot Battle Sword 1R90 (0-4: "• Pay 6 energy ≈ Damage
 * target unit your opponent has in a site battle here."), Sharper Than Steel 1U96 (0-5), Gongen
 * T.S.V. 1C69 (0-6, a vehicle), Horatio Hicks 1R27 (0-7, a kizen), M44 Heavy Plasma Gun 1R135 (0-8),
 * Indiscriminate Strike 1R186 (0-9), then Zealous Squads. Bob's: Ganymede/Traginium Well (1-0),
 * Zealous Squads (power 6, defense 2).
 */
const DECK = ['1S301', '1S301', '1C309', '1R98', '1R90', '1U96', '1C69', '1R27', '1R135', '1R186', ...Array(28).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const SWORD = cards.find((c) => c.id === '1R90')!.abilities.at(-1)!.text;
const M44 = cards.find((c) => c.id === '1R135')!.abilities[0].text;

/** A battle at Ann's camp with Bob's Zealous Squad 1-1 there, 10 energy in Ann's active pile; Ann holds initiative. */
function battle(place: (s: WarsState) => void): WarsState {
  const s = startedWith([DECK, BOB], engine, 'weapon-events');
  put(s, '1-1', 'unit', '0-0');
  place(s);
  const p = s.piles[0];
  p.active.push(...p.reserve.splice(p.reserve.length - 10, 10));
  battleAt(s, '0-0');
  s.initiative = 0;
  return s;
}

describe('wars:glossary/triggered-ability: what an ability of a weapon damages or targets (engine 1.2.0)', () => {
  it('Sharper Than Steel 1U96 ("Each time an ability of a weapon damages a ship or unit, you may pay 2 energy. If you do, destroy that ship or unit."): the Battle Sword damages Bob\'s squad, and Ann pays 2 to destroy it', () => {
    const s = battle((x) => {
      put(x, '0-3', 'unit', '0-0');
      put(x, '0-4', 'weapon', '0-0', '0-3');
      put(x, '0-5', 'asset', '0-0', '0-0');
    });
    act(s, A, 'use', { card: '0-4', text: SWORD, targets: ['1-1'] });
    passes(s);
    expect(s.inPlay['1-1'].damaged).toBe(true);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-5', trigger: true, thatCard: '1-1' });
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.inPlay['1-1'], s.piles[1].lost]).toEqual([undefined, ['1-1']]);
  });

  it('Gongen T.S.V. 1C69 ("Each time an ability of a weapon beneath this vehicle damages another unit, …"): a weapon beneath another card triggers nothing; one beneath the vehicle does (placed there for the test)', () => {
    const elsewhere = battle((x) => {
      put(x, '0-3', 'unit', '0-0');
      put(x, '0-4', 'weapon', '0-0', '0-3');
      put(x, '0-6', 'unit', '0-0');
    });
    act(elsewhere, A, 'use', { card: '0-4', text: SWORD, targets: ['1-1'] });
    passes(elsewhere);
    expect([elsewhere.inPlay['1-1'].damaged, elsewhere.stack]).toEqual([true, []]);
    const beneath = battle((x) => {
      put(x, '0-6', 'unit', '0-0');
      put(x, '0-4', 'weapon', '0-0', '0-6');
    });
    act(beneath, A, 'use', { card: '0-4', text: SWORD, targets: ['1-1'] });
    passes(beneath);
    expect(beneath.stack.at(-1)).toMatchObject({ card: '0-6', thatCard: '1-1' });
    passes(beneath);
    act(beneath, A, 'choose', { take: false });
    expect(beneath.inPlay['1-1'].damaged).toBe(true);
  });

  it('Indiscriminate Strike 1R186 ("Each time a unit is targeted by an activated ability of a weapon beneath this kizen, make that unit power –3 and defense –3 until end of turn."): Horatio Hicks\'s M44 targets Bob\'s squad, which is power –3 and defense –3 before the M44 resolves', () => {
    const s = battle((x) => {
      put(x, '0-7', 'unit', '0-0');
      put(x, '0-8', 'weapon', '0-0', '0-7');
      put(x, '0-9', 'asset', '0-0', '0-7');
    });
    act(s, A, 'use', { card: '0-8', text: M44, targets: ['1-1'] });
    expect(s.stack.map((i) => i.kind === 'ability' && i.card)).toEqual(['0-8', '0-9']);
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'stat', card: '1-1', stat: 'power', by: -3 }, { kind: 'stat', card: '1-1', stat: 'defense', by: -3 }]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these abilities attested, so its logs replay as they were played', () => {
    for (const id of ['1U96', '1C69', '1R186']) {
      const c = cards.find((x) => x.id === id)!;
      const line = c.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(c, line), engineCardText('1.2.0').carries(c, line)]).toEqual([id, false, true]);
    }
  });
});
