import type { Violation } from '@arbiter/rules';
import type { ResolutionChoice } from '../effects/choice-parts';
import { itemSource, resolveAbility, seatNamed } from '../effects/resolve-ability';
import { targetChoices, targetsProblem } from './ability-targets';
import type { Owner, VerbParams } from '../text/reading';
import { playCandidates } from '../effects/play-by-text';
import { searchCandidates } from '../effects/search-parts';
import { topCardToHand } from '../verbs/card-verbs';
import { topOfYourPile } from '../verbs/standing-verbs';
import type { Game } from './game-cards';
import { gameWith } from './game-cards';
import { declarableTop, isPaper, UNKNOWN } from './paper-play';
import { R } from './rule-keys';
import type { WarsAction, WarsState } from './state';
import { payloadOf } from './timing';
import { aimNext } from './triggers';
import { abilityOf } from './use-ability';
import { broken } from './violation';

/**
 * Choosing as an ability resolves (engine 1.2.0 on; CR glossary `effects`): when an ability the
 * engine carries out (or an interrupt's or order's effect) comes off the stack and its text says a
 * player "may" do something, names a payment "unless" a player makes it, puts cards of a hand on
 * a pile, or in paper play makes a card known, that player answers with a `choose` action before
 * anything else is done. Its payload: `take`, whether they do what they may (or pay what the
 * "unless" asks); `cards`, in paper play only, the collector number of each card that becomes
 * known, in order (a card retrieved at random from a lost pile, one drawn off a reserve); `pick`,
 * the key of each place its text names without a target ("move this character to a related
 * location"), left out when none it allows is in play; `count`, how many of an "up to N"
 * ("activate up to 3 energy"); `fromHand`, the hand cards it puts, first on top. The ability then
 * resolves with that choice; a choice it can't carry out (a "may pay" the active pile can't
 * cover, a card the pile does not hold) is refused and changes nothing.
 *
 * The same action, `{"targets": [...]}` alone, chooses the targets of a triggered ability as it
 * goes on the stack (CR glossary `target`; `Choosing.targets`).
 */

/**
 * The targets of a triggered ability just put on the stack (`Choosing.targets`): `"targets"`,
 * one card for each "target …" of its text, in order, each one its phrase describes; nothing else.
 */
function checkAim(g: Game, a: WarsAction): Violation[] {
  const { item } = g.s.choosing!;
  const p = payloadOf(a);
  const what = `${g.card(item.card).name}'s triggered ability`;
  const extra = Object.keys(p).filter((k) => k !== 'targets');
  if (extra.length > 0) return broken(a.seq, 'bad-payload', R.target, `${what} is going on the stack: choose its targets with "targets" alone, not ${extra.map((k) => `"${k}"`).join(', ')}`);
  return targetsProblem(g, a.seq, itemSource(g, item), abilityOf(g, item).targets, p.targets, what);
}

/** The targets chosen: the item on the stack holds them, and the next triggered ability waiting for targets, if any, is asked for its own. */
function performAim(g: Game, a: WarsAction): void {
  const s = g.s;
  const { item } = s.choosing!;
  const { aiming: _, ...rest } = item;
  s.stack[s.stack.indexOf(item)] = { ...rest, targets: [...(payloadOf(a).targets as string[])] };
  delete s.choosing;
  aimNext(g);
}

/** The choice a payload states, or what is wrong with its shape. */
function choiceOf(g: Game, a: WarsAction, optional: boolean): ResolutionChoice | Violation[] {
  const s = g.s;
  const p = payloadOf(a);
  const item = s.choosing!.item;
  const name = g.card(item.card).name;
  if (optional && typeof p.take !== 'boolean') {
    return broken(a.seq, 'choice-not-made', R.effects, `${name}'s ability says ${s.players[s.choosing!.seat]} may do something as it resolves: "take": true to do it, false not to`);
  }
  if (!optional && p.take !== undefined) return broken(a.seq, 'nothing-to-take', R.effects, `${name}'s ability has nothing its controller may choose not to do: leave "take" out`);
  const cards = p.cards ?? [];
  if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'string')) return broken(a.seq, 'bad-cards', R.effects, '"cards" is a list of collector numbers, such as ["1C108"]');
  if (cards.length > 0 && !isPaper(s)) return broken(a.seq, 'card-named', R.effects, 'digital play names no card: the engine knows each pile and retrieves at random');
  const asked = s.choosing ? abilityOf(g, s.choosing.item).asks : undefined;
  // "Up to [D]": the [D] revealed before the choice.
  const most = asked?.upToDestiny ? s.choosing!.destiny ?? 0 : asked?.upTo;
  if (most !== undefined ? !Number.isInteger(p.count) || (p.count as number) < 0 || (p.count as number) > most : p.count !== undefined) {
    return broken(a.seq, 'bad-count', R.effects, most !== undefined ? `${name}'s ability lets ${s.players[s.choosing!.seat]} choose how many, up to ${most}: "count": a whole number from 0 to ${most}` : `${name}'s ability asks no number: leave "count" out`);
  }
  const picks = p.pick ?? [];
  if (!Array.isArray(picks) || !picks.every((c) => typeof c === 'string')) return broken(a.seq, 'bad-pick', R.effects, '"pick" is a list of keys of cards in play, such as ["0-2"]');
  const hand = handIds(p.fromHand);
  if (!hand) return broken(a.seq, 'bad-from-hand', R.effects, '"fromHand" is a collector number or a list of them, such as ["1C108"]');
  const fromHand = s.choosing ? abilityOf(g, s.choosing.item).asks?.fromHand : undefined;
  if (hand.length > 0 && fromHand === undefined) return broken(a.seq, 'nothing-from-hand', R.effects, `${name}'s ability puts no card from a hand: leave "fromHand" out`);
  const fromPile = s.choosing ? abilityOf(g, s.choosing.item).asks?.fromPile === true : false;
  if (p.fromPile !== undefined && (typeof p.fromPile !== 'string' || !fromPile)) {
    return broken(a.seq, 'bad-from-pile', R.effects, fromPile ? '"fromPile" is the collector number of the card the text plays from its pile, such as "1C39"' : `${name}'s ability plays no card from a pile: leave "fromPile" out`);
  }
  const options = s.choosing ? abilityOf(g, s.choosing.item).asks?.options : undefined;
  if (options !== undefined ? !Number.isInteger(p.option) || (p.option as number) < 0 || (p.option as number) >= options : p.option !== undefined) {
    return broken(a.seq, 'bad-option', R.effects, options !== undefined ? `${name}'s ability has ${s.players[s.choosing!.seat]} choose one of ${options} options: "option": 0 for the first, up to ${options - 1}` : `${name}'s ability offers no options: leave "option" out`);
  }
  const searches = s.choosing ? abilityOf(g, s.choosing.item).asks?.searches === true : false;
  if (p.found !== undefined && (typeof p.found !== 'string' || !searches)) {
    return broken(a.seq, 'bad-found', R.effects, searches ? '"found" is the collector number of the card the search finds, such as "1C108" (leave it out when none is found)' : `${name}'s ability searches no pile: leave "found" out`);
  }
  return { take: p.take === true, ...(most !== undefined ? { count: p.count as number } : {}), cards: [...cards], picks: [...picks], hand, ...(typeof p.found === 'string' ? { found: p.found } : {}), ...(options !== undefined ? { option: p.option as number } : {}), ...(typeof p.fromPile === 'string' ? { fromPile: p.fromPile } : {}), seq: a.seq, problems: [] };
}

/** `fromHand` as a list of collector numbers ([] when absent); null when it is neither a string nor a list of them. */
function handIds(v: unknown): string[] | null {
  if (v === undefined) return [];
  if (typeof v === 'string') return [v];
  return Array.isArray(v) && v.every((c) => typeof c === 'string') ? [...v] : null;
}

/** Resolves the waiting ability with a choice; an interrupt or order then goes to its pile. */
function resolveWith(g: Game, choice: ResolutionChoice): void {
  const { item, toPile, destiny } = g.s.choosing!;
  delete g.s.choosing;
  resolveAbility(g, abilityOf(g, item), item, undefined, destiny === undefined ? choice : { ...choice, destiny });
  if (toPile) g.s.piles[item.seat][toPile].push(item.card);
}

export function checkChoose(g: Game, a: WarsAction, clone: (s: WarsState) => WarsState): Violation[] {
  if (g.s.choosing!.targets) return checkAim(g, a);
  const ability = abilityOf(g, g.s.choosing!.item);
  const choice = choiceOf(g, a, ability.asks?.optional === true);
  if (Array.isArray(choice)) return choice;
  // Tried on a copy: what the choice makes happen is checked as it happens, and the game is untouched.
  resolveWith(gameWith(clone(g.s), g.card, g.text), choice);
  if (choice.problems.length > 0) return choice.problems.slice(0, 1);
  if (choice.cards.length > 0) return broken(a.seq, 'card-not-known', R.effects, `"cards" names ${choice.cards.join(', ')}, which did not become known as the ability resolved`);
  if (choice.picks.length > 0) return broken(a.seq, 'nothing-to-pick', R.effects, `"pick" names ${choice.picks.join(', ')}, which the ability did not pick as it resolved`);
  if (choice.hand.length > 0) return broken(a.seq, 'too-many-from-hand', R.effects, `"fromHand" names ${choice.hand.join(', ')} beyond the cards the ability put from the hand`);
  return [];
}

export function performChoose(g: Game, a: WarsAction): void {
  if (g.s.choosing!.targets) return performAim(g, a);
  const p = payloadOf(a);
  const list = (v: unknown) => [...((v as string[] | undefined) ?? [])];
  resolveWith(g, { take: p.take === true, ...(typeof p.count === 'number' ? { count: p.count } : {}), cards: list(p.cards), picks: list(p.pick), hand: handIds(p.fromHand) ?? [], ...(typeof p.found === 'string' ? { found: p.found } : {}), ...(typeof p.option === 'number' ? { option: p.option } : {}), ...(typeof p.fromPile === 'string' ? { fromPile: p.fromPile } : {}), seq: a.seq, problems: [] });
}

/** The `choose` payloads the rules could allow now: do it or not, and in paper play each card that could become known. */
export function chooseCandidates(g: Game): Record<string, unknown>[] {
  const s = g.s;
  const { item } = s.choosing!;
  const ability = abilityOf(g, item);
  if (s.choosing!.targets) return targetChoices(g, itemSource(g, item), ability.targets).map((targets) => ({ targets }));
  const takes = ability.asks?.optional ? [true, false] : [undefined];
  // "Play a kizen": the card and where it enters play, named together.
  const played = ability.effects.find((c) => c.verb === 'play');
  if (played) return takes.flatMap((take) => (take === false ? [{ take }] : playCandidates(g, s.choosing!.seat, item.card, played.params as VerbParams['play']).map((c) => ({ ...(take === undefined ? {} : { take }), ...c }))));
  const revealing = ability.effects.find((c) => c.verb === 'retrieve' || c.verb === 'draw' || (c.verb === 'put' && topCardToHand(c.params) !== null) || (c.verb === 'lose-card' && c.params.atRandom)
    || ((c.verb === 'reveal' || c.verb === 'stack') && topOfYourPile(c.params.target) !== null));
  let cards: string[] = [];
  if (isPaper(s) && revealing?.verb === 'lose-card') cards = [...new Set(s.piles[seatNamed(item, revealing.params.who)].hand.map((k) => g.card(k).id))].sort();
  else if (isPaper(s) && revealing) {
    const seat = seatNamed(item, (revealing.params as { who?: Owner }).who ?? 'you');
    // A card drawn (or put from the top of a pile into the hand) is the top of that pile; one retrieved, any of the lost pile.
    const top = revealing.verb === 'draw' ? (revealing.params as { from: 'reserve' | 'used' }).from
      : revealing.verb === 'put' ? topCardToHand(revealing.params) : revealing.verb === 'reveal' || revealing.verb === 'stack' ? topOfYourPile(revealing.params.target) : null;
    cards = top ? declarableTop(g, seat, top) : [...new Set(s.piles[seat].lost.map((k) => g.card(k).id))].sort();
    // "Draw two cards", "Draw [D] cards": every card drawn is named, in order; one such order.
    const drawn = revealing.verb === 'draw' ? drawCount(revealing.params as VerbParams['draw'], s.choosing!.destiny) : 1;
    if (drawn > 1) return takes.flatMap((take) => [{ ...(take === undefined ? {} : { take }) }, ...(take === false ? [] : [{ ...(take === undefined ? {} : { take }), cards: nextOff(g, seat, (revealing.params as VerbParams['draw']).from as 'reserve' | 'used', drawn) }])]);
  }
  // "Chooses to pay or lose 2 energy": each option.
  const options = ability.asks?.options;
  if (options !== undefined) return Array.from({ length: options }, (_, option) => ({ option }));
  // A search: each card that could be found, and none.
  if (ability.asks?.searches) return takes.flatMap((take) => (take === false ? [{ take }] : searchCandidates(g, item.seat, ability.effects).map((found) => ({ ...(take === undefined ? {} : { take }), ...(found ? { found } : {}) }))));
  // A place or card picked as it resolves: any card in play, and none (when none is allowed); `validate` keeps what the text allows.
  const picks: (string[] | undefined)[] = ability.asks?.picks ? [undefined, ...g.inPlay().map((p) => [p.key])] : [undefined];
  const upTo = ability.asks?.upToDestiny ? s.choosing!.destiny ?? 0 : ability.asks?.upTo;
  const counts = upTo !== undefined ? Array.from({ length: upTo + 1 }, (_, n) => n) : [undefined];
  // Hand cards named, and, where the player may choose not to (not reveal one), none.
  const most = ability.asks?.fromHand;
  const sizes = most === undefined ? [] : ability.asks?.fromHandUpTo ? Array.from({ length: most + 1 }, (_, n) => n) : [most];
  const hands = most !== undefined ? [...sizes.flatMap((n) => handPicks(g, s.choosing!.seat, n)), ...(ability.asks?.optional ? [undefined] : [])] : [undefined];
  return takes.flatMap((take) => counts.flatMap((count) => hands.flatMap((fromHand) => {
    const base = { ...(take === undefined ? {} : { take }), ...(count === undefined ? {} : { count }), ...(fromHand === undefined ? {} : { fromHand }) };
    // Naming none, too: what would become known may not (a condition the [D] fails, nothing to draw).
    const named = take === false || cards.length === 0 ? [base] : [base, ...cards.map((id) => ({ ...base, cards: [id] }))];
    return named.flatMap((n) => picks.map((pick) => (pick ? { ...n, pick } : n)));
  })));
}

/** Each choice of `n` cards of a player's hand (as many as it holds), by collector number, in every order. */
function handPicks(g: Game, seat: 0 | 1, n: number): string[][] {
  const hand = g.s.piles[seat].hand;
  const need = Math.min(n, hand.length);
  let out: string[][] = [[]];
  for (let i = 0; i < need; i++) out = out.flatMap((chosen) => hand.filter((k) => !chosen.includes(k)).map((k) => [...chosen, k]));
  return [...new Set(out.map((keys) => JSON.stringify(keys.map((k) => g.card(k).id))))].map((j) => JSON.parse(j) as string[]);
}

/** How many cards a draw takes, when it says: a number, or the [D] revealed before the choice. */
function drawCount(p: VerbParams['draw'], destiny: number | undefined): number {
  if (p.upTo) return 1;
  const count = p.count as { n?: number; destiny?: string };
  return count.n ?? (count.destiny === 'yours' ? destiny ?? 0 : 1);
}

/** Paper play: collector numbers the next `n` cards off the top of a pile can be, in order: known cards as they are, unknown places from the hidden pool. */
function nextOff(g: Game, seat: 0 | 1, pile: 'reserve' | 'used', n: number): string[] {
  const cards = g.s.piles[seat][pile];
  const fromTop = pile === 'reserve' ? cards : [...cards].reverse();
  const pool = [...g.s.hidden![seat]];
  return fromTop.slice(0, n).map((k) => g.card(k === UNKNOWN ? pool.shift()! : k).id);
}
