import { flatPayload } from './flat-payload';
import { parseObject } from './json-object';

const SEQ = '{"seq":';
const PAYLOAD = '","payload":';
const QUOTE = 0x22;
const OPEN = 0x7b;
const CLOSE = 0x7d;
/** A seq of at most nine digits is read exactly by the digit loop (far below 2^53). */
const MAX_SEQ_DIGITS = 9;
/** The payload a line's `{}` becomes when the game gives none: a new empty object per line. */
const NEW_EMPTY = (): Record<string, unknown> => ({});

/** `text` with the characters a regular expression gives a meaning escaped, to match it as it stands. */
const literally = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** A player's forms: its id, the line after the seq up to the type, and a bare pass's line after the seq. */
interface PlayerForms {
  readonly id: string;
  readonly head: string;
  readonly pass: string;
  /**
   * How a bare pass known to be one of the players' tells it is this player's: by its length alone (`BY_LENGTH`), by the
   * character at `mark` (where this pass differs from every other of its length), or else by comparing it (`COMPARE`).
   */
  readonly mark: number;
}
const BY_LENGTH = -2;
const COMPARE = -1;

/** Where `form` differs from every other form of its length: BY_LENGTH when none has its length, COMPARE when no one place tells. */
function markOf(form: string, others: readonly string[]): number {
  const rivals = others.filter((o) => o !== form && o.length === form.length);
  if (rivals.length === 0) return BY_LENGTH;
  for (let i = 0; i < form.length; i++) if (rivals.every((r) => r.charCodeAt(i) !== form.charCodeAt(i))) return i;
  return COMPARE;
}

/** Whether `word` stands in `text` at `at` (a slice compared whole: faster here than `startsWith` or a loop of `charCodeAt`). */
function standsAt(text: string, at: number, word: string): boolean {
  return text.slice(at, at + word.length) === word;
}

/**
 * Reads an action line in the form this project's writer prints (`JSON.stringify` of
 * `{seq, player, type, payload}`, no spaces) by matching its fixed parts; a payload with fields
 * is read apart (flat-payload.ts, else `JSON.parse`). Audit speed: with `JSON.parse` of every
 * line, reading took a third of an audit; three action lines in four are a bare pass, matched
 * whole, seq and all (`readPass`).
 *
 * `read` returns the value `JSON.parse` would give the line, or null for any line it does not
 * match exactly (other key order, spaces, escapes, a seq that is not a plain integer, a player
 * not in the header, an unknown type, a payload that is not an object); the caller then reads
 * that line with `JSON.parse`, which also names what is wrong with it. The player is the
 * header's own string, so the engine's player checks compare one string with itself.
 */
export class ActionLineReader {
  /** Each action type as it stands before its payload, in the order given (the commonest first). */
  private readonly types: readonly { type: string; tail: string }[];
  /** Per player the header names whose JSON form needs no escapes. */
  private readonly players: readonly PlayerForms[];
  /**
   * A bare pass of any of them, its whole line, as one sticky pattern; null when there is none. Audit speed: three lines
   * in four are a bare pass, and the match needs neither the search for the line's end nor a slice of it compared with
   * the pass's text (V8 compares a slice of 13 characters or more outside the compiled code): about the same
   * instructions, 4% less time reading Masters logs (docs/benchmarks.md). The seq as `read` takes it: no leading zero,
   * at most nine digits.
   */
  private readonly bare: RegExp | null;
  /** Where the line `readPass` read last ends: at its newline or the end of the text. */
  passEnd = 0;

  /**
   * `types` are the game's action types, the commonest first (lines of other types are left to `JSON.parse`);
   * `emptyPayload`, when given, is the one object every bare pass's payload becomes (a game that tells an empty
   * payload by identity, as Chaotic's replay does, passes its own frozen one).
   */
  constructor(players: readonly string[], types: readonly string[], private readonly emptyPayload?: Readonly<Record<string, never>>) {
    this.types = types.map((type) => ({ type, tail: `${type}${PAYLOAD}` }));
    const plain = players.filter((id) => JSON.stringify(id) === `"${id}"`);
    // The bare-pass path is for games with priority passes (a `pass` type); others read every line in full.
    const passes = !types.includes('pass') ? [] : plain.map((id) => `,"player":"${id}","type":"pass${PAYLOAD}{}}`);
    this.players = plain.map((id, i) => ({ id, head: `,"player":"${id}","type":"`, pass: passes[i] ?? '', mark: passes.length === 0 ? COMPARE : markOf(passes[i], passes) }));
    this.bare = passes.length === 0 ? null : new RegExp(`\\{"seq":[1-9][0-9]{0,${MAX_SEQ_DIGITS - 1}}(?:${passes.map(literally).join('|')})(?=\\n|$)`, 'y');
  }

  /** The line at `start` when it is a bare pass in the writer's form (`passEnd` then tells where it ends), else null. */
  readPass(text: string, start: number): Record<string, unknown> | null {
    const bare = this.bare;
    if (bare === null) return null;
    bare.lastIndex = start;
    if (!bare.test(text)) return null;
    const end = bare.lastIndex;
    let at = start + SEQ.length;
    let seq = 0;
    for (let code = text.charCodeAt(at); code >= 0x30 && code <= 0x39; code = text.charCodeAt(++at)) seq = seq * 10 + (code - 0x30);
    // The line is the bare pass of one of the players: which one.
    for (const player of this.players) {
      if (player.pass.length !== end - at) continue;
      if (player.mark === BY_LENGTH || (player.mark === COMPARE ? standsAt(text, at, player.pass) : text.charCodeAt(at + player.mark) === player.pass.charCodeAt(player.mark))) {
        this.passEnd = end;
        return { seq, player: player.id, type: 'pass', payload: this.emptyPayload ?? NEW_EMPTY() };
      }
    }
    return null;
  }

  /** `readPass`, else `readAction`, for a line from `start` to `end`. */
  read(text: string, start: number, end: number): Record<string, unknown> | null {
    const pass = this.readPass(text, start);
    if (pass !== null) return this.passEnd === end ? pass : null;
    return this.readAction(text, start, end);
  }

  /** An action line other than a bare pass (`readPass` first). */
  readAction(text: string, start: number, end: number): Record<string, unknown> | null {
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
    // Loops, not `find`: a closure per line costs more than the comparisons.
    let player: { id: string; head: string } | null = null;
    for (const p of this.players) if (standsAt(text, at, p.head)) { player = p; break; }
    if (player === null) return null;
    at += player.head.length;
    let type: { type: string; tail: string } | null = null;
    for (const t of this.types) if (text.charCodeAt(at + t.type.length) === QUOTE && standsAt(text, at, t.tail)) { type = t; break; }
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
