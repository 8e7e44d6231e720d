import { type AnyGameModule, auditMatchLog, type GameRegistry, readRegisteredLog } from '@arbiter/rules';
import { readPlayersCsv } from '../../apps/api/src/tournaments/http/players-csv';
import { ApiProblem } from '../../apps/api/src/tournaments/api-problem';
import type { GameCorpus } from './corpus';
import { checkProblem, checkViolation, expectShape, type Verdict } from './verdict';

/** One input a stranger controls, the samples it starts from and the reader that judges it. */
export interface FuzzTarget {
  /** `match-log`, `decklist`, `card-file` or `players-csv`. */
  readonly kind: string;
  readonly game: string;
  readonly samples: readonly string[];
  judge(text: string): Verdict;
}

/** A rule a violation may cite: a key of the game's index, or a community format's list. */
const citableIn = (module: AnyGameModule) => (rule: string): boolean => module.rules.text(rule) !== undefined || rule.startsWith('format:');

/** As `arbiter audit` and the audit worker take a log: read with the game its header names, then replayed with deck checks. */
function judgeMatchLog(games: GameRegistry, text: string): Verdict {
  const { module, log, errors } = readRegisteredLog(text, games);
  expectShape(Array.isArray(errors), 'match log: errors is not a list');
  if (errors.length > 0 || !log || !module) {
    expectShape(errors.length > 0, 'match log: unreadable without a reason');
    errors.forEach((e, i) => checkProblem(e, () => `match log error ${i}`, 'line'));
    return { kind: 'unreadable', problems: errors.length };
  }
  const report = auditMatchLog(module, log, { checkDeck: true });
  expectShape(typeof report.valid === 'boolean' && Array.isArray(report.violations), 'audit: no verdict');
  // Invalid means a violation, or a log that could not be replayed and says why in words.
  const notReplayed = typeof report.notReplayed === 'string' && report.notReplayed.length > 0;
  expectShape(report.valid === (report.violations.length === 0 && !notReplayed), () => `audit: valid is ${report.valid} with ${report.violations.length} violation(s)${notReplayed ? ' and not replayed' : ''}`);
  const citable = citableIn(module);
  report.violations.forEach((v, i) => checkViolation(v, () => `audit violation ${i}`, citable, true));
  expectShape(report.notReplayed === undefined || typeof report.notReplayed === 'string', 'audit: notReplayed is not words');
  // The worker stores the report as JSON: it must serialise.
  JSON.stringify(report);
  return report.valid ? { kind: 'valid' } : { kind: 'invalid', problems: Math.max(1, report.violations.length) };
}

function parseJson(text: string): { json: unknown } | { error: string } {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** A submitted decklist: read in any form the game takes, then checked for legality. */
function judgeDecklist(module: AnyGameModule, format: string, text: string): Verdict {
  const parsed = parseJson(text);
  if ('error' in parsed) return { kind: 'unreadable', problems: 1 };
  const citable = citableIn(module);
  const read = module.decks.read(parsed.json);
  if ('violations' in read) {
    expectShape(read.violations.length > 0, 'decks.read: unreadable without a violation');
    read.violations.forEach((v, i) => checkViolation(v, () => `decks.read violation ${i}`, citable, false));
    return { kind: 'unreadable', problems: read.violations.length };
  }
  const violations = module.decks.check(read.deck, format);
  expectShape(Array.isArray(violations), 'decks.check: not a list');
  violations.forEach((v, i) => checkViolation(v, () => `decks.check violation ${i}`, citable, false));
  // What a registration then keeps of a read deck.
  expectShape(typeof module.decks.hash(read.deck) === 'string', 'decks.hash: not a string');
  expectShape(Array.isArray(module.decks.cardIds(read.deck)), 'decks.cardIds: not a list');
  return violations.length === 0 ? { kind: 'valid' } : { kind: 'invalid', problems: violations.length };
}

/** A user's card file: checked, and loaded as a game when the check passes. */
function judgeCardFile(module: AnyGameModule, text: string): Verdict {
  const checked = module.cards.check(text, 'cards.json');
  expectShape(Number.isInteger(checked.count) && Array.isArray(checked.problems), 'cards.check: no count or problems');
  checked.problems.forEach((p, i) => checkProblem(p, () => `cards.check problem ${i}`, 'where'));
  (checked.warnings ?? []).forEach((p, i) => checkProblem(p, () => `cards.check warning ${i}`, 'where'));
  if (checked.problems.length > 0) return { kind: 'invalid', problems: checked.problems.length };
  if (!module.cards.load) return { kind: 'valid' };
  const loaded = module.cards.load(text, 'cards.json');
  if ('problems' in loaded) {
    expectShape(loaded.problems.length > 0, 'cards.load: refused without a problem');
    loaded.problems.forEach((p, i) => checkProblem(p, () => `cards.load problem ${i}`, 'where'));
    return { kind: 'invalid', problems: loaded.problems.length };
  }
  expectShape(typeof loaded.module.cards.bundled().all().length === 'number', 'cards.load: no card catalog');
  return { kind: 'valid' };
}

/** A player import: every row read (a refusal is a problem with its status and code), then each deck checked as a registration checks it. */
function judgePlayersCsv(module: AnyGameModule, format: string, text: string): Verdict {
  let players: ReturnType<typeof readPlayersCsv>;
  try {
    players = readPlayersCsv(text, module);
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    expectShape(error.status >= 400 && error.status < 500 && /^[a-z-]+\/[a-z-]+$/.test(error.code) && error.message.length > 0, () => `players CSV: problem ${error.code} is not a client error in words`);
    const rows = (error.details as { errors?: unknown[] }).errors ?? [];
    rows.forEach((row, i) => checkProblem(row, () => `players CSV row error ${i}`, 'line'));
    return { kind: error.status === 400 ? 'unreadable' : 'invalid', problems: Math.max(1, rows.length) };
  }
  const citable = citableIn(module);
  let problems = 0;
  for (const player of players) {
    const deck = player.deck.read !== undefined ? player.deck.read : module.decks.fromCardIds(player.deck.cards);
    const violations = module.decks.check(deck, format);
    violations.forEach((v, i) => checkViolation(v, () => `players CSV line ${player.line} deck violation ${i}`, citable, false));
    problems += violations.length;
  }
  return problems === 0 ? { kind: 'valid' } : { kind: 'invalid', problems };
}

/** Every fuzz target of every game in the corpus. */
export function fuzzTargets(games: GameRegistry, corpus: readonly GameCorpus[]): FuzzTarget[] {
  return corpus.flatMap((c) => {
    const module = games.get(c.game);
    const targets: FuzzTarget[] = [
      { kind: 'match-log', game: c.game, samples: c.matchLogs, judge: (text) => judgeMatchLog(games, text) },
      { kind: 'decklist', game: c.game, samples: c.decklists, judge: (text) => judgeDecklist(module, c.format, text) },
      { kind: 'card-file', game: c.game, samples: c.cardFiles, judge: (text) => judgeCardFile(module, text) },
      { kind: 'players-csv', game: c.game, samples: c.playerCsvs, judge: (text) => judgePlayersCsv(module, c.format, text) },
    ];
    return targets.filter((t) => t.samples.length > 0);
  });
}
