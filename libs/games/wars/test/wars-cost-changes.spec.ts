import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { mostOffFor } from '../src/effects/cost-changes';
import { engineCardText } from '../src/effects/engine-text';
import { attestedLines } from '../src/engine/attested-lines';
import { A, act, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out standing changes to what a card costs to play (CR glossary `costs`:
 * the energy cost paid from the active pile as the card is played; `modifiers`). Each case is a
 * real card of Bob's in play while Ann plays. Ann's deck: two Ganymede/Exploratory Camp sites,
 * Ganymede/Traginium Source (0-2, a sector related to both), Piggyback 2R16 (0-3, an
 * interrupt costing 1), Haggard Hulk 1U129 (0-4, a ship), Inca 1 1R30 (0-5, a ship), Close
 * Support Pilot 1C10 (0-6, Piloting 1, costing 2), then Zealous Squads 1C55 (costing 2) from 0-7. Bob's: Ganymede/Traginium
 * Well, Makaltika 1U249 (1-1, a ship), Do Not Push 2U68 (1-2, an asset), Blockade 1U6 (1-3, a site
 * asset), two Guardian-Class Carriers 1C71 (1-4, 1-5, ships), Commerce Authority Fighter 1U12
 * (1-6, a ship), then Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '2R16', '1U129', '1R30', '1C10', ...Array(32).fill('1C55')];
const BOB = ['1C310', '1U249', '2U68', '1U6', '1C71', '1C71', '1U12', ...Array(32).fill('1C55')];
const engines = { now: warsModule.engines.engine(), old: warsModule.engines.engine('1.1.0') };
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));

/** Ann's game with `hand` in her hand and `active` cards of energy, the sector in play, and support icons of her faction at 0-0. */
function started(hand: string[], active: number, engine = engines.now): WarsState {
  const s = startedWith([DECK, BOB], engine, 'costs');
  s.piles[0].reserve = s.piles[0].reserve.filter((k) => !hand.includes(k));
  s.piles[0].hand = hand;
  s.piles[0].active = s.piles[0].reserve.splice(s.piles[0].reserve.length - active, active);
  (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction: 'earther', count: 3 });
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  return s;
}

const deploy = (s: WarsState, engine = engines.now) => engine.validate(s, { seq: s.seq + 1, player: A, type: 'deploy', payload: { card: '1C55', at: '0-0' } });

describe('wars:glossary/costs: standing changes to what a card costs to play (engine 1.2.0)', () => {
  it('Makaltika 1U249: "Each unit your opponent plays at a related site costs 1 more energy to play." — refused with 2 energy, 3 paid with 3', () => {
    const s = started(['0-7'], 2);
    put(s, '1-1', 'ship', '0-2');
    toPhase(s, 'deploy');
    expect(deploy(s)[0]).toMatchObject({ code: 'wars/cannot-pay', rule: 'wars:glossary/deployment-phase#5', message: 'Zealous Squad costs 3 energy (printed 2, changed by card text in play) and your active pile holds 2' });
    expect(engines.now.legalActions(s, A).filter((a) => a.type === 'deploy')).toEqual([]);
    s.piles[0].active.push(s.piles[0].reserve.pop()!);
    act(s, A, 'deploy', { card: '1C55', at: '0-0' });
    expect([s.piles[0].active.length, s.piles[0].used.length]).toEqual([0, 3]);
    passes(s);
    expect(s.inPlay['0-7']).toMatchObject({ owner: 0, kind: 'unit', at: '0-0' });
  });

  it('Makaltika changes only what the opponent plays at a site related to its sector: its owner plays at the printed cost', () => {
    const s = started(['0-7'], 2);
    put(s, '1-1', 'ship', '0-2');
    s.inPlay['1-1'] = { ...s.inPlay['1-1'], owner: 0 };
    toPhase(s, 'deploy');
    expect(deploy(s)).toEqual([]);
  });

  it('Do Not Push 2U68: "Each interrupt costs 3 more energy to play." — Piggyback costs 4', () => {
    const s = started(['0-3'], 3);
    s.inPlay['1-2'] = { key: '1-2', owner: 1, kind: 'asset', at: null, host: null, damaged: false };
    s.piles[1].reserve = s.piles[1].reserve.filter((k) => k !== '1-2');
    const play = () => engines.now.validate(s, { seq: s.seq + 1, player: A, type: 'play-interrupt', payload: { card: '2R16' } });
    expect(play()[0]).toMatchObject({ code: 'wars/cannot-pay', message: 'Piggyback costs 4 energy (printed 1, changed by card text in play) and your active pile holds 3' });
    s.piles[0].active.push(s.piles[0].reserve.pop()!);
    act(s, A, 'play-interrupt', { card: '2R16' });
    expect(s.piles[0].active).toHaveLength(0);
  });

  it('Commerce Authority Fighter 1U12: "Each interrupt your opponent plays during a battle here costs 1 more energy to play." — only in a battle at its sector', () => {
    const s = started(['0-3'], 2);
    put(s, '0-4', 'ship', '0-2');
    put(s, '1-6', 'ship', '0-2');
    const play = () => engines.now.validate(s, { seq: s.seq + 1, player: A, type: 'play-interrupt', payload: { card: '2R16' } });
    expect(play()).toEqual([]);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    passes(s);
    expect(s.battle?.location).toBe('0-2');
    expect(play()[0]?.message).toBe('Piggyback costs 2 energy (printed 1, changed by card text in play) and your active pile holds 1');
    s.piles[0].active.push(s.piles[0].reserve.pop()!);
    act(s, A, 'play-interrupt', { card: '2R16' });
    expect(s.piles[0].active).toHaveLength(0);
  });

  it('Blockade 1U6 beneath Ann\'s site: "Each unit your opponent plays here costs 1 more energy to play for each ship you have at each related sector." — 1 more a ship of Bob\'s', () => {
    const s = started(['0-7'], 3);
    put(s, '1-3', 'asset', '0-0', '0-0');
    toPhase(s, 'deploy');
    expect(deploy(s)).toEqual([]);
    put(s, '1-4', 'ship', '0-2');
    put(s, '1-5', 'ship', '0-2');
    expect(deploy(s)[0]?.message).toBe('Zealous Squad costs 4 energy (printed 2, changed by card text in play) and your active pile holds 3');
    s.piles[0].active.push(s.piles[0].reserve.pop()!);
    expect(deploy(s)).toEqual([]);
  });

  it('Inca 1 1R30 (its reading an override: "that has piloting" is the unit\'s): "Each unit you play aboard this ship that has piloting costs 2 less energy to play." — a pilot aboard for nothing', () => {
    const s = started(['0-6', '0-7'], 0);
    put(s, '0-5', 'ship', '0-2');
    toPhase(s, 'deploy');
    const offered = engines.now.legalActions(s, A).filter((a) => a.type === 'deploy').map((a) => a.payload);
    expect(offered).toEqual([{ card: '1C10', aboard: '0-5' }]);
    const cost = (payload: object) => engines.now.validate(s, { seq: s.seq + 1, player: A, type: 'deploy', payload })[0]?.message;
    expect(cost({ card: '1C55', aboard: '0-5' })).toBe('Zealous Squad costs 2 energy and your active pile holds 0');
    expect(cost({ card: '1C10', at: '0-0' })).toBe('Close Support Pilot costs 2 energy and your active pile holds 0');
    act(s, A, 'deploy', { card: '1C10', aboard: '0-5' });
    passes(s);
    expect(s.inPlay['0-6']).toMatchObject({ kind: 'unit', host: '0-5' });
  });

  it('the cost lines are the engine\'s, not attested; engine 1.1.0 logs replay as they were played (printed costs)', () => {
    for (const id of ['1U249', '2U68', '1U12', '1R30']) expect(attestedLines(cards.get(id)!, engineCardText('1.2.0'))).toEqual([]);
    const s = started(['0-7'], 2, engines.old);
    put(s, '1-1', 'ship', '0-2');
    toPhase(s, 'deploy');
    expect(deploy(s, engines.old)).toEqual([]);
  });

  it('what stays attested: a cost to use (Pompeii 2U17), in support icons (2R94), of this card in hand (Komoku 1C83)', () => {
    const text = engineCardText('1.2.0');
    for (const id of ['2U17', '2R94', '1C83']) {
      const card = cards.get(id)!;
      expect(attestedLines(card, text).some((line) => /costs? .*(more|less)/.test(line))).toBe(true);
    }
  });

  it('a listing bound: what cost reductions a side could get, by whom they are played', () => {
    const src = { key: '1-1', seat: 1 as const, here: '0-2' };
    const less = { select: 'each' as const, traits: [], kinds: ['unit'], filters: [{ by: 'you' as const, action: 'play' }] };
    expect(mostOffFor([{ src, what: less, by: -2 }, { src, what: { ...less, filters: [] }, by: -1 }, { src, what: less, by: 1 }], 1)).toBe(3);
    expect(mostOffFor([{ src, what: less, by: -2 }, { src, what: { ...less, filters: [] }, by: -1 }], 0)).toBe(1);
  });
});
