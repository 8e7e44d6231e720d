import type { RoundPhase } from '../domain/events';
import type { Pairing } from '../domain/match';
import { reject, Rejection } from '../domain/rejection';
import { roundsFromAttendance, TopCutSize } from '../domain/settings';
import { currentRound, isActive, PlayerState, TournamentState } from '../domain/state';
import { computeStandings } from '../standings/compute-standings';
import { buildRecords } from '../standings/records';
import { pairBracket, pairNextElimination } from './elimination';
import { pairPods, TimesMet } from './pods';
import { roundRng, shuffled } from './rng';
import { pairRoundRobin, roundRobinRounds } from './round-robin';
import { PairingQuality, pairSwiss, SwissEntrant } from './swiss';

export interface RoundPlan {
  readonly round: number;
  readonly phase: RoundPhase;
  readonly pairings: Pairing[];
  /** Seeds of a bracket that starts with this round (single elimination alone). */
  readonly seeds?: string[];
  readonly quality?: PairingQuality;
}

/** Attendance: the field of round one once it has started, else everyone still registered. */
export function attendance(state: TournamentState): number {
  const first = state.roundsPlayed[0];
  if (first) return first.matches.reduce((n, m) => n + m.players.length, 0);
  return [...state.players.values()].filter(isActive).length;
}

/** Swiss rounds (or pod rounds) and top cut: organizer's choice, else MTR Appendix E. */
export function plannedStructure(state: TournamentState): { rounds: number; topCut: TopCutSize | 0 } {
  const table = roundsFromAttendance(attendance(state));
  const s = state.settings.structure;
  const rounds = state.rounds ?? ('rounds' in s && s.rounds !== undefined ? s.rounds : table.rounds);
  const topCut = state.topCut ?? (s.kind === 'swiss' && s.topCut !== undefined ? s.topCut : s.kind === 'swiss' ? table.topCut : 0);
  return { rounds, topCut };
}

/** The next round's pairings, computed from the state alone (deterministic for the seed). */
export function pairRound(state: TournamentState): RoundPlan | Rejection {
  if (state.status === 'empty') return reject('tournament/not-created', 'No tournament has been created.');
  if (state.status === 'completed') return reject('tournament/completed', 'The tournament is complete.');
  const last = currentRound(state);
  if (last && !last.ended) return reject('tournament/round-not-complete', `Round ${last.round} has not ended.`);
  const round = state.roundsPlayed.length + 1;
  const rng = roundRng(state.settings.seed, round);
  const active = (id: string): boolean => { const p = state.players.get(id); return p !== undefined && isActive(p); };
  const field = [...state.players.values()].filter((p) => isActive(p) && (round > 1 || !state.settings.requireCheckIn || p.checkedIn));
  const elimination = state.roundsPlayed.filter((r) => r.phase === 'elimination');
  const structure = state.settings.structure;

  if (elimination.length > 0) {
    const prev = elimination[elimination.length - 1];
    if (prev.matches.length <= 1) return reject('tournament/no-rounds-left', 'The final has been played.');
    return { round, phase: 'elimination', pairings: pairNextElimination(prev.matches, active) };
  }
  if (state.topCutSeeds) return { round, phase: 'elimination', pairings: pairBracket(state.topCutSeeds, active) };
  if (field.length < 2) return reject('tournament/too-few-players', 'At least two active players are needed to pair a round.');

  switch (structure.kind) {
    case 'single-elimination': {
      const seeds = shuffled(rng, field.map((p) => p.id));
      return { round, phase: 'elimination', seeds, pairings: pairBracket(seeds, active) };
    }
    case 'round-robin': {
      const entrants = shuffled(roundRng(state.settings.seed, 0), [...state.players.values()].filter((p) => p.droppedAfterRound !== 0).map((p) => p.id));
      if (round > roundRobinRounds(entrants.length)) return reject('tournament/no-rounds-left', 'Every player has met every other.');
      return { round, phase: 'round-robin', pairings: pairRoundRobin(entrants, round, active) };
    }
    case 'pods': {
      if (round > plannedStructure(state).rounds) return reject('tournament/no-rounds-left', 'All planned rounds have been played.');
      const ids = field.map((p) => p.id);
      const ordered = round === 1 ? shuffled(rng, ids) : standingsOrder(state, ids);
      return { round, phase: 'pods', pairings: pairPods(ordered, timesMet(state)) };
    }
    case 'swiss': {
      if (round > plannedStructure(state).rounds) {
        return reject('tournament/no-rounds-left', 'All Swiss rounds have been played: start the top cut or complete the tournament.');
      }
      const { pairings, quality } = pairSwiss(swissEntrants(state, field), rng, round === 1);
      return { round, phase: 'swiss', pairings, quality };
    }
    default: {
      const unknown: never = structure;
      return reject('tournament/invalid-settings', `Unknown structure ${JSON.stringify(unknown)}.`);
    }
  }
}

function standingsOrder(state: TournamentState, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return computeStandings(state).map((r) => r.playerId).filter((id) => wanted.has(id));
}

/** How often two players have shared a table in the rounds that count (each earlier pod or match once). */
export function timesMet(state: TournamentState): TimesMet {
  const counts = new Map<string, number>();
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  for (const [id, rs] of buildRecords(state)) {
    // Each record lists the player's table-mates; counting from the smaller id takes every pair once.
    for (const r of rs) for (const o of r.opponents) if (id < o) counts.set(key(id, o), (counts.get(key(id, o)) ?? 0) + 1);
  }
  return (a, b) => counts.get(key(a, b)) ?? 0;
}

/** Pairing input: the field in standings order, with opponents met and byes had. */
export function swissEntrants(state: TournamentState, field: readonly PlayerState[]): SwissEntrant[] {
  const records = buildRecords(state);
  const byId = new Map(field.map((p) => [p.id, p]));
  return computeStandings(state)
    .filter((row) => byId.has(row.playerId))
    .map((row) => {
      const rs = records.get(row.playerId) ?? [];
      const opponents = new Set<string>();
      for (const r of rs) for (const o of r.opponents) opponents.add(o);
      return { id: row.playerId, points: row.matchPoints, opponents, byes: row.byes };
    });
}
