import type { MatchTriggers } from './match-triggers';

/**
 * A question about the match's trigger index whose answer is kept for the index last asked.
 * Replay speed: an index never changes (a changed union is a new index, match-triggers.ts)
 * and stays the same object while the match's text does, so a question asked for every
 * attack or burst item costs one comparison instead of a look per event. A new index is
 * asked afresh.
 */
export function perIndex(question: (index: MatchTriggers) => boolean): (index: MatchTriggers) => boolean {
  let last: MatchTriggers | null = null;
  let answer = false;
  return (index) => {
    if (index !== last) {
      answer = question(index);
      last = index;
    }
    return answer;
  };
}
