import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, battleAt, codes, passes, put, readyInHand, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: text that reveals a card and then acts on it (wars:general/reveal), and play
 * restrictions on a step of the battle (wars:glossary/battle-phase). "Reveal the top card of your
 * used pile. If it's a Quay unit, put it in your hand." (Rally Cry 1C257): the card stays on top
 * unless it is one; in paper play the `choose` names it. "Reveal a card from your hand and put that
 * card on top of your reserve." (Up the Sleeve 1U163, "only during a battle, before the battle
 * destiny step"): `fromHand` names it. Engine 1.1.0 left the texts attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Rally Cry 1C257 (0-1, an asset), Torrid Katal 1C271
 * (0-2, a Quay unit), Up the Sleeve 1U163 (0-3), Fallen Ally 1R182 (0-4), then Zealous Squads
 * (Earther units). Bob's: Ganymede/Traginium Well (1-0), Zealous Squads.
 */
const DECK = ['1S301', '1C257', '1C271', '1U163', '1R182', ...Array(33).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const RALLY = cards.get('1C257')!.abilities[0].text;

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'revealed-card');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 8, 8));
  return s;
}

/** Rally Cry in play, its ability used, `top` the last of the 3 energy paid for it (so on top of Ann's used pile), and resolving. */
function rallied(top: string, paper = false): WarsState {
  const s = started();
  put(s, '0-1', 'asset', '0-0');
  s.inPlay['0-1'] = { ...s.inPlay['0-1'], at: null };
  for (const p of Object.values(s.piles[0])) if ((p as string[]).includes(top)) (p as string[]).splice((p as string[]).indexOf(top), 1);
  s.piles[0].active.splice(s.piles[0].active.length - 2, 0, top);
  act(s, A, 'use', { card: '0-1', text: RALLY });
  expect(s.piles[0].used.at(-1)).toBe(top);
  if (paper) {
    s.hidden = [[s.piles[0].used.pop()!], []];
    s.piles[0].used.push('?');
  }
  passes(s);
  return s;
}

describe('wars:general/reveal: "Reveal the top card of your used pile. If it\'s a Quay unit, put it in your hand." (engine 1.2.0)', () => {
  it('Rally Cry 1C257: Torrid Katal, a Quay unit, goes to Ann\'s hand', () => {
    const s = rallied('0-2');
    expect([s.piles[0].hand.includes('0-2'), s.piles[0].used.includes('0-2')]).toEqual([true, false]);
  });

  it('a Zealous Squad, an Earther unit, stays on top of the used pile', () => {
    const s = rallied('0-5');
    expect([s.piles[0].hand.includes('0-5'), s.piles[0].used.at(-1)]).toEqual([false, '0-5']);
  });

  it('in paper play Ann names the card revealed, one the top of her used pile can be; it is known from then on', () => {
    const s = rallied('0-2', true);
    expect(codes(s, A, 'choose', {})).toEqual(['wars/card-not-declared wars:general/reveal']);
    expect(codes(s, A, 'choose', { cards: ['1C55'] })).toEqual(['wars/card-not-left wars:general/reveal']);
    act(s, A, 'choose', { cards: ['1C271'] });
    expect([s.piles[0].hand.includes('0-2'), s.hidden![0]]).toEqual([true, []]);
  });
});

describe('wars:glossary/battle-phase: "You may play this interrupt only during a battle, before the battle destiny step." "Reveal a card from your hand and put that card on top of your reserve." (engine 1.2.0)', () => {
  it('Up the Sleeve 1U163: outside a battle, and after its battle destiny step, it can\'t be played; before it, the card Ann names goes on top of her reserve', () => {
    const s = started();
    for (const key of ['0-3', '0-2']) readyInHand(s, key);
    put(s, '0-5', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    Object.assign(s, { initiative: 0, passes: 0 });
    expect(codes(s, A, 'play-interrupt', { card: '1U163' })).toEqual(['wars/not-now wars:glossary/game-text']);
    battleAt(s, '0-0', 0, 'before-attrition');
    expect(codes(s, A, 'play-interrupt', { card: '1U163' })).toEqual(['wars/not-now wars:glossary/game-text']);
    battleAt(s, '0-0', 0, 'open');
    act(s, A, 'play-interrupt', { card: '1U163' });
    passes(s);
    expect(codes(s, A, 'choose', { fromHand: '2C13' })).toEqual(['wars/not-in-hand wars:general/reveal']);
    act(s, A, 'choose', { fromHand: '1C271' });
    expect([s.piles[0].reserve[0], s.piles[0].hand.includes('0-2'), s.piles[0].used.at(-1)]).toEqual(['0-2', false, '0-3']);
  });
});

describe('wars:general/reveal: a card to reveal from an empty hand', () => {
  it('Up the Sleeve 1U163 played with the last card of Ann\'s hand: it reveals nothing, the choice names none, and the card goes to her used pile (bot game seed 315 stalled here)', () => {
    const s = started();
    s.piles[0].reserve.push(...s.piles[0].hand.splice(0));
    readyInHand(s, '0-3');
    put(s, '0-5', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    battleAt(s, '0-0', 0, 'open');
    Object.assign(s, { initiative: 0, passes: 0 });
    act(s, A, 'play-interrupt', { card: '1U163' });
    passes(s);
    expect(engine.legalActions(s, A).map((x) => x.payload)).toEqual([{ fromHand: [] }]);
    const reserve = [...s.piles[0].reserve];
    act(s, A, 'choose', {});
    expect([s.choosing, s.piles[0].reserve, s.piles[0].used.at(-1)]).toEqual([undefined, reserve, '0-3']);
  });
});

describe('wars:glossary/battle-phase: "You may play this interrupt only during a battle, after the loss step." (engine 1.2.0)', () => {
  it('Fallen Ally 1R182: before the loss step it can\'t be played; after it, Ann\'s damaged Zealous Squad goes on top of her used pile', () => {
    const s = started();
    readyInHand(s, '0-4');
    put(s, '0-5', 'unit', '0-0');
    s.inPlay['0-5'].damaged = true;
    put(s, '1-1', 'unit', '0-0');
    battleAt(s, '0-0', 0, 'before-loss');
    Object.assign(s, { initiative: 0, passes: 0 });
    expect(codes(s, A, 'play-interrupt', { card: '1R182', targets: ['0-5'] })).toEqual(['wars/not-now wars:glossary/game-text']);
    s.battle!.step = 'before-end';
    act(s, A, 'play-interrupt', { card: '1R182', targets: ['0-5'] });
    passes(s);
    expect([s.inPlay['0-5'], s.piles[0].used.slice(-2)]).toEqual([undefined, ['0-5', '0-4']]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves each of these texts attested; 1.2.0 carries them', () => {
    const lines = [['1C257', 0], ['1U163', 0], ['1U163', 1], ['1R182', 0], ['1R182', 1]].map(([id, i]) => [cards.get(id as string)!, cards.get(id as string)!.abilities[i as number].text] as const);
    expect(lines.map(([c, line]) => [engineCardText('1.1.0').carries(c, line), engineCardText('1.2.0').carries(c, line)])).toEqual(lines.map(() => [false, true]));
  });

  it('Gray Market Middleman 2C72 stays attested: "you may reveal the top card of your used pile. If you do, you may put that card …" is a second choice made seeing the card', () => {
    const gmm = cards.get('2C72')!;
    const line = gmm.abilities.find((a) => a.kind !== 'keyword')!.text;
    expect(engineCardText('1.2.0').carries(gmm, line)).toBe(false);
  });
});

describe('wars:general/look: "• Pay 1 energy ≈ Look at the top card of any reserve." (CISyn Coordinators 2C3, engine 1.2.0)', () => {
  it('the card is shown to its user alone and put back: paying is all that changes', () => {
    const LOOK = cards.get('2C3')!.abilities[0].text;
    expect([engineCardText('1.1.0').carries(cards.get('2C3')!, LOOK), engineCardText('1.2.0').carries(cards.get('2C3')!, LOOK)]).toEqual([false, true]);
    const s = startedWith([['1S301', '2C3', ...Array(36).fill('1C55')], BOB], engine, 'look');
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 2, 2));
    put(s, '0-1', 'unit', '0-0');
    Object.assign(s, { initiative: 0, passes: 0 });
    const reserves = s.piles.map((p) => [...p.reserve]);
    act(s, A, 'use', { card: '0-1', text: LOOK });
    expect([s.piles[0].active.length, s.piles[0].used.length]).toEqual([1, 1]);
    passes(s);
    expect([s.stack, s.choosing, s.piles.map((p) => p.reserve)]).toEqual([[], undefined, reserves]);
  });
});
