import { computeStandings } from '../standings/compute-standings';
import { history } from '../testing/history';
import { exportTournament, importTournament } from './export-format';

const events = history(['a', 'b', 'c', 'd'], [[['a', 'b', 2, 0], ['c', 'd', 2, 1]]]);

describe('tournament export format', () => {
  it('round-trips through JSON to the same standings', () => {
    const text = JSON.stringify(exportTournament(events));
    const imported = importTournament(JSON.parse(text));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    expect(computeStandings(imported.state)).toEqual(computeStandings(events));
  });
  it('names the JSON path of a bad field', () => {
    const doc = JSON.parse(JSON.stringify(exportTournament(events)));
    doc.events[6].data.round = 'one';
    expect(importTournament(doc)).toEqual({ ok: false, errors: [{ path: '$.events[6].data.round', message: 'must be a number' }] });
  });
  it('names an unknown version', () => {
    expect(importTournament({ format: 'arbiter.tournament', version: 9 })).toMatchObject({ ok: false, errors: [{ path: '$.version' }] });
  });
  it('refuses a result for a table that does not exist', () => {
    const doc = JSON.parse(JSON.stringify(exportTournament(events)));
    doc.events[6].data.table = 7;
    expect(importTournament(doc)).toMatchObject({ ok: false, errors: [{ path: '$.events[6].data.table' }] });
  });
  it('refuses an unregistered player in a pairing', () => {
    const doc = JSON.parse(JSON.stringify(exportTournament(events)));
    doc.events[5].data.pairings[1].players[0] = 'ghost';
    expect(importTournament(doc)).toMatchObject({ ok: false, errors: [{ path: '$.events[5].data.pairings[1].players[0]', message: 'ghost is not registered' }] });
  });
});
