import type { Violation } from '@arbiter/rules';
import { type BoundClause, type OutcomeKind, readTextBounds, type TargetBound } from './attest-text-bounds';
import { readWordBounds } from './attest-word-bounds';
import type { EngineContext } from './context';
import type { AttestPayload } from './masters-actions';
import type { BurstItem } from './masters-state';
import { itemEffects } from './resolve-item';
import type { ChaoticState } from './types';

/** One change an outcome states, in the bound's terms. */
interface Stated {
  readonly kind: OutcomeKind;
  readonly sign: 1 | -1;
  readonly amount: number;
  /** The creature it changes; null for a card move. */
  readonly creature: number | null;
  readonly which: string | null;
  readonly words: string;
}

const TARGET_WORDS: Readonly<Record<TargetBound, string>> = {
  any: 'any Creature', engaged: 'an engaged Creature', 'your-engaged': 'your engaged Creature', 'opposing-engaged': 'the opposing engaged Creature',
  yours: 'your Creatures', opposing: 'opposing Creatures', source: 'its own Creature',
};

/** "damage up to 10 to the opposing engaged Creature", "−50 power to an engaged Creature"; sign 0: either way. */
function describe(c: BoundClause): string {
  const size = c.amount === null ? '' : ` ${c.kind === 'damage' || c.kind === 'healing' || c.kind === 'counters' ? 'up to ' : c.sign < 0 ? '-' : c.sign > 0 ? '+' : 'up to ±'}${c.amount}`;
  const which = c.which ? ` ${c.which.join('/')}` : '';
  const either = (gain: string, loss: string): string => (c.sign > 0 ? gain : c.sign < 0 ? loss : `${gain} or${loss}`);
  const way = c.kind === 'elements' || c.kind === 'keywords' || c.kind === 'status' ? either(' gained', ' lost') : c.kind === 'counters' ? either(' put on', ' removed') : '';
  return c.kind === 'moves' ? 'card moves' : `${c.kind}${size}${which}${way} (${TARGET_WORDS[c.target]})`;
}

/** Clauses alike but for their stat or element, as one ("-50 courage/power/wisdom/speed"), for the message. */
function merged(clauses: readonly BoundClause[]): BoundClause[] {
  const out = new Map<string, BoundClause>();
  for (const c of clauses) {
    const key = `${c.kind}|${c.sign}|${c.amount}|${c.target}|${c.which === null}`;
    const was = out.get(key);
    out.set(key, was && was.which && c.which ? { ...was, which: [...new Set([...was.which, ...c.which])] } : was ?? c);
  }
  return [...out.values()];
}

/** The stated changes in the payload's order: damage, counters, moves, stats, elements, keywords, status. */
function statedChanges(p: Partial<AttestPayload>): Stated[] {
  const out: Stated[] = [];
  for (const [key, n] of Object.entries(p.damage ?? {})) if (n !== 0) out.push({ kind: n > 0 ? 'damage' : 'healing', sign: n > 0 ? 1 : -1, amount: Math.abs(n), creature: Number(key), which: null, words: `${n > 0 ? 'damage' : 'healing'} of ${Math.abs(n)} to creature ${key}` });
  for (const [key, n] of Object.entries(p.counters ?? {})) if (n !== 0) out.push({ kind: 'counters', sign: n > 0 ? 1 : -1, amount: Math.abs(n), creature: Number(key), which: null, words: `${n} Mugic counters on creature ${key}` });
  for (const m of p.moves ?? []) out.push({ kind: 'moves', sign: 1, amount: 0, creature: null, which: null, words: `a move of ${m.card} from ${m.from} to ${m.to}` });
  for (const e of p.stats ?? []) if (e.by !== 0) out.push({ kind: 'stats', sign: e.by > 0 ? 1 : -1, amount: Math.abs(e.by), creature: e.creature, which: e.stat, words: `${e.by > 0 ? '+' : ''}${e.by} ${e.stat} to creature ${e.creature}` });
  for (const e of p.elements ?? []) out.push({ kind: 'elements', sign: e.has ? 1 : -1, amount: 0, creature: e.creature, which: e.element, words: `creature ${e.creature} ${e.has ? 'gaining' : 'losing'} ${e.element}` });
  for (const e of p.keywords ?? []) out.push({ kind: 'keywords', sign: e.has ? 1 : -1, amount: 0, creature: e.creature, which: null, words: `creature ${e.creature} ${e.has ? 'gaining' : 'losing'} "${e.keyword}"` });
  for (const e of p.status ?? []) out.push({ kind: 'status', sign: e.has ? 1 : -1, amount: 0, creature: e.creature, which: e.status, words: `creature ${e.creature} ${e.has ? 'becoming' : 'no longer'} ${e.status}` });
  return out;
}

/** Whether a creature is one the clause may change: whose it is (the item's controller is "you") and whether it is engaged. */
function targetHolds(state: ChaoticState, item: BurstItem, target: TargetBound, uid: number | null): boolean {
  if (uid === null || target === 'any') return true;
  if (target === 'source') return item.source === null || item.source === uid;
  const engaged = state.combat !== null && state.combat !== undefined && (state.combat.attacker === uid || state.combat.defender === uid);
  const yours = state.creatures[uid]?.owner === item.controller;
  switch (target) {
    case 'engaged': return engaged;
    case 'your-engaged': return engaged && yours;
    case 'opposing-engaged': return engaged && !yours;
    case 'yours': return yours;
    default: return !yours;
  }
}

/**
 * The bounds of the item's attested text, or null when any of it is not read (then the outcome
 * stays unchecked, for a judge). From engine 1.6.0, text no clause template reads is bounded by its
 * words (`attest-word-bounds.ts`); `byWords` says some was, for the message.
 */
function itemBounds(state: ChaoticState, ctx: EngineContext, item: BurstItem): { clauses: BoundClause[]; texts: string[]; byWords: boolean } | null {
  const card = ctx.cards.byId(item.card);
  if (!card) return null;
  const texts = itemEffects(state, ctx, item).flatMap((e) => (e.kind === 'attested' ? [e.text] : []));
  if (texts.length === 0) return null;
  const clauses: BoundClause[] = [];
  let byWords = false;
  for (const text of texts) {
    let read = readTextBounds(text, card);
    if (!read && ctx.attestWordBounds) {
      read = readWordBounds(text, card);
      byWords = true;
    }
    if (!read) return null;
    clauses.push(...read);
  }
  return { clauses, texts, byWords };
}

/**
 * From engine 1.5.0: each stated change must be one the attested text could make (CR 8.5.2, for an
 * attack 8.6.2.1: its instructions are carried out as written): its kind, a creature the text lets
 * it change, and no more than the numbers the text names, summed per creature over the clauses that
 * reach it. Text the reader cannot bound is left to the judge (from 1.6.0 only text whose meaning is
 * open: the rest is bounded by its words).
 */
export function beyondCardText(state: ChaoticState, ctx: EngineContext, seq: number, p: Partial<AttestPayload>): Violation | null {
  const m = state.masters!;
  const item = m.burst[m.burst.length - 1];
  const bounds = item ? itemBounds(state, ctx, item) : null;
  if (!bounds) return null;
  const rule = item.kind === 'attack' ? '8.6.2.1' : '8.5.2';
  const allows = bounds.clauses.length === 0 ? 'no change the outcome states' : [...new Set(merged(bounds.clauses).map(describe))].join('; ');
  const allowing = bounds.byWords ? `by its words it allows only ${allows}` : `it allows ${allows}`;
  const beyond = (why: string): Violation => ({ code: 'chaotic/attested-beyond-text', rule, seq, message: `${item.card}'s text ("${bounds.texts.join('" / "')}") cannot make ${why}: ${allowing}` });
  const totals = new Map<string, number>();
  for (const s of statedChanges(p)) {
    const ofKind = bounds.clauses.filter((c) => c.kind === s.kind && (c.sign === 0 || c.sign === s.sign) && (c.which === null || s.which === null || c.which.some((w) => w.toLowerCase() === s.which!.toLowerCase())));
    if (ofKind.length === 0) return beyond(s.words);
    const reaching = ofKind.filter((c) => targetHolds(state, item, c.target, s.creature));
    if (reaching.length === 0) return beyond(`${s.words}: not a creature it names`);
    if (reaching.some((c) => c.amount === null) || s.kind === 'moves') continue;
    const key = `${s.kind}|${s.creature}|${s.which}|${s.sign}`;
    const total = (totals.get(key) ?? 0) + s.amount;
    totals.set(key, total);
    const most = reaching.reduce((sum, c) => sum + c.amount!, 0);
    if (total > most) return beyond(`${s.words}: more than the ${most} it names`);
  }
  return null;
}
