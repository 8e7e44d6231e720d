import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0 lets either player use an ability that says so (wars:glossary/your-opponent-may-use-this-ability:
 * "the card 'speaks' to your opponent. Where it says 'you' and 'your,' it means your opponent and
 * his or her cards"). Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium
 * Source (0-2), Alnak Station/Launch Bay 1C295 (0-3), Seyal/Dhanake's Demesne 2U162 (0-4), Last
 * Chance/Outer Rim Station 2U160 (0-5, a sector), Clandestine Team 2C119 (0-6), Horatio Hicks
 * 1R27 (0-7, a kizen), then Zealous Squads, Europa/The Gambler's Hideaway 1U299 (0-38, a moon sector), a Guardian-Class
 * Carrier (0-39). Bob's: Ganymede/Traginium Well (1-0), a Zealous
 * Squad (1-1), Horatio Hicks (1-2), Haggard Hulk 1U129 (1-3, an inverter fighter), Zealous Squads, a
 * Guardian-Class Carrier (1-37).
 */
const DECK = ['1S301', '1S301', '1C309', '1C295', '2U162', '2U160', '2C119', '1R27', ...Array(30).fill('1C55'), '1U299', '1C71'];
const BOB = ['1C310', '1C55', '1R27', '1U129', ...Array(33).fill('1C55'), '1C71'];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const textOf = (id: string) => cards.find((c) => c.id === id)!.abilities.at(-1)!.text;

/** A started game with Ann's `location` in play as a system of its own, and 6 energy in each active pile. */
function started(location: string, group: string, sector = false): WarsState {
  const s = startedWith([DECK, BOB], engine, 'any-player');
  s.inPlay[location] = { key: location, owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups.push({ name: group, sites: sector ? [] : [location], sectors: sector ? [location] : [] });
  for (const p of s.piles) p.active.push(...p.reserve.splice(p.reserve.length - 6, 6));
  return s;
}

/** `seat`'s turn in `phase`, with initiative. */
const turnOf = (s: WarsState, seat: 0 | 1, phase: WarsState['phase']) => Object.assign(s, { current: seat, phase, initiative: seat, passes: 0 });

const use = (card: string, text: string, targets?: string[]) => ({ card, text, ...(targets ? { targets } : {}) });

describe('wars:glossary/your-opponent-may-use-this-ability: an ability of a card that speaks to either player (engine 1.2.0)', () => {
  it('Alnak Station/Launch Bay 1C295 ("… You may use this ability only during your move phase. Your opponent may use this ability during his or her move phase."): in his move phase Bob moves his own unit from Ann\'s station, paying from his own active pile', () => {
    const text = textOf('1C295');
    const s = started('0-3', 'Alnak Station');
    put(s, '1-1', 'unit', '0-3');
    put(s, '0-8', 'unit', '0-3');
    turnOf(s, 1, 'move');
    expect(engine.legalActions(s, B).filter((a) => a.type === 'use').map((a) => a.payload)).toEqual([use('0-3', text, ['1-1'])]);
    // "You" is Bob: Ann's Zealous Squad is not a unit he has here.
    expect(codes(s, B, 'use', use('0-3', text, ['0-8']))).toEqual(['wars/illegal-target wars:glossary/target']);
    const [ann, bob] = [s.piles[0].active.length, s.piles[1].active.length];
    act(s, B, 'use', use('0-3', text, ['1-1']));
    expect([s.piles[0].active.length, s.piles[1].active.length]).toEqual([ann, bob - 2]);
    passes(s);
    expect(s.choosing?.seat).toBe(1);
    act(s, B, 'choose', { pick: ['1-0'] });
    expect([s.inPlay['1-1'].at, s.inPlay['0-8'].at]).toEqual(['1-0', '0-3']);
  });

  it('in Ann\'s move phase Bob may not use it, and she may, on her own unit', () => {
    const text = textOf('1C295');
    const s = started('0-3', 'Alnak Station');
    put(s, '1-1', 'unit', '0-3');
    put(s, '0-8', 'unit', '0-3');
    turnOf(s, 0, 'move');
    s.initiative = 1;
    expect(codes(s, B, 'use', use('0-3', text, ['1-1']))).toEqual(['wars/not-now wars:glossary/game-text']);
    expect(engine.validate(s, { seq: s.seq + 1, player: B, type: 'use', payload: use('0-3', text, ['1-1']) })[0].message).toBe('Alnak Station/Launch Bay\'s ability may be used only during your move phase');
    s.initiative = 0;
    act(s, A, 'use', use('0-3', text, ['0-8']));
    passes(s);
    act(s, A, 'choose', { pick: ['0-0'] });
    expect(s.inPlay['0-8'].at).toBe('0-0');
  });

  it('Seyal/Dhanake\'s Demesne 2U162 ("Pay 4 energy ≈ Make your target kizen in a battle here immune to attrition until end of turn. Any player may use this ability."): in Ann\'s battle there, Bob makes his Horatio Hicks immune, and not hers', () => {
    const text = textOf('2U162');
    const s = started('0-4', 'Seyal');
    put(s, '0-7', 'unit', '0-4');
    put(s, '1-2', 'unit', '0-4');
    battleAt(s, '0-4');
    s.initiative = 1;
    expect(codes(s, B, 'use', use('0-4', text, ['0-7']))).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, B, 'use', use('0-4', text, ['1-2']));
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'immune', card: '1-2' }]);
  });

  it('Last Chance/Outer Rim Station 2U160 ("Pay 5 energy ≈ Invert your target inverter ship here. You may use this ability only during your draw phase. Any player may use this ability."): Bob inverts his Haggard Hulk in his draw phase, not in Ann\'s', () => {
    const text = textOf('2U160');
    const s = started('0-5', 'Last Chance', true);
    put(s, '1-3', 'ship', '0-5');
    turnOf(s, 0, 'draw');
    s.initiative = 1;
    expect(codes(s, B, 'use', use('0-5', text, ['1-3']))).toEqual(['wars/not-now wars:glossary/game-text']);
    turnOf(s, 1, 'draw');
    act(s, B, 'use', use('0-5', text, ['1-3']));
    passes(s);
    expect(s.inPlay['1-3'].inverted).toBe(true);
  });

  it('an ability that does not say so is its owner\'s alone: Bob can\'t use Ann\'s Clandestine Team, and is told why', () => {
    const s = started('0-3', 'Alnak Station');
    put(s, '0-6', 'unit', '0-0');
    turnOf(s, 1, 'move');
    const payload = use('0-6', textOf('2C119'));
    expect(codes(s, B, 'use', payload)).toEqual(['wars/not-your-card wars:glossary/activated-ability']);
    expect(engine.validate(s, { seq: s.seq + 1, player: B, type: 'use', payload })[0].message).toBe('Clandestine Team is not a card of yours: you use the activated abilities of your own cards in play, and of your opponent\'s only those that say you may');
  });
});

describe('wars:glossary/movement-actions: "Move target fighter you have here to a moon sector where a battle is taking place." (engine 1.2.0)', () => {
  /** Europa/The Gambler's Hideaway in play with Bob's Haggard Hulk there, and a battle Bob began between the players' carriers at `battle` (Traginium Source, a moon; Last Chance/Outer Rim Station, a station). */
  function battling(battle: '0-2' | '0-5'): WarsState {
    const s = started('0-38', 'Europa', true);
    s.inPlay[battle] = { key: battle, owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: battle === '0-2' ? 'Ganymede II' : 'Last Chance', sites: [], sectors: [battle] });
    put(s, '1-3', 'ship', '0-38');
    put(s, '0-39', 'ship', battle);
    put(s, '1-37', 'ship', battle);
    battleAt(s, battle, 1);
    turnOf(s, 1, 'battle');
    return s;
  }
  const text = textOf('1U299');

  it('Europa/The Gambler\'s Hideaway 1U299 (any player may use it): Bob moves his Haggard Hulk to the battle at Traginium Source, a moon sector, picked as it resolves', () => {
    const s = battling('0-2');
    act(s, B, 'use', use('0-38', text, ['1-3']));
    passes(s);
    expect(s.choosing?.seat).toBe(1);
    act(s, B, 'choose', { pick: ['0-2'] });
    expect(s.inPlay['1-3'].at).toBe('0-2');
  });

  it('a battle at a sector that is not a moon is no place to move it', () => {
    const s = battling('0-5');
    act(s, B, 'use', use('0-38', text, ['1-3']));
    passes(s);
    expect(codes(s, B, 'choose', { pick: ['0-5'] })).toEqual(['wars/illegal-place wars:glossary/effects']);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these abilities attested, so its logs replay as they were played', () => {
    for (const id of ['1C295', '2U162', '2U160']) {
      const card = cards.find((c) => c.id === id)!;
      expect([id, engineCardText('1.1.0').carries(card, textOf(id)), engineCardText('1.2.0').carries(card, textOf(id))]).toEqual([id, false, true]);
    }
  });
});
