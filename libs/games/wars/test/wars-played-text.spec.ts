import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, B, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out the text of the interrupts and orders it reads in full
 * (wars:glossary/interrupt, order, effects): played with their targets, their restrictions
 * checked, their effect carried out as they come off the stack. Each case is a real card in a
 * hand-made game. Ann's deck: two Ganymede/Exploratory Camp sites, Ganymede/Traginium Source,
 * then Junshi 1U81 (0-3), Few Escape 2R98 (0-4), Crossfire 1R15 (0-5), Sniffed Out 1U102 (0-6, an
 * order), Close Call 1C173 (0-7), Horatio Hicks 1R27 (0-8, a kizen), Haggard Hulk 1U129 (0-9, a
 * 3-power ship), Untapped Mettle 1R50 (0-10, an asset), Zealous Squads (1C55, warriors) from 0-11,
 * Breaching 2U118 (0-38), Revenge 1U260 (0-39).
 * Bob's: Ganymede/Traginium Well, a Zealous Squad (1-1), Chan Whitmer 1R8 (1-2, an infiltrator),
 * Zealous Squads, Guardian-Class Carriers (1-37, 1-38: power 4).
 */
const DECK = ['1S301', '1S301', '1C309', '1U81', '2R98', '1R15', '1U102', '1C173', '1R27', '1U129', '1R50', ...Array(27).fill('1C55'), '2U118', '1U260'];
const BOB = ['1C310', '1C55', '1R8', ...Array(34).fill('1C55'), '1C71', '1C71'];
const engine = warsModule.engines.engine();

/** Ann's game with her hand and active pile set, and support icons of every faction she needs on her side until end of turn. */
function started(hand: string[], on = engine): WarsState {
  const s = startedWith([DECK, BOB], on, 'played');
  s.piles[0].reserve = s.piles[0].reserve.filter((k) => !hand.includes(k));
  s.piles[0].hand = hand;
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 6, 6));
  for (const faction of ['gongen', 'shi', 'earther', 'quay']) (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction, count: 3 });
  return s;
}

function withSector(s: WarsState): void {
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
}

describe('wars:glossary/interrupt: interrupts whose text the engine carries out (engine 1.2.0)', () => {
  it('Junshi 1U81: "You can\'t play this interrupt unless you have a kizen at a location." "Destroy target asset.": the target chosen as it is played, destroyed as it resolves, Junshi lost', () => {
    const s = started(['0-3']);
    put(s, '0-11', 'unit', '0-0');
    put(s, '0-10', 'asset', '0-0', '0-11');
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'play-interrupt', payload: { card: '1U81', targets: ['0-10'] } })[0])
      .toMatchObject({ code: 'wars/not-now', rule: 'wars:glossary/game-text', message: 'Junshi can\'t be played now: "You can’t play this interrupt unless you have a kizen at a location."' });
    put(s, '0-8', 'unit', '0-0');
    expect(codes(s, A, 'play-interrupt', { card: '1U81' })).toEqual(['wars/targets-not-chosen wars:glossary/target']);
    expect(codes(s, A, 'play-interrupt', { card: '1U81', targets: ['0-11'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'play-interrupt', { card: '1U81', targets: ['0-10'] });
    expect(s.stack.at(-1)).toEqual({ kind: 'card', seat: 0, card: '0-3', target: null, mode: null, targets: ['0-10'] });
    passes(s);
    expect([s.inPlay['0-10'], s.piles[0].lost, s.flags.resolvedText]).toEqual([undefined, ['0-10', '0-3'], []]);
  });

  it('wars:glossary/effects: a target gone before Junshi resolves cancels its effect; the card is still lost', () => {
    const s = started(['0-3']);
    put(s, '0-8', 'unit', '0-0');
    put(s, '0-10', 'asset', '0-0', '0-8');
    act(s, A, 'play-interrupt', { card: '1U81', targets: ['0-10'] });
    // Another effect returns the asset to Ann's hand first.
    delete s.inPlay['0-10'];
    s.piles[0].hand.push('0-10');
    passes(s);
    expect([s.piles[0].hand, s.piles[0].lost, s.stack]).toEqual([['0-10'], ['0-3'], []]);
  });

  it('Few Escape 2R98: only during your move phase, "Destroy target ship that has power 3 or less"', () => {
    const s = started(['0-4']);
    withSector(s);
    put(s, '0-9', 'ship', '0-2');
    put(s, '1-37', 'ship', '0-2');
    expect(codes(s, A, 'play-interrupt', { card: '2R98', targets: ['0-9'] })).toEqual(['wars/not-now wars:glossary/game-text']);
    toPhase(s, 'move');
    expect(codes(s, A, 'play-interrupt', { card: '2R98', targets: ['1-37'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    const offered = engine.legalActions(s, A).filter((a) => a.type === 'play-interrupt').map((a) => a.payload);
    expect(offered).toEqual([{ card: '2R98', targets: ['0-9'] }]);
    act(s, A, 'play-interrupt', { card: '2R98', targets: ['0-9'] });
    passes(s);
    expect(s.inPlay['0-9']).toBeUndefined();
  });

  it('Breaching 2U118: "Destroy target unit that doesn\'t have piloting at a sector location": Bob\'s Zealous Squad aboard his carrier at the sector, not one at a site', () => {
    const s = started(['0-38']);
    withSector(s);
    put(s, '1-37', 'ship', '0-2');
    put(s, '1-1', 'unit', '0-2', '1-37');
    put(s, '1-3', 'unit', '0-0');
    expect(codes(s, A, 'play-interrupt', { card: '2U118', targets: ['1-3'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'play-interrupt', { card: '2U118', targets: ['1-1'] });
    passes(s);
    expect([s.inPlay['1-1'], s.piles[1].lost]).toEqual([undefined, ['1-1']]);
  });

  it('wars:glossary/lose-energy: Revenge 1U260 ("Your opponent loses 2 energy from his or her reserve."): Bob loses the top two cards of his reserve, not from another pile or his hand', () => {
    const s = started(['0-39']);
    act(s, A, 'play-interrupt', { card: '1U260' });
    passes(s);
    expect(s.pendingLoss).toEqual({ seat: 1, remaining: 2, rule: 'wars:glossary/lose-energy', from: 'reserve' });
    expect(engine.legalActions(s, B).map((a) => a.payload)).toEqual([{ from: 'reserve' }]);
    s.piles[1].active.push(s.piles[1].reserve.pop()!);
    expect(codes(s, B, 'lose', { from: 'active' })).toEqual(['wars/wrong-pile wars:glossary/lose-energy']);
    const [first, second] = s.piles[1].reserve;
    act(s, B, 'lose', { from: 'reserve' });
    act(s, B, 'lose', { from: 'reserve' });
    expect([s.piles[1].lost, s.pendingLoss, s.piles[0].lost]).toEqual([[first, second], null, ['0-39']]);
  });

  it('Crossfire 1R15: only during a site battle; "You cause attrition +1 in that battle for each of your warriors in that battle"', () => {
    const s = started(['0-5']);
    put(s, '0-11', 'unit', '0-0');
    put(s, '0-12', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    expect(codes(s, A, 'play-interrupt', { card: '1R15' })).toEqual(['wars/not-now wars:glossary/game-text']);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    act(s, A, 'play-interrupt', { card: '1R15' });
    passes(s);
    expect(s.untilEndOfTurn!.filter((e) => e.kind === 'battle')).toEqual([
      { kind: 'battle', number: 'attrition', seat: 0, location: '0-0', by: 1 },
      { kind: 'battle', number: 'attrition', seat: 0, location: '0-0', by: 1 },
    ]);
    expect(s.piles[0].used.at(-1)).toBe('0-5');
  });

  it('Close Call 1C173: "Put your target ship or unit in its owner\'s hand" during your move phase; not your opponent\'s', () => {
    const s = started(['0-7']);
    put(s, '0-11', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    toPhase(s, 'move');
    expect(codes(s, A, 'play-interrupt', { card: '1C173', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'play-interrupt', { card: '1C173', targets: ['0-11'] });
    passes(s);
    expect([s.inPlay['0-11'], s.piles[0].hand]).toEqual([undefined, ['0-11']]);
  });

  it('an interrupt whose text is attested takes no targets, and is offered to `attest` after it resolves (engine 1.1.0 attests Junshi)', () => {
    const old = warsModule.engines.engine('1.1.0');
    const s = started(['0-3'], old);
    put(s, '0-8', 'unit', '0-0');
    put(s, '0-10', 'asset', '0-0', '0-8');
    expect(codes(s, A, 'play-interrupt', { card: '1U81', targets: ['0-10'] }, old)).toEqual(['wars/bad-payload wars:glossary/game-text']);
    act(s, A, 'play-interrupt', { card: '1U81' }, old);
    act(s, A, 'pass', {}, old);
    act(s, B, 'pass', {}, old);
    expect([s.inPlay['0-10'] !== undefined, s.flags.resolvedText]).toEqual([true, ['0-3']]);
  });
});

describe('wars:glossary/order: orders whose text the engine carries out (engine 1.2.0)', () => {
  it('Sniffed Out 1U102: deployed with its target, "Destroy target infiltrator your opponent has at a site. Then your opponent loses 3 energy."', () => {
    const s = started(['0-6']);
    put(s, '1-2', 'unit', '1-0');
    put(s, '1-1', 'unit', '1-0');
    toPhase(s, 'deploy');
    expect(codes(s, A, 'deploy', { card: '1U102', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(codes(s, A, 'deploy', { card: '1R27', targets: ['1-1'] })).toEqual(['wars/not-in-hand wars:glossary/deployment-phase#1']);
    act(s, A, 'deploy', { card: '1U102', targets: ['1-2'] });
    passes(s);
    expect([s.inPlay['1-2'], s.pendingLoss, s.piles[0].lost]).toEqual([undefined, { seat: 1, remaining: 3, rule: 'wars:glossary/lose-energy' }, ['0-6']]);
  });
});

describe('wars:glossary/activate: "Activate energy equal to target damaged unit\'s defense." (Spirit Theft 1C103, engine 1.2.0)', () => {
  const THEFT_DECK = ['1S301', '1S301', '1C309', '1C103', ...Array(34).fill('2C13')];

  it('the target, a damaged unit, is chosen as it is played; its defense is activated as it resolves', () => {
    const s = startedWith([THEFT_DECK, BOB], engine, 'played');
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-3');
    s.piles[0].hand = ['0-3'];
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 2, 2));
    (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction: 'gongen', count: 1 });
    put(s, '1-1', 'unit', '0-0');
    expect(codes(s, A, 'play-interrupt', { card: '1C103', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    s.inPlay['1-1'].damaged = true;
    act(s, A, 'play-interrupt', { card: '1C103', targets: ['1-1'] });
    const active = s.piles[0].active.length;
    passes(s);
    // Zealous Squad, defense 2.
    expect(s.piles[0].active.length).toBe(active + 2);
  });
});

