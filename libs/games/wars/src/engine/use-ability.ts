import type { Violation } from '@arbiter/rules';
import type { ActivatedAbility } from '../effects/activated-abilities';
import { sourceUsedBy } from '../effects/effect-source';
import { type AbilityItem, resolveAbility } from '../effects/resolve-ability';
import { destinySeat, type ResolvingAbility } from '../effects/resolving-calls';
import { costProblem, handChoices, payCosts, payingChoices } from './ability-costs';
import { targetChoices, targetsProblem } from './ability-targets';
import { bulletLeft, spendBullet } from './attest';
import type { Game } from './game-cards';
import { abilitiesInPlay } from './game-cards';
import { playedEffect } from './played-cards';
import { R } from './rule-keys';
import { noteEvent } from './triggers';
import { inBattleStep } from './battle-steps';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/**
 * Using an activated ability the engine carries out (engine 1.2.0 on; CR glossary `activated
 * ability`): with initiative, on a card of yours in play, its bullets allowing, within its
 * limits, a card in your reserve for its [D], each target chosen and legal, and its costs paid
 * at once; it then goes on the stack and resolves when both players pass (`resolveUsed`).
 */

/** The activated abilities the engine carries out on the side of a card in play that is up, by text. */
export function usableAbilities(g: Game, key: string): [string, ActivatedAbility][] {
  const all = g.text?.activated(g.card(key));
  if (!all || all.size === 0) return [];
  return abilitiesInPlay(g, key).flatMap((a) => (all.has(a.text) ? [[a.text, all.get(a.text)!] as [string, ActivatedAbility]] : []));
}

export function checkUse(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const s = g.s;
  const p = payloadOf(a);
  const key = p.card;
  if (typeof key !== 'string' || !s.inPlay[key]) {
    return broken(a.seq, 'not-your-card', R.activatedAbility, `${String(key)} is not a card in play: you use the activated abilities of your own cards in play`);
  }
  const card = g.card(key);
  const usable = usableAbilities(g, key);
  const ability = usable.find(([line]) => line === p.text)?.[1];
  if (s.inPlay[key].owner !== seat && !ability?.anyPlayer) {
    return broken(a.seq, 'not-your-card', R.activatedAbility, `${card.name} is not a card of yours: you use the activated abilities of your own cards in play, and of your opponent's only those that say you may`);
  }
  if (!ability) {
    const lines = usable.map(([line]) => `"${line}"`).join(', ');
    return broken(a.seq, 'not-carried-ability', R.gameText, `"text" names an activated ability of ${card.name} the engine carries out${lines ? `: ${lines}` : ', and it has none face up: its other text is attested'}`);
  }
  const text = p.text as string;
  if (!bulletLeft(g, key, text)) return broken(a.seq, 'bullet-spent', R.bullet, `"${text}" may be used once each turn for each bullet, and its bullets are spent this turn`);
  const only = ability.onlyDuring;
  const whose = ability.whose === 'opponent' ? 'your opponent\'s' : 'your';
  if (only && ((s.current === seat) === (ability.whose === 'opponent') || (only !== 'turn' && s.phase !== only))) {
    return broken(a.seq, 'not-now', R.gameText, `${card.name}'s ability may be used only during ${only === 'turn' ? `${whose} turn` : `${whose} ${only} phase`}`);
  }
  if (ability.battleStep && !inBattleStep(g, ability.battleStep.step, ability.battleStep.when)) {
    return broken(a.seq, 'not-now', R.gameText, `${card.name}'s ability may be used only during a battle, ${ability.battleStep.when} its ${ability.battleStep.step} step`);
  }
  if (ability.notDuring && s.phase === ability.notDuring) {
    return broken(a.seq, 'not-now', R.gameText, `${card.name}'s ability can't be used during a ${ability.notDuring} phase`);
  }
  if (ability.revealsDestiny && s.piles[destinySeat(ability, seat)].reserve.length === 0) {
    const whose = ability.destinyOf === 'opponent' ? 'your opponent\'s' : 'your';
    return broken(a.seq, 'no-card-for-destiny', R.destiny, `"${text}" reveals a card for destiny, and ${whose} reserve is empty: an ability with [D] can't be used then`);
  }
  return [
    ...targetsProblem(g, a.seq, sourceUsedBy(g, key, seat), ability.targets, p.targets, `"${text}"`),
    ...costProblem(g, a.seq, seat, key, ability.cost, `${card.name}'s ability can't be used`, p.fromHand, 0, p.paying),
  ].slice(0, 1);
}

export function performUse(g: Game, a: WarsAction, seat: Seat): void {
  const p = payloadOf(a);
  const key = p.card as string;
  const text = p.text as string;
  const ability = g.text!.activated(g.card(key)).get(text)!;
  const at = g.s.inPlay[key];
  const here = at.kind === 'location' ? key : at.at;
  const stacked = g.s.stacked?.[key]?.map((c) => c.key);
  spendBullet(g, key, text);
  payCosts(g, seat, key, ability.cost, p.fromHand, p.paying);
  const targets = (p.targets as string[] | undefined) ?? [];
  g.s.stack.push({ kind: 'ability', seat, card: key, text, targets, here, host: at.host, ...(stacked ? { stackedWas: stacked } : {}) });
  // "Each time a unit is targeted by an activated ability of a weapon beneath this kizen, …".
  for (const target of targets) noteEvent(g, { event: 'targeted', card: target, source: key });
}

/**
 * Each `use` payload of a card's carried abilities the rules could allow a player now: one per
 * choice of targets, cards of the hand and cards in play its costs take; of an opponent's card,
 * only the abilities either player may use.
 */
export function useCandidates(g: Game, seat: Seat, key: string): Record<string, unknown>[] {
  const own = g.s.inPlay[key].owner === seat;
  return usableAbilities(g, key).filter(([, ability]) => own || ability.anyPlayer).flatMap(([text, ability]) => handChoices(g, seat, ability.cost).flatMap((fromHand) => payingChoices(g, seat, key, ability.cost).flatMap((paying) =>
    targetChoices(g, sourceUsedBy(g, key, seat), ability.targets).map((targets) => ({
      card: key, text, ...(targets.length > 0 ? { targets } : {}), ...(fromHand ? { fromHand } : {}), ...(paying ? { paying } : {}),
    })))));
}

/** The ability this item is, activated or triggered, or an interrupt's or order's effect, by the engine version's card text. */
export const abilityOf = (g: Game, item: AbilityItem): ResolvingAbility => (item.played
  ? playedEffect(g, item.card, item.played === 'any' ? null : item.played)!
  : (item.delayed ? g.text!.delayed(g.card(item.card)) : item.trigger ? g.text!.triggered(g.card(item.card)) : g.text!.activated(g.card(item.card))).get(item.text)!);

/** An ability coming off the stack; `declared` is the card the resolving pass names for its [D] in paper play. */
export function resolveUsed(g: Game, item: AbilityItem, declared: unknown): void {
  resolveAbility(g, abilityOf(g, item), item, declared);
}
