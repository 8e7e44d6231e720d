import { cardsConserved, checkAttestInvariants, valuesInBounds } from '@arbiter/rules';
import type { AttestInvariant, Violation } from '@arbiter/rules';
import type { WarsCard } from '../cards/card';
import { ATTEST_PLACES, type AttestPlace } from '../verbs/bound';
import { noteUse, usesThisTurn } from './ability-uses';
import { checkWithinText } from './attest-within-text';
import { attestedLines, hasAttestableText } from './attested-lines';
import { leavePlay, loseFromPlay } from './energy-piles';
import type { Game } from './game-cards';
import { cant, gameWith, isKey, keywordInPlay, ownerOf } from './game-cards';
import { declaredTopProblem, type FaceDownPile, isPaper, takeTop, topOf, UNKNOWN, unknownPlaces } from './paper-play';
import { R } from './rule-keys';
import type { Seat, WarsAction, WarsState } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/** Where an attested outcome may take a card from, and put it (always its owner's pile; `reserve` is its top). */
export const ATTEST_FROM = ATTEST_PLACES;
export const ATTEST_TO = ATTEST_PLACES.filter((p): p is Exclude<AttestPlace, 'play'> => p !== 'play');
/** Face-down piles a move may take the top card of without naming it. */
export const ATTEST_TOP = ['reserve', 'active', 'used'] as const;
type From = (typeof ATTEST_FROM)[number];
type To = (typeof ATTEST_TO)[number];
/** A named card from where the log says it is, or the top card of a player's face-down pile (in paper play naming the card it turns out to be). */
export type AttestMove =
  | { readonly card: string; readonly from: From; readonly to: To }
  | { readonly top: (typeof ATTEST_TOP)[number]; readonly player: string; readonly to: To; readonly card?: string };

/** The rule that defines the top of each face-down pile, which a card declared from it must be. */
const PILE_RULES: Readonly<Record<FaceDownPile, string>> = { reserve: 'wars:glossary/reserve', active: 'wars:glossary/active-pile', used: 'wars:glossary/used-pile' };

/**
 * What attested text did: cards moved, ships and units damaged or undamaged, and, during a
 * battle, what it adds to the attrition each side causes (`attrition`), to battle destiny
 * (`destiny`) and to power (`power`), per seat.
 */
export interface AttestOutcome {
  readonly moves: readonly AttestMove[];
  readonly damage?: readonly string[];
  readonly undamage?: readonly string[];
  /** Inverters turned upside down, and back (CR glossary `inverter`, `revert`). */
  readonly invert?: readonly string[];
  readonly revert?: readonly string[];
  /** Pending items taken off the stack without their effects, by position (0 = bottom); a canceled card is lost (CR glossary `cancel`, `pending`). */
  readonly cancel?: readonly number[];
  readonly battle?: { readonly destiny?: readonly [number, number]; readonly attrition?: readonly [number, number]; readonly power?: readonly [number, number] };
}

export const MAX_ATTEST_MOVES = 60;
/** The largest change attested text may make to a battle number at once. */
export const MAX_BATTLE_CHANGE = 99;

/** Every card of the game, wherever it is: in a pile, in play, pending on the stack, stacked on a card in play, or (paper play) at no known place. */
export function everyCard(s: WarsState): string[] {
  const out: string[] = [];
  for (const p of s.piles) out.push(...p.hand, ...p.reserve, ...p.active, ...p.used, ...p.lost);
  out.push(...Object.keys(s.inPlay));
  for (const item of s.stack) if (item.kind === 'card') out.push(item.card);
  for (const cards of Object.values(s.stacked ?? {})) out.push(...cards.map((c) => c.key));
  if (!s.hidden) return out;
  return [...out.filter((k) => k !== UNKNOWN), ...s.hidden[0], ...s.hidden[1]];
}

/** Paper play: each unknown place in a face-down pile stands for one card of its owner's hidden pool. */
const unknownPlacesMatch: AttestInvariant<WarsState> = (_before, after, seq) => {
  if (!after.hidden) return null;
  for (const seat of [0, 1] as const) {
    const places = unknownPlaces(after, seat);
    if (places !== after.hidden[seat].length) return { code: 'wars/attest-cards-not-conserved', rule: 'wars:general/in-play', seq, message: `${after.players[seat]}'s face-down piles would hold ${places} unknown cards for the ${after.hidden[seat].length} cards of the deck at no known place` };
  }
  return null;
};

/** What every attested outcome keeps: each card in exactly one pile or zone, and the battle's numbers within bounds. */
export const WARS_ATTEST_INVARIANTS: readonly AttestInvariant<WarsState>[] = [
  cardsConserved('wars/attest-cards-not-conserved', 'wars:general/in-play', everyCard),
  unknownPlacesMatch,
  valuesInBounds('wars/attest-out-of-bounds', 'wars:glossary/modifiers', -MAX_BATTLE_CHANGE, MAX_BATTLE_CHANGE, (s) => {
    const b = s.battle;
    if (!b) return {};
    return Object.fromEntries(s.players.flatMap((p, seat) => [[`${p}'s battle destiny`, b.destiny[seat]], [`what ${p}'s attrition is changed by`, b.mods.attrition[seat]], [`what ${p}'s power is changed by`, b.mods.power[seat]]]));
  }),
];

/** Cards whose text a player may attest: their cards in play with text beyond keywords, and their interrupts and orders resolved this turn. */
export function attestable(g: Game, seat: Seat): string[] {
  const inPlay = g.inPlay().filter((p) => p.owner === seat && hasAttestableText(g.card(p.key), g.text)).map((p) => p.key);
  return [...inPlay, ...g.s.flags.resolvedText.filter((k) => ownerOf(k) === seat)];
}

function isAttestable(g: Game, seat: Seat, key: string): boolean {
  const p = g.s.inPlay[key];
  if (p) return p.owner === seat && hasAttestableText(g.card(key), g.text);
  return ownerOf(key) === seat && g.s.flags.resolvedText.includes(key);
}

/** A card's game text the engine leaves to `attest`, one ability a line (both sides of an inverter). */
export const textLines = (g: Game, key: string): readonly string[] => attestedLines(g.card(key), g.text);

/** The bullets of each ability of a card by its text (0 unless a bulleted activated ability; the first with a text is the one quoted), read once per card. */
const bulletsByLine = new WeakMap<WarsCard, Map<string, number>>();

/**
 * Uses a bulleted activated ability has each turn: its bullets, and for a weapon's ability the
 * Quickdraw of the card it is beneath (CR glossary `bullet`, `quickdraw`); 0 when it has none.
 */
function usesAllowed(g: Game, key: string, line: string): number {
  const card = g.card(key);
  let bulleted = bulletsByLine.get(card);
  if (!bulleted) {
    bulleted = new Map();
    for (const a of [...card.abilities, ...(card.invertedAbilities ?? [])]) if (!bulleted.has(a.text)) bulleted.set(a.text, a.kind === 'activated' ? a.bullets : 0);
    bulletsByLine.set(card, bulleted);
  }
  const bullets = bulleted.get(line) ?? 0;
  if (bullets === 0) return 0;
  const host = g.s.inPlay[key]?.host;
  return bullets + (card.type === 'Weapon' && host ? keywordInPlay(g, host, 'quickdraw') : 0);
}

/** Whether an ability of a card may be used again this turn: no bullets, or one not yet spent. */
export function bulletLeft(g: Game, key: string, line: string): boolean {
  const allowed = usesAllowed(g, key, line);
  return allowed === 0 || usesThisTurn(g, key, line) < allowed;
}

const isInt = (n: unknown, max: number) => Number.isInteger(n) && Math.abs(n as number) <= max;
const pair = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 2 && v.every((n) => isInt(n, MAX_BATTLE_CHANGE)));

function readOutcome(g: Game, raw: unknown): AttestOutcome | null {
  const o = raw as Partial<AttestOutcome> | null;
  if (o === null || typeof o !== 'object' || !Array.isArray(o.moves) || o.moves.length > MAX_ATTEST_MOVES) return null;
  const moveOk = (m: Record<string, unknown> | null) => m !== null && typeof m === 'object' && (ATTEST_TO as readonly string[]).includes(m.to as string)
    && ('top' in m
      ? (ATTEST_TOP as readonly string[]).includes(m.top as string) && g.s.players.includes(m.player as string) && (m.card === undefined || typeof m.card === 'string')
      : isKey(g.s, m.card) && (ATTEST_FROM as readonly string[]).includes(m.from as string));
  if (!o.moves.every((m) => moveOk(m as unknown as Record<string, unknown>))) return null;
  const keys = (v: unknown) => v === undefined || (Array.isArray(v) && v.every((k) => isKey(g.s, k)));
  if (!keys(o.damage) || !keys(o.undamage) || !keys(o.invert) || !keys(o.revert)) return null;
  if (o.cancel !== undefined && (!Array.isArray(o.cancel) || o.cancel.some((i) => !Number.isInteger(i) || i < 0) || new Set(o.cancel).size !== o.cancel.length)) return null;
  if (o.battle !== undefined && (o.battle === null || typeof o.battle !== 'object' || !pair(o.battle.destiny) || !pair(o.battle.attrition) || !pair(o.battle.power))) return null;
  return o as AttestOutcome;
}

/**
 * Paper play: a top card going face up (to a hand or the lost pile) is named, and any card named
 * must be what that top can be (`declaredTopProblem`); checked against the state each move meets.
 */
function topMoveProblem(g: Game, seq: number, m: AttestMove): Violation[] {
  if (!('top' in m) || !isPaper(g.s)) return [];
  const seat = g.s.players.indexOf(m.player) as Seat;
  const rule = PILE_RULES[m.top];
  const what = `the top card of ${m.player}'s ${m.top === 'reserve' ? 'reserve' : `${m.top} pile`}`;
  if (m.card === undefined && topOf(g.s, seat, m.top) === UNKNOWN && (m.to === 'hand' || m.to === 'lost')) {
    return broken(seq, 'card-not-declared', rule, `${what} goes face up to the ${m.to === 'hand' ? 'hand' : 'lost pile'}: in paper play the move names it, "card": a collector number`);
  }
  return m.card === undefined ? [] : declaredTopProblem(g, seq, seat, m.top, m.card, rule, what);
}

/** Takes a named card from a face-down pile: paper play takes an unknown place for a card of the hidden pool (found by searching the pile). */
function takeNamed(g: Game, pile: string[], seat: Seat, key: string): boolean {
  const i = pile.indexOf(key);
  if (i >= 0) {
    pile.splice(i, 1);
    return true;
  }
  const pool = g.s.hidden?.[seat];
  const at = pile.indexOf(UNKNOWN);
  if (!pool || !pool.includes(key) || at < 0) return false;
  pile.splice(at, 1);
  pool.splice(pool.indexOf(key), 1);
  return true;
}

/** Applies a stated outcome literally: a card not where the log says it is is not removed (and the invariants catch it). */
export function applyOutcome(g: Game, outcome: AttestOutcome, seq = 0): Violation[] {
  const s = g.s;
  for (const k of outcome.damage ?? []) if (s.inPlay[k]) s.inPlay[k].damaged = true;
  for (const k of outcome.undamage ?? []) if (s.inPlay[k]) s.inPlay[k].damaged = false;
  for (const k of outcome.invert ?? []) if (s.inPlay[k]) s.inPlay[k].inverted = true;
  for (const k of outcome.revert ?? []) if (s.inPlay[k]) delete s.inPlay[k].inverted;
  // Canceled items leave the stack without changing the order of the others.
  const canceled = new Set(outcome.cancel ?? []);
  for (const [i, item] of s.stack.entries()) if (canceled.has(i) && item.kind === 'card') s.piles[item.seat].lost.push(item.card);
  s.stack = s.stack.filter((_, i) => !canceled.has(i));
  const b = s.battle;
  if (b && outcome.battle) {
    for (const seat of [0, 1] as const) {
      b.destiny[seat] += outcome.battle.destiny?.[seat] ?? 0;
      b.mods.attrition[seat] += outcome.battle.attrition?.[seat] ?? 0;
      b.mods.power[seat] += outcome.battle.power?.[seat] ?? 0;
    }
  }
  for (const m of outcome.moves) {
    const problem = topMoveProblem(g, seq, m);
    if (problem.length > 0) return problem;
    let card: string | undefined;
    if ('top' in m) {
      const seat = s.players.indexOf(m.player) as Seat;
      const pile = s.piles[seat][m.top];
      // An unknown top moving face down stays unknown; named, it becomes that card.
      card = topOf(s, seat, m.top) === UNKNOWN && m.card === undefined ? (m.top === 'reserve' ? pile.shift() : pile.pop()) : takeTop(g, seat, m.top, m.card);
      if (card === undefined) continue;
      if (card === UNKNOWN) {
        if (m.to === 'reserve') s.piles[seat].reserve.unshift(card);
        else s.piles[seat][m.to].push(card);
        continue;
      }
    } else {
      card = m.card;
      if (m.from === 'play') {
        // Lost (an event card text may watch), or out of play to another pile.
        if (s.inPlay[card] && m.to === 'lost') {
          loseFromPlay(g, card);
          continue;
        }
        leavePlay(g, card);
      } else takeNamed(g, s.piles[ownerOf(card)][m.from], ownerOf(card), card);
    }
    if (m.to === 'reserve') s.piles[ownerOf(card)].reserve.unshift(card);
    else s.piles[ownerOf(card)][m.to].push(card);
  }
  return [];
}

/**
 * Card text the engine does not carry out (anything beyond keywords and card-type rules): the
 * log quotes the text and states its outcome; the engine checks the bullets of the abilities
 * quoted, that only undamaged ships and units are damaged, applies the outcome and checks the
 * invariants. Whether the outcome is what the text says is for a judge.
 */
export function checkAttest(g: Game, a: WarsAction, seat: Seat, clone: (s: WarsState) => WarsState): Violation[] {
  const p = payloadOf(a);
  if (typeof p.card !== 'string' || !isAttestable(g, seat, p.card)) {
    return broken(a.seq, 'not-attestable', R.gameText, `${String(p.card)} is not a card of yours in play with game text, or an interrupt or order of yours resolved this turn`);
  }
  const quoted = textLines(g, p.card);
  if (!Array.isArray(p.text) || p.text.length === 0 || p.text.some((t) => !quoted.includes(t as string))) {
    return broken(a.seq, 'not-card-text', R.gameText, `"text" quotes abilities of ${g.card(p.card).name}'s game text, one a line`);
  }
  for (const line of p.text as string[]) {
    const allowed = usesAllowed(g, p.card, line);
    const used = usesThisTurn(g, p.card, line);
    if (allowed > 0 && used >= allowed) return broken(a.seq, 'bullet-spent', R.bullet, `"${line}" may be used ${allowed} time(s) each turn (its bullets${allowed > 1 ? ', with Quickdraw' : ''}), and has been used ${used}`);
  }
  const outcome = readOutcome(g, p.outcome);
  if (!outcome) {
    return broken(a.seq, 'bad-payload', R.effects, `"outcome" is {"moves": [{"card", "from", "to"} or {"top", "player", "to"}], "damage"?: [keys], "undamage"?: [keys], "invert"?: [keys], "revert"?: [keys], "cancel"?: [stack positions], "battle"?: {"destiny"|"attrition"|"power": [n, n]}}, at most ${MAX_ATTEST_MOVES} moves`);
  }
  for (const k of outcome.damage ?? []) {
    const c = g.s.inPlay[k];
    if (!c || (c.kind !== 'unit' && c.kind !== 'ship') || c.damaged) return broken(a.seq, 'attest-bad-damage', R.damage, `${k} is not an undamaged ship or unit in play: a damaged card can't be damaged again`);
    if (cant(g, k, 'be damaged')) return broken(a.seq, 'attest-bad-damage', R.cant, `${g.card(k).name} can't be damaged: its card text says so`);
  }
  for (const k of outcome.undamage ?? []) {
    if (!g.s.inPlay[k]?.damaged) return broken(a.seq, 'attest-bad-undamage', 'wars:glossary/undamage', `${k} is not damaged: only a damaged unit or ship can be undamaged`);
  }
  for (const k of outcome.invert ?? []) {
    if (!g.s.inPlay[k] || !g.card(k).inverter || g.s.inPlay[k].inverted) return broken(a.seq, 'attest-bad-invert', 'wars:glossary/inverter', `${k} is not an inverter in play right side up: you can't invert an inverted inverter`);
  }
  for (const k of outcome.revert ?? []) {
    if (!g.s.inPlay[k]?.inverted) return broken(a.seq, 'attest-bad-revert', 'wars:glossary/revert', `${k} is not an inverted inverter: you can't revert an inverter that's not inverted`);
  }
  for (const i of outcome.cancel ?? []) {
    if (i >= g.s.stack.length) return broken(a.seq, 'attest-bad-cancel', 'wars:glossary/cancel', `there is no pending item at stack position ${i} (${g.s.stack.length} pending)`);
  }
  if (outcome.battle && !g.s.battle) return broken(a.seq, 'attest-no-battle', R.battlePhase, 'there is no battle for the outcome to change');
  if (g.text) {
    const beyond = checkWithinText(g, a.seq, seat, p.card, p.text as string[], outcome, g.text.bound);
    if (beyond.length > 0) return beyond;
  }
  if (outcome.moves.length === 0 && !outcome.battle && !outcome.cancel?.length) return [];
  const after = gameWith(clone(g.s), g.card, g.text);
  const declared = applyOutcome(after, outcome, a.seq);
  if (declared.length > 0) return declared;
  return checkAttestInvariants(WARS_ATTEST_INVARIANTS, g.s, after.s, a.seq);
}

/** A use of an ability this turn, counted when it has bullets (spent even if it is then canceled, CR glossary `bullet`). */
export function spendBullet(g: Game, key: string, line: string): void {
  if (usesAllowed(g, key, line) > 0) noteUse(g, key, line);
}

export function performAttest(g: Game, a: WarsAction): void {
  const p = payloadOf(a);
  applyOutcome(g, p.outcome as AttestOutcome);
  for (const line of p.text as string[]) spendBullet(g, p.card as string, line);
  g.s.flags.resolvedText = g.s.flags.resolvedText.filter((k) => k !== p.card);
}
