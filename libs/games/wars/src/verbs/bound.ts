import type { Amount, Owner, Target } from '../text/reading';

/**
 * What a line of card text can change, in the terms an attested outcome states (engine 1.1.0 on):
 * cards moved between piles and play, marks on cards in play, and the battle's numbers. A bound
 * only ever says "at most": a verb that may do nothing (a "may", an unmet condition) still gets
 * its full bound, and `Infinity` stands for a number the text does not fix (X, a destiny, "each").
 */

/** Whose cards or whose number, seen from the player whose card it is; `any` when the text leaves it open. */
export type Side = 'you' | 'opponent' | 'any';
/** Where an attested move takes a card from or puts it: a player's piles, or play (`engine/attest.ts` reads outcomes in these terms). */
export const ATTEST_PLACES = ['hand', 'reserve', 'active', 'used', 'lost', 'play'] as const;
export type AttestPlace = (typeof ATTEST_PLACES)[number];
export const ENERGY_PILES: readonly AttestPlace[] = ['reserve', 'active', 'used'];

/** Up to `count` cards of `side` from any of `from` to any of `to`. */
export interface MoveBound {
  readonly side: Side;
  readonly from: readonly AttestPlace[];
  readonly to: readonly AttestPlace[];
  readonly count: number;
}

export const MARKS = ['damage', 'undamage', 'invert', 'revert', 'cancel'] as const;
export type Mark = (typeof MARKS)[number];
export const BATTLE_NUMBERS = ['destiny', 'attrition', 'power'] as const;
export type BattleNumber = (typeof BATTLE_NUMBERS)[number];

/** A battle number of `side` changed by at most `by` either way. */
export interface BattleBound {
  readonly number: BattleNumber;
  readonly side: Side;
  readonly by: number;
}

export interface Bound {
  readonly moves: readonly MoveBound[];
  readonly marks: Readonly<Partial<Record<Mark, number>>>;
  readonly battle: readonly BattleBound[];
  /** Text whose reach no bound states ("gains this ability: …"): the outcome is left to a judge. */
  readonly open?: true;
}

export const NOTHING: Bound = { moves: [], marks: {}, battle: [] };
export const OPEN: Bound = { ...NOTHING, open: true };

export const moves = (side: Side, from: readonly AttestPlace[], to: readonly AttestPlace[], count: number): Bound => ({ ...NOTHING, moves: count > 0 ? [{ side, from, to, count }] : [] });
export const marks = (mark: Mark, count: number): Bound => ({ ...NOTHING, marks: { [mark]: count } });
export const battle = (number: BattleNumber, side: Side, by: number): Bound => ({ ...NOTHING, battle: [{ number, side, by }] });

/** What two parts of a text can change together. */
export function both(...parts: readonly Bound[]): Bound {
  const out: Partial<Record<Mark, number>> = {};
  for (const p of parts) for (const m of MARKS) if (p.marks[m]) out[m] = (out[m] ?? 0) + p.marks[m]!;
  return {
    moves: parts.flatMap((p) => p.moves),
    marks: out,
    battle: parts.flatMap((p) => p.battle),
    ...(parts.some((p) => p.open) ? { open: true as const } : {}),
  };
}

/** A bound applied `times` times ("for each …"). */
export function times(b: Bound, n: number): Bound {
  if (n === 1) return b;
  const marksTimes = Object.fromEntries(Object.entries(b.marks).map(([k, v]) => [k, v * n]));
  return { ...b, moves: b.moves.map((m) => ({ ...m, count: m.count * n })), marks: marksTimes, battle: b.battle.map((x) => ({ ...x, by: x.by * n })) };
}

/**
 * The side an owner word names, for the player whose card it is. "That player" and "that
 * player's opponent" name whoever the sentence is about, which may be either side.
 */
export function sideOf(owner: Owner | undefined): Side {
  if (owner === 'you') return 'you';
  if (owner === 'opponent') return 'opponent';
  return 'any';
}

export const otherSide = (side: Side): Side => (side === 'you' ? 'opponent' : side === 'opponent' ? 'you' : 'any');

/** The largest value an amount can have: its printed number, or `Infinity` where the text does not fix one. */
export function largest(a: Amount | undefined, x?: Amount): number {
  if (!a) return Infinity;
  if ('n' in a) return a.n;
  if ('x' in a) return x ? largest(x) : Infinity;
  if ('times' in a) return a.times * largest(a.of, x);
  if ('sum' in a) return a.sum.reduce((t, part) => t + largest(part, x), 0);
  return Infinity;
}

/** Pronouns the grammar keeps as the kind: what they stand for is said in an earlier sentence. */
const PRONOUNS = new Set(['it', 'them', 'target', 'that card', 'those cards', 'these']);
const PLURAL_PRONOUNS = new Set(['them', 'those cards', 'these']);
const isPronoun = (t: Target) => t.kinds.length === 1 && PRONOUNS.has(t.kinds[0]);

/** How many things a target phrase picks at most ("target unit" 1, "up to two" 2, "each" any, "them" any). */
export function howMany(t: Target): number {
  if (t.kinds.some((k) => PLURAL_PRONOUNS.has(k))) return Infinity;
  let n: number;
  switch (t.select) {
    case 'this': case 'that': case 'the': case 'a': case 'target':
      n = t.count ?? 1;
      break;
    case 'up-to': case 'count':
      n = t.count ?? Infinity;
      break;
    default:
      n = Infinity;
  }
  return t.and ? n + howMany(t.and) : n;
}

/** Whose a target's cards are: "this card" is the card whose text it is. */
export const sideOfTarget = (t: Target): Side => (t.select === 'this' && !t.owner ? 'you' : sideOf(t.owner));

/** Where a target's cards are: the pile its place names, or in play. */
export function placeOf(t: Target): AttestPlace[] {
  const at = t.at;
  if (at?.relation === 'pile') return [at.pile];
  // "A card" with no place, or a pronoun, may be anywhere; units, sites, weapons … are in play.
  if (!at && (isPronoun(t) || t.kinds.every((k) => k === 'card'))) return [...ATTEST_PLACES];
  return ['play'];
}
