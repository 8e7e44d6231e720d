import { checkCitations, combineSeeds, type Violation } from '@arbiter/rules';
import { chaoticModule, configFromHeader, loadChaoticCards, loadStarterDecks, type MatchLogHeader, type TrailerRecord } from '../src';
import { playBotMatch } from '../src/bots';
import { type ChaoticAction, type ChaoticMatchConfig, type ChaoticState, createChaoticEngine, type EngineDeck, type PlayMode, type Seat } from '../src/engine';
import { setSpace } from '../src/engine/board-writes';

/** The bundled real card set and the two Dawn of Perim starter decks, shared by the tests. */
export const cards = loadChaoticCards();
const starters = loadStarterDecks(cards);
export const starterDecks: readonly [EngineDeck, EngineDeck] = [starters.OverWorld, starters.UnderWorld];
export const engine = createChaoticEngine(cards);
export const PLAYERS = ['alice', 'bob'] as const;

/** Creature uids in the starter decks' order: alice (OverWorld) 0–5, bob (UnderWorld) 6–11. */
export const UID = {
  Arias: 0, Rellim: 1, Vidav: 2, Psimion: 3, Laarina: 4, Frafdo: 5,
  Hearring: 6, Krekk: 7, Miklon: 8, Skithia: 9, Zaur: 10, Toxis: 11,
} as const;

export function botGame(seed: number, mode: PlayMode = 'digital') {
  return playBotMatch({ cards, decks: starterDecks, seed, mode, players: [...PLAYERS] });
}

export function config(mode: PlayMode = 'digital', extra: Partial<ChaoticMatchConfig> = {}): ChaoticMatchConfig {
  return { matchId: 'test-match', format: 'apprentice', mode, players: [...PLAYERS], decks: starterDecks, ...(mode === 'paper' ? { startingPlayer: 'alice' } : {}), ...extra };
}

/** A digital game after set-up: turn 1, the starting player's action step. */
export function freshGame(seed = 'seed'): ChaoticState {
  return engine.setup(config(), { combined: combineSeeds([`${seed}-a`, `${seed}-b`], 'test-match') });
}

/** Puts the listed creatures on their spaces (space → creature uid); the others are off the board. */
export function placeCreatures(state: ChaoticState, board: Record<number, number>): ChaoticState {
  state.board = state.board.map(() => null);
  for (const creature of state.creatures) setSpace(creature, null);
  for (const [space, uid] of Object.entries(board)) {
    state.board[Number(space)] = uid;
    setSpace(state.creatures[uid], Number(space));
  }
  return state;
}

/**
 * A digital game at turn `turn` with `active` to move and the board arranged as given
 * (space → creature uid); unlisted creatures are off the board (defeated).
 */
export function arranged(board: Record<number, number>, options: { active?: Seat; location?: string; turn?: number } = {}): ChaoticState {
  const state = placeCreatures(freshGame(), board);
  state.active = options.active ?? 0;
  state.turn = options.turn ?? 2;
  state.lastCombatTurn = state.turn - 1;
  if (options.location) state.activeLocation = { owner: state.active, card: options.location };
  return state;
}

export function action(state: ChaoticState, type: ChaoticAction['type'], payload: object, player?: string): ChaoticAction {
  const [acting] = engine.activePlayers(state);
  return { seq: state.lastSeq + 1, player: player ?? acting, type, payload } as ChaoticAction;
}

/** Validates and applies; throws with the violations when the action is illegal. */
export function act(state: ChaoticState, type: ChaoticAction['type'], payload: object, player?: string): ChaoticState {
  const a = action(state, type, payload, player);
  const found = engine.validate(state, a);
  if (found.length > 0) throw new Error(`illegal ${type}: ${found.map((v) => `${v.rule} ${v.message}`).join('; ')}`);
  engine.applyInPlace(state, a);
  return state;
}

export function violations(state: ChaoticState, type: ChaoticAction['type'], payload: object, player?: string): Violation[] {
  return engine.validate(state, action(state, type, payload, player));
}

export const rules = (found: readonly Violation[]) => found.map((v) => v.rule);

type BotMatch = ReturnType<typeof botGame>;

/** The engine configuration and seeds a match log's header and seed reveals describe. */
export function replayInputs(match: { header: MatchLogHeader; trailer: readonly TrailerRecord[] }): { config: ChaoticMatchConfig; combined: string | undefined } {
  const seeds = match.trailer.flatMap((r) => (r.kind === 'seed-reveal' ? [r.seed] : []));
  const header = match.header;
  return {
    config: configFromHeader(header),
    combined: header.mode === 'digital' ? combineSeeds(seeds, header.matchId) : undefined,
  };
}

/** Copies of the states a bot match passes through, every `every` actions (and the first). */
export function statesAlong(match: BotMatch, every: number): ChaoticState[] {
  const { config: cfg, combined } = replayInputs(match);
  const state = engine.setup(cfg, { combined });
  const states = [engine.clone(state)];
  match.actions.forEach((a, i) => {
    engine.applyInPlace(state, a);
    if ((i + 1) % every === 0) states.push(engine.clone(state));
  });
  return states;
}

/** The violations as given, after failing the test when one cites a key the Chaotic rules index does not have. */
export function cited<V extends Violation>(violations: V[]): V[] {
  expect(checkCitations(chaoticModule.rules, violations)).toEqual([]);
  return violations;
}
