import { canonicalJson } from '../hash';
import type { GameEngine } from '../engine';
import type { ActionEnvelope, Viewer } from '../envelope';
import type { GameOutcome } from '../outcome';

/**
 * A view shows nothing its viewer may not see: scrambling what is hidden from the viewer
 * (`scramble` returns a copy with the hidden parts changed: another deck order, other cards in the
 * opponent's hand) leaves the view the same. Returns the problem, or null.
 */
export function checkViewsHideSecrets<Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  engine: GameEngine<Config, State, Action, Outcome, View>,
  state: State,
  viewer: Viewer,
  scramble: (state: State) => State,
): string | null {
  const before = canonicalJson(engine.view(state, viewer));
  const after = canonicalJson(engine.view(scramble(engine.clone(state)), viewer));
  return before === after ? null : `the ${viewer.kind === 'player' ? `view of ${viewer.player}` : `${viewer.kind}'s view`} changes with what it may not see`;
}
