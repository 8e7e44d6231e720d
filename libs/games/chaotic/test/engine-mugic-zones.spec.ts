/** Real Mugic cards that move things: spaces, Battlegear, decks, Mirage Locations, cards removed from the game. */
import { withChoices } from '../src/engine/choices';
import { boardFor } from '../src/engine/board';
import { byName, ctx, game, gear, PLAIN, toStrike, WATER } from './dop-support';
import { idOf, elementsOf, cast, legal, stats } from './mugic-support';
import { setGear } from '../src/engine/board-writes';

describe('glossary Scanned: Empowering Encore and Song of Elemental Attunement', () => {
  it('Empowering Encore: the target gains the elements printed on creature cards in its controller\'s general discard pile', () => {
    const state = game({ 4: 0, 7: 7 });
    expect(elementsOf(state, 7)).not.toContain('Water');
    state.zones[0].generalDiscard.push(byName('Rellim').id, byName('Stone Mail').id);
    cast(state, idOf('AU-181'), 0, [7]);
    expect(elementsOf(state, 7)).toContain('Water');
  });

  it('Song of Elemental Attunement: Laarina, who lost Earth and Water, gains them back', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Laarina').id }]);
    for (const element of ['Earth', 'Water'] as const) state.masters!.elementMods.push({ uid: 0, element, has: false, until: 'end-of-turn' });
    expect(elementsOf(state, 0)).toEqual([]);
    cast(state, idOf('AU-172'), 0, [0]);
    expect(elementsOf(state, 0)).toEqual(['Earth', 'Water']);
  });
});

describe('swaps', () => {
  it('Switch Riff: two unengaged Mipedian creatures trade spaces on the Battleboard; OverWorld ones are no targets', () => {
    const brathe = byName('Brathe').id;
    expect(legal(game({ 4: 0, 5: 1, 7: 7 }), idOf('ZOTH-86'), 0, [0, 1])).toBe(false);
    const state = game({ 4: 0, 5: 1, 7: 7 }, [{ seat: 0, index: 0, card: brathe }, { seat: 0, index: 1, card: brathe }]);
    cast(state, idOf('ZOTH-86'), 0, [0, 1]);
    expect([state.creatures[0].space, state.creatures[1].space, state.board[4], state.board[5]]).toEqual([5, 4, 1, 0]);
  });

  it('Armament Adagio: two creatures of one player trade Battlegear; of two players nothing happens', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 });
    gear(state, 0, 'Stone Mail');
    setGear(state.masters!, 1, null);
    cast(state, idOf('SS-86'), 0, [0, 1]);
    const gearOf = (uid: number) => state.masters!.gear[uid] as { card: string } | null;
    expect([gearOf(0), gearOf(1)?.card]).toEqual([null, byName('Stone Mail').id]);
    const theirs = state.masters!.gear[7];
    cast(state, idOf('SS-86'), 0, [1, 7]);
    expect(state.masters!.gear[7]).toBe(theirs);
  });

  it('Cascading Rondo: the Attack Discard pile becomes the Attack Deck (shuffled), the deck the discard pile', () => {
    const state = game({ 4: 0, 7: 7 });
    const z = state.zones[0];
    const [deck, discard] = [[...z.attackDeck], [PLAIN.id, WATER.id]];
    z.attackDiscard = [...discard];
    cast(state, idOf('ZOTH-71'), 0);
    expect([...z.attackDeck].sort()).toEqual([...discard].sort());
    expect(z.attackDiscard).toEqual(deck);
  });
});

describe('CR 9.3 Mirage Locations moved and shuffled by Mugic', () => {
  const lounge = byName('Mipedim Lounge').id;
  const withMirage = (space: number) => {
    const state = game({ 4: 0, 5: 1, 7: 7 });
    state.masters!.mirage = { card: lounge, owner: 1, space };
    return state;
  };

  it('Illusion Glissando moves the Mirage to the space its controller states', () => {
    const state = withMirage(4);
    withChoices(state, ['9'], () => cast(state, idOf('FUN-87'), 0));
    expect(state.masters!.mirage).toEqual({ card: lounge, owner: 1, space: 9 });
  });

  it('Strain of Expensive Delusions: Battlegear on the Mirage\'s space is destroyed, elsewhere kept; the Mirage goes into its owner\'s Location Deck', () => {
    const state = withMirage(4);
    gear(state, 0, 'Stone Mail');
    gear(state, 1, 'Stone Mail');
    const deck = state.zones[1].locationDeck.length;
    cast(state, idOf('SS-89'), 0);
    expect([state.masters!.gear[0], state.masters!.gear[1]?.card]).toEqual([null, byName('Stone Mail').id]);
    expect(state.masters!.mirage).toBeNull();
    expect(state.zones[1].locationDeck).toHaveLength(deck + 1);
    expect(state.zones[1].locationDeck).toContain(lounge);
  });

  it('Hymn of Teleportation, mode 1: the active Mirage goes onto the chosen space and its caster reveals a new active Location', () => {
    const state = game({ 4: 0, 7: 7 });
    state.activeLocation = { card: lounge, owner: 1 };
    state.masters!.activeMirage = true;
    const top = state.zones[0].locationDeck[state.zones[0].locationDeck.length - 1];
    withChoices(state, ['1', '3'], () => cast(state, idOf('SS-88'), 0));
    expect(state.masters!.mirage).toEqual({ card: lounge, owner: 1, space: 3 });
    expect(state.activeLocation).toEqual({ card: top, owner: 0 });
  });

  it('Hymn of Teleportation, mode 1, when the active Location is no Mirage: nothing happens', () => {
    const state = game({ 4: 0, 7: 7 });
    state.activeLocation = { card: byName('Stone Pillar').id, owner: 1 };
    withChoices(state, ['1'], () => cast(state, idOf('SS-88'), 0));
    expect(state.activeLocation).toEqual({ card: byName('Stone Pillar').id, owner: 1 });
    expect(state.masters!.mirage).toBeNull();
  });

  it('Strain of Clarity, mode 2: the active Mirage is shuffled into its owner\'s deck and that player reveals a new active Location', () => {
    const state = game({ 4: 0, 7: 7 });
    state.activeLocation = { card: lounge, owner: 1 };
    state.masters!.activeMirage = true;
    const deck = state.zones[1].locationDeck.length;
    withChoices(state, ['2'], () => cast(state, idOf('SS-76'), 0));
    // The Mirage went into bob's deck and bob revealed its new top card.
    expect(state.activeLocation?.owner).toBe(1);
    expect(state.zones[1].locationDeck).toHaveLength(deck);
    expect([...state.zones[1].locationDeck, state.activeLocation!.card]).toContain(lounge);
    expect(state.masters!.mirage).toBeNull();
  });
});

describe('CR 4.1.6 cards removed from the game', () => {
  it('Ancestral Anthem: the chosen Creature Card leaves the pile for good and Hive activates; with none, Hive stays off', () => {
    const state = game({ 4: 0, 7: 7 });
    const [rellim, mail] = [byName('Rellim').id, byName('Stone Mail').id];
    state.zones[0].generalDiscard = [mail];
    cast(state, idOf('AU-179'), 0);
    expect(state.masters!.hive).toBe(false);
    state.zones[0].generalDiscard = [rellim, mail];
    cast(state, idOf('AU-179'), 0);
    expect(state.masters!.hive).toBe(true);
    expect(state.zones[0].generalDiscard).toEqual([mail, idOf('AU-179')]);
    expect(state.masters!.removedFromGame).toEqual([[rellim], []]);
  });

  it('Forgotten Origins: the target player (stated: the opponent) loses every card of the general discard pile', () => {
    const state = game({ 4: 0, 7: 7 });
    const pile = [byName('Rellim').id, byName('Stone Mail').id];
    state.zones[1].generalDiscard = [...pile];
    withChoices(state, ['opponent'], () => cast(state, idOf('ZOTH-89'), 0));
    expect(state.zones[1].generalDiscard).toEqual([]);
    expect(state.masters!.removedFromGame![1]).toEqual(pile);
  });
});

describe('"this way": the card removed or the creature sacrificed just before', () => {
  it('Psionic Serenade: Brimflame (a Minion Creature Card) leaves the game and the target takes its Scanned Energy in damage', () => {
    const brimflame = ctx.cards.byId(byName('Brimflame').id)!;
    const state = toStrike(game({ 4: 0, 7: 7 }));
    state.zones[0].generalDiscard = [byName('Rellim').id, brimflame.id];
    cast(state, idOf('MI-170'), 0, [7]);
    expect(state.creatures[7].damage).toBe(brimflame.type === 'Creature' ? brimflame.energy : -1);
    expect(state.masters!.removedFromGame).toEqual([[brimflame.id], []]);
  });

  it('Strain of the Tide: two OverWorld Creature Cards removed (the player stops there), 20 healed', () => {
    const state = game({ 4: 0, 7: 7 });
    const [rellim, arias, frafdo] = [byName('Rellim').id, byName('Arias').id, byName('Frafdo').id];
    state.zones[0].generalDiscard = [rellim, arias, frafdo];
    state.creatures[0].damage = 30;
    withChoices(state, [frafdo, arias, 'stop'], () => cast(state, idOf('SS-81'), 0, [0]));
    expect(state.creatures[0].damage).toBe(10);
    expect(state.zones[0].generalDiscard).toEqual([rellim, idOf('SS-81')]);
  });

  it('Nourishing Nocturne: sacrificing Bladez (a Minion) gives the target Bladez\'s printed Energy; with no Minion nothing happens', () => {
    const bladez = ctx.cards.byId(byName('Bladez').id)!;
    const state = toStrike(game({ 4: 0, 5: 1, 7: 7 }, [{ seat: 0, index: 1, card: bladez.id }]));
    const energy = stats(state).stat(0, 'energy');
    cast(state, idOf('MI-167'), 0, [0]);
    expect(state.creatures[1].space).toBeNull();
    expect(stats(state).stat(0, 'energy')).toBe(energy + (bladez.type === 'Creature' ? bladez.energy : -1));
    cast(state, idOf('MI-167'), 0, [0]);
    expect(stats(state).stat(0, 'energy')).toBe(energy + (bladez.type === 'Creature' ? bladez.energy : -1));
  });
});

describe('Najarin\'s Tower of Song: 20 damage, then the target\'s controller discards a random Mugic Card', () => {
  it('bob\'s creature on alice\'s side takes 20 and bob (not alice) discards one of his two Mugic Cards', () => {
    const probe = game({ 4: 0, 7: 7 });
    const aliceSide = boardFor(probe.size).side.findIndex((seat, space) => seat === 0 && space !== 4);
    const state = game({ 4: 0, [aliceSide]: 7 });
    const canon = byName('Canon of Casualty').id;
    state.masters!.mugicHand = [[canon], [canon, canon]];
    cast(state, idOf('LR-17'), 0, [7]);
    expect(state.creatures[7].damage).toBe(20);
    expect(state.masters!.mugicHand.map((h) => h.length)).toEqual([1, 1]);
  });
});
