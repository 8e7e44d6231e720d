import { alt, check, lazy, many, map, oneOf, opt, type Parser, sepBy1, seq, succeed, tokenWhere, word as w } from './combinators';
import type { Amount, Compare, Condition, Filter, Owner, Place, Target } from './reading';
import { warsVocabulary } from './vocabulary';

/**
 * Targets, places, amounts and filters: the noun phrases of card text. They are one file
 * because they nest in each other ("target unit at a site where you have a character that
 * has tactics > 2"); every other part of the grammar builds on them.
 */

const vocab = warsVocabulary;

export const number: Parser<number> = tokenWhere('a number', (t) => (/^\d+$/.test(t.word) ? Number(t.word) : vocab().numbers.get(t.word)));
export const kind = lazy(() => oneOf(vocab().kinds, 'a kind of card'));
export const faction = lazy(() => oneOf(vocab().factions, 'a faction'));
export const stat = lazy(() => oneOf(vocab().stats, 'a stat'));
export const pile = lazy(() => oneOf(vocab().piles, 'a pile'));
/** A support icon as printed: [Shi], [Earther] … */
export const icon: Parser<string> = tokenWhere('a support icon', (t) => {
  const m = /^\[([a-z]+)\]$/.exec(t.word);
  return m && m[1] !== 'd' && vocab().factions.has(m[1]) ? m[1] : undefined;
});
export const destinySymbol = w('[d]');
/** A title in quotes ("Luna"), kept as printed. */
export const quoted: Parser<string> = map(seq(w('"'), many(tokenWhere('a title', (t) => (t.word === '"' ? undefined : t.raw))), w('"')), ([, words]) => words.join(' '));

/** Who: the subject of a sentence. */
export const owner: Parser<Owner> = oneOf<Owner>(
  { 'your opponent': 'opponent', opponent: 'opponent', you: 'you', 'he or she': 'that-player', 'that player': 'that-player', "that player 's opponent": 'that-opponent', 'a player': 'any', 'each player': 'any', 'target player': 'any', 'its owner': 'owner', 'that card \'s owner': 'owner', "that asset 's owner": 'owner' },
  'a player',
);
/** Whose: a possessive before a noun. */
export const whose: Parser<Owner> = oneOf<Owner>(
  { "a player 's": 'any', "each player 's": 'any', "his or her opponent 's": 'that-opponent', "your opponent 's": 'opponent', "opponent 's": 'opponent', your: 'you', 'his or her': 'that-player', "that player 's": 'that-player', "target player 's": 'any', "its owner 's": 'owner', "their owners '": 'owner', "its owners '": 'owner', 'its owners': 'owner', "their owner 's": 'owner' },
  'whose',
);

const TRAITS = ['other', 'another', 'damaged', 'undamaged', 'inverted', 'pending', 'related', 'adjacent', 'battleground', 'different', 'eligible', 'revealed', 'chosen', 'top', 'bottom', 'opponent \'s'];
const trait: Parser<string> = alt(oneOf(Object.fromEntries(TRAITS.map((t) => [t, t])), 'a trait'), faction, map(icon, (i) => `[${i}]`));

/** "damaged unit", "pending ship or pending unit", "Gongen ships and units": traits, then kinds (a label before a kind reads as a trait). */
const nounGroup: Parser<{ traits: string[]; kinds: string[] }> = map(seq(many(trait), kind, many(kind)), ([traits, first, more]) => {
  const words = [first, ...more];
  return { traits: [...traits, ...words.slice(0, -1)], kinds: [words[words.length - 1]] };
});
const nouns = map(sepBy1(nounGroup, alt(w('or'), w('and'), w(','))), (groups) => ({
  traits: [...new Set(groups.flatMap((g) => g.traits))],
  kinds: groups.flatMap((g) => g.kinds),
}));

type Head = Pick<Target, 'select' | 'count' | 'owner' | 'other'>;
const head = (select: Target['select'], more: Partial<Head> = {}): Head => ({ select, ...more });

const determiner: Parser<Head> = alt<Head>(
  map(seq(w('any number of'), opt(w('target'))), () => head('any-number')),
  map(seq(w('up to'), number, opt(w('target'))), ([, n]) => head('up-to', { count: n })),
  map(seq(w('each of'), whose, opt(w('other'))), ([, o, other]) => head('each', { owner: o, ...(other ? { other: true } : {}) })),
  map(seq(w('one of'), whose, opt(w('other'))), ([, o, other]) => head('a', { owner: o, ...(other ? { other: true } : {}) })),
  map(seq(number, w('of'), whose, opt(w('other'))), ([n, , o, other]) => head('count', { count: n, owner: o, ...(other ? { other: true } : {}) })),
  map(seq(whose, opt(w('other')), w('target')), ([o, other]) => head('target', { owner: o, ...(other ? { other: true } : {}) })),
  map(seq(w('target'), whose), ([, o]) => head('target', { owner: o })),
  map(oneOf({ target: 1, 'the target': 1 }, "'target'"), () => head('target')),
  map(w('another'), () => head('a', { other: true })),
  map(seq(number, w('target')), ([n]) => head('target', { count: n })),
  map(seq(oneOf({ "a player 's": 'any', "each player 's": 'any', "that player 's": 'that-player' }, 'whose'), opt(w('other'))), ([o, other]) => head('your', { owner: o as Owner, ...(other ? { other: true } : {}) })),
  map(oneOf({ this: 'this', that: 'that', those: 'that', these: 'that', each: 'each', every: 'each', a: 'a', an: 'an', any: 'a', 'all of the': 'all', all: 'all', the: 'the' }, 'a determiner'), (d) =>
    head(d === 'an' ? 'a' : (d as Target['select'])),
  ),
  map(whose, (o) => head('your', { owner: o })),
  map(number, (n) => head('count', { count: n })),
);

/** "the top two cards of your reserve", "the bottom card of target reserve". */
const pileCards: Parser<Target> = map(
  seq(w('the'), oneOf({ top: 'top', bottom: 'bottom' }, "'top' or 'bottom'"), opt(number), kind, w('of'), alt(whose, map(oneOf({ target: 1, that: 1, any: 1 }, 'whose'), () => 'any' as Owner)), pile),
  ([, end, n, k, , o, p]) => ({ select: 'the', ...(n !== undefined ? { count: n } : {}), traits: [end], kinds: [k], at: { relation: 'pile', pile: p, owner: o } }),
);
const pronoun: Parser<Target> = map(
  oneOf({ it: 'it', them: 'them', target: 'target', her: 'it', him: 'it', she: 'it', he: 'it', 'that card': 'that card', 'those cards': 'those cards', 'these cards': 'these' }, 'it or them'),
  (p): Target => ({ select: 'that', traits: [], kinds: [p] }),
);
/** "Make this power +2": "this" alone is the card itself. */
export const bareThis: Parser<Target> = map(w('this'), (): Target => ({ select: 'this', traits: [], kinds: ['card'] }));

const place: Parser<Place> = lazy(() => placeParser);
const filter: Parser<Filter> = lazy(() => filterParser);

/** After a noun: whose it is, where it is, what it has. */
type Qualifier = { owner: Owner } | { at: Place } | { filter: Filter };
/** The place among a phrase's qualifiers, as a phrase's `at`, when there is one. */
const placeOf = (qs: readonly Qualifier[]): { at?: Place } => {
  const at = qs.find((q): q is { at: Place } => 'at' in q)?.at;
  return at ? { at } : {};
};
const qualifier: Parser<Qualifier> = alt<Qualifier>(
  map(seq(owner, oneOf({ plays: 'play', play: 'play', perform: 'perform', performs: 'perform', 'reveals for battle destiny': 'reveal-for-battle-destiny' }, "'plays'")), ([o, action]) => ({ filter: { by: o, action } })),
  map(w('used'), () => ({ filter: { by: 'any' as Owner, action: 'use' } })),
  map(seq(owner, oneOf({ controls: 1, control: 1 }, "'controls'")), ([o]) => ({ filter: { controlledBy: o } })),
  map(seq(owner, oneOf({ has: 1, have: 1 }, "'has'")), ([o]) => ({ owner: o })),
  map(filter, (f) => ({ filter: f })),
  map(place, (p) => ({ at: p })),
);

/**
 * After "this …", whose it is and where, never a filter: "each character aboard this ship who has piloting" — "who has
 * piloting" is said of the characters.
 */
const thisQualifier: Parser<Qualifier> = alt<Qualifier>(
  map(seq(owner, oneOf({ has: 1, have: 1 }, "'has'")), ([o]) => ({ owner: o })),
  map(place, (p) => ({ at: p })),
);
const headed = alt(map(seq(w('this'), opt(w('other')), nouns, many(thisQualifier)), ([, other, n, qs]) => [head('this'), other, n, qs] as const), seq(determiner, opt(w('other')), nouns, many(qualifier)));

const described: Parser<Target> = map(headed, ([h, other, n, qs]) => {
  // "Each opponent's drain", "an opponent's unit": whose, not a kind of card.
  const opponents = n.traits.includes("opponent 's") && !h.owner;
  let t: Target = { ...h, ...(other ? { other: true } : {}), ...(opponents ? { owner: 'opponent' as Owner } : {}), traits: opponents ? n.traits.filter((x) => x !== "opponent 's") : n.traits, kinds: n.kinds };
  const filters: Filter[] = [];
  const places: Place[] = [];
  for (const q of qs) {
    if ('owner' in q) t = { ...t, owner: q.owner };
    else if ('at' in q) places.push(q.at);
    else filters.push(q.filter);
  }
  return { ...withPlaces(t, places), ...(filters.length > 0 ? { filters } : {}) };
});

/** The first place is where the thing is; any after it are kept too ("unit here in its owner's hand"), never dropped. */
function withPlaces(t: Target, places: readonly Place[]): Target {
  if (places.length === 0) return t;
  return { ...t, at: places[0], ...(places.length > 1 ? { alsoAt: places.slice(1) } : {}) };
}

/** Kinds without a determiner, as counted: "fighters you have here". */
export const kinds: Parser<Target> = map(seq(nouns, many(qualifier)), ([n, qs]) => {
  const places = qs.flatMap((q) => ('at' in q ? [q.at] : []));
  const owned = qs.find((q): q is { owner: Owner } => 'owner' in q)?.owner;
  const filters = qs.flatMap((q) => ('filter' in q ? [q.filter] : []));
  return { ...withPlaces({ select: 'each', ...(owned ? { owner: owned } : {}), traits: n.traits, kinds: n.kinds }, places), ...(filters.length ? { filters } : {}) };
});

/** A target phrase; "A or B" where each side is a whole phrase ("your target bot here or your target vehicle here"). */
export const target: Parser<Target> = alt(
  // "this ship's location", "that weapon's location": the location a card is at
  map(seq(described, w("'s"), oneOf({ location: 'location', site: 'site', sector: 'sector' }, "'location'")), ([t, , k]): Target => ({ select: 'the', traits: [], kinds: [k], at: { relation: 'same-location', as: t } })),
  map(seq(described, w('or'), described), ([a, , b]) => ({ ...a, kinds: [...a.kinds, ...b.kinds], traits: [...new Set([...a.traits, ...b.traits])] })),
  // "that ship and each character aboard it": both, the second kept whole
  map(seq(described, w('and'), described), ([a, , b]) => ({ ...a, and: b })),
  map(seq(w('the'), oneOf({ location: 'location', site: 'site', sector: 'sector' }, "'location'"), w('of'), described), ([, k, , t]): Target => ({ select: 'the', traits: [], kinds: [k], at: { relation: 'same-location', as: t } })),
  // "the top card of your used pile in your hand": places after the pile are kept, never dropped.
  map(check(seq(pileCards, many(qualifier)), ([, qs]) => qs.every((q) => !('owner' in q))), ([t, qs]) => {
    const places = qs.flatMap((q) => ('at' in q ? [q.at] : []));
    const filters = qs.flatMap((q) => ('filter' in q ? [q.filter] : []));
    return { ...t, ...(places.length ? { alsoAt: places } : {}), ...(filters.length ? { filters } : {}) };
  }),
  // "an ability of a weapon beneath this vehicle": whose ability it is
  map(seq(determiner, opt(w('activated')), w('ability of'), lazy(() => target)), ([h, activated, , t]): Target => ({ ...h, traits: [], kinds: [activated ? 'activated ability' : 'ability'], at: { relation: 'of', card: t } })),
  map(seq(whose, w('hand')), ([o]): Target => ({ select: 'all', owner: o, traits: [], kinds: ['hand'] })),
  described,
  map(seq(pronoun, many(place)), ([t, ps]) => withPlaces(t, ps)),
);

const battle: Parser<'site' | 'sector' | 'any'> = map(seq(opt(oneOf<'site' | 'sector'>({ site: 'site', sector: 'sector' }, "'site' or 'sector'")), oneOf({ battle: 1, battles: 1 }, "'battle'")), ([k]) => k ?? 'any');

/**
 * Where a card goes: "to a related site", "to here". Never a qualifier of a target, so in
 * "move target vehicle from aboard this ship to a related site" the site is the destination.
 */
export const destination: Parser<Place> = alt<Place>(
  map(w('to here'), () => ({ relation: 'here' })),
  map(seq(w('to'), lazy(() => target)), ([, t]) => ({ relation: 'to', location: t })),
);

/** "in a site battle here", "during a battle", "in that battle". */
export const inBattle: Parser<Place> = map(
  seq(
    oneOf({ in: 1, during: 1 }, "'in'"),
    opt(oneOf({ a: 'a', target: 'target', that: 'that', this: 'that', any: 'a', each: 'a' }, 'which battle')),
    battle,
    opt(alt(
      map(w('here'), (): Place => ({ relation: 'here' })),
      map(seq(w('at'), target), ([, t]): Place => ({ relation: 'at', location: t })),
      // "during a site battle where you have a kizen and no other units": said of the battle's location.
      map(seq(w('where'), lazy(() => whereClause)), ([, c]): Place => ({ relation: 'where', condition: c })),
    )),
  ),
  ([, which, b, where]): Place => ({ relation: 'in-battle', battle: b, ...(which ? { which: which as 'a' | 'target' | 'that' } : {}), ...(where ? { where } : {}) }),
);

const placeParser: Parser<Place> = alt<Place>(
  map(w('here'), () => ({ relation: 'here' })),
  inBattle,
  // "on a related location": only a location is a place a card is on
  map(check(seq(w('on'), target), ([, t]) => t.kinds.some((k) => ['location', 'site', 'sector'].includes(k))), ([, t]) => ({ relation: 'at', location: t })),
  map(seq(opt(w('at')), w('the same location as'), target), ([, , t]) => ({ relation: 'same-location', as: t })),
  map(seq(w('aboard'), target), ([, t]) => ({ relation: 'aboard', card: t })),
  map(seq(w('from aboard'), target), ([, t]) => ({ relation: 'aboard', card: t })),
  map(seq(w('beneath'), target), ([, t]) => ({ relation: 'beneath', card: t })),
  map(w('stacked here'), () => ({ relation: 'stacked-on', card: { select: 'this', traits: [], kinds: ['location'] } })),
  map(seq(w('stacked on'), target), ([, t]) => ({ relation: 'stacked-on', card: t })),
  map(seq(oneOf({ from: 1, in: 1 }, "'from' or 'in'"), whose, pile), ([, o, p]) => ({ relation: 'pile', pile: p, owner: o })),
  map(w('in play'), () => ({ relation: 'in-play' })),
  map(seq(w('on'), whose, w('side'), opt(seq(w('of'), lazy(() => target)))), ([, o, , of]) => ({ relation: 'side', owner: o, ...(of ? { of: of[1] } : {}) })),
  map(seq(oneOf({ at: 'at', from: 'from' }, "'at' or 'from'"), target), ([r, t]) => ({ relation: r as 'at' | 'from', location: t })),
  map(seq(w('where'), lazy(() => whereClause)), ([, c]) => ({ relation: 'where', condition: c })),
  map(seq(oneOf({ 'related to': 'related-to', 'adjacent to': 'adjacent-to' }, "'related to'"), alt(target, lazy(() => kinds))), ([r, t]) => ({ relation: r as 'related-to', location: t })),
);

const AT_LEAST: Record<string, Compare> = { 'at least': '>=', 'more than': '>', 'fewer than': '<', 'no more than': '<=', exactly: '=' };

/** "you have a unit", "a battle is taking place", "your opponent has no characters", "you have at least four warriors". */
const whereSingle: Parser<Condition> = alt<Condition>(
  map(seq(owner, oneOf({ has: 1, have: 1 }, "'has'"), opt(w('a')), w('higher total'), stat, w('than'), owner), ([o, , , , s, , than]) => ({ is: 'compare' as const, left: { total: s, owner: o }, compare: '>' as const, right: { total: s, owner: than } })),
  map(seq(owner, oneOf({ has: 1, have: 1 }, "'has'"), oneOf(AT_LEAST, "'at least'"), number, nouns), ([o, , c, n, k]) => ({
    is: 'compare' as const, left: { countOf: { select: 'each' as const, owner: o, traits: k.traits, kinds: k.kinds } }, compare: c, right: { n },
  })),
  map(seq(lazy(() => amount), lazy(() => compare), lazy(() => amount)), ([l, c, r]) => ({ is: 'compare' as const, left: l, compare: c, right: r })),
  map(w('a battle is taking place'), () => ({ is: 'battle' as const })),
  map(seq(owner, oneOf({ has: 1, have: 1 }, "'has'"), w('no'), nouns, many(qualifier)), ([o, , , n, qs]) => ({ is: 'has' as const, who: o, what: { select: 'a' as const, ...n, ...placeOf(qs) }, negated: true as const })),
  // "where you have target kizen": the target is that player's ("your target kizen").
  map(seq(owner, oneOf({ has: 1, have: 1 }, "'has'"), target), ([o, , t]) => ({ is: 'has' as const, who: o, what: t.select === 'target' && !t.owner ? { ...t, owner: o } : t })),
);

/**
 * A where-condition, with "and no other units" after "you have a kizen": the player has one
 * and their only one of the second kind is it (as many of those as they have of the first).
 */
const whereClause: Parser<Condition> = map(
  check(seq(whereSingle, opt(seq(w('and no other'), nouns))), ([c, more]) => !more || (c.is === 'has' && typeof c.who === 'string' && c.what.select === 'a' && !c.negated)),
  ([c, more]): Condition => {
    if (!more || c.is !== 'has') return c;
    return { is: 'all', of: [c, { is: 'compare', left: { countOf: { select: 'each', owner: c.who as Owner, traits: more[1].traits, kinds: more[1].kinds } }, compare: '=', right: { n: 1 } }] };
  },
);

const compare: Parser<Compare> = alt<Compare>(
  map(seq(w('<'), w('=')), () => '<='),
  oneOf<Compare>(
    { '<': '<', '>': '>', '=': '=', '≥': '>=', 'is less than': '<', 'is greater than': '>', 'equal to': '=', 'is equal to': '=', 'are at least': '>=', 'is at least': '>=', 'is higher than': '>', 'is exactly': '=' },
    'a comparison',
  ),
);

/** Keyword abilities a phrase names ("who has piloting", "gains Piloting 2"). */
export const KEYWORDS = { piloting: 'piloting', quickdraw: 'quickdraw', scouting: 'scouting', transport: 'transport', size: 'size', captain: 'captain' };

const filterParser: Parser<Filter> = alt<Filter>(
  // "A card titled “Komoku Fighter.”": the title whole (the sentence's period printed inside the quotes).
  map(seq(w('titled'), quoted), ([, q]) => ({ title: q.replace(/ ?\.$/, '') })),
  map(seq(oneOf({ that: 1, who: 1, which: 1 }, "'that'"), opt(w('each')), oneOf({ has: 1, have: 1 }, "'has'"), lazy(() => having)), ([, , , f]) => f),
  map(seq(oneOf({ that: 1, who: 1 }, "'that'"), oneOf({ "doesn't have": 1, "don't have": 1 }, "'doesn't have'"), lazy(() => having)), ([, , f]) => ({ ...f, negated: true }) as Filter),
  // "A unit here that costs 2 energy or less".
  map(seq(oneOf({ that: 1, which: 1 }, "'that'"), oneOf({ costs: 1, cost: 1 }, "'costs'"), number, w('energy or'), oneOf<Compare>({ less: '<=', more: '>=' }, "'less' or 'more'")), ([, , n, , c]) => ({ stat: 'energy cost' as const, compare: c, amount: { n } })),
  map(seq(w('without'), target), ([, t]) => ({ has: t, negated: true })),
  map(seq(w('with'), target), ([, t]) => ({ has: t })),
);

const having: Parser<Filter> = alt<Filter>(
  map(seq(stat, compare, lazy(() => amount)), ([s, c, a]) => ({ stat: s, compare: c, amount: a })),
  map(seq(stat, opt(w('of')), number, w('or'), oneOf<Compare>({ less: '<=', more: '>=' }, "'less' or 'more'")), ([s, , n, , c]) => ({ stat: s, compare: c, amount: { n } })),
  map(oneOf(KEYWORDS, 'a keyword'), (k) => ({ keyword: k })),
  // "That has a weapon beneath it": the phrase ends at "it", so what follows ("you have in a site battle") is said of the card that has it.
  map(seq(oneOf({ a: 1, an: 1 }, "'a'"), nouns, w('beneath it')), ([, n]) => ({ has: { select: 'a', traits: n.traits, kinds: n.kinds, at: { relation: 'beneath', card: { select: 'that', traits: [], kinds: ['it'] } } } })),
  map(seq(quoted, w('in its title')), ([q]) => ({ titleHas: q })),
  // "A site that has no support icons on your side": where they are, kept.
  map(seq(w('no'), nouns, many(qualifier)), ([, n, qs]) => ({ has: { select: 'a', traits: n.traits, kinds: n.kinds, ...placeOf(qs) }, negated: true })),
  map(seq(number, w('or more'), nouns, many(qualifier)), ([c, , n, qs]) => ({ has: { select: 'at-least', count: c, traits: n.traits, kinds: n.kinds, ...placeOf(qs) } })),
  map(target, (t) => ({ has: t })),
);

/** Numbers the text counts with: 2, two, X, [D], "[D] + the number of fighters you have here", "this kizen's tactics". */
const simpleAmount: Parser<Amount> = alt<Amount>(
  map(number, (n) => ({ n })),
  map(w('x'), () => ({ x: true })),
  map(destinySymbol, () => ({ destiny: 'yours' })),
  map(seq(opt(w('your')), oneOf({ "opponent 's": 1 }, "opponent's"), destinySymbol), () => ({ destiny: 'opponent' })),
  map(seq(w('the number of'), alt(target, kinds)), ([, t]) => ({ countOf: t })),
  map(seq(w('the total'), stat, w('of'), target), ([, s, , t]) => ({ stat: s, of: { ...t, select: 'each' } })),
  map(seq(w('the'), stat, w('of'), target), ([, s, , t]) => ({ stat: s, of: t })),
  map(seq(w('twice'), lazy(() => amount)), ([, a]) => ({ times: 2, of: a })),
  map(seq(whose, w('battle destiny')), ([o]) => ({ battleDestiny: o })),
  map(seq(whose, w('total'), stat, opt(lazy(() => place))), ([o, , s, p]) => ({ total: s, owner: o, ...(p ? { at: p } : {}) })),
  map(oneOf({ 'that destiny': 1, "the revealed card 's destiny": 1, "that card 's destiny": 1 }, 'a noted destiny'), () => ({ noted: 'destiny' })),
  map(seq(w('its'), stat), ([, s]) => ({ stat: s, of: { select: 'that', traits: [], kinds: ['it'] } })),
  map(seq(alt(target, map(w('target'), (): Target => ({ select: 'that', traits: [], kinds: ['target'] }))), w("'s"), stat), ([t, , s]) => ({ stat: s, of: t })),
);
export const amount: Parser<Amount> = map(sepBy1(simpleAmount, w('+')), (parts) => (parts.length === 1 ? parts[0] : { sum: parts }));

export { place, filter, compare, nouns, succeed };
