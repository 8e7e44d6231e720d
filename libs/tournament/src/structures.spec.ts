import { decide } from './domain/decide';
import type { TournamentCommand } from './domain/commands';
import type { TournamentEvent } from './domain/events';
import { replay } from './domain/evolve';
import type { Structure } from './domain/settings';
import type { TournamentState } from './domain/state';
import { roundRng } from './pairing/rng';
import { created, judge, organizer, players, registered } from './testing/given';
import { randomResults } from './testing/simulate';

function apply(state: TournamentState, command: TournamentCommand, ctx = organizer): TournamentState {
  const d = decide(state, command, ctx);
  if ('code' in d) throw new Error(`${command.type}: ${d.code} ${d.message}`);
  return replay(d, state);
}

/** Plays rounds until StartRound is refused; returns the final state and the refusal code. */
function playOut(structure: Structure, n: number, game: 'chaotic' | 'lightseekers' = 'chaotic') {
  let state = replay([created({ structure, game }), ...players(n).map((id) => registered(id))] as TournamentEvent[]);
  for (let round = 1; round < 50; round++) {
    const d = decide(state, { type: 'StartRound', data: { round } }, organizer);
    if ('code' in d) return { state, refusal: d.code };
    state = replay(d, state);
    state = replay(randomResults(state, roundRng(3, round)), state);
    state = apply(state, { type: 'EndRound', data: { round } }, judge);
  }
  throw new Error('never ended');
}

describe('round robin through decide', () => {
  it('plays n−1 rounds for an even field, then has none left', () => {
    const { state, refusal } = playOut({ kind: 'round-robin' }, 6);
    expect(state.roundsPlayed).toHaveLength(5);
    expect(refusal).toBe('tournament/no-rounds-left');
  });
  it('refuses a late entry', () => {
    let state = replay([created({ structure: { kind: 'round-robin' } }), ...players(4).map((id) => registered(id))]);
    state = apply(state, { type: 'StartRound', data: { round: 1 } });
    expect(decide(state, { type: 'RegisterPlayer', data: { playerId: 'late', name: 'L', deck: { cards: [] } } }, judge))
      .toMatchObject({ code: 'tournament/registration-closed' });
  });
});

describe('single elimination alone through decide', () => {
  it('seeds a bracket, gives the top seeds the byes of a short field and plays to one winner', () => {
    const { state, refusal } = playOut({ kind: 'single-elimination' }, 6);
    expect(state.topCutSeeds).toHaveLength(6);
    expect(state.roundsPlayed.map((r) => r.matches.length)).toEqual([4, 2, 1]);
    expect(state.roundsPlayed[0].matches.filter((m) => m.players.length === 1).map((m) => m.players[0]))
      .toEqual([state.topCutSeeds![0], state.topCutSeeds![1]]);
    expect(refusal).toBe('tournament/no-rounds-left');
    const done = apply(state, { type: 'CompleteTournament', data: {} });
    const final = state.roundsPlayed[2].matches[0];
    const wins = final.result?.kind === 'games' ? final.result.wins : [0, 0];
    expect(done.winner).toBe(wins[0] > wins[1] ? final.players[0] : final.players[1]);
  });
});

describe('Lightseekers pods through decide', () => {
  it('seats 11 players in pods of 4, 4 and 3 for the planned rounds', () => {
    const { state, refusal } = playOut({ kind: 'pods', rounds: 3 }, 11, 'lightseekers');
    expect(state.roundsPlayed).toHaveLength(3);
    for (const r of state.roundsPlayed) expect(r.matches.map((m) => m.players.length).sort()).toEqual([3, 4, 4]);
    expect(refusal).toBe('tournament/no-rounds-left');
  });
  it('seats nobody with an earlier table-mate in round two when the field allows it (16 players)', () => {
    const { state } = playOut({ kind: 'pods', rounds: 2 }, 16, 'lightseekers');
    const [first, second] = state.roundsPlayed;
    const mates = new Set(first.matches.flatMap((m) => m.players.flatMap((a) => m.players.filter((b) => a < b).map((b) => `${a}|${b}`))));
    const repeats = second.matches.flatMap((m) => m.players.flatMap((a) => m.players.filter((b) => a < b && mates.has(`${a}|${b}`))));
    expect(repeats).toEqual([]);
  });
});
