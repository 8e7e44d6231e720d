import { type MatchSeeds, rngSeedFromCombined, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import type { CreatureCard } from '../cards/card';
import { placeBattlegear } from './battlegear';
import { boardFor, startingSpace } from './board';
import type { MastersState } from './masters-state';
import type { EngineContext } from './context';
import { requireAttackDraw } from './turn';
import { turnLogFor } from './turn-log';
import type { ChaoticMatchConfig,ChaoticState,CreatureState,EngineDeck,PlayerZones,Seat } from './types';
import { GAME_OVER } from './waits';

function creatureState(card: CreatureCard, uid: number, owner: Seat, space: number): CreatureState {
  return {
    uid, card: card.id, owner, space, damage: 0, movedThisTurn: false,
    tribe: card.tribe, subtypes: [...card.subtypes], elements: [...card.elements],
    stats: { courage: card.courage, power: card.power, wisdom: card.wisdom, speed: card.speed },
    energy: card.energy, mugicAbility: card.mugicAbility,
  };
}

/**
 * CR 4.1.2 battlegear face down under each creature (some revealed at once, CR 4.2.3),
 * CR 4.1.3 the mugic hand (none in Advanced Apprentice, CR 10.2), CR 4.2.2 Mugic counters
 * equal to each creature's Mugic Ability. Hive starts off (glossary).
 */
function mastersState(config: ChaoticMatchConfig, ctx: EngineContext, creatures: readonly CreatureState[]): MastersState {
  const size = config.decks[0].creatures.length;
  // Replay speed: two lists joined by hand (flatMap is slow to start, and every audit sets up a game).
  const gear = placeBattlegear(ctx, config.decks[0].battlegear ?? [], size);
  gear.push(...placeBattlegear(ctx, config.decks[1].battlegear ?? [], size));
  // Pushed into a literal, not made by `map` (replay speed: see `zones` in `setupState`).
  const counters: number[] = [];
  for (const c of creatures) counters.push(c.mugicAbility);
  const mugic = (seat: Seat) => (config.format === 'advanced-apprentice' ? [] : [...(config.decks[seat].mugic ?? [])]);
  return {
    hive: false, gear, counters, mugicHand: [mugic(0), mugic(1)],
    burst: [], point: null, passes: 0, nextItemId: 1, infected: [], struck: [],
    mods: [], elementMods: [], granted: [], damageMods: [], prohibitions: [], interception: null, choicesMade: 0, activeMirage: false, mirage: null,
    // Present from the start (undefined: left out of the canonical JSON and the hash, as before) so every Masters
    // state keeps one object shape: fields added later or deleted make every read of the state slow (replay speed).
    ruleMods: undefined, attacked: undefined, mugicPlayed: undefined, abilitiesUsed: undefined, named: undefined, revealed: undefined, removedFromGame: undefined,
    turnLog: turnLogFor(config, ctx, creatures.length),
  };
}

const SEATS: readonly Seat[] = [0, 1];

/** A seat's piles at the start: its decks as listed (shuffled after, in digital play), nothing in hand or discarded. */
function piles(deck: EngineDeck): PlayerZones {
  return { attackDeck: [...deck.attacks], attackHand: [], attackDiscard: [], locationDeck: [...deck.locations], generalDiscard: [] };
}

/**
 * CR 4.1 set-up and 4.2 pregame for Apprentice. Creatures take their spaces in decklist
 * order (CR 4.1.1); digital play shuffles the Location and Attack Decks (CR 4.1.4, 4.1.5)
 * and picks the starting player (CR 4.2.1) with the RNG seeded by the commit-reveal seeds;
 * paper play takes the starting player from the configuration and the draws from the log.
 * Expects a configuration that `checkMatchConfig` accepted.
 */
export function setupState(config: ChaoticMatchConfig, seeds: MatchSeeds, ctx: EngineContext): ChaoticState {
  const size = config.decks[0].creatures.length;
  const board = boardFor(size);
  const cells: (number | null)[] = new Array(2 * size).fill(null);
  const creatures: CreatureState[] = [];
  for (const seat of SEATS) {
    const deck = config.decks[seat];
    for (let index = 0; index < deck.creatures.length; index++) {
      const id = deck.creatures[index];
      const card = ctx.cards.byId(id);
      if (card?.type !== 'Creature') throw new Error(`deck ${seat + 1}: ${id} is not a creature`);
      const space = startingSpace(board, seat, index);
      cells[space] = creatures.length;
      creatures.push(creatureState(card, creatures.length, seat, space));
    }
  }
  // Replay speed: one array literal, as every copy of a state has (clone.ts). An array made by `map` changes its
  // elements kind once the caller is optimized, which threw out the compiled code of every function that reads
  // `state.zones` in the third round of a bulk audit.
  const zones: [PlayerZones, PlayerZones] = [piles(config.decks[0]), piles(config.decks[1])];

  let starting: Seat;
  let rngState: number[] | null = null;
  if (config.mode === 'digital') {
    if (!seeds.combined) throw new Error('digital play needs the combined seed');
    const rng = new SeededRng(rngStateFromSeed(rngSeedFromCombined(seeds.combined)));
    for (const pile of zones) {
      rng.shuffle(pile.locationDeck);
      rng.shuffle(pile.attackDeck);
    }
    starting = rng.int(0, 1) as Seat;
    rngState = [...rng.state()];
  } else {
    const index = config.players.indexOf(config.startingPlayer ?? '');
    if (index < 0) throw new Error('paper play needs the starting player (CR 4.2.1)');
    starting = index as Seat;
  }

  const state: ChaoticState = {
    game: 'chaotic', format: config.format, mode: config.mode, matchId: config.matchId,
    players: [config.players[0], config.players[1]], size,
    board: cells, creatures, zones, activeLocation: null,
    turn: 0, active: starting, starting, movesThisTurn: 0, combatThisTurn: false, lastCombatTurn: 0,
    combat: null, showdownPicks: [], openingDrawsLeft: 4,
    pending: GAME_OVER, rng: rngState, result: null, lastSeq: 0,
  };
  if (config.format !== 'apprentice') state.masters = mastersState(config, ctx, creatures);
  // CR 4.2.4: each player draws two attack cards, the starting player first.
  requireAttackDraw(state, starting, 'opening');
  return state;
}
