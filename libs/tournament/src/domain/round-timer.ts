import type { RoundTimerExtended, RoundTimerPaused, RoundTimerStarted } from './events';
import type { RoundTimer } from './state';

type TimerEvent = RoundTimerStarted | RoundTimerPaused | RoundTimerExtended;

/** Seconds left at `now` (an ISO time the caller supplies); negative once the round is over time. */
export function remainingSeconds(timer: RoundTimer, now: string): number {
  if (timer.pausedAt !== undefined) return timer.remainingSeconds ?? 0;
  return timer.durationSeconds - Math.floor((Date.parse(now) - Date.parse(timer.startedAt)) / 1000);
}

/** The clock after one of its events; an extension adds to what a paused clock has left, or to a running one's length. */
export function timerAfter(timer: RoundTimer | undefined, event: TimerEvent): RoundTimer {
  switch (event.type) {
    case 'RoundTimerStarted':
      return { startedAt: event.data.at, durationSeconds: event.data.durationSeconds };
    case 'RoundTimerPaused':
      return { ...timer!, pausedAt: event.data.at, remainingSeconds: event.data.remainingSeconds };
    case 'RoundTimerExtended':
      return timer!.pausedAt !== undefined
        ? { ...timer!, remainingSeconds: (timer!.remainingSeconds ?? 0) + event.data.seconds }
        : { ...timer!, durationSeconds: timer!.durationSeconds + event.data.seconds };
  }
}
