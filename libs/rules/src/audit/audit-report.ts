import type { ReplayMode } from '../replay';
import type { AttestedEntry } from '../game-module';
import type { MatchLogHeader } from '../log/header';
import type { ReportedResultRecord } from '../log/trailer';
import type { Violation } from '../violation';

/**
 * A violation as the audit reports it: an independent finding, with the later refused actions
 * that fail only because its action was skipped (`consequences`, present when there are some).
 */
export interface AuditViolation extends Violation {
  readonly consequences?: readonly Violation[];
}

/** What an audit of one match log finds (docs/match-log-format.md, "What an audit reports"). */
export interface AuditReport<Outcome = unknown, Attested extends AttestedEntry = AttestedEntry> {
  readonly matchId: string;
  readonly valid: boolean;
  /** The independent violations, in log order; each may carry its consequences. */
  readonly violations: AuditViolation[];
  /** The outcome the engine derives from the actions, null if the game did not finish. */
  readonly derivedOutcome: Outcome | null;
  readonly reportedResult: ReportedResultRecord | null;
  readonly actions: number;
  readonly applied: number;
  readonly finalHash: string | null;
  /** Attested effects the log states outcomes for, for a judge to check against the card text. */
  readonly attested: readonly Attested[];
  /** Set when the log could not be replayed at all (e.g. seeds missing), with the reason. */
  readonly notReplayed?: string;
  /** The official who called time, when the log ends with time called (the game counts as a drawn game). */
  readonly timeCalledBy?: string;
}

/** Legality checks run on each registered deck of a header; violations carry seq 0. */
export type DeckChecker<Deck, Header extends MatchLogHeader<Deck> = MatchLogHeader<Deck>> = (deck: Deck, header: Header) => Violation[];

export interface AuditOptions<Deck = unknown, Header extends MatchLogHeader<Deck> = MatchLogHeader<Deck>> {
  /** strict stops at the first illegal action; audit (the default) records each and goes on. */
  readonly mode?: ReplayMode;
  /**
   * Deck legality of each registered deck: `true` checks it with the module's `decks.check` in the
   * header's format, a function checks it its own way; left out, decks are only hashed.
   */
  readonly checkDeck?: boolean | DeckChecker<Deck, Header>;
  /** Hash the final state (default true; a bulk audit that only wants verdicts may skip it). */
  readonly hashFinal?: boolean;
}
