import type { ActionEnvelope, AnyGameModule, MatchLogHeader, Viewer, Violation } from '@arbiter/rules';

/** What a replay starts from: the game's module, its header (decklists included), its actions and the combined seed (digital play). */
export interface ReplaySource {
  readonly module: AnyGameModule;
  readonly header: MatchLogHeader;
  readonly actions: readonly ActionEnvelope[];
  readonly combined?: string;
}

/** One step of a replay: the view after the action at `seq` (0: the set-up, before any action). */
export interface ReplayStep {
  readonly seq: number;
  readonly view: unknown;
}

/** The steps `from`…`to` (inclusive) as the viewer may see them, and what the engine found at each action of the whole game. */
export interface ReplayWalk {
  readonly steps: ReplayStep[];
  /** Per action, in order: whether the engine applied it (an illegal action is skipped, as an audit does). */
  readonly applied: boolean[];
  readonly violations: Violation[];
}

/**
 * Replays the whole game the way an audit does (an illegal action is recorded and skipped, an
 * action after the end breaks the game-over rule) and keeps the engine's view for the viewer at
 * each step of the window. Each view is copied as it is taken: some engines' views share parts
 * with the state, which later actions change in place.
 */
export function walkReplay(source: ReplaySource, viewer: Viewer, from: number, to: number): ReplayWalk {
  const { module, header, actions } = source;
  const engine = module.engines.engine(header.engineVersion);
  const state = engine.setup(module.engines.configFromHeader(header), { combined: source.combined });
  const steps: ReplayStep[] = [];
  const keep = (seq: number): void => {
    if (seq >= from && seq <= to) steps.push({ seq, view: structuredClone(engine.view(state, viewer)) });
  };
  keep(0);
  const applied: boolean[] = [];
  const violations: Violation[] = [];
  for (const action of actions) {
    const found: Violation[] = engine.outcome(state) !== null
      ? [{ code: `${module.id}/game-over`, rule: module.rules.kit.gameOver, seq: action.seq, message: 'the game has already ended' }]
      : engine.validate(state, action);
    violations.push(...found);
    applied.push(found.length === 0);
    if (found.length === 0) engine.applyInPlace(state, action);
    keep(action.seq);
  }
  return { steps, applied, violations };
}
