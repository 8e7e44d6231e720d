import type { Card, Element } from '../cards/card';
import type { Stat } from '../keywords/ability';
import { creatureNames } from '../effects/creature-names';
import type { Subject } from '../effects/effect-types';
import { clauses, sentences } from '../effects/read-effect';
import { readClause, type SentenceState } from '../effects/sentence-templates';
import type { VerbCall } from '../effects/verb-calls';

/** The kinds of change an attested outcome can state (its payload fields; healing is negative damage). */
export type OutcomeKind = 'damage' | 'healing' | 'counters' | 'moves' | 'stats' | 'elements' | 'keywords' | 'status';

/** Which creatures a clause may change, where the text is clear; `source` is the card's own creature (itself, equipped, caster). */
export type TargetBound = 'any' | 'engaged' | 'your-engaged' | 'opposing-engaged' | 'yours' | 'opposing' | 'source';

/**
 * One change a card's text could make: its kind, direction (+1 gains/adds/deals, -1 loses/removes/heals),
 * at most how much (null: the text does not fix it, "for each", X), to whom, and for stats and
 * elements which ones (null: any, "of your choice").
 */
export interface BoundClause {
  readonly kind: OutcomeKind;
  readonly sign: 1 | -1 | 0;
  readonly amount: number | null;
  readonly target: TargetBound;
  readonly which: readonly string[] | null;
  /** The printed words, for the violation's message. */
  readonly text: string;
}

const DISCIPLINES: readonly Stat[] = ['courage', 'power', 'wisdom', 'speed'];

/** A subject as far as a bound can check it: who controls it and whether it is engaged. */
function targetOf(to: Subject): TargetBound {
  switch (to.select) {
    case 'self': case 'equipped': case 'caster': return 'source';
    case 'your-engaged': case 'opposing-engaged': return to.select;
    case 'target': case 'all': {
      const { controller, engaged } = to.filter;
      if (engaged === true) return controller === 'you' ? 'your-engaged' : controller === 'opponent' ? 'opposing-engaged' : 'engaged';
      return controller === 'you' ? 'yours' : controller === 'opponent' ? 'opposing' : 'any';
    }
    default: return 'any';
  }
}

/** The verb calls nested in a call's parameters (conditional, optional, "if you do", modes, for each player). */
function nested(params: unknown): VerbCall[] {
  const out: VerbCall[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ('verb' in value && 'params' in value) out.push(value as VerbCall);
      else Object.values(value).forEach(walk);
    }
  };
  walk(params);
  return out;
}

/** The changes one verb call could make in the outcome's terms; null for a verb whose outcome a bound cannot say. */
function fromCall(call: VerbCall, text: string): BoundClause[] | null {
  const p = call.params as Record<string, unknown>;
  const per = p.per !== undefined || p.perCount !== undefined || p.times !== undefined || p.all === true;
  const amount = (n: unknown): number | null => (per || typeof n !== 'number' ? null : Math.abs(n));
  const to = (p.to ?? p.from) as Subject | undefined;
  const target = to ? targetOf(to) : 'any';
  const clause = (kind: OutcomeKind, sign: 1 | -1 | 0, n: number | null, which: readonly string[] | null = null): BoundClause => ({ kind, sign, amount: n, target, which, text });
  switch (call.verb) {
    case 'deal-damage': return [clause('damage', 1, amount(p.amount))];
    case 'heal': return [clause('healing', -1, amount(p.amount))];
    case 'modify-stat': return [clause('stats', Math.sign(p.delta as number) as 1 | -1, amount(p.delta), [p.stat as string])];
    case 'choose-discipline': return [clause('stats', Math.sign(p.delta as number) as 1 | -1, amount(p.delta), DISCIPLINES)];
    case 'gain-element': return [clause('elements', 1, null, [p.element as Element])];
    case 'lose-element': return [clause('elements', -1, null, [p.element as Element])];
    case 'choose-element': return [clause('elements', p.gain ? 1 : -1, null)];
    case 'grant-ability': case 'grant-chosen-element': return [clause('keywords', 1, null)];
    case 'remove-ability': return [clause('keywords', -1, null)];
    case 'infect': return [clause('status', 1, null, ['Infected'])];
    case 'uninfect': return [clause('status', -1, null, ['Infected'])];
    case 'add-mugic-counters': return [clause('counters', 1, amount(p.amount))];
    case 'remove-mugic-counters': return [clause('counters', -1, amount(p.amount))];
    case 'draw-attack': case 'discard-attack': case 'discard-mugic': case 'return-mugic-to-hand': case 'shuffle-deck':
    case 'shuffle-discard-into-deck': case 'shuffle-hand-into-deck': case 'deck-top-to-bottom': case 'swap-attack-deck-and-discard':
      return [clause('moves', 0, null)];
    // Looking and revealing change nothing an outcome states.
    case 'look-at-deck': case 'reveal-hand': return [];
    case 'conditional': case 'optional': case 'if-done': case 'choose-one': case 'for-players': case 'for-controllers': case 'unless-opponent': {
      const read = nested(p).map((c) => fromCall(c, text));
      if (read.some((r) => r === null)) return null;
      const all = (read as BoundClause[][]).flat();
      return call.verb === 'conditional' || call.verb === 'optional' || call.verb === 'if-done' || call.verb === 'choose-one' ? all : all.map((c) => ({ ...c, target: EITHER_PLAYER[c.target] }));
    }
    default: return null;
  }
}

/** "mirage:", an attack's "Challenge Power 30:" or an ability's cost before its colon, "If …, " / "When …, " heads: what follows is the effect. */
const HEADS = [/^mirage:\s*/i, /^(?:Then|If you do|If (?:it|that) isn't),?\s+/i, /^You (?:can|may)\s+/i];
const CONDITION_HEAD = /^(?:If|When|Whenever|At the (?:beginning|end) of|The first time|While|After|Before)\b/i;

/** Wordings the registry's templates read under another name: each player's engaged creature is each engaged creature. */
const SAME_AS: readonly [RegExp, string][] = [[/\btheir engaged Creature\b/gi, 'engaged Creatures'], [/\b(\d+) in each Discipline\b/gi, '$1 to all Disciplines']];

/** Inside "each player …" the text's "you" is each player in turn: only engaged-or-not is still clear. */
const EITHER_PLAYER: Readonly<Record<TargetBound, TargetBound>> = { any: 'any', engaged: 'engaged', 'your-engaged': 'engaged', 'opposing-engaged': 'engaged', yours: 'any', opposing: 'any', source: 'source' };

/** A clause's changes, or null when the registry reads no template in it. */
function readBody(body: string, state: SentenceState, text: string): BoundClause[] | null {
  const out: BoundClause[] = [];
  for (const clause of clauses(body, state.cardType === 'Creature' ? state.cardName : undefined)) {
    const calls = readClause(clause, state);
    if (!calls) return null;
    for (const call of calls) {
      const read = fromCall(call, text);
      if (!read) return null;
      out.push(...read);
    }
  }
  return out;
}

/** One sentence: its heads peeled (a condition head may hold commas, so each comma is tried), then its clauses read. */
function readSentence(sentence: string, state: SentenceState, text: string): BoundClause[] | null {
  let rest = sentence;
  for (let again = true; again;) {
    again = false;
    for (const head of HEADS) if (head.test(rest)) { rest = rest.replace(head, ''); again = true; }
  }
  const colon = /^([^:"]+):\s*(.+)$/.exec(rest);
  // A cost or an attack's check before the colon: the engine pays and checks it, the text after it is the effect.
  if (colon) rest = colon[2];
  const whole = readBody(rest, state, text);
  if (whole || !CONDITION_HEAD.test(rest)) return whole;
  for (let i = rest.indexOf(', '); i >= 0; i = rest.indexOf(', ', i + 1)) {
    const read = readBody(rest.slice(i + 2), state, text);
    if (read) return read;
  }
  return null;
}

/**
 * What a card's attested text could change, read with the effect registry's own clause templates
 * (`readClause`): the conditions and costs around an effect are the engine's or the judge's, the
 * effect's verbs say the kind, number and target. Null when any sentence is not read: such text
 * stays attested for a judge, unchecked, so nothing the text might allow is refused.
 */
export function readTextBounds(text: string, card: Card): BoundClause[] | null {
  // "it", "that Creature" after a trigger head name the creature the event was about: any creature, for a bound.
  const state: SentenceState = { cardName: card.name, cardType: card.type, targets: 0, duration: 'end-of-turn', creatureNames: creatureNames(), last: { select: 'trigger-creature' } };
  const out: BoundClause[] = [];
  for (const sentence of sentences(SAME_AS.reduce((t, [from, to]) => t.replace(from, to), text.replace(/\.$/, '')))) {
    const read = readSentence(sentence, state, text);
    if (!read) return null;
    out.push(...read);
  }
  return out;
}
