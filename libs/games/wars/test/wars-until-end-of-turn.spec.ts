import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { attritionAgainst } from '../src/engine/battle-steps';
import { statsOf, untargetable } from '../src/engine/game-cards';
import { A, act, B, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0: what abilities and interrupts it carries out make true "until end of turn"
 * (wars:glossary/effects), and the standing "can't be targeted" (wars:general/cant): a card that
 * can't be damaged or move, a card a player can't target, drains changed, cards costing more.
 * Ann's deck: two Ganymede/Exploratory Camp sites (0-0, 0-1), Ganymede/Traginium Source (0-2, a
 * sector), Gunso Squad Leader 2C35 (0-3), Veteran Pilot 1U54 (0-4), Faded 1R123 (0-5), Fire for
 * Effect 1U21 (0-6), Frozen by Fear 1U232 (0-7), Shadowsurfer 2R22 (0-8, a ship), Horatio Hicks
 * 1R27 (0-9, a kizen), Luna Garrison Fighter 1C39 (0-10), Infantry Support Vehicle 1C33 (0-11),
 * then Mouthpieces (2C13: a character whose only text is a keyword). Bob's: Ganymede/Traginium
 * Well (1-0), a Mouthpiece (1-1), Veteran Pilot (1-2), Luna Garrison Fighter (1-3),
 * Seyal/Dark Side (1-4, a sector of another system), Mouthpieces.
 */
const DECK = ['1S301', '1S301', '1C309', '2C35', '1U54', '1R123', '1U21', '1U232', '2R22', '1R27', '1C39', '1C33', ...Array(26).fill('2C13')];
const BOB = ['1C310', '2C13', '1U54', '1C39', '1R320', ...Array(33).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const textOf = (id: string) => cards.get(id)!.abilities.at(-1)!.text;
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));

/** Ann's sector in play, `active` energy for each player off their reserves' bottoms. */
function started(active = 6): WarsState {
  const s = startedWith([DECK, BOB], engine, 'until-end');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - active, active));
  return s;
}

/** A card of a player's, from whichever pile holds it, into their hand. */
function toHand(s: WarsState, key: string): void {
  const piles = s.piles[Number(key[0]) as 0 | 1];
  const from = [piles.reserve, piles.active, piles.used].find((pile) => pile.includes(key));
  if (from) piles.hand.push(from.splice(from.indexOf(key), 1)[0]);
  expect(piles.hand).toContain(key);
}

/** Support icons a player's interrupt needs, as text used this turn would give them. */
const icons = (s: WarsState, seat: 0 | 1, faction: string, count: number) => (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat, location: seat === 0 ? '0-0' : '1-0', faction, count });

/** Bob's turn in `phase`: Bob passes, and Ann holds initiative. */
function bobPassed(s: WarsState, phase: WarsState['phase']): void {
  Object.assign(s, { current: 1, phase, initiative: 1, passes: 0 });
  act(s, B, 'pass');
}

describe('wars:general/cant: a card that can\'t be damaged or move until end of turn (engine 1.2.0)', () => {
  it('Gunso Squad Leader 2C35 ("• Pay 4 energy ≈ Your target character at this site can\'t be damaged until end of turn."): Ann\'s Mouthpiece is not damaged toward attrition', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    put(s, '0-12', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    expect(codes(s, A, 'use', { card: '0-3', text: textOf('2C35'), targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', { card: '0-3', text: textOf('2C35'), targets: ['0-12'] });
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'cant', card: '0-12', action: 'be damaged' }]);
    // As text adding to Bob's attrition would: Ann has 5 attrition to satisfy. No one reveals battle destiny.
    s.battle!.mods.attrition[1] = 5;
    for (let i = 0; i < 20 && s.battle?.step !== 'attrition'; i++) {
      const [player] = engine.activePlayers(s);
      act(s, player, s.battle?.step === 'destiny' ? 'battle-destiny' : 'pass', s.battle?.step === 'destiny' ? { reveal: false } : {});
    }
    expect(codes(s, A, 'damage', { card: '0-12' })).toEqual(['wars/cant-be-damaged wars:general/cant']);
    expect(codes(s, A, 'damage', { card: '0-3' })).toEqual([]);
  });

  it('Veteran Pilot 1U54 ("Pay 4 energy ≈ If this character is aboard a fighter, target ship here can\'t move until end of turn."): aboard Ann\'s fighter, Bob\'s ship there stays put', () => {
    const s = started();
    s.inPlay['1-4'] = { key: '1-4', owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'Seyal', sites: [], sectors: ['1-4'] });
    put(s, '0-10', 'ship', '0-2');
    put(s, '0-4', 'unit', '0-2', '0-10');
    put(s, '1-3', 'ship', '0-2');
    act(s, A, 'use', { card: '0-4', text: textOf('1U54'), targets: ['1-3'] });
    passes(s);
    Object.assign(s, { current: 1, phase: 'move', initiative: 1, passes: 0 });
    expect(codes(s, B, 'move', { card: '1-3', to: '1-4' })).toEqual(['wars/cant-move wars:general/cant']);
  });

  it('Veteran Pilot not aboard a fighter: the ability resolves and nothing can\'t move', () => {
    const s = started();
    put(s, '0-4', 'unit', '0-0');
    put(s, '1-3', 'ship', '0-0');
    act(s, A, 'use', { card: '0-4', text: textOf('1U54'), targets: ['1-3'] });
    passes(s);
    expect(s.untilEndOfTurn).toBeUndefined();
  });
});

describe('wars:glossary/target and wars:general/cant: a card a player can\'t target (engine 1.2.0)', () => {
  it('Shadowsurfer 2R22 ("This ship can\'t be targeted by your opponent."): Bob\'s Veteran Pilot can\'t target it, and may target his own fighter', () => {
    const s = started();
    put(s, '0-8', 'ship', '0-2');
    put(s, '1-3', 'ship', '0-2');
    put(s, '1-2', 'unit', '0-2', '1-3');
    Object.assign(s, { current: 1, phase: 'deploy', initiative: 1, passes: 0 });
    const use = (target: string) => ({ card: '1-2', text: textOf('1U54'), targets: [target] });
    expect(codes(s, B, 'use', use('0-8'))).toEqual(['wars/untargetable wars:general/cant']);
    expect(engine.validate(s, { seq: s.seq + 1, player: B, type: 'use', payload: use('0-8') })[0].message).toBe('Shadowsurfer can\'t be targeted by you: card text says so');
    expect(engine.legalActions(s, B).filter((a) => a.type === 'use').map((a) => (a.payload as { targets: string[] }).targets)).toEqual([['1-3']]);
  });

  it('Faded 1R123 ("Until end of turn, make target kizen defense +2 and it can\'t be targeted by your opponent."): Horatio Hicks, defense +2 and not Bob\'s to target', () => {
    const s = started();
    put(s, '0-9', 'unit', '0-0');
    icons(s, 0, 'maverick', 2);
    toHand(s, '0-5');
    const defense = statsOf(game(s), '0-9').defense;
    act(s, A, 'play-interrupt', { card: '1R123', targets: ['0-9'] });
    passes(s);
    expect([statsOf(game(s), '0-9').defense, untargetable(game(s), '0-9', 1), untargetable(game(s), '0-9', 0)]).toEqual([defense + 2, true, false]);
  });
});

describe('wars:glossary/effects: drains and costs changed until end of turn (engine 1.2.0)', () => {
  it('Fire for Effect 1U21 ("Until end of turn, each of your opponent\'s drains at a site related to a site where you have a vehicle is –1."): Bob\'s drain at his Well costs Ann 1, not 2', () => {
    const s = started();
    put(s, '0-11', 'unit', '0-0');
    put(s, '1-1', 'unit', '1-0');
    icons(s, 0, 'earther', 1);
    toHand(s, '0-6');
    bobPassed(s, 'control');
    act(s, A, 'play-interrupt', { card: '1U21' });
    passes(s);
    act(s, B, 'drain', { location: '1-0' });
    passes(s);
    expect(s.pendingLoss).toEqual({ seat: 0, remaining: 1, rule: 'wars:glossary/drain-action' });
  });

  it('Frozen by Fear 1U232 ("Until end of turn, as an additional cost for a player to play a ship or unit at a location related to a location where you have a kizen, that player pays 2 energy."): Bob\'s Mouthpiece at the Well costs 5', () => {
    const s = started(4);
    put(s, '0-9', 'unit', '0-0');
    icons(s, 0, 'quay', 2);
    icons(s, 1, 'earther', 1);
    toHand(s, '0-7');
    toHand(s, '1-5');
    bobPassed(s, 'deploy');
    act(s, A, 'play-interrupt', { card: '1U232' });
    passes(s);
    expect(engine.validate(s, { seq: s.seq + 1, player: B, type: 'deploy', payload: { card: '2C13', at: '1-0' } }).map((v) => v.message))
      .toEqual(['Mouthpiece costs 5 energy (printed 3, changed by card text in play) and your active pile holds 4']);
  });
});

describe('wars:glossary/battle-phase#3: battle destiny changed by card text (engine 1.2.0)', () => {
  // Ann's GR-Blade 1C25 (0-3, a vehicle), Shikami Follower 1U99 (0-5), then Mouthpieces; Bob's Mouthpiece (1-1) and Carrier Screen 1R58 (1-2, a location asset).
  const DESTINY_DECK = ['1S301', '1S301', '1C309', '1C25', '2C13', '1U99', ...Array(32).fill('2C13')];
  const BOB_UNITS = ['1C310', '2C13', '1R58', ...Array(35).fill('2C13')];

  /** Ann's `units` and Bob's Mouthpiece (1-1) at her camp; she attacks, and the battle's first window is open. */
  function battle(units: string[]): WarsState {
    const s = startedWith([DESTINY_DECK, BOB_UNITS], engine, 'until-end');
    for (const key of [...units, '1-1']) put(s, key, 'unit', '0-0');
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 6, 6));
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    return s;
  }

  it('GR-Blade 1C25 ("Pay 4 energy ≈ If this vehicle is in a site battle, make your battle destiny +2 in that battle."): Ann\'s battle destiny is 2 with nothing revealed, and Bob suffers 2 attrition', () => {
    const s = battle(['0-3']);
    act(s, A, 'use', { card: '0-3', text: textOf('1C25') });
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'battle', number: 'destiny', seat: 0, location: '0-0', by: 2 }]);
    const game2 = game(s);
    expect(attritionAgainst(game2, 1)).toBe(2);
  });

  it('Carrier Screen 1R58 ("Your opponent\'s battle destiny in a battle here is – 3."), Bob\'s beneath Ann\'s camp: her battle destiny there never below 0, her +2 taken away', () => {
    const s = battle(['0-3']);
    put(s, '1-2', 'asset', '0-0', '0-0');
    act(s, A, 'use', { card: '0-3', text: textOf('1C25') });
    passes(s);
    expect([attritionAgainst(game(s), 1), attritionAgainst(game(s), 0)]).toEqual([0, 0]);
  });

  it('Shikami Follower 1U99 ("Dismiss one of your other units here ≈ Make your opponent\'s battle destiny in target battle here –3."): only for a battle here', () => {
    const s = battle(['0-5', '0-12']);
    s.battle!.destiny[1] = 4;
    act(s, A, 'use', { card: '0-5', text: textOf('1U99'), paying: ['0-12'] });
    passes(s);
    expect(attritionAgainst(game(s), 0)).toBe(1);
  });
});

describe('wars:glossary/destiny: "your opponent\'s [D]" is revealed off the opponent\'s reserve (engine 1.2.0)', () => {
  // Ann's Horatio Hicks (0-9, a kizen of tactics 6) with Much Admired 1R89 (0-37) beneath him.
  const ADMIRED_DECK = [...DECK.slice(0, 37), '1R89'];
  const text = () => cards.get('1R89')!.abilities[1].text;

  function admired(bobsTop: string | null): WarsState {
    const s = startedWith([ADMIRED_DECK, BOB], engine, 'until-end');
    put(s, '0-9', 'unit', '0-0');
    put(s, '0-37', 'asset', '0-0', '0-9');
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 2, 2));
    if (bobsTop === null) s.piles[1].reserve = [];
    else s.piles[1].reserve = [bobsTop, ...s.piles[1].reserve.filter((k) => k !== bobsTop)];
    return s;
  }

  it('Much Admired 1R89 ("• Pay 2 energy ≈ If your opponent\'s [D] < this kizen\'s tactics, your opponent causes attrition –4 here until end of turn."): Bob\'s Mouthpiece, destiny 3, goes to his used pile and the attrition change holds', () => {
    const s = admired('1-10');
    act(s, A, 'use', { card: '0-37', text: text() });
    passes(s);
    expect([s.piles[1].used.at(-1), s.untilEndOfTurn]).toEqual(['1-10', [{ kind: 'battle', number: 'attrition', seat: 1, location: '0-0', by: -4 }]]);
  });

  it('with Bob\'s reserve empty it can\'t be used, and the refusal says whose reserve', () => {
    const s = admired(null);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'use', payload: { card: '0-37', text: text() } }).map((v) => `${v.code} ${v.message}`))
      .toEqual([`wars/no-card-for-destiny "${text()}" reveals a card for destiny, and your opponent's reserve is empty: an ability with [D] can't be used then`]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 carries out none of them: they stay attested, so its logs replay as they were played', () => {
    for (const id of ['2C35', '1U54', '1R123', '2R22', '1U21', '1U232', '1C25', '1U99', '1R58']) {
      const card = cards.get(id)!;
      const line = (card.abilities.find((a) => a.text.includes('battle destiny')) ?? card.abilities.at(-1)!).text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
