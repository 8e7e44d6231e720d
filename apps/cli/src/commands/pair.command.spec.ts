import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { computeStandings, importTournament, pairRound } from '@arbiter/tournament';
import { runCli } from '../../test/run-cli';
import { registerPair } from './pair.command';
import { registerStandings } from './standings.command';

const fixture = resolve(__dirname, '../../../../libs/tournament/fixtures/spring-open.json');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-pair-'));

const run = (...args: string[]) => runCli([registerPair, registerStandings], ...args);

const imported = importTournament(JSON.parse(readFileSync(fixture, 'utf8')));
if (!imported.ok) throw new Error('fixture does not import');

describe('arbiter pair <tournament.json>', () => {
  it('prints the next round: one line per table, as the library pairs it', async () => {
    const plan = pairRound(imported.state);
    if ('code' in plan) throw new Error(plan.message);
    const { out, code } = await run('pair', fixture);
    expect(code).toBe(0);
    expect(out).toContain(`round ${plan.round} (swiss)`);
    const first = imported.state.players.get(plan.pairings[0].players[0])!.name;
    expect(out.split('\n')[2]).toMatch(new RegExp(`^\\s+1  ${first} \\(\\d+\\)`));
  });
  it('names the JSON path of a bad file and exits 2', async () => {
    const doc = JSON.parse(readFileSync(fixture, 'utf8'));
    doc.events[3].data.playerId = 42;
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(doc));
    const { out, code } = await run('pair', bad);
    expect(code).toBe(2);
    expect(out).toContain('$.events[3].data.playerId: must be a string');
  });
});

describe('arbiter standings <tournament.json>', () => {
  it('prints the standings as CSV', async () => {
    const { out } = await run('standings', fixture, '--csv');
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe('rank,player,name,points,wins,losses,draws,byes,omw,gw,ogw,dropped');
    const top = computeStandings(imported.state)[0];
    expect(lines[1].startsWith(`1,${top.playerId},${top.name},${top.matchPoints},`)).toBe(true);
    expect(lines).toHaveLength(imported.state.players.size + 1);
  });
  it('lists every tiebreaker of the profile in order, blank where head-to-head does not apply', async () => {
    // No two players of the fixture are level on both Pokémon resistances: nobody has a head-to-head.
    const csv = (await run('standings', fixture, '--csv', '--profile', 'pokemon')).out.trim().split('\n');
    expect(csv[0]).toBe('rank,player,name,points,wins,losses,draws,byes,oppWin,oppOppWin,headToHead,dropped');
    expect(csv.slice(1).map((line) => line.split(',').at(-2))).toEqual(Array(imported.state.players.size).fill(''));
    const text = (await run('standings', fixture, '--profile', 'pokemon')).out.trim().split('\n');
    expect(text[0]).toMatch(/oppWin\s+oppOppWin\s+headToHead\s+dropped$/);
    expect(text[1]).toMatch(/\d\.\d{4}\s+—/);
  });
  it('refuses an unknown profile', async () => {
    expect((await run('standings', fixture, '--profile', 'golf')).code).toBe(2);
  });
});
