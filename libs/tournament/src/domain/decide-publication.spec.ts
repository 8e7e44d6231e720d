import { isRejection } from './rejection';
import { decide } from './decide';
import { replay } from './evolve';
import type { TournamentEvent } from './events';
import { exportTournament, importTournament } from '../export/export-format';
import { history } from '../testing/history';
import { as, judge, organizer } from '../testing/given';

const publish = { type: 'PublishDecklists', data: {} } as const;

describe('PublishDecklists', () => {
  const base = history(['a', 'b'], [[['a', 'b', 2, 0]]]);

  it('is the organizer\'s alone: a judge or a player is refused (tournament/forbidden)', () => {
    for (const who of [judge, as('a', 'player')]) {
      const decision = decide(replay(base), publish, who);
      expect(isRejection(decision) && decision.code).toBe('tournament/forbidden');
    }
  });

  it('appends DecklistsPublished once; publishing again appends nothing', () => {
    const first = decide(replay(base), publish, organizer);
    expect(first).toEqual([{ type: 'DecklistsPublished', data: { publishedAt: organizer.now, publishedBy: 'org' } }]);
    const published = replay([...base, ...(first as TournamentEvent[])]);
    expect(published.decklistsPublished).toBe(true);
    expect(decide(published, publish, organizer)).toEqual([]);
  });

  it('is allowed after the tournament is complete, and travels through the export format', () => {
    const completed: TournamentEvent[] = [...base, { type: 'TournamentCompleted', data: { completedAt: organizer.now, winner: 'a' } }];
    const events = decide(replay(completed), publish, organizer);
    expect(isRejection(events)).toBe(false);
    const doc = JSON.parse(JSON.stringify(exportTournament([...completed, ...(events as TournamentEvent[])])));
    const back = importTournament(doc);
    expect(back.ok && back.state.decklistsPublished).toBe(true);
  });
});
