import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, readyInHand, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0: card text that plays a card (wars:glossary/deployment-phase, wars:glossary/effects):
 * "Play an inverter character at full cost." The controller names a ship or unit of their hand
 * and where it enters play in the `choose` the text asks as it resolves (`fromHand`, `pick`); it
 * is played then, whatever the phase, by the usual steps (where it may enter play, costs), and is
 * pending on the stack until both players pass. Engine 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Fury 1R233 (0-1), Torrid Katal 1C271 (0-2, a Quay
 * inverter character, cost 1), Zealous Squad 1C55 (0-3, cost 2), Vanguard Trooper 1R52 (0-4),
 * Watch Your Back 2U26 (0-5), Horatio Hicks 1R27 (0-6, a kizen, cost 5), James Howler 1R35 (0-7, a
 * kizen), Optical Delusion 2U14 (0-8), Mouthpiece 2C13 (0-9, a XeLabs character, cost 3), Chijo
 * Warrior 1C60 (0-10), F.L.I.C. 1U19 (0-11, a weapon), Earth/Corporate Headquarters 1C297 (0-12, a
 * site), Kujiko Torako 1PF2 (0-13), then Zealous Squads (warriors). Bob's: Ganymede/Traginium Well
 * (1-0, a Ganymede site, so related to Ann's), Infantry Support Vehicle 1C33 (1-1, a vehicle),
 * Zealous Squads.
 */
const DECK = ['1S301', '1R233', '1C271', '1C55', '1R52', '2U26', '1R27', '1R35', '2U14', '2C13', '1C60', '1U19', '1C297', '1PF2', ...Array(24).fill('1C55')];
const BOB = ['1C310', '1C33', ...Array(36).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const card = (id: string) => cards.find((c) => c.id === id)!;
const use = (key: string, id: string) => ({ card: key, text: card(id).abilities.find((a) => a.kind !== 'keyword')!.text });

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'play-by-text');
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - 8, 8));
  return s;
}

/** What is pending on the stack: each card by collector number (a hand may hold several copies), and where it enters play. */
const pending = (s: WarsState) => s.stack.map((i) => (i.kind === 'card' ? { card: s.decks[Number(i.card[0])][Number(i.card.slice(2))], target: i.target } : i.kind));
const choose = (s: WarsState, payload: unknown) => engine.validate(s, { seq: s.seq + 1, player: A, type: 'choose', payload } as never).map((v) => `${v.code} ${v.rule}: ${v.message}`);

/** Fury played in Ann's battle phase, with the cards `hand` holds besides, and resolving; `before` runs first (effects in play). */
function furyResolving(hand: string[], before: (s: WarsState) => void = () => undefined): WarsState {
  const s = started();
  toPhase(s, 'battle');
  for (const key of ['0-1', ...hand]) readyInHand(s, key);
  before(s);
  act(s, A, 'play-interrupt', { card: '1R233' });
  passes(s);
  return s;
}

describe('wars:glossary/deployment-phase: "Play an inverter character at full cost." — a card played by card text (engine 1.2.0)', () => {
  it('Fury 1R233: Ann names Torrid Katal and her site; it is pending on the stack, paid at its cost, and enters play when both pass', () => {
    const s = furyResolving(['0-2', '0-3']);
    // Only Torrid Katal is an inverter character; it could enter play at either site (each has an energy icon on Ann's side).
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{}, { fromHand: '1C271', pick: ['0-0'] }, { fromHand: '1C271', pick: ['1-0'] }]);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { fromHand: '1C271', pick: ['0-0'] });
    expect([pending(s), s.piles[0].active.length, s.piles[0].lost.includes('0-1'), s.piles[0].hand.includes('0-2')]).toEqual([[{ card: '1C271', target: { at: '0-0' } }], active - 1, true, false]);
    passes(s);
    expect(s.inPlay['0-2']).toMatchObject({ at: '0-0', kind: 'unit', owner: 0 });
  });

  it('wars:glossary/effects: a card the text does not describe is refused, and nothing changes', () => {
    const s = furyResolving(['0-2', '0-3']);
    const before = JSON.stringify(s);
    expect(choose(s, { fromHand: '1C55', pick: ['0-0'] })).toEqual(['wars/wrong-card-played wars:glossary/effects: Fury\'s text plays an inverter character, and Zealous Squad (1C55) is not one']);
    expect(choose(s, { fromHand: '1C271' })).toEqual(['wars/place-not-picked wars:glossary/deployment-phase: Torrid Katal enters play somewhere: "pick": [the key of a location in play, or of a ship to play it aboard]']);
    expect(choose(s, { pick: ['0-0'] })[0]).toMatch(/^wars\/card-not-chosen /);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('naming no card plays none: Fury (LOST) goes to the lost pile and the stack is empty', () => {
    const s = furyResolving(['0-2']);
    act(s, A, 'choose', {});
    expect([s.stack, s.piles[0].lost.at(-1), s.piles[0].hand.includes('0-2')]).toEqual([[], '0-1', true]);
  });

  it('"at full cost": a card text reduction in play does not lower it, and an active pile short of it is refused (wars:glossary/deployment-phase#5)', () => {
    const s = furyResolving(['0-2'], (t) => (t.untilEndOfTurn ??= []).push({ kind: 'cost', card: '0-0', seat: 0, here: '0-0', what: { select: 'each', traits: [], kinds: ['character'], owner: 'you' }, by: -1 }));
    s.piles[0].used.push(...s.piles[0].active.splice(0));
    expect(choose(s, { fromHand: '1C271', pick: ['0-0'] })).toEqual(['wars/cannot-pay wars:glossary/deployment-phase#5: Torrid Katal costs 1 energy and your active pile holds 0']);
  });
});

describe('wars:glossary/costs: "Play a unit at a related site. That unit costs 1 less energy to play." (engine 1.2.0)', () => {
  it('Vanguard Trooper 1R52: in Ann\'s deploy phase, Zealous Squad at Bob\'s related site for 1 energy, not its 2', () => {
    const s = started();
    put(s, '0-4', 'unit', '0-0');
    readyInHand(s, '0-3');
    toPhase(s, 'deploy');
    act(s, A, 'use', use('0-4', '1R52'));
    passes(s);
    // Ann's own site is where Vanguard Trooper is, not a site related to it.
    expect(choose(s, { fromHand: '1C55', pick: ['0-0'] })).toEqual(['wars/illegal-place wars:glossary/effects: Vanguard Trooper\'s text plays Zealous Squad at a related site: Ganymede/Exploratory Camp is not a related site']);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { fromHand: '1C55', pick: ['1-0'] });
    expect([pending(s), s.piles[0].active.length]).toEqual([[{ card: '1C55', target: { at: '1-0' } }], active - 1]);
  });
});

describe('wars:glossary/costs: "Play a kizen. It costs 1 less energy to play for each other kizen you have in play." (engine 1.2.0)', () => {
  it('Watch Your Back 2U26: with James Howler in play, Horatio Hicks costs Ann 4 energy, not 5', () => {
    const s = started();
    put(s, '0-7', 'unit', '0-0');
    for (const key of ['0-5', '0-6']) readyInHand(s, key);
    toPhase(s, 'deploy');
    act(s, A, 'deploy', { card: '2U26' });
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { fromHand: '1R27', pick: ['0-0'] });
    expect([pending(s), active - s.piles[0].active.length]).toEqual([[{ card: '1R27', target: { at: '0-0' } }], 4]);
  });
});

describe('wars:glossary/effects: "Play a XeLabs ship or XeLabs unit to the location of that battle at full cost." (engine 1.2.0)', () => {
  it('Optical Delusion 2U14: Mouthpiece to the site of the battle; elsewhere is refused', () => {
    const s = started();
    put(s, '0-3', 'unit', '1-0');
    put(s, '1-1', 'unit', '1-0');
    for (const key of ['0-8', '0-9']) readyInHand(s, key);
    battleAt(s, '1-0');
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'play-interrupt', { card: '2U14' });
    passes(s);
    expect(choose(s, { fromHand: '2C13', pick: ['0-0'] })).toEqual(['wars/illegal-place wars:glossary/effects: Optical Delusion\'s text plays Mouthpiece to the location of that battle: no battle is taking place at Ganymede/Exploratory Camp']);
    act(s, A, 'choose', { fromHand: '2C13', pick: ['1-0'] });
    expect(pending(s)).toEqual([{ card: '2C13', target: { at: '1-0' } }]);
  });
});

describe('wars:glossary/effects: "If this character is at a site and has a weapon beneath it, play a unit here at full cost." (engine 1.2.0)', () => {
  /** Chijo Warrior (0-10) at Ann's site, F.L.I.C. beneath it if `armed`, its ability used in her deploy phase and resolving. */
  function chijoUsed(armed: boolean): WarsState {
    const s = started();
    put(s, '0-10', 'unit', '0-0');
    if (armed) put(s, '0-11', 'weapon', '0-0', '0-10');
    readyInHand(s, '0-3');
    toPhase(s, 'deploy');
    act(s, A, 'use', use('0-10', '1C60'));
    passes(s);
    return s;
  }

  it('Chijo Warrior 1C60 with F.L.I.C. beneath it: Zealous Squad here', () => {
    const s = chijoUsed(true);
    act(s, A, 'choose', { fromHand: '1C55', pick: ['0-0'] });
    expect(pending(s)).toEqual([{ card: '1C55', target: { at: '0-0' } }]);
  });

  it('without a weapon beneath it the text plays nothing, and naming a card is refused', () => {
    const s = chijoUsed(false);
    expect(choose(s, { fromHand: '1C55', pick: ['0-0'] })).toEqual(['wars/condition-not-met wars:glossary/effects: Chijo Warrior\'s text plays a card only when its condition holds, and it does not: leave "fromHand" and "pick" out']);
    act(s, A, 'choose', {});
    expect(s.stack).toEqual([]);
  });
});

describe('wars:glossary/costs: "… that player may play a warrior here. That warrior costs no energy to play." (engine 1.2.0)', () => {
  it('Earth/Corporate Headquarters 1C297 (Ann\'s): Bob\'s vehicle enters play there, and Bob, the player the event names, plays a Zealous Squad there for nothing', () => {
    const s = started();
    s.inPlay['0-12'] = { key: '0-12', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'Earth', sites: ['0-12'], sectors: [] });
    for (const pile of Object.values(s.piles[1])) if ((pile as string[]).includes('1-1')) (pile as string[]).splice((pile as string[]).indexOf('1-1'), 1);
    s.stack.push({ kind: 'card', seat: 1, card: '1-1', target: { at: '0-12' }, mode: null });
    Object.assign(s, { initiative: 0, passes: 0 });
    readyInHand(s, '1-2');
    passes(s);
    passes(s);
    expect(s.choosing?.seat).toBe(1);
    const active = s.piles[1].active.length;
    act(s, B, 'choose', { take: true, fromHand: '1C55', pick: ['0-12'] });
    expect([pending(s), s.piles[1].active.length]).toEqual([[{ card: '1C55', target: { at: '0-12' } }], active]);
    const squad = (s.stack[0] as { card: string }).card;
    passes(s);
    expect(s.inPlay[squad]).toMatchObject({ owner: 1, at: '0-12', kind: 'unit' });
  });
});

describe('wars:glossary/costs: "When this character enters play, you may play a unit here that costs 2 energy or less. That unit costs no energy to play." (engine 1.2.0)', () => {
  it('Kujiko Torako 1PF2: a Zealous Squad (2) for nothing; Mouthpiece (3) is not one the text plays', () => {
    const s = started();
    for (const key of ['0-13', '0-3', '0-9']) readyInHand(s, key);
    toPhase(s, 'deploy');
    act(s, A, 'deploy', { card: '1PF2', at: '0-0' });
    passes(s);
    passes(s);
    expect(choose(s, { take: true, fromHand: '2C13', pick: ['0-0'] })).toEqual(['wars/wrong-card-played wars:glossary/effects: Kujiko Torako\'s text plays a unit here that costs 2 energy or less, and Mouthpiece (2C13) is not one']);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { take: true, fromHand: '1C55', pick: ['0-0'] });
    expect([pending(s), s.piles[0].active.length]).toEqual([[{ card: '1C55', target: { at: '0-0' } }], active]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves each of these texts attested; 1.2.0 carries them', () => {
    const lines = ['1R233', '1R52', '2U26', '2U14', '1C60', '1C297', '1PF2'].map((id) => [card(id), card(id).abilities.find((a) => a.kind !== 'keyword' && /play a|Play a|play an|Play an/.test(a.text))!.text] as const);
    expect(lines.map(([c, line]) => [engineCardText('1.1.0').carries(c, line), engineCardText('1.2.0').carries(c, line)])).toEqual(lines.map(() => [false, true]));
  });
});
