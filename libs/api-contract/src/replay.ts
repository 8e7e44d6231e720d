import type { AttestedEffect, RuleViolation } from './games';
import type { GameViewer } from './live-games';

/** One recorded action as the viewer may read it, and whether the engine applied it. */
export interface ReplayAction {
  seq: number;
  player: string;
  type: string;
  /** `{ hidden: true }` for what only its player and officials see while the game runs (a paper draw). */
  payload: unknown;
  applied: boolean;
}

/** A violation with the text of the rule it breaks, for the viewer's list of findings. */
export interface ReplayViolation extends RuleViolation {
  ruleText: string | null;
}

/** `GET /api/games/:gameId/replay`: a window of a game's steps, each the engine's view for the caller. */
export interface GameReplay {
  gameId: string;
  tournamentId: string;
  matchId: string;
  /** The registered game (`chaotic`): the dashboard picks its board renderer by it. */
  game: string;
  gameName: string;
  gameFormat: string;
  mode: string;
  engineVersion: string;
  status: 'running' | 'ended' | 'uploaded';
  players: string[];
  viewer: GameViewer;
  /** Steps there are: 0 (the set-up) to `total` (after the last action). */
  total: number;
  from: number;
  to: number;
  /** Every action of the game, for the timeline (views only for the window). */
  actions: ReplayAction[];
  /** From the stored audit once there is one (`audited`), else found by this replay. */
  violations: ReplayViolation[];
  attested: AttestedEffect[];
  audited: boolean;
  /** The engine's view for the caller after each step of the window. */
  steps: { seq: number; view: unknown }[];
}
