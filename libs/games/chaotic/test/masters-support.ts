import { combineSeeds } from '@arbiter/rules';
import type { ChaoticAction,ChaoticState,EngineDeck,EngineFormat,Seat } from '../src/engine';
import { cards, engine, placeCreatures, PLAYERS, starterDecks } from './support';

/** A Masters configuration with the starter decks (or the given ones). */
export function mastersConfig(decks: readonly [EngineDeck, EngineDeck] = starterDecks, format: EngineFormat = 'masters') {
  return { matchId: 'test-match', format, mode: 'digital' as const, players: [...PLAYERS] as [string, string], decks };
}

/** A Masters game right after set-up: turn 1, the location step's priority window. */
export function mastersGame(decks: readonly [EngineDeck, EngineDeck] = starterDecks, format: EngineFormat = 'masters', seed = 'seed'): ChaoticState {
  return engine.setup(mastersConfig(decks, format), { combined: combineSeeds([`${seed}-a`, `${seed}-b`], 'test-match') });
}

/** The first card of the set whose creature abilities include `kind`. */
export function creatureWith(kind: string): string {
  const set = cards as unknown as { cards: { id: string; type: string; abilities?: { kind: string }[] }[] };
  const found = set.cards.find((c) => c.type === 'Creature' && (c.abilities ?? []).some((a) => a.kind === kind));
  if (!found) throw new Error(`no creature with ${kind}`);
  return found.id;
}

/** The starter decks with some creatures (by seat and index) replaced. */
export function withCreatures(changes: { seat: Seat; index: number; card: string }[]): [EngineDeck, EngineDeck] {
  const decks = starterDecks.map((d) => ({ ...d, creatures: [...d.creatures] })) as [EngineDeck & { creatures: string[] }, EngineDeck & { creatures: string[] }];
  for (const { seat, index, card } of changes) decks[seat].creatures[index] = card;
  return decks;
}

/**
 * A Masters game in `active`'s action step with the board arranged (space → creature uid),
 * no burst and no priority window open; unlisted creatures are off the board.
 */
export function arrangedMasters(board: Record<number, number>, options: { active?: Seat; decks?: readonly [EngineDeck, EngineDeck]; format?: EngineFormat } = {}): ChaoticState {
  const state = placeCreatures(mastersGame(options.decks, options.format), board);
  state.active = options.active ?? 0;
  state.turn = 2;
  state.lastCombatTurn = 1;
  state.activeLocation = null;
  state.masters!.burst = [];
  state.masters!.point = null;
  state.pending = { kind: 'action-step' };
  return state;
}

export function mAction(state: ChaoticState, type: ChaoticAction['type'], payload: object, player?: string): ChaoticAction {
  const [acting] = engine.activePlayers(state);
  return { seq: state.lastSeq + 1, player: player ?? acting, type, payload } as ChaoticAction;
}

/** Validates and applies; throws with the violations when the action is illegal. */
export function mAct(state: ChaoticState, type: ChaoticAction['type'], payload: object = {}, player?: string): ChaoticState {
  const a = mAction(state, type, payload, player);
  const found = engine.validate(state, a);
  if (found.length > 0) throw new Error(`illegal ${type}: ${found.map((v) => `${v.rule} ${v.code} ${v.message}`).join('; ')}`);
  engine.applyInPlace(state, a);
  return state;
}

export function mRules(state: ChaoticState, type: ChaoticAction['type'], payload: object = {}, player?: string): string[] {
  return engine.validate(state, mAction(state, type, payload, player)).map((v) => v.rule);
}

/** Both players pass (CR 8.2.2.1). */
export function passTwice(state: ChaoticState): ChaoticState {
  mAct(state, 'pass');
  return mAct(state, 'pass');
}
