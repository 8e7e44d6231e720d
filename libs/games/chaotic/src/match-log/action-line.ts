import { EMPTY_PAYLOAD } from '../engine/choices';
import { ACTION_TYPES } from '../engine/types';
import { flatPayload } from './flat-payload';
import { parseObject } from './json-object';

const SEQ = '{"seq":';
const PAYLOAD = '","payload":';
const QUOTE = 0x22;
const OPEN = 0x7b;
const CLOSE = 0x7d;
/** A seq of at most nine digits is read exactly by the digit loop (far below 2^53). */
const MAX_SEQ_DIGITS = 9;
/** Each type as it stands before its payload, the commonest first (pass, then strike and move). */
const TYPE_TAILS: readonly { type: string; tail: string }[] = ['pass', 'strike', 'move', ...ACTION_TYPES.filter((t) => t !== 'pass' && t !== 'strike' && t !== 'move')]
  .map((type) => ({ type, tail: `${type}${PAYLOAD}` }));

/** Whether `word` stands in `text` at `at` (a slice compared whole: faster here than `startsWith` or a loop of `charCodeAt`). */
function standsAt(text: string, at: number, word: string): boolean {
  return text.slice(at, at + word.length) === word;
}

/**
 * Reads an action line in the form this project's writer prints (`JSON.stringify` of
 * `{seq, player, type, payload}`, no spaces) by matching its fixed parts; a payload with fields
 * is read apart (flat-payload.ts, else `JSON.parse`). Audit speed: with `JSON.parse` of every
 * line, reading took a third of an audit; three action lines in four are a bare pass, matched
 * whole after its seq.
 *
 * `read` returns the value `JSON.parse` would give the line, or null for any line it does not
 * match exactly (other key order, spaces, escapes, a seq that is not a plain integer, a player
 * not in the header, an unknown type, a payload that is not an object); the caller then reads
 * that line with `JSON.parse`, which also names what is wrong with it. The player is the
 * header's own string, so the engine's player checks compare one string with itself.
 */
export class ActionLineReader {
  /** Per player the header names (and whose JSON form needs no escapes): its id, the line after the seq up to the type, and a bare pass's line after the seq. */
  private readonly players: readonly { id: string; head: string; pass: string }[];

  constructor(players: readonly string[]) {
    this.players = players.filter((id) => JSON.stringify(id) === `"${id}"`).map((id) => {
      const head = `,"player":"${id}","type":"`;
      return { id, head, pass: `${head}pass${PAYLOAD}{}}` };
    });
  }

  read(text: string, start: number, end: number): Record<string, unknown> | null {
    // `{"seq":` compared as one short slice (a copy), which costs less than seven `charCodeAt` reads (audit speed).
    if (text.slice(start, start + SEQ.length) !== SEQ) return null;
    let at = start + SEQ.length;
    let code = text.charCodeAt(at);
    // JSON allows no leading zero; seq counts from 1.
    if (code < 0x31 || code > 0x39) return null;
    let seq = 0;
    const digitsEnd = at + MAX_SEQ_DIGITS;
    do {
      seq = seq * 10 + (code - 0x30);
      code = text.charCodeAt(++at);
    } while (code >= 0x30 && code <= 0x39 && at < digitsEnd);
    for (const player of this.players) {
      if (end - at === player.pass.length && standsAt(text, at, player.pass)) return { seq, player: player.id, type: 'pass', payload: EMPTY_PAYLOAD };
    }
    // Loops, not `find`: a closure per line costs more than the comparisons.
    let player: { id: string; head: string } | null = null;
    for (const p of this.players) if (standsAt(text, at, p.head)) { player = p; break; }
    if (player === null) return null;
    at += player.head.length;
    let type: { type: string; tail: string } | null = null;
    for (const t of TYPE_TAILS) if (text.charCodeAt(at + t.type.length) === QUOTE && standsAt(text, at, t.tail)) { type = t; break; }
    if (type === null) return null;
    at += type.tail.length;
    if (end - at < 3 || text.charCodeAt(at) !== OPEN || text.charCodeAt(end - 1) !== CLOSE) return null;
    const payload = flatPayload(text, at, end - 1) ?? objectOf(text.slice(at, end - 1));
    return payload === null ? null : { seq, player: player.id, type: type.type, payload };
  }
}

/** The JSON object `text` holds, or null when it is not exactly one (then the whole line is read by `JSON.parse`). */
function objectOf(text: string): Record<string, unknown> | null {
  const value = parseObject(text);
  return typeof value === 'string' ? null : value;
}
