import { attendance, pairRound, plannedStructure } from '../pairing/pair-round';
import { winnerOf } from '../pairing/elimination';
import { computeStandings } from '../standings/compute-standings';
import { forbidden, isOfficial } from './authority';
import type { CommandContext, CompleteTournament, EndRound, StartRound, StartTopCut } from './commands';
import type { TournamentEvent } from './events';
import { reject, Rejection } from './rejection';
import { currentRound, isActive, TournamentState } from './state';
import { checkPairings } from './check-pairings';

type RoundCommand = StartRound | EndRound | StartTopCut | CompleteTournament;

export function decideRounds(state: TournamentState, command: RoundCommand, context: CommandContext): readonly TournamentEvent[] | Rejection {
  switch (command.type) {
    case 'StartRound': {
      if (!isOfficial(context)) return forbidden('a judge or the organizer may start a round');
      const expected = state.roundsPlayed.length + 1;
      const last = currentRound(state);
      // A retried StartRound for a round that exists is out of order, so running it twice appends once.
      if (command.data.round < expected) return reject('tournament/round-out-of-order', `Round ${command.data.round} has already started.`);
      if (last && !last.ended) return reject('tournament/round-not-complete', `Round ${last.round} must end before round ${expected} is paired.`);
      if (command.data.round !== expected) return reject('tournament/round-out-of-order', `The next round is ${expected}, not ${command.data.round}.`);
      const plan = pairRound(state);
      if ('code' in plan) return plan;
      let pairings = plan.pairings;
      if (command.data.pairings) {
        const invalid = checkPairings(state, plan, command.data.pairings);
        if (invalid) return invalid;
        pairings = [...command.data.pairings];
      }
      const events: TournamentEvent[] = [];
      if (expected === 1 && state.settings.requireCheckIn) {
        for (const p of state.players.values()) {
          if (isActive(p) && !p.checkedIn) events.push({ type: 'PlayerDropped', data: { playerId: p.id, afterRound: 0, reason: 'no-show' } });
        }
      }
      if (plan.seeds) events.push({ type: 'TopCutStarted', data: { size: plan.seeds.length, seeds: plan.seeds } });
      events.push({ type: 'RoundStarted', data: { round: expected, phase: plan.phase, pairings } });
      return events;
    }
    case 'EndRound': {
      if (!isOfficial(context)) return forbidden('a judge or the organizer may end a round');
      const round = currentRound(state);
      if (!round || round.round !== command.data.round) return reject('tournament/round-unknown', `Round ${command.data.round} is not the current round.`);
      if (round.ended) return reject('tournament/round-out-of-order', `Round ${round.round} has already ended.`);
      const open = round.matches.filter((m) => m.status !== 'final').map((m) => m.table);
      if (open.length > 0) return reject('tournament/results-missing', `Tables without a final result: ${open.slice(0, 20).join(', ')}${open.length > 20 ? '…' : ''}.`);
      return [{ type: 'RoundEnded', data: { round: round.round } }];
    }
    case 'StartTopCut': {
      if (context.actor.role !== 'organizer') return forbidden('the organizer may start the top cut');
      const { rounds, topCut } = plannedStructure(state);
      const swissPlayed = state.roundsPlayed.filter((r) => r.phase === 'swiss').length;
      if (state.settings.structure.kind !== 'swiss' || topCut === 0 || state.topCutSeeds) {
        return reject('tournament/top-cut-unavailable', 'This tournament has no top cut to start.');
      }
      const last = currentRound(state);
      if (swissPlayed < rounds || !last || !last.ended) return reject('tournament/round-not-complete', `All ${rounds} Swiss rounds must be played and ended first.`);
      // Players who dropped before the cut are passed over; the next in the standings move up.
      const seeds = computeStandings(state).filter((r) => !r.dropped).slice(0, topCut).map((r) => r.playerId);
      if (seeds.length < 2) return reject('tournament/too-few-players', 'A top cut needs at least two active players.');
      return [{ type: 'TopCutStarted', data: { size: seeds.length, seeds } }];
    }
    case 'CompleteTournament': {
      if (context.actor.role !== 'organizer') return forbidden('the organizer may complete the tournament');
      const last = currentRound(state);
      if (!last || !last.ended) return reject('tournament/round-not-complete', 'The last round must be played and ended first.');
      const next = pairRound(state);
      const unfinished = !('code' in next) || (state.topCutSeeds === undefined && plannedStructure(state).topCut > 0 && state.settings.structure.kind === 'swiss');
      if (unfinished) return reject('tournament/not-finished', `Rounds remain to be played (${attendance(state)} players).`);
      const final = last.phase === 'elimination' && last.matches.length === 1 ? winnerOf(last.matches[0]) : undefined;
      const winner = final ?? computeStandings(state)[0]?.playerId;
      return [{ type: 'TournamentCompleted', data: { completedAt: context.now, ...(winner ? { winner } : {}) } }];
    }
    default: {
      const unknown: never = command;
      return reject('tournament/invalid-settings', `Unknown command ${(unknown as { type: string }).type}.`);
    }
  }
}
