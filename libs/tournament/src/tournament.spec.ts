import fc from 'fast-check';
import { decide } from './domain/decide';
import type { TournamentCommand } from './domain/commands';
import type { TournamentEvent } from './domain/events';
import { replay, evolve } from './domain/evolve';
import { initialState, TournamentState } from './domain/state';
import { roundRng } from './pairing/rng';
import { computeStandings } from './standings/compute-standings';
import { buildRecords } from './standings/records';
import { created, fakeDeckChecker, judge, organizer, players, registered } from './testing/given';
import { randomResults } from './testing/simulate';

function step(history: TournamentEvent[], state: TournamentState, command: TournamentCommand, ctx = organizer): TournamentState {
  const d = decide(state, command, ctx, { deckChecker: fakeDeckChecker });
  if ('code' in d) throw new Error(`${command.type}: ${d.code} ${d.message}`);
  history.push(...d);
  return replay(d, state);
}

function playRound(history: TournamentEvent[], state: TournamentState, seed: number): TournamentState {
  const round = state.roundsPlayed.length + 1;
  state = step(history, state, { type: 'StartRound', data: { round } });
  const results = randomResults(state, roundRng(seed + 1000, round));
  history.push(...results);
  state = replay(results, state);
  return step(history, state, { type: 'EndRound', data: { round } }, judge);
}

/** A 64-player Swiss (Appendix E: six rounds, top 8) with drops, a late entry and a correction. */
function runEvent(seed: number): { history: TournamentEvent[]; state: TournamentState } {
  const history: TournamentEvent[] = [created({ seed }), ...players(64).map((id) => registered(id))];
  let state = replay(history);
  for (let round = 1; round <= 6; round++) {
    if (round === 2) {
      state = step(history, state, { type: 'RegisterPlayer', data: { playerId: 'late', name: 'Late', deck: { cards: ['x'] } } }, judge);
    }
    if (round === 3) {
      state = step(history, state, { type: 'DropPlayer', data: { playerId: 'p05' } });
      state = step(history, state, { type: 'DropPlayer', data: { playerId: 'p17' } });
    }
    state = playRound(history, state, seed);
    if (round === 4) {
      state = step(history, state, { type: 'EnterResult', data: { round: 1, table: 1, result: { kind: 'games', wins: [0, 2], draws: 0 }, note: 'slip' } }, judge);
    }
  }
  state = step(history, state, { type: 'StartTopCut', data: {} });
  while (state.status !== 'completed') {
    const next = decide(state, { type: 'StartRound', data: { round: state.roundsPlayed.length + 1 } }, organizer);
    if ('code' in next) {
      state = step(history, state, { type: 'CompleteTournament', data: {} });
      break;
    }
    state = playRound(history, state, seed);
  }
  return { history, state };
}

describe('a whole 64-player Swiss with a top 8', () => {
  const { history, state } = runEvent(42);

  it('plays six Swiss rounds and three elimination rounds to a winner', () => {
    expect(state.roundsPlayed.map((r) => r.phase)).toEqual(['swiss', 'swiss', 'swiss', 'swiss', 'swiss', 'swiss', 'elimination', 'elimination', 'elimination']);
    expect(state.status).toBe('completed');
    expect(state.winner).toBeDefined();
    expect(computeStandings(state)[0].playerId).toBe(state.winner);
  });

  it('seats every active player exactly once per round, with no rematch and no second bye', () => {
    const met = new Set<string>();
    const byes = new Set<string>();
    for (const round of state.roundsPlayed.filter((r) => r.phase === 'swiss')) {
      const seated = round.matches.flatMap((m) => m.players);
      expect(new Set(seated).size).toBe(seated.length);
      for (const m of round.matches) {
        if (m.players.length === 1) {
          expect(byes.has(m.players[0])).toBe(false);
          byes.add(m.players[0]);
        } else {
          const key = [...m.players].sort().join('|');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
    }
    expect(state.roundsPlayed[2].matches.flatMap((m) => m.players)).not.toContain('p05');
  });

  it('counts the late entry\'s missed round as a loss', () => {
    const late = buildRecords(state).get('late')!;
    expect(late[0]).toMatchObject({ round: 1, outcome: 'loss', points: 0 });
    expect(late).toHaveLength(6);
  });

  it('applies the correction: round one, table one now goes to the second player', () => {
    const table = state.roundsPlayed[0].matches[0];
    expect(table.result).toEqual({ kind: 'games', wins: [0, 2], draws: 0 });
    expect(history.filter((e) => e.type === 'ResultEntered' && e.data.correction)).toHaveLength(1);
  });

  it('seeds the top 8 from the standings, 1v8, 4v5, 2v7, 3v6', () => {
    const seeds = state.topCutSeeds!;
    const swissOnly = computeStandings(replay(history.slice(0, history.findIndex((e) => e.type === 'TopCutStarted'))));
    expect(seeds).toEqual(swissOnly.filter((r) => !r.dropped).slice(0, 8).map((r) => r.playerId));
    const quarter = state.roundsPlayed[6].matches.map((m) => m.players.map((p) => seeds.indexOf(p) + 1));
    expect(quarter).toEqual([[1, 8], [4, 5], [2, 7], [3, 6]]);
  });

  it('gives the same standings when the events are replayed in a fresh store', () => {
    const copy = JSON.parse(JSON.stringify(history)) as TournamentEvent[];
    expect(computeStandings(copy)).toEqual(computeStandings(state));
    expect(computeStandings(copy.reduce(evolve, initialState()))).toEqual(computeStandings(history));
  });
});

describe('determinism and purity', () => {
  it('the same seed gives the same tournament; standings are a function of the events alone', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const a = runEvent(seed);
      const b = runEvent(seed);
      expect(a.history).toEqual(b.history);
      expect(computeStandings(JSON.parse(JSON.stringify(a.history)))).toEqual(computeStandings(a.state));
    }), { numRuns: 4 });
  });
});

describe('a top-cut player who drops is not replaced', () => {
  it('advances the opponent', () => {
    const ids = players(8);
    const history: TournamentEvent[] = [created({ structure: { kind: 'swiss', rounds: 1, topCut: 4 } }), ...ids.map((id) => registered(id))];
    let state = playRound(history, replay(history), 5);
    state = step(history, state, { type: 'StartTopCut', data: {} });
    const seeds = state.topCutSeeds!;
    state = step(history, state, { type: 'StartRound', data: { round: 2 } });
    state = step(history, state, { type: 'DropPlayer', data: { playerId: seeds[0] } });
    const table = state.roundsPlayed[1].matches[0];
    expect(table.players).toEqual([seeds[0], seeds[3]]);
    expect(table.status).toBe('final');
    expect(table.result).toEqual({ kind: 'games', wins: [0, 2], draws: 0 });
    expect(seeds).toHaveLength(4);
  });
});
