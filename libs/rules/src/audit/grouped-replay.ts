import type { ActionEnvelope } from '../envelope';
import type { GameEngine, MatchSeeds } from '../engine';
import { stateHash } from '../hash';
import type { GameOutcome } from '../outcome';
import type { ReplayOptions, ReplayResult } from '../replay';
import type { Violation } from '../violation';
import type { AuditViolation } from './audit-report';

/** The players' game once it differs from the replayed one; `lost` once an action could not be followed in it. */
type PlayersGame<State> = { state: State; lost: false } | { lost: true };

/** Actions the players' game must accept in a row before a refusal it shares counts as a new cheat. */
const IN_STEP = 10;

/**
 * A replay like the kit's `replay` (the same applied actions, final state and hash), whose
 * violations are grouped. An illegal action is skipped in the replayed game, as ever; but the
 * players went on from the state where it happened, so a second game follows them, applying
 * every action of the log, the skipped ones too. A later refused action that this players' game
 * accepts fails only because of an earlier skip: it is a consequence, listed under the latest
 * independent violation before it. One the players' game refuses too is independent, provided
 * the players' game was in step with the log: it had accepted the `IN_STEP` actions before it.
 * Otherwise the players' game has itself lost step (the skipped action could not be followed
 * faithfully, or a changed deck changed every shuffle) and the refusal is still a consequence.
 * If an illegal action cannot be applied at all, the players' game is lost from there on, and
 * every later refusal counts as a consequence of that violation (the state diverged for good).
 */
export function groupedReplay<Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  engine: GameEngine<Config, State, Action, Outcome, View>,
  config: Config,
  seeds: MatchSeeds,
  actions: readonly Action[],
  options: ReplayOptions,
  afterGameRule: string,
): ReplayResult<State, Outcome> & { violations: AuditViolation[]; playersOutcome?: Outcome | null } {
  const state = engine.setup(config, seeds);
  const violations: AuditViolation[] = [];
  let applied = 0;
  let stoppedAt: number | null = null;
  let players: PlayersGame<State> | null = null;
  let latest: { consequences?: Violation[] } | null = null;
  const check = (s: State, action: Action): Violation[] => (engine.outcome(s) !== null
    ? [{ code: `${engine.game}/game-over`, rule: afterGameRule, seq: action.seq, message: 'the game has already ended' }]
    : engine.validate(s, action));
  // The players' game takes every action; an engine may throw on one its rules never allow.
  const follow = (action: Action) => {
    if (players === null || players.lost || engine.outcome(players.state) !== null) return;
    try {
      engine.applyInPlace(players.state, action);
    } catch {
      players = { lost: true };
    }
  };
  // The players' game may hold a state no legal play reaches: an engine may throw validating in it too, and then it is lost.
  const acceptedInPlayersGame = (s: State, action: Action): boolean => {
    try {
      return check(s, action).length === 0;
    } catch {
      players = { lost: true };
      return true;
    }
  };
  // The index of the last action the players' game refused (the first skipped action counts): it is in step with the log again
  // once it has accepted IN_STEP actions in a row since.
  let outOfStep = -Infinity;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    // Audit speed: a log without illegal actions takes the kit replay's path alone (validate, apply).
    const found = engine.outcome(state) !== null ? check(state, action) : engine.validate(state, action);
    if (players === null && found.length === 0) {
      engine.applyInPlace(state, action);
      applied++;
      continue;
    }
    const inStep = i - outOfStep > IN_STEP;
    const refusedByPlayers = players !== null && !players.lost && !acceptedInPlayersGame(players.state, action);
    if (refusedByPlayers) outOfStep = i;
    if (found.length === 0) {
      engine.applyInPlace(state, action);
      applied++;
      follow(action);
      continue;
    }
    if (options.mode === 'strict') {
      violations.push(...found);
      stoppedAt = action.seq;
      break;
    }
    const consequence = latest !== null && !(inStep && refusedByPlayers);
    if (consequence) (latest!.consequences ??= []).push(...found);
    else {
      // A copy, so the consequences are added to the report's entry and not to the engine's violation.
      const root: Violation & { consequences?: Violation[] } = { ...found[0] };
      violations.push(root, ...found.slice(1));
      latest = root;
    }
    if (players === null) {
      players = { state: engine.clone(state), lost: false };
      outOfStep = i;
    }
    follow(action);
  }
  const finalHash = options.hashFinal === false ? null : stateHash(state);
  const result = { state, violations, outcome: engine.outcome(state), applied, stoppedAt, finalHash };
  // The outcome of the game the players played, when it was followed to the end of the log.
  const followed = players as PlayersGame<State> | null;
  return followed !== null && !followed.lost ? { ...result, playersOutcome: engine.outcome(followed.state) } : result;
}
