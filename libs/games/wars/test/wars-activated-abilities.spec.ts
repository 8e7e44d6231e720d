import type { WarsAction, WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { immuneToAttrition } from '../src/engine/game-cards';
import { supportIconsFor } from '../src/engine/locations';
import { A, act, B, codes, DECKS, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out the activated abilities it reads (wars:glossary/activated-ability):
 * `use` pays the cost and chooses the targets, the ability goes on the stack, and it resolves
 * when both players pass. Each case is a real card in a hand-made game. Ann's deck: two
 * Ganymede/Exploratory Camp sites, Ganymede/Traginium Source, then F.L.I.C. 1U19 (0-3, a weapon:
 * "• Pay 1 energy ≈ Choose target unit your opponent has in a site battle here. Damage target if
 * its defense < [D] + the number of warriors you have here."), Mouthpiece 2C13 (0-4, Quickdraw 1),
 * Horatio Hicks 1R27 (0-5), Ikazuchi 1R75 (0-6), Haggard Hulk 1U129 (0-7, an inverter ship),
 * Slippery 1R45 (0-8, an asset), Well-concealed Charge 1C219 (0-9), Rogan Hallard 2R21 (0-10, a
 * warrior and an inverter), M44 Heavy Plasma Gun 1R135 (0-11), Zealous Squads (1C55: a warrior,
 * 6/2/2, destiny 3) from 0-12, then Untapped Mettle 1R50 (0-40), Crown Vessel 2U95 (0-41), Death
 * Dealer 2C67 (0-42, an inverter ship), Sumadar-Damir 1R210 (0-43), Corporate Transport 1C277
 * (0-44), Gongen Bot 1U281 (0-45), Construction Bot 2C142 (0-46), Cat's Claw 2R63 (0-47, an inverter ship) and
 * Hullripper 2C127 (0-48, an inverter character), Chameleon 2R64 (0-49, an asset), The Gambler 1R158 (0-50),
 * Rugged Empty 2U80 (0-51, an inverter ship), Frenzied Luhus 1U231 (0-52, an inverter character). Bob's deck is the rules
 * tests' (Zealous Squads from 1-1, Guardian-Class Carriers 1-38 and 1-39).
 */
const DECK = ['1S301', '1S301', '1C309', '1U19', '2C13', '1R27', '1R75', '1U129', '1R45', '1C219', '2R21', '1R135', ...Array(28).fill('1C55'), '1R50', '2U95', '2C67', '1R210', '1C277', '1U281', '2C142', '2R63', '2C127', '2R64', '1R158', '2U80', '1U231'];
const FLIC = '• Pay 1 energy ≈ Choose target unit your opponent has in a site battle here. Damage target if its defense < [D] + the number of warriors you have here.';
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const text = engineCardText(engine.version);
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, text);

const started = () => startedWith([DECK, DECKS[1]], engine, 'activated');

/** Ganymede/Traginium Source (0-2) in play: a sector related to the Ganymede sites. */
function withSector(s: WarsState): void {
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
}

/** Puts a card on top of a player's reserve (its destiny is what a [D] reveals next). */
function onTopOfReserve(s: WarsState, seat: 0 | 1, key: string): void {
  for (const p of s.piles) for (const pile of Object.values(p)) if ((pile as string[]).includes(key)) (pile as string[]).splice((pile as string[]).indexOf(key), 1);
  s.piles[seat].reserve.unshift(key);
}

/** Energy in Ann's active pile, from her reserve's bottom. */
function activeEnergy(s: WarsState, n: number): void {
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - n, n));
}

/** Mouthpiece (0-4) with F.L.I.C. (0-3) beneath it and Bob's Zealous Squad (1-1) at Ann's site 0-0, in a battle Ann began. */
function siteBattle(): WarsState {
  const s = started();
  put(s, '0-4', 'unit', '0-0');
  put(s, '0-3', 'asset', '0-0', '0-4');
  s.inPlay['0-3'] = { ...s.inPlay['0-3'], kind: 'weapon' };
  put(s, '1-1', 'unit', '0-0');
  activeEnergy(s, 6);
  toPhase(s, 'battle');
  act(s, A, 'attack', { location: '0-0' });
  passes(s);
  return s;
}

const use = (card: string, text: string, targets?: string[]) => ({ card, text, ...(targets ? { targets } : {}) });

/** Ann's `card` in play at her site, three Zealous Squads (0-12 to 0-14) her whole hand, in her battle phase. */
function squadsInHand(card: string, kind: 'unit' | 'asset'): WarsState {
  const s = started();
  put(s, card, kind, '0-0');
  s.piles[0].hand = ['0-12', '0-13', '0-14'];
  s.piles[0].reserve = s.piles[0].reserve.filter((k) => !s.piles[0].hand.includes(k));
  toPhase(s, 'battle');
  return s;
}

describe('wars:glossary/activated-ability: activated abilities the engine carries out (engine 1.2.0)', () => {
  it('F.L.I.C.: using it pays 1 energy and puts it on the stack; when it resolves, [D] 3 > defense 2 damages the target', () => {
    const s = siteBattle();
    onTopOfReserve(s, 0, '0-12');
    const active = s.piles[0].active.length;
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    expect(s.piles[0].active).toHaveLength(active - 1);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', seat: 0, card: '0-3', text: FLIC, targets: ['1-1'] });
    expect(s.inPlay['1-1'].damaged).toBe(false);
    passes(s);
    expect(s.stack).toHaveLength(0);
    expect([s.inPlay['1-1'].damaged, s.piles[0].used.at(-1)]).toEqual([true, '0-12']);
  });

  it('F.L.I.C.: a [D] of 0 (a location) does not beat defense 2, and the revealed card still goes to the used pile', () => {
    const s = siteBattle();
    onTopOfReserve(s, 0, '0-1');
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    passes(s);
    expect([s.inPlay['1-1'].damaged, s.piles[0].used.at(-1)]).toEqual([false, '0-1']);
  });

  it('F.L.I.C.: "the number of warriors you have here" counts when it resolves (three warriors here: [D] 0 + 3 > defense 2)', () => {
    const s = siteBattle();
    onTopOfReserve(s, 0, '0-1');
    put(s, '0-10', 'unit', '0-0');
    put(s, '0-12', 'unit', '0-0');
    put(s, '0-13', 'unit', '0-0');
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    passes(s);
    expect(s.inPlay['1-1'].damaged).toBe(true);
  });

  it('wars:glossary/target: the target must be a unit your opponent has in the site battle here, chosen when it is used', () => {
    const s = siteBattle();
    expect(codes(s, A, 'use', use('0-3', FLIC, ['0-4']))).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'use', payload: use('0-3', FLIC, ['0-4']) } as WarsAction)[0].message)
      .toBe("the target must be your opponent's unit in a site battle here: 0-4 (Mouthpiece) is not");
    expect(codes(s, A, 'use', use('0-3', FLIC))).toEqual(['wars/targets-not-chosen wars:glossary/target']);
    expect(codes(s, A, 'use', use('0-3', FLIC, ['1-1', '1-1']))).toEqual(['wars/targets-not-chosen wars:glossary/target']);
    put(s, '1-2', 'unit', '0-1');
    expect(codes(s, A, 'use', use('0-3', FLIC, ['1-2']))).toEqual(['wars/illegal-target wars:glossary/target']);
    const offered = engine.legalActions(s, A).filter((a) => a.type === 'use' && (a.payload as { card: string }).card === '0-3');
    expect(offered.map((a) => a.payload)).toEqual([use('0-3', FLIC, ['1-1'])]);
  });

  it('wars:glossary/effects: a target no longer legal when it resolves cancels the effect; the cost stays paid and nothing is revealed', () => {
    const s = siteBattle();
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    const used = [...s.piles[0].used];
    const reserve = [...s.piles[0].reserve];
    s.inPlay['1-1'] = { ...s.inPlay['1-1'], at: '0-1' };
    passes(s);
    expect([s.stack.length, s.inPlay['1-1'].damaged, s.piles[0].used, s.piles[0].reserve]).toEqual([0, false, used, reserve]);
  });

  it('wars:glossary/destiny: an ability with [D] cannot be used with an empty reserve; emptied before it resolves, that [D] is 0', () => {
    const s = siteBattle();
    const reserve = s.piles[0].reserve.splice(0);
    s.piles[0].lost.push(...reserve);
    expect(codes(s, A, 'use', use('0-3', FLIC, ['1-1']))).toEqual(['wars/no-card-for-destiny wars:glossary/destiny']);
    s.piles[0].reserve.push(s.piles[0].lost.pop()!);
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    s.piles[0].lost.push(s.piles[0].reserve.pop()!);
    put(s, '0-10', 'unit', '0-0');
    passes(s);
    // 0 + 1 warrior is not above defense 2.
    expect(s.inPlay['1-1'].damaged).toBe(false);
  });

  it('wars:glossary/bullet and wars:glossary/quickdraw: one use a turn per bullet, Mouthpiece adding one to the weapon beneath it', () => {
    const s = siteBattle();
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    passes(s);
    s.inPlay['1-1'].damaged = false;
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    passes(s);
    s.inPlay['1-1'].damaged = false;
    expect(codes(s, A, 'use', use('0-3', FLIC, ['1-1']))).toEqual(['wars/bullet-spent wars:glossary/bullet']);
  });

  it('wars:glossary/costs: an energy cost is paid from the active pile; with too little there, the ability cannot be used', () => {
    const s = siteBattle();
    s.piles[0].reserve.push(...s.piles[0].active.splice(0));
    expect(codes(s, A, 'use', use('0-3', FLIC, ['1-1']))).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
  });

  it('wars:glossary/initiative: only the player holding initiative uses an ability, and only on a card of their own in play', () => {
    const s = siteBattle();
    expect(codes(s, B, 'use', use('0-3', FLIC, ['1-1']))).toEqual(['wars/no-initiative wars:glossary/initiative']);
    expect(codes(s, A, 'use', use('1-1', FLIC, ['1-1']))).toEqual(['wars/not-your-card wars:glossary/activated-ability']);
    expect(codes(s, A, 'use', use('0-4', FLIC, ['1-1']))).toEqual(['wars/not-carried-ability wars:glossary/game-text']);
  });

  it('Horatio Hicks 1R27: "• Pay 3 energy ≈ This character is immune to attrition until end of turn" lasts until the turn ends', () => {
    const s = started();
    put(s, '0-5', 'unit', '0-0');
    activeEnergy(s, 4);
    act(s, A, 'use', use('0-5', '• Pay 3 energy ≈ This character is immune to attrition until end of turn.'));
    expect([s.untilEndOfTurn, immuneToAttrition(game(s), '0-5')]).toEqual([undefined, false]);
    passes(s);
    expect([s.untilEndOfTurn, immuneToAttrition(game(s), '0-5')]).toEqual([[{ kind: 'immune', card: '0-5' }], true]);
    expect(engine.view(s, { kind: 'player', player: B }).untilEndOfTurn).toEqual([{ kind: 'immune', card: '0-5' }]);
    toPhase(s, 'draw');
    passes(s);
    expect([s.current, s.untilEndOfTurn, immuneToAttrition(game(s), '0-5')]).toEqual([1, undefined, false]);
  });

  it('Ikazuchi 1R75: "Make target other unit here defense +2 until end of turn": the unit chosen, not Ikazuchi itself', () => {
    const s = started();
    put(s, '0-6', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    activeEnergy(s, 2);
    const text = '• Pay 2 energy ≈ Make target other unit here defense +2 until end of turn.';
    expect(codes(s, A, 'use', use('0-6', text, ['0-6']))).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', use('0-6', text, ['1-1']));
    passes(s);
    expect(statsOf(game(s), '1-1')).toEqual({ power: 6, tactics: 2, defense: 4 });
  });

  it('Haggard Hulk 1U129: "Pay 3 energy ≈ Invert this ship" turns it upside down when it resolves; inverted, its face-up text has no such ability', () => {
    const s = started();
    withSector(s);
    put(s, '0-7', 'ship', '0-2');
    activeEnergy(s, 6);
    const text = 'Pay 3 energy ≈ Invert this ship.';
    act(s, A, 'use', use('0-7', text));
    passes(s);
    expect(s.inPlay['0-7'].inverted).toBe(true);
    expect(codes(s, A, 'use', use('0-7', text))).toEqual(['wars/not-carried-ability wars:glossary/game-text']);
  });

  it('Rogan Hallard 2R21: "• Invert this character ≈ Undamage your target character in a battle here": inverted as the cost, the target undamaged as it resolves', () => {
    const s = siteBattle();
    put(s, '0-10', 'unit', '0-0');
    put(s, '0-12', 'unit', '0-0');
    s.inPlay['0-12'].damaged = true;
    const text = '• Invert this character ≈ Undamage your target character in a battle here.';
    expect(codes(s, A, 'use', use('0-10', text, ['1-1']))).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', use('0-10', text, ['0-12']));
    expect(s.inPlay['0-10'].inverted).toBe(true);
    passes(s);
    expect(s.inPlay['0-12'].damaged).toBe(false);
  });

  it('Slippery 1R45: "Pay 3 energy ≈ Put this character in its owner\'s hand": the character it is beneath leaves play, and the asset with it', () => {
    const s = started();
    put(s, '0-12', 'unit', '0-0');
    put(s, '0-8', 'asset', '0-0', '0-12');
    activeEnergy(s, 3);
    act(s, A, 'use', use('0-8', 'Pay 3 energy ≈ Put this character in its owner’s hand.'));
    passes(s);
    expect([s.inPlay['0-12'], s.inPlay['0-8'], s.piles[0].hand.includes('0-12'), s.piles[0].lost.includes('0-8')]).toEqual([undefined, undefined, true, true]);
  });

  it('Well-concealed Charge 1C219: "Make your total power here +4 until end of turn" counts in the power step of a battle here', () => {
    const s = siteBattle();
    put(s, '0-9', 'asset', '0-0', '0-0');
    const text = '• Pay 3 energy ≈ Make your total power here +4 until end of turn.';
    act(s, A, 'use', use('0-9', text));
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'battle', number: 'power', seat: 0, location: '0-0', by: 4 }]);
  });

  it('M44 Heavy Plasma Gun 1R135: "Choose target damaged unit … Destroy target if its defense < [D]": only a damaged unit is a target, destroyed to its owner\'s lost pile', () => {
    const s = siteBattle();
    put(s, '0-11', 'asset', '0-0', '0-4');
    s.inPlay['0-11'] = { ...s.inPlay['0-11'], kind: 'weapon' };
    const text = '• Pay 3 energy ≈ Choose target damaged unit your opponent has in a site battle here. Destroy target if its defense < [D].';
    expect(codes(s, A, 'use', use('0-11', text, ['1-1']))).toEqual(['wars/illegal-target wars:glossary/target']);
    s.inPlay['1-1'].damaged = true;
    onTopOfReserve(s, 0, '0-12');
    act(s, A, 'use', use('0-11', text, ['1-1']));
    passes(s);
    expect([s.inPlay['1-1'], s.piles[1].lost]).toEqual([undefined, ['1-1']]);
  });

  it('Untapped Mettle 1R50: "Dismiss this asset ≈ Until end of turn, make this kizen power +3 and you cause attrition +2 here": dismissed as the cost, the kizen it was beneath changed as it resolves', () => {
    const s = siteBattle();
    put(s, '0-5', 'unit', '0-0');
    put(s, '0-40', 'asset', '0-0', '0-5');
    act(s, A, 'use', use('0-40', 'Dismiss this asset ≈ Until end of turn, make this kizen power +3 and you cause attrition +2 here.'));
    expect([s.inPlay['0-40'], s.piles[0].lost.at(-1)]).toEqual([undefined, '0-40']);
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'stat', card: '0-5', stat: 'power', by: 3 }, { kind: 'battle', number: 'attrition', seat: 0, location: '0-0', by: 2 }]);
    expect(statsOf(game(s), '0-5').power).toBe(7);
  });

  it('Sumadar-Damir 1R210: "Your opponent causes attrition –2 here until end of turn"', () => {
    const s = siteBattle();
    put(s, '0-43', 'unit', '0-0');
    act(s, A, 'use', use('0-43', '• Pay 3 energy ≈ Your opponent causes attrition –2 here until end of turn.'));
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'battle', number: 'attrition', seat: 1, location: '0-0', by: -2 }]);
  });

  it('wars:glossary/lose-energy: Crown Vessel 2U95\'s "• Lose 2 energy ≈ …" is paid card by card before anything else; then the ship and each unit aboard it are immune', () => {
    const s = started();
    withSector(s);
    put(s, '0-41', 'ship', '0-2');
    put(s, '0-12', 'unit', '0-2', '0-41');
    activeEnergy(s, 3);
    act(s, A, 'use', use('0-41', '• Lose 2 energy ≈ Make this ship and each unit aboard it immune to attrition until end of turn.'));
    expect(s.pendingLoss).toEqual({ seat: 0, remaining: 2, rule: 'wars:glossary/costs' });
    expect(codes(s, A, 'pass', {})).toEqual(['wars/energy-not-lost wars:glossary/costs']);
    act(s, A, 'lose', { from: 'active' });
    act(s, A, 'lose', { from: 'reserve' });
    expect(s.pendingLoss).toBeNull();
    passes(s);
    expect(['0-41', '0-12'].map((k) => immuneToAttrition(game(s), k))).toEqual([true, true]);
  });

  it('wars:glossary/revert: Death Dealer 2C67 inverted: "• Revert this ship ≈ Damage target ship in a sector battle here": reverted as the cost; right side up it has no such ability', () => {
    const s = started();
    withSector(s);
    put(s, '0-42', 'ship', '0-2');
    s.inPlay['0-42'].inverted = true;
    put(s, '1-38', 'ship', '0-2');
    activeEnergy(s, 3);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    passes(s);
    const text = '• Revert this ship ≈ Damage target ship in a sector battle here.';
    act(s, A, 'use', use('0-42', text, ['1-38']));
    expect(s.inPlay['0-42'].inverted).toBeUndefined();
    passes(s);
    expect(s.inPlay['1-38'].damaged).toBe(true);
    expect(codes(s, A, 'use', use('0-42', text, ['1-38']))).toEqual(['wars/not-carried-ability wars:glossary/game-text']);
  });

  it('wars:glossary/inverter: Death Dealer 2C67 right side up: "• Pay 4 energy ≈ If this ship is at a sector that has a [Maverick] support icon on your side, invert it.": inverted only with that icon on Ann\'s side of its sector', () => {
    const text = '• Pay 4 energy ≈ If this ship is at a sector that has a [Maverick] support icon on your side, invert it.';
    for (const icon of [false, true]) {
      const s = started();
      withSector(s);
      put(s, '0-42', 'ship', '0-2');
      if (icon) s.untilEndOfTurn = [{ kind: 'icon', seat: 0, location: '0-2', faction: 'maverick', count: 1 }];
      activeEnergy(s, 4);
      toPhase(s, 'battle');
      act(s, A, 'use', use('0-42', text));
      passes(s);
      expect([icon, s.inPlay['0-42'].inverted === true, s.piles[0].active.length]).toEqual([icon, icon, 0]);
    }
  });

  it('wars:glossary/draw-phase: Cat\'s Claw 2R63 inverted: "• Pay 3 energy ≈ Draw two cards from your reserve.": the top two cards of Ann\'s reserve into her hand, in order', () => {
    const s = started();
    withSector(s);
    put(s, '0-47', 'ship', '0-2');
    s.inPlay['0-47'].inverted = true;
    activeEnergy(s, 3);
    toPhase(s, 'battle');
    const [first, second] = s.piles[0].reserve;
    act(s, A, 'use', use('0-47', '• Pay 3 energy ≈ Draw two cards from your reserve.'));
    passes(s);
    expect(s.piles[0].hand.slice(-2)).toEqual([first, second]);
  });

  it('wars:glossary/revert: Hullripper 2C127 inverted: "• Revert this character ≈ Draw a card from your used pile.": reverted as the cost, the top card of Ann\'s used pile into her hand', () => {
    const s = started();
    put(s, '0-48', 'unit', '0-0');
    s.inPlay['0-48'].inverted = true;
    s.piles[0].used.push(...s.piles[0].reserve.splice(0, 2));
    const top = s.piles[0].used.at(-1)!;
    toPhase(s, 'battle');
    act(s, A, 'use', use('0-48', '• Revert this character ≈ Draw a card from your used pile.'));
    expect(s.inPlay['0-48'].inverted).toBeUndefined();
    passes(s);
    expect([s.piles[0].hand.at(-1), s.piles[0].used.length]).toEqual([top, 1]);
  });

  it('wars:glossary/costs: Chameleon 2R64 ("• Lose 2 energy from your hand ≈ Activate 3 energy."): the two cards of Ann\'s hand the use names are lost at once; then she activates 3', () => {
    const s = squadsInHand('0-49', 'asset');
    const text = '• Lose 2 energy from your hand ≈ Activate 3 energy. You may use this ability only during your turn.';
    expect(codes(s, A, 'use', { ...use('0-49', text), fromHand: ['1C55'] })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(engine.legalActions(s, A).filter((a) => a.type === 'use').map((a) => a.payload)).toEqual([{ ...use('0-49', text), fromHand: ['1C55', '1C55'] }]);
    const active = s.piles[0].active.length;
    act(s, A, 'use', { ...use('0-49', text), fromHand: ['1C55', '1C55'] });
    expect([s.piles[0].hand, s.piles[0].lost]).toEqual([['0-14'], ['0-12', '0-13']]);
    passes(s);
    expect(s.piles[0].active.length).toBe(active + 3);
  });

  it('wars:glossary/costs: The Gambler 1R158 ("• Lose a card at random from your hand ≈ This character is immune to attrition until end of turn."): the engine picks the card lost; none is named', () => {
    const s = squadsInHand('0-50', 'unit');
    const text = '• Lose a card at random from your hand ≈ This character is immune to attrition until end of turn.';
    expect(codes(s, A, 'use', { ...use('0-50', text), fromHand: '1C55' })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    act(s, A, 'use', use('0-50', text));
    expect([s.piles[0].hand.length, s.piles[0].lost.length, ['0-12', '0-13', '0-14'].includes(s.piles[0].lost[0])]).toEqual([2, 1, true]);
    passes(s);
    expect(immuneToAttrition(game(s), '0-50')).toBe(true);
    const empty = started();
    put(empty, '0-50', 'unit', '0-0');
    empty.piles[0].hand = [];
    toPhase(empty, 'battle');
    expect(codes(empty, A, 'use', use('0-50', text))).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
  });

  it('wars:glossary/drain-action: Rugged Empty 2U80 inverted ("Revert this ship ≈ Make target pending drain here +2."): Ann\'s drain at its sector comes off the stack 2 more; one elsewhere is no target', () => {
    const s = started();
    withSector(s);
    put(s, '0-51', 'ship', '0-2');
    s.inPlay['0-51'].inverted = true;
    toPhase(s, 'control');
    act(s, A, 'drain', { location: '0-2' });
    const text = 'Revert this ship ≈ Make target pending drain here +2.';
    expect(codes(s, A, 'use', use('0-51', text, ['0-0']))).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', use('0-51', text, ['0-2']));
    passes(s);
    passes(s);
    expect(s.pendingLoss).toMatchObject({ seat: 1, remaining: 1 + 2 });
  });

  it('wars:glossary/costs: Frenzied Luhus 1U231 ("Pay 3 energy and put two of your other characters here on top of their owners\' used pile in any order ≈ Invert this unit."): the two named go, the first named on top', () => {
    const s = started();
    for (const key of ['0-52', '0-12', '0-13']) put(s, key, 'unit', '0-0');
    activeEnergy(s, 3);
    toPhase(s, 'battle');
    const text = "Pay 3 energy and put two of your other characters here on top of their owners' used pile in any order ≈ Invert this unit.";
    expect(codes(s, A, 'use', { ...use('0-52', text), paying: ['0-52', '0-12'] })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(codes(s, A, 'use', { ...use('0-52', text), paying: ['0-12', '0-12'] })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    act(s, A, 'use', { ...use('0-52', text), paying: ['0-13', '0-12'] });
    expect([s.inPlay['0-12'], s.inPlay['0-13'], s.piles[0].used.slice(-2)]).toEqual([undefined, undefined, ['0-12', '0-13']]);
    passes(s);
    expect(s.inPlay['0-52'].inverted).toBe(true);
  });

  it('wars:glossary/support-icons: Corporate Transport 1C277: "Your side of this ship\'s location gains an [Earther] support icon until end of turn"', () => {
    const s = started();
    withSector(s);
    put(s, '0-44', 'ship', '0-2');
    activeEnergy(s, 2);
    const earther = () => supportIconsFor(game(s), 0, 'Earther');
    const before = earther();
    act(s, A, 'use', use('0-44', 'Pay 2 energy ≈ Your side of this ship\'s location gains an [Earther] support icon until end of turn.'));
    passes(s);
    expect([earther(), supportIconsFor(game(s), 1, 'Earther')]).toEqual([before + 1, supportIconsFor(game(s), 1, 'Earther')]);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'icon', seat: 0, location: '0-2', faction: 'earther', count: 1 }]);
  });

  it('Gongen Bot 1U281: "Put this character on top of its owner\'s used pile ≈ Your side of target location gains a [Gongen] support icon until end of turn", only in the deploy phase', () => {
    const s = started();
    put(s, '0-45', 'unit', '0-0');
    const text = 'Put this character on top of its owner\'s used pile ≈ Your side of target location gains a [Gongen] support icon until end of turn. You may use this ability only during your deploy phase.';
    expect(codes(s, A, 'use', use('0-45', text, ['1-0']))).toEqual(['wars/not-now wars:glossary/game-text']);
    toPhase(s, 'deploy');
    expect(codes(s, A, 'use', use('0-45', text, ['0-45']))).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', use('0-45', text, ['1-0']));
    expect([s.inPlay['0-45'], s.piles[0].used.at(-1)]).toEqual([undefined, '0-45']);
    passes(s);
    expect(supportIconsFor(game(s), 0, 'Gongen')).toBe(1);
  });

  it('Construction Bot 2C142: "• Reveal an Earther card from your hand and put it on top of your used pile ≈ Target location gains an [Earther] support icon": the use names the card it reveals', () => {
    const s = started();
    put(s, '0-46', 'unit', '0-0');
    s.piles[0].hand = ['0-4', '0-6'];
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-4' && k !== '0-6');
    const text = '• Reveal an Earther card from your hand and put it on top of your used pile ≈ Target location gains an [Earther] support icon until end of turn.';
    expect(codes(s, A, 'use', use('0-46', text, ['0-0']))).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(codes(s, A, 'use', { ...use('0-46', text, ['0-0']), fromHand: '1R75' })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    expect(engine.legalActions(s, A).filter((a) => a.type === 'use').map((a) => (a.payload as { fromHand?: string }).fromHand)).toEqual(expect.arrayContaining(['2C13']));
    expect(engine.legalActions(s, A).some((a) => a.type === 'use' && (a.payload as { fromHand?: string }).fromHand === '1R75')).toBe(false);
    const before = supportIconsFor(game(s), 0, 'Earther');
    act(s, A, 'use', { ...use('0-46', text, ['0-0']), fromHand: '2C13' });
    expect([s.piles[0].hand, s.piles[0].used.at(-1)]).toEqual([['0-6'], '0-4']);
    passes(s);
    expect(supportIconsFor(game(s), 0, 'Earther')).toBe(before + 1);
  });

  it('engine 1.1.0 carries out none of them: `use` is refused and the text is attested, so its logs replay as they were played', () => {
    const old = warsModule.engines.engine('1.1.0');
    const s = startedWith([DECK, DECKS[1]], old, 'activated');
    put(s, '0-4', 'unit', '0-0');
    put(s, '0-5', 'unit', '0-0');
    activeEnergy(s, 4);
    const text = '• Pay 3 energy ≈ This character is immune to attrition until end of turn.';
    expect(codes(s, A, 'use', use('0-5', text), old)).toEqual(['wars/not-carried-ability wars:glossary/game-text']);
    expect(old.legalActions(s, A).some((a) => a.type === 'attest' && (a.payload as { card: string }).card === '0-5')).toBe(true);
    expect(engine.legalActions(s, A).some((a) => a.type === 'attest' && (a.payload as { card: string }).card === '0-5')).toBe(false);
  });
});

describe('wars:glossary/destiny in paper play: the pass that resolves an ability with [D] names the card revealed', () => {
  it('refuses that pass without the card, takes it with one the reserve can hold', () => {
    const s = siteBattle();
    act(s, A, 'use', use('0-3', FLIC, ['1-1']));
    act(s, A, 'pass');
    // As paper play: Ann's reserve unknown, its cards the hidden pool.
    s.hidden = [s.piles[0].reserve.splice(0), []];
    s.piles[0].reserve = s.hidden[0].map(() => '?');
    expect(codes(s, B, 'pass', {})).toEqual(['wars/card-not-declared wars:glossary/destiny']);
    expect(codes(s, B, 'pass', { card: '2C13' })).toEqual(['wars/card-not-left wars:glossary/destiny']);
    const pool = [...new Set(s.hidden[0].map((k) => s.decks[0][Number(k.slice(2))]))].sort();
    expect(pool).toContain('1C55');
    expect(engine.legalActions(s, B).filter((a) => a.type === 'pass').map((a) => a.payload)).toEqual(pool.map((card) => ({ card })));
    act(s, B, 'pass', { card: '1C55' });
    expect(s.inPlay['1-1'].damaged).toBe(true);
  });
});

describe('wars:glossary/destiny: "Damage each unit in a site battle here that has defense < [D]." (Clanton Grav Grenade 1R117, engine 1.2.0)', () => {
  // Ann's Clanton Grav Grenade (0-3, a weapon) beneath her Mouthpiece (0-4, defense 3); Bob's Zealous Squad (1-1, defense 2) and Mouthpiece (1-2, defense 3).
  const GRENADE_DECK = ['1S301', '1S301', '1C309', '1R117', ...Array(34).fill('2C13')];
  const BOB_UNITS = ['1C310', '1C55', '2C13', ...Array(35).fill('2C13')];

  it('the [D] revealed as it resolves, 3, filters each unit: only the Zealous Squad is damaged, and the weapon is dismissed as the cost', () => {
    const s = startedWith([GRENADE_DECK, BOB_UNITS], engine, 'activated');
    for (const key of ['0-4', '1-1', '1-2']) put(s, key, 'unit', '0-0');
    put(s, '0-3', 'unit', '0-0', '0-4');
    s.inPlay['0-3'] = { ...s.inPlay['0-3'], kind: 'weapon' };
    // A Mouthpiece (destiny 3), from wherever it is, on top of Ann's reserve.
    for (const pile of Object.values(s.piles[0])) if ((pile as string[]).includes('0-10')) (pile as string[]).splice((pile as string[]).indexOf('0-10'), 1);
    s.piles[0].reserve.unshift('0-10');
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 2, 2));
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    act(s, A, 'use', { card: '0-3', text: 'Dismiss this weapon ≈ Damage each unit in a site battle here that has defense < [D].' });
    expect(s.piles[0].lost.at(-1)).toBe('0-3');
    passes(s);
    expect(['0-4', '1-1', '1-2'].map((k) => s.inPlay[k].damaged)).toEqual([false, true, false]);
  });
});

