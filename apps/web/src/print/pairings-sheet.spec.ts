import type { Pairing } from '@arbiter/api-contract';
import { sheetByName, sheetByTable } from './pairings-sheet';

const pairing = (table: number, players: (string | null)[]): Pairing => ({ matchId: `1-${table}`, table, players, status: 'pending' });
const names: Record<string, string> = { z: 'Zoë Zed', e: 'Émile Durand', a: 'adam Ash', b: 'Bea Brook', o: 'Olaf Oak', c: 'Chloé Cruz', d: 'Dora Dune' };
const nameOf = (id: string): string => names[id];

describe('pairings sheet by player name (the sheet on the wall)', () => {
  const round = [pairing(2, ['z', 'e']), pairing(1, ['b', 'a']), pairing(3, ['o', null])];

  it('lists every player once, A→Z regardless of case and accents, with table, seat and opponent', () => {
    expect(sheetByName(round, nameOf).map((r) => [r.name, r.table, r.seat, r.opponents.join(', ')])).toEqual([
      ['adam Ash', 1, 2, 'Bea Brook'],
      ['Bea Brook', 1, 1, 'adam Ash'],
      ['Émile Durand', 2, 2, 'Zoë Zed'],
      ['Olaf Oak', 3, 1, ''],
      ['Zoë Zed', 2, 1, 'Émile Durand'],
    ]);
  });

  it('shows a bye as a row of its own with no opponent', () => {
    const bye = sheetByName(round, nameOf).find((r) => r.playerId === 'o');
    expect(bye).toEqual({ playerId: 'o', name: 'Olaf Oak', table: 3, seat: 1, opponents: [], bye: true });
  });

  it('lists every seat of a pod, each with all the others at the table', () => {
    const rows = sheetByName([pairing(1, ['d', 'c', 'a'])], nameOf);
    expect(rows.map((r) => [r.name, r.seat, r.opponents])).toEqual([
      ['adam Ash', 3, ['Dora Dune', 'Chloé Cruz']],
      ['Chloé Cruz', 2, ['Dora Dune', 'adam Ash']],
      ['Dora Dune', 1, ['Chloé Cruz', 'adam Ash']],
    ]);
  });
});

describe('pairings sheet by table', () => {
  it('goes table by table, seat by seat, whatever order the pairings came in', () => {
    const rows = sheetByTable([pairing(2, ['z', 'e']), pairing(1, ['b', 'a'])], nameOf);
    expect(rows.map((r) => `${r.table}.${r.seat} ${r.playerId}`)).toEqual(['1.1 b', '1.2 a', '2.1 z', '2.2 e']);
  });
});
