import type { Violation } from '@arbiter/rules';
import type { ActivatedAbility } from '../effects/activated-abilities';
import { sourceOf } from '../effects/effect-source';
import { describes } from '../effects/phrases';
import { type AbilityItem, resolveAbility, targetsStillLegal } from '../effects/resolve-ability';
import type { ResolvingAbility } from '../effects/resolving-calls';
import type { Target } from '../text/reading';
import type { CostContext, Verb } from '../verbs/verb';
import { WARS_VERBS } from '../verbs/registry';
import { bulletLeft, spendBullet } from './attest';
import { energyOf, loseFromPlay, pay } from './energy-piles';
import type { Game } from './game-cards';
import { abilitiesInPlay, ownerOf } from './game-cards';
import { asAbilityItem, playedEffect } from './played-cards';
import { declarableTop, declaredTopProblem, isPaper } from './paper-play';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { targetWords } from './target-words';
import { payloadOf } from './timing';
import { broken } from './violation';

/**
 * Using an activated ability the engine carries out (engine 1.2.0 on; CR glossary `activated
 * ability`): with initiative, on a card of yours in play, its bullets allowing, within its
 * limits, each target chosen and legal, a card in your reserve for its [D], and its costs paid
 * at once; it then goes on the stack and resolves when both players pass (`resolveUsed`).
 */

/** The activated abilities the engine carries out on the side of a card in play that is up, by text. */
export function usableAbilities(g: Game, key: string): [string, ActivatedAbility][] {
  const all = g.text?.activated(g.card(key));
  if (!all || all.size === 0) return [];
  return abilitiesInPlay(g, key).flatMap((a) => (all.has(a.text) ? [[a.text, all.get(a.text)!] as [string, ActivatedAbility]] : []));
}

/** Whether a card of a hand is one a phrase describes: its factions and kinds (its type or a label, or any card). */
function describesHandCard(g: Game, key: string, t: Target): boolean {
  const c = g.card(key);
  const words = [c.type.toLowerCase(), ...c.labels.map((l) => l.toLowerCase())];
  const faction = (c.faction ?? '').toLowerCase();
  return t.traits.every((x) => x === faction || words.includes(x)) && t.kinds.some((k) => k === 'card' || words.includes(k));
}

/** What paying the costs of `key`'s ability asks of the game, for `seat`; `fromHand` the collector number a use names of the card of its hand a cost takes. */
function costContext(g: Game, seat: Seat, key: string, fromHand?: unknown): CostContext {
  const s = g.s;
  const hand = s.piles[seat].hand;
  const handCard = typeof fromHand === 'string' ? hand.find((k) => g.card(k).id === fromHand) ?? null : null;
  return {
    self: key,
    active: s.piles[seat].active.length,
    losable: energyOf(s, seat) + s.piles[seat].hand.length,
    inverter: g.card(key).inverter,
    inverted: s.inPlay[key]?.inverted === true,
    pay: (n) => pay(s, seat, n),
    lose(n) {
      s.pendingLoss = { seat, remaining: (s.pendingLoss?.remaining ?? 0) + n, rule: R.costs };
    },
    dismiss: (k) => loseFromPlay(g, k),
    invert(k) {
      s.inPlay[k].inverted = true;
    },
    revert(k) {
      delete s.inPlay[k].inverted;
    },
    toUsed(k) {
      loseFromPlay(g, k);
      const owner = s.piles[ownerOf(k)];
      owner.used.push(owner.lost.pop()!);
    },
    handCard,
    describesHandCard: (k, t) => describesHandCard(g, k, t),
    handToUsed(k) {
      hand.splice(hand.indexOf(k), 1);
      s.piles[seat].used.push(k);
    },
  };
}

export function checkUse(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const s = g.s;
  const p = payloadOf(a);
  const key = p.card;
  if (typeof key !== 'string' || s.inPlay[key]?.owner !== seat) {
    return broken(a.seq, 'not-your-card', R.activatedAbility, `${String(key)} is not a card of yours in play: you use the activated abilities of your own cards in play`);
  }
  const card = g.card(key);
  const usable = usableAbilities(g, key);
  const ability = usable.find(([line]) => line === p.text)?.[1];
  if (!ability) {
    const lines = usable.map(([line]) => `"${line}"`).join(', ');
    return broken(a.seq, 'not-carried-ability', R.gameText, `"text" names an activated ability of ${card.name} the engine carries out${lines ? `: ${lines}` : ', and it has none face up: its other text is attested'}`);
  }
  const text = p.text as string;
  if (!bulletLeft(g, key, text)) return broken(a.seq, 'bullet-spent', R.bullet, `"${text}" may be used once each turn for each bullet, and its bullets are spent this turn`);
  const only = ability.onlyDuring;
  if (only && (s.current !== seat || (only !== 'turn' && s.phase !== only))) {
    return broken(a.seq, 'not-now', R.gameText, `${card.name}'s ability may be used only during ${only === 'turn' ? 'your turn' : `your ${only} phase`}`);
  }
  if (ability.revealsDestiny && s.piles[seat].reserve.length === 0) {
    return broken(a.seq, 'no-card-for-destiny', R.destiny, `"${text}" reveals a card for destiny, and your reserve is empty: an ability with [D] can't be used then`);
  }
  const targets = p.targets ?? [];
  const wanted = ability.targets.length;
  if (!Array.isArray(targets) || targets.length !== wanted || targets.some((t) => typeof t !== 'string')) {
    return broken(a.seq, 'targets-not-chosen', R.target, `"${text}" needs ${wanted} target(s) chosen as it is used: "targets": [${wanted} card key(s)]`);
  }
  if (new Set(targets).size !== targets.length) return broken(a.seq, 'illegal-target', R.target, "you can't choose the same target more than once");
  const src = sourceOf(g, key);
  for (const [i, t] of ability.targets.entries()) {
    const chosen = s.inPlay[targets[i] as string];
    if (!chosen || !describes(g, src, chosen, t)) {
      return broken(a.seq, 'illegal-target', R.target, `the target must be ${targetWords(t)}: ${String(targets[i])}${chosen ? ` (${g.card(chosen.key).name})` : ''} is not`);
    }
  }
  const ctx = costContext(g, seat, key, p.fromHand);
  for (const c of ability.cost) {
    const problem = (WARS_VERBS[c.verb] as Verb).cost!.problem(c.params as never, ctx);
    if (problem) return broken(a.seq, 'cannot-pay-cost', R.costs, `${card.name}'s ability can't be used: ${problem}`);
  }
  return [];
}

export function performUse(g: Game, a: WarsAction, seat: Seat): void {
  const p = payloadOf(a);
  const key = p.card as string;
  const text = p.text as string;
  const ability = g.text!.activated(g.card(key)).get(text)!;
  const at = g.s.inPlay[key];
  const here = at.kind === 'location' ? key : at.at;
  spendBullet(g, key, text);
  const ctx = costContext(g, seat, key, p.fromHand);
  for (const c of ability.cost) (WARS_VERBS[c.verb] as Verb).cost!.pay(c.params as never, ctx);
  g.s.stack.push({ kind: 'ability', seat, card: key, text, targets: (p.targets as string[] | undefined) ?? [], here, host: at.host });
}

/** The collector numbers a use may name `fromHand`, when a cost takes a card of the hand (reveals or puts one); [undefined] when none does. */
export function handChoices(g: Game, seat: Seat, ability: ActivatedAbility): (string | undefined)[] {
  const phrase = ability.cost.map((c) => (c.params as { target?: Target }).target).find((t) => t?.at?.relation === 'pile' && t.at.pile === 'hand');
  if (!phrase) return [undefined];
  const hand = g.s.piles[seat].hand.filter((k) => describesHandCard(g, k, phrase));
  return [...new Set(hand.map((k) => g.card(k).id))].sort();
}

/** Each choice of targets a use may make: one card a phrase describes per target, none twice. */
export function targetChoices(g: Game, key: string, ability: ActivatedAbility): string[][] {
  const src = sourceOf(g, key);
  let out: string[][] = [[]];
  for (const t of ability.targets) {
    const fits = g.inPlay().filter((p) => describes(g, src, p, t)).map((p) => p.key);
    out = out.flatMap((chosen) => fits.filter((k) => !chosen.includes(k)).map((k) => [...chosen, k]));
  }
  return out;
}

/** The ability this item is, activated or triggered, by the engine version's card text. */
const abilityOf = (g: Game, item: AbilityItem): ResolvingAbility => (item.trigger ? g.text!.triggered(g.card(item.card)) : g.text!.activated(g.card(item.card))).get(item.text)!;

/** An ability coming off the stack; `declared` is the card the resolving pass names for its [D] in paper play. */
export function resolveUsed(g: Game, item: AbilityItem, declared: unknown): void {
  resolveAbility(g, abilityOf(g, item), item, declared);
}

/** The pending ability or carried card the next pass resolves, when it reveals a card for destiny: its player reveals the top of their reserve. */
function revealingNext(g: Game): AbilityItem | null {
  const s = g.s;
  const top = s.stack[s.stack.length - 1];
  if (s.passes !== 1 || !top || (top.kind !== 'ability' && top.kind !== 'card')) return null;
  const item = top.kind === 'ability' ? top : asAbilityItem(top);
  const ability = top.kind === 'ability' ? abilityOf(g, top) : playedEffect(g, top);
  return ability?.revealsDestiny && targetsStillLegal(g, ability, item) ? item : null;
}

/** Paper play: the pass that resolves an ability with [D] names the card revealed, as it goes face up. */
export function checkPass(g: Game, a: WarsAction): Violation[] {
  const item = isPaper(g.s) ? revealingNext(g) : null;
  if (!item) return [];
  const who = g.s.players[item.seat];
  return declaredTopProblem(g, a.seq, item.seat, 'reserve', payloadOf(a).card, R.destiny, `the top card of ${who}'s reserve (revealed for destiny as ${g.card(item.card).name}'s ability resolves)`);
}

/** The passes a player may make: in paper play, one per card the revealed destiny can be. */
export function passCandidates(g: Game): Record<string, unknown>[] {
  const item = isPaper(g.s) ? revealingNext(g) : null;
  const cards = item ? declarableTop(g, item.seat, 'reserve') : [];
  return cards.length > 0 ? cards.map((card) => ({ card })) : [{}];
}
