import { ActionEnvelope } from './envelope';
import { GameEngine, MatchSeeds } from './engine';
import { stateHash } from './hash';
import { GameOutcome } from './outcome';
import { Violation } from './violation';

export type ReplayMode = 'strict' | 'audit';

export interface ReplayOptions {
  /** strict: stop at the first violation. audit: record every violation it can. */
  readonly mode: ReplayMode;
  /** Record the canonical state hash after every action (slower). */
  readonly hashEachStep?: boolean;
  /** Hash the final state (default true; a bulk audit that only wants verdicts may skip it). */
  readonly hashFinal?: boolean;
}

export interface ReplayResult<State, Outcome> {
  readonly state: State;
  readonly violations: Violation[];
  readonly outcome: Outcome | null;
  /** Actions the engine accepted and applied. */
  readonly applied: number;
  /** seq of the action replay stopped at (strict mode), else null. */
  readonly stoppedAt: number | null;
  /** Canonical hash of the final state; null when `hashFinal` was false. */
  readonly finalHash: string | null;
  readonly stepHashes?: { seq: number; hash: string }[];
}

/** The rule an action after the end breaks: each game cites its own (the module's `rules.kit.gameOver`). */
function gameOverRule(game: string, rule: string | undefined): string {
  if (rule === undefined) throw new Error(`${game}: replay needs the game-over rule (the engine's gameOverRule or the module's rules.kit.gameOver)`);
  return rule;
}

/**
 * Replays a log as a fold of `applyInPlace` over one state the replay owns. In audit mode
 * an illegal action is recorded and skipped, so later actions are still checked against
 * the state the legal actions produced; actions after the game ended are violations too, citing
 * `afterGameRule` (by default the engine's `gameOverRule`).
 */
export function replay<Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  engine: GameEngine<Config, State, Action, Outcome, View>,
  config: Config,
  seeds: MatchSeeds,
  actions: readonly Action[],
  options: ReplayOptions,
  afterGameRule: string | undefined = engine.gameOverRule,
): ReplayResult<State, Outcome> {
  const state = engine.setup(config, seeds);
  const violations: Violation[] = [];
  const stepHashes = options.hashEachStep ? [] as { seq: number; hash: string }[] : undefined;
  let applied = 0;
  let stoppedAt: number | null = null;
  for (const action of actions) {
    const found = engine.outcome(state) !== null
      ? [{ code: `${engine.game}/game-over`, rule: gameOverRule(engine.game, afterGameRule), seq: action.seq, message: 'the game has already ended' }]
      : engine.validate(state, action);
    if (found.length > 0) {
      violations.push(...found);
      if (options.mode === 'strict') {
        stoppedAt = action.seq;
        break;
      }
      continue;
    }
    engine.applyInPlace(state, action);
    applied++;
    stepHashes?.push({ seq: action.seq, hash: stateHash(state) });
  }
  return { state, violations, outcome: engine.outcome(state), applied, stoppedAt, finalHash: options.hashFinal === false ? null : stateHash(state), stepHashes };
}
