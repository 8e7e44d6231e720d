import type { RoundTimerView } from '@arbiter/api-contract';

/** Seconds left on the round timer at `nowMs` (this browser's clock); negative once over time. */
export function secondsLeft(timer: RoundTimerView, nowMs: number): number {
  if (timer.pausedAt !== undefined) return timer.remainingSeconds ?? 0;
  return timer.durationSeconds - Math.floor((nowMs - Date.parse(timer.startedAt)) / 1000);
}

/** 49:05, or −2:30 once over time. */
export function clockText(seconds: number): string {
  const abs = Math.abs(seconds);
  const text = `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  return seconds < 0 ? `−${text}` : text;
}
