import type { Violation } from '@arbiter/rules';
import { type AbilityItem, targetsStillLegal } from '../effects/resolve-ability';
import type { Game } from './game-cards';
import { declarableTop, declaredTopProblem, isPaper } from './paper-play';
import { asAbilityItem, playedEffect } from './played-cards';
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

/** The pending ability or carried card the next pass resolves, when it reveals a card for destiny, and whose reserve it reveals from ("your opponent's [D]": the other's). */
function revealingNext(g: Game): { readonly item: AbilityItem; readonly seat: Seat } | null {
  const s = g.s;
  const top = s.stack[s.stack.length - 1];
  if (s.passes !== 1 || !top || (top.kind !== 'ability' && top.kind !== 'card')) return null;
  const item = top.kind === 'ability' ? top : asAbilityItem(top);
  const ability = top.kind === 'ability' ? abilityOf(g, top) : playedEffect(g, top.card, top.mode);
  return ability?.revealsDestiny && targetsStillLegal(g, ability, item) ? { item, seat: destinySeat(ability, item.seat) } : null;
}

export function checkPass(g: Game, a: WarsAction): Violation[] {
  const next = isPaper(g.s) ? revealingNext(g) : null;
  if (!next) return [];
  const who = g.s.players[next.seat];
  return declaredTopProblem(g, a.seq, next.seat, 'reserve', payloadOf(a).card, R.destiny, `the top card of ${who}'s reserve (revealed for destiny as ${g.card(next.item.card).name}'s text resolves)`);
}

/** The passes a player may make: in paper play, one per card the revealed destiny can be. */
export function passCandidates(g: Game): Record<string, unknown>[] {
  const next = isPaper(g.s) ? revealingNext(g) : null;
  const cards = next ? declarableTop(g, next.seat, 'reserve') : [];
  return cards.length > 0 ? cards.map((card) => ({ card })) : [{}];
}
