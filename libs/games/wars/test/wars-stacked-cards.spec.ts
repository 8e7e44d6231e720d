import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { immuneToAttrition, statsOf } from '../src/engine/game-cards';
import { lingeringBattle } from '../src/engine/until-end-of-turn';
import { A, act, B, battleAt, codes, passes, put, sectorInPlay, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: cards stacked on a card in play by card text (wars:glossary/asset: "those cards are
 * not in play"; wars:general/leaving-play: "when they leave play, those stacked cards are lost").
 * "Each time one of your fighters is lost from a battle, you may stack it on this asset." and
 * "Dismiss this asset ≈ Make your total power at target sector +2 until end of turn for each fighter
 * stacked on this asset." (Honorable Death 1U74: the fighters stacked when it was used count, though
 * dismissing it lost them); "As long as you have a card stacked on your stockpile asset, …" (Rev A
 * Shrouds 2C20, Key Keeper 2C100, Belt Runner 2C61); "Each time you win a battle, you may stack the
 * top card of your reserve face down on this asset." (Vestiges 1R215: face down, neither player's
 * view shows which card it is).
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Honorable Death (0-1), Ganymede/Traginium Source
 * (0-2, a sector), two Luna Garrison Fighters (0-3, 0-4), Vestiges (0-5), Rev A Shrouds (0-6), Key
 * Keeper (0-7), Belt Runner (0-8), Traginium Surplus (0-9, a stockpile asset), then Mouthpieces.
 * Bob's: Ganymede/Traginium Well (1-0), a Luna Garrison Fighter (1-1), a Traginium Surplus (1-2),
 * Mouthpieces.
 */
const DECK = ['1S301', '1U74', '1C309', '1C39', '1C39', '1R215', '2C20', '2C100', '2C61', '2U25', ...Array(28).fill('2C13')];
const BOB = ['1C310', '1C39', '2U25', ...Array(35).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));
const DEATH = cards.get('1U74')!.abilities[1].text;

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'stacked-cards');
  sectorInPlay(s, '0-2');
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - 4, 4));
  return s;
}

/** A plain asset of a player's on the table. */
function asset(s: WarsState, key: string): void {
  put(s, key, 'asset', '0-0');
  s.inPlay[key] = { ...s.inPlay[key], at: null };
}

/** The end step of Ann's battle at her sector, with `damaged` fighters there damaged, and Honorable Death on the table. */
function endOfBattle(damaged: string[]): WarsState {
  const s = started();
  asset(s, '0-1');
  for (const key of damaged) {
    put(s, key, 'ship', '0-2');
    s.inPlay[key].damaged = true;
  }
  battleAt(s, '0-2', 0, 'end');
  Object.assign(s, { initiative: null, passes: 0 });
  return s;
}

const triggered = (s: WarsState) => s.stack.flatMap((i) => (i.kind === 'ability' && i.trigger ? [i.card] : []));

describe('wars:glossary/asset: "Each time one of your fighters is lost from a battle, you may stack it on this asset." (Honorable Death 1U74, engine 1.2.0)', () => {
  it('engine 1.1.0 left both lines attested; 1.2.0 carries them out', () => {
    expect([carriedBy('1U74', 0), carriedBy('1U74', 1)]).toEqual([[false, true], [false, true]]);
  });

  it('Ann\'s fighter destroyed at the end of the battle triggers it; she stacks it, out of play and out of her lost pile', () => {
    const s = endOfBattle(['0-3']);
    act(s, A, 'destroy', { card: '0-3' });
    expect(triggered(s)).toEqual(['0-1']);
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.stacked, s.piles[0].lost.includes('0-3'), s.inPlay['0-3']]).toEqual([{ '0-1': [{ key: '0-3' }] }, false, undefined]);
  });

  it('not stacking it leaves it in her lost pile; Bob\'s fighter lost from the battle does not trigger it', () => {
    const s = endOfBattle(['0-3']);
    act(s, A, 'destroy', { card: '0-3' });
    passes(s);
    act(s, A, 'choose', { take: false });
    expect([s.stacked, s.piles[0].lost.at(-1)]).toEqual([undefined, '0-3']);
    const bob = endOfBattle([]);
    put(bob, '1-1', 'ship', '0-2');
    bob.inPlay['1-1'].damaged = true;
    act(bob, B, 'destroy', { card: '1-1' });
    expect(triggered(bob)).toEqual([]);
  });
});

describe('wars:general/leaving-play: "Dismiss this asset ≈ Make your total power at target sector +2 until end of turn for each fighter stacked on this asset." (Honorable Death 1U74, engine 1.2.0)', () => {
  it('dismissed to pay for it, the asset\'s stacked fighters are lost with it; the two stacked when it was used still count: +4 at the sector chosen', () => {
    const s = started();
    asset(s, '0-1');
    for (const key of ['0-3', '0-4']) s.piles[0].reserve.splice(s.piles[0].reserve.indexOf(key), 1);
    s.stacked = { '0-1': [{ key: '0-3' }, { key: '0-4' }] };
    s.phase = 'battle';
    Object.assign(s, { initiative: 0, passes: 0 });
    expect(codes(s, A, 'use', { card: '0-1', text: DEATH, targets: ['0-0'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', { card: '0-1', text: DEATH, targets: ['0-2'] });
    expect([s.inPlay['0-1'], s.stacked, s.piles[0].lost.slice(-3)]).toEqual([undefined, undefined, ['0-3', '0-4', '0-1']]);
    passes(s);
    expect(lingeringBattle(s, 'power', 0, '0-2')).toBe(4);
  });
});

describe('wars:glossary/asset: "As long as you have a card stacked on your stockpile asset, …" (Rev A Shrouds 2C20, Key Keeper 2C100, engine 1.2.0)', () => {
  it('with a card stacked on Ann\'s Traginium Surplus, Rev A Shrouds is tactics +2 and Key Keeper immune to attrition; on Bob\'s, neither', () => {
    expect([carriedBy('2C20', 0), carriedBy('2C100', 0)]).toEqual([[false, true], [false, true]]);
    const s = started();
    put(s, '0-6', 'unit', '0-0');
    put(s, '0-7', 'unit', '0-0');
    asset(s, '0-9');
    asset(s, '1-2');
    const printed = statsOf(game(s), '0-6').tactics;
    expect([immuneToAttrition(game(s), '0-7')]).toEqual([false]);
    s.stacked = { '1-2': [{ key: '0-20', faceDown: true }] };
    expect([statsOf(game(s), '0-6').tactics, immuneToAttrition(game(s), '0-7')]).toEqual([printed, false]);
    s.stacked = { '0-9': [{ key: '1-20', faceDown: true }] };
    expect([statsOf(game(s), '0-6').tactics, immuneToAttrition(game(s), '0-7')]).toEqual([printed + 2, true]);
  });
});

describe('wars:glossary/asset: "When this ship enters play, if you have a card stacked on your stockpile asset, you may put up to two cards from your hand on top of your reserve in any order." (Belt Runner 2C61, engine 1.2.0)', () => {
  function entered(stacked: boolean): WarsState {
    const s = started();
    asset(s, '0-9');
    if (stacked) s.stacked = { '0-9': [{ key: '1-20', faceDown: true }] };
    s.piles[0].hand = ['0-10', '0-11', '0-12'];
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => !['0-8', '0-10', '0-11', '0-12'].includes(k));
    s.stack.push({ kind: 'card', seat: 0, card: '0-8', target: { at: '0-2' }, mode: null });
    Object.assign(s, { initiative: 0, passes: 0 });
    passes(s);
    return s;
  }

  it('with a card on her stockpile asset, Ann may put none, one or two cards of her hand on top of her reserve, the first named on top', () => {
    expect(carriedBy('2C61', 0)).toEqual([false, true]);
    const s = entered(true);
    expect(triggered(s)).toEqual(['0-8']);
    passes(s);
    const sizes = engine.legalActions(s, A).map((a) => (a.payload as { fromHand?: string[] }).fromHand?.length ?? -1);
    expect([...new Set(sizes)].sort()).toEqual([-1, 0, 1, 2]);
    expect(codes(s, A, 'choose', { take: true, fromHand: ['2C13', '2C13', '2C13'] })).toEqual(['wars/too-many-from-hand wars:glossary/effects']);
    act(s, A, 'choose', { take: true, fromHand: ['2C13', '2C13'] });
    expect([s.piles[0].hand, s.piles[0].reserve.slice(0, 2)]).toEqual([['0-12'], ['0-10', '0-11']]);
  });

  it('with none there, it does nothing', () => {
    const s = entered(false);
    passes(s);
    expect([s.choosing, s.piles[0].hand]).toEqual([undefined, ['0-10', '0-11', '0-12']]);
  });
});

describe('wars:glossary/asset: "Each time you win a battle, you may stack the top card of your reserve face down on this asset." (Vestiges 1R215, engine 1.2.0)', () => {
  it('the top card of Ann\'s reserve goes face down on the asset: the players\' views show "?", the judge\'s the card', () => {
    const s = started();
    asset(s, '0-5');
    s.triggered = [{ card: '0-5', text: cards.get('1R215')!.abilities[0].text, seat: 0, here: null, host: null }];
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'pass');
    passes(s);
    const top = s.piles[0].reserve[0];
    act(s, A, 'choose', { take: true });
    expect([s.stacked, s.piles[0].reserve.includes(top)]).toEqual([{ '0-5': [{ key: top, faceDown: true }] }, false]);
    expect([engine.view(s, { kind: 'player', player: A }).stacked, engine.view(s, { kind: 'player', player: B }).stacked, engine.view(s, { kind: 'judge' }).stacked])
      .toEqual([{ '0-5': ['?'] }, { '0-5': ['?'] }, { '0-5': ['2C13'] }]);
  });

  it('in paper play the choose names the card stacked, one the top of the reserve can be', () => {
    const s = started();
    asset(s, '0-5');
    s.hidden = [s.piles[0].reserve.splice(0), []];
    s.piles[0].reserve = s.hidden[0].map(() => '?');
    s.triggered = [{ card: '0-5', text: cards.get('1R215')!.abilities[0].text, seat: 0, here: null, host: null }];
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'pass');
    passes(s);
    expect(codes(s, A, 'choose', { take: true })).toEqual(['wars/card-not-declared wars:general/beneath']);
    expect(codes(s, A, 'choose', { take: true, cards: ['1U74'] })).toEqual(['wars/card-not-left wars:general/beneath']);
    act(s, A, 'choose', { take: true, cards: ['2C13'] });
    expect(s.stacked?.['0-5']).toHaveLength(1);
  });
});

describe('wars:glossary/asset: "Pay 2 energy ≈ Play a fighter stacked on this asset at full cost to an asteroid sector. You may use this ability only during your deploy phase." (Amorian Shipyard 1R56, engine 1.2.0)', () => {
  // Ann's Amorian Shipyard (0-1), Ganymede/Traginium Source (0-2, a sector), Themis/Mobile Asteroid (0-3, an asteroid sector), two Luna Garrison Fighters (0-4, 0-5).
  const YARD = ['1S301', '1R56', '1C309', '1C323', '1C39', '1C39', ...Array(32).fill('2C13')];
  const YARD_TEXT = cards.get('1R56')!.abilities[1].text;

  function yard(): WarsState {
    const s = startedWith([YARD, BOB], engine, 'stacked-yard');
    sectorInPlay(s, '0-2');
    s.inPlay['0-3'] = { key: '0-3', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'Themis', sites: [], sectors: ['0-3'] });
    asset(s, '0-1');
    for (const key of ['0-4', '0-5']) s.piles[0].reserve.splice(s.piles[0].reserve.indexOf(key), 1);
    s.stacked = { '0-1': [{ key: '0-4' }] };
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 8, 8));
    (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction: 'earther', count: 2 });
    return s;
  }

  it('engine 1.1.0 left both lines attested; 1.2.0 carries them out', () => {
    expect([carriedBy('1R56', 0), carriedBy('1R56', 1)]).toEqual([[false, true], [false, true]]);
  });

  it('in her deploy phase Ann plays the stacked fighter to the asteroid sector, at full cost: it leaves the stack of cards and enters play', () => {
    const s = yard();
    expect(codes(s, A, 'use', { card: '0-1', text: YARD_TEXT })).toEqual(['wars/not-now wars:glossary/game-text']);
    toPhase(s, 'deploy');
    act(s, A, 'use', { card: '0-1', text: YARD_TEXT });
    passes(s);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toContainEqual({ fromPile: '1C39', pick: ['0-3'] });
    expect(codes(s, A, 'choose', { fromPile: '1C39', pick: ['0-2'] })).toEqual(['wars/illegal-place wars:glossary/effects']);
    expect(codes(s, A, 'choose', { fromPile: '2C13', pick: ['0-3'] })).toEqual(['wars/not-in-pile wars:glossary/deployment-phase']);
    expect(codes(s, A, 'choose', { fromHand: '1C39', pick: ['0-3'] })).toEqual(['wars/nothing-from-hand wars:glossary/effects']);
    act(s, A, 'choose', { fromPile: '1C39', pick: ['0-3'] });
    expect([s.stacked, s.stack.at(-1)]).toEqual([undefined, expect.objectContaining({ kind: 'card', card: '0-4', target: { at: '0-3' } })]);
    passes(s);
    expect(s.inPlay['0-4']).toMatchObject({ at: '0-3', kind: 'ship' });
  });

  it('its trigger stacks a fighter lost from a battle only while none is stacked there', () => {
    const s = yard();
    put(s, '0-5', 'ship', '0-2');
    s.inPlay['0-5'].damaged = true;
    battleAt(s, '0-2', 0, 'end');
    Object.assign(s, { initiative: null, passes: 0 });
    act(s, A, 'destroy', { card: '0-5' });
    expect(triggered(s)).toEqual(['0-1']);
    passes(s);
    expect([s.choosing, s.stacked, s.piles[0].lost.at(-1)]).toEqual([undefined, { '0-1': [{ key: '0-4' }] }, '0-5']);
  });
});
