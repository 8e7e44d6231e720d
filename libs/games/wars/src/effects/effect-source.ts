import type { Game } from '../engine/game-cards';
import type { Seat } from '../engine/state';

/**
 * The card whose text is being carried out, its controller ("you" in its text) and the location
 * "here" names: where the card is (a location's own text: the location itself), or, inside
 * "a site where you have …", that site.
 */
export interface EffectSource {
  readonly key: string;
  readonly seat: Seat;
  readonly here: string | null;
}

export function sourceOf(g: Game, key: string): EffectSource {
  const p = g.s.inPlay[key];
  return { key, seat: p.owner, here: p.kind === 'location' ? key : p.at };
}
