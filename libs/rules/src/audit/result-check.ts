import type { KitCitations } from '../citations/rules-index';
import { type GameOutcome, sameResult } from '../outcome';
import type { ReportedResultRecord } from '../log/trailer';
import type { Violation } from '../violation';

const describe = (r: Pick<GameOutcome, 'winners' | 'draw'>) => (r.draw ? 'a draw' : `a win for ${r.winners.join(', ')}`);

/** The reported result against the outcome the actions give; `lastSeq` is where the game ends in the log. */
export function checkReportedResult(game: string, kit: KitCitations, outcome: GameOutcome | null, reported: ReportedResultRecord | null, lastSeq: number): Violation[] {
  if (!reported) return [];
  if (!outcome) return [{ code: `${game}/result-before-end`, rule: kit.result, seq: lastSeq, message: 'a result is reported but the actions do not finish the game' }];
  if (sameResult(outcome, reported)) return [];
  return [{
    code: `${game}/reported-result-mismatch`,
    rule: outcome.draw || reported.draw ? kit.draw ?? kit.result : kit.result,
    seq: lastSeq,
    message: `reported ${describe(reported)}, but the actions give ${describe(outcome)}`,
  }];
}

/** Time called on a game the actions finish: such a game should state its result. */
export function checkTimeCalled(game: string, kit: KitCitations, by: string, lastSeq: number): Violation {
  return { code: `${game}/time-called-after-end`, rule: kit.result, seq: lastSeq, message: `time was called by ${by}, but the actions finish the game: the log should state its result` };
}
