import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AttestedEffect, AttestedRulingAnswer, AuditReport, JudgedVerdict } from '@arbiter/api-contract';
import { EVENT_STORE, EventStore } from '@arbiter/event-store';
import { GameRegistry } from '@arbiter/rules';
import { DataSource } from 'typeorm';
import { FEED_CHANNEL, FeedNotice, GameRecord, judgedVerdict, refOf, rulingsOf, TournamentFolds, withRulings } from '@arbiter/platform';
import type { Principal } from '../auth';
import { actorOf } from '../tournaments/actor';
import { CommandOutcome, RunTournamentCommand } from '../tournaments/commands/run-tournament-command';
import type { AttestedRulingDto } from './dto/attested-ruling.dto';
import { isOfficialOf } from './game-access';
import { GameRecords } from './game-records';
import { conflict, forbidden, unprocessable } from './games-problem';

/**
 * Judges' rulings on attested effects. A ruling is a tournament event (`AttestedEffectRuled`,
 * decided by the tournament's pure `decide`); the stored audit report is left as the worker
 * wrote it, and the rulings are laid over it when it is read.
 */
@Injectable()
export class AttestedRulingsService {
  // The api's folds live in the tournaments module; this one is only a read speed-up of the same stream.
  private readonly folds: TournamentFolds;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly records: GameRecords,
    private readonly commands: CommandBus,
    private readonly games: GameRegistry,
    private readonly db: DataSource,
  ) {
    this.folds = new TournamentFolds(store);
  }

  /** The report's attested effects with their rulings, and the verdict those rulings give. */
  async judged(tournamentId: string, gameId: string, report: AuditReport): Promise<{ attestedEffects: AttestedEffect[]; judged: JudgedVerdict }> {
    const { state } = await this.folds.load(tournamentId);
    const rulings = rulingsOf(state, gameId, report.attestedEffects);
    return { attestedEffects: withRulings(report.attestedEffects, rulings), judged: judgedVerdict(report, rulings) };
  }

  async rule(gameId: string, seqText: string, body: AttestedRulingDto, principal: Principal, commandId: (scope: string) => string): Promise<AttestedRulingAnswer> {
    const record = await this.records.load(gameId);
    const ref = refOf(record);
    if (!isOfficialOf(principal, ref.tournamentId)) throw forbidden('games/not-an-official', 'Only a judge or the organizer of this game\'s tournament rules on its attested effects.');
    const seq = Number(seqText);
    if (!/^[1-9][0-9]{0,8}$/.test(seqText)) throw unprocessable('games/seq-invalid', `"${seqText}" is not an action's sequence number (a whole number from 1).`);
    const stored = await this.records.auditReport(gameId);
    if (!stored) throw conflict('games/audit-pending', 'The game has not been audited yet: its attested effects are known once its audit is stored.');
    const report = stored.report;
    if (!report.attestedEffects.some((e) => e.seq === seq)) throw unprocessable('games/not-attested', notAttested(record, report, seq), { seq });
    const ruling = body.ruling === 'accept' ? 'accepted' : 'rejected';
    const rule = ruling === 'rejected' ? (body.rule ?? await this.attestRule(ref.tournamentId, record)) : undefined;
    const outcome: CommandOutcome = await this.commands.execute(new RunTournamentCommand(ref.tournamentId, actorOf(principal), commandId(`${ref.tournamentId}:ruling:${gameId}:${seq}`), {
      kind: 'domain',
      command: { type: 'RuleOnAttestedEffect', data: { round: ref.round, table: ref.table, gameId, seq, ruling, ...(rule ? { rule } : {}), ...(body.note ? { note: body.note } : {}) } },
    }, new Date().toISOString()));
    const ruled = outcome.events.find((e) => e.type === 'AttestedEffectRuled');
    const { attestedEffects, judged } = await this.judged(ref.tournamentId, gameId, report);
    if (outcome.appended) await this.publish(ref.tournamentId, ref.matchId, gameId, report, judged);
    return {
      gameId, seq, ruling: attestedEffects.find((e) => e.seq === seq)!.ruling!, judged,
      ...(ruled?.type === 'AttestedEffectRuled' && ruled.data.overrides ? { overrides: ruled.data.overrides } : {}),
    };
  }

  /** The game's rule for attested text, unless the game names none (then the judge must). */
  private async attestRule(tournamentId: string, record: GameRecord): Promise<string> {
    const game = record.started?.header.game ?? (await this.folds.load(tournamentId)).state.settings.game;
    const rule = this.games.find(game)?.log.attestRule;
    if (!rule) throw unprocessable('games/rule-required', 'This game names no rule for attested text: a rejection must cite the rule the stated outcome breaks (`rule`).');
    return rule;
  }

  /** The live feed's `audit` event, as the worker sends it: pages showing the match redraw. */
  private async publish(tournamentId: string, matchId: string, gameId: string, report: AuditReport, judged: JudgedVerdict): Promise<void> {
    const verdict = judged.verdict === 'invalid' ? 'flagged' : report.verdict;
    const notice: FeedNotice = { tournamentId, kind: 'audit', summary: { gameId, matchId, verdict, violations: report.violations.length, judged: judged.text } };
    await this.db.query('SELECT pg_notify($1, $2)', [FEED_CHANNEL, JSON.stringify(notice)]);
  }
}

/** Why `seq` is not an attested effect of the game, naming the ones it has (a live game's action by its type). */
function notAttested(record: GameRecord, report: AuditReport, seq: number): string {
  const action = record.actions[seq - 1];
  const what = action ? `is a ${action.type}, not an attested effect`
    : record.started ? `does not exist (the game has ${record.actions.length} actions)` : 'is not an attested effect';
  const seqs = report.attestedEffects.map((e) => e.seq);
  const has = seqs.length === 0 ? 'this game has no attested effect' : `its attested effects are at action${seqs.length === 1 ? '' : 's'} ${seqs.join(', ')}`;
  return `Action ${seq} of this game ${what}: ${has}.`;
}
