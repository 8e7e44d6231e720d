import { costProblems, destinyRequirement, energyCost, extraLossProblem, loseAsCost, playLoss, uniqueProblem } from '../engine/costs';
import { targetProblems } from '../engine/deploy-targets';
import { pay, unstack } from '../engine/energy-piles';
import type { Game } from '../engine/game-cards';
import { isUnitCard } from '../engine/game-cards';
import { isSector } from '../engine/locations';
import type { DeployTarget, Seat } from '../engine/state';
import { targetWords } from '../engine/target-words';
import { broken as problem } from '../engine/violation';
import type { Filter, Place, Target, VerbParams } from '../text/reading';
import type { ResolveContext } from '../verbs/verb';
import type { Resolving } from './choice-parts';
import { compares } from './compare';
import { describesHandCard } from './hand-phrases';
import { battleLocation } from './moves';
import { locationIs, locationSupported } from './phrases';
import { playSource } from './play-source';

/**
 * Playing a card as an effect (engine 1.2.0 on): "Play an inverter character at full cost.",
 * "Play a unit at a related site. That unit costs 1 less energy to play.", "Play a XeLabs ship or
 * XeLabs unit to the location of that battle at full cost." The player plays a ship or unit from
 * their hand by the steps of CR glossary `deployment phase` (where it may enter play, unique,
 * [D], costs) but at once, whatever the phase: the text is the permission. It goes on the stack
 * pending, above what is left there, so either player may respond before it enters play.
 *
 * The player names it in the `choose` its ability asks as it resolves: `fromHand`, the card, and
 * `pick`, the location it enters play at or the ship it enters play aboard. Naming none plays
 * none: a player may have no such card, or none they can pay for, and a paper hand is not known.
 * "At full cost" is the cost with no reduction of card text in play; "It costs 3 less energy to
 * play", the sentence after, lowers what it is played for.
 */

/** Card words a text may play: ships and units, not locations, assets, weapons, interrupts or orders. */
const NOT_PLAYED = new Set(['card', 'location', 'site', 'sector', 'asset', 'weapon', 'interrupt', 'order', 'encampment']);

/** "To the location of that battle", "to a site …": where the played card must enter play. */
const destinationRead = (to: Place | undefined) => to === undefined || (to.relation === 'to' && (battleLocation(to.location) || (to.location.select === 'a' && locationSupported(to.location))));

/** "That costs 2 energy or less": its printed energy cost against a number. */
const costFilter = (f: Filter): f is Extract<Filter, { stat: string }> => 'stat' in f && f.stat === 'energy cost' && 'n' in f.amount;

/** Whether a card of a hand is one the phrase of a play describes: its faction, kinds, and energy cost. */
function handCardFits(g: Game, key: string, t: Target): boolean {
  const cost = g.card(key).cost;
  return describesHandCard(g, key, t) && (t.filters ?? []).every((f) => costFilter(f) && cost !== null && compares(cost, f.compare, (f.amount as { n: number }).n));
}

/** Whether the engine plays a card as this call says: one ship or unit of the player's hand, to a place it reads. */
export function playSupported(p: VerbParams['play']): boolean {
  const t = p.target;
  const from = t.at;
  const source = playSource(t);
  // From the hand, the place it says ("a unit here"); from a pile, where the destination says, or anywhere.
  const placeRead = source === 'hand' ? from === undefined || from.relation === 'here' || (from.relation === 'at' && from.location.select === 'a' && locationSupported(from.location)) : source !== null;
  return t.select === 'a' && t.count === undefined && (t.filters ?? []).every(costFilter) && !t.alsoAt && !t.and && (t.owner === undefined || t.owner === 'you')
    && t.kinds.length > 0 && t.kinds.every((k) => !NOT_PLAYED.has(k)) && !t.traits.includes('other') && placeRead && destinationRead(p.at) && !(source === 'hand' && from && p.at);
}

/** The cards of the pile a play takes from, by key: the player's hand or lost pile, or the cards stacked on the card whose text it is. */
function sourceCards(g: Game, seat: Seat, srcKey: string, t: Target): readonly string[] {
  const source = playSource(t);
  if (source === 'lost') return g.s.piles[seat].lost;
  if (source === 'stacked') return (g.s.stacked?.[srcKey] ?? []).map((c) => c.key);
  return g.s.piles[seat].hand;
}

/** Takes a card out of the pile a play took it from. */
function takeFrom(g: Game, seat: Seat, srcKey: string, t: Target, key: string): void {
  const source = playSource(t);
  if (source === 'stacked') return unstack(g, srcKey, key);
  const pile = source === 'lost' ? g.s.piles[seat].lost : g.s.piles[seat].hand;
  pile.splice(pile.indexOf(key), 1);
}

/** A card being played as its ability resolves, until the ability's last effect: its cost may still change. */
interface Playing {
  readonly key: string;
  readonly seat: Seat;
  readonly target: DeployTarget;
  readonly params: VerbParams['play'];
  /** Energy less (negative) or more; 'all' when it costs no energy ("That warrior costs no energy to play."). */
  change: number | 'all';
}

/**
 * The parts of the resolve context that play a card; `finish`, which plays it once every effect of
 * the ability has been done; and `unmet`, for a play whose "if" does not hold, which refuses a card named for it.
 */
export function playParts(g: Game, r: Resolving): Pick<ResolveContext, 'play' | 'playCost'> & { finish(): void; unmet(): void } {
  const { item, src, seatOf, choice } = r;
  const s = g.s;
  const name = g.card(item.card).name;
  let playing: Playing | null = null;
  const refuse = (code: string, rule: string, message: string) => void choice?.problems.push(...problem(choice.seq, code, rule, message));
  return {
    play(p) {
      // "That player may play a warrior here": the player the event names.
      const seat = seatOf(p.who ?? 'you');
      const fromHand = playSource(p.target) === 'hand';
      const field = fromHand ? 'fromHand' : 'fromPile';
      const id = fromHand ? choice?.hand.shift() : choice?.fromPile;
      const placed = choice?.picks.shift();
      if (id === undefined) {
        if (placed !== undefined) refuse('card-not-chosen', 'wars:glossary/deployment-phase', `"pick" names where a card enters play as ${name}'s text resolves, and "${field}" names no card to play`);
        return;
      }
      const key = sourceCards(g, seat, src.key, p.target).find((k) => g.card(k).id === id);
      if (key === undefined) return refuse(fromHand ? 'not-in-hand' : 'not-in-pile', 'wars:glossary/deployment-phase', `${fromHand ? `${s.players[seat]}'s hand` : `the cards ${name}'s text plays from`} hold${fromHand ? 's' : ''} no ${id} to play`);
      const card = g.card(key);
      if (!(isUnitCard(card) || card.type === 'Ship') || !handCardFits(g, key, p.target)) return refuse('wrong-card-played', 'wars:glossary/effects', `${name}'s text plays ${playedWords(p.target)}, and ${card.name} (${id}) is not one`);
      if (placed === undefined || !s.inPlay[placed]) return refuse('place-not-picked', 'wars:glossary/deployment-phase', `${card.name} enters play somewhere: "pick": [the key of a location in play, or of a ship to play it aboard]`);
      const host = s.inPlay[placed];
      const target: DeployTarget = host.kind === 'location' ? { at: placed } : { aboard: placed };
      const location = host.kind === 'location' ? placed : host.at;
      const wrongPlace = location === null ? 'it is at no location' : placeProblem(g, src, location, p);
      if (wrongPlace) return refuse('illegal-place', 'wars:glossary/effects', `${name}'s text plays ${card.name} ${placeWords(p)}: ${wrongPlace}`);
      const found = [...uniqueProblem(g, choice!.seq, seat, card), ...destinyRequirement(g, choice!.seq, seat, card), ...targetProblems(g, choice!.seq, seat, card, target)];
      if (found.length > 0) return void choice!.problems.push(found[0]);
      playing = { key, seat, target, params: p, change: 0 };
    },
    unmet() {
      if (choice?.hand.length || choice?.picks.length || choice?.fromPile) refuse('condition-not-met', 'wars:glossary/effects', `${name}'s text plays a card only when its condition holds, and it does not: leave "fromHand" and "pick" out`);
    },
    playCost(by) {
      if (playing) playing.change = by === 'all' || playing.change === 'all' ? 'all' : playing.change + by;
    },
    finish() {
      if (!playing || choice?.problems.length) return;
      const { key, seat, target, params, change } = playing;
      const card = g.card(key);
      const usual = energyCost(g, seat, card, target);
      // "At full cost": nothing in play takes from it (what adds to it still does).
      const cost = params.cost === 'free' || change === 'all' ? 0 : params.cost === 'full' ? Math.max(usual, card.cost ?? 0) : Math.max(0, usual + change);
      const found = [...costProblems(g, choice!.seq, seat, card, target, cost), ...extraLossProblem(g, choice!.seq, seat, playLoss(g, seat, card, target), 1, `playing ${card.name}`)];
      if (found.length > 0) return void choice!.problems.push(found[0]);
      takeFrom(g, seat, src.key, params.target, key);
      pay(s, seat, cost);
      loseAsCost(g, seat, playLoss(g, seat, card, target));
      s.stack.push({ kind: 'card', seat, card: key, target, mode: null });
    },
  };
}

/** Where the text lets the card enter play: "here", "at a related site", "to the location of that battle". */
/** Where the text says the card enters play: its place, or (played from a pile, which the target's place names) the destination. */
const destinationOf = (p: VerbParams['play']) => (playSource(p.target) === 'hand' ? p.target.at ?? p.at : p.at);

function placeProblem(g: Game, src: Resolving['src'], location: string, p: VerbParams['play']): string | null {
  const at = destinationOf(p);
  if (!at) return null;
  const where = g.card(location).name;
  if (at.relation === 'here') return location === src.here ? null : `${where} is not where ${g.card(src.key).name} is`;
  const t: Target = (at as { location: Target }).location;
  if (battleLocation(t)) return g.s.battle?.location === location ? null : `no battle is taking place at ${where}`;
  return locationIs(g, src, location, t) ? null : `${where} is not ${withArticle(targetWords(t))}`;
}

function placeWords(p: VerbParams['play']): string {
  const at = destinationOf(p);
  if (!at) return 'to a location';
  const t = (at as { location: Target }).location;
  return at.relation === 'here' ? 'here' : `${at.relation === 'to' ? 'to' : 'at'} ${battleLocation(t) ? 'the location of that battle' : withArticle(targetWords(t))}`;
}

const withArticle = (words: string) => (words.startsWith('your ') ? words : `${/^[aeio]/i.test(words) ? 'an' : 'a'} ${words}`);

/** The card a play names, in words: "a unit here that costs 2 energy or less". */
const playedWords = (t: Target) => `${withArticle(targetWords(t))}${(t.filters ?? []).filter(costFilter).map((f) => ` that costs ${(f.amount as { n: number }).n} energy or ${f.compare === '<=' ? 'less' : 'more'}`).join('')}`;

/**
 * The `choose` parts a play could name now: each card of the hand the phrase describes with each
 * place such a card could enter play (a sector for a ship; a site, or a ship or vehicle to be
 * aboard, for a unit), and no card. What the text and the rules allow is kept by `validate`.
 */
export function playCandidates(g: Game, seat: 0 | 1, srcKey: string, p: VerbParams['play']): { fromHand?: string; fromPile?: string; pick?: string[] }[] {
  const pile = sourceCards(g, seat, srcKey, p.target);
  const field = playSource(p.target) === 'hand' ? 'fromHand' : 'fromPile';
  const ids = [...new Set(pile.filter((k) => handCardFits(g, k, p.target)).map((k) => g.card(k).id))].sort();
  const named = ids.flatMap((id) => {
    const card = g.card(pile.find((k) => g.card(k).id === id)!);
    const unit = isUnitCard(card);
    if (!unit && card.type !== 'Ship') return [];
    const aboard = (key: string) => g.s.inPlay[key].kind === 'ship' || g.card(key).type === 'Vehicle';
    const places = g.inPlay().filter((q) => (q.kind === 'location' ? isSector(g.card(q.key)) !== unit : unit && aboard(q.key)));
    return places.map((q) => ({ [field]: id, pick: [q.key] }));
  });
  return [{}, ...named];
}
