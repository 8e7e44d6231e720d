import type { MatchResult } from './rounds';

/** A player of a queued match: the id and the name they registered under. */
export interface JudgePlayer {
  playerId: string;
  name: string;
}

/** A result a player (or an official) reported for the match. */
export interface JudgeReport {
  by: string;
  byName: string;
  result: MatchResult;
  at: string;
}

/** How an item left the queue: a result entered by an official, or a report confirmed. */
export interface JudgeResolution {
  how: 'entered' | 'confirmed';
  by: string;
  at: string;
  result?: MatchResult;
  note?: string;
}

interface JudgeItemBase {
  /** Stable within the tournament: the event that raised it. */
  itemId: string;
  /** `<round>-<table>` */
  matchId: string;
  round: number;
  table: number;
  players: JudgePlayer[];
  raisedAt: string;
  resolution?: JudgeResolution;
}

/** Players disagree on a result: the dispute's reason and every report before it. */
export interface DisputeItem extends JudgeItemBase {
  kind: 'dispute';
  disputedBy: string;
  disputedByName: string;
  reason: string;
  reports: JudgeReport[];
}

/** A game's audit contradicts the result or found violations. */
export interface AuditFlagItem extends JudgeItemBase {
  kind: 'audit-flag';
  gameId: string;
  reason: 'violations' | 'result-mismatch' | 'unreadable' | 'attested-rejected';
  message: string;
  findings: { code: string; rule: string; seq: number }[];
}

export type JudgeItem = DisputeItem | AuditFlagItem;

/** `GET /api/tournaments/:id/judge-queue` (judges and the organizer): open items newest first, then the resolved ones. */
export interface JudgeQueue {
  open: JudgeItem[];
  done: JudgeItem[];
}

/** `GET /api/rules/:game?keys=…`: the texts of the asked rule keys. */
export interface RuleTexts {
  game: string;
  rules: { key: string; text: string }[];
}
