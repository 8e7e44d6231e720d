import { loseFromPlay } from './energy-piles';
import type { Game } from './game-cards';
import { noteEvent } from './triggers';

/**
 * A card in play is destroyed (CR glossary `destroyed, dismissed, lost`: into its owner's lost
 * pile, with what is beneath it): the end of a battle's damaged cards, or card text that
 * destroys. A destroyed card is lost too, but a dismissed or lost one is not destroyed, so only
 * this notes the event "when this ship is destroyed" watches, with the card as it was in play.
 */
export function destroy(g: Game, key: string): void {
  const was = g.s.inPlay[key];
  if (!was) return;
  const battle = g.s.battle?.location ?? null;
  loseFromPlay(g, key);
  noteEvent(g, { event: 'destroyed', card: key, was: { ...was }, battle });
}
