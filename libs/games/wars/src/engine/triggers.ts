import { type EffectSource, sourceOf } from '../effects/effect-source';
import { targetChoices } from './ability-targets';
import { usesThisTurn } from './ability-uses';
import { compares } from '../effects/compare';
import { describes, holds, locationIs } from '../effects/phrases';
import { destinySeat } from '../effects/resolving-calls';
import type { TriggeredAbility } from '../effects/triggered-abilities';
import type { Game } from './game-cards';
import { abilitiesInPlay, hasKind } from './game-cards';
import { battleDestiny } from './battle-numbers';
import { controls } from './locations';
import type { DeployTarget, InPlayCard, Lingering, Seat, Triggered, WarsState } from './state';
import { hasKeyword } from '../cards/card';
import { describesOutOfPlay } from '../effects/hand-phrases';

/**
 * Triggered abilities the engine carries out (engine 1.2.0 on; CR glossary `triggered
 * ability`): an event the engine watches is noted as it happens, each ability it triggers waits
 * in `triggered`, and when a player holds initiative after an action they all go on the stack in
 * the order they triggered (one ability's requirements, such as a card in the reserve for [D],
 * checked then), to resolve as any pending ability does. A state ("when your opponent controls
 * this location") is looked at after every action, and triggers while it holds and the ability
 * is not already waiting or pending.
 */
export type WarsEvent =
  | { readonly event: 'enters-play'; readonly card: string }
  | { readonly event: 'battle-begins'; readonly location: string }
  | { readonly event: 'drain'; readonly seat: Seat; readonly location: string }
  | { readonly event: 'win-battle'; readonly seat: Seat; readonly location: string }
  /** The battle destiny step of the battle at a location ends. */
  | { readonly event: 'end-of-battle-destiny-step'; readonly location: string }
  /** The battle at a location ends, won by `winner` (null: neither side had more power). */
  | { readonly event: 'battle-ends'; readonly location: string; readonly winner: Seat | null }
  /** A card `seat` played, as it goes on the stack, to where it is played. */
  | { readonly event: 'played'; readonly seat: Seat; readonly card: string; readonly target: DeployTarget | null }
  /** The power step of the battle at a location ends. */
  | { readonly event: 'power-step-ends'; readonly location: string }
  /** An attack action performed by `seat` at a location. */
  | { readonly event: 'attack'; readonly seat: Seat; readonly location: string }
  /** An inverter inverted by card text or a cost its controller, `by`, paid or carried out. */
  | { readonly event: 'invert'; readonly card: string; readonly by: Seat }
  /** A card revealed for battle destiny by `seat` (`card`, now on top of their used pile), its destiny, in the battle at `location`. */
  | { readonly event: 'battle-destiny'; readonly seat: Seat; readonly destiny: number; readonly location: string; readonly card?: string }
  /** A card damaged by an ability of `source` (a weapon's, when it triggers anything). */
  | { readonly event: 'ability-damaged'; readonly card: string; readonly source: string }
  /** A card chosen as a target of an activated ability of `source`. */
  | { readonly event: 'targeted'; readonly card: string; readonly source: string }
  /** A card destroyed, as it was in play, and where a battle was under way then. */
  | { readonly event: 'destroyed'; readonly card: string; readonly was: InPlayCard; readonly battle: string | null }
  /** A phase of `seat`'s turn begins. */
  | { readonly event: 'phase-begins'; readonly phase: string; readonly seat: Seat }
  /** A card put from play into its owner's lost pile (destroyed, dismissed, lost as a casualty or with the card it was beneath), as it was in play. */
  | { readonly event: 'lost'; readonly card: string; readonly was: InPlayCard };

/** The triggered abilities the engine carries out on a card in play, on its side that is up. */
function triggersOf(g: Game, p: InPlayCard): [string, TriggeredAbility][] {
  const all = g.text?.triggered(g.card(p.key));
  if (!all || all.size === 0) return [];
  return abilitiesInPlay(g, p.key).flatMap((a) => (all.has(a.text) ? [[a.text, all.get(a.text)!] as [string, TriggeredAbility]] : []));
}

function trigger(g: Game, p: InPlayCard, text: string, names: { that?: Seat; thatCard?: string } = {}): void {
  const src = sourceOf(g, p.key);
  const fired: Triggered = { card: p.key, text, seat: p.owner, here: src.here, host: p.host, ...names };
  (g.s.triggered ??= []).push(fired);
}

/** "An ability of a weapon [beneath this vehicle / this kizen]": whether `source` is such a weapon for card `p` (an asset's "this kizen" is the card it is beneath). */
const weaponOf = (g: Game, p: Pick<InPlayCard, 'key' | 'kind' | 'host'>, source: string, beneathThis: boolean) =>
  g.card(source).type === 'Weapon' && (!beneathThis || g.s.inPlay[source]?.host === (p.kind === 'asset' && p.host ? p.host : p.key));

/** The card whose ability it is, as the events it watches read it: its key, controller, kind and what it is beneath. */
type Holder = Pick<InPlayCard, 'key' | 'owner' | 'kind' | 'host'>;

/** Whether an event triggers an ability of card `p` (read from `src`); the player and card the event names, or null when it does not trigger it. */
function triggers(g: Game, p: Holder, a: TriggeredAbility, e: WarsEvent, src: EffectSource = sourceOf(g, p.key)): { that?: Seat; thatCard?: string } | null {
  const w = a.watch;
  switch (e.event) {
    case 'enters-play': {
      if (w.event !== 'enters-play') return null;
      const entered = g.s.inPlay[e.card];
      if (!entered) return null;
      if (w.subject.select === 'this') {
        const at = entered.at;
        if (w.during && (g.s.phase !== w.during || g.s.current !== p.owner)) return null;
        return e.card === p.key && (!w.place || (w.place.relation === 'at' && at !== null && locationIs(g, src, at, w.place.location))) ? {} : null;
      }
      return entered.at !== null && entered.at === src.here && describes(g, src, entered, w.subject) ? { that: entered.owner } : null;
    }
    case 'battle-begins':
      return w.event === 'battle-begins' && e.location === src.here && hasKind(g, e.location, w.kind) ? {} : null;
    case 'drain': {
      if (w.event !== 'drain' || e.location !== src.here) return null;
      const by = w.who === 'any' || (w.who === 'you') === (e.seat === p.owner);
      return by ? { that: e.seat } : null;
    }
    case 'win-battle':
      // The other side lost it.
      if (w.event === 'lose-battle') {
        const where = !w.place || (w.place.relation === 'here' ? e.location === src.here : w.place.relation === 'at' && locationIs(g, src, e.location, w.place.location));
        return where && (w.who === 'you') === (e.seat !== p.owner) ? {} : null;
      }
      return w.event === 'win-battle' && (w.anywhere || e.location === src.here) && hasKind(g, e.location, w.kind) && (w.who === 'you') === (e.seat === p.owner) ? {} : null;
    case 'ability-damaged': case 'targeted': {
      const watched = e.event === 'ability-damaged' ? (w.event === 'ability-damages' ? w.damaged : null) : (w.event === 'targeted-by' ? w.targeted : null);
      const card = g.s.inPlay[e.card];
      if (!watched || !card || !weaponOf(g, p, e.source, (w as { beneathThis: boolean }).beneathThis)) return null;
      return describes(g, src, card, watched) ? { thatCard: e.card } : null;
    }
    case 'lost': {
      // "Each time one of your fighters is lost from a battle": it was at the location of the battle under way.
      if (w.event === 'lost-from-battle') {
        const b = g.s.battle;
        const inIt = b !== null && e.card !== p.key && e.was.at === b.location && hasKind(g, b.location, w.kind) && (!w.here || b.location === src.here);
        return inIt && describes(g, src, e.was, w.lost) ? { that: e.was.owner, thatCard: e.card } : null;
      }
      // "Each time an opponent's unit is lost at this location": it was where this card is; "that unit" is it, now in its lost pile.
      if (w.event !== 'lost-here' || e.card === p.key || e.was.at === null || e.was.at !== src.here) return null;
      return describes(g, src, e.was, w.lost) ? { that: e.was.owner, thatCard: e.card } : null;
    }
    case 'phase-begins':
      return w.event === 'phase-begins' && w.phase === e.phase && (w.who === 'any' || (w.who === 'you') === (e.seat === p.owner)) ? { that: e.seat } : null;
    case 'destroyed':
      return null;
    case 'invert':
      return null;
    case 'battle-ends':
      return w.event === 'battle-ends' && e.location === src.here && e.winner !== null && (w.won === 'you') === (e.winner === p.owner) ? {} : null;
    case 'power-step-ends':
      return w.event === 'power-step-ends' && e.location === src.here ? {} : null;
    case 'played': {
      if (w.event !== 'played-aboard' || (w.who === 'you') !== (e.seat === p.owner) || !e.target || !('aboard' in e.target) || e.target.aboard !== p.key) return null;
      const card = g.card(e.card);
      return describesOutOfPlay(g, e.card, w.card) && (w.card.filters ?? []).every((f) => 'keyword' in f && hasKeyword(card, f.keyword)) ? {} : null;
    }
    case 'attack':
      return w.event === 'attack' && e.location === src.here && (w.who === 'you') === (e.seat === p.owner) ? {} : null;
    case 'end-of-battle-destiny-step': {
      if (w.event !== 'end-of-battle-destiny-step' || !w.battles.traits.every((k) => hasKind(g, e.location, k))) return null;
      const at = w.battles.at;
      if (at && !(at.relation === 'here' ? e.location === src.here : at.relation === 'at' && locationIs(g, src, e.location, at.location))) return null;
      // "Your total battle destiny is exactly 5": as the step ends.
      return !w.destinyIs || battleDestiny(g, w.destinyIs.who === 'you' ? p.owner : p.owner === 0 ? 1 : 0) === w.destinyIs.n ? {} : null;
    }
    case 'battle-destiny': {
      if (w.event !== 'battle-destiny' || (w.who !== 'any' && (w.who === 'you') !== (e.seat === p.owner))) return null;
      if (w.destiny && !compares(e.destiny, w.destiny.compare, w.destiny.n)) return null;
      // "That card" is the one this player revealed.
      return !w.here || (e.location === src.here && hasKind(g, e.location, w.here)) ? { that: e.seat } : null;
    }
  }
}

/**
 * "When this ship is destroyed [during a site battle]", "When this character is lost from a
 * site": the card's own triggered abilities, on the side that was up, from its lost pile; it was
 * where it was in play.
 */
function leftItself(g: Game, e: Extract<WarsEvent, { event: 'destroyed' | 'lost' }>): void {
  const all = g.text!.triggered(g.card(e.card));
  if (all.size === 0) return;
  const { was } = e;
  const abilities = was.inverted ? g.card(e.card).invertedAbilities ?? [] : g.card(e.card).abilities;
  for (const a of abilities) {
    const w = all.get(a.text)?.watch;
    if (w?.event !== e.event) continue;
    if (w.event === 'destroyed' && e.event === 'destroyed' && w.during && (e.battle === null || !hasKind(g, e.battle, w.during))) continue;
    if (w.event === 'lost' && (was.at === null || !hasKind(g, was.at, w.from))) continue;
    (g.s.triggered ??= []).push({ card: e.card, text: a.text, seat: was.owner, here: was.kind === 'location' ? e.card : was.at, host: was.host });
  }
}

/** "When you invert this character [during a battle here]": printed on the side that was up until now or on the side now up, it triggers either way. */
function invertedItself(g: Game, e: Extract<WarsEvent, { event: 'invert' }>): void {
  const p = g.s.inPlay[e.card];
  const card = g.card(e.card);
  const all = g.text!.triggered(card);
  if (!p || p.owner !== e.by || all.size === 0) return;
  const texts = new Set([...card.abilities, ...(card.invertedAbilities ?? [])].map((a) => a.text));
  for (const text of texts) {
    const w = all.get(text)?.watch;
    if (w?.event !== 'invert') continue;
    // "During a battle here": one of that kind under way where the card is.
    const b = g.s.battle;
    if (w.during && (!b || b.location !== sourceOf(g, p.key).here || !hasKind(g, b.location, w.during))) continue;
    trigger(g, p, text);
  }
}

/** "When you reveal this card for battle destiny, …": the revealed card's own triggered abilities, from its owner's used pile. */
function revealedItself(g: Game, e: Extract<WarsEvent, { event: 'battle-destiny' }>): void {
  if (e.card === undefined) return;
  const card = g.card(e.card);
  for (const [text, a] of g.text!.triggered(card)) {
    if (a.watch.event === 'battle-destiny-itself' && card.abilities.some((x) => x.text === text)) (g.s.triggered ??= []).push({ card: e.card, text, seat: e.seat, here: null, host: null });
  }
}

/**
 * "The next time …": each delayed ability waiting this turn that the event triggers is used up,
 * and waits as a triggered ability does; "here" is where its card was when the text created it.
 */
function noteDelayed(g: Game, e: WarsEvent): void {
  const waitingNow = g.s.untilEndOfTurn!.filter((l): l is Extract<Lingering, { kind: 'delayed' }> => l.kind === 'delayed');
  for (const d of waitingNow) {
    const a = g.text!.delayed(g.card(d.source)).get(d.text);
    const holder: Holder = { key: d.source, owner: d.seat, kind: g.s.inPlay[d.source]?.kind ?? 'unit', host: d.host };
    const fired = a ? triggers(g, holder, a, e, { key: d.source, seat: d.seat, here: d.here }) : null;
    if (!fired) continue;
    g.s.untilEndOfTurn = g.s.untilEndOfTurn!.filter((l) => l !== d);
    if (g.s.untilEndOfTurn.length === 0) delete g.s.untilEndOfTurn;
    (g.s.triggered ??= []).push({ card: d.source, text: d.text, seat: d.seat, here: d.here, host: d.host, delayed: true, ...fired });
  }
}

/** An event happened: each carried ability it triggers waits for a player to gain initiative. */
export function noteEvent(g: Game, e: WarsEvent): void {
  if (!g.text) return;
  if (g.s.untilEndOfTurn?.some((l) => l.kind === 'delayed')) noteDelayed(g, e);
  if (!decksWatch(g).events) return;
  if (e.event === 'destroyed') return leftItself(g, e);
  if (e.event === 'battle-destiny') revealedItself(g, e);
  if (e.event === 'lost') leftItself(g, e);
  if (e.event === 'invert') return invertedItself(g, e);
  for (const p of g.inPlay()) {
    for (const [text, a] of triggersOf(g, p)) {
      if (a.oncePerTurn && usesThisTurn(g, p.key, text) > 0) continue;
      const fired = triggers(g, p, a, e);
      if (fired) trigger(g, p, text, fired);
    }
  }
}

const waiting = (g: Game, card: string, text: string) =>
  (g.s.triggered ?? []).some((t) => t.card === card && t.text === text) || g.s.stack.some((i) => i.kind === 'ability' && i.card === card && i.text === text);

/** What the triggered abilities the engine carries out on a game's cards watch, by decks list (a replay keeps one): events, states. */
const watchedByDecks = new WeakMap<WarsState['decks'], { readonly events: boolean; readonly states: boolean }>();

function decksWatch(g: Game): { readonly events: boolean; readonly states: boolean } {
  let found = watchedByDecks.get(g.s.decks);
  if (!found) {
    const abilities = g.s.decks.flatMap((deck, seat) => deck.flatMap((_, i) => [...g.text!.triggered(g.card(`${seat}-${i}`)).values()]));
    const state = (a: TriggeredAbility) => a.watch.event === 'controls' || a.watch.event === 'state';
    found = { events: abilities.some((a) => !state(a)), states: abilities.some(state) };
    watchedByDecks.set(g.s.decks, found);
  }
  return found;
}

/**
 * States the engine watches, looked at after every action: "when your opponent controls this
 * location", "when you do not have at least two other Gongen units here" (skipped when no card of
 * the game has one, as events are).
 */
function noteStates(g: Game): void {
  if (!decksWatch(g).states) return;
  for (const p of g.inPlay()) {
    for (const [text, a] of triggersOf(g, p)) {
      if (a.watch.event !== 'controls' && a.watch.event !== 'state') continue;
      if (waiting(g, p.key, text)) continue;
      const src = sourceOf(g, p.key);
      if (a.watch.event === 'state') {
        if (holds(g, src, a.condition!)) trigger(g, p, text);
        continue;
      }
      const who: Seat = a.watch.who === 'you' ? p.owner : p.owner === 0 ? 1 : 0;
      if (src.here !== null && controls(g, src.here, who)) trigger(g, p, text);
    }
  }
}

/**
 * After every action: states watched, then, when a player holds initiative, each waiting
 * ability onto the stack (canceled instead when its [D] has no card in the reserve to reveal).
 */
export function settleTriggers(g: Game): void {
  const s = g.s;
  if (!g.text || s.result) return;
  noteStates(g);
  if (!s.triggered || s.initiative === null) return;
  const before = s.stack.length;
  for (const t of s.triggered) {
    const ability = (t.delayed ? g.text.delayed(g.card(t.card)) : g.text.triggered(g.card(t.card))).get(t.text)!;
    if (ability.revealsDestiny && s.piles[destinySeat(ability, t.seat)].reserve.length === 0) continue;
    // With no legal choice of its targets, it has nothing to affect.
    const aiming = ability.targets.length > 0;
    if (aiming && targetChoices(g, { key: t.card, seat: t.seat, here: t.here }, ability.targets).length === 0) continue;
    s.stack.push({
      kind: 'ability', seat: t.seat, card: t.card, text: t.text, targets: [], here: t.here, host: t.host, trigger: true, ...(t.delayed ? { delayed: true as const } : {}),
      ...(t.that !== undefined ? { that: t.that } : {}), ...(t.thatCard !== undefined ? { thatCard: t.thatCard } : {}), ...(aiming ? { aiming: true as const } : {}),
    });
  }
  delete s.triggered;
  // Something new is pending: both players pass again before it resolves.
  if (s.stack.length > before) s.passes = 0;
  aimNext(g);
}

/**
 * A triggered ability with "target …" put on the stack: its controller chooses the targets
 * (CR glossary `target`) with a `choose` action before anything else, one ability at a time in
 * the order they went on the stack.
 */
export function aimNext(g: Game): void {
  const s = g.s;
  if (s.choosing) return;
  const item = s.stack.find((i) => i.kind === 'ability' && i.aiming);
  if (item?.kind === 'ability') s.choosing = { item, seat: item.seat, targets: true };
}
