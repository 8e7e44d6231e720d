import type { WarsAbility } from '../cards/ability';
import type { WarsCard } from '../cards/card';
import type { CardText } from './card-text';
import type { InPlayCard, Seat, WarsState } from './state';
import { lingeringCant, lingeringImmune, lingeringStats } from './until-end-of-turn';

/** The card set an engine plays with, by collector number. */
export type CardLookup = (id: string) => WarsCard | undefined;

/** An engine call's view of the game: the state and the cards its keys stand for. */
export interface Game {
  readonly s: WarsState;
  card(key: string): WarsCard;
  /**
   * The cards in play, in `inPlay` order, read once and kept until a card enters or leaves play.
   * `inPlay` is a record keyed by instance key, which V8 keeps as a dictionary: reading it whole
   * (presence, capacity, movement: several times an action) was most of a replay's time, and
   * `Object.values` on a dictionary is several times slower than its keys and a lookup each. The
   * entries are the state's own objects, so damage and moves show through. Kept on the game,
   * never in the state, so nothing hashes differently; each engine call starts afresh (`gameOf`),
   * since callers may change a state between calls.
   */
  inPlay(): readonly InPlayCard[];
  /** A card entered or left play: the next `inPlay` reads `inPlay` again. */
  inPlayChanged(): void;
  /** What the engine version knows of card text (1.1.0 on): bounds of attested outcomes and standing effects it carries out; absent, all text is attested on trust. */
  readonly text?: CardText;
}

/** Each deck's cards by instance key, resolved once per decks list (a replay keeps one state, so one list); the engine owns it. */
export type ResolvedCards = WeakMap<readonly (readonly string[])[], Map<string, WarsCard>>;

/** A game over a state whose cards are already resolved, e.g. a clone an outcome is tried on. */
export function gameWith(s: WarsState, card: (key: string) => WarsCard, text?: CardText): Game {
  let list: readonly InPlayCard[] | null = null;
  return {
    s,
    card,
    text,
    inPlay() {
      if (!list) {
        const keys = Object.keys(s.inPlay);
        const read: InPlayCard[] = new Array(keys.length);
        for (let i = 0; i < keys.length; i++) read[i] = s.inPlay[keys[i]];
        list = read;
      }
      return list;
    },
    inPlayChanged() {
      list = null;
    },
  };
}

/** The game an engine call plays: `resolvedCache` keeps the decks' cards between calls; without it they are resolved afresh. */
export function gameOf(s: WarsState, lookup: CardLookup, resolvedCache?: ResolvedCards, text?: CardText): Game {
  let cards = resolvedCache?.get(s.decks);
  if (!cards) {
    cards = new Map();
    for (const [seat, deck] of s.decks.entries()) {
      for (const [i, id] of deck.entries()) {
        const found = lookup(id);
        if (!found) throw new Error(`no card ${id} in the card set`);
        cards.set(`${seat}-${i}`, found);
      }
    }
    resolvedCache?.set(s.decks, cards);
  }
  const byKey = cards;
  return gameWith(s, (key) => {
    const found = byKey.get(key);
    if (!found) throw new Error(`no card for ${key}`);
    return found;
  }, text);
}

export const keyOf = (seat: Seat, index: number) => `${seat}-${index}`;
export const ownerOf = (key: string): Seat => (key.startsWith('1-') ? 1 : 0);
/** Whether a string is an instance key of this game. */
export const isKey = (s: WarsState, key: unknown): key is string => {
  if (typeof key !== 'string') return false;
  const m = /^([01])-(\d+)$/.exec(key);
  return m !== null && Number(m[2]) < s.decks[Number(m[1])].length;
};

/** A numbered keyword's value, 0 without it (CR glossary `keyword ability`: gained numbers add up). */
export function keywordValue(card: WarsCard, keyword: string, abilities: readonly WarsAbility[] = card.abilities): number {
  let total = 0;
  for (const a of abilities) if (a.kind === 'keyword' && a.keyword === keyword) total += 'value' in a ? a.value : 1;
  return total;
}

/** The abilities a card in play has: an inverted inverter's are the upside-down set (CR glossary `inverter`). */
export function abilitiesInPlay(g: Game, key: string): readonly WarsAbility[] {
  const card = g.card(key);
  return g.s.inPlay[key]?.inverted ? (card.invertedAbilities ?? []) : card.abilities;
}

/** A keyword's value on a card in play, on the side that is right side up. */
/** A keyword's number on a card in play: printed on the side that is up, plus what standing effects give it ("gains Piloting 2"). */
export const keywordInPlay = (g: Game, key: string, keyword: string) => keywordValue(g.card(key), keyword, abilitiesInPlay(g, key)) + (g.text?.keywordGain(g, key, keyword) ?? 0);

export const isUnitCard = (c: WarsCard) => c.type === 'Character' || c.type === 'NoBot' || c.type === 'Vehicle';

/** Size X counts X times against capacity; other units count once (CR glossary `size`). */
export const sizeOf = (c: WarsCard) => keywordValue(c, 'size') || 1;
export const sizeInPlay = (g: Game, key: string) => keywordInPlay(g, key, 'size') || 1;

export function cardsAboard(g: Game, ship: string): InPlayCard[] {
  return g.inPlay().filter((p) => p.kind === 'unit' && p.host === ship);
}

/** Capacity a ship has left: its capacity less the sizes of the units aboard that count against it (CR glossary `capacity`). */
export function capacityLeft(g: Game, ship: string): number {
  const used = cardsAboard(g, ship).reduce((n, u) => n + (g.text && !g.text.countsAgainstCapacity(g, u.key) ? 0 : sizeInPlay(g, u.key)), 0);
  return (g.card(ship).capacity ?? 0) - used;
}

/**
 * A unit's or ship's power, tactics and defense (an inverted inverter's upside-down set); a ship
 * adds the Piloting of characters aboard (CR glossary `piloting`). From engine 1.1.0 the standing
 * effects the engine carries out change them too, and from 1.2.0 its effects until end of turn,
 * never below 0 (CR glossary `modifiers`); other card text is attested.
 */
export function statsOf(g: Game, key: string): { power: number; tactics: number; defense: number } {
  const c = g.card(key);
  const base = (g.s.inPlay[key]?.inverted ? c.invertedStats : c.stats) ?? { power: 0, tactics: 0, defense: 0 };
  const piloting = c.type === 'Ship' ? cardsAboard(g, key).reduce((n, u) => n + keywordInPlay(g, u.key, 'piloting'), 0) : 0;
  const printed = piloting === 0 ? base : { power: base.power + piloting, tactics: base.tactics + piloting, defense: base.defense };
  if (!g.text) return printed;
  const standing = g.text.statChange(g, key);
  const lingering = lingeringStats(g.s, key);
  const d = lingering ? { power: standing.power + lingering.power, tactics: standing.tactics + lingering.tactics, defense: standing.defense + lingering.defense } : standing;
  if (d.power === 0 && d.tactics === 0 && d.defense === 0) return printed;
  return { power: Math.max(0, printed.power + d.power), tactics: Math.max(0, printed.tactics + d.tactics), defense: Math.max(0, printed.defense + d.defense) };
}

/** Immune to attrition: a ship whose Captain is aboard, and every unit aboard it (CR glossary `captain`); from 1.1.0 also by a standing effect, from 1.2.0 until end of turn. */
export function immuneToAttrition(g: Game, key: string): boolean {
  if (g.text?.immune(g, key) || lingeringImmune(g.s, key)) return true;
  const p = g.s.inPlay[key];
  const ship = p.kind === 'ship' ? key : p.kind === 'unit' && p.host ? p.host : null;
  if (!ship) return false;
  const captains = abilitiesInPlay(g, ship).flatMap((a) => (a.kind === 'keyword' && a.keyword === 'captain' ? [a.character.toLowerCase()] : []));
  if (captains.length === 0) return false;
  return cardsAboard(g, ship).some((u) => captains.some((name) => g.card(u.key).name.toLowerCase().includes(name)));
}

/** A card a standing effect says can't move, or can't be damaged ("can't" takes precedence, CR general `can't`; engine 1.2.0 on). */
export const cant = (g: Game, key: string, action: 'move' | 'be damaged'): boolean => (g.text?.cant(g, key, action) ?? false) || lingeringCant(g.s, key, action);

/** Whether card text says a card in play can't be targeted by a player ("This ship can't be targeted by your opponent"), standing or until end of turn. */
export const untargetable = (g: Game, key: string, by: Seat): boolean => (g.text?.untargetable(g, key, by) ?? false) || lingeringCant(g.s, key, 'be targeted', by);

const wordsByKind = new Map<string, readonly string[]>();
/** A kind's words in lower case, split once per kind: `hasKind` is asked for every card a phrase of card text looks at. */
const kindWords = (kind: string): readonly string[] => {
  let words = wordsByKind.get(kind);
  if (!words) wordsByKind.set(kind, (words = kind.toLowerCase().split(/\s+/).filter(Boolean)));
  return words;
};
const labelsByCard = new WeakMap<WarsCard, readonly string[]>();
const labelsOf = (c: WarsCard): readonly string[] => {
  let labels = labelsByCard.get(c);
  if (!labels) labelsByCard.set(c, (labels = c.labels.map((l) => l.toLowerCase())));
  return labels;
};

/** Whether a card in play has the kind an asset or weapon names, e.g. `Fighter`, `Character Infiltrator`, `Site` (its type or its labels). */
export function hasKind(g: Game, key: string, kind: string): boolean {
  const c = g.card(key);
  const p = g.s.inPlay[key];
  const words = kindWords(kind);
  const labels = labelsOf(c);
  return words.every((w) => {
    if (w === c.type.toLowerCase()) return true;
    if (w === 'unit') return isUnitCard(c);
    if (w === 'location') return p.kind === 'location';
    if (w === 'site' || w === 'sector') return p.kind === 'location' && (c.subtype ?? '').toLowerCase() === w;
    return labels.includes(w) || (g.text?.labelGained(g, key, w) ?? false);
  });
}
