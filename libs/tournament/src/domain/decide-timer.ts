import type { ExtendRoundTimer, PauseRoundTimer, StartRoundTimer, CommandContext } from './commands';
import { forbidden } from './authority';
import type { TournamentEvent } from './events';
import { reject, Rejection } from './rejection';
import { remainingSeconds } from './round-timer';
import { DEFAULT_ROUND_MINUTES } from './settings';
import type { RoundState, TournamentState } from './state';

/** At most a round's worth of extra time in one go: a typo of 6000 for 600 is refused, not shown on the projector. */
const MAX_EXTENSION_SECONDS = 3600;

/** The round timer: the organizer's to run, on the round being played; the time comes from the command's metadata. */
export function decideTimer(
  state: TournamentState, command: StartRoundTimer | PauseRoundTimer | ExtendRoundTimer, context: CommandContext,
): readonly TournamentEvent[] | Rejection {
  if (context.actor.role !== 'organizer') return forbidden('the organizer may run the round timer');
  const { round } = command.data;
  const running = runningRound(state, round);
  if ('code' in running) return running;
  const timer = running.timer;
  switch (command.type) {
    case 'StartRoundTimer': {
      if (timer && timer.pausedAt === undefined) return reject('tournament/timer-running', `The timer of round ${round} is already running; pause it or add time.`);
      const durationSeconds = timer ? timer.remainingSeconds ?? 0 : (state.settings.roundMinutes ?? DEFAULT_ROUND_MINUTES) * 60;
      return [{ type: 'RoundTimerStarted', data: { round, at: context.now, durationSeconds } }];
    }
    case 'PauseRoundTimer':
      if (!timer) return reject('tournament/timer-not-running', `The timer of round ${round} has not been started; there is nothing to pause.`);
      if (timer.pausedAt !== undefined) return reject('tournament/timer-not-running', `The timer of round ${round} is already paused.`);
      return [{ type: 'RoundTimerPaused', data: { round, at: context.now, remainingSeconds: remainingSeconds(timer, context.now) } }];
    case 'ExtendRoundTimer': {
      const { seconds } = command.data;
      if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXTENSION_SECONDS) {
        return reject('tournament/timer-invalid', `seconds must be a whole number from 1 to ${MAX_EXTENSION_SECONDS}; got ${String(seconds)}.`);
      }
      if (!timer) return reject('tournament/timer-not-running', `The timer of round ${round} has not been started; start it before adding time.`);
      return [{ type: 'RoundTimerExtended', data: { round, seconds } }];
    }
  }
}

function runningRound(state: TournamentState, round: number): RoundState | Rejection {
  const current = state.roundsPlayed[state.roundsPlayed.length - 1];
  if (!current || current.ended) return reject('tournament/round-not-running', 'No round is running: start a round before its timer.');
  if (round !== current.round) return reject('tournament/round-not-running', `Round ${round} is not the round being played (round ${current.round} is).`);
  return current;
}
