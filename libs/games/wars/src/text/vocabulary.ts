import { WARS_CARD_TYPES, type WarsCard } from '../cards/card';
import { WARS_FACTIONS } from '../cards/factions';
import { loadWarsCards } from '../cards/load-cards';

/**
 * The words card text uses for the game's things, defined once for the grammar, the verbs and
 * the filters. Factions, card types, labels and location subtypes come from the card data (the
 * catalog knows them); relations, piles, stats and phases come from the rules' glossary.
 * Every entry maps the words the text writes (singular, plural, the data's misspellings) to
 * one canonical name, lower case.
 */
export interface WarsVocabulary {
  readonly factions: ReadonlyMap<string, string>;
  /** Card types, labels (Unit, Fighter, Kizen, …) and location subtypes (Site, Sector): what a card is. */
  readonly kinds: ReadonlyMap<string, string>;
  /** The labels of location cards (station, port, moon, …): what kind of place a location is. */
  readonly locationLabels: ReadonlySet<string>;
  readonly piles: ReadonlyMap<string, WarsPile>;
  readonly stats: ReadonlyMap<string, WarsStat>;
  readonly phases: ReadonlyMap<string, WarsPhase>;
  readonly numbers: ReadonlyMap<string, number>;
}

/** How locations relate (CR glossary `related`, `adjacent`, `aboard`, `battleground`, `encampment`). */
export const WARS_RELATIONS = ['here', 'related', 'adjacent', 'aboard', 'battleground', 'encampment', 'same-location', 'where-you-have', 'stacked-on', 'beneath'] as const;
export type WarsRelation = (typeof WARS_RELATIONS)[number];

export const WARS_PILES = ['reserve', 'active', 'used', 'lost', 'hand'] as const;
export type WarsPile = (typeof WARS_PILES)[number];

/** Printed numbers a card's text reads and changes; destiny and the numbered keywords read like stats. */
export const WARS_STATS = ['power', 'tactics', 'defense', 'destiny', 'piloting', 'energy cost'] as const;
export type WarsStat = (typeof WARS_STATS)[number];

/** The six phases of a turn (CR general/turn-sequence), as card text names them. */
export const WARS_PHASES = ['activate', 'control', 'deploy', 'battle', 'move', 'draw'] as const;
export type WarsPhase = (typeof WARS_PHASES)[number];

/** Kinds the text names that are not on any card's type line: game objects and generic words. */
const RULE_KINDS = ['card', 'location', 'unit', 'drain', 'attack', 'battle', 'activated ability', 'ability', 'movement', 'player', 'energy icon', 'support icon', 'title'];
/** The data's misspellings of kinds, read as what they mean. */
const MISSPELT: Record<string, string> = { assts: 'asset', fighers: 'fighter' };
/** Plurals that do not add -s. */
const PLURALS: Record<string, string> = { kizen: 'kizen', 'activated ability': 'activated abilities', ability: 'abilities', tactics: 'tactics' };

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];

function withPlurals(names: Iterable<string>): Map<string, string> {
  const words = new Map<string, string>();
  for (const name of names) {
    words.set(name, name);
    words.set(PLURALS[name] ?? `${name}s`, name);
  }
  return words;
}

/** The vocabulary of a card set: the kinds and factions its cards carry, the rules' words for the rest. */
export function buildWarsVocabulary(cards: readonly WarsCard[]): WarsVocabulary {
  const kinds = new Set<string>([...WARS_CARD_TYPES.map((t) => t.toLowerCase()), ...RULE_KINDS]);
  const locationLabels = new Set<string>();
  for (const c of cards) {
    for (const label of c.labels) kinds.add(label.toLowerCase());
    if (c.type === 'Location') for (const label of c.labels) locationLabels.add(label.toLowerCase());
    if (c.type === 'Location' && c.subtype) kinds.add(c.subtype.toLowerCase());
  }
  const kindWords = withPlurals(kinds);
  for (const [typo, name] of Object.entries(MISSPELT)) kindWords.set(typo, name);
  kindWords.set('nōbot', 'nobot');
  return {
    factions: new Map(WARS_FACTIONS.map((f) => [f.toLowerCase(), f.toLowerCase()])),
    kinds: kindWords,
    locationLabels,
    piles: new Map<string, WarsPile>([
      ['reserve', 'reserve'], ['reserve pile', 'reserve'], ['active pile', 'active'], ['used pile', 'used'], ['lost pile', 'lost'], ['hand', 'hand'],
    ]),
    stats: new Map<string, WarsStat>(WARS_STATS.map((s) => [s, s])),
    phases: new Map<string, WarsPhase>(WARS_PHASES.map((p) => [p, p])),
    numbers: new Map<string, number>(NUMBER_WORDS.map((w, n) => [w, n])),
  };
}

let bundled: WarsVocabulary | undefined;

/** The vocabulary of the bundled 497 cards, built once. */
export function warsVocabulary(): WarsVocabulary {
  return (bundled ??= buildWarsVocabulary(loadWarsCards()));
}
