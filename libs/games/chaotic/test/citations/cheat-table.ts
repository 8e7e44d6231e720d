import type { ChaoticAction, ChaoticState } from '../../src/engine';
import { boardFor } from '../../src/engine/board';
import { cards } from '../support';
import { arrangedMasters, creatureWith, mAction, withCreatures } from '../masters-support';
import {
  ADVANCED, APPRENTICE, type Action, apprenticeLogs, cardInNoDeck, findAction, findInLogs, golden, type Log, MASTERS, otherPlayer,
  PAPER, PAPER_MASTERS, randomMastersLogs, reregister, stateBefore, withoutActions,
} from './cheat-logs';

/** Where in the game a cheat happens. */
export type Step =
  | 'setup' | 'turn start' | 'movement' | 'initiative' | 'strikes' | 'burst and priority' | 'mugic' | 'abilities'
  | 'attested effects' | 'showdown' | 'end of game' | 'deck, hand and discard';

/** A real log with one cheat in it; `seq` is the cheating action's (0 for the header). */
export interface LogCheat {
  readonly log: Log;
  readonly seq: number;
}

/** A hand-built state and the cheating action, for a situation bot games do not reach. */
export interface StateCheat {
  readonly state: ChaoticState;
  readonly action: ChaoticAction;
}

/**
 * One cheat and the citation it must get: the rule the action breaks (a key of the rules
 * index), the violation's code and words of its message saying what the rules required. An
 * action cheat's violation must lead the audit's report.
 */
export interface Cheat<Made = LogCheat> {
  readonly step: Step;
  readonly name: string;
  readonly cheat: () => Made;
  readonly code: string;
  readonly rule: string;
  readonly says: string;
  /** A header cheat that leaves nothing to replay: the audit stops, saying why (others replay every action). */
  readonly stops?: boolean;
}

type Kind = Action['type'];
const isA = (kind: Kind) => (_s: ChaoticState, a: Action) => a.type === kind;

/** The first action of `kind` (in `file`) for which `when` holds, with the log to change. */
function at(file: string, kind: Kind, when: (state: ChaoticState, action: Action, index: number) => boolean = () => true): { log: Log; index: number; action: Action } {
  const log = golden(file);
  const index = findAction(log, (s, a, i) => a.type === kind && when(s, a, i));
  if (index < 0) throw new Error(`${file} has no ${kind} for this cheat`);
  return { log, index, action: log.actions[index] };
}

const swapPlayer = ({ log, action }: { log: Log; action: Action }): LogCheat => {
  action.player = otherPlayer(log, action.player);
  return { log, seq: action.seq };
};

const firstStrikeOfCombat = (s: ChaoticState) => s.combat !== null && s.combat.zeroDamageStreak === 0
  && s.creatures[s.combat.attacker].damage === 0 && s.creatures[s.combat.defender].damage === 0;
const laterStrikeOfCombat = (s: ChaoticState) => s.combat !== null && !firstStrikeOfCombat(s);
const ownSpaces = (s: ChaoticState, seat: number) => s.creatures.filter((c) => c.owner === seat && c.space !== null).map((c) => c.space!);
const moveOf = (a: Action) => a.payload as { from: number; to: number };

/** Header cheats: the registered decks, the seeds and the configuration. */
const SETUP: Cheat[] = [
  {
    step: 'setup', name: 'a decklist that differs from its registered hash', code: 'chaotic/deck-hash-mismatch', rule: '2.1', says: 'does not match the registered deck hash',
    cheat: () => {
      const log = golden(APPRENTICE);
      const deck = log.header.decks![log.header.players[1].id];
      deck.locations = [...deck.locations].reverse();
      return { log, seq: 0 };
    },
  },
  {
    step: 'setup', name: 'a third copy of a card', code: 'chaotic/deck-rule-of-two', rule: '2.2.2', says: 'at most 2 are allowed',
    cheat: () => {
      const log = golden(APPRENTICE);
      const player = log.header.players[0].id;
      const deck = log.header.decks![player];
      const twice = deck.attacks.find((id, i) => deck.attacks.indexOf(id) !== i)!;
      deck.attacks[deck.attacks.findIndex((id) => deck.attacks.filter((x) => x === id).length === 1)] = twice;
      return { log: reregister(log, player), seq: 0 };
    },
  },
  {
    step: 'setup', name: 'a 21-card Attack Deck: reported once, the game still replayed', code: 'chaotic/deck-attack-count', rule: '2.2.8', says: 'needs exactly 20',
    cheat: () => {
      const log = golden(PAPER);
      const player = log.header.players[0].id;
      const free = cardInNoDeck(log, cards.attacks, (id) => cards.attacks.find((c) => c.id === id)!.buildCost === 0);
      log.header.decks![player].attacks = [...log.header.decks![player].attacks, free];
      return { log: reregister(log, player), seq: 0 };
    },
  },
  {
    step: 'setup', name: 'a 9-card Location Deck: reported once, the game still replayed', code: 'chaotic/deck-location-count', rule: '2.2.9', says: 'needs exactly 10',
    cheat: () => {
      const log = golden(APPRENTICE);
      const player = log.header.players[1].id;
      log.header.decks![player].locations = log.header.decks![player].locations.slice(1);
      return { log: reregister(log, player), seq: 0 };
    },
  },
  {
    step: 'setup', name: 'five battlegear for six creatures: reported once, the game still replayed', code: 'chaotic/deck-battlegear-count', rule: '2.2.6', says: 'needs exactly 6',
    cheat: () => {
      const log = golden(MASTERS);
      const player = log.header.players[0].id;
      log.header.decks![player].battlegear = log.header.decks![player].battlegear!.slice(1);
      return { log: reregister(log, player), seq: 0 };
    },
  },
  {
    step: 'setup', name: 'a card id that is not in the card set: one problem, no replay', code: 'chaotic/deck-unknown-card', rule: '2.2', says: 'no card with id "DOP-9999"', stops: true,
    cheat: () => {
      const log = golden(APPRENTICE);
      const player = log.header.players[0].id;
      log.header.decks![player].creatures = ['DOP-9999', ...log.header.decks![player].creatures.slice(1)];
      return { log: reregister(log, player), seq: 0 };
    },
  },
  {
    step: 'setup', name: 'a creature listed among the attacks: one problem, no replay', code: 'chaotic/deck-wrong-section', rule: '3.1.4', says: 'is a Creature, listed under attacks', stops: true,
    cheat: () => {
      const log = golden(APPRENTICE);
      const player = log.header.players[0].id;
      const deck = log.header.decks![player];
      deck.attacks = [deck.creatures[0], ...deck.attacks.slice(1)];
      return { log: reregister(log, player), seq: 0 };
    },
  },
  {
    step: 'setup', name: 'sides of different game sizes', code: 'chaotic/game-size', rule: '2.1.1', says: 'the same game size', stops: true,
    cheat: () => {
      const log = golden(APPRENTICE);
      const player = log.header.players[1].id;
      log.header.decks![player].creatures = log.header.decks![player].creatures.slice(0, 3);
      return { log: reregister(log, player), seq: 0 };
    },
  },
  {
    step: 'setup', name: 'a revealed seed that does not match its commitment', code: 'chaotic/seed-mismatch', rule: '4.1.5', says: 'does not match the commitment', stops: true,
    cheat: () => {
      const log = golden(APPRENTICE);
      log.reveals[1].seed = 'a seed chosen after the fact';
      return { log, seq: 0 };
    },
  },
  {
    step: 'setup', name: 'a committed seed never revealed', code: 'chaotic/seed-missing', rule: '4.1.5', says: 'no seed commitment and reveal', stops: true,
    cheat: () => {
      const log = golden(APPRENTICE);
      log.reveals = log.reveals.slice(1);
      return { log, seq: 0 };
    },
  },
  {
    step: 'setup', name: 'paper play that does not name the starting player', code: 'chaotic/starting-player', rule: '4.2.1', says: 'must name the starting player', stops: true,
    cheat: () => {
      const log = golden(PAPER);
      delete log.header.startingPlayer;
      return { log, seq: 0 };
    },
  },
];

const TURN_START: Cheat[] = [
  {
    step: 'turn start', name: 'an opening draw in paper Masters of a card the Attack Deck does not hold', code: 'chaotic/card-not-in-deck', rule: '4.2.4', says: 'not among the cards left',
    cheat: () => {
      const found = at(PAPER_MASTERS, 'draw-attack');
      (found.action.payload as { card: string }).card = cardInNoDeck(found.log, cards.attacks);
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'turn start', name: 'revealing a location in paper Masters that is not in the Location Deck', code: 'chaotic/location-not-in-deck', rule: '6.2.1', says: 'Location Deck',
    cheat: () => {
      const found = at(PAPER_MASTERS, 'reveal-location');
      (found.action.payload as { card: string }).card = cardInNoDeck(found.log, cards.locations);
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'declaring in paper Masters a battlegear turned face up that its owner did not place face down', code: 'chaotic/declared-card-not-held', rule: '4.1.2', says: 'face-down battlegear',
    cheat: () => {
      const found = at(PAPER_MASTERS, 'move', (_s, a) => Array.isArray((a.payload as { choices?: unknown }).choices));
      (found.action.payload as { choices: string[] }).choices[0] = cardInNoDeck(found.log, cards.battlegear);
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'turn start', name: 'revealing a location that is not in the Location Deck (paper)', code: 'chaotic/location-not-in-deck', rule: '6.2.1', says: 'Location Deck',
    cheat: () => {
      const found = at(PAPER, 'reveal-location');
      (found.action.payload as { card: string }).card = cardInNoDeck(found.log, cards.locations);
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'turn start', name: 'the other player turning over the location (paper)', code: 'chaotic/not-your-turn', rule: '6.2.1', says: 'turns over the top card of the active player',
    cheat: () => swapPlayer(at(PAPER, 'reveal-location', (_s, _a, i) => i > 10)),
  },
  {
    step: 'turn start', name: 'an opening draw of a card the Attack Deck does not hold (paper)', code: 'chaotic/card-not-in-deck', rule: '4.2.4', says: 'not among the cards left',
    cheat: () => {
      const found = at(PAPER, 'draw-attack');
      (found.action.payload as { card: string }).card = cardInNoDeck(found.log, cards.attacks);
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'turn start', name: 'declaring a location in digital play', code: 'chaotic/declared-draw-in-digital', rule: '4.1.5', says: 'draws from the committed seeds',
    cheat: () => {
      const found = at(APPRENTICE, 'move');
      Object.assign(found.action, { type: 'reveal-location', payload: { card: found.log.header.decks![found.action.player].locations[0] } });
      return { log: found.log, seq: found.action.seq };
    },
  },
];

const MOVEMENT: Cheat[] = [
  {
    step: 'movement', name: 'moving out of turn', code: 'chaotic/not-your-turn', rule: '6.3.1', says: 'only the active player',
    cheat: () => swapPlayer(at(APPRENTICE, 'move')),
  },
  {
    step: 'movement', name: 'moving to a space that is not adjacent', code: 'chaotic/move-not-adjacent', rule: '6.3.3', says: 'is not adjacent',
    cheat: () => {
      const found = at(APPRENTICE, 'move');
      const move = moveOf(found.action);
      move.to = boardFor(6).row.findIndex((_, s) => s !== move.from && !boardFor(6).adjacent[move.from].includes(s));
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'moving an opposing creature', code: 'chaotic/not-your-creature', rule: '6.3.1', says: 'does not hold a creature of',
    cheat: () => {
      const found = at(APPRENTICE, 'move');
      const state = stateBefore(found.log, found.index);
      moveOf(found.action).from = ownSpaces(state, 1 - state.active)[0];
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'moving a creature a second time in one turn', code: 'chaotic/creature-already-moved', rule: '6.3.1', says: 'has already moved this turn',
    cheat: () => {
      const found = at(APPRENTICE, 'move', (s) => s.creatures.some((c) => c.owner === s.active && c.movedThisTurn && c.space !== null));
      const state = stateBefore(found.log, found.index);
      const moved = state.creatures.find((c) => c.owner === state.active && c.movedThisTurn && c.space !== null)!;
      Object.assign(moveOf(found.action), { from: moved.space!, to: boardFor(6).adjacent[moved.space!][0] });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'moving onto a space its own side holds', code: 'chaotic/space-occupied', rule: '6.3.3.3', says: 'is held by another of',
    cheat: () => {
      const found = at(APPRENTICE, 'move', (s, a) => boardFor(6).adjacent[moveOf(a).from].some((t) => ownSpaces(s, s.active).includes(t)));
      const state = stateBefore(found.log, found.index);
      const move = moveOf(found.action);
      move.to = boardFor(6).adjacent[move.from].find((t) => ownSpaces(state, state.active).includes(t))!;
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'moving off the Battleboard', code: 'chaotic/no-such-space', rule: '6.3.3', says: 'no such space',
    cheat: () => {
      const found = at(APPRENTICE, 'move');
      moveOf(found.action).to = 99;
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'ending the action step without moving', code: 'chaotic/no-move', rule: '6.3.1', says: 'must move at least one creature',
    cheat: () => {
      const found = at(APPRENTICE, 'move', (s) => s.movesThisTurn === 0);
      Object.assign(found.action, { type: 'end-action-step', payload: {} });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'a second combat in one turn', code: 'chaotic/second-combat', rule: '6.3.5', says: 'only initiate one combat each turn',
    cheat: () => {
      const enemyNext = (s: ChaoticState) => s.creatures.find((c) => c.owner === s.active && c.space !== null && !c.movedThisTurn
        && boardFor(s.size).adjacent[c.space].some((t) => ownSpaces(s, 1 - s.active).includes(t)));
      const { log, index } = findInLogs(apprenticeLogs(), (s) => s.pending.kind === 'action-step' && s.combatThisTurn && enemyNext(s) !== undefined);
      const state = stateBefore(log, index);
      const mover = enemyNext(state)!;
      const to = boardFor(state.size).adjacent[mover.space!].find((t) => ownSpaces(state, 1 - state.active).includes(t))!;
      log.actions[index] = { seq: index + 1, player: state.players[state.active], type: 'move', payload: { from: mover.space!, to } };
      return { log, seq: index + 1 };
    },
  },
];

/** Situations bot games do not reach, built by hand: the state and the cheating action. */
export const HAND_BUILT: readonly Cheat<StateCheat>[] = [
  {
    step: 'movement', name: 'a Swift creature starting a second combat two spaces away', code: 'chaotic/second-combat', rule: '6.3.5', says: 'only initiate one combat each turn',
    cheat: () => {
      // A Swift creature of alice's on space 0, bob's creature two spaces away, a combat already fought this turn.
      const board = boardFor(6);
      const far = board.row.findIndex((_, t) => t !== 0 && !board.adjacent[0].includes(t) && board.adjacent[0].some((m) => board.adjacent[m].includes(t)));
      const state = arrangedMasters({ 0: 0, [far]: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: creatureWith('swift') }]) });
      state.combatThisTurn = true;
      return { state, action: mAction(state, 'move', { from: 0, to: far }) };
    },
  },
];

const INITIATIVE_AND_STRIKES: Cheat[] = [
  {
    step: 'initiative', name: 'the creature without initiative striking first', code: 'chaotic/not-your-turn', rule: '7.2.4.1', says: 'has the initiative',
    cheat: () => swapPlayer(at(APPRENTICE, 'strike', firstStrikeOfCombat)),
  },
  {
    step: 'initiative', name: 'the player without initiative drawing the first attack (paper)', code: 'chaotic/not-your-turn', rule: '7.2.4.1', says: 'first Striking Player',
    cheat: () => swapPlayer(at(PAPER, 'draw-attack', (s) => s.pending.kind === 'draw-attack' && s.pending.reason === 'strike' && firstStrikeOfCombat(s))),
  },
  {
    step: 'strikes', name: 'striking twice in a row', code: 'chaotic/not-your-turn', rule: '7.2.5.4', says: 'strikers alternate',
    cheat: () => swapPlayer(at(APPRENTICE, 'strike', laterStrikeOfCombat)),
  },
  {
    step: 'strikes', name: 'moving instead of striking', code: 'chaotic/wrong-step', rule: '7.2.5.2', says: 'waits for strike',
    cheat: () => {
      const found = at(APPRENTICE, 'strike');
      Object.assign(found.action, { type: 'move', payload: { from: 0, to: 1 } });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'strikes', name: 'ending the action step in the middle of a combat', code: 'chaotic/wrong-step', rule: '7.2.5.2', says: 'waits for strike',
    cheat: () => {
      const found = at(APPRENTICE, 'strike', laterStrikeOfCombat);
      Object.assign(found.action, { type: 'end-action-step', payload: {} });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'strikes', name: 'declaring an attack draw in digital play', code: 'chaotic/declared-draw-in-digital', rule: '4.1.5', says: 'may not declare cards',
    cheat: () => {
      const found = at(APPRENTICE, 'strike');
      found.action.type = 'draw-attack';
      return { log: found.log, seq: found.action.seq };
    },
  },
];

const DECK_HAND_DISCARD: Cheat[] = [
  {
    step: 'deck, hand and discard', name: 'striking with an attack that is not in hand', code: 'chaotic/attack-not-in-hand', rule: '7.2.5.2', says: 'attack hand',
    cheat: () => {
      const found = at(APPRENTICE, 'strike');
      (found.action.payload as { card: string }).card = cardInNoDeck(found.log, cards.attacks);
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'deck, hand and discard', name: 'striking again with an attack already discarded', code: 'chaotic/attack-not-in-hand', rule: '7.2.5.2', says: 'attack hand',
    cheat: () => {
      const seatOfPlayer = (s: ChaoticState, a: Action) => s.players.indexOf(a.player);
      const found = at(APPRENTICE, 'strike', (s, a) => s.zones[seatOfPlayer(s, a)].attackDiscard.some((c) => !s.zones[seatOfPlayer(s, a)].attackHand.includes(c)));
      const state = stateBefore(found.log, found.index);
      const zones = state.zones[seatOfPlayer(state, found.action)];
      (found.action.payload as { card: string }).card = zones.attackDiscard.find((c) => !zones.attackHand.includes(c))!;
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'deck, hand and discard', name: 'drawing an attack the Attack Deck no longer holds (paper)', code: 'chaotic/card-not-in-deck', rule: '7.2.5.1', says: 'not among the cards left',
    cheat: () => {
      const found = at(PAPER, 'draw-attack', (_s, _a, i) => i > 40);
      const state = stateBefore(found.log, found.index);
      const seat = state.players.indexOf(found.action.player);
      (found.action.payload as { card: string }).card = found.log.header.decks![found.action.player].attacks.find((id) => !state.zones[seat].attackDeck.includes(id))!;
      return { log: found.log, seq: found.action.seq };
    },
  },
];

const BURSTS: Cheat[] = [
  {
    step: 'burst and priority', name: 'passing without priority while a burst is built', code: 'chaotic/not-your-turn', rule: '8.2.2.1', says: 'holds priority',
    cheat: () => swapPlayer(at(MASTERS, 'pass', (s) => s.masters!.burst.length > 0)),
  },
  {
    step: 'burst and priority', name: 'passing without priority on an empty burst', code: 'chaotic/not-your-turn', rule: '8.1.1', says: 'may not act now',
    cheat: () => swapPlayer(at(MASTERS, 'pass', (s) => s.masters!.burst.length === 0)),
  },
  {
    step: 'burst and priority', name: 'moving the next creature before both players passed', code: 'chaotic/wrong-step', rule: '6.3.2', says: 'both players must pass on an empty burst',
    cheat: () => {
      const found = at(MASTERS, 'pass', (s) => s.combat === null && s.masters!.burst.length === 0 && s.movesThisTurn > 0);
      Object.assign(found.action, { type: 'move', payload: { from: 0, to: 1 } });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'burst and priority', name: 'striking before the attack burst resolved', code: 'chaotic/wrong-step', rule: '7.2.5.4', says: 'both players must pass',
    cheat: () => {
      const found = at(MASTERS, 'pass', (s) => s.combat !== null && s.masters!.burst.length > 0);
      Object.assign(found.action, { type: 'strike', payload: { card: found.log.header.decks![found.action.player].attacks[0] } });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'burst and priority', name: 'ending the action step while priority is still held', code: 'chaotic/wrong-step', rule: '8.1.2', says: 'both players must pass in succession',
    cheat: () => {
      const found = at(MASTERS, 'pass', (s) => s.combat === null && s.movesThisTurn > 0);
      Object.assign(found.action, { type: 'end-action-step', payload: {} });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'burst and priority', name: 'a pass in an Apprentice game', code: 'chaotic/not-in-apprentice', rule: '10.1', says: 'no place in Apprentice',
    cheat: () => {
      const found = at(APPRENTICE, 'move');
      Object.assign(found.action, { type: 'pass', payload: {} });
      return { log: found.log, seq: found.action.seq };
    },
  },
];

const MUGIC_AND_ABILITIES: Cheat[] = [
  {
    step: 'mugic', name: 'playing a mugic that is not in the mugic hand', code: 'chaotic/mugic-not-in-hand', rule: '4.1.3', says: 'mugic hand',
    cheat: () => {
      const found = at(MASTERS, 'play-mugic');
      (found.action.payload as { card: string }).card = cardInNoDeck(found.log, cards.mugic);
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'mugic', name: 'a mugic cast by an opposing creature', code: 'chaotic/caster-not-yours', rule: '8.4.2.2', says: 'is not a creature',
    cheat: () => {
      const found = at(MASTERS, 'play-mugic');
      const state = stateBefore(found.log, found.index);
      const seat = state.players.indexOf(found.action.player);
      (found.action.payload as { caster: number }).caster = state.creatures.find((c) => c.owner !== seat && c.space !== null)!.uid;
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'mugic', name: 'a mugic paid from a creature without the counters', code: 'chaotic/mugic-cost-unpaid', rule: '8.4.2.1', says: 'Mugic counters',
    cheat: () => {
      const poor = (s: ChaoticState, a: Action) => s.creatures.find((c) => c.owner === s.players.indexOf(a.player) && c.space !== null && s.masters!.counters[c.uid] === 0);
      const found = at(MASTERS, 'play-mugic', (s, a) => poor(s, a) !== undefined);
      (found.action.payload as { caster: number }).caster = poor(stateBefore(found.log, found.index), found.action)!.uid;
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'mugic', name: 'mugic in an Advanced Apprentice game', code: 'chaotic/not-in-advanced-apprentice', rule: '10.2', says: 'without mugic',
    cheat: () => {
      const found = at(ADVANCED, 'strike');
      Object.assign(found.action, { type: 'play-mugic', payload: { card: 'DOP-165', caster: 0, targets: [6] } });
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'abilities', name: 'an ability of an opposing creature', code: 'chaotic/ability-not-yours', rule: '8.4.4.1', says: 'is not a creature',
    cheat: () => {
      const found = at(MASTERS, 'activate');
      const state = stateBefore(found.log, found.index);
      const seat = state.players.indexOf(found.action.player);
      (found.action.payload as { creature: number }).creature = state.creatures.find((c) => c.owner !== seat && c.space !== null)!.uid;
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'abilities', name: 'an ability the creature does not have', code: 'chaotic/no-such-ability', rule: '8.4.4', says: 'has no activated ability',
    cheat: () => {
      const found = at(MASTERS, 'activate');
      (found.action.payload as { ability: number }).ability = 7;
      return { log: found.log, seq: found.action.seq };
    },
  },
];

/** A Masters log whose bots attested an effect: the attest action and its index. */
function attested(): { log: Log; index: number; action: Action } {
  const { log, index } = findInLogs(randomMastersLogs(), isA('attest'));
  return { log, index, action: log.actions[index] };
}

const ATTESTED: Cheat[] = [
  {
    step: 'attested effects', name: 'resolving a burst out of order', code: 'chaotic/burst-out-of-order', rule: '8.2.3.1', says: 'resolves first',
    cheat: () => {
      const { log, action } = attested();
      (action.payload as { item: number }).item += 1000;
      return { log, seq: action.seq };
    },
  },
  {
    step: 'attested effects', name: 'an attested effect that creates a card', code: 'chaotic/attested-card-not-conserved', rule: '8.5.2', says: 'cannot create cards',
    cheat: () => {
      const { log, action } = attested();
      (action.payload as Record<string, unknown>).moves = [{ card: 'DOP-1', owner: action.player, from: 'generalDiscard', to: 'attackHand' }];
      return { log, seq: action.seq };
    },
  },
  {
    step: 'attested effects', name: 'an attested effect that leaves negative damage', code: 'chaotic/attested-out-of-bounds', rule: '8.5.5', says: 'would have -',
    cheat: () => {
      const { log, index, action } = attested();
      const state = stateBefore(log, index);
      const uid = state.creatures.find((c) => c.space !== null)!.uid;
      (action.payload as Record<string, unknown>).damage = { [uid]: -(state.creatures[uid].damage + 1) };
      return { log, seq: action.seq };
    },
  },
];

const SHOWDOWN: Cheat[] = [
  {
    step: 'showdown', name: 'skipping a showdown that was due', code: 'chaotic/showdown-skipped', rule: '6.3.7.1', says: 'a showdown was due',
    cheat: () => {
      const found = at(APPRENTICE, 'showdown-pick');
      return { log: withoutActions(found.log, found.index, 2), seq: found.action.seq };
    },
  },
  {
    step: 'showdown', name: 'picking one of one\'s own creatures to start a showdown', code: 'chaotic/showdown-pick-invalid', rule: '6.3.7.2', says: 'does not hold a creature of',
    cheat: () => {
      const found = at(APPRENTICE, 'showdown-pick');
      const state = stateBefore(found.log, found.index);
      (found.action.payload as { space: number }).space = ownSpaces(state, state.active)[0];
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'showdown', name: 'the other player making the first showdown pick', code: 'chaotic/not-your-turn', rule: '6.3.7.2', says: 'picks an opposing creature first',
    cheat: () => swapPlayer(at(APPRENTICE, 'showdown-pick')),
  },
  {
    step: 'showdown', name: 'the active player making the second showdown pick too', code: 'chaotic/not-your-turn', rule: '6.3.7.2', says: 'then the other player picks',
    cheat: () => swapPlayer(at(APPRENTICE, 'showdown-pick', (s) => s.showdownPicks.length === 1)),
  },
];

const END_OF_GAME: Cheat[] = [
  {
    step: 'end of game', name: 'an action after the game ended', code: 'chaotic/game-over', rule: '5.1', says: 'already ended',
    cheat: () => {
      const log = golden(APPRENTICE);
      const last = log.actions[log.actions.length - 1];
      log.actions.push({ ...last, seq: last.seq + 1 });
      return { log, seq: last.seq + 1 };
    },
  },
  {
    step: 'end of game', name: 'a reported result the actions do not give', code: 'chaotic/reported-result-mismatch', rule: '5.1', says: 'but the actions give',
    cheat: () => {
      const log = golden(APPRENTICE);
      [log.reported!.winners, log.reported!.losers] = [log.reported!.losers, log.reported!.winners];
      return { log, seq: log.actions.length };
    },
  },
  {
    step: 'end of game', name: 'a result reported before the game ends', code: 'chaotic/result-before-end', rule: '5.1', says: 'do not finish the game',
    cheat: () => {
      const log = golden(APPRENTICE);
      log.actions = log.actions.slice(0, 100);
      return { log, seq: 100 };
    },
  },
  {
    step: 'end of game', name: 'time called on a game the actions finish', code: 'chaotic/time-called-after-end', rule: '5.1', says: 'the actions finish the game',
    cheat: () => {
      const log = golden(APPRENTICE);
      log.reported = null;
      log.timeCalled = { kind: 'time-called', by: 'judge-1' };
      return { log, seq: log.actions.length };
    },
  },
  {
    step: 'movement', name: 'an action by someone who is not a player', code: 'chaotic/unknown-player', rule: '6.1.2', says: 'is not a player in this match',
    cheat: () => {
      const found = at(APPRENTICE, 'move');
      found.action.player = 'mallory';
      return { log: found.log, seq: found.action.seq };
    },
  },
  {
    step: 'movement', name: 'an action type the game does not have', code: 'chaotic/unknown-action', rule: '6.3.1', says: 'unknown action type',
    cheat: () => {
      const found = at(APPRENTICE, 'move');
      (found.action as { type: string }).type = 'teleport';
      return { log: found.log, seq: found.action.seq };
    },
  },
];

/** Every cheat on a real log, by step of the game: with `HAND_BUILT`, the specification of what the audit cites. */
export const CHEATS: readonly Cheat[] = [
  ...SETUP, ...TURN_START, ...MOVEMENT, ...INITIATIVE_AND_STRIKES, ...DECK_HAND_DISCARD, ...BURSTS, ...MUGIC_AND_ABILITIES, ...ATTESTED, ...SHOWDOWN, ...END_OF_GAME,
];
