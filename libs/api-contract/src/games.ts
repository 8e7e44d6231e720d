export type Verdict = 'valid' | 'flagged' | 'unreadable';

/** How a game ended, as the engine derives it. */
export interface GameOutcome {
  winners: readonly string[];
  losers: readonly string[];
  draw: boolean;
  /** e.g. `last-creature-defeated` */
  reason?: string;
  /** Victory points by player, for a game that keeps them (a Lightseekers pod's game). */
  scores?: Readonly<Record<string, number>>;
}

/** One game of a match: what anyone may know of it, never a decklist, a hidden card or a seed. */
export interface MatchGame {
  gameId: string;
  source: 'live' | 'upload';
  /** `digital` or `paper` for a game recorded live; uploads say so in their log. */
  mode?: string;
  /** `running` and `ended` for live games, `uploaded` for a log. */
  status: 'running' | 'ended' | 'uploaded';
  startedAt: string;
  /** Live games: actions recorded so far (uploads: see the audit's figures). */
  actions?: number;
  /** A live game's `GameEnded`, an upload's as its audit derived it; null until known. */
  outcome: GameOutcome | null;
  /** `violations` is a count: the report itself is `GET /api/games/:gameId/audit`. */
  audit: { verdict: Verdict; violations: number; auditedAt: string } | null;
}

/** `GET …/matches/:matchId/games`. */
export interface MatchGames {
  tournamentId: string;
  matchId: string;
  games: MatchGame[];
}

/** `POST /api/games/:gameId/time`: the game ended unfinished after `seq` actions; it counts as a drawn game. */
export interface TimeCalled {
  gameId: string;
  seq: number;
  outcome: GameOutcome;
  calledBy: string;
}

/** `POST /api/games/:gameId/actions`: the seq recorded and the state's hash after it. */
export interface ActionRecorded {
  seq: number;
  stateHash: string;
}

export interface RuleViolation {
  code: string;
  /** The rule's number in the game's comprehensive rules. */
  rule: string;
  /** The offending action's seq in the match log. */
  seq: number;
  message: string;
}

/** An effect a player attested to: awaiting a judge until one rules on it. */
export interface AttestedEffect {
  seq: number;
  player: string;
  card: string;
  text: readonly string[];
  outcome: { [detail: string]: unknown };
  /** The standing ruling (`GET …/audit` only; the stored report has none). */
  ruling?: AttestedEffectRuling;
}

/** A judge's standing ruling on an attested effect: the latest one given. */
export interface AttestedEffectRuling {
  ruling: 'accepted' | 'rejected';
  by: string;
  at: string;
  /** The rule a rejection cites. */
  rule?: string;
  note?: string;
}

/**
 * The verdict once judges' rulings are counted: `invalid` when the audit flagged the game or a
 * judge rejected an effect, `awaiting-judge` while some effects have no ruling, else `valid`.
 */
export interface JudgedVerdict {
  verdict: 'valid' | 'awaiting-judge' | 'invalid';
  /** Attested effects without a ruling. */
  awaiting: number;
  rejected: number;
  /** In words: "valid", "valid with 2 effects awaiting a judge", "invalid". */
  text: string;
}

/** `POST /api/games/:gameId/attested/:seq/ruling` (a judge or the organizer of the game's tournament). */
export interface AttestedRulingBody {
  ruling: 'accept' | 'reject';
  /** The rule key a rejection cites; by default the game's rule for attested text. */
  rule?: string;
  note?: string;
}

/** The answer to a ruling: what now stands for the effect and the game. */
export interface AttestedRulingAnswer {
  gameId: string;
  seq: number;
  ruling: AttestedEffectRuling;
  /** The ruling this one replaced, when there was one. */
  overrides?: 'accepted' | 'rejected';
  judged: JudgedVerdict;
}

export interface DecklistConformity {
  ok: boolean;
  /** Per player of the match: does the log's deck hold exactly the registered cards? */
  players: { playerId: string; inLog: boolean; matchesRegistration: boolean }[];
  message: string;
}

export interface ResultConsistency {
  /** The outcome the engine derives from the actions; for a game ended on time, a draw with reason `time-called`. */
  derived: GameOutcome | null;
  /** The result the log's trailer states, if any. */
  logged: { winners: readonly string[]; losers: readonly string[]; draw: boolean } | null;
  /** The match's result in the tournament, by player id: games won and drawn, or a pod's victory points. */
  tournament:
    | { status: 'pending' | 'reported' | 'disputed' | 'final'; wins: Record<string, number>; draws: number }
    | { status: 'pending' | 'reported' | 'disputed' | 'final'; points: Record<string, number> }
    | null;
  /** null when there is nothing to compare yet. */
  consistent: boolean | null;
  message: string;
}

export interface HashChainCheck {
  ok: boolean;
  eventsChecked: number;
  /** The first broken link, when there is one. */
  broken?: { streamPosition: number; reason: 'position-gap' | 'prev-hash-mismatch' | 'hash-mismatch' };
}

/** A game's audit as the worker stores it. */
export interface AuditReport {
  verdict: Verdict;
  source: 'live' | 'upload';
  violations: readonly RuleViolation[];
  attestedEffects: readonly AttestedEffect[];
  decklistConformity: DecklistConformity | null;
  resultConsistency: ResultConsistency | null;
  hashChain: HashChainCheck;
  actions: number;
  applied: number;
  finalHash: string | null;
  /** Why the log could not be replayed, when it could not. */
  notReplayed?: string;
  /** The official who called time on the game: it ended unfinished and counts as a drawn game. */
  timeCalledBy?: string;
  /** An unreadable upload: each bad line with its number. */
  lineErrors?: readonly { line: number; message: string }[];
}

/** `GET /api/games/:gameId/audit`. */
export interface GameAudit extends AuditReport {
  gameId: string;
  tournamentId: string;
  matchId: string;
  auditedAt: string;
  /** The verdict with the judges' rulings on attested effects counted. */
  judged: JudgedVerdict;
}
