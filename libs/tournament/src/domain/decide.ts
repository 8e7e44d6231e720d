import type { PlayableGame } from './validate-settings';
import type { CommandContext, TournamentCommand } from './commands';
import type { DeckChecker } from './deck-checker';
import { decideRegistration } from './decide-registration';
import { decideResults } from './decide-results';
import { decideRounds } from './decide-rounds';
import { decidePublication } from './decide-publication';
import { decideTimer } from './decide-timer';
import { decideAttestedRuling } from './decide-attested-ruling';
import type { TournamentEvent } from './events';
import { reject, Rejection } from './rejection';
import type { TournamentState } from './state';

export interface DecideOptions {
  /** Checks a submitted deck; required for RegisterPlayer. */
  readonly deckChecker?: DeckChecker;
  /** The games a new tournament may be created for (the caller's registered games); any game when absent. */
  readonly games?: readonly PlayableGame[];
}

export type Decision = readonly TournamentEvent[] | Rejection;

/** decide(state, command, context) → events | rejection: pure, no clock, no randomness but the seed. */
export function decide(state: TournamentState, command: TournamentCommand, context: CommandContext, options: DecideOptions = {}): Decision {
  if (command.type !== 'CreateTournament' && state.status === 'empty') {
    return reject('tournament/not-created', 'No tournament has been created.');
  }
  if (state.status === 'completed' && command.type !== 'EnterResult' && command.type !== 'PublishDecklists' && command.type !== 'RuleOnAttestedEffect') {
    return reject('tournament/completed', 'The tournament is complete; only a judge or the organizer may still correct a result.');
  }
  switch (command.type) {
    case 'CreateTournament':
    case 'ChangeSettings':
    case 'RegisterPlayer':
    case 'CheckInPlayer':
    case 'DropPlayer':
    case 'ReinstatePlayer':
      return decideRegistration(state, command, context, options.deckChecker, options.games);
    case 'StartRound':
    case 'EndRound':
    case 'StartTopCut':
    case 'CompleteTournament':
      return decideRounds(state, command, context);
    case 'ReportResult':
    case 'ConfirmResult':
    case 'DisputeResult':
    case 'EnterResult':
    case 'IssuePenalty':
      return decideResults(state, command, context);
    case 'PublishDecklists':
      return decidePublication(state, context);
    case 'RuleOnAttestedEffect':
      return decideAttestedRuling(state, command, context);
    case 'StartRoundTimer':
    case 'PauseRoundTimer':
    case 'ExtendRoundTimer':
      return decideTimer(state, command, context);
    default: {
      const unknown: never = command;
      return reject('tournament/invalid-settings', `Unknown command ${(unknown as { type: string }).type}.`);
    }
  }
}
