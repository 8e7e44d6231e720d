import type { Condition, Owner, VerbCall } from '../text/reading';
import { handPut, topCardToHand } from '../verbs/card-verbs';
import { fromYourHand, topOfYourPile } from '../verbs/standing-verbs';
import { playSource } from './play-source';

/**
 * What an ability the engine carries out asks of a player as it resolves (engine 1.2.0 on):
 * whether they do what its text says they "may" ("When this ship enters play, you may retrieve
 * a card.", "that player may pay 3 energy. If that player does, he or she retrieves a card."),
 * in paper play the card that becomes known as it resolves (one retrieved at random from a lost
 * pile, one drawn off a reserve: CR glossary `retrieve`), and a place it names without a target
 * ("move this character to a related location"), and whether a player pays what an "unless"
 * asks of them ("Cancel target pending interrupt unless your opponent pays 1 energy"). The
 * player answers with a `choose` action before any of its effects happen (`engine/choose-action.ts`).
 */
export interface ResolutionAsks {
  /** Who chooses: the player the "may" names, else the ability's controller. */
  readonly who: Owner;
  /** Whether the text has a part the player may do or not. */
  readonly optional: boolean;
  /** Whether a card becomes known as it resolves (a paper log names it). */
  readonly reveals: boolean;
  /** How many places it picks as it resolves ("move this character to a related location", where a card it plays enters play). */
  readonly picks: number;
  /** "Activate up to 3 energy", "retrieve up to three cards": the most the player may choose (`choose`'s `count`); absent when nothing is "up to". */
  readonly upTo?: number;
  /** "Put two cards from your hand on top of your reserve", "… or reveal a Shi card from your hand", "Play a kizen": how many cards of their hand the chooser names (`choose`'s `fromHand`). */
  readonly fromHand?: number;
  /** "Put up to two cards from your hand …": `fromHand` is the most the chooser names, and fewer (or none) will do. */
  readonly fromHandUpTo?: true;
  /** "Play a character from your lost pile", "Play a fighter stacked on this asset": the chooser names the card played (`choose`'s `fromPile`). */
  readonly fromPile?: true;
  /** "Search your used pile for an inverter", "download a site …": the chooser names the card found (`choose`'s `found`), or none. */
  readonly searches?: true;
  /** "Your opponent chooses to pay or lose 2 energy": how many options the chooser picks one of (`choose`'s `option`). */
  readonly options?: number;
  /** "Draw up to [D] cards": `upTo` is the [D] revealed. */
  readonly upToDestiny?: true;
  /**
   * What the player decides is worded with the [D] the ability reveals ("You may pay [D] energy", "you may draw up to [D]
   * cards", "If target's defense < [D], … chooses …"), so it is decided once that [D] is known.
   */
  readonly decidedAfterDestiny?: true;
}

/**
 * Whether what an ability asks is a decision (to do what it may, how many, which card or place),
 * which the text has its player make before the [D] it reveals; otherwise it only names, in paper
 * play, cards that become known, which it does after the [D] is revealed (engine 1.2.0 on).
 */
export const decides = (asks: ResolutionAsks): boolean =>
  !asks.decidedAfterDestiny && (asks.optional || asks.picks > 0 || asks.upTo !== undefined || asks.fromHand !== undefined || asks.fromPile === true || asks.searches === true || asks.options !== undefined);

/** Verbs whose card becomes known only as it resolves. */
const REVEALING = new Set(['retrieve', 'draw']);

/** The player a call names as its doer: `who` where the verb has one, else the controller; "its owner" (of the card an event names) is that player. */
function doer(c: VerbCall): Owner {
  const who = (c.params as { who?: Owner }).who ?? 'you';
  return who === 'owner' ? 'that-player' : who;
}

/** A move to "a …" location, or a card "a …" dismissed: the controller picks which as it resolves. */
const picksPlace = (c: VerbCall) => (c.verb === 'move' && c.params.to?.relation === 'to' && c.params.to.location.select === 'a') || (c.verb === 'dismiss' && c.params.target.select === 'a');

/** The players "if you do" conditions in a condition name. */
function didOf(c: Condition | undefined): Owner[] {
  if (!c) return [];
  if (c.is === 'did') return [c.who];
  if (c.is === 'all') return c.of.flatMap(didOf);
  if (c.is === 'not') return didOf(c.of);
  return [];
}

/**
 * What an ability's effects ask as it resolves: `asks` null when nothing; `carried` false when
 * they ask more than the engine asks in one `choose` — "may" parts of more than one player, an
 * "if … does" of someone who has no "may", more than one card that becomes known, or a card
 * that becomes known "for each" of something.
 */
export function resolutionAsks(effects: readonly VerbCall[]): { readonly carried: boolean; readonly asks: ResolutionAsks | null } {
  // "…, unless your opponent pays 1 energy": the payer chooses whether to pay, as a "may" of theirs ("take": they pay, and the effect does not happen).
  const handPuts = effects.flatMap((c) => (c.verb === 'put' && handPut(c.params) ? [{ call: c, ...handPut(c.params)! }] : []));
  // "… unless you … reveal a Shi card from your hand": the one card its doer names.
  const handReveals = effects.filter((c) => c.unless?.verb === 'reveal' || (c.verb === 'reveal' && fromYourHand(c.params.target)));
  const mayers = new Set([...effects.filter((c) => c.may).map(doer), ...effects.flatMap((c) => (c.unless ? [doer(c.unless)] : []))]);
  // "Chooses to pay or lose 2 energy": the player named picks one.
  const choosingOne = effects.filter((c) => c.verb === 'choose-one');
  // "Play a kizen": the player who plays names the card of their hand and where it enters play (`play-by-text.ts`).
  const plays = effects.filter((c) => c.verb === 'play');
  // Whose hand cards are picked: the chooser, who must be the one player who chooses anything.
  const choosers = new Set<Owner>([...choosingOne.map((c) => c.params.who), ...mayers, ...handPuts.map((h) => h.owner), ...plays.map(doer), ...handReveals.filter((c) => c.verb === 'reveal').map(doer)]);
  const revealing = effects.filter((c) => REVEALING.has(c.verb) || (c.verb === 'put' && topCardToHand(c.params) !== null) || (c.verb === 'lose-card' && c.params.atRandom)
    || (c.verb === 'reveal' && topOfYourPile(c.params.target) !== null) || (c.verb === 'stack' && topOfYourPile(c.params.target) !== null));
  const dids = effects.flatMap((c) => didOf(c.if));
  const picking = effects.filter(picksPlace);
  // The one search or download: its controller names what they find.
  const searching = effects.filter((c) => c.verb === 'search' || c.verb === 'download');
  const counting = effects.filter((c) => (c.verb === 'activate-energy' || c.verb === 'draw' || c.verb === 'retrieve') && c.params.upTo);
  const carried = choosers.size <= 1 && dids.every((who) => mayers.has(who)) && revealing.length <= 1 && revealing.every((c) => !c.forEach)
    && picking.length <= 1 && picking.every((c) => !c.forEach && !c.may && !c.if) && counting.length <= 1 && counting.every((c) => !c.forEach && (!c.may || c.verb === 'draw'))
    && handPuts.length + handReveals.length + plays.length <= 1 && handPuts.every((h) => !h.call.forEach && (!h.call.may || h.upTo) && !h.call.if)
    && picking.length + plays.length <= 1 && plays.every((c) => !c.forEach)
    && choosingOne.length <= 1 && choosingOne.every((c) => !c.forEach && !c.may)
    && searching.length <= 1 && searching.every((c) => !c.forEach) && (searching.length === 0 || (revealing.length + handPuts.length + handReveals.length + plays.length + picking.length === 0 && [...choosers].every((w) => w === 'you')))
    // "You may reveal the top card of your used pile. If you do, you may put that card …": the second choice is made seeing the card, after the one `choose` asks.
    && !effects.some((c, i) => c.may && effects.slice(0, i).some((r) => r.verb === 'reveal' && topOfYourPile(r.params.target) !== null));
  if (choosers.size === 0 && revealing.length === 0 && picking.length === 0 && counting.length === 0 && searching.length === 0) return { carried, asks: null };
  const options = choosingOne[0]?.params.options.length;
  // Decided with the [D] in view: every call that asks a decision names it, and nothing is picked.
  const deciding = [...effects.filter((c) => c.may || c.unless), ...counting, ...choosingOne];
  const namesDestiny = (c: VerbCall) => JSON.stringify([c.params, c.if ?? null]).includes('"destiny":"yours"');
  const afterDestiny = deciding.length > 0 && deciding.every(namesDestiny) && picking.length + plays.length + handPuts.length + handReveals.length + searching.length === 0;
  const upToDestiny = counting.some((c) => (c.params as { count?: { destiny?: string } }).count?.destiny === 'yours');
  const [who] = choosers.size > 0 ? [...choosers] : ['you' as Owner];
  const upTo = counting.map((c) => ((c.verb === 'activate-energy' ? c.params.amount : (c.params as { count: { n?: number } }).count) as { n?: number }).n ?? 0)[0];
  const pilePlays = plays.filter((c) => playSource(c.params.target) !== 'hand');
  const fromHand = handPuts[0]?.count ?? (handReveals.length + plays.length - pilePlays.length > 0 ? 1 : undefined);
  return {
    carried,
    asks: { who, optional: mayers.size > 0, reveals: revealing.length > 0, picks: picking.length + plays.length, ...(upTo !== undefined ? { upTo } : {}), ...(fromHand !== undefined ? { fromHand } : {}), ...(handPuts[0]?.upTo ? { fromHandUpTo: true as const } : {}), ...(pilePlays.length > 0 ? { fromPile: true as const } : {}), ...(searching.length > 0 ? { searches: true as const } : {}),
      ...(options !== undefined ? { options } : {}), ...(upToDestiny ? { upToDestiny: true as const } : {}), ...(afterDestiny ? { decidedAfterDestiny: true as const } : {}) },
  };
}
