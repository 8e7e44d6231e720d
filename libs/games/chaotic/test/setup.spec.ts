import { combineSeeds } from '@arbiter/rules';
import { type CardLookup, checkMatchConfig, createChaoticEngine } from '../src/engine';
import { mastersConfig, mastersGame } from './masters-support';
import { cards, config, engine, freshGame, PLAYERS, rules, starterDecks } from './support';

describe('CR 2.1.1 / 2.1.2 game size', () => {
  it('accepts the starter decks (6 vs 6)', () => {
    expect(checkMatchConfig(config(), cards)).toEqual([]);
  });

  it('rejects sides of different sizes and sizes that do not fill a triangle', () => {
    const five = { ...starterDecks[1], creatures: starterDecks[1].creatures.slice(0, 5) };
    expect(rules(checkMatchConfig(config('digital', { decks: [starterDecks[0], five] }), cards))).toEqual(expect.arrayContaining(['2.1.2', '2.1.1']));
    const three = { ...starterDecks[0], creatures: starterDecks[0].creatures.slice(0, 3) };
    expect(checkMatchConfig(config('digital', { decks: [three, { ...starterDecks[1], creatures: starterDecks[1].creatures.slice(0, 3) }] }), cards)).toEqual([]);
  });
});

describe('CR 2.2.8 / 2.2.9 attack and location decks the engine needs', () => {
  it('rejects a 19-card Attack Deck and a 9-card Location Deck, and cards of the wrong type', () => {
    const short = { ...starterDecks[0], attacks: starterDecks[0].attacks.slice(1), locations: starterDecks[0].locations.slice(1) };
    expect(rules(checkMatchConfig(config('digital', { decks: [short, starterDecks[1]] }), cards))).toEqual(['2.2.8', '2.2.9']);
    const wrong = { ...starterDecks[0], attacks: [starterDecks[0].locations[0], ...starterDecks[0].attacks.slice(1)] };
    expect(rules(checkMatchConfig(config('digital', { decks: [wrong, starterDecks[1]] }), cards))).toEqual(['3.1.4']);
  });
});

describe('CR 4.1.1 creature selection', () => {
  it('places each creature on its side in decklist order', () => {
    const state = freshGame();
    expect(state.board).toEqual([0, 1, 2, 3, 4, 5, 11, 10, 9, 8, 7, 6]);
    expect(state.creatures.map((c) => c.card)).toEqual([...starterDecks[0].creatures, ...starterDecks[1].creatures]);
    expect(state.creatures.slice(0, 6).every((c) => c.owner === 0)).toBe(true);
  });
});

describe('CR 4.1.4 / 4.1.5 shuffles from the committed seeds', () => {
  it('the same seeds give the same decks; other seeds give other orders of the same cards', () => {
    const a = freshGame('x');
    expect(freshGame('x').zones).toEqual(a.zones);
    const b = freshGame('y');
    const everything = (s: typeof a, seat: 0 | 1) => [...s.zones[seat].attackDeck, ...s.zones[seat].attackHand].sort();
    expect(everything(b, 0)).toEqual([...starterDecks[0].attacks].sort());
    expect(everything(a, 1)).toEqual([...starterDecks[1].attacks].sort());
    expect(b.zones[0].attackDeck).not.toEqual(a.zones[0].attackDeck);
  });

  it('digital play cannot start without the combined seed', () => {
    expect(() => engine.setup(config(), {})).toThrow(/seed/);
  });
});

describe('CR 4.2.1 starting player', () => {
  it('digital play derives it from the seeds: both players start in some seeds', () => {
    const starters = new Set(Array.from({ length: 20 }, (_, i) => engine.setup(config(), { combined: combineSeeds([`${i}`, 'b'], 'm') }).starting));
    expect(starters).toEqual(new Set([0, 1]));
  });

  it('paper play takes it from the header, and a paper header without one is refused', () => {
    expect(engine.setup(config('paper', { startingPlayer: 'bob' }), {}).starting).toBe(1);
    expect(rules(checkMatchConfig(config('paper', { startingPlayer: undefined }), cards))).toEqual(['4.2.1']);
  });
});

describe('CR 4.2.4 initial attack hand', () => {
  it('each player draws two attack cards; then the starting player reveals a location (CR 6.2.1)', () => {
    const state = freshGame();
    expect(state.zones.map((z) => z.attackHand.length)).toEqual([2, 2]);
    expect(state.zones.map((z) => z.attackDeck.length)).toEqual([18, 18]);
    expect(state.turn).toBe(1);
    expect(state.active).toBe(state.starting);
    expect(state.activeLocation?.owner).toBe(state.starting);
    expect(state.zones[state.starting].locationDeck).toHaveLength(9);
    expect(engine.activePlayers(state)).toEqual([PLAYERS[state.starting]]);
  });
});

describe('CR 4.2.3 battlegear whose text says so is revealed at the beginning of the game', () => {
  it('starts face up; the other battlegear starts face down', () => {
    const revealed = starterDecks[0].battlegear![1];
    const text = 'Reveal this Battlegear at the beginning of the game.';
    const lookup: CardLookup = { byId: (id) => { const card = cards.byId(id); return id === revealed && card ? { ...card, text } : card; } };
    const state = createChaoticEngine(lookup).setup(mastersConfig(), { combined: combineSeeds(['a', 'b'], 'test-match') });
    expect(state.masters!.gear.map((g) => g?.faceUp)).toEqual(state.masters!.gear.map((g) => g?.card === revealed));
    expect(mastersGame().masters!.gear.every((g) => g?.faceUp === false)).toBe(true);
  });
});
