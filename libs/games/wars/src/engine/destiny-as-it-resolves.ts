import type { Violation } from '@arbiter/rules';
import { type AbilityItem, targetsStillLegal } from '../effects/resolve-ability';
import type { Game } from './game-cards';
import { declarableTop, declaredTopProblem, isPaper } from './paper-play';
import { asAbilityItem, type CardItem, playedEffect } from './played-cards';
import { destinySeat } from '../effects/resolving-calls';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { abilityOf } from './use-ability';

/**
 * Paper play: card text with [D] the engine carries out reveals the top of its player's reserve
 * as it resolves (CR glossary `destiny`), on the second pass in a row; that pass names the card
 * revealed, as it goes face up, and it is checked as any declared top is.
 */

/** The pending ability or carried card the next pass resolves, when it reveals a card for destiny. */
function revealingNext(g: Game): AbilityItem | null {
  const s = g.s;
  const top = s.stack[s.stack.length - 1];
  if (s.passes !== 1 || !top || (top.kind !== 'ability' && top.kind !== 'card')) return null;
  const item = top.kind === 'ability' ? top : asAbilityItem(top);
  const ability = top.kind === 'ability' ? abilityOf(g, top) : playedEffect(g, top);
  return ability?.revealsDestiny && targetsStillLegal(g, ability, item) ? item : null;
}

/** The seat whose reserve an item's [D] is revealed from: its controller's, or for "your opponent's [D]" the other. */
function revealingSeat(g: Game, item: AbilityItem): Seat {
  const top = g.s.stack[g.s.stack.length - 1];
  const ability = top.kind === 'ability' ? abilityOf(g, top) : playedEffect(g, top as CardItem);
  return ability ? destinySeat(ability, item.seat) : item.seat;
}

export function checkPass(g: Game, a: WarsAction): Violation[] {
  const item = isPaper(g.s) ? revealingNext(g) : null;
  if (!item) return [];
  const seat = revealingSeat(g, item);
  const who = g.s.players[seat];
  return declaredTopProblem(g, a.seq, seat, 'reserve', payloadOf(a).card, R.destiny, `the top card of ${who}'s reserve (revealed for destiny as ${g.card(item.card).name}'s text resolves)`);
}

/** The passes a player may make: in paper play, one per card the revealed destiny can be. */
export function passCandidates(g: Game): Record<string, unknown>[] {
  const item = isPaper(g.s) ? revealingNext(g) : null;
  const cards = item ? declarableTop(g, revealingSeat(g, item), 'reserve') : [];
  return cards.length > 0 ? cards.map((card) => ({ card })) : [{}];
}
