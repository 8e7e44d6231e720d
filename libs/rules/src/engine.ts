import { ActionEnvelope, PlayerId, Viewer } from './envelope';
import { GameOutcome } from './outcome';
import { Violation } from './violation';

/** The randomness a match starts from: the combined commit-reveal seed (see seeds.ts). */
export interface MatchSeeds {
  /** sha256 hex of all revealed seeds and the match id; absent in paper play. */
  readonly combined?: string;
}

/**
 * The contract every game's rules engine implements. Pure functions over plain data:
 * no clock, no ambient randomness, no I/O.
 *
 * - `setup` builds the initial state from the match configuration (players in seat order,
 *   decks, format, mode) and the seeds.
 * - `activePlayers` says who may act now. Turn-based steps return the active player;
 *   priority windows (a Chaotic burst, the WARS stack with passing initiative) return the
 *   player holding priority; simultaneous choices may return several players.
 * - `validate` returns every rule the action breaks (empty when legal); it never throws
 *   on a malformed action: shape errors are violations too.
 * - `apply` returns the next state for a valid action without touching its input;
 *   `applyInPlace` is the fast path replay uses on a state it owns.
 * - `legalActions` enumerates the actions a player may take now. Invariant: an action
 *   validates exactly when it is in this list. Games whose action space is too large to
 *   list (free targeting, X costs) list action shapes instead and say so in docs/engines.md.
 * - `outcome` is null while the game runs.
 * - `view` is the state as one viewer may see it: no card that viewer may not see.
 */
export interface GameEngine<Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View> {
  readonly game: string;
  readonly version: string;
  /** The rule an action after the end of the game breaks (Chaotic CR 5.1), cited by replay. */
  readonly gameOverRule?: string;
  setup(config: Config, seeds: MatchSeeds): State;
  activePlayers(state: State): readonly PlayerId[];
  validate(state: State, action: Action): Violation[];
  apply(state: State, action: Action): State;
  applyInPlace(state: State, action: Action): void;
  legalActions(state: State, player: PlayerId): Action[];
  outcome(state: State): Outcome | null;
  view(state: State, viewer: Viewer): View;
  /** A deep copy, so replay can own a state it mutates. */
  clone(state: State): State;
}

/** Shorthand for "some engine", where the concrete types do not matter. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameEngine = GameEngine<any, any, any, any, any>;
