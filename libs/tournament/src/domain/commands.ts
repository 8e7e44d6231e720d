import type { MatchResult, Pairing } from './match';
import type { TournamentSettings, TiebreakerProfileId } from './settings';

type Command<T extends string, D> = { readonly type: T; readonly data: D };

export interface Deck {
  readonly cards: readonly string[];
  readonly [extra: string]: unknown;
}

export type CreateTournament = Command<'CreateTournament', { tournamentId: string; settings: TournamentSettings }>;
export type ChangeSettings = Command<'ChangeSettings', { tiebreakers?: TiebreakerProfileId; rounds?: number; topCut?: 0 | 4 | 8 | 16 }>;
/**
 * Registration; after round one it is a late entry (organizer or judge only). Missed rounds
 * count as losses unless the organizer records them as not played.
 */
export type RegisterPlayer = Command<'RegisterPlayer', { playerId: string; name: string; deck: Deck; missedRounds?: 'loss' | 'not-played' }>;
export type CheckInPlayer = Command<'CheckInPlayer', { playerId: string }>;
export type DropPlayer = Command<'DropPlayer', { playerId: string }>;
/** Pairings may be given (computed elsewhere or by hand); otherwise the round is paired here. */
export type StartRound = Command<'StartRound', { round: number; pairings?: readonly Pairing[] }>;
export type ReportResult = Command<'ReportResult', { round: number; table: number; result: MatchResult }>;
export type ConfirmResult = Command<'ConfirmResult', { round: number; table: number }>;
export type DisputeResult = Command<'DisputeResult', { round: number; table: number; reason: string }>;
/** A judge or the organizer enters, confirms or corrects a result, also after the round ended. */
export type EnterResult = Command<'EnterResult', { round: number; table: number; result: MatchResult; note?: string }>;
export type IssuePenalty = Command<'IssuePenalty', { playerId: string; penalty: Penalty; reason: string }>;
export type EndRound = Command<'EndRound', { round: number }>;
export type StartTopCut = Command<'StartTopCut', Record<string, never>>;
export type CompleteTournament = Command<'CompleteTournament', Record<string, never>>;
/** Decklists stay with the organizer and judges until the organizer publishes them (also after the tournament). */
export type PublishDecklists = Command<'PublishDecklists', Record<string, never>>;

/** The round timer, shown on every screen: start (or resume after a pause), pause, add time. */
export type StartRoundTimer = Command<'StartRoundTimer', { round: number }>;
export type PauseRoundTimer = Command<'PauseRoundTimer', { round: number }>;
export type ExtendRoundTimer = Command<'ExtendRoundTimer', { round: number; seconds: number }>;

/** A judge or the organizer accepts or rejects an attested effect (the action at `seq` of an audited game of the match). */
export type RuleOnAttestedEffect = Command<'RuleOnAttestedEffect', {
  round: number; table: number; gameId: string; seq: number; ruling: 'accepted' | 'rejected'; rule?: string; note?: string;
}>;

export type ReinstatePlayer = Command<'ReinstatePlayer', { playerId: string }>;

export type Penalty = 'warning' | 'game-loss' | 'match-loss' | 'disqualification';

export type TournamentCommand =
  | CreateTournament | ChangeSettings | RegisterPlayer | CheckInPlayer | DropPlayer | ReinstatePlayer
  | StartRound | ReportResult | ConfirmResult | DisputeResult | EnterResult
  | IssuePenalty | EndRound | StartTopCut | CompleteTournament | PublishDecklists
  | StartRoundTimer | PauseRoundTimer | ExtendRoundTimer | RuleOnAttestedEffect;

export type Role = 'organizer' | 'judge' | 'player';

/** Who acts and when: metadata passed beside the command, never read from a clock. */
export interface CommandContext {
  readonly actor: { readonly id: string; readonly role: Role };
  readonly now: string;
}
