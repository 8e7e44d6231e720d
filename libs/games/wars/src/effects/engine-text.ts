import type { WarsCard } from '../cards/card';
import { carriesAbilities } from '../engine/engine-versions';
import { type ActivatedAbility, activatedAbility } from './activated-abilities';
import { type PlayedText, playedText } from './played-text';
import { type TriggeredAbility, triggeredAbility } from './triggered-abilities';
import { cardEntries } from '../text/card-readings';
import { checkedInReadings } from '../text/version-readings';
import type { CardText, StatChange } from '../engine/card-text';
import type { Game } from '../engine/game-cards';
import type { InPlayCard, WarsState } from '../engine/state';
import { type Bound, boundOfReading } from '../verbs';
import { battleChange, drainChange, drainProhibited, generatedEnergy, mergeEffects, NO_STANDING_EFFECTS, type StandingAbility, standingAbility, type StandingEffects, standingEffects, supportIconChange } from './standing-effects';

const NONE: StatChange = { power: 0, tactics: 0, defense: 0 };

/**
 * What standing effects read of a state, as last seen: which cards are in play, where each is,
 * what it is beneath, whether damaged or inverted, and how many cards each pile holds. While
 * these are unchanged, so are the effects, whichever engine call (or caller) changed the state.
 */
interface Seen {
  readonly marks: readonly (string | boolean | null | undefined)[];
  /** Pile sizes, seat by seat, when a standing ability reads them; null when none does. */
  readonly piles: readonly number[] | null;
}

const PILES = ['hand', 'reserve', 'active', 'used', 'lost'] as const;

function seen(g: Game, readsPiles: boolean): Seen {
  const marks: (string | boolean | null | undefined)[] = [];
  for (const p of g.inPlay()) marks.push(p.key, p.at, p.host, p.damaged, p.inverted);
  return { marks, piles: readsPiles ? g.s.piles.flatMap((p) => PILES.map((name) => p[name].length)) : null };
}

function unchanged(g: Game, was: Seen): boolean {
  const list = g.inPlay();
  if (list.length * 5 !== was.marks.length) return false;
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

/** What one card's text is to an engine version: each ability's bound, and the abilities it carries out, by text. */
interface CardTextEntry {
  readonly bounds: ReadonlyMap<string, Bound | null>;
  readonly standing: ReadonlyMap<string, StandingAbility>;
  readonly activated: ReadonlyMap<string, ActivatedAbility>;
  readonly triggered: ReadonlyMap<string, TriggeredAbility>;
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
      for (const e of entries) {
        const a = standingAbility(e.reading, playsAbilities);
        if (a) standing.set(e.text, a);
        const used = playsAbilities ? activatedAbility(e.reading) : null;
        if (used) activated.set(e.text, used);
        const fired = playsAbilities ? triggeredAbility(e.reading) : null;
        if (fired) triggered.set(e.text, fired);
      }
      found = { bounds: new Map(entries.map((e) => [e.text, boundOfReading(e.reading)])), standing, activated, triggered };
      byId.set(id, found);
    }
    return found;
  };
  // An interrupt's or order's text, when the version carries all of it, by card.
  const playedByCard = new WeakMap<WarsCard, PlayedText | null>();
  const playedOf = (card: WarsCard): PlayedText | null => {
    let found = playedByCard.get(card);
    if (found === undefined) {
      const reading = playsAbilities && (card.type === 'Interrupt' || card.type === 'Order') ? checkedInReadings(version).cards[card.id] : undefined;
      found = reading ? playedText(cardEntries(reading)) : null;
      playedByCard.set(card, found);
    }
    return found;
  };
  // A card's carried abilities on each side, by card (both sides, so turning an inverter over needs no new list).
  const sidesByCard = new WeakMap<WarsCard, { readonly up: readonly StandingAbility[]; readonly inverted: readonly StandingAbility[] }>();
  const sidesOf = (card: WarsCard) => {
    let sides = sidesByCard.get(card);
    if (!sides) {
      const standing = entryOf(card.id).standing;
      const carried = (abilities: readonly { readonly text: string }[]) => abilities.flatMap((a) => standing.get(a.text) ?? []);
      sides = { up: carried(card.abilities), inverted: carried(card.invertedAbilities ?? []) };
      sidesByCard.set(card, sides);
    }
    return sides;
  };
  // The cards in play that have carried abilities, per list of cards in play (a game keeps its list until a card enters or leaves play).
  const holdersByList = new WeakMap<readonly InPlayCard[], readonly InPlayCard[]>();
  const sourcesOf = (g: Game) => {
    const list = g.inPlay();
    let holders = holdersByList.get(list);
    if (!holders) {
      holders = list.filter((p) => {
        const sides = sidesOf(g.card(p.key));
        return sides.up.length > 0 || sides.inverted.length > 0;
      });
      holdersByList.set(list, holders);
    }
    return holders.flatMap((p) => {
      const sides = sidesOf(g.card(p.key));
      const abilities = p.inverted ? sides.inverted : sides.up;
      return abilities.length > 0 ? [{ key: p.key, abilities }] : [];
    });
  };
  // Whether a card in play says what can't be done: movement, damage and drains ask only then.
  const prohibiting = (g: Game) => sourcesOf(g).some((src) => src.abilities.some((a) => a.prohibits));
  let computing = false;
  const work = (g: Game, sources: ReturnType<typeof sourcesOf>): StandingEffects => {
    if (sources.length === 0) return NO_STANDING_EFFECTS;
    computing = true;
    try {
      return standingEffects(g, sources);
    } finally {
      computing = false;
    }
  };
  // The effects worked out for a state, kept while nothing they read has changed (a replay keeps one
  // state object). Abilities that count a pile are worked out apart: piles change on most actions,
  // the board on few, so the rest is kept across pile changes.
  const keptBoard = new WeakMap<WarsState, { readonly seen: Seen; readonly effects: StandingEffects }>();
  const keptAll = new WeakMap<WarsState, { readonly seen: Seen; readonly effects: StandingEffects }>();
  const effectsNow = (g: Game): StandingEffects | null => {
    // Conditions and filters read printed stats: no standing effect is worked out inside another.
    if (computing) return null;
    const known = keptAll.get(g.s);
    if (known && unchanged(g, known.seen)) return known.effects;
    const sources = sourcesOf(g);
    const onBoard = sources.flatMap((src) => withAbilities(src, src.abilities.filter((a) => !a.readsPiles)));
    const onPiles = sources.flatMap((src) => withAbilities(src, src.abilities.filter((a) => a.readsPiles)));
    const board = keptBoard.get(g.s);
    const boardEffects = board && unchanged(g, board.seen) ? board.effects : work(g, onBoard);
    if (boardEffects !== board?.effects) keptBoard.set(g.s, { seen: seen(g, false), effects: boardEffects });
    const effects = onPiles.length === 0 ? boardEffects : mergeEffects(boardEffects, work(g, onPiles));
    keptAll.set(g.s, { seen: seen(g, onPiles.length > 0), effects });
    return effects;
  };
  return {
    bound: (cardId, line) => entryOf(cardId).bounds.get(line) ?? null,
    carries(card: WarsCard, line) {
      const entry = entryOf(card.id);
      return entry.standing.has(line) || entry.activated.has(line) || entry.triggered.has(line) || playedOf(card) !== null;
    },
    played: (card: WarsCard) => playedOf(card),
    activated: (card: WarsCard) => entryOf(card.id).activated,
    triggered: (card: WarsCard) => entryOf(card.id).triggered,
    statChange: (g, key) => effectsNow(g)?.stats.get(key) ?? NONE,
    immune: (g, key) => effectsNow(g)?.immune.has(key) ?? false,
    battleChange(g, number, seat, location) {
      const now = effectsNow(g);
      return now ? battleChange(g, now, number, seat, location) : 0;
    },
    drainChange(g, drainer, location) {
      const now = effectsNow(g);
      return now ? drainChange(g, now, drainer, location) : 0;
    },
    countsAgainstCapacity: (g, key) => !(effectsNow(g)?.notCounted.has(key) ?? false),
    supportIcons(g, seat, faction) {
      const now = effectsNow(g);
      return now ? supportIconChange(now, seat, faction) : 0;
    },
    generated(g, seat) {
      const now = effectsNow(g);
      return now ? generatedEnergy(g, now, seat) : 0;
    },
    cant(g, key, action) {
      const now = prohibiting(g) ? effectsNow(g) : null;
      return now !== null && (action === 'move' ? now.cantMove : now.cantBeDamaged).has(key);
    },
    cantDrain(g, seat, location) {
      const now = prohibiting(g) ? effectsNow(g) : null;
      return now !== null && drainProhibited(g, now, seat, location);
    },
  };
}
