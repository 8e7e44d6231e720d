import type { Penalty } from './commands';
import type { MatchResult, Pairing } from './match';
import type { TiebreakerProfileId, TournamentSettings } from './settings';

type Event<T extends string, D> = { readonly type: T; readonly data: D };

export type RoundPhase = 'swiss' | 'round-robin' | 'elimination' | 'pods';

export type TournamentCreated = Event<'TournamentCreated', { tournamentId: string; settings: TournamentSettings; organizerId: string; createdAt: string }>;
export type SettingsChanged = Event<'SettingsChanged', { tiebreakers?: TiebreakerProfileId; rounds?: number; topCut?: 0 | 4 | 8 | 16 }>;
export type PlayerRegistered = Event<'PlayerRegistered', {
  playerId: string; name: string; deck: { cards: readonly string[] };
  /** Rounds already started when the player entered (late entry), and how they count. */
  missedRounds: readonly number[]; missedRoundsAs: 'loss' | 'not-played';
}>;
export type PlayerCheckedIn = Event<'PlayerCheckedIn', { playerId: string }>;
export type PlayerDropped = Event<'PlayerDropped', { playerId: string; afterRound: number; reason: 'requested' | 'no-show' | 'disqualified' }>;
/** A dropped player back in the event; the rounds they missed meanwhile count as their late entry's do. */
export type PlayerReinstated = Event<'PlayerReinstated', { playerId: string; missedRounds: readonly number[] }>;
export type RoundStarted = Event<'RoundStarted', { round: number; phase: RoundPhase; pairings: readonly Pairing[] }>;
export type ResultReported = Event<'ResultReported', { round: number; table: number; result: MatchResult; reportedBy: string }>;
export type ResultConfirmed = Event<'ResultConfirmed', { round: number; table: number; confirmedBy: string }>;
export type ResultDisputed = Event<'ResultDisputed', { round: number; table: number; disputedBy: string; reason: string }>;
/** Entered by a judge or the organizer; `correction` when it replaces a final result. */
export type ResultEntered = Event<'ResultEntered', { round: number; table: number; result: MatchResult; enteredBy: string; correction: boolean; note?: string }>;
export type PenaltyIssued = Event<'PenaltyIssued', { playerId: string; penalty: Penalty; round: number; reason: string; issuedBy: string }>;
export type RoundEnded = Event<'RoundEnded', { round: number }>;
export type TopCutStarted = Event<'TopCutStarted', { size: number; seeds: readonly string[] }>;
export type TournamentCompleted = Event<'TournamentCompleted', { completedAt: string; winner?: string }>;
/** From here on anyone may read every registered decklist (before it, only the organizer and judges). */
export type DecklistsPublished = Event<'DecklistsPublished', { publishedAt: string; publishedBy: string }>;
/** The round's clock runs from `at` for `durationSeconds` (a resume starts again with what was left). */
export type RoundTimerStarted = Event<'RoundTimerStarted', { round: number; at: string; durationSeconds: number }>;
/** Stopped at `at` with `remainingSeconds` left (negative once over time). */
export type RoundTimerPaused = Event<'RoundTimerPaused', { round: number; at: string; remainingSeconds: number }>;
export type RoundTimerExtended = Event<'RoundTimerExtended', { round: number; seconds: number }>;
/**
 * A game of a match failed its audit (a rules violation, a decklist that is not the registered
 * one, a broken hash chain) or its engine result contradicts the match's result: for judges.
 * The standings do not change; a judge decides and enters any correction.
 */
export type AuditFlagged = Event<'AuditFlagged', {
  round: number; table: number; gameId: string;
  reason: 'violations' | 'result-mismatch' | 'unreadable' | 'attested-rejected';
  findings: readonly { code: string; rule: string; seq: number }[];
  message: string;
}>;
/**
 * An official's ruling on one attested effect of an audited game (the action at `seq`): the
 * stated outcome is what the card's text did, or it is not. A later ruling on the same effect
 * overrides this one (`overrides` names the ruling it replaces); the history keeps both.
 */
export type AttestedEffectRuled = Event<'AttestedEffectRuled', {
  round: number; table: number; gameId: string; seq: number;
  ruling: AttestedRuling; ruledBy: string; at: string;
  /** The rule key a rejection cites. */
  rule?: string;
  note?: string;
  overrides?: AttestedRuling;
}>;
export type AttestedRuling = 'accepted' | 'rejected';

export type TournamentEvent =
  | TournamentCreated | SettingsChanged | PlayerRegistered | PlayerCheckedIn | PlayerDropped | PlayerReinstated
  | RoundStarted | ResultReported | ResultConfirmed | ResultDisputed | ResultEntered
  | PenaltyIssued | RoundEnded | TopCutStarted | TournamentCompleted | AuditFlagged | DecklistsPublished
  | RoundTimerStarted | RoundTimerPaused | RoundTimerExtended | AttestedEffectRuled;

export type TournamentEventType = TournamentEvent['type'];
