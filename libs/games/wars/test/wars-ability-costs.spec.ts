import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { statsOf } from '../src/engine/game-cards';
import { A, act, battleAt, codes, passes, put, readyInHand, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: costs of activated abilities that take cards the use names (wars:glossary/costs,
 * all paid at once as the ability is used): cards of yours in play ("Dismiss target other unit you
 * have here ≈ …", `paying`), and several cards of your hand ("Put two cards from your hand on top
 * of your used pile in any order ≈ …", `fromHand` as a list). Ann's deck: two
 * Ganymede/Exploratory Camp sites (0-0, 0-1), Ganymede/Traginium Source (0-2, a sector),
 * Sumadar-Damir 1R210 (0-3), Purana-Vishal 1R196 (0-4), Tahka Life Ship 1C268 (0-5), Anakatika
 * 2U115 (0-6), Sitkatika Hekaton 1C264 (0-7), Reaper Craft 2R105 (0-8, an inverter ship), Traginium Surplus 2U25
 * (0-9, a Stockpile asset), then Mouthpieces (2C13: characters whose only text is a keyword). Bob's:
 * Ganymede/Traginium Well (1-0), a Mouthpiece (1-1), Guardian-Class Carrier 1C71 (1-2, a ship), Mouthpieces.
 */
const DECK = ['1S301', '1S301', '1C309', '1R210', '1R196', '1C268', '2U115', '1C264', '2R105', '2U25', ...Array(28).fill('2C13')];
const BOB = ['1C310', '2C13', '1C71', ...Array(35).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const lineOf = (id: string, i: number) => cards.get(id)!.abilities[i].text;
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'paying');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  return s;
}

describe('wars:glossary/costs: a cost that takes cards of yours in play, named by the use ("paying")', () => {
  const immune = lineOf('1R210', 0);

  it('Sumadar-Damir 1R210 ("• Dismiss target other unit you have here ≈ This character is immune to attrition until end of turn."): Ann dismisses her Mouthpiece there as she uses it', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    put(s, '0-17', 'unit', '0-0');
    put(s, '0-18', 'unit', '0-1');
    put(s, '1-1', 'unit', '0-0');
    expect(engine.legalActions(s, A).filter((a) => a.type === 'use' && (a.payload as { text: string }).text === immune).map((a) => (a.payload as { paying: string[] }).paying)).toEqual([['0-17']]);
    expect(codes(s, A, 'use', { card: '0-3', text: immune })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    for (const wrong of ['0-3', '0-18', '1-1']) expect(codes(s, A, 'use', { card: '0-3', text: immune, paying: [wrong] })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'use', payload: { card: '0-3', text: immune, paying: ['1-1'] } })[0].message)
      .toBe('Sumadar-Damir\'s ability can\'t be used: "paying" names a card that is not one of yours the text describes');
    act(s, A, 'use', { card: '0-3', text: immune, paying: ['0-17'] });
    expect([s.inPlay['0-17'], s.piles[0].lost.at(-1)]).toEqual([undefined, '0-17']);
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'immune', card: '0-3' }]);
  });

  it('Purana-Vishal 1R196 ("Dismiss two of your other characters here ≈ Damage target character in a site battle here."): two named, both dismissed', () => {
    const s = started();
    for (const key of ['0-4', '0-17', '0-18', '1-1']) put(s, key, 'unit', '0-0');
    battleAt(s, '0-0');
    const text = lineOf('1R196', 1);
    expect(codes(s, A, 'use', { card: '0-4', text, targets: ['1-1'], paying: ['0-17'] })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    act(s, A, 'use', { card: '0-4', text, targets: ['1-1'], paying: ['0-17', '0-18'] });
    expect([s.inPlay['0-17'], s.inPlay['0-18']]).toEqual([undefined, undefined]);
    passes(s);
    expect(s.inPlay['1-1'].damaged).toBe(true);
  });

  it('Tahka Life Ship 1C268 ("Put a unit from aboard this ship on top of its owner\'s used pile ≈ Make this ship power +1 until end of turn."): the Mouthpiece aboard goes on top of Ann\'s used pile', () => {
    const s = started();
    put(s, '0-5', 'ship', '0-2');
    put(s, '0-17', 'unit', '0-2', '0-5');
    const power = statsOf(game(s), '0-5').power;
    expect(codes(s, A, 'use', { card: '0-5', text: lineOf('1C268', 1), paying: ['0-5'] })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    act(s, A, 'use', { card: '0-5', text: lineOf('1C268', 1), paying: ['0-17'] });
    expect([s.inPlay['0-17'], s.piles[0].used.at(-1)]).toEqual([undefined, '0-17']);
    passes(s);
    expect(statsOf(game(s), '0-5').power).toBe(power + 1);
  });
});

describe('wars:glossary/damage: a cost that damages the card itself', () => {
  it('Sitkatika Hekaton 1C264 ("Pay 4 energy and damage this ship ≈ Damage target ship your opponent has in a battle here."): not again once damaged', () => {
    const s = started();
    put(s, '0-7', 'ship', '0-2');
    put(s, '1-2', 'ship', '0-2');
    s.piles[0].active.push(...s.piles[0].reserve.splice(0, 8));
    battleAt(s, '0-2');
    const text = lineOf('1C264', 0);
    act(s, A, 'use', { card: '0-7', text, targets: ['1-2'] });
    expect(s.inPlay['0-7'].damaged).toBe(true);
    passes(s);
    expect(s.inPlay['1-2'].damaged).toBe(true);
    s.inPlay['1-2'].damaged = false;
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'use', payload: { card: '0-7', text, targets: ['1-2'] } }).map((v) => v.message))
      .toEqual(['Sitkatika Hekaton\'s ability can\'t be used: it is already damaged']);
  });
});

describe('wars:glossary/costs: a cost that takes several cards of your hand, named by the use ("fromHand" as a list)', () => {
  it('Anakatika 2U115 ("••• Put two cards from your hand on top of your used pile in any order ≈ Make this ship power +1 until end of turn."): two Mouthpieces named take two copies', () => {
    const s = started();
    put(s, '0-6', 'ship', '0-2');
    const text = lineOf('2U115', 0);
    s.piles[0].hand = ['0-17'];
    expect(codes(s, A, 'use', { card: '0-6', text, fromHand: ['2C13', '2C13'] })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(codes(s, A, 'use', { card: '0-6', text, fromHand: '2C13' })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    s.piles[0].hand = ['0-17', '0-18', '0-19'];
    expect(engine.legalActions(s, A).filter((a) => a.type === 'use').map((a) => (a.payload as { fromHand: string[] }).fromHand)).toEqual([['2C13', '2C13']]);
    act(s, A, 'use', { card: '0-6', text, fromHand: ['2C13', '2C13'] });
    expect([s.piles[0].hand, s.piles[0].used.slice(-2)]).toEqual([['0-19'], ['0-17', '0-18']]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 carries out none of these abilities: they stay attested, so its logs replay as they were played', () => {
    for (const [id, i] of [['1R210', 0], ['1R196', 1], ['1C268', 1], ['2U115', 0], ['1C264', 0]] as const) {
      const card = cards.get(id)!;
      expect([id, engineCardText('1.1.0').carries(card, lineOf(id, i)), engineCardText('1.2.0').carries(card, lineOf(id, i))]).toEqual([id, false, true]);
    }
  });
});

describe('wars:glossary/costs: "Lose a stockpile asset from your hand ≈ …", the card the use names ("fromHand")', () => {
  it('Reaper Craft 2R105 ("• Lose a stockpile asset from your hand ≈ Invert this ship."): Traginium Surplus goes to Ann\'s lost pile and the ship is inverted; a Mouthpiece is no stockpile asset', () => {
    const s = started();
    put(s, '0-8', 'ship', '0-2');
    const hand = s.piles[0].hand;
    readyInHand(s, '0-9');
    readyInHand(s, '0-10');
    const text = lineOf('2R105', 0);
    expect(codes(s, A, 'use', { card: '0-8', text, fromHand: '2C13' })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(codes(s, A, 'use', { card: '0-8', text })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(engine.legalActions(s, A).filter((a) => a.type === 'use' && (a.payload as { card: string }).card === '0-8').map((a) => (a.payload as { fromHand?: string }).fromHand)).toEqual(['2U25']);
    act(s, A, 'use', { card: '0-8', text, fromHand: '2U25' });
    expect([hand.includes('0-9'), s.piles[0].lost.at(-1)]).toEqual([false, '0-9']);
    passes(s);
    expect(s.inPlay['0-8'].inverted).toBe(true);
  });
});
