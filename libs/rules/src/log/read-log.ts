import type { ActionEnvelope } from '../envelope';
import { ActionLineReader } from './action-line';
import type { MatchLogHeader } from './header';
import { headerErrors } from './header-check';
import { parseObject } from './json-object';
import type { NdjsonLineError } from './line-error';
import { objectsOfLines } from './lines-at-once';
import type { ReportedResultRecord, SeedRevealRecord, TimeCalledRecord } from './trailer';

/** A match log as read: the header, the actions in seq order and the trailer records. */
export interface ParsedMatchLog<Header extends MatchLogHeader = MatchLogHeader, Action extends ActionEnvelope = ActionEnvelope> {
  readonly header: Header;
  readonly actions: Action[];
  readonly reveals: SeedRevealRecord[];
  readonly reported: ReportedResultRecord | null;
  /** Set when the log ends with time called instead of a result. */
  readonly timeCalled?: TimeCalledRecord;
}

/** What a reader needs of the game: its id (the header's `game`) and its action types. */
export interface ReadLogOptions {
  readonly game: string;
  /** The game's action types, the commonest first: lines of these types in the writer's form are read fastest. */
  readonly actionTypes: readonly string[];
  /** The one object a bare pass's payload becomes, for a game that tells an empty payload by identity. */
  readonly emptyPayload?: Readonly<Record<string, never>>;
  /**
   * Refuses an action line whose payload has the wrong shape (the module's `payloadProblem`), naming its line.
   * Left out, shapes are the engine's to judge, as violations of the rules.
   */
  readonly payloadProblem?: (action: ActionEnvelope) => string | null;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Reads a match-log file. Anything that makes the file unreadable (bad JSON, a missing or
 * malformed header, an action line without its fields, seq not counting up from 1) is
 * reported by line number; rules are the engine's business, not the parser's. Action
 * lines become the action objects themselves (no copy): audits parse large logs.
 */
export function readMatchLog<Header extends MatchLogHeader = MatchLogHeader, Action extends ActionEnvelope = ActionEnvelope>(
  text: string,
  options: ReadLogOptions,
): { log: ParsedMatchLog<Header, Action> | null; errors: NdjsonLineError[] } {
  const errors: NdjsonLineError[] = [];
  const payloadProblem = options.payloadProblem;
  let header: Record<string, unknown> | null = null;
  let headerLine = 0;
  const actions: Action[] = [];
  const reveals: SeedRevealRecord[] = [];
  let reported: ReportedResultRecord | null = null;
  let timeCalled: TimeCalledRecord | undefined;
  let expectedSeq = 1;
  /** Lines since the last action that could not be read: the seqs they held may be missing after them. */
  let unreadable = 0;

  const aheadOfCount = (seq: unknown): seq is number => Number.isInteger(seq) && (seq as number) > expectedSeq;
  /** A seq just past lines that could not be read, which may have held the seqs before it (they are named already). */
  const afterUnreadable = (seq: unknown): boolean => unreadable > 0 && aheadOfCount(seq) && seq <= expectedSeq + unreadable;

  /** One line's object, in file order. */
  const take = (value: Record<string, unknown>, line: number): void => {
    if (header === null) {
      header = value;
      headerLine = line;
      for (const message of headerErrors(value, options.game)) errors.push({ line, message: `header: ${message}` });
      return;
    }
    const kind = value.kind;
    if (kind === undefined || kind === 'action') {
      const seq = value.seq;
      if (reveals.length > 0 || reported || timeCalled) errors.push({ line, message: 'actions must come before the trailer (seed reveals, the reported result, time called)' });
      else if (seq !== expectedSeq && !afterUnreadable(seq)) {
        errors.push({ line, message: `expected seq ${expectedSeq}, found ${JSON.stringify(seq)}` });
        // Counting goes on after a seq ahead of the count, so a line left out is named once, not again on every line after it.
        if (aheadOfCount(seq)) expectedSeq = seq + 1;
      } else {
        // The seq is in place even when the fields are not: the lines after it are counted from it.
        expectedSeq = (seq as number) + 1;
        if (typeof value.player !== 'string' || typeof value.type !== 'string') errors.push({ line, message: 'an action needs "player" and "type" strings' });
        else {
          if (value.payload === undefined) value.payload = {};
          const problem = payloadProblem === undefined ? null : payloadProblem(value as unknown as ActionEnvelope);
          if (problem === null) actions.push(value as unknown as Action);
          else errors.push({ line, message: problem });
        }
      }
      unreadable = 0;
    } else if (kind === 'seed-reveal') {
      if (typeof value.player !== 'string' || typeof value.seed !== 'string') errors.push({ line, message: 'seed-reveal needs "player" and "seed" strings' });
      else reveals.push({ kind: 'seed-reveal', player: value.player, seed: value.seed });
    } else if (kind === 'result') {
      if (!isStringArray(value.winners) || !isStringArray(value.losers) || typeof value.draw !== 'boolean') {
        errors.push({ line, message: 'result needs "winners" and "losers" lists of player ids and a boolean "draw"' });
      } else if (timeCalled) errors.push({ line, message: 'a game ended on time states no result: time-called and result exclude each other' });
      else reported = { kind: 'result', winners: value.winners, losers: value.losers, draw: value.draw };
    } else if (kind === 'time-called') {
      if (typeof value.by !== 'string' || value.by === '') errors.push({ line, message: 'time-called needs "by": the id of the official who called time' });
      else if (reported) errors.push({ line, message: 'a game ended on time states no result: time-called and result exclude each other' });
      else if (timeCalled) errors.push({ line, message: 'time-called appears twice' });
      else timeCalled = { kind: 'time-called', by: value.by };
    } else errors.push({ line, message: `unknown record kind ${JSON.stringify(kind)}` });
  };

  // Audit speed: after a header on line 1, action lines as this project's writer prints them are read by matching
  // their fixed parts (action-line.ts); a file whose first action line is in another form is read with one JSON.parse
  // for all lines after the header when it can be; any other line, or file from where that stopped, line by line.
  let from = 0;
  let line = 0;
  let actionLines: ActionLineReader | null = null;
  const firstEnd = text.charCodeAt(0) === 0x7b ? text.indexOf('\n') : -1;
  const first = firstEnd > 0 ? parseObject(text.slice(0, firstEnd)) : null;
  if (first !== null && typeof first !== 'string') {
    take(first, 1);
    from = firstEnd + 1;
    line = 1;
    actionLines = errors.length === 0 ? new ActionLineReader((first.players as { id: string }[]).map((p) => p.id), options.actionTypes, options.emptyPayload) : null;
    // The first action line decides: in the writer's form, it is taken here and the loop below goes on from the next one.
    const secondEnd = text.indexOf('\n', from);
    const second = actionLines === null ? null : actionLines.read(text, from, secondEnd < 0 ? text.length : secondEnd);
    if (second !== null) {
      take(second, 2);
      from = secondEnd < 0 ? text.length + 1 : secondEnd + 1;
      line = 2;
    } else {
      const rest = objectsOfLines(text, from);
      if (rest !== null) {
        for (let i = 0; i < rest.length; i++) take(rest[i], i + 2);
        from = text.length + 1;
      }
    }
  }
  // Lines are cut out one at a time (indexOf), not split into one large array first; numbered as `split('\n')` would.
  for (let start = from, end = 0; start <= text.length; start = end + 1) {
    line++;
    // A bare pass is matched whole, its end with it: no search for the newline (audit speed).
    const pass = actionLines === null ? null : actionLines.readPass(text, start);
    if (pass !== null) {
      end = actionLines!.passEnd;
      take(pass, line);
      continue;
    }
    end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end === start) continue;
    const read = actionLines?.readAction(text, start, end);
    if (read) {
      take(read, line);
      continue;
    }
    const raw = text.slice(start, end);
    if (raw.length < 4 && raw.trim() === '') continue;
    const value = parseObject(raw);
    if (typeof value === 'string') {
      if (raw.trim() === '') continue;
      errors.push({ line, message: value });
      // Nothing after a header that cannot be read is read against it: the file is refused for its first line alone.
      if (header === null) return { log: null, errors: [...errors, { line, message: 'the first line must be the match-log header' }] };
      unreadable++;
      continue;
    }
    take(value, line);
  }
  if (header === null) return { log: null, errors: [...errors, { line: 1, message: 'empty file: line 1 must be the match-log header' }] };
  if (errors.some((e) => e.line === headerLine)) return { log: null, errors };
  return { log: { header: header as unknown as Header, actions, reveals, reported, ...(timeCalled ? { timeCalled } : {}) }, errors };
}
