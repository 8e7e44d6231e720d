import type { AttackCard } from '../src/cards/card';
import { createContext } from '../src/engine/context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,EngineDeck } from '../src/engine';
import { cards, engine, starterDecks } from './support';
import { arrangedMasters, mAct, withCreatures } from './masters-support';

const ctx = createContext(cards);
const all = (cards as unknown as { cards: AttackCard[] }).cards.filter((c) => c.type === 'Attack' && c.text.trim() === '');
/** Real attacks without text: one with base damage only, one with a Water value. */
const PLAIN = all.find((c) => c.damage.base > 0 && c.damage.fire === 0 && c.damage.air === 0 && c.damage.earth === 0 && c.damage.water === 0)!;
const WATERY = all.find((c) => c.damage.water > 0 && c.damage.fire === 0 && c.damage.air === 0 && c.damage.earth === 0)!;

/** Alice's creature (uid 0, space 4) attacks bob's uid 7 on space 7; returns at the beginning of combat. */
function combat(alice: string | null, bob: string | null, extraBoard: Record<number, number> = {}, decks?: readonly [EngineDeck, EngineDeck]): ChaoticState {
  const changes = [...(alice ? [{ seat: 0 as const, index: 0, card: alice }] : []), ...(bob ? [{ seat: 1 as const, index: 1, card: bob }] : [])];
  const state = arrangedMasters({ 4: 0, 7: 7, ...extraBoard }, { decks: decks ?? withCreatures(changes) });
  mAct(state, 'move', { from: 4, to: 7 });
  return state;
}

function passUntil(state: ChaoticState, kinds: string[]): ChaoticState {
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  expect(kinds).toContain(state.pending.kind);
  return state;
}

/** The striking player plays `attack` and the attack burst resolves. */
function strike(state: ChaoticState, attack: string): void {
  const seat = (state.pending as { seat: 0 | 1 }).seat;
  state.zones[seat].attackHand = [attack];
  mAct(state, 'strike', { card: attack });
  mAct(state, 'pass');
  mAct(state, 'pass');
}

describe('glossary Strike X (a real card: Takinom, Strike 10)', () => {
  it('adds X to the first attack in the combat only', () => {
    const state = passUntil(combat('ROTO-13', null), ['strike']);
    strike(state, PLAIN.id);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base + 10);
  });
});

describe('CR 9.4.1 Invisibility (Biondu, Invisibility: Strike 15) against a creature without Invisibility', () => {
  it('Strike 15 applies', () => {
    const state = passUntil(combat('DOP-73', null), ['strike']);
    strike(state, PLAIN.id);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base + 15);
  });
});

describe('glossary Element X (Blügon, Water 5) and CR 8.6.1.2 elemental damage', () => {
  it('a Water attack deals base + Water value + 5', () => {
    const state = passUntil(combat('DOP-4', null), ['strike']);
    expect(new Stats(state, ctx).hasElement(0, 'Water')).toBe(true);
    strike(state, WATERY.id);
    expect(state.creatures[7].damage).toBe(WATERY.damage.base + WATERY.damage.water + 5);
  });
});

describe('glossary Recklessness X (Klasp, Recklessness 5)', () => {
  it('the striking creature takes 5 damage when its attack resolves', () => {
    const state = passUntil(combat('DOP-39', null), ['strike']);
    strike(state, PLAIN.id);
    expect(state.creatures[0].damage).toBe(5);
  });
});

const POWER_CHALLENGE = (cards as unknown as { cards: AttackCard[] }).cards.find((c) => c.type === 'Attack'
  && /^Challenge Power \d+: Deal \d+ damage\.?$/.test(c.text.trim()) && c.damage.fire === 0 && c.damage.air === 0 && c.damage.earth === 0 && c.damage.water === 0)!;

describe('glossary Outperform (Ragetrod, Outperform Power 5) with a won Power Challenge', () => {
  it('adds 5 to the successful Power attack, once', () => {
    const [, extra] = /Deal (\d+) damage/.exec(POWER_CHALLENGE.text)!;
    const state = passUntil(combat('MI-26', null), ['strike']);
    state.masters!.mods.push({ uid: 7, stat: 'power', delta: -200, until: 'end-of-turn' }); // the Challenge is won
    strike(state, POWER_CHALLENGE.id);
    expect(state.creatures[7].damage).toBe(POWER_CHALLENGE.damage.base + Number(extra) + 5);
    expect(state.creatures[0].damage).toBe(5); // and its Recklessness 5
  });
});

describe('glossary Exhaust (Aokua, Exhaust all Disciplines 10)', () => {
  it("lowers the opposing creature's Disciplines by 10 when its attack resolves", () => {
    const state = passUntil(combat('MI-15', null), ['strike']);
    const stats = new Stats(state, ctx);
    const before = (['courage', 'power', 'wisdom', 'speed'] as const).map((d) => stats.stat(7, d));
    strike(state, PLAIN.id);
    const after = new Stats(state, ctx);
    expect((['courage', 'power', 'wisdom', 'speed'] as const).map((d) => after.stat(7, d))).toEqual(before.map((v) => Math.max(0, v - 10)));
  });
});

describe('CR 7.2.4.1 initiative step 1: Surprise (Yokkis)', () => {
  it("the non-active player's creature with Surprise strikes first", () => {
    const state = passUntil(combat(null, 'TOTT-71b'), ['strike']);
    expect(state.pending).toEqual({ kind: 'strike', seat: 1 });
  });
  it('without Surprise and without a location the active player strikes first (step 4)', () => {
    const state = passUntil(combat(null, null), ['strike']);
    expect(state.pending).toEqual({ kind: 'strike', seat: 0 });
  });
  it('a Surprise granted during the beginning of combat counts, though no card text names it', () => {
    const state = combat(null, null);
    state.masters!.granted.push({ uid: 7, ability: { kind: 'surprise' }, until: 'end-of-turn' });
    passUntil(state, ['strike']);
    expect(state.pending).toEqual({ kind: 'strike', seat: 1 });
  });
});

describe('CR 8.3.3 an attack that triggers on being played (Fire Ring: "When Fire Ring is played, deal 10 damage to your engaged Creature")', () => {
  it('the trigger goes on the burst above the attack and deals its damage to the striking creature', () => {
    const state = passUntil(combat(null, null), ['strike']);
    const before = state.creatures[0].damage;
    strike(state, 'FUN-46');
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.creatures[0].damage).toBe(before + 10);
  });
});

describe('glossary Intimidate (Borth-Majar: Intimidate: Power 10, Intimidate: Wisdom 10)', () => {
  it('two triggers go on the beginning-of-combat burst and lower the opposing Power and Wisdom', () => {
    const state = combat(null, 'DOP-30');
    expect(state.masters!.burst.filter((i) => i.keyword === 'intimidate')).toHaveLength(2);
    mAct(state, 'pass');
    mAct(state, 'pass');
    const stats = new Stats(state, ctx);
    // Arias: Power 65 and Wisdom 30, each +10 from its revealed Ring of Na'arin.
    expect([stats.stat(0, 'power'), stats.stat(0, 'wisdom')]).toEqual([65, 30]);
  });
});

describe('glossary Elementproof (Kelvedran, Fireproof 10) against a Fire creature', () => {
  it('gains 10 Energy at the beginning of combat', () => {
    const state = combat('ZOTH-24', null); // bob keeps Krekk (Fire)
    const before = new Stats(state, ctx).stat(0, 'energy');
    expect(state.masters!.burst.map((i) => i.keyword)).toContain('elementproof');
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(new Stats(state, ctx).stat(0, 'energy')).toBe(before + 10);
  });
});

describe('glossary Support (Arias, Support: Power 5)', () => {
  it('adds 5 Power for each adjacent creature of the same tribe', () => {
    const alone = arrangedMasters({ 4: 0, 11: 7 });
    const flanked = arrangedMasters({ 4: 0, 3: 1, 5: 3, 11: 7 });
    expect(new Stats(alone, ctx).stat(0, 'power')).toBe(65);
    expect(new Stats(flanked, ctx).stat(0, 'power')).toBe(75);
  });
});

describe('CR 6.3.3.1 Swift and CR 6.3.3.3 Range', () => {
  const moves = (state: ChaoticState) => engine.legalActions(state, 'alice').filter((a) => a.type === 'move' && (a.payload as { from: number }).from === 0).map((a) => (a.payload as { to: number }).to).sort((x, y) => x - y);
  it('Attacat (Swift 1) may move two spaces; a creature without Swift one', () => {
    expect(moves(arrangedMasters({ 0: 0, 11: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: 'DOP-2' }]) }))).toEqual([1, 2, 3, 4, 5]);
    expect(moves(arrangedMasters({ 0: 0, 11: 7 }))).toEqual([1, 2]);
  });
  it('Dractyl (Range, Swift 1) passes through occupied spaces; Swift alone does not', () => {
    const range = arrangedMasters({ 0: 0, 1: 1, 2: 2, 11: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: 'DOP-8' }]) });
    expect(moves(range).filter((to) => to !== 11)).toEqual([3, 4, 5]);
    const swift = arrangedMasters({ 0: 0, 1: 1, 2: 2, 11: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: 'DOP-2' }]) });
    expect(moves(swift).filter((to) => to !== 11 && [3, 4, 5].includes(to))).toEqual([]);
  });
});

describe('CR 6.3.4.1 Defender interception (Lomma, Defender)', () => {
  it('the defending player may swap an adjacent Defender into the battle', () => {
    const decks = withCreatures([{ seat: 1, index: 2, card: 'ZOTH-4' }]);
    const state = arrangedMasters({ 4: 0, 7: 7, 8: 8 }, { decks });
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.pending).toEqual({ kind: 'intercept', seat: 1 });
    mAct(state, 'intercept', { space: 8 });
    expect(state.combat!.defender).toBe(8);
    expect(state.creatures[7].space).toBe(8);
    expect(state.board[7]).toBe(8);
  });
  it('declining keeps the entered creature in the battle', () => {
    const decks = withCreatures([{ seat: 1, index: 2, card: 'ZOTH-4' }]);
    const state = arrangedMasters({ 4: 0, 7: 7, 8: 8 }, { decks });
    mAct(state, 'move', { from: 4, to: 7 });
    mAct(state, 'intercept', { space: null });
    expect(state.combat!.defender).toBe(7);
  });
});

describe('CR 7.3.1 / 8.5.6 a defeated creature leaves combat once the burst is concluded', () => {
  it('an attack that defeats the opposing creature ends the combat and the survivor holds the space', () => {
    const state = passUntil(combat(null, null, { 11: 10 }), ['strike']);
    state.creatures[7].damage = 39; // Krekk: 40 Energy
    strike(state, PLAIN.id);
    expect(state.creatures[7].space).toBeNull();
    expect(state.combat).toBeNull();
    expect(state.board[7]).toBe(0);
    expect(state.zones[1].generalDiscard).toEqual(expect.arrayContaining([starterDecks[1].creatures[1], starterDecks[1].battlegear![1]]));
  });
});
