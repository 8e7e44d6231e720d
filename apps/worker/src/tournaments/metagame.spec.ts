import { replay, TournamentEvent, TournamentSettings } from '@arbiter/tournament';
import { registeredGames } from '@arbiter/platform';
import { computeMetagame, DeckGrouping, groupingOf } from './metagame';
import { feedNotices } from './standings.processor';

const SETTINGS: TournamentSettings = {
  name: 'T', game: 'chaotic', format: 'masters', structure: { kind: 'swiss', rounds: 1 }, bestOf: 3, tiebreakers: 'mtg', seed: 1, requireCheckIn: false,
};
// Card ids stand for their tribe in these tests: "OW-1" is an OverWorld creature, "atk" no creature.
const tribeOf = (id: string): string | undefined => ({ OW: 'OverWorld', UW: 'UnderWorld', GN: 'Generic', DA: 'Danian' } as Record<string, string>)[id.split('-')[0]];
const player = (playerId: string, cards: string[]): TournamentEvent => ({
  type: 'PlayerRegistered', data: { playerId, name: playerId, deck: { cards }, missedRounds: [], missedRoundsAs: 'loss' },
});

// A deck is named by the tribe of its first creature here; the game's own rule is the game's to test.
const byFirstCreature: DeckGrouping = {
  label: 'tribe',
  groupOf: (ids) => ids.map(tribeOf).find((t) => t !== undefined) ?? 'Unknown',
  counts: (id) => tribeOf(id) !== undefined,
};

describe('groupingOf', () => {
  it('groups by the game module: Chaotic names a deck by its creatures\' tribe', () => {
    const chaotic = groupingOf(registeredGames().get('chaotic'));
    const [creature] = registeredGames().get('chaotic').cards.bundled().all().filter((c) => c.group === 'OverWorld');
    expect(chaotic.label).toBe('tribe');
    expect(chaotic.groupOf([creature.id])).toBe('OverWorld');
    expect(chaotic.counts(creature.id)).toBe(true);
    expect(groupingOf(undefined).groupOf([creature.id])).toBe('Unknown');
  });
});

describe('computeMetagame', () => {
  it('counts the field per tribe and match records between tribes, leaving out mirrors and byes', () => {
    const events: TournamentEvent[] = [
      { type: 'TournamentCreated', data: { tournamentId: 't', settings: SETTINGS, organizerId: 'o', createdAt: '2026-01-01T00:00:00Z' } },
      player('a', ['OW-1', 'OW-2']), player('b', ['UW-1']), player('c', ['OW-3']), player('d', ['OW-4']), player('e', ['DA-1']),
      { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['a', 'b'] }, { table: 2, players: ['c', 'd'] }, { table: 3, players: ['e'] }] } },
      { type: 'ResultEntered', data: { round: 1, table: 1, result: { kind: 'games', wins: [2, 1], draws: 0 }, enteredBy: 'j', correction: false } },
      { type: 'ResultEntered', data: { round: 1, table: 2, result: { kind: 'games', wins: [0, 2], draws: 0 }, enteredBy: 'j', correction: false } },
    ];
    const meta = computeMetagame(replay(events), byFirstCreature);
    expect(meta.label).toBe('tribe');
    expect(meta.tribes).toEqual([
      { tribe: 'OverWorld', players: 3, share: 0.6, wins: 1, losses: 0, draws: 0, winRate: 1 },
      { tribe: 'Danian', players: 1, share: 0.2, wins: 0, losses: 0, draws: 0, winRate: null },
      { tribe: 'UnderWorld', players: 1, share: 0.2, wins: 0, losses: 1, draws: 0, winRate: 0 },
    ]);
    expect(meta.decks.map((d) => [d.playerId, d.tribe])).toEqual([['a', 'OverWorld'], ['b', 'UnderWorld'], ['c', 'OverWorld'], ['d', 'OverWorld'], ['e', 'Danian']]);
  });
});

describe('computeMetagame, projected again', () => {
  it('reads each registered deck once, however often the metagame is projected', () => {
    let reads = 0;
    const counting: DeckGrouping = { ...byFirstCreature, groupOf: (ids) => (reads++, byFirstCreature.groupOf(ids)) };
    const state = replay([
      { type: 'TournamentCreated', data: { tournamentId: 't', settings: SETTINGS, organizerId: 'o', createdAt: '2026-01-01T00:00:00Z' } },
      player('a', ['OW-1']), player('b', ['UW-1']),
    ]);
    const first = computeMetagame(state, counting);
    const later = replay([player('c', ['DA-1'])], state);
    const second = computeMetagame(later, counting);
    expect(reads).toBe(3);
    expect(first.decks.map((d) => d.tribe)).toEqual(['OverWorld', 'UnderWorld']);
    expect(second.decks.map((d) => d.tribe)).toEqual(['OverWorld', 'UnderWorld', 'Danian']);
  });

  it('keeps one grouping per game, so what it read is kept from one projection to the next', () => {
    const chaotic = registeredGames().get('chaotic');
    expect(groupingOf(chaotic)).toBe(groupingOf(chaotic));
  });
});

describe('feedNotices', () => {
  it('announces new rounds and changed results, then the standings', () => {
    const fresh: TournamentEvent[] = [
      { type: 'RoundStarted', data: { round: 2, phase: 'swiss', pairings: [] } },
      { type: 'ResultReported', data: { round: 2, table: 4, result: { kind: 'games', wins: [2, 0], draws: 0 }, reportedBy: 'a' } },
      { type: 'ResultConfirmed', data: { round: 2, table: 4, confirmedBy: 'b' } },
    ];
    expect(feedNotices('t', fresh, 9)).toEqual([
      { tournamentId: 't', kind: 'pairings', round: 2 },
      { tournamentId: 't', kind: 'result', round: 2, table: 4 },
      { tournamentId: 't', kind: 'standings', version: 9 },
    ]);
  });
});

describe('computeMetagame of pods', () => {
  it('credits the order of the player with the most victory points, leaving out a pod of one order', () => {
    const pods: TournamentSettings = { ...SETTINGS, game: 'lightseekers', format: 'constructed', structure: { kind: 'pods', rounds: 1 }, tiebreakers: 'pokemon' };
    const events: TournamentEvent[] = [
      { type: 'TournamentCreated', data: { tournamentId: 't', settings: pods, organizerId: 'o', createdAt: '2026-01-01T00:00:00Z' } },
      ...['a', 'b', 'c'].map((id) => player(id, ['OW-1'])), player('d', ['UW-1']), player('e', ['UW-2']), player('f', ['DA-1']),
      ...['g', 'h', 'i'].map((id) => player(id, ['GN-1'])),
      { type: 'RoundStarted', data: { round: 1, phase: 'pods', pairings: [{ table: 1, players: ['a', 'd', 'f'] }, { table: 2, players: ['b', 'c', 'e'] }, { table: 3, players: ['g', 'h', 'i'] }] } },
      { type: 'ResultEntered', data: { round: 1, table: 1, result: { kind: 'victory-points', points: [0, 2, 1] }, enteredBy: 'j', correction: false } },
      { type: 'ResultEntered', data: { round: 1, table: 2, result: { kind: 'victory-points', points: [1, 1, 0] }, enteredBy: 'j', correction: false } },
      { type: 'ResultEntered', data: { round: 1, table: 3, result: { kind: 'victory-points', points: [3, 0, 0] }, enteredBy: 'j', correction: false } },
    ] as TournamentEvent[];
    const meta = computeMetagame(replay(events), { ...byFirstCreature, label: 'order' });
    expect(meta.label).toBe('order');
    const record = Object.fromEntries(meta.tribes.map((t) => [t.tribe, [t.wins, t.losses, t.draws]]));
    expect(record).toEqual({ OverWorld: [0, 1, 2], UnderWorld: [1, 1, 0], Danian: [0, 1, 0], Generic: [0, 0, 0] });
  });
});
