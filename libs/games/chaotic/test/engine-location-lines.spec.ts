import type { Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { withChoices } from '../src/engine/choices';
import { flipCoin } from '../src/engine/coin';
import { createContext } from '../src/engine/context';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,EngineDeck } from '../src/engine';
import { cards } from './support';
import { arrangedMasters, mAct, withCreatures } from './masters-support';
import { setGear } from '../src/engine/board-writes';

const ctx = createContext(cards);
const set = (cards as unknown as { cards: Card[] }).cards;
const byName = (name: string): Card => set.find((c) => c.name === name)!;

/** Resolves a Location's first automated ability as its owner (seat 0), with stated choices. */
function resolveLocation(state: ChaoticState, id: string, choices: string[] = []): void {
  const effect = ctx.effects(id).normal.find((e): e is AutomatedEffect => e.kind === 'automated');
  expect(effect).toBeDefined();
  withChoices(state, choices, () => applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect!));
}

/** Alice's uid 0 on space 4 and bob's uid 7 on space 7, engaged, with the given creatures in those slots. */
function engaged(alice: string | null, bob: string | null): ChaoticState {
  const changes = [...(alice ? [{ seat: 0 as const, index: 0, card: alice }] : []), ...(bob ? [{ seat: 1 as const, index: 1, card: bob }] : [])];
  const state = arrangedMasters({ 4: 0, 7: 7 }, { decks: withCreatures(changes) as readonly [EngineDeck, EngineDeck] });
  mAct(state, 'move', { from: 4, to: 7 });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  return state;
}

describe('Carnival of Confusion: creatures lose all Elemental Types and gain the next one round (Fire → Water → Air → Earth → Fire)', () => {
  it('Laarina (Earth, Water) ends with Fire and Air; Krekk (Fire) with Water', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: byName('Laarina').id }]) as readonly [EngineDeck, EngineDeck] });
    resolveLocation(state, 'ZOTH-92');
    const stats = new Stats(state, ctx);
    expect([stats.elements(0), stats.elements(7)]).toEqual([['Fire', 'Air'], ['Water']]);
  });
});

describe('Numin Voidland: engaged creatures lose all Elemental Types and gain 10 Energy for each one lost', () => {
  it('Laarina (2 elements) gains 20 Energy and has none left', () => {
    const state = engaged(byName('Laarina').id, null);
    const before = new Stats(state, ctx).stat(0, 'energy');
    const effect = ctx.effects(byName('Numin Voidland').id).normal.find((e): e is AutomatedEffect => e.kind === 'automated')!;
    applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect);
    const stats = new Stats(state, ctx);
    expect([stats.stat(0, 'energy') - before, stats.elements(0)]).toEqual([20, []]);
  });
});

describe('Lake Blakeer: engaged M\'arrillian creatures lose 10 Energy; one named Aa\'une gains 20 instead', () => {
  it('Ihun\'kalin loses 10, Aa\'une the Oligarch gains 20, Arias is untouched', () => {
    for (const [name, delta] of [["Ihun'kalin", -10], ["Aa'une the Oligarch", 20]] as const) {
      const state = engaged(null, byName(name).id);
      const effect = ctx.effects(byName('Lake Blakeer').id).normal.find((e): e is AutomatedEffect => e.kind === 'automated')!;
      const before = [new Stats(state, ctx).stat(0, 'energy'), new Stats(state, ctx).stat(7, 'energy')];
      applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect);
      const stats = new Stats(state, ctx);
      expect([stats.stat(0, 'energy') - before[0], stats.stat(7, 'energy') - before[1]]).toEqual([0, delta]);
    }
  });
});

describe('Annex of the Arcane: flip a coin; heads a Mugic counter on your engaged creature, tails on the opposing one', () => {
  it('the seeded flip decides which creature gets the counter, and the RNG moves on', () => {
    const seen = new Set<boolean>();
    for (let skip = 0; skip < 8; skip++) {
      const state = engaged(null, null);
      for (let i = 0; i < skip; i++) flipCoin(state);
      state.masters!.counters[0] = 0;
      state.masters!.counters[7] = 0;
      const before = [...state.rng!];
      const heads = flipCoin({ ...state, rng: [...before] });
      seen.add(heads);
      resolveLocation(state, 'LR-19');
      expect([state.masters!.counters[0], state.masters!.counters[7]]).toEqual(heads ? [1, 0] : [0, 1]);
      expect(state.rng).not.toEqual(before);
    }
    expect(seen.size).toBe(2);
  });
});

describe('"each player can A. If they do, they can B" (for-players with "If they do")', () => {
  it('Najarin\'s Castle: a player who discards a Mugic Card returns one from the discard pile; one who cannot discard returns none', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    const [a, b, c] = [byName('Canon of Casualty').id, byName('Song of Truesight').id, byName('Song of Stasis').id];
    state.masters!.mugicHand = [[a], []];
    state.zones[0].generalDiscard = [b];
    state.zones[1].generalDiscard = [c];
    // Alice: yes, discards a (the only card), yes, returns b; bob: yes (nothing to discard).
    resolveLocation(state, 'AU-204-najarin-s-castle', ['yes', a, 'yes', b, 'yes']);
    expect(state.masters!.mugicHand).toEqual([[b], []]);
    expect([state.zones[0].generalDiscard, state.zones[1].generalDiscard]).toEqual([[a], [c]]);
  });

  it('Castle Mommark: sacrifice a creature, return another Creature Card to a space on your side', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    // Arias (uid 2 stays off the board) lies in alice's discard pile as a defeated creature.
    state.zones[0].generalDiscard = [state.creatures[2].card];
    state.zones[1].generalDiscard = [];
    resolveLocation(state, 'AU-190');
    // Alice sacrificed uid 0 (the first option) and returned uid 2, not uid 0, to one of her side's spaces.
    expect(state.creatures[0].space).toBeNull();
    expect(state.creatures[2].space).not.toBeNull();
    // Glossary "Sacrifice": its Battlegear goes with it.
    expect(state.zones[0].generalDiscard[0]).toBe(state.creatures[0].card);
    // Bob sacrificed his only creature; nothing else of his is in his discard pile.
    expect(state.creatures[7].space).toBeNull();
    const side = (space: number) => (space < state.board.length / 2 ? 0 : 1);
    expect(side(state.creatures[2].space!)).toBe(0);
  });
});

describe('Indigo Grove: sacrifice a non-Conjuror Creature you control; if you do, return a Conjuror Creature Card to play', () => {
  it('returns a Conjuror from the discard pile only after a sacrifice', () => {
    const conjuror = set.find((c) => c.type === 'Creature' && c.subtypes.includes('Conjuror'))!;
    const decks = withCreatures([{ seat: 0, index: 2, card: conjuror.id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
    state.zones[0].generalDiscard = [conjuror.id];
    resolveLocation(state, 'SS-94', ['no']);
    expect([state.creatures[0].space, state.creatures[2].space]).toEqual([4, null]);
    resolveLocation(state, 'SS-94', ['yes']);
    expect(state.creatures[0].space).toBeNull();
    expect(state.creatures[2].space).not.toBeNull();
  });
});

describe('Mount Pillar Reservoir: each player can return a Chieftain Creature Card to a space on their side', () => {
  it('a Chieftain returns to its owner\'s side only', () => {
    const chieftain = set.find((c) => c.type === 'Creature' && c.subtypes.includes('Chieftain'))!;
    const decks = withCreatures([{ seat: 1, index: 2, card: chieftain.id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
    state.zones[1].generalDiscard = [chieftain.id];
    resolveLocation(state, 'MI-212');
    expect(state.creatures[8].card).toBe(chieftain.id);
    expect(state.creatures[8].space).not.toBeNull();
    expect(state.creatures[8].space!).toBeGreaterThanOrEqual(state.board.length / 2);
  });
});

describe('Siril\'ean\'s Lair: a player with fewer Mugic Cards in hand than Creatures they control discards a Mugic Card', () => {
  it('alice (2 creatures, 1 Mugic) discards; bob (1 creature, 1 Mugic) keeps his', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    const mugic = byName('Canon of Casualty').id;
    state.masters!.mugicHand = [[mugic], [mugic]];
    state.zones[0].generalDiscard = [];
    state.zones[1].generalDiscard = [];
    resolveLocation(state, 'ROTO-95');
    expect(state.masters!.mugicHand).toEqual([[], [mugic]]);
    expect(state.zones[0].generalDiscard).toEqual([mugic]);
  });
});

describe('CR 7.2.2 Mipedim Valley: Battlegear equipped to Creatures without Air is not flipped face-up at the beginning of combat', () => {
  it('Arias (Earth) keeps its battlegear face down; a creature with Air has its flipped', () => {
    const airy = set.find((c) => c.type === 'Creature' && (c as unknown as { elements: string[] }).elements.includes('Air') && c.text.trim() === '')!;
    const decks = withCreatures([{ seat: 1, index: 1, card: airy.id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
    state.activeLocation = { card: 'AU-202', owner: 0 };
    for (const uid of [0, 7]) setGear(state.masters!, uid, { card: byName('Stone Mail').id, faceUp: false, disarmed: false });
    mAct(state, 'move', { from: 4, to: 7 });
    expect([state.masters!.gear[0]!.faceUp, state.masters!.gear[7]!.faceUp]).toEqual([false, true]);
  });
});

describe('Battlegear and attack hands on becoming the active Location', () => {
  it('Riverlands (AU): each player shuffles their attack hand into their Attack Deck and draws two Attack Cards', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    const hands = [state.zones[0].attackHand.length, state.zones[1].attackHand.length];
    const sizes = [0, 1].map((seat) => state.zones[seat].attackDeck.length + state.zones[seat].attackHand.length);
    state.zones[0].attackHand.push(...state.zones[0].attackDeck.splice(0, 3));
    const kept = [...state.zones[0].attackHand];
    const rng = [...state.rng!];
    resolveLocation(state, 'AU-208');
    expect([state.zones[0].attackHand.length, state.zones[1].attackHand.length]).toEqual([2, 2]);
    expect([0, 1].map((seat) => state.zones[seat].attackDeck.length + state.zones[seat].attackHand.length)).toEqual(sizes);
    expect(state.rng).not.toEqual(rng);
    expect(kept.length).toBe(hands[0] + 3);
  });

  it('Bodal\'s Arsenal: each player can return a Battlegear Card from their discard pile equipped to an unequipped Creature', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    const gear = byName('Stone Mail').id;
    setGear(state.masters!, 0, null);
    setGear(state.masters!, 1, null);
    state.zones[0].generalDiscard = [gear];
    state.zones[1].generalDiscard = [];
    resolveLocation(state, 'MI-195');
    expect(state.masters!.gear[0]).toEqual({ card: gear, faceUp: true, disarmed: false });
    expect(state.zones[0].generalDiscard).toEqual([]);
  });

  it('Rao\'Pa Sahkk (MI): each player sacrifices a Battlegear', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    const [mine, theirs] = [state.masters!.gear[0]!.card, state.masters!.gear[7]!.card];
    state.zones[0].generalDiscard = [];
    state.zones[1].generalDiscard = [];
    resolveLocation(state, 'MI-217');
    expect([state.masters!.gear[0], state.masters!.gear[7]]).toEqual([null, null]);
    expect([state.zones[0].generalDiscard, state.zones[1].generalDiscard]).toEqual([[mine], [theirs]]);
  });
});

describe('Lake Morn: a coin flip on becoming the active Location; heads, Creatures with Water take 5 more attack damage, tails 5 less', () => {
  it('the seeded flip decides the change for the creatures with Water (Rellim), not the others (Arias)', () => {
    const seen = new Set<boolean>();
    for (let skip = 0; skip < 8; skip++) {
      const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
      for (let i = 0; i < skip; i++) flipCoin(state);
      const heads = flipCoin({ ...state, rng: [...state.rng!] });
      seen.add(heads);
      state.masters!.damageMods = [];
      resolveLocation(state, 'FUN-94');
      // CR 8.9.1: a triggered effect that names no duration lasts until the end of the turn.
      expect(state.masters!.damageMods).toEqual([{ delta: heads ? 5 : -5, elements: [], disciplines: [], uid: 1, until: 'end-of-turn' }]);
    }
    expect(seen.size).toBe(2);
  });
});
