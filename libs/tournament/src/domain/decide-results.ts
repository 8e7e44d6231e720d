import { forbidden, isOfficial } from './authority';
import type { CommandContext, ConfirmResult, DisputeResult, EnterResult, IssuePenalty, ReportResult } from './commands';
import type { TournamentEvent } from './events';
import type { MatchState } from './match';
import { reject, Rejection } from './rejection';
import { checkResult } from './result-validation';
import { currentRound, findTable, RoundState, TournamentState } from './state';

type ResultCommand = ReportResult | ConfirmResult | DisputeResult | EnterResult | IssuePenalty;

function locate(state: TournamentState, round: number, table: number): { round: RoundState; match: MatchState } | Rejection {
  const r = state.roundsPlayed[round - 1];
  if (!r) return reject('tournament/round-unknown', `Round ${round} has not been paired.`);
  const match = r.matches[table - 1];
  if (!match) return reject('tournament/table-unknown', `Round ${round} has no table ${table}.`);
  return { round: r, match };
}

export function decideResults(state: TournamentState, command: ResultCommand, context: CommandContext): readonly TournamentEvent[] | Rejection {
  const { actor } = context;
  if (command.type === 'IssuePenalty') return decidePenalty(state, command, context);
  const found = locate(state, command.data.round, command.data.table);
  if ('code' in found) return found;
  const { round, match } = found;
  const seated = match.players.includes(actor.id);
  const ref = { round: round.round, table: match.table };
  switch (command.type) {
    case 'ReportResult': {
      if (!isOfficial(context) && !seated) return reject('tournament/not-your-match', `${actor.id} does not play at table ${match.table} of round ${round.round}.`);
      if (round.ended || match.status === 'final') return reject('tournament/result-already-final', 'This result is final; ask a judge to correct it.');
      const invalid = checkResult(command.data.result, match, round.phase, state.settings.bestOf);
      if (invalid) return invalid;
      return [{ type: 'ResultReported', data: { ...ref, result: command.data.result, reportedBy: actor.id } }];
    }
    case 'ConfirmResult':
    case 'DisputeResult': {
      if (!isOfficial(context) && !seated) return reject('tournament/not-your-match', `${actor.id} does not play at table ${match.table} of round ${round.round}.`);
      if (match.status !== 'reported') return reject('tournament/nothing-to-confirm', `Table ${match.table} has no reported result awaiting confirmation.`);
      if (match.reportedBy === actor.id) return reject('tournament/cannot-confirm-own-report', 'The opponent, a judge or the organizer confirms a report, not its reporter.');
      return command.type === 'ConfirmResult'
        ? [{ type: 'ResultConfirmed', data: { ...ref, confirmedBy: actor.id } }]
        : [{ type: 'ResultDisputed', data: { ...ref, disputedBy: actor.id, reason: command.data.reason } }];
    }
    case 'EnterResult': {
      if (!isOfficial(context)) return forbidden('a judge or the organizer may enter or correct a result');
      const invalid = checkResult(command.data.result, match, round.phase, state.settings.bestOf);
      if (invalid) return invalid;
      return [{
        type: 'ResultEntered',
        data: { ...ref, result: command.data.result, enteredBy: actor.id, correction: match.status === 'final', ...(command.data.note ? { note: command.data.note } : {}) },
      }];
    }
    default: {
      const unknown: never = command;
      return reject('tournament/invalid-settings', `Unknown command ${(unknown as { type: string }).type}.`);
    }
  }
}

/**
 * Penalties are recorded as given. A match loss (and a disqualification) also settles the
 * player's open match of the current round for the opponent; so does a game loss in a
 * best-of-one match, where the one game is the match. A disqualification drops the player. In
 * a longer match a game loss is recorded only: the judge enters the score that reflects it.
 */
function decidePenalty(state: TournamentState, command: IssuePenalty, context: CommandContext): readonly TournamentEvent[] | Rejection {
  if (!isOfficial(context)) return forbidden('a judge or the organizer may issue a penalty');
  const { playerId, penalty, reason } = command.data;
  const player = state.players.get(playerId);
  if (!player) return reject('tournament/player-unknown', `${playerId} is not registered.`);
  if (!['warning', 'game-loss', 'match-loss', 'disqualification'].includes(penalty)) {
    return reject('tournament/result-invalid', 'penalty must be warning, game-loss, match-loss or disqualification.');
  }
  const round = currentRound(state);
  const events: TournamentEvent[] = [{ type: 'PenaltyIssued', data: { playerId, penalty, round: round?.round ?? 0, reason, issuedBy: context.actor.id } }];
  const settlesMatch = penalty === 'match-loss' || penalty === 'disqualification' || (penalty === 'game-loss' && state.settings.bestOf === 1);
  if (settlesMatch && round && !round.ended) {
    const match = findTable(round, playerId);
    if (match && match.players.length === 2 && match.status !== 'final') {
      const needed = Math.ceil(state.settings.bestOf / 2);
      const wins: [number, number] = match.players[0] === playerId ? [0, needed] : [needed, 0];
      events.push({ type: 'ResultEntered', data: { round: round.round, table: match.table, result: { kind: 'games', wins, draws: 0 }, enteredBy: context.actor.id, correction: false, note: `${penalty}: ${playerId}` } });
    }
  }
  if (penalty === 'disqualification' && player.droppedAfterRound === undefined) {
    events.push({ type: 'PlayerDropped', data: { playerId, afterRound: state.roundsPlayed.length, reason: 'disqualified' } });
  }
  return events;
}
