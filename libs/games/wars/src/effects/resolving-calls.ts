import type { Amount, Condition, Owner, Place, Target, VerbCall, VerbParams } from '../text/reading';
import { WARS_VERBS } from '../verbs/registry';
import type { ResolveCan, Verb } from '../verbs/verb';
import { isCardKind } from './card-kinds';
import { costPhraseSupported } from './cost-changes';
import { battleLocation, destinationSupported } from './moves';
import { isPendingPhrase, pendingSupported } from './pending';
import type { ResolutionAsks } from './resolution-choices';
import { conditionSupported, descriptionSupported, isItself, locationPlaceSupported, resolvingPlaceSupported, targetSupported, thatLocation } from './phrases';
import { playSupported } from './play-by-text';
import { searchPhraseSupported } from './search-phrases';
import { stackedPhraseSupported } from './stacked-phrases';

/**
 * What an ability the engine carries out as it comes off the stack needs, whichever kind it is
 * (activated, triggered; engine 1.2.0 on): its effects, the "target …" phrases chosen for it as
 * it goes on the stack, whether it reveals a card of its controller's reserve for destiny, and
 * the condition it checks again as it resolves.
 */
export interface ResolvingAbility {
  readonly effects: readonly VerbCall[];
  /** The "target …" phrases, in the order the text names them: one card is chosen for each (CR glossary `target`). */
  readonly targets: readonly Target[];
  /** Whether it reveals a card for destiny ([D]) when it resolves (CR glossary `destiny`): its controller's, or with `destinyOf`, the opponent's. */
  readonly revealsDestiny: boolean;
  /** "Your opponent's [D]": the one card it reveals is off the opponent's reserve. */
  readonly destinyOf?: 'opponent';
  readonly condition?: Condition;
  /** What a player chooses as it resolves, before its effects happen (`resolution-choices.ts`); absent when nothing. */
  readonly asks?: ResolutionAsks;
  /** "This …" and "it" name the card in its owner's lost pile (a triggered ability of a card destroyed or lost). */
  readonly selfInLostPile?: true;
  /** "That unit" names the card the event lost, in its owner's lost pile ("Each time a unit is lost from here"). */
  readonly thatInLostPile?: true;
  /** Used once a turn: what it does, once done, is noted as a use of the ability this turn. */
  readonly oncePerTurn?: true;
}

/** The "target …" phrases of calls, in reading order: each call's own `target` (a gained icon's `where`, a prohibition's `subject`, a "next time" event's card), then where a move goes; nothing nested in a place or a condition. */
export function targetSlots(calls: readonly VerbCall[]): Target[] {
  return calls.flatMap((c) => {
    const params = c.params as { target?: Target; where?: Target; subject?: Target | string; to?: Place; event?: { subject?: Target | string } };
    // "The next time your target unit would be destroyed …": the card the event is about.
    const about = c.verb === 'next-time' && typeof params.event?.subject === 'object' ? params.event.subject : undefined;
    const t = params.target ?? params.where ?? (typeof params.subject === 'object' ? params.subject : about);
    const to = c.verb === 'move' && params.to?.relation === 'to' ? params.to.location : undefined;
    // "Activate energy equal to target damaged unit's defense": a number of a target's.
    const amount = (c.params as { amount?: Amount }).amount;
    const of = amount && 'stat' in amount ? amount.of : undefined;
    // "Make your total power at target sector +2": the location of a side's number.
    const at = (c.params as { at?: Place }).at;
    const numberAt = at?.relation === 'at' && c.verb.startsWith('modify-') ? at.location : undefined;
    return [t, to, of, battleWhereTarget(c), battleAtTarget(t), numberAt].filter((x): x is Target => x?.select === 'target');
  });
}

/** "Each of your units and ships in a battle at target location": the location the battle's place names. */
function battleAtTarget(t: Target | undefined): Target | undefined {
  const where = t?.at?.relation === 'in-battle' ? t.at.where : undefined;
  return where?.relation === 'at' ? where.location : undefined;
}

/** "Make your battle destiny +3 in a site battle where you have target kizen": the target the battle's place names. */
function battleWhereTarget(c: VerbCall): Target | undefined {
  const at = (c.params as { at?: Place }).at;
  const where = at?.relation === 'in-battle' ? at.where : undefined;
  return where?.relation === 'where' && where.condition.is === 'has' && typeof where.condition.who === 'string' ? where.condition.what : undefined;
}

/**
 * How many phrases anywhere in a reading pick "target …", how many [D] of each side it names, and
 * numbers the engine does not work out. A condition the grammar gave each call of one clause ("If
 * target's defense < [D], damage it and retrieve a card") is one condition of the text: counted once.
 */
export function countIn(value: unknown, found = { targets: 0, yours: 0, opponent: 0, other: 0 }, conditions = new Set<string>()) {
  if (Array.isArray(value)) for (const v of value) countIn(v, found, conditions);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.select === 'target') found.targets++;
    if (o.destiny === 'yours') found.yours++;
    else if (o.destiny === 'opponent') found.opponent++;
    // X, a noted destiny (a side's battle destiny is read as an ability resolves, or as an event's number, `triggered-abilities.ts`).
    if ('x' in o || 'noted' in o) found.other++;
    for (const [k, v] of Object.entries(o)) {
      // The effects "The next time …" sets off are an ability of their own, their targets chosen when it triggers (`delayed-abilities.ts`).
      if (k === 'params' && o.verb === 'next-time') {
        countIn((v as { event: unknown }).event, found, conditions);
        continue;
      }
      if (k === 'if' && 'verb' in o) {
        const key = JSON.stringify(v);
        if (conditions.has(key)) continue;
        conditions.add(key);
      }
      countIn(v, found, conditions);
    }
  }
  return found;
}

/** A phrase with each stat filter comparing with [D] made to compare with the number revealed. */
export function withDestiny(t: Target, destiny: number): Target {
  if (!t.filters?.some((f) => 'stat' in f && 'destiny' in f.amount && f.amount.destiny === 'yours')) return t;
  return { ...t, filters: t.filters.map((f) => ('stat' in f && 'destiny' in f.amount && f.amount.destiny === 'yours' ? { ...f, amount: { n: destiny } } : f)) };
}

/** The one [D] an ability reveals, the controller's or the opponent's, from what `countIn` found; null with more than one. */
export function destinyRevealed(counted: { readonly yours: number; readonly opponent: number }): Pick<ResolvingAbility, 'revealsDestiny' | 'destinyOf'> | null {
  if (counted.yours + counted.opponent > 1) return null;
  return counted.opponent === 1 ? { revealsDestiny: true, destinyOf: 'opponent' } : { revealsDestiny: counted.yours === 1 };
}

/** The seat whose reserve an ability's [D] is revealed from. */
export const destinySeat = (ability: ResolvingAbility, controller: 0 | 1): 0 | 1 => (ability.destinyOf === 'opponent' ? (controller === 0 ? 1 : 0) : controller);

/** What the event or kind of an ability lets its phrases name. */
export interface CanOptions {
  /** The event names a player ("that player's opponent"). */
  readonly thatPlayer?: boolean;
  /** A player may choose as it resolves ("you may …"). */
  readonly may?: boolean;
  /** The event is a card revealed for battle destiny, "that card". */
  readonly revealed?: boolean;
  /** The event names a card in play ("that unit": the one an ability of a weapon damaged). */
  readonly thatCard?: boolean;
  /** Whether the engine carries out the triggered ability a "next time" text creates (`delayed-abilities.ts`); none without it. */
  readonly delays?: (p: VerbParams['next-time']) => boolean;
  /** The event happens in a battle where the card is. */
  readonly inBattleHere?: boolean;
}

/** "… and each unit aboard it": the cards aboard the card the first part names. */
export const aboardIt = (t: Target): boolean => t.select === 'each' && t.at?.relation === 'aboard' && isItself(t.at.card) && !t.and;

/** What the engine reads of phrases in an ability with `slots` targets. */
export function canFor(slots: number, { thatPlayer = false, may = false, revealed = false, thatCard = false, delays = () => false, inBattleHere = false }: CanOptions = {}): ResolveCan {
  // With a target chosen, "at that sector" is where it is.
  const places = (p: Place) => resolvingPlaceSupported(p) || (slots > 0 && p.relation === 'at' && thatLocation(p.location));
  const described = (t: Target) => descriptionSupported(t, isCardKind, places) && !t.and;
  // The cards "each …" picks as it resolves may be filtered by the [D] it reveals then ("each unit … that has defense < [D]").
  const describedAsItResolves = (t: Target) => described(withDestiny(t, 0));
  const can: ResolveCan = {
    target(t) {
      switch (t.select) {
        case 'this': return targetSupported(t, isCardKind);
        // One card chosen for each "target …" (a number of targets is left to attest); a pending card or drain, on the stack.
        // "Target ship and each unit aboard it": the cards aboard the one chosen, too.
        case 'target': return t.count === undefined && (isPendingPhrase(t) ? pendingSupported(t) : described({ ...t, and: undefined }) && (!t.and || (aboardIt(t.and) && described({ ...t.and, at: undefined }))));
        // "That target", "it", "that unit": the last card chosen; with no target, "it" is the card itself, or "that unit" the card the event names.
        case 'that':
          if (slots > 0) return !t.at && !t.filters && !t.and;
          return isItself(t) || (thatCard && !t.at && !t.filters && !t.and && t.traits.length === 0);
        case 'each': case 'all': case 'your': return describedAsItResolves(t);
        // "The location" of this card: "your side of this ship's location"; "the location of that battle".
        case 'the': return battleLocation(t) || (t.kinds.length === 1 && t.kinds[0] === 'location' && t.at?.relation === 'same-location' && t.at.as.select === 'this' && t.traits.length === 0 && !t.filters && !t.and);
        default: return false;
      }
    },
    amount(a: Amount): boolean {
      if ('n' in a || 'destiny' in a) return true;
      // "If your battle destiny is greater than your opponent's battle destiny": each side's in the battle under way.
      if ('battleDestiny' in a) return a.battleDestiny === 'you' || a.battleDestiny === 'opponent';
      if ('sum' in a) return a.sum.every((x) => can.amount(x));
      if ('countOf' in a) return (['each', 'your', 'all'].includes(a.countOf.select) && described(a.countOf)) || stackedPhraseSupported(a.countOf);
      // "Energy equal to its energy cost": the printed cost of the card.
      if ('stat' in a) return ['power', 'tactics', 'defense', 'energy cost'].includes(a.stat) && (a.of.select === 'this' || a.of.select === 'that' || a.of.select === 'target') && can.target(a.of);
      return false;
    },
    // "Its owner" is the owner of the card the event names.
    player: (o: Owner) => o === 'you' || o === 'opponent' || (thatPlayer && (o === 'that-player' || o === 'that-opponent')) || (thatCard && thatPlayer && o === 'owner'),
    may,
    revealed,
    played: costPhraseSupported,
    destination: destinationSupported,
    location: locationPlaceSupported,
    picked: (t) => t.select === 'a' && t.count === undefined && (t.owner === undefined || t.owner === 'you') && described(t),
    playable: (p) => playSupported(p) && can.player(p.who ?? 'you'),
    searchable: searchPhraseSupported,
    delays,
    inBattleHere,
  };
  return can;
}

/** A condition the engine checks when an ability resolves: a comparison of numbers it works out, or one a standing ability reads. */
export function conditionCarried(c: Condition, can: ResolveCan): boolean {
  if (c.is === 'compare') return can.amount(c.left) && can.amount(c.right);
  if (c.is === 'all') return c.of.every((x) => conditionCarried(x, can));
  // "If you do": whether the player chose to do what they may.
  if (c.is === 'did') return can.may === true && can.player(c.who);
  // "If it's a Quay unit": the card the ability revealed.
  if (c.is === 'kind') return can.shown === true && c.subject.select === 'that' && c.subject.kinds.length === 1 && (c.subject.kinds[0] === 'it' || c.subject.kinds[0] === 'card');
  return conditionSupported(c);
}

/** Whether the engine carries out every effect call of an ability (at least one); one that plays a card lets the next say what it costs. */
export function effectsCarried(effects: readonly VerbCall[], can: ResolveCan): boolean {
  const plays = effects.filter((c) => c.verb === 'play');
  // "Reveal the top card of your used pile. If it's a Quay unit, put it in your hand.": later calls name the card revealed.
  const shown = effects.some((c) => c.verb === 'reveal' || c.verb === 'search');
  // "Your opponent loses 1 energy and stacks that card face down on this asset": "that card" is the one lost.
  const losing = effects.some((c, i) => c.verb === 'lose-energy' && i === effects.length - 2 && !c.forEach && !c.may);
  const told = plays.length > 0 || shown || losing ? { ...can, ...(plays.length > 0 ? { playing: true } : {}), ...(shown ? { shown: true } : {}), ...(losing ? { losing: true } : {}) } : can;
  return effects.length > 0 && plays.length <= 1 && effects.every((c) => effectCarried(c, told));
}

/** Whether the engine carries out an effect call as an ability resolves ("for each …" a count it works out). */
export function effectCarried(c: VerbCall, can: ResolveCan): boolean {
  if ((c.may && !can.may) || c.x) return false;
  // "…, unless your opponent pays 1 energy", "… unless you … reveal a Shi card from your hand": what its doer may choose to do instead of the effect.
  const instead = c.unless && (c.unless.verb === 'pay-energy' || c.unless.verb === 'reveal');
  if (c.unless && (c.may || !can.may || !instead || c.unless.may || c.unless.if || c.unless.forEach || c.unless.unless || !effectCarried(c.unless, can))) return false;
  if (c.forEach && !can.amount({ countOf: c.forEach })) return false;
  if (c.if && !conditionCarried(c.if, can)) return false;
  const verb = WARS_VERBS[c.verb] as Verb;
  return verb.resolving !== undefined && verb.resolving.supported(c.params as never, c.until, can);
}
