import type { WarsCard } from '../cards/card';
import { carriesAbilities } from '../engine/engine-versions';
import { type ActivatedAbility, activatedAbility } from './activated-abilities';
import { extraCostFor } from './additional-costs';
import { type AssetPlacement, assetPlacement } from './asset-placement';
import { costChangeFor, lingeringCostChange, mostOffFor } from './cost-changes';
import { type PlayedText, playedText } from './played-text';
import { type TriggeredAbility, triggeredAbility } from './triggered-abilities';
import { delayedIn } from './delayed-abilities';
import { cardEntries } from '../text/card-readings';
import { checkedInReadings } from '../text/version-readings';
import type { CardText, StatChange } from '../engine/card-text';
import type { Game } from '../engine/game-cards';
import type { InPlayCard, WarsState } from '../engine/state';
import { type Bound, boundOfReading } from '../verbs';
import { battleChange, drainChange, drainProhibited, handLossProhibited, generatedEnergy, mergeEffects, NO_STANDING_EFFECTS, revealProhibited, energyIconChange, type StandingAbility, standingAbility, type StandingEffects, standingEffects, supportIconChange } from './standing-effects';

const NONE: StatChange = { power: 0, tactics: 0, defense: 0 };
const NO_EXTRA = { pay: 0, lose: 0 };

/**
 * What standing effects read of a state, as last seen: which cards are in play, where each is,
 * what it is beneath, whether damaged or inverted, how many cards each pile holds, how many
 * effects last until end of turn (stats and support icons their conditions read), and where a
 * battle is under way ("in a battle here"). While
 * these are unchanged, so are the effects, whichever engine call (or caller) changed the state.
 */
interface Seen {
  readonly marks: readonly (string | boolean | null | undefined)[];
  /** Pile sizes, seat by seat, when a standing ability reads them; null when none does. */
  readonly piles: readonly number[] | null;
  /** Effects until end of turn (they are only added, until the turn ends or their card leaves play). */
  readonly lingering: number;
  readonly battle: string | null;
  /** How many cards are stacked on which card ("as long as you have a card stacked on your stockpile asset"). */
  readonly stacked: string;
}

/** The cards stacked on cards in play, as counts by card. */
const stackedCounts = (s: WarsState): string => (s.stacked ? Object.entries(s.stacked).map(([on, cards]) => `${on}:${cards.length}`).join(',') : '');

const PILES = ['hand', 'reserve', 'active', 'used', 'lost'] as const;


function seen(g: Game, readsPiles: boolean): Seen {
  const marks: (string | boolean | null | undefined)[] = [];
  for (const p of g.inPlay()) marks.push(p.key, p.at, p.host, p.damaged, p.inverted);
  return { marks, piles: readsPiles ? g.s.piles.flatMap((p) => PILES.map((name) => p[name].length)) : null, lingering: g.s.untilEndOfTurn?.length ?? 0, battle: g.s.battle?.location ?? null, stacked: stackedCounts(g.s) };
}

function unchanged(g: Game, was: Seen): boolean {
  const list = g.inPlay();
  if (list.length * 5 !== was.marks.length || (g.s.untilEndOfTurn?.length ?? 0) !== was.lingering || (g.s.battle?.location ?? null) !== was.battle || stackedCounts(g.s) !== was.stacked) return false;
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    const at = 5 * i;
    if (p.key !== was.marks[at] || p.at !== was.marks[at + 1] || p.host !== was.marks[at + 2] || p.damaged !== was.marks[at + 3] || p.inverted !== was.marks[at + 4]) return false;
  }
  if (!was.piles) return true;
  let i = 0;
  for (const p of g.s.piles) for (const name of PILES) if (p[name].length !== was.piles[i++]) return false;
  return true;
}

const withAbilities = (src: { readonly key: string }, abilities: readonly StandingAbility[]) => (abilities.length > 0 ? [{ key: src.key, abilities }] : []);

/**
 * The parts a card's standing abilities are worked out in, each kept apart: what can't be done
 * (asked by every move, damage and drain, and read by nothing else), what counts the cards of a
 * pile (piles change on most actions, the board on few), what gives support icons (which
 * conditions of the others read: "at a sector that has no support icons"), and the rest. An
 * ability that both prohibits and changes something is in two parts; each reads its own of its
 * effects.
 */
type Part = 'board' | 'piles' | 'prohibits' | 'icons' | 'labels';
const PARTS: readonly Part[] = ['board', 'piles', 'prohibits', 'icons', 'labels'];
type Sources = readonly { readonly key: string; readonly abilities: readonly StandingAbility[] }[];

function sameCards(list: readonly InPlayCard[], keys: readonly string[]): boolean {
  if (list.length !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) if (list[i].key !== keys[i]) return false;
  return true;
}

function sameSides(holders: readonly InPlayCard[], inverted: readonly unknown[]): boolean {
  for (let i = 0; i < holders.length; i++) if (holders[i].inverted !== inverted[i]) return false;
  return true;
}

function inPart(a: StandingAbility, part: Part): boolean {
  if (part === 'prohibits') return a.prohibits;
  if (part === 'icons') return a.calls.some((c) => c.verb === 'gain-icon');
  if (part === 'labels') return a.calls.some((c) => c.verb === 'gain-label');
  return a.calls.some((c) => c.verb !== 'prohibit' && c.verb !== 'gain-icon') && a.readsPiles === (part === 'piles');
}

/** `work` done once per card, kept while the card object lives. */
function perCard<T>(work: (card: WarsCard) => T): (card: WarsCard) => T {
  const done = new WeakMap<WarsCard, { readonly value: T }>();
  return (card) => {
    let found = done.get(card);
    if (!found) done.set(card, (found = { value: work(card) }));
    return found.value;
  };
}

/** What one card's text is to an engine version: each ability's bound, and the abilities it carries out, by text. */
interface CardTextEntry {
  readonly bounds: ReadonlyMap<string, Bound | null>;
  readonly standing: ReadonlyMap<string, StandingAbility>;
  readonly activated: ReadonlyMap<string, ActivatedAbility>;
  readonly triggered: ReadonlyMap<string, TriggeredAbility>;
  readonly delayed: ReadonlyMap<string, TriggeredAbility>;
}

/** One card text per engine version, shared by its engines and the coverage report (what each works out about a card, it works out once). */
const byVersion = new Map<string, CardText>();

/**
 * The card text of an engine version from 1.1.0 on, read from that version's checked-in
 * readings once per card. Standing effects are worked out when a stat, immunity, a battle
 * number, a drain, capacity, icons or activation is asked and what they read of the state has
 * changed since (`Seen`); with no card in play that has a carried ability that costs nothing.
 */
export function engineCardText(version: string): CardText {
  let text = byVersion.get(version);
  if (!text) byVersion.set(version, (text = readCardText(version)));
  return text;
}

function readCardText(version: string): CardText {
  const playsAbilities = carriesAbilities(version);
  const byId = new Map<string, CardTextEntry>();
  const entryOf = (id: string): CardTextEntry => {
    let found = byId.get(id);
    if (!found) {
      const reading = checkedInReadings(version).cards[id];
      const entries = reading ? cardEntries(reading) : [];
      const standing = new Map<string, StandingAbility>();
      const activated = new Map<string, ActivatedAbility>();
      const triggered = new Map<string, TriggeredAbility>();
      const delayed = new Map<string, TriggeredAbility>();
      for (const e of entries) {
        const a = standingAbility(e.reading, playsAbilities);
        if (a) standing.set(e.text, a);
        const used = playsAbilities ? activatedAbility(e.reading) : null;
        if (used) activated.set(e.text, used);
        const fired = playsAbilities ? triggeredAbility(e.reading) : null;
        if (fired) triggered.set(e.text, fired);
        const later = playsAbilities ? delayedIn(e.reading) : null;
        if (later) delayed.set(e.text, later);
      }
      found = { bounds: new Map(entries.map((e) => [e.text, boundOfReading(e.reading)])), standing, activated, triggered, delayed };
      byId.set(id, found);
    }
    return found;
  };
  // The checked-in reading of a card whose text of this kind the version carries, as entries; null otherwise.
  const entriesIf = (card: WarsCard, kind: boolean) => {
    const reading = playsAbilities && kind ? checkedInReadings(version).cards[card.id] : undefined;
    return reading ? cardEntries(reading) : null;
  };
  // An interrupt's or order's text, when the version carries all of it, by card.
  const playedOf = perCard((card): PlayedText | null => {
    const entries = entriesIf(card, card.type === 'Interrupt' || card.type === 'Order');
    return entries ? playedText(entries) : null;
  });
  // Where an asset of a kind may be played, when its text says more than the usual, by card.
  const placementOf = perCard((card): AssetPlacement | null => {
    const kind = card.type === 'Asset' ? card.subtype?.toLowerCase() : undefined;
    const entries = entriesIf(card, Boolean(kind));
    return entries ? assetPlacement(entries, kind!) : null;
  });
  // A card's carried abilities on each side, by card (both sides, so turning an inverter over needs no new list).
  const sidesOf = perCard((card) => {
    const standing = entryOf(card.id).standing;
    const carried = (abilities: readonly { readonly text: string }[]) => abilities.flatMap((a) => standing.get(a.text) ?? []);
    return { up: carried(card.abilities), inverted: carried(card.invertedAbilities ?? []) };
  });
  // The verbs of the standing text of a game's cards (a replay keeps one decks list): what is asked of every kind and keyword
  // a phrase names ("gains Piloting 2", "… a kizen") is worked out only in games whose decks have such text.
  const verbsByDecks = new WeakMap<WarsState['decks'], ReadonlySet<string>>();
  const decksHave = (g: Game, verb: 'gain-label' | 'gain-keyword'): boolean => {
    let verbs = verbsByDecks.get(g.s.decks);
    if (!verbs) {
      const found = new Set<string>();
      g.s.decks.forEach((deck, seat) => deck.forEach((_, i) => {
        const sides = sidesOf(g.card(`${seat}-${i}`));
        for (const a of [...sides.up, ...sides.inverted]) for (const c of a.calls) found.add(c.verb);
      }));
      verbsByDecks.set(g.s.decks, (verbs = found));
    }
    return verbs.has(verb);
  };
  // The cards in play with carried abilities, their abilities sorted into parts (`Part`), per state
  // (a replay keeps one), kept while the same cards are in play and the same of them inverted.
  const partsByState = new WeakMap<WarsState, { readonly keys: readonly string[]; readonly holders: readonly InPlayCard[]; readonly inverted: readonly unknown[]; readonly parts: Readonly<Record<Part, Sources>> }>();
  const sourcesOf = (g: Game, part: Part): Sources => {
    const list = g.inPlay();
    let known = partsByState.get(g.s);
    if (!known || !sameCards(list, known.keys) || !sameSides(known.holders, known.inverted)) {
      const holders = list.filter((p) => {
        const sides = sidesOf(g.card(p.key));
        return sides.up.length > 0 || sides.inverted.length > 0;
      });
      const parts: Record<Part, { key: string; abilities: readonly StandingAbility[] }[]> = { board: [], piles: [], prohibits: [], icons: [], labels: [] };
      for (const p of holders) {
        const sides = sidesOf(g.card(p.key));
        const abilities = p.inverted ? sides.inverted : sides.up;
        for (const part of PARTS) parts[part].push(...withAbilities(p, abilities.filter((a) => inPart(a, part))));
      }
      known = { keys: list.map((p) => p.key), holders, inverted: holders.map((p) => p.inverted), parts };
      partsByState.set(g.s, known);
    }
    return known.parts[part];
  };
  // The part being worked out: no standing effect is worked out inside another, but support icons are
  // their own part, which the others' conditions read.
  let computing: Part | null = null;
  // Each part's effects worked out for a state, kept while nothing they read has changed (a replay
  // keeps one state object).
  const kept: Record<Part, WeakMap<WarsState, { readonly seen: Seen; readonly effects: StandingEffects }>> = { board: new WeakMap(), piles: new WeakMap(), prohibits: new WeakMap(), icons: new WeakMap(), labels: new WeakMap() };
  const partNow = (g: Game, part: Part): StandingEffects => {
    const sources = sourcesOf(g, part);
    if (sources.length === 0) return NO_STANDING_EFFECTS;
    const known = kept[part].get(g.s);
    if (known && unchanged(g, known.seen)) return known.effects;
    const outer = computing;
    computing = part;
    try {
      const effects = standingEffects(g, sources);
      kept[part].set(g.s, { seen: seen(g, sources.some((src) => src.abilities.some((a) => a.readsPiles))), effects });
      return effects;
    } finally {
      computing = outer;
    }
  };
  // The effects stats, battles, drains and the rest read (all but what can't be done), as last merged for a state.
  const merged = new WeakMap<WarsState, { readonly board: StandingEffects; readonly piles: StandingEffects; readonly effects: StandingEffects }>();
  const effectsNow = (g: Game): StandingEffects | null => {
    // Conditions and filters read printed stats: no standing effect is worked out inside another.
    if (computing !== null) return null;
    const board = partNow(g, 'board');
    const piles = partNow(g, 'piles');
    const known = merged.get(g.s);
    if (known && known.board === board && known.piles === piles) return known.effects;
    const effects = mergeEffects(board, piles);
    merged.set(g.s, { board, piles, effects });
    return effects;
  };
  const prohibitionsNow = (g: Game): StandingEffects | null => (computing !== null ? null : partNow(g, 'prohibits'));
  const iconsNow = (g: Game): StandingEffects | null => (computing === 'icons' ? null : partNow(g, 'icons'));
  // Labels are their own part too, which every other part's phrases read ("another kizen here"); their own conditions read printed labels.
  const labelsNow = (g: Game): StandingEffects | null => (computing === 'labels' ? null : partNow(g, 'labels'));
  return {
    bound: (cardId, line) => entryOf(cardId).bounds.get(line) ?? null,
    carries(card: WarsCard, line) {
      const entry = entryOf(card.id);
      return entry.standing.has(line) || entry.activated.has(line) || entry.triggered.has(line) || playedOf(card) !== null || (placementOf(card)?.lines.has(line) ?? false);
    },
    played: (card: WarsCard) => playedOf(card),
    placement: (card: WarsCard) => placementOf(card),
    activated: (card: WarsCard) => entryOf(card.id).activated,
    triggered: (card: WarsCard) => entryOf(card.id).triggered,
    delayed: (card: WarsCard) => entryOf(card.id).delayed,
    statChange: (g, key) => effectsNow(g)?.stats.get(key) ?? NONE,
    keywordGain: (g, key, keyword) => (decksHave(g, 'gain-keyword') ? effectsNow(g)?.keywords.get(key)?.[keyword] ?? 0 : 0),
    labelGained: (g, key, label) => decksHave(g, 'gain-label') && (labelsNow(g)?.labels.has(`${key}@${label}`) ?? false),
    immune: (g, key) => effectsNow(g)?.immune.has(key) ?? false,
    battleChange(g, number, seat, location) {
      const now = effectsNow(g);
      return now ? battleChange(g, now, number, seat, location) : 0;
    },
    drainChange(g, drainer, location) {
      const now = effectsNow(g);
      return drainChange(g, now ?? NO_STANDING_EFFECTS, drainer, location);
    },
    countsAgainstCapacity: (g, key) => !(effectsNow(g)?.notCounted.has(key) ?? false),
    addsPower: (g, key) => !(effectsNow(g)?.notAdded.has(key) ?? false),
    supportIcons(g, seat, faction, location) {
      const now = iconsNow(g);
      return now ? supportIconChange(now, seat, faction, location) : 0;
    },
    energyIcons(g, seat, location) {
      const now = iconsNow(g);
      return now ? energyIconChange(now, seat, location) : 0;
    },
    generated(g, seat) {
      const now = effectsNow(g);
      return now ? generatedEnergy(g, now, seat) : 0;
    },
    costChange(g, seat, card, target) {
      const now = effectsNow(g);
      const standing = now && now.costs.length > 0 ? costChangeFor(g, now.costs, seat, card, target) : 0;
      return standing + lingeringCostChange(g, seat, card, target);
    },
    extraCost(g, seat, action) {
      const now = effectsNow(g);
      return now && now.extraCosts.length > 0 ? extraCostFor(g, now.extraCosts, seat, action) : NO_EXTRA;
    },
    mostCostOff(g, seat) {
      const now = effectsNow(g);
      return now && now.costs.length > 0 ? mostOffFor(now.costs, seat) : 0;
    },
    cant(g, key, action) {
      const now = prohibitionsNow(g);
      return now !== null && (action === 'move' ? now.cantMove : now.cantBeDamaged).has(key);
    },
    untargetable(g, key, by) {
      const now = prohibitionsNow(g);
      return now !== null && now.untargetable.has(`${key}@${by}`);
    },
    cantRevealDestiny(g, seat, location) {
      const now = prohibitionsNow(g);
      return now !== null && revealProhibited(g, now, seat, location);
    },
    cantDrain(g, seat, location) {
      const now = prohibitionsNow(g);
      return now !== null && drainProhibited(g, now, seat, location);
    },
    drainLimit(g, seat) {
      const limits = effectsNow(g)?.drainLimits.filter((l) => l.seat === seat) ?? [];
      return limits.length > 0 ? Math.min(...limits.map((l) => l.max)) : null;
    },
    cantLoseHandToDrain(g, seat, location) {
      const now = prohibitionsNow(g);
      return now !== null && handLossProhibited(g, now, seat, location);
    },
  };
}
