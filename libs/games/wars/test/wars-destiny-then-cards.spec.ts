import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, arrange, B, codes, put, sectorInPlay, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: text that reveals a card for destiny and then draws that many (wars:glossary/destiny,
 * draw-phase). "Draw [D] cards from your reserve." (Sprinkle's Deal 1R154): the [D] is revealed as
 * it resolves, then that many cards are drawn. In paper play the pass that resolves it names the
 * card revealed, and the `choose` that follows names every card drawn; the [D] is revealed once,
 * before the choice, so the choice knows how many. Text whose player decides something as it
 * resolves ("you may …", "up to …") stays attested: that decision comes before the [D].
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Sprinkle's Deal (0-1, a LOST interrupt), then
 * Zealous Squads (1C55, destiny 3) and, from 0-20, more Exploratory Camps (1S301, destiny 0).
 * Bob's: Ganymede/Traginium Well, Zealous Squads.
 */
const DECK = ['1S301', '1R154', ...Array(18).fill('1C55'), ...Array(18).fill('1S301')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();

/** Sprinkle's Deal played by Ann with initiative (two [Maverick] icons and three energy ready), her reserve's top `top`, passed once by Bob. */
function dealt(top: string[]): WarsState {
  const s = startedWith([DECK, BOB], engine, 'destiny-then-cards');
  arrange(s, 0, ['0-1'], ['0-30', '0-31', '0-32']);
  s.piles[0].reserve = [...top, ...s.piles[0].reserve.filter((k) => !top.includes(k))];
  (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction: 'maverick', count: 2 });
  Object.assign(s, { initiative: 0, passes: 0 });
  act(s, A, 'play-interrupt', { card: '1R154' });
  act(s, A, 'pass');
  return s;
}

/** Paper play from here: Ann's reserve unknown, its cards the hidden pool. */
function inPaper(s: WarsState): void {
  s.hidden = [s.piles[0].reserve.splice(0), []];
  s.piles[0].reserve = s.hidden[0].map(() => '?');
}

describe('wars:glossary/destiny: "Draw [D] cards from your reserve." (Sprinkle\'s Deal 1R154, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1R154', 0)).toEqual([false, true]);
  });

  it('digital play: a Zealous Squad (destiny 3) revealed off the top goes to the used pile, and the next three cards are drawn', () => {
    const s = dealt(['0-2', '0-3', '0-4', '0-5', '0-6']);
    act(s, B, 'pass');
    expect([s.piles[0].hand, s.piles[0].used.at(-1), s.piles[0].reserve[0], s.piles[0].lost]).toEqual([['0-3', '0-4', '0-5'], '0-2', '0-6', ['0-1']]);
  });

  it('an Exploratory Camp (destiny 0) revealed draws none', () => {
    const s = dealt(['0-20', '0-3']);
    act(s, B, 'pass');
    expect([s.piles[0].hand, s.piles[0].reserve[0]]).toEqual([[], '0-3']);
  });

  it('paper play: the pass names the card revealed, then Ann\'s choose names the three drawn, in order; a card missing is refused', () => {
    const s = dealt(['0-2', '0-3', '0-4', '0-5']);
    inPaper(s);
    act(s, B, 'pass', { card: '1C55' });
    expect([s.choosing?.seat, s.choosing?.destiny]).toEqual([0, 3]);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ cards: ['1C55', '1C55', '1C55'] }]);
    expect(codes(s, A, 'choose', { cards: ['1C55', '1S301'] })).toEqual(['wars/card-not-declared wars:glossary/draw-phase']);
    const used = s.piles[0].used.length;
    act(s, A, 'choose', { cards: ['1C55', '1S301', '1C55'] });
    // The [D] was revealed once, by the pass: no second card went to the used pile.
    expect([s.piles[0].hand.length, s.piles[0].used.length, s.choosing]).toEqual([3, used, undefined]);
  });
});

describe('wars:glossary/destiny: one [D] for a condition the text states once: "If target\'s defense < [D], damage it and retrieve a card." (Clanton Rev I Missile 1U118, engine 1.2.0)', () => {
  // Ann's: Ganymede/Exploratory Camp, the Missile (0-1, a weapon beneath her Guardian-Class Carrier 0-3), Ganymede/Traginium Source
  // (0-2, a sector), Ordnance Master (0-4, destiny 6), another Carrier (0-5, destiny 1), Zealous Squads. Bob's Carrier (1-1, defense 5) at her sector.
  const MISSILE = ['1S301', '1U118', '1C309', '1C71', '1C193', '1C71', ...Array(32).fill('1C55')];
  const BOB_SHIPS = ['1C310', '1C71', ...Array(36).fill('1C55')];
  const TEXT = '• Pay 1 energy ≈ Choose target ship your opponent has in a sector battle here. If target’s defense < [D], damage it and retrieve a card.';

  function fired(top: string): WarsState {
    const s = startedWith([MISSILE, BOB_SHIPS], engine, 'one-destiny');
    sectorInPlay(s, '0-2');
    for (const [key, at] of [['0-3', '0-2'], ['1-1', '0-2']]) {
      for (const p of s.piles) for (const pile of Object.values(p)) if ((pile as string[]).includes(key)) (pile as string[]).splice((pile as string[]).indexOf(key), 1);
      s.inPlay[key] = { key, owner: key.startsWith('0') ? 0 : 1, kind: 'ship', at, host: null, damaged: false };
    }
    for (const p of Object.values(s.piles[0])) if ((p as string[]).includes('0-1')) (p as string[]).splice((p as string[]).indexOf('0-1'), 1);
    s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'weapon', at: '0-2', host: '0-3', damaged: false };
    const piles = s.piles[0];
    for (const p of [piles.hand, piles.active, piles.used]) p.splice(0);
    piles.reserve = piles.reserve.filter((k) => !['0-4', '0-5', '0-10'].includes(k));
    piles.active.push(...piles.reserve.splice(piles.reserve.length - 4, 4));
    piles.lost = ['0-10'];
    s.phase = 'battle';
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'attack', { location: '0-2' });
    act(s, A, 'pass');
    act(s, B, 'pass');
    piles.reserve.unshift(top);
    act(s, A, 'use', { card: '0-1', text: TEXT, targets: ['1-1'] });
    act(s, A, 'pass');
    act(s, B, 'pass');
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1U118', 0)).toEqual([false, true]);
  });

  it('Ordnance Master (destiny 6) revealed: the Carrier (defense 5) is damaged and Ann retrieves a card, with one card revealed', () => {
    const s = fired('0-4');
    expect([s.inPlay['1-1'].damaged, s.piles[0].lost, s.piles[0].used.slice(-2), s.piles[0].reserve.includes('0-4')]).toEqual([true, [], ['0-4', '0-10'], false]);
  });

  it('a Carrier (destiny 1) revealed: neither happens', () => {
    const s = fired('0-5');
    expect([s.inPlay['1-1'].damaged, s.piles[0].lost, s.piles[0].used.at(-1)]).toEqual([false, ['0-10'], '0-5']);
  });
});

describe('wars:glossary/destiny: a decision worded with the [D] is made once it is known (engine 1.2.0)', () => {
  // Ann's: Ganymede/Exploratory Camp, General Bots NAV4 (0-1), Luhus Dalaka (0-2, a weapon), Mouthpieces (2C13, from 0-3; defense 3),
  // then from 0-20 Ordnance Masters (1C193, destiny 6) and from 0-30 Guardian-Class Carriers (1C71, destiny 1). Bob's Mouthpiece 1-1.
  const DECIDING = ['1S301', '1U128', '1C243', ...Array(17).fill('2C13'), ...Array(10).fill('1C193'), ...Array(8).fill('1C71')];
  const LUHUS = '• Pay 0 energy ≈ You may pay [D] energy. If you do, damage target unit your opponent has in a site battle here that has defense <5.';

  function deciding(top: string, active = 4): WarsState {
    const s = startedWith([DECIDING, BOB], engine, 'decided-after-destiny');
    s.piles[0].active.push(...s.piles[0].reserve.filter((k) => k !== top && !['0-1', '0-2', '0-3'].includes(k)).slice(-active));
    s.piles[0].reserve = [top, ...s.piles[0].reserve.filter((k) => k !== top && !s.piles[0].active.includes(k))];
    return s;
  }

  it('General Bots NAV4 1U128 ("When this character enters play, you may draw up to [D] cards from your reserve."): Ann chooses how many, up to the [D] revealed', () => {
    expect(carriedBy('1U128', 0)).toEqual([false, true]);
    const s = deciding('0-20');
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-1');
    s.stack.push({ kind: 'card', seat: 0, card: '0-1', target: { at: '0-0' }, mode: null });
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'pass');
    act(s, B, 'pass');
    act(s, A, 'pass');
    act(s, B, 'pass');
    expect([s.choosing?.destiny, engine.legalActions(s, A).map((a) => a.payload).filter((p) => (p as { take: boolean }).take).map((p) => (p as { count: number }).count)]).toEqual([6, [0, 1, 2, 3, 4, 5, 6]]);
    expect(codes(s, A, 'choose', { take: true, count: 7 })).toEqual(['wars/bad-count wars:glossary/effects']);
    const hand = s.piles[0].hand.length;
    act(s, A, 'choose', { take: true, count: 2 });
    expect(s.piles[0].hand.length).toBe(hand + 2);
  });

  /** Luhus Dalaka beneath Ann's Mouthpiece in a site battle with Bob's, used on it, with `active` energy ready: resolving, the [D] revealed. */
  function luhus(active: number): WarsState {
    const s = deciding('0-20', active);
    put(s, '0-3', 'unit', '0-0');
    put(s, '0-2', 'weapon', '0-0', '0-3');
    put(s, '1-1', 'unit', '0-0');
    s.phase = 'battle';
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'attack', { location: '0-0' });
    act(s, A, 'pass');
    act(s, B, 'pass');
    act(s, A, 'use', { card: '0-2', text: LUHUS, targets: ['1-1'] });
    act(s, A, 'pass');
    act(s, B, 'pass');
    return s;
  }

  it('Luhus Dalaka 1C243 ("You may pay [D] energy. If you do, damage target unit …"): paying the 6 revealed damages Bob\'s Mouthpiece', () => {
    expect(carriedBy('1C243', 0)).toEqual([false, true]);
    const s = luhus(8);
    const ready = s.piles[0].active.length;
    expect(s.choosing?.destiny).toBe(6);
    act(s, A, 'choose', { take: true });
    expect([s.inPlay['1-1'].damaged, s.piles[0].active.length]).toEqual([true, ready - 6]);
  });

  it('Luhus Dalaka 1C243: with 4 energy ready, paying the 6 is refused; not paying, nothing is damaged', () => {
    const s = luhus(4);
    expect(codes(s, A, 'choose', { take: true })).toEqual(['wars/cannot-pay wars:glossary/pay']);
    act(s, A, 'choose', { take: false });
    expect(s.inPlay['1-1'].damaged).toBe(false);
  });
});
