import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, codes, passes, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0: text that puts cards of a player's hand on one of that player's piles lets that
 * player pick them as it resolves, with the `choose` action's `fromHand` (collector numbers, the
 * first put on top); with fewer cards in hand they put what they have (wars:glossary/effects: "do
 * as much as you can"). Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium
 * Source (0-2, a sector), Fifth Ace 1U125 (0-3), Reload 1U149 (0-4), Resolute Quarrel 2C106 (0-5, a
 * ship), then Zealous Squads 1C55. Bob's: Ganymede/Traginium Well (1-0), Guardian-Class Carriers 1C71.
 */
const DECK = ['1S301', '1S301', '1C309', '1U125', '1U149', '2C106', ...Array(32).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C71')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const card = (id: string) => cards.find((c) => c.id === id)!;
const idOf = (s: WarsState, key: string) => (key.startsWith('0') ? DECK : BOB)[Number(key.split('-')[1])];

/** Ann's deploy phase with `hand` as her hand (the rest of her cards in her reserve), 6 energy in each active pile, and the support icons her cards need. */
function started(hand: string[]): WarsState {
  const s = startedWith([DECK, BOB], engine, 'hand-choices');
  for (const seat of [0, 1] as const) {
    const p = s.piles[seat];
    p.reserve.push(...p.hand.splice(0), ...p.active.splice(0), ...p.used.splice(0));
    if (seat === 0) p.hand = hand.map((k) => p.reserve.splice(p.reserve.indexOf(k), 1)[0]);
    p.active.push(...p.reserve.splice(p.reserve.length - 6, 6));
  }
  s.untilEndOfTurn = [{ kind: 'icon', seat: 0, location: '0-0', faction: 'maverick', count: 1 }, { kind: 'icon', seat: 0, location: '0-0', faction: 'shi', count: 2 }];
  toPhase(s, 'deploy');
  return s;
}

describe('wars:glossary/effects: cards of a hand put on a pile, picked as the text resolves (engine 1.2.0)', () => {
  it('Reload 1U149 ("Put a card from your hand on the bottom of your reserve."): Ann names the Zealous Squad in her hand, and it goes under her reserve', () => {
    const s = started(['0-4', '0-10']);
    act(s, A, 'play-interrupt', { card: '1U149' });
    passes(s);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ fromHand: ['1C55'] }]);
    expect(codes(s, A, 'choose', {})).toEqual(['wars/cards-not-chosen wars:glossary/effects']);
    expect(codes(s, A, 'choose', { fromHand: ['1U125'] })).toEqual(['wars/not-in-hand wars:glossary/effects']);
    expect(codes(s, A, 'choose', { fromHand: 7 })).toEqual(['wars/bad-from-hand wars:glossary/effects']);
    act(s, A, 'choose', { fromHand: ['1C55'] });
    expect([s.piles[0].hand, s.piles[0].reserve.at(-1), s.piles[0].used.at(-1)]).toEqual([[], '0-10', '0-4']);
  });

  it('Fifth Ace 1U125 ("Put two cards from your hand on top of your reserve in any order."): the first named ends on top', () => {
    const s = started(['0-3', '0-4', '0-10']);
    act(s, A, 'play-interrupt', { card: '1U125' });
    passes(s);
    expect(codes(s, A, 'choose', { fromHand: ['1C55'] })).toEqual(['wars/cards-not-chosen wars:glossary/effects']);
    expect(codes(s, A, 'choose', { fromHand: ['1C55', '1C55'] })).toEqual(['wars/not-in-hand wars:glossary/effects']);
    expect(codes(s, A, 'choose', { fromHand: ['1U149', '1C55', '1C55'] })).toEqual(['wars/too-many-from-hand wars:glossary/effects']);
    act(s, A, 'choose', { fromHand: ['1U149', '1C55'] });
    expect([s.piles[0].hand, s.piles[0].reserve.slice(0, 2)]).toEqual([[], ['0-4', '0-10']]);
  });

  it('with one card in hand, Fifth Ace puts that one', () => {
    const s = started(['0-3', '0-10']);
    act(s, A, 'play-interrupt', { card: '1U125' });
    passes(s);
    act(s, A, 'choose', { fromHand: '1C55' });
    expect([s.piles[0].hand, s.piles[0].reserve[0]]).toEqual([[], '0-10']);
  });

  it('Resolute Quarrel 2C106 ("When this ship enters play, your opponent puts a card from his or her hand on top of his or her used pile."): Bob picks which; Ann can\'t', () => {
    const s = started(['0-5']);
    const bob = s.piles[1];
    bob.hand = [bob.reserve.shift()!, bob.reserve.shift()!];
    s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups[0].sectors.push('0-2');
    act(s, A, 'deploy', { card: '2C106', at: '0-2' });
    passes(s);
    passes(s);
    expect(s.choosing?.seat).toBe(1);
    expect(codes(s, A, 'choose', { fromHand: ['1C71'] })).toEqual(['wars/choice-pending wars:glossary/effects']);
    const [first] = bob.hand;
    act(s, B, 'choose', { fromHand: [idOf(s, first)] });
    expect([bob.hand.length, bob.used.at(-1)]).toEqual([1, first]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these attested, so its logs replay as they were played', () => {
    for (const id of ['1U125', '1U149', '2C106']) {
      const c = card(id);
      expect([id, engineCardText('1.1.0').carries(c, c.abilities.at(-1)!.text), engineCardText('1.2.0').carries(c, c.abilities.at(-1)!.text)]).toEqual([id, false, true]);
    }
  });
});
