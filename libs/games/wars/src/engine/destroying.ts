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
  if (!was || prevented(g, key)) return;
  const battle = g.s.battle?.location ?? null;
  loseFromPlay(g, key);
  noteEvent(g, { event: 'destroyed', card: key, was: { ...was }, battle });
}

/**
 * "The next time your target unit would be destroyed this turn, prevent that …": the first such
 * effect on the card replaces this destruction and is used up (CR glossary `replacement effect`:
 * "You can't replace a single effect more than once"); the card stays, undamaged if it says so.
 */
function prevented(g: Game, key: string): boolean {
  const lingering = g.s.untilEndOfTurn ?? [];
  const at = lingering.findIndex((e) => e.kind === 'prevent-destroy' && e.card === key);
  if (at < 0) return false;
  const [shield] = lingering.splice(at, 1);
  if (shield.kind === 'prevent-destroy' && shield.undamage) g.s.inPlay[key].damaged = false;
  if (lingering.length === 0) delete g.s.untilEndOfTurn;
  return true;
}
