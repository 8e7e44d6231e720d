import type { Violation } from '@arbiter/rules';
import { BATTLE_NUMBERS, type BattleNumber, both, type Bound, MARKS, type Mark, type MoveBound, type Side } from '../verbs/bound';
import type { AttestMove, AttestOutcome } from './attest';
import type { Game } from './game-cards';
import { ownerOf } from './game-cards';
import { R } from './rule-keys';
import type { Seat } from './state';
import { broken } from './violation';

/**
 * Engine 1.1.0 on: an attested outcome is checked against what the quoted text can change, as
 * the card readings' verbs bound it (`verbs/`). Text the grammar does not read, or that grants a
 * whole new ability, is open: its outcome is left to a judge, as before.
 */

/** What an engine version knows of a card's text: the bound of one ability, by the card's collector number and the ability's text; null when open. */
export type TextBound = (cardId: string, line: string) => Bound | null;

const many = (n: number) => (n === Infinity ? 'any number' : `up to ${n}`);
const nouns = (n: number, one: string, more: string) => `${many(n)} ${n === 1 ? one : more}`;
const sideWords = (side: Side, whose: 'cards' | 'number') =>
  side === 'you' ? (whose === 'cards' ? 'your cards' : 'your') : side === 'opponent' ? (whose === 'cards' ? "your opponent's cards" : "your opponent's") : (whose === 'cards' ? "either player's cards" : "either player's");
const places = (ps: readonly string[]) => (ps.length === 6 ? 'anywhere' : ps.map((p) => (p === 'play' ? 'play' : p === 'hand' ? 'hand' : `${p} pile`)).join(' or '));
const MARK_WORDS: Readonly<Record<Mark, string>> = { damage: 'damage', undamage: 'undamage', invert: 'invert', revert: 'revert', cancel: 'cancel' };
const MARK_OBJECTS: Readonly<Record<Mark, readonly [string, string]>> = { damage: ['card', 'cards'], undamage: ['card', 'cards'], invert: ['inverter', 'inverters'], revert: ['inverter', 'inverters'], cancel: ['pending item', 'pending items'] };

/** The bound in words: what the text allows. */
export function boundWords(b: Bound): string {
  if (b.open) return 'change anything (a judge rules on it)';
  const parts = [
    ...b.moves.map((m) => `move ${many(m.count)} of ${sideWords(m.side, 'cards')} from ${places(m.from)} to ${places(m.to)}`),
    ...MARKS.filter((m) => b.marks[m]).map((m) => `${MARK_WORDS[m]} ${nouns(b.marks[m]!, ...MARK_OBJECTS[m])}`),
    ...b.battle.map((x) => `change ${sideWords(x.side, 'number')} battle ${x.number} by ${x.by === Infinity ? 'any amount' : `at most ${x.by}`}`),
  ];
  return parts.length === 0 ? 'change nothing an outcome states' : parts.join('; ');
}

const sideMatches = (side: Side, seat: Seat, attester: Seat) => side === 'any' || (side === 'you') === (seat === attester);

function moveWords(g: Game, m: AttestMove): string {
  if ('top' in m) return `moves the top card of ${m.player}'s ${m.top === 'reserve' ? 'reserve' : `${m.top} pile`} to the ${m.to === 'hand' ? 'hand' : `${m.to} pile`}`;
  return `moves ${g.card(m.card).name} (${m.card}) from ${m.from === 'play' ? 'play' : m.from === 'hand' ? 'the hand' : `the ${m.from} pile`} to the ${m.to === 'hand' ? 'hand' : `${m.to} pile`}`;
}

/** The first part of the outcome the bound does not allow, in words; null when all of it is within. */
function beyond(g: Game, attester: Seat, outcome: AttestOutcome, b: Bound): string | null {
  for (const m of MARKS) {
    const n = (outcome[m] ?? []).length;
    if (n > (b.marks[m] ?? 0)) return `${MARK_WORDS[m]}s ${n} ${MARK_OBJECTS[m][n === 1 ? 0 : 1]}`;
  }
  for (const number of BATTLE_NUMBERS) {
    for (const seat of [0, 1] as const) {
      const change = Math.abs(outcome.battle?.[number as BattleNumber]?.[seat] ?? 0);
      const allowed = b.battle.filter((x) => x.number === number && sideMatches(x.side, seat, attester)).reduce((t, x) => t + x.by, 0);
      if (change > allowed) return `changes ${g.s.players[seat]}'s battle ${number} by ${change}`;
    }
  }
  // Each move takes the narrowest bound left that allows it, so a wide bound stays for the moves only it allows.
  const left = [...b.moves].sort((x, y) => width(x) - width(y)).map((m) => ({ m, n: m.count }));
  for (const move of outcome.moves) {
    const seat = 'top' in move ? (g.s.players.indexOf(move.player) as Seat) : ownerOf(move.card);
    const from = 'top' in move ? move.top : move.from;
    const slot = left.find(({ m, n }) => n > 0 && sideMatches(m.side, seat, attester) && m.from.includes(from) && m.to.includes(move.to));
    if (!slot) return moveWords(g, move);
    slot.n--;
  }
  return null;
}

const width = (m: MoveBound) => m.from.length * m.to.length * (m.side === 'any' ? 2 : 1);

/** The outcome of attested text beyond what the quoted abilities can change, as a violation (cites `effects`: the effect is what the text creates). */
export function checkWithinText(g: Game, seq: number, attester: Seat, key: string, lines: readonly string[], outcome: AttestOutcome, boundOf: TextBound): Violation[] {
  const id = g.card(key).id;
  const bounds = lines.map((line) => boundOf(id, line));
  if (bounds.some((b) => b === null || b.open)) return [];
  const b = both(...(bounds as Bound[]));
  const over = beyond(g, attester, outcome, b);
  if (over === null) return [];
  const quoted = lines.map((l) => `"${l}"`).join(' and ');
  const name = g.card(key).name;
  return broken(seq, 'attested-beyond-text', R.effects, `${name}${name.endsWith('s') ? "'" : "'s"} ${quoted} can ${boundWords(b)}; the stated outcome ${over}, which the text cannot do`);
}
