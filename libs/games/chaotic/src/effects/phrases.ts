import type { CardType, Element, Tribe } from '../cards/card';
import type { Stat } from '../keywords/ability';
import { isCreatureSubtype } from './creature-names';
import type { CreatureFilter, Subject } from './effect-types';

/** What a sentence is read against: the card it is printed on, and the targets named so far. */
export interface PhraseState {
  readonly cardName: string;
  readonly cardType: CardType;
  /** Targets already named in this ability ("another target" is the next index). */
  targets: number;
  /** The last subject named, for "it", "that Creature", "them". */
  last?: Subject;
  /** Names of creatures in the card set: "Lord Van Bloot has …" printed on a Location names every version of him (CR 2.2.2.1). */
  readonly creatureNames?: ReadonlySet<string>;
}

const TRIBES: readonly Tribe[] = ['OverWorld', 'UnderWorld', 'Mipedian', 'Danian', "M'arrillian"];
const ELEMENT_WORDS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** "3", "two", "a" → a number; null when the word is not one. */
export function count(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

/** Splits "A, B, and C" / "A and B" / "A or B". */
function listWords(text: string): string[] {
  return text.split(/,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/).map((w) => w.trim()).filter((w) => w.length > 0);
}

/** "Courage, Power, Wisdom, and Speed", "Energy", "all Disciplines" → stats; null if any word is not one. */
export function statList(text: string): Stat[] | null {
  if (/^all Disciplines$/i.test(text.trim())) return ['courage', 'power', 'wisdom', 'speed'];
  const out: Stat[] = [];
  for (const w of listWords(text)) {
    const s = w.toLowerCase();
    if (!['courage', 'power', 'wisdom', 'speed', 'energy'].includes(s)) return null;
    out.push(s as Stat);
  }
  return out.length > 0 ? out : null;
}

/** "Fire, Water, Air, and Earth" → elements; null if any word is not one. */
export function elementList(text: string): Element[] | null {
  const out: Element[] = [];
  for (const w of listWords(text)) {
    const e = ELEMENT_WORDS.find((x) => x.toLowerCase() === w.toLowerCase());
    if (!e) return null;
    out.push(e);
  }
  return out.length > 0 ? out : null;
}

export function tribeList(text: string): Tribe[] | null {
  const out: Tribe[] = [];
  for (const w of listWords(text)) {
    const t = TRIBES.find((x) => x.toLowerCase() === w.toLowerCase().replace('’', "'"));
    if (!t) return null;
    out.push(t);
  }
  return out.length > 0 ? out : null;
}

const TRIBE_RE = String.raw`(?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;
const ELEMENT_RE = String.raw`(?:Fire|Air|Earth|Water)`;
/** Adjectives before "Creature(s)", a tribe, "with <elements>" and "you control" / "controlled by an opponent" after. */
const CREATURES = new RegExp(
  String.raw`^(?:(another) )?(target|all|each|any)? ?(engaged |unengaged )?(opposing )?(Uninfected |Infected )?(${TRIBE_RE}(?: or ${TRIBE_RE})? |non-${TRIBE_RE} )?([A-Z][\w'-]* )?Creatures?` +
    String.raw`(?: with (${ELEMENT_RE}(?:,? (?:or )?${ELEMENT_RE})*|Invisibility|Range|Swift|Recklessness|Defender))?( you control| controlled by an opponent| your opponent controls)?$`,
  'i',
);

function creatureFilter(m: RegExpExecArray): CreatureFilter {
  const filter: { -readonly [K in keyof CreatureFilter]: CreatureFilter[K] } = {};
  if (m[3]) filter.engaged = m[3].trim().toLowerCase() === 'engaged';
  if (m[4] || /opponent/i.test(m[9] ?? '')) filter.controller = 'opponent';
  else if (m[9]) filter.controller = 'you';
  if (m[5]) filter.infected = m[5].trim().toLowerCase() === 'infected';
  if (m[6] && /^non-/i.test(m[6])) filter.notTribes = tribeList(m[6].slice(4)) ?? undefined;
  else if (m[6]) filter.tribes = tribeList(m[6]) ?? undefined;
  if (m[7]) filter.subtype = m[7].trim();
  if (m[8] && /^(?:Invisibility|Range|Swift|Recklessness|Defender)$/i.test(m[8])) filter.ability = m[8].toLowerCase();
  else if (m[8]) filter.elements = elementList(m[8]) ?? undefined;
  return filter;
}

const COUNTED = new RegExp(String.raw`^(?:each )?(${TRIBE_RE} )?(Infected )?(?:([A-Z][\w'-]*) )?(Mandiblor|Creature)s?(?: (you control|your opponent controls|in play))?$`, 'i');

/** "Mandiblor you control and each Infected Creature in play" → one filter per counted kind. */
export function countedCreatures(text: string): CreatureFilter[] | null {
  const out: CreatureFilter[] = [];
  for (const part of text.split(/\s+and\s+/)) {
    const m = COUNTED.exec(part.trim().replace(/\s+/g, ' '));
    // "each Minion Creature you control": a subtype printed before "Creature" (capitalised, as on the type line).
    if (!m || (m[3] && (!/^[A-Z]/.test(m[3]) || !isCreatureSubtype(m[3])))) return null;
    const filter: { -readonly [K in keyof CreatureFilter]: CreatureFilter[K] } = {};
    if (m[1]) filter.tribes = tribeList(m[1]) ?? undefined;
    if (m[2]) filter.infected = true;
    if (/^Mandiblor$/i.test(m[4])) filter.subtype = 'Mandiblor';
    else if (m[3]) filter.subtype = m[3];
    if (/you control/i.test(m[5] ?? '')) filter.controller = 'you';
    if (/opponent/i.test(m[5] ?? '')) filter.controller = 'opponent';
    out.push(filter);
  }
  return out;
}

/** The creatures a noun phrase names, or null when the phrase is not one the registry knows. */
export function subject(phrase: string, state: PhraseState): Subject | null {
  // "the target Creature" is the target already named, not another one.
  if (/^the target Creature$/i.test(phrase.trim())) return state.targets === 1 ? { select: 'target', index: 0, filter: filterOfLast(state) } : null;
  const p = phrase.trim().replace(/^the /i, '');
  const found = named(p, state);
  if (found) state.last = found;
  return found;
}

function filterOfLast(state: PhraseState): CreatureFilter {
  return state.last?.select === 'target' ? state.last.filter : {};
}

function named(p: string, state: PhraseState): Subject | null {
  if (/^(?:it|that Creature|those Creatures|them)$/i.test(p)) return state.last ?? null;
  if (/^equipped Creature$/i.test(p)) return { select: 'equipped' };
  if (/^(?:caster|caster of this Mugic)$/i.test(p)) return { select: 'caster' };
  if (/^(?:your engaged Creature|your Creature)$/i.test(p)) return { select: 'your-engaged' };
  if (/^your Creatures$/i.test(p)) return { select: 'all', filter: { controller: 'you' } };
  if (/^opposing engaged Creature$/i.test(p)) return { select: 'opposing-engaged' };
  // On an attack "Opposing Creature" can only be the one it strikes.
  if (/^opposing Creature$/i.test(p) && state.cardType === 'Attack') return { select: 'opposing-engaged' };
  if (p.toLowerCase() === state.cardName.toLowerCase() && state.cardType === 'Creature') return { select: 'self' };
  // "target opposing unengaged Creature" and "target unengaged opposing Creature" say the same.
  const byName = /^Creatures named (.+)$/i.exec(p);
  if (byName) return { select: 'all', filter: { name: byName[1] } };
  const notNamed = /^Creatures not named (.+)$/i.exec(p);
  if (notNamed) return { select: 'all', filter: { notName: notNamed[1] } };
  if (state.cardType !== 'Creature' && state.creatureNames?.has(p)) return { select: 'all', filter: { name: p } };
  // The creature engaged with one of yours is the opposing engaged creature.
  const engagedWith = /^Creatures? engaged with (it|equipped Creature)$/i.exec(p);
  if (engagedWith) {
    const mine = /^it$/i.test(engagedWith[1]) ? state.last : { select: 'equipped' as const };
    return mine && ['equipped', 'self', 'your-engaged'].includes(mine.select) ? { select: 'opposing-engaged' } : null;
  }
  // "Scouts have Water", "Warriors you control": a creature subtype in the plural names every creature of it.
  const subtypes = /^([A-Z][\w'-]*)s( you control| your opponent controls)?$/.exec(p);
  if (subtypes && isCreatureSubtype(subtypes[1])) {
    const controller = subtypes[2] ? (/opponent/i.test(subtypes[2]) ? 'opponent' : 'you') : undefined;
    return { select: 'all', filter: { subtype: subtypes[1], ...(controller ? { controller } : {}) } };
  }
  // "Other Creatures you control with Water", "Your other Creatures with Earth": the creature's own text leaves it out.
  const others = /^(?:your other Creatures( with .+)?|other Creatures you control( with .+)?)$/i.exec(p);
  if (others && state.cardType === 'Creature') {
    const rest = named(`Creatures${others[1] ?? others[2] ?? ''} you control`, state);
    return rest?.select === 'all' ? { select: 'all', filter: { ...rest.filter, other: true } } : null;
  }
  // "target Creature on your side of the Battleboard" (a target only: innate text is not re-read as creatures move).
  const onSide = /^(.+?) on (your|your opponent's) side of the Battleboard$/i.exec(p);
  if (onSide) {
    const rest = named(onSide[1], state);
    return rest?.select === 'target' ? { ...rest, filter: { ...rest.filter, side: /opponent/i.test(onSide[2]) ? 'opponent' : 'you' } } : null;
  }
  // "Target Creature which dealt attack damage this turn": a target only (innate text is not re-read as the turn goes on).
  const deed = /^(.+?) (?:which|that) dealt attack damage this turn$/i.exec(p);
  if (deed) {
    const rest = named(deed[1], state);
    return rest?.select === 'target' ? { ...rest, filter: { ...rest.filter, thisTurn: { kind: 'dealt-attack-damage', min: 1 } } } : null;
  }
  // "target adjacent equipped Creature": where it stands and whether it has Battlegear are fields of their own.
  const placed = /^((?:another )?(?:target|all|each|any) )((?:adjacent |equipped |unequipped )+)(.+)$/i.exec(p);
  if (placed) {
    // Adjacent to the creature whose text it is, and only as a target: innate text is not re-read as creatures move.
    if (/adjacent/i.test(placed[2]) && (state.cardType !== 'Creature' || !/target/i.test(placed[1]))) return null;
    const rest = named(`${placed[1]}${placed[3]}`, state);
    if (rest?.select !== 'target' && rest?.select !== 'all') return null;
    const filter: CreatureFilter = { ...rest.filter, ...(/adjacent/i.test(placed[2]) ? { adjacent: true } : {}), ...(/equipped/i.test(placed[2]) ? { equipped: !/unequipped/i.test(placed[2]) } : {}) };
    return { ...rest, filter };
  }
  const normal = p.replace(/\bopposing (unengaged|engaged) /i, '$1 opposing ').replace(/^(.*Creatures?) (you control) (with .+)$/i, '$1 $3 $2');
  const m = CREATURES.exec(normal);
  // A subtype is capitalised as printed ("Warbeast Creatures"); "adjacent Creatures" is not one.
  if (!m || (m[7] && !isCreatureSubtype(m[7].trim()))) return null;
  const plural = /\bCreatures\b/i.test(p);
  if (m[2]?.toLowerCase() === 'target' && !plural) {
    // "Another target Creature" printed first on a creature: any creature but this one.
    if (m[1] && state.targets === 0) return state.cardType === 'Creature' ? { select: 'target', index: state.targets++, filter: { ...creatureFilter(m), other: true } } : null;
    return { select: 'target', index: state.targets++, filter: creatureFilter(m) };
  }
  if (m[1]) return null;
  if (m[2]?.toLowerCase() === 'each' && plural) return null;
  if (m[2]?.toLowerCase() === 'any' && !plural) return null;
  if (!plural && m[2]?.toLowerCase() !== 'each') return null;
  return { select: 'all', filter: creatureFilter(m) };
}

/** The subject a subjectless sentence acts on: an attack's striking creature, a creature itself. */
export function actor(s: PhraseState): Subject | null {
  if (s.cardType === 'Attack') return { select: 'your-engaged' };
  if (s.cardType === 'Creature') return { select: 'self' };
  return null;
}

/** Where "Deal N damage" goes when no target is printed: an attack's opposing engaged creature. */
export function damaged(s: PhraseState): Subject | null {
  return s.cardType === 'Attack' ? { select: 'opposing-engaged' } : null;
}
