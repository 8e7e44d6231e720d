import type { Game } from '../engine/game-cards';
import type { Seat } from '../engine/state';
import type { Target } from '../text/reading';

/**
 * The card whose text is being carried out, its controller ("you" in its text) and the location
 * "here" names: where the card is (a location's own text: the location itself), or, inside
 * "a site where you have …", that site.
 */
export interface EffectSource {
  readonly key: string;
  readonly seat: Seat;
  readonly here: string | null;
  /** As an ability resolves, the card chosen for a "target …" phrase ("in a site battle where you have target kizen"). */
  readonly chosen?: (t: Target) => string | undefined;
  /** As an ability resolves, where the last card chosen for a target is: "that sector" after "Choose target ship in a sector battle". */
  readonly chosenAt?: () => string | null;
  /** The cards stacked on the card when its ability was used, once a cost has taken it out of play. */
  readonly stackedWas?: readonly string[];
}

export function sourceOf(g: Game, key: string): EffectSource {
  const p = g.s.inPlay[key];
  return { key, seat: p.owner, here: p.kind === 'location' ? key : p.at };
}

/** The card as a player's who uses its text: "you" in an ability either player may use is the player who uses it. */
export const sourceUsedBy = (g: Game, key: string, seat: Seat): EffectSource => ({ ...sourceOf(g, key), seat });
