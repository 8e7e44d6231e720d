import type { Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { flipCoin } from '../src/engine/coin';
import { createContext } from '../src/engine/context';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import { creatureEffects } from '../src/engine/text-active';
import type { EngineDeck } from '../src/engine';
import { cards } from './support';
import { arrangedMasters, mAct, withCreatures } from './masters-support';

const ctx = createContext(cards);
const set = (cards as unknown as { cards: Card[] }).cards;
const byName = (name: string): Card => set.find((c) => c.name === name)!;

describe('CR 9.3.5 Mirage text applies to Creatures in the Mirage\'s space, not as the active Location', () => {
  it('Cryomorph Barricades: a creature on the Mirage\'s space has Defender; one elsewhere does not', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    state.masters!.mirage = { card: 'FUN-90', owner: 1, space: 4 };
    const stats = new Stats(state, ctx);
    expect(stats.keywords(0).map((a) => a.kind)).toContain('defender');
    expect(stats.keywords(1).map((a) => a.kind)).not.toContain('defender');
  });

  it('a creature that moves off the Mirage\'s space loses it at once (the kept innate layer follows the spaces)', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.masters!.mirage = { card: 'FUN-90', owner: 1, space: 4 };
    expect(new Stats(state, ctx).keywords(0).map((a) => a.kind)).toContain('defender');
    mAct(state, 'move', { from: 4, to: 3 });
    expect(new Stats(state, ctx).keywords(0).map((a) => a.kind)).not.toContain('defender');
  });

  it('as the active Location, its Mirage text does nothing', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.activeLocation = { card: 'FUN-90', owner: 0 };
    expect(new Stats(state, ctx).keywords(0).map((a) => a.kind)).not.toContain('defender');
  });

  it('The Heart of the Jungle: Creatures in this space have an additional 10 in all Disciplines, and it follows the Mirage', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    const base = [new Stats(state, ctx).stat(0, 'courage'), new Stats(state, ctx).stat(1, 'courage')];
    state.masters!.mirage = { card: 'MI-203', owner: 0, space: 4 };
    expect([new Stats(state, ctx).stat(0, 'courage'), new Stats(state, ctx).stat(1, 'courage')]).toEqual([base[0] + 10, base[1]]);
    state.masters!.mirage = { card: 'MI-203', owner: 0, space: 5 };
    expect([new Stats(state, ctx).stat(0, 'courage'), new Stats(state, ctx).stat(1, 'courage')]).toEqual([base[0], base[1] + 10]);
  });
});

describe('Illusionary Lake: Creatures do not have Water and cannot gain it', () => {
  it('engaged Laarina (Earth, Water) has no Water, even after an effect gives her Water; unengaged Rellim keeps his', () => {
    const decks = withCreatures([{ seat: 0, index: 0, card: byName('Laarina').id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 }, { decks });
    state.activeLocation = { card: 'MI-206', owner: 0 };
    mAct(state, 'move', { from: 4, to: 7 });
    state.masters!.elementMods.push({ uid: 0, element: 'Water', has: true, until: 'end-of-turn' });
    const stats = new Stats(state, ctx);
    expect(stats.elements(0)).toEqual(['Earth']);
    expect(state.creatures[1].elements).toContain('Water');
    expect(stats.hasElement(1, 'Water')).toBe(true);
  });

  it('its Mirage text: a creature in its space has no Water', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    state.masters!.mirage = { card: 'MI-206', owner: 0, space: 5 };
    expect(state.creatures[1].elements).toContain('Water');
    expect(new Stats(state, ctx).hasElement(1, 'Water')).toBe(false);
  });
});

describe('OverWorld Embassy at Mipedim Oasis: any Mirage on the Battleboard goes back into its controller\'s Location Deck', () => {
  it('the Mirage leaves the battleboard; its text no longer applies', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.masters!.mirage = { card: 'FUN-90', owner: 1, space: 4 };
    const deck = state.zones[1].locationDeck.length;
    const effect = ctx.effects('SS-99').normal.find((e): e is AutomatedEffect => e.kind === 'automated')!;
    applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect);
    expect(state.masters!.mirage).toBeNull();
    expect(state.zones[1].locationDeck.length).toBe(deck + 1);
    expect(state.zones[1].locationDeck).toContain('FUN-90');
    expect(new Stats(state, ctx).keywords(0).map((a) => a.kind)).not.toContain('defender');
  });
});

describe('Iparu Jungle', () => {
  it('on becoming the active Location, a tails flip shuffles it away and its owner reveals a new one; heads leaves it', () => {
    const seen = new Set<boolean>();
    for (let skip = 0; skip < 8; skip++) {
      const state = arrangedMasters({ 4: 0, 7: 7 });
      state.activeLocation = { card: 'SS-95', owner: 0 };
      state.masters!.activeMirage = true;
      for (let i = 0; i < skip; i++) flipCoin(state);
      const heads = flipCoin({ ...state, rng: [...state.rng!] });
      seen.add(heads);
      const effect = ctx.effects('SS-95').normal.find((e): e is AutomatedEffect => e.kind === 'automated' && !e.mirage)!;
      applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect);
      if (heads) expect(state.activeLocation).toEqual({ card: 'SS-95', owner: 0 });
      else {
        expect(state.activeLocation?.card).not.toBe('SS-95');
        expect(state.zones[0].locationDeck).toContain('SS-95');
      }
    }
    expect(seen.size).toBe(2);
  });

  it('CR 9.3.5 its Mirage: at the beginning of combat in its space, each engaged creature\'s Energy becomes its Scanned Energy', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.masters!.mirage = { card: 'SS-95', owner: 1, space: 7 };
    state.masters!.mods.push({ uid: 0, stat: 'energy', delta: 15, until: 'end-of-turn' }, { uid: 7, stat: 'energy', delta: -5, until: 'end-of-turn' });
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    const stats = new Stats(state, ctx);
    expect([stats.stat(0, 'energy'), stats.stat(7, 'energy')]).toEqual([state.creatures[0].energy, state.creatures[7].energy]);
  });
});

describe('Tablet Sanctuary: a Mugic counter on the engaged Creature with the most Elemental types', () => {
  it('Laarina (Earth, Water) gets it over Krekk (Fire); on a tie, neither does', () => {
    const decks = withCreatures([{ seat: 0, index: 0, card: byName('Laarina').id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
    mAct(state, 'move', { from: 4, to: 7 });
    state.masters!.counters[0] = 0;
    state.masters!.counters[7] = 0;
    const effect = ctx.effects('AU-211').normal.find((e): e is AutomatedEffect => e.kind === 'automated')!;
    const run = () => applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect);
    run();
    expect([state.masters!.counters[0], state.masters!.counters[7]]).toEqual([1, 0]);
    state.masters!.elementMods.push({ uid: 7, element: 'Air', has: true, until: 'end-of-turn' });
    run();
    expect([state.masters!.counters[0], state.masters!.counters[7]]).toEqual([1, 0]);
  });
});

describe('UnderWorld City (TOTT): Attack Cards played by Minion Creatures have "Challenge Courage 15: Deal 5 damage."', () => {
  it('grants the attack text to Minions only', () => {
    const decks = withCreatures([{ seat: 0, index: 0, card: byName('Asadab').id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
    state.activeLocation = { card: 'TOTT-100', owner: 0 };
    const granted = new Stats(state, ctx).ruleMods().filter((m) => m.kind === 'granted-attack-effect').map((m) => m.uid);
    expect(granted).toEqual([0]);
  });
});

describe('CR 9.2.2 Open Doors of the Deepmines: Minion Creatures are treated as if their controller also controlled a Chieftain', () => {
  it('a Minion\'s Brainwashed text is active with no Chieftain in play while it is the active Location', () => {
    const minion = set.find((c) => c.type === 'Creature' && c.subtypes.includes('Minion') && ((c as { brainwashedAbilities?: unknown[] }).brainwashedAbilities ?? []).length > 0)!;
    const decks = withCreatures([{ seat: 1, index: 1, card: minion.id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
    expect(state.creatures.some((c) => c.space !== null && c.subtypes.includes('Chieftain'))).toBe(false);
    expect(creatureEffects(state, ctx, 7)).toBe(ctx.effects(minion.id).normal);
    state.activeLocation = { card: 'MI-213', owner: 0 };
    expect(creatureEffects(state, ctx, 7)).toBe(ctx.effects(minion.id).brainwashed);
    expect(creatureEffects(state, ctx, 0)).toBe(ctx.effects(state.creatures[0].card).normal);
  });
});

describe('Prexxor Chasm (AU): Non-Caretaker Creatures cannot be healed or gain Energy from non-innate abilities', () => {
  it('Arias (Warrior) is not healed and gains no Energy; Rellim (Caretaker) is healed', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    state.activeLocation = { card: 'AU-206', owner: 0 };
    expect(state.creatures[1].subtypes).toContain('Caretaker');
    state.creatures[0].damage = 20;
    state.creatures[1].damage = 20;
    const fx = new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: 1, targets: [] });
    fx.heal('0', 10);
    fx.heal('1', 10);
    fx.modifyStat('0', 'energy', 10, 'end-of-turn');
    expect([state.creatures[0].damage, state.creatures[1].damage]).toEqual([20, 10]);
    expect(state.masters!.mods.filter((m) => m.uid === 0 && m.stat === 'energy')).toEqual([]);
  });
});

describe('Lore\'s Chamber of Recall', () => {
  it('on becoming the active Location, every card in each general discard pile leaves the game', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.zones[0].generalDiscard = [byName('Canon of Casualty').id];
    state.zones[1].generalDiscard = [byName('Stone Mail').id];
    const effect = ctx.effects('TOTT-94').normal.find((e): e is AutomatedEffect => e.kind === 'automated' && !e.mirage)!;
    applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect);
    expect([state.zones[0].generalDiscard, state.zones[1].generalDiscard]).toEqual([[], []]);
  });

  it('CR 9.3.5 its Mirage: at the beginning of combat in its space, an engaged creature with 30 or less Scanned Energy gains 30 Energy', () => {
    const small = set.find((c) => c.type === 'Creature' && (c as { energy: number }).energy <= 30 && c.text.trim() === '' && (c as { tribe: string }).tribe === 'OverWorld')!;
    const decks = withCreatures([{ seat: 0, index: 0, card: small.id }]) as readonly [EngineDeck, EngineDeck];
    const gained = (space: number) => {
      const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
      state.masters!.mirage = { card: 'TOTT-94', owner: 1, space };
      mAct(state, 'move', { from: 4, to: 7 });
      while (state.pending.kind === 'priority') mAct(state, 'pass');
      return [0, 7].map((uid) => state.masters!.mods.filter((m) => m.uid === uid && m.stat === 'energy').reduce((n, m) => n + m.delta, 0));
    };
    expect(state0Energy(small)).toBeLessThanOrEqual(30);
    // Krekk (40 Scanned Energy) gains nothing; on another space the Mirage does nothing.
    expect(gained(7)).toEqual([30, 0]);
    expect(gained(2)).toEqual([0, 0]);
  });
});

function state0Energy(card: Card): number {
  return (card as { energy: number }).energy;
}
