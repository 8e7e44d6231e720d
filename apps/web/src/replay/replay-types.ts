import type { AttestedEffect, GameViewer, RuleViolation } from '@arbiter/api-contract';

/** One recorded action as the caller may read it, and whether the engine applied it. */
export interface ReplayAction {
  seq: number;
  player: string;
  type: string;
  payload: unknown;
  applied: boolean;
}

export interface ReplayViolation extends RuleViolation {
  ruleText: string | null;
}

/** `GET /api/games/:gameId/replay?from=&to=`: a window of steps, each the engine's view for the caller. */
export interface GameReplay {
  gameId: string;
  tournamentId: string;
  matchId: string;
  game: string;
  gameName: string;
  gameFormat: string;
  mode: string;
  engineVersion: string;
  status: 'running' | 'ended' | 'uploaded';
  players: string[];
  viewer: GameViewer;
  /** Steps run from 0 (the set-up) to `total` (after the last action). */
  total: number;
  from: number;
  to: number;
  actions: ReplayAction[];
  violations: ReplayViolation[];
  attested: AttestedEffect[];
  audited: boolean;
  steps: { seq: number; view: unknown }[];
}
