import { alt, lazy, map, oneOf, opt, type Parser, sepBy1, seq, word as w } from './combinators';
import type { Condition, Owner, Target } from './reading';
import { amount, compare, inBattle, KEYWORDS, nouns, number, owner, place, stat, target, whose } from './targets';
import { warsVocabulary } from './vocabulary';

/**
 * Conditions: what "if …", "as long as …" and "only when …" test. A condition names a
 * subject and a state over the targets' vocabulary, so a filter and a condition say "at a
 * site" the same way.
 */

const has = oneOf({ has: 1, have: 1 }, "'has'");
const phase = lazy(() => oneOf(warsVocabulary().phases, 'a phase'));

/** The battle steps card text names (CR glossary `battle phase`). */
const STEPS = { 'battle destiny': 'battle-destiny', attrition: 'attrition', loss: 'loss', power: 'power', casualties: 'casualties', damage: 'damage' };
const STATES = { damaged: 'damaged', undamaged: 'undamaged', inverted: 'inverted', 'in play': 'in-play', 'in a battle': 'in-battle', 'unique': 'unique' };

/** "five or fewer", "fewer than two", "no": a count and how it compares. */
const howMany: Parser<{ n: number; c: string }> = alt(
  map(seq(number, w('or'), oneOf({ fewer: '<=', more: '>=' }, "'fewer'")), ([n, , c]) => ({ n, c })),
  map(seq(oneOf({ 'fewer than': '<', 'more than': '>', 'at least': '>=', 'no more than': '<=' }, "'fewer than'"), number), ([c, n]) => ({ n, c })),
  map(w('no'), () => ({ n: 0, c: '=' })),
);

const controls = oneOf<Owner>({ 'you control': 'you', 'your opponent controls': 'opponent' }, "'you control'");

/** What a player has, said after the player ("… has no ships here", "… have at least two warriors here"): the condition for that player. */
export const hasCount: Parser<(o: Owner) => Condition> = alt<(o: Owner) => Condition>(
  map(seq(has, w('no'), nouns, opt(place)), ([, , n, p]) => (o) => ({ is: 'has', who: o, what: { select: 'a', traits: n.traits, kinds: n.kinds, ...(p ? { at: p } : {}) }, negated: true })),
  map(seq(has, oneOf({ 'at least': '>=', 'no more than': '<=', 'fewer than': '<', 'more than': '>', exactly: '=' }, "'at least'"), number, nouns, opt(place)), ([, c, n, k, p]) => (o) => ({
    is: 'compare', left: { countOf: { select: 'each', owner: o, traits: k.traits, kinds: k.kinds, ...(p ? { at: p } : {}) } }, compare: c as '>=', right: { n },
  })),
);
/**
 * "A ship at a sector and a unit at a site": two phrases, though the second reads as joined to the
 * place of the first ("a sector and a unit …"); null for one phrase.
 */
function twoHad(t: Target): [Target, Target] | null {
  if (t.and) {
    const { and, ...first } = t;
    return [first, and];
  }
  const at = t.at?.relation === 'at' ? t.at : null;
  if (!at?.location.and) return null;
  const { and, ...location } = at.location;
  return [{ ...t, at: { ...at, location } }, and];
}

/** "… has a kizen here": one card a phrase describes; "… has a ship at a sector and a unit at a site": each of two. */
export const hasWhat: Parser<(o: Owner) => Condition> = map(seq(has, target), ([, t]) => (o): Condition => {
  const two = twoHad(t);
  return two ? { is: 'all', of: two.map((what): Condition => ({ is: 'has', who: o, what })) } : { is: 'has', who: o, what: t };
});

const single: Parser<Condition> = alt<Condition>(
  // Before "you do" (PEG: the first alternative that reads wins): "you do not have at least two other Gongen units here"
  map(seq(owner, oneOf({ 'do not': 1, 'does not': 1 }, "'do not'"), hasCount), ([o, , f]): Condition => ({ is: 'not', of: f(o) })),
  map(seq(owner, oneOf({ do: 1, does: 1 }, "'do'")), ([o]) => ({ is: 'did', who: o })),
  // "there are five or fewer cards stacked on this asset", "there is no card stacked here"
  map(seq(oneOf({ 'there are': 1, 'there is': 1 }, "'there are'"), howMany, nouns, opt(place)), ([, q, n, p]) => ({
    is: 'compare',
    left: { countOf: { select: 'each', traits: n.traits, kinds: n.kinds, ...(p ? { at: p } : {}) } },
    compare: q.c as '<',
    right: { n: q.n },
  })),
  map(seq(controls, target, w('and'), alt(hasCount, hasWhat)), ([o, t, , f]): Condition => ({ is: 'all', of: [{ is: 'control', who: o, what: t }, f(o)] })),
  map(seq(controls, target), ([o, t]) => ({ is: 'control', who: o, what: t })),
  map(seq(owner, hasCount), ([o, f]) => f(o)),
  // "each player has only one ship here": both players, exactly one each
  map(seq(w('each player has only one'), nouns, opt(place)), ([, k, p]) => ({
    is: 'all',
    of: (['you', 'opponent'] as const).map((o): Condition => ({ is: 'compare', left: { countOf: { select: 'each', owner: o, traits: k.traits, kinds: k.kinds, ...(p ? { at: p } : {}) } }, compare: '=', right: { n: 1 } })),
  })),
  // "you have a higher total tactics than your opponent"
  map(seq(owner, has, opt(w('a')), w('higher total'), stat, w('than'), owner), ([o, , , , s, , than]) => ({ is: 'compare', left: { total: s, owner: o }, compare: '>', right: { total: s, owner: than } })),
  map(seq(owner, hasWhat), ([o, f]) => f(o)),
  // "this character is at a site and has a weapon beneath it": predicates sharing one subject
  map(seq(target, sepBy1(lazy(() => predicate), w('and'))), ([t, ps]) => (ps.length === 1 ? ps[0](t) : { is: 'all', of: ps.map((p) => p(t)) })),
  map(seq(w('during'), whose, phase, w('phase')), ([, o, p]) => ({ is: 'phase', phase: p, whose: o })),
  map(seq(w('during'), whose, w('turn')), ([, o]) => ({ is: 'phase', phase: 'turn', whose: o })),
  map(seq(w('during a'), phase, w('phase')), ([, p]) => ({ is: 'phase', phase: p, whose: 'any' })),
  // "during a battle after the battle destiny step"
  map(seq(w('during a battle'), oneOf({ before: 'before', after: 'after' }, "'before' or 'after'"), w('the'), oneOf(STEPS, 'a battle step'), w('step')), ([, when, , step]): Condition => ({
    is: 'all', of: [{ is: 'battle', place: { relation: 'in-battle', battle: 'any', which: 'a' } }, { is: 'step', step, when: when as 'before' }],
  })),
  map(seq(w('during'), opt(w('a')), place), ([, , p]) => ({ is: 'battle', place: p })),
  map(inBattle, (p) => ({ is: 'battle', place: p })),
  map(seq(oneOf({ before: 'before', after: 'after', 'until after': 'after' }, "'before' or 'after'"), w('the'), oneOf(STEPS, 'a battle step'), w('step'), opt(seq(w('of a'), w('battle')))), ([when, , step]) => ({ is: 'step', step, when: when as 'before' })),
  map(seq(amount, compare, amount), ([l, c, r]) => ({ is: 'compare', left: l, compare: c, right: r })),
  // "your total power is 21"
  map(seq(amount, w('is'), opt(w('exactly')), number), ([l, , , n]) => ({ is: 'compare', left: l, compare: '=', right: { n } })),
  // "your casualties are more than 5"
  map(seq(whose, w('casualties'), oneOf({ are: 1 }, "'are'"), howMany), ([o, , , q]) => ({ is: 'compare', left: { casualties: o }, compare: q.c as '>', right: { n: q.n } })),
);

type Predicate = (subject: Target) => Condition;
const is = oneOf({ is: 1, are: 1 }, "'is'");
const state = oneOf(STATES, 'a state');
const predicate: Parser<Predicate> = alt<Predicate>(
  map(seq(is, state), ([, s]) => (t) => ({ is: 'state', subject: t, state: s })),
  map(seq(is, place), ([, p]) => (t) => ({ is: 'at', subject: t, place: p })),
  map(seq(has, target), ([, x]) => (t) => ({ is: 'has', who: t, what: x })),
  map(state, (s) => (t) => ({ is: 'state', subject: t, state: s })),
  map(w('entered play this turn'), () => (t) => ({ is: 'state', subject: t, state: 'entered-play-this-turn' })),
  // "this character doesn't have quickdraw"
  map(seq(oneOf({ "doesn't have": 1, 'does not have': 1 }, "'doesn't have'"), oneOf(KEYWORDS, 'a keyword')), ([, k]) => (t) => ({ is: 'not', of: { is: 'keyword', subject: t, keyword: k } })),
  map(seq(is, oneOf({ a: 1, an: 1 }, "'a'"), nouns), ([, , n]) => (t) => ({ is: 'kind', subject: t, traits: n.traits, kinds: n.kinds })),
);

/** "A and B", joined; "this character is at a site and damaged" shares the subject. */
export const condition: Parser<Condition> = map(sepBy1(single, alt(seq(w(','), w('and')), w('and'), w(','))), (cs) => (cs.length === 1 ? cs[0] : { is: 'all', of: cs }));
