import type { Amount, Condition, Owner, Target } from '../text/reading';
import { activate, leavePlay, loseFromPlay, pay, revealDestiny, stackOn } from '../engine/energy-piles';
import type { Game } from '../engine/game-cards';
import { cant, ownerOf, statsOf } from '../engine/game-cards';
import { noteUse, usesThisTurn } from '../engine/ability-uses';
import { battleDestiny } from '../engine/battle-numbers';
import { destroy } from '../engine/destroying';
import { noteEvent } from '../engine/triggers';
import { isPaper } from '../engine/paper-play';
import type { Seat, StackItem } from '../engine/state';
import { broken as problem } from '../engine/violation';
import { addUntilEndOfTurn } from '../engine/until-end-of-turn';
import { WARS_VERBS } from '../verbs/registry';
import type { ResolveContext, Verb } from '../verbs/verb';
import { compares } from './compare';
import { choiceParts, type ResolutionChoice } from './choice-parts';
import { battleLocation } from './moves';
import { describesHandCard } from './hand-phrases';
import { describesPending, isPendingPhrase, pendingItem } from './pending';
import { playParts } from './play-by-text';
import type { EffectSource } from './effect-source';
import { describes, holds, isItself, locationAtPlace, pickCards, casualtiesOf, amountNow } from './phrases';
import { stackedCards } from './stacked-phrases';
import { aboardIt, destinySeat, type ResolvingAbility, withDestiny } from './resolving-calls';

export type AbilityItem = Extract<StackItem, { kind: 'ability' }>;

/** The seat a word names for an ability: "you" (its controller), "your opponent", and the player a triggering event names ("that player's opponent"). */
export function seatNamed(item: AbilityItem, who: Owner): Seat {
  const that = item.that ?? item.seat;
  if (who === 'opponent') return item.seat === 0 ? 1 : 0;
  // "Its owner", of the card an event names ("Each time a unit is lost from here, its owner may pay 3 energy"): that player.
  if (who === 'that-player' || (who === 'owner' && item.thatCard !== undefined)) return that;
  if (who === 'that-opponent') return that === 0 ? 1 : 0;
  return item.seat;
}

/**
 * The card whose ability resolves, as it was when used: a cost may have taken it out of play
 * ("Dismiss this asset ≈ …"), and "this kizen" on an asset is still the card it was beneath.
 */
export function itemSource(g: Game, item: AbilityItem): EffectSource & { readonly host: string | null } {
  const p = g.s.inPlay[item.card];
  return p ? { key: item.card, seat: item.seat, here: p.kind === 'location' ? item.card : p.at, host: p.host }
    : { key: item.card, seat: item.seat, here: item.here, host: item.host, ...(item.stackedWas ? { stackedWas: item.stackedWas } : {}) };
}

const LOCATIONS = new Set(['location', 'site', 'sector']);

/** "This …": the card itself, or the card it is beneath, when in play; "this location" on a card that is not one, where it is. */
function thisCards(g: Game, src: EffectSource & { readonly host: string | null }, t: Target): string[] {
  if (t.kinds.length > 0 && t.kinds.every((k) => LOCATIONS.has(k)) && g.s.inPlay[src.key]?.kind !== 'location') return src.here !== null && g.s.inPlay[src.here] ? [src.here] : [];
  const own = g.s.inPlay[src.key] ? pickCards(g, src, t) : [];
  if (own.length > 0 || !src.host || !g.s.inPlay[src.host]) return own;
  return pickCards(g, { ...src, key: src.host }, { ...t, select: 'this' }).filter((k) => k === src.host);
}

/** Whether each chosen target is still one its phrase describes (CR glossary `effects`: otherwise the effect is canceled). */
export function targetsStillLegal(g: Game, ability: ResolvingAbility, item: AbilityItem): boolean {
  const src = itemSource(g, item);
  return ability.targets.every((t, i) => {
    if (isPendingPhrase(t)) return describesPending(g, src, item.targets[i], t);
    const p = g.s.inPlay[item.targets[i]];
    return p !== undefined && describes(g, src, p, t);
  });
}

/**
 * Carries out an ability as it comes off the stack: canceled when a target is no longer legal,
 * or a triggered ability's condition no longer holds; otherwise its [D] is revealed (0 with an
 * empty reserve; in paper play the card the resolving action declares), and each effect whose
 * condition holds is carried out by its verb object, "for each …" as many times as it counts
 * (CR glossary `effects`, `destiny`, `triggered ability`).
 */
export function resolveAbility(g: Game, ability: ResolvingAbility, item: AbilityItem, declared?: unknown, choice?: ResolutionChoice): void {
  if (!targetsStillLegal(g, ability, item)) return;
  const s = g.s;
  const chosen = item.targets;
  // "Where you have target kizen": what the text reads as it resolves knows the cards chosen for its targets.
  const chosenAt = (): string | null => {
    const last = s.inPlay[chosen[chosen.length - 1]];
    return last ? (last.kind === 'location' ? last.key : last.at) : null;
  };
  const src = { ...itemSource(g, item), chosen: (t: Target) => (t.select === 'target' ? chosen[ability.targets.indexOf(t)] : undefined), ...(chosen.length > 0 ? { chosenAt } : {}) };
  const seat: Seat = item.seat;
  const other = (x: Seat): Seat => (x === 0 ? 1 : 0);
  const seatOf = (who: Owner): Seat => seatNamed(item, who);
  // Revealed once: an ability that asks after revealing it resumes with the same [D].
  const destiny = choice?.destiny ?? (ability.revealsDestiny ? revealDestiny(g, destinySeat(ability, seat), declared) : 0);
  // A destroyed card's own ability: "it" and "this character" are the card in its owner's lost pile.
  const lostSelf = ability.selfInLostPile && !s.inPlay[src.key] && s.piles[ownerOf(src.key)].lost.includes(src.key);
  // "Each time a unit is lost from here, … put that unit in that player's hand": the card lost, while still in its lost pile.
  const lostThat = ability.thatInLostPile && item.thatCard !== undefined && s.piles[ownerOf(item.thatCard)].lost.includes(item.thatCard) ? item.thatCard : undefined;
  const pick = (t: Target): readonly string[] => {
    if (lostSelf && isItself(t) && !t.at && !t.filters) return [src.key];
    const picked = t.select === 'this' ? thisCards(g, src, t)
      // A "target …" phrase is the very object `ActivatedAbility.targets` holds, so its place there is its chosen card's.
      : t.select === 'target' ? [chosen[ability.targets.indexOf(t)]]
      // "That unit": the last card chosen, or the card the triggering event names; in a delayed ability ("The next time one of your
      // units is lost …, put it in its owner's hand") "it" is that card too.
      : t.select === 'that' ? (chosen.length > 0 ? [chosen[chosen.length - 1]] : item.thatCard !== undefined && (!isItself(t) || item.delayed) ? [item.thatCard] : thisCards(g, src, t))
      // "The location of that battle"; "the location" of this card ("this ship's location").
      : t.select === 'the' ? (battleLocation(t) ? (s.battle ? [s.battle.location] : []) : src.here !== null ? [src.here] : [])
      : g.inPlay().filter((p) => describes(g, src, p, withDestiny(t, destiny))).map((p) => p.key);
    // A pending card or drain is on the stack, not in play; the verb finds it there.
    if (isPendingPhrase(t)) return picked.filter((k) => k !== undefined && pendingItem(g, k) !== undefined);
    if (lostThat !== undefined && t.select === 'that' && picked.length === 1 && picked[0] === lostThat) return [lostThat];
    const inPlay = picked.filter((k) => k !== undefined && s.inPlay[k] !== undefined);
    if (!t.and) return inPlay;
    // "Target ship and each unit aboard it": aboard the card picked first.
    const also = aboardIt(t.and) ? g.inPlay().filter((p) => p.kind === 'unit' && p.host === inPlay[0] && describes(g, src, p, { ...t.and!, at: undefined })).map((p) => p.key) : pick(t.and);
    return [...new Set([...inPlay, ...also])];
  };
  const amount = (a: Amount): number => {
    if ('n' in a) return a.n;
    if ('destiny' in a) return destiny;
    if ('sum' in a) return a.sum.reduce((n, x) => n + amount(x), 0);
    if ('casualties' in a) return casualtiesOf(g, seatOf(a.casualties));
    if ('battleDestiny' in a) return s.battle ? battleDestiny(g, seatOf(a.battleDestiny)) : 0;
    // "Your total power": a side's, where the card is; "one card in your used pile": a pile's cards.
    if ('total' in a || ('countOf' in a && a.countOf.at?.relation === 'pile')) return amountNow(g, src, a);
    if ('countOf' in a) return a.countOf.at?.relation === 'stacked-on' ? stackedCards(g, src, a.countOf).length : pick(a.countOf).length;
    if ('stat' in a) {
      const [key] = pick(a.of);
      if (key === undefined) return 0;
      return a.stat === 'energy cost' ? g.card(key).cost ?? 0 : (statsOf(g, key) as Record<string, number>)[a.stat] ?? 0;
    }
    return 0;
  };
  // The card the ability revealed, once it has ("If it's a Quay unit").
  let shownCard: () => string | undefined = () => undefined;
  const condition = (c: Condition): boolean => {
    if (c.is === 'compare') return compares(amount(c.left), c.compare, amount(c.right));
    if (c.is === 'all') return c.of.every(condition);
    if (c.is === 'did') return choice?.take === true;
    if (c.is === 'kind') {
      const key = shownCard();
      return key !== undefined && describesHandCard(g, key, { select: 'a', traits: c.traits, kinds: c.kinds });
    }
    return s.inPlay[src.key] !== undefined && holds(g, src, c);
  };
  if (ability.condition && !condition(ability.condition)) return;
  // Used already this turn (two triggered before either resolved): it does nothing more.
  if (ability.oncePerTurn && usesThisTurn(g, item.card, item.text) > 0) return;
  // A choice it asks waits for the chooser's `choose` action; that action resolves it (`choice`).
  // "If target's defense < [D], … your opponent chooses to pay or lose 2 energy": with the condition failing, there is nothing to choose.
  const onlyOptions = ability.asks?.options !== undefined && !ability.asks.optional && !ability.asks.reveals && ability.asks.picks === 0 && ability.asks.upTo === undefined && ability.asks.fromHand === undefined && !ability.asks.searches;
  const idle = onlyOptions && ability.effects.every((c) => c.verb !== 'choose-one' || (c.if !== undefined && !condition(c.if)));
  const asks = ability.asks && !idle && (ability.asks.optional || ability.asks.picks > 0 || ability.asks.upTo !== undefined || ability.asks.fromHand !== undefined || ability.asks.fromPile || ability.asks.searches || ability.asks.options !== undefined || isPaper(s)) ? ability.asks : null;
  if (asks && !choice) {
    s.choosing = { item, seat: seatOf(asks.who), ...(ability.revealsDestiny ? { destiny } : {}) };
    return;
  }
  // Choosing to pay what the active pile can't pay in full is not paying it ("If you do" would be false): the choice's problem.
  const cannotPay = (who: Owner, what: Amount, instead: string): boolean => {
    const payer = seatOf(who);
    const n = amount(what);
    const active = s.piles[payer].active.length;
    if (active >= n) return false;
    choice!.problems.push(...problem(choice!.seq, 'cannot-pay', 'wars:glossary/pay', `${s.players[payer]} may pay ${n} energy only with ${n} in the active pile, which holds ${active}: ${instead}`));
    return true;
  };
  // "Chooses to pay or lose 2 energy": paying is an option only with that much in the active pile.
  for (const call of ability.effects) {
    if (call.verb !== 'choose-one' || choice?.option === undefined || (call.if && !condition(call.if))) continue;
    const [picked] = call.params.options[choice.option] ?? [];
    if (picked?.verb !== 'pay-energy') continue;
    if (cannotPay(call.params.who, (picked.params as { amount: Amount }).amount, 'choose another "option"')) return;
  }
  if (choice?.take) {
    for (const call of [...ability.effects, ...ability.effects.flatMap((c) => (c.unless ? [{ ...c.unless, may: true as const }] : []))]) {
      // Nor is choosing to revert a card that is not inverted reverting it.
      if (call.may && call.verb === 'revert') {
        const [key] = pick(call.params.target);
        if (key === undefined || !s.inPlay[key].inverted) return void choice.problems.push(...problem(choice.seq, 'cannot-revert', 'wars:glossary/revert', `${key === undefined ? 'the card' : g.card(key).name} is not inverted, so it can't be reverted: "take": false`));
      }
      if (!call.may || call.verb !== 'pay-energy') continue;
      if (cannotPay(call.params.who, call.params.amount, '"take": false')) return;
    }
  }
  // Only ships and units are damaged (CR glossary `damage`), and none card text says can't be.
  const damageable = (key: string) => (s.inPlay[key]?.kind === 'ship' || s.inPlay[key]?.kind === 'unit') && !cant(g, key, 'be damaged');
  const resolving = { item, src, seat, seatOf, pick, choice, searches: ability.asks?.searches === true };
  const { finish: playCard, unmet: playUnmet, ...playing } = playParts(g, resolving);
  const ctx: ResolveContext = {
    pick,
    amount,
    ...choiceParts(g, resolving),
    ...playing,
    damage(key) {
      if (!damageable(key) || s.inPlay[key].damaged) return;
      s.inPlay[key].damaged = true;
      // "Each time an ability of a weapon damages a ship or unit, …" (an interrupt's or order's effect is no ability).
      if (!item.played) noteEvent(g, { event: 'ability-damaged', card: key, source: item.card });
    },
    undamage(key) {
      if (s.inPlay[key]) s.inPlay[key].damaged = false;
    },
    invert(key) {
      if (!s.inPlay[key] || !g.card(key).inverter || s.inPlay[key].inverted) return;
      s.inPlay[key].inverted = true;
      noteEvent(g, { event: 'invert', card: key, by: seat });
    },
    preventDestruction(key, undamage) {
      if (s.inPlay[key]) addUntilEndOfTurn(s, { kind: 'prevent-destroy', card: key, undamage });
    },
    delay: () => addUntilEndOfTurn(s, { kind: 'delayed', source: item.card, text: item.text, seat, here: src.here, host: src.host }),
    revert(key) {
      if (s.inPlay[key]?.inverted) delete s.inPlay[key].inverted;
    },
    putOutOfPlay(key, to) {
      const owner = s.piles[ownerOf(key)];
      // From play (what is beneath it lost), or a destroyed card's own text taking it from the lost pile.
      if (s.inPlay[key]) leavePlay(g, key);
      else if ((lostSelf && key === src.key) || key === lostThat) owner.lost.splice(owner.lost.lastIndexOf(key), 1);
      else return;
      if (to === 'reserve') owner.reserve.unshift(key);
      else owner[to].push(key);
    },
    casualties(who, change) {
      const b = s.battle;
      if (!b || b.loser !== seatOf(who)) return;
      b.casualties = 'to' in change ? Math.min(b.casualties, Math.max(0, change.to)) : Math.max(0, b.casualties - change.by);
    },
    stackEventCard() {
      if (lostThat === undefined || !s.inPlay[src.key]) return;
      const lost = s.piles[ownerOf(lostThat)].lost;
      lost.splice(lost.lastIndexOf(lostThat), 1);
      stackOn(g, src.key, lostThat, false);
    },
    stackLost() {
      if (s.pendingLoss && s.inPlay[src.key]) s.pendingLoss.stackOn = src.key;
    },
    losing: () => ability.effects.some((c) => c.verb === 'lose-energy'),
    destroy: (key) => destroy(g, key),
    dismiss: (key) => loseFromPlay(g, key),
    pay: (who, n) => pay(s, seatOf(who), Math.min(n, s.piles[seatOf(who)].active.length)),
    lose(who, n, from) {
      const loser = seatOf(who);
      const was = s.pendingLoss?.seat === loser ? s.pendingLoss : null;
      // From one pile only while everything owed is from it.
      const only = from && (!was || was.from === from) ? { from } : {};
      if (from && s.piles[loser][from].length === 0 && !was) return;
      s.pendingLoss = { seat: loser, remaining: (was?.remaining ?? 0) + n, rule: 'wars:glossary/lose-energy', ...only };
    },
    activate: (n) => activate(s, seat, n),
    stat: (key, stat, by) => addUntilEndOfTurn(s, { kind: 'stat', card: key, stat, by }),
    immune: (key) => addUntilEndOfTurn(s, { kind: 'immune', card: key }),
    revealedDestiny(by) {
      if (s.battle && item.that !== undefined) s.battle.destiny[item.that] += by;
    },
    battle(number, side, at, by) {
      // "Here" is where the card was when the ability resolved; "that battle" the battle under way ("… here": if it is here;
      // "where you have target kizen": if the kizen chosen is there, `src.chosen`).
      // "At target sector": the location chosen.
      const location = at?.relation === 'in-battle' ? (s.battle && (!at.where || locationAtPlace(g, src, s.battle.location, at.where)) ? s.battle.location : null)
        : at?.relation === 'at' ? pick(at.location)[0] ?? null : src.here;
      if (location !== null) addUntilEndOfTurn(s, { kind: 'battle', number, seat: side === 'you' ? seat : other(seat), location, by });
    },
    cost: (what, by) => addUntilEndOfTurn(s, { kind: 'cost', card: item.card, seat, here: src.here, what, by }),
    cant(key, action, by) {
      // A pending card too: it holds once the card is in play.
      if (s.inPlay[key] || pendingItem(g, key)?.kind === 'card') addUntilEndOfTurn(s, { kind: 'cant', card: key, action, ...(action === 'be targeted' ? { by: by === 'you' ? seat : other(seat) } : {}) });
    },
    notAdded(key, stat) {
      if (s.inPlay[key] || pendingItem(g, key)?.kind === 'card') addUntilEndOfTurn(s, { kind: 'not-added', card: key, stat });
    },
    cancel(key, t) {
      // Off the stack, the order of the rest kept; a canceled card is lost (CR glossary `pending`, `cancel`); a canceled ability's costs stay paid.
      const found = pendingItem(g, key, t);
      if (!found) return;
      s.stack.splice(s.stack.indexOf(found), 1);
      if (found.kind === 'card') s.piles[found.seat].lost.push(found.card);
    },
    drain: (drains, by) => addUntilEndOfTurn(s, { kind: 'drain', source: item.card, seat, here: src.here, drains, by }),
    pendingDrain(location, by) {
      // The drainer's drain there this turn: a location is drained once a turn, by the player whose turn it is.
      const pending = pendingItem(g, location);
      if (pending?.kind !== 'drain') return;
      addUntilEndOfTurn(s, { kind: 'drain', source: item.card, seat: pending.seat, here: location, drains: { select: 'each', traits: [], kinds: ['drain'], owner: 'you', at: { relation: 'here' } }, by });
    },
    supportIcon(location, side, faction, count) {
      if (s.inPlay[location]?.kind === 'location') addUntilEndOfTurn(s, { kind: 'icon', seat: side === 'you' ? seat : other(seat), location, faction, count });
    },
    energyIcon(location, side, count) {
      if (s.inPlay[location]?.kind === 'location') addUntilEndOfTurn(s, { kind: 'energy-icon', seat: side === 'you' ? seat : other(seat), location, count });
    },
  };
  shownCard = ctx.shown;
  for (const call of ability.effects) {
    if (call.may && !choice?.take) continue;
    if (call.if && !condition(call.if)) {
      if (call.verb === 'play') playUnmet();
      continue;
    }
    // "Unless he or she pays 2 energy": paying it (what they chose) is done instead of the effect.
    if (call.unless && choice?.take) {
      (WARS_VERBS[call.unless.verb] as Verb).resolving!.apply(call.unless.params as never, ctx);
      continue;
    }
    const times = call.forEach ? amount({ countOf: call.forEach }) : 1;
    for (let i = 0; i < times; i++) (WARS_VERBS[call.verb] as Verb).resolving!.apply(call.params as never, ctx);
  }
  // A card the text plays goes on the stack once its cost is known ("It costs 3 less energy to play").
  playCard();
  // "No more than one … using this ability each turn": done (what it may do taken), it is used for the turn.
  if (ability.oncePerTurn && (!ability.asks?.optional || choice?.take)) noteUse(g, item.card, item.text);
}
