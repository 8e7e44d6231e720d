import { isRejection } from './rejection';
import { decide } from './decide';
import { replay } from './evolve';
import type { TournamentCommand } from './commands';
import type { TournamentEvent } from './events';
import { remainingSeconds } from './round-timer';
import { validateSettings } from './validate-settings';
import { exportTournament, importTournament } from '../export/export-format';
import { as, created, judge, registered, settings } from '../testing/given';

const at = (time: string) => as('org', 'organizer', `2026-01-01T${time}Z`);
const start = { type: 'StartRoundTimer', data: { round: 1 } } as const;
const pause = { type: 'PauseRoundTimer', data: { round: 1 } } as const;
const extend = (seconds: number) => ({ type: 'ExtendRoundTimer', data: { round: 1, seconds } }) as const;

const roundOne: TournamentEvent[] = [
  created({ roundMinutes: 40 }), registered('a'), registered('b'),
  { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['a', 'b'] }] } },
];

/** Runs each command at its time, failing loudly on a refusal; returns the history. */
function play(events: TournamentEvent[], steps: [TournamentCommand, string][]): TournamentEvent[] {
  const history = events.slice();
  for (const [command, time] of steps) {
    const decision = decide(replay(history), command, at(time));
    if (isRejection(decision)) throw new Error(`${command.type} refused: ${decision.message}`);
    history.push(...decision);
  }
  return history;
}

const refusal = (events: TournamentEvent[], command: TournamentCommand, context = at('10:00:00')) => {
  const decision = decide(replay(events), command, context);
  if (!isRejection(decision)) throw new Error(`expected a refusal, got ${JSON.stringify(decision)}`);
  return decision;
};

describe('Round timer', () => {
  it('starts for the round length of the settings, at the time of the command', () => {
    const history = play(roundOne, [[start, '10:00:00']]);
    expect(history.at(-1)).toEqual({ type: 'RoundTimerStarted', data: { round: 1, at: '2026-01-01T10:00:00Z', durationSeconds: 2400 } });
    expect(replay(history).roundsPlayed[0].timer).toEqual({ startedAt: '2026-01-01T10:00:00Z', durationSeconds: 2400 });
  });

  it('runs 50 minutes when the settings name no round length', () => {
    const events = [created(), ...roundOne.slice(1)];
    expect(play(events, [[start, '10:00:00']]).at(-1)).toMatchObject({ data: { durationSeconds: 3000 } });
  });

  it('pauses with what is left, and resumes from there', () => {
    const history = play(roundOne, [[start, '10:00:00'], [pause, '10:10:30'], [start, '10:20:00']]);
    expect(history.slice(-2)).toEqual([
      { type: 'RoundTimerPaused', data: { round: 1, at: '2026-01-01T10:10:30Z', remainingSeconds: 1770 } },
      { type: 'RoundTimerStarted', data: { round: 1, at: '2026-01-01T10:20:00Z', durationSeconds: 1770 } },
    ]);
    const timer = replay(history).roundsPlayed[0].timer!;
    expect(remainingSeconds(timer, '2026-01-01T10:21:00Z')).toBe(1710);
  });

  it('extends a running clock and a paused one', () => {
    const running = replay(play(roundOne, [[start, '10:00:00'], [extend(300), '10:05:00']])).roundsPlayed[0].timer!;
    expect(remainingSeconds(running, '2026-01-01T10:40:00Z')).toBe(300);
    const paused = replay(play(roundOne, [[start, '10:00:00'], [pause, '10:30:00'], [extend(120), '10:31:00']])).roundsPlayed[0].timer!;
    expect(paused).toMatchObject({ pausedAt: '2026-01-01T10:30:00Z', remainingSeconds: 720 });
  });

  it('is the organizer\'s alone: a judge or a player is refused (tournament/forbidden)', () => {
    for (const who of [judge, as('a', 'player')]) {
      expect(refusal(roundOne, start, who)).toMatchObject({ code: 'tournament/forbidden', message: 'Only the organizer may run the round timer.' });
    }
  });

  it('needs a round running: none started, an ended one, or another round number are refused', () => {
    expect(refusal(roundOne.slice(0, 3), start)).toMatchObject({ code: 'tournament/round-not-running', message: 'No round is running: start a round before its timer.' });
    expect(refusal([...roundOne, { type: 'RoundEnded', data: { round: 1 } }], start).code).toBe('tournament/round-not-running');
    expect(refusal(roundOne, { type: 'StartRoundTimer', data: { round: 2 } }).message).toBe('Round 2 is not the round being played (round 1 is).');
  });

  it('refuses to start a running clock, to pause a paused or unstarted one, and to extend an unstarted one', () => {
    const running = play(roundOne, [[start, '10:00:00']]);
    expect(refusal(running, start).code).toBe('tournament/timer-running');
    const paused = play(running, [[pause, '10:01:00']]);
    expect(refusal(paused, pause)).toMatchObject({ code: 'tournament/timer-not-running', message: 'The timer of round 1 is already paused.' });
    expect(refusal(roundOne, pause).code).toBe('tournament/timer-not-running');
    expect(refusal(roundOne, extend(60)).code).toBe('tournament/timer-not-running');
  });

  it('refuses an extension that is not a whole number of seconds from 1 to 3600, saying so', () => {
    const running = play(roundOne, [[start, '10:00:00']]);
    for (const seconds of [0, -60, 1.5, 6000]) {
      expect(refusal(running, extend(seconds))).toMatchObject({ code: 'tournament/timer-invalid', message: `seconds must be a whole number from 1 to 3600; got ${seconds}.` });
    }
  });

  it('settings.roundMinutes must be a whole number of minutes from 1 to 600', () => {
    for (const roundMinutes of [0, 2.5, 601]) {
      expect(validateSettings(settings({ roundMinutes }))).toMatchObject({ message: 'settings.roundMinutes must be a whole number of minutes from 1 to 600' });
    }
    expect(validateSettings(settings({ roundMinutes: 45 }))).toBeUndefined();
  });

  it('travels through the export format, and an imported timer event needs its round to have started', () => {
    const history = play(roundOne, [[start, '10:00:00'], [pause, '10:05:00']]);
    const back = importTournament(JSON.parse(JSON.stringify(exportTournament(history))));
    expect(back.ok && back.state.roundsPlayed[0].timer).toEqual({ startedAt: '2026-01-01T10:00:00Z', durationSeconds: 2400, pausedAt: '2026-01-01T10:05:00Z', remainingSeconds: 2100 });
    const early = exportTournament([...roundOne.slice(0, 3), { type: 'RoundTimerExtended', data: { round: 1, seconds: 60 } }]);
    expect(importTournament(JSON.parse(JSON.stringify(early)))).toEqual({ ok: false, errors: [{ path: '$.events[3].data.round', message: 'round 1 has not started' }] });
  });
});
