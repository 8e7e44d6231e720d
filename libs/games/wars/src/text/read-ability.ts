import type { WarsAbility } from '../cards/ability';
import { alt, many, map, oneOf, opt, parseAll, type Parser, seq, word as w } from './combinators';
import { condition, hasCount, hasWhat } from './conditions';
import { cost } from './costs';
import { sentence } from './effects';
import { limit } from './limits';
import type { AbilityReading, Condition, Limit, Owner, VerbCall } from './reading';
import { type Token, tokenize } from './tokens';
import { triggerWithCondition } from './triggers';

/**
 * Reads one split ability (cards/split-abilities.ts) into verb calls. The whole text must be
 * read: an ability the grammar cannot finish becomes an unread reading that says where the
 * grammar stopped and what it expected there, never a partial one.
 */

type Body = { effects: VerbCall[]; limits: Limit[] };
/** Effect sentences and use limits, in any order ("Pay 1 energy ≈ Move … . You may use this ability only during your move phase."). */
const body: Parser<Body> = map(
  seq(many(alt(map(limit, (l) => ({ limit: l })), map(sentence, (s) => ({ effects: s })))), opt(w('.'))),
  ([parts]) => ({ effects: parts.flatMap((p) => ('effects' in p ? p.effects : [])), limits: parts.flatMap((p) => ('limit' in p ? [p.limit] : [])) }),
);
const withLimits = <T extends object>(r: T, limits: Limit[]) => (limits.length ? { ...r, limits } : r);

const asLongAs: Parser<Condition> = map(seq(w('as long as'), condition, w(',')), ([, c]) => c);
const ifOpener: Parser<Condition> = map(seq(w('if'), condition, w(',')), ([, c]) => c);
/**
 * "Each player who has at least two [Gongen] support icons in play generates …": as "As long as a
 * player has …, he or she generates …" — the condition said of any player, the clause of that player.
 */
const eachPlayerWho: Parser<{ condition: Condition; effects: VerbCall[] }> = map(
  seq(w('each player who'), alt(hasCount, hasWhat), sentence),
  ([, has, calls]) => ({ condition: has('any'), effects: calls.map((c) => ((c.params as { who?: Owner }).who === 'you' ? ({ ...c, params: { ...c.params, who: 'that-player' } } as VerbCall) : c)) }),
);
const mode = map(seq(oneOf({ used: 'used', lost: 'lost' }, "'USED' or 'LOST'"), w(':')), ([m]) => m as 'used' | 'lost');

function where(part: string, tokens: readonly Token[], at: number, expected: readonly string[]): string {
  const word = at < tokens.length ? `at word ${at + 1} "${tokens[at].raw}"` : 'at the end';
  // The furthest point can expect dozens of openers; the first few say enough to act on.
  const shown = expected.length > 8 ? [...expected.slice(0, 8), `${expected.length - 8} more`] : expected;
  return `${part} ${word}: expected ${shown.join(' or ')}`;
}

/** Misprints the grammar reads as the words they can only mean; the card's text stays as printed. */
const MISPRINTS: readonly (readonly [string, string])[] = [
  // Makal Claw Beast: "… put that card in your hand, and the shuffle your used pile."
  ['and the shuffle your', 'and then shuffle your'],
  // Ore Hound: "As long as this character is at a site, your side of that side gains an energy icon."
  ['your side of that side', 'your side of that site'],
];

/**
 * The words the grammar reads: without reminder text in parentheses ("(When you download a card,
 * search your reserve …)" restates the rules), and with misprints as meant.
 */
function readable(text: string): string {
  let out = text.replace(/\s*\([^()]*\)/g, '');
  for (const [misprint, meant] of MISPRINTS) out = out.split(misprint).join(meant);
  return out;
}

/** "If your casualties are more than 5, they are reduced to 5": "they" are the casualties of the side the condition names. */
function casualtiesNamed(effects: VerbCall[], condition: Condition | undefined): VerbCall[] {
  const side = condition?.is === 'compare' && 'casualties' in condition.left ? condition.left.casualties : undefined;
  if (!side) return effects;
  return effects.map((c) => (c.verb === 'reduce-casualties' && c.params.who === 'that-player' ? { ...c, params: { ...c.params, who: side } } : c));
}

/** Reads `text` with `p`, or says where it stopped. */
function read<T>(p: Parser<T>, text: string, part: string): { ok: true; value: T } | { ok: false; where: string } {
  const tokens = tokenize(readable(text));
  const r = parseAll(p, tokens);
  return r.ok ? r : { ok: false, where: where(part, tokens, r.at, r.expected) };
}

/** The reading of one ability. */
export function readAbility(ability: WarsAbility): AbilityReading {
  const unread = (whereAt: string): AbilityReading => ({ unread: true, text: ability.text, where: whereAt });
  switch (ability.kind) {
    case 'keyword':
      return ability.keyword === 'captain'
        ? { kind: 'keyword', keyword: 'captain', character: ability.character }
        : 'value' in ability ? { kind: 'keyword', keyword: ability.keyword, value: ability.value } : { kind: 'keyword', keyword: ability.keyword };
    case 'activated': {
      const c = read(cost, ability.cost, 'cost');
      if (!c.ok) return unread(c.where);
      const e = read(body, ability.effect, 'effect');
      if (!e.ok) return unread(e.where);
      return withLimits({ kind: 'activated', bullets: ability.bullets, cost: c.value, effects: e.value.effects }, e.value.limits);
    }
    case 'triggered': {
      const r = read(seq(triggerWithCondition, opt(ifOpener), body), ability.text, 'triggered ability');
      if (!r.ok) return unread(r.where);
      const [{ trigger: t, condition: own }, c, b] = r.value;
      const condition = own && c ? { is: 'all' as const, of: [own, c] } : own ?? c;
      return withLimits({ kind: 'triggered', trigger: t, ...(condition ? { condition } : {}), effects: casualtiesNamed(b.effects, condition) }, b.limits);
    }
    case 'ongoing': {
      const each = read(eachPlayerWho, ability.text, 'ongoing ability');
      if (each.ok) return { kind: 'ongoing', ...each.value };
      // "If this character doesn't have quickdraw, …": as long as that holds.
      const r = read(seq(opt(alt(asLongAs, ifOpener)), body), ability.text, 'ongoing ability');
      if (!r.ok) return unread(r.where);
      const [c, b] = r.value;
      if (b.effects.length === 0 && !c) return { kind: 'restriction', limits: b.limits };
      return { kind: 'ongoing', ...(c ? { condition: c } : {}), effects: b.effects };
    }
    case 'effect': {
      const r = read(seq(opt(mode), opt(ifOpener), body), ability.text, 'effect');
      if (!r.ok) return unread(r.where);
      const [m, c, b] = r.value;
      if (b.limits.length) return unread('effect: a use limit inside an interrupt or order effect');
      return { kind: 'effect', ...(m ? { mode: m } : {}), ...(c ? { condition: c } : {}), effects: b.effects };
    }
  }
}
