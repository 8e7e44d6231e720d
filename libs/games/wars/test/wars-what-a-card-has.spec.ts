import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, battleAt, passes, put, readyInHand, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 reads what a card has in a phrase ("a ship that has a weapon beneath it": "it" is
 * the ship), in conditions and in where-clauses (wars:glossary/effects). Ann's deck: two
 * Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium Source (0-2, a sector), Anant Aeronaut
 * 1C166 (0-3), Guardian-Class Carrier 1C71 (0-4, a capital), Grade 7 Fluid Laser 1U23 (0-5, a
 * capital's weapon), Ripping Beam 1R201 (0-6), then Zealous Squads. Bob's: Ganymede/Traginium Well
 * (1-0), Guardian-Class Carriers.
 */
const DECK = ['1S301', '1S301', '1C309', '1C166', '1C71', '1U23', '1R201', ...Array(31).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C71')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const text = (id: string) => cards.find((c) => c.id === id)!.abilities.at(-1)!.text;

/** Ann's carrier at her sector with Anant Aeronaut aboard, the laser beneath it if `armed`; Bob's carrier 1-1 there; 10 energy in Ann's active pile. */
function started(armed: boolean): WarsState {
  const s = startedWith([DECK, BOB], engine, 'what-a-card-has');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  put(s, '0-4', 'ship', '0-2');
  put(s, '0-3', 'unit', '0-2', '0-4');
  if (armed) put(s, '0-5', 'weapon', '0-2', '0-4');
  put(s, '1-1', 'ship', '0-2');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 10, 10));
  return s;
}

describe('wars:glossary/effects: "a ship that has a weapon beneath it" (engine 1.2.0)', () => {
  it('Anant Aeronaut 1C166 ("• Pay 2 energy ≈ If this character is aboard a ship that has a weapon beneath it, damage target ship in a battle here."): aboard the armed carrier it damages Bob\'s; aboard an unarmed one it does nothing', () => {
    for (const armed of [true, false]) {
      const s = started(armed);
      battleAt(s, '0-2');
      s.initiative = 0;
      act(s, A, 'use', { card: '0-3', text: text('1C166'), targets: ['1-1'] });
      passes(s);
      expect([armed, s.inPlay['1-1'].damaged]).toEqual([armed, armed]);
    }
  });

  it('Ripping Beam 1R201 ("Destroy target ship at a sector where you have a ship that has a weapon beneath it."): Bob\'s carrier at the sector of Ann\'s armed carrier is a target and is destroyed; with the carrier unarmed it is not a target', () => {
    const unarmed = started(false);
    readyInHand(unarmed, '0-6');
    toPhase(unarmed, 'move');
    expect(engine.validate(unarmed, { seq: unarmed.seq + 1, player: A, type: 'play-interrupt', payload: { card: '1R201', targets: ['1-1'] } }).map((v) => v.code)).toEqual(['wars/illegal-target']);
    const s = started(true);
    readyInHand(s, '0-6');
    toPhase(s, 'move');
    act(s, A, 'play-interrupt', { card: '1R201', targets: ['1-1'] });
    for (let i = 0; i < 4; i++) act(s, A, 'lose', { from: 'active' });
    passes(s);
    expect([s.inPlay['1-1'], s.piles[1].lost]).toEqual([undefined, ['1-1']]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves both attested, so its logs replay as they were played', () => {
    for (const id of ['1C166', '1R201']) {
      const c = cards.find((x) => x.id === id)!;
      expect([id, engineCardText('1.1.0').carries(c, text(id)), engineCardText('1.2.0').carries(c, text(id))]).toEqual([id, false, true]);
    }
  });
});
