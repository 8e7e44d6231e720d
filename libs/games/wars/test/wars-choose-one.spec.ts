import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { A, act, B, codes, passes, put, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: text where a player chooses one of its options as it resolves (wars:glossary/effects).
 * "• Pay 1 energy ≈ Choose target unit your opponent has in a site battle here. If target's defense
 * < [D], damage it and your opponent chooses to pay or lose 2 energy." (Katal Dalaka 1U236; Makal
 * Dalaka 1C247: "… pay or lose energy equal to its energy cost"). The [D] is revealed first; with the
 * condition met, the opponent's `choose` names the `option` (0: pay, 1: lose); paying is an option
 * only with that much in the active pile; with it failing, nothing is asked.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Katal Dalaka (0-1), Makal Dalaka (0-2), Mouthpieces
 * (2C13, from 0-3; defense 3, destiny 3, energy cost 3), then from 0-20 Ordnance Masters (1C193,
 * destiny 6) and from 0-30 Guardian-Class Carriers (1C71, destiny 1). Bob's: Ganymede/Traginium
 * Well, Mouthpieces.
 */
const DECK = ['1S301', '1U236', '1C247', ...Array(17).fill('2C13'), ...Array(10).fill('1C193'), ...Array(8).fill('1C71')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const KATAL = cards.get('1U236')!.abilities[0].text;
const MAKAL = cards.get('1C247')!.abilities[0].text;

/** Ann's weapon `weapon` beneath her Mouthpiece 0-3 in a site battle with Bob's Mouthpiece 1-1 at her Camp, used on it with `top` on her reserve, resolving. */
function fired(weapon: '0-1' | '0-2', top: string, bobActive = 4): WarsState {
  const s = startedWith([DECK, BOB], engine, 'choose-one');
  put(s, '0-3', 'unit', '0-0');
  put(s, weapon, 'weapon', '0-0', '0-3');
  put(s, '1-1', 'unit', '0-0');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 4, 4));
  s.piles[1].active.push(...s.piles[1].reserve.splice(s.piles[1].reserve.length - bobActive, bobActive));
  s.piles[0].reserve = [top, ...s.piles[0].reserve.filter((k) => k !== top)];
  s.phase = 'battle';
  Object.assign(s, { initiative: 0, passes: 0 });
  act(s, A, 'attack', { location: '0-0' });
  passes(s);
  act(s, A, 'use', { card: weapon, text: weapon === '0-1' ? KATAL : MAKAL, targets: ['1-1'] });
  passes(s);
  return s;
}

describe('wars:glossary/effects: "… your opponent chooses to pay or lose 2 energy." (Katal Dalaka 1U236, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect([carriedBy('1U236', 0), carriedBy('1C247', 0)]).toEqual([[false, true], [false, true]]);
  });

  it('Ordnance Master (destiny 6) revealed: Bob\'s Mouthpiece (defense 3) is damaged, and Bob is asked to choose, options 0 and 1', () => {
    const s = fired('0-1', '0-20');
    expect([s.choosing?.seat, s.choosing?.destiny, engine.legalActions(s, B).map((a) => a.payload)]).toEqual([1, 6, [{ option: 0 }, { option: 1 }]]);
    expect(codes(s, B, 'choose', {})).toEqual(['wars/bad-option wars:glossary/effects']);
    expect(codes(s, B, 'choose', { option: 2 })).toEqual(['wars/bad-option wars:glossary/effects']);
    expect(codes(s, A, 'choose', { option: 0 })).toEqual(['wars/choice-pending wars:glossary/effects']);
  });

  it('paying, Bob pays 2 from his active pile; losing, he owes 2 energy lost', () => {
    const pays = fired('0-1', '0-20');
    const active = pays.piles[1].active.length;
    act(pays, B, 'choose', { option: 0 });
    expect([pays.inPlay['1-1'].damaged, pays.piles[1].active.length, pays.pendingLoss]).toEqual([true, active - 2, null]);
    const loses = fired('0-1', '0-20');
    act(loses, B, 'choose', { option: 1 });
    expect([loses.inPlay['1-1'].damaged, loses.pendingLoss]).toEqual([true, { seat: 1, remaining: 2, rule: 'wars:glossary/lose-energy' }]);
  });

  it('with one energy in his active pile, paying 2 is no option', () => {
    const s = fired('0-1', '0-20', 1);
    expect(codes(s, B, 'choose', { option: 0 })).toEqual(['wars/cannot-pay wars:glossary/pay']);
    expect(engine.legalActions(s, B).map((a) => a.payload)).toEqual([{ option: 1 }]);
  });

  it('a Guardian-Class Carrier (destiny 1) revealed: no damage, and nothing to choose', () => {
    const s = fired('0-1', '0-30');
    expect([s.inPlay['1-1'].damaged, s.choosing, s.pendingLoss, s.stack]).toEqual([false, undefined, null, []]);
  });
});

describe('wars:glossary/effects: "… your opponent chooses to pay or lose energy equal to its energy cost." (Makal Dalaka 1C247, engine 1.2.0)', () => {
  it('"its" is the unit damaged: Bob\'s Mouthpiece costs 3, so he loses 3', () => {
    const s = fired('0-2', '0-20');
    act(s, B, 'choose', { option: 1 });
    expect(s.pendingLoss).toEqual({ seat: 1, remaining: 3, rule: 'wars:glossary/lose-energy' });
  });
});
