import { ActionEnvelope, GameEngine, GameOutcome, MatchConfig, MatchSeeds, PlayerId, rngSeedFromCombined, rngStateFromSeed, SeededRng, Viewer, Violation } from '@arbiter/rules';
import { RACE_FORMATS } from './race-rules';

/** A registered deck: the step cards a player may advance by. */
export type RaceDeck = readonly string[];

export type RaceConfig = MatchConfig<RaceDeck>;

export interface RaceState {
  readonly target: number;
  readonly players: readonly PlayerId[];
  readonly decks: readonly RaceDeck[];
  positions: number[];
  /** Seat of the player whose turn it is. */
  turn: number;
  /** Actions applied so far: the next legal action has seq + 1. */
  seq: number;
}

export type RaceAction = ActionEnvelope<'advance', { readonly by: number }>;

/** A player sees their own deck; other decks only as a count. */
export interface RaceView {
  readonly target: number;
  readonly players: readonly PlayerId[];
  readonly positions: readonly number[];
  readonly turn: PlayerId;
  readonly decks: readonly (RaceDeck | { readonly count: number })[];
  /** The judge's view carries the whole state. */
  readonly state?: RaceState;
}

export const RACE_ENGINE_VERSION = '1';

const violation = (seq: number, code: string, rule: string, message: string): Violation[] => [{ code: `race/${code}`, rule, seq, message }];

/** The starting seat: drawn from the combined seed in digital play (race:3), stated in paper play. */
function startingSeat(config: RaceConfig, seeds: MatchSeeds): number {
  if (config.mode === 'paper') return Math.max(0, config.players.indexOf(config.startingPlayer ?? ''));
  if (!seeds.combined) throw new Error('digital play draws the starting player from the combined seed (race:3), and none was given');
  return new SeededRng(rngStateFromSeed(rngSeedFromCombined(seeds.combined))).int(0, config.players.length - 1);
}

function winnerSeat(state: RaceState): number {
  return state.positions.findIndex((p) => p >= state.target);
}

function validate(state: RaceState, action: RaceAction): Violation[] {
  const { seq } = action;
  if (winnerSeat(state) >= 0) return violation(seq, 'game-over', 'race:5.1', 'the game has already ended');
  const seat = state.players.indexOf(action.player);
  if (seat < 0) return violation(seq, 'unknown-player', 'race:4', `${String(action.player)} is not a player in this match`);
  if (seat !== state.turn) return violation(seq, 'not-your-turn', 'race:4.1', `${action.player} may not act now: it is ${state.players[state.turn]}'s turn`);
  if (action.type !== 'advance') return violation(seq, 'unknown-action', 'race:4.2', `unknown action type ${JSON.stringify(action.type)}: the only action is "advance"`);
  const by = (action.payload as { by?: unknown } | null)?.by;
  if (!Number.isInteger(by)) return violation(seq, 'bad-payload', 'race:4.2', 'advance needs "by": a whole number of steps');
  if (!state.decks[seat].includes(`step-${String(by)}`)) {
    return violation(seq, 'step-not-in-deck', 'race:4.2', `${action.player} has no step-${String(by)} in their deck (${state.decks[seat].join(', ')})`);
  }
  return [];
}

function applyInPlace(state: RaceState, action: RaceAction): void {
  state.positions[state.turn] += action.payload.by;
  state.turn = (state.turn + 1) % state.players.length;
  state.seq++;
}

const clone = (state: RaceState): RaceState => ({ ...state, players: [...state.players], decks: state.decks.map((d) => [...d]), positions: [...state.positions] });

/**
 * Race to N: players advance in turn by a step card of their deck; the first to the target
 * wins. Every rule lives here; the module around it (race-game.ts) adds decks, formats, bots.
 */
export const raceEngine: GameEngine<RaceConfig, RaceState, RaceAction, GameOutcome, RaceView> = {
  game: 'race',
  version: RACE_ENGINE_VERSION,
  gameOverRule: 'race:5.1',
  setup(config, seeds) {
    const format = RACE_FORMATS[config.format];
    if (!format) throw new Error(`unknown race format ${JSON.stringify(config.format)}`);
    return {
      target: format.target, players: [...config.players], decks: config.decks.map((d) => [...d]),
      positions: config.players.map(() => 0), turn: startingSeat(config, seeds), seq: 0,
    };
  },
  activePlayers: (state) => (winnerSeat(state) >= 0 ? [] : [state.players[state.turn]]),
  validate,
  apply(state, action) {
    const next = clone(state);
    applyInPlace(next, action);
    return next;
  },
  applyInPlace,
  legalActions(state, player) {
    const seat = state.players.indexOf(player);
    if (winnerSeat(state) >= 0 || seat !== state.turn) return [];
    // Deck order, each step once: a deck holds no card twice (race:2.3), but a registered one is not trusted here.
    const steps = [...new Set(state.decks[seat].map((card) => Number(/^step-(\d+)$/.exec(card)?.[1])).filter(Number.isInteger))];
    return steps.map((by) => ({ seq: state.seq + 1, player, type: 'advance' as const, payload: { by } }));
  },
  outcome(state) {
    const seat = winnerSeat(state);
    if (seat < 0) return null;
    const winner = state.players[seat];
    const others = state.players.filter((p) => p !== winner);
    // The others rank by how far they got; equal positions share a place.
    const places = [...new Set(others.map((p) => state.positions[state.players.indexOf(p)]))].sort((a, b) => b - a);
    return {
      winners: [winner], losers: others, draw: false, reason: 'reached-target',
      ranking: [[winner], ...places.map((at) => others.filter((p) => state.positions[state.players.indexOf(p)] === at))],
      scores: Object.fromEntries(state.players.map((p, i) => [p, state.positions[i]])),
    };
  },
  view(state, viewer: Viewer) {
    const sees = (seat: number) => viewer.kind === 'judge' || (viewer.kind === 'player' && viewer.player === state.players[seat]);
    return {
      target: state.target, players: [...state.players], positions: [...state.positions], turn: state.players[state.turn],
      decks: state.decks.map((deck, seat) => (sees(seat) ? [...deck] : { count: deck.length })),
      ...(viewer.kind === 'judge' ? { state: clone(state) } : {}),
    };
  },
  clone,
};
