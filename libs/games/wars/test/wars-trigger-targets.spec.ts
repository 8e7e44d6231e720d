import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out triggered abilities with "target …" (wars:glossary/target: "you
 * choose something for that card to affect"): as one goes on the stack its controller chooses
 * the targets with a `choose` action's `"targets"` before anything else; one with no legal
 * choice of targets has nothing to affect and does not go on the stack. Ann's deck: two
 * Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium Source (0-2, a sector), Deigan
 * Follower 1U66 (0-3), Inca Fighter 2C9 (0-4), Luhus Mauler 1C244 (0-5, an inverter), Racing
 * Sloop 1C146 (0-6, an inverter fighter), a Guardian-Class Carrier 1C71 (0-7), Inca 2 1R31 (0-8,
 * destiny 6), then Zealous Squads. Bob's: Ganymede/Traginium Well (1-0), two Zealous Squads, Rogan
 * Hallard 2R21 (1-3, Piloting 2), two Guardian-Class Carriers (1-4, 1-5), Luna Garrison 1C39 (1-6,
 * a fighter), Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '1U66', '2C9', '1C244', '1C146', '1C71', '1R31', ...Array(29).fill('1C55')];
const BOB = ['1C310', '1C55', '1C55', '2R21', '1C71', '1C71', '1C39', ...Array(31).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const card = (id: string) => cards.find((c) => c.id === id)!;

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'trigger-targets');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  for (const p of s.piles) p.active.push(...p.reserve.splice(p.reserve.length - 6, 6));
  return s;
}

/** A card of Ann's pending on the stack as if just deployed (its cost paid): both passes resolve it into play. */
function pendingDeploy(s: WarsState, key: string, target: { at: string } | { aboard: string }): void {
  for (const pile of Object.values(s.piles[0])) if ((pile as string[]).includes(key)) (pile as string[]).splice((pile as string[]).indexOf(key), 1);
  s.stack.push({ kind: 'card', seat: 0, card: key, target, mode: null });
}

const choosePayloads = (s: WarsState, player: string) => engine.legalActions(s, player).map((a) => [a.type, a.payload]);

describe('wars:glossary/target: the targets of a triggered ability, chosen as it goes on the stack (engine 1.2.0)', () => {
  it('Deigan Follower 1U66 ("Each time a site battle begins here, you may lose 3 energy. If you do, damage target unit here."): Ann chooses Bob\'s Zealous Squad before anyone acts, then loses 3 and damages it', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    put(s, '1-2', 'unit', '1-0');
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    expect(s.stack.at(-1)).toMatchObject({ card: '0-3', trigger: true, aiming: true, targets: [] });
    expect(s.choosing).toMatchObject({ seat: 0, targets: true });
    // Only Ann, and only `choose`: the units at her camp, Deigan Follower itself among them.
    expect(choosePayloads(s, A)).toEqual([['choose', { targets: ['0-3'] }], ['choose', { targets: ['1-1'] }]]);
    expect(codes(s, B, 'pass', {})).toEqual(['wars/targets-pending wars:glossary/target']);
    expect(codes(s, A, 'choose', { targets: ['1-2'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(codes(s, A, 'choose', {})).toEqual(['wars/targets-not-chosen wars:glossary/target']);
    expect(codes(s, A, 'choose', { targets: ['1-1'], take: true })).toEqual(['wars/bad-payload wars:glossary/target']);
    act(s, A, 'choose', { targets: ['1-1'] });
    expect([s.choosing, s.stack.at(-1)]).toEqual([undefined, expect.objectContaining({ card: '0-3', targets: ['1-1'] })]);
    expect(s.stack.at(-1)).not.toHaveProperty('aiming');
    passes(s);
    act(s, A, 'choose', { take: true });
    for (let i = 0; i < 3; i++) act(s, A, 'lose', { from: 'active' });
    expect([s.inPlay['1-1'].damaged, s.inPlay['0-3'].damaged]).toEqual([true, false]);
  });

  it('declining the "may" leaves the chosen target as it was', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    act(s, A, 'choose', { targets: ['1-1'] });
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { take: false });
    expect([s.inPlay['1-1'].damaged, s.piles[0].active.length, s.pendingLoss ?? null]).toEqual([false, active, null]);
  });

  it('Inca Fighter 2C9 ("When this ship enters play, you may put target unit here that doesn\'t have piloting on top of its owner\'s used pile."): Bob\'s Zealous Squad aboard his carrier at the sector may be chosen, his pilot Rogan Hallard may not', () => {
    const s = started();
    put(s, '1-4', 'ship', '0-2');
    put(s, '1-1', 'unit', '0-2', '1-4');
    put(s, '1-3', 'unit', '0-2', '1-4');
    pendingDeploy(s, '0-4', { at: '0-2' });
    passes(s);
    expect(choosePayloads(s, A)).toEqual([['choose', { targets: ['1-1'] }]]);
    expect(codes(s, A, 'choose', { targets: ['1-3'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'choose', { targets: ['1-1'] });
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.inPlay['1-1'], s.piles[1].used.at(-1), s.inPlay['1-3'].at]).toEqual([undefined, '1-1', '0-2']);
  });

  it('with no legal target the ability has nothing to affect and does not go on the stack (Inca Fighter with no unit at the sector)', () => {
    const s = started();
    pendingDeploy(s, '0-4', { at: '0-2' });
    passes(s);
    expect([s.inPlay['0-4'].at, s.stack, s.choosing]).toEqual(['0-2', [], undefined]);
  });

  it('Luhus Mauler 1C244 (inverted: "When you invert this character during a battle here, you may damage target unit here."): inverted outside a battle it triggers nothing; in a battle at its site it does', () => {
    const text = 'Pay 5 energy ≈ Invert this unit.';
    const s = started();
    put(s, '0-5', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    toPhase(s, 'deploy');
    act(s, A, 'use', { card: '0-5', text });
    passes(s);
    expect([s.inPlay['0-5'].inverted, s.stack, s.choosing]).toEqual([true, [], undefined]);
    delete s.inPlay['0-5'].inverted;
    s.piles[0].active.push(...s.piles[0].reserve.splice(0, 5));
    battleAt(s, '0-0');
    s.initiative = 0;
    act(s, A, 'use', { card: '0-5', text });
    passes(s);
    expect(s.choosing).toMatchObject({ seat: 0, targets: true, item: expect.objectContaining({ card: '0-5' }) });
    act(s, A, 'choose', { targets: ['1-1'] });
    passes(s);
    act(s, A, 'choose', { take: true });
    expect(s.inPlay['1-1'].damaged).toBe(true);
  });

  it('Racing Sloop 1C146 ("… you may pay 3 energy. If you do, invert this ship." / inverted: "When you invert this ship, you may destroy target other fighter here."): inverted as its own ability resolves, it targets Bob\'s Luna Garrison, not itself nor the carriers', () => {
    const s = started();
    // Ann's sloop and carrier (tactics 1 + 3: she may reveal battle destiny), Bob's carrier and Luna Garrison.
    for (const key of ['0-6', '0-7', '1-4', '1-6']) put(s, key, 'ship', '0-2');
    // Inca 2 (destiny 6) on top of Ann's reserve.
    s.piles[0].reserve.unshift(s.piles[0].reserve.splice(s.piles[0].reserve.indexOf('0-8'), 1)[0]);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    passes(s);
    passes(s);
    act(s, A, 'battle-destiny', { reveal: true });
    act(s, B, 'battle-destiny', { reveal: false });
    passes(s);
    act(s, A, 'choose', { take: true });
    expect(s.inPlay['0-6'].inverted).toBe(true);
    expect(choosePayloads(s, A)).toEqual([['choose', { targets: ['1-6'] }]]);
    act(s, A, 'choose', { targets: ['1-6'] });
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.inPlay['1-6'], s.piles[1].lost, s.inPlay['1-4'].at]).toEqual([undefined, ['1-6'], '0-2']);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these abilities attested, so its logs replay as they were played', () => {
    const lines: [string, string][] = [
      ['1U66', 'Each time a site battle begins here, you may lose 3 energy. If you do, damage target unit here.'],
      ['2C9', 'When this ship enters play, you may put target unit here that doesn’t have piloting on top of its owner’s used pile.'],
      ['1C244', 'When you invert this character during a battle here, you may damage target unit here.'],
      ['1C146', 'When you invert this ship, you may destroy target other fighter here.'],
      ['2R117', 'Each time you win a battle here, you may damage target other unit here. If you do, you may undamage this character.'],
    ];
    for (const [id, line] of lines) expect([id, engineCardText('1.1.0').carries(card(id), line), engineCardText('1.2.0').carries(card(id), line)]).toEqual([id, false, true]);
  });
});
