import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registeredGames } from '@arbiter/platform';
import { runCli } from '../../test/run-cli';
import { registerCards } from './cards.command';

const run = (...args: string[]) => runCli([registerCards], ...args);

describe('arbiter cards coverage chaotic', () => {
  const report = registeredGames().get('chaotic').coverage!.report();

  it('prints the share per type and per set and whether each aim is met', async () => {
    const { out, code } = await run('cards', 'coverage', 'chaotic');
    expect(code).toBe(0);
    expect(out).toContain(`Chaotic card text automated: ${report.overall.automated}/1400`);
    expect(out).toMatch(/^Attack\s+\d+\s+313\s+[\d.]+%$/m);
    expect(out).toMatch(/^DOP\s+\d+\s+234\s+[\d.]+%$/m);
    for (const { aim, met } of report.aims) expect(out).toContain(`aim: ${aim} — ${met ? 'met' : 'not met'}\n`);
    expect(out).toMatch(/^aim: every DOP \(Dawn of Perim\) card automated — (met|not met)$/m);
    expect(out).not.toContain('not automated (');
  });

  it('--missing lists each card not automated with its attested text', async () => {
    const { out } = await run('cards', 'coverage', 'chaotic', '--missing');
    const first = report.missing[0];
    expect(out).toContain(`not automated (${report.missing.length} cards`);
    expect(out).toContain(`${first.id}  ${first.name} [${first.type}]\n    ${first.attested[0]}`);
  });

  it('--json prints the report as JSON', async () => {
    const { out } = await run('cards', 'coverage', 'chaotic', '--json');
    const parsed = JSON.parse(out) as { overall: { total: number }; missing: number };
    expect(parsed.overall.total).toBe(1400);
    expect(parsed.missing).toBe(report.missing.length);
  });

  it('refuses another game with exit code 2', async () => {
    expect(await run('cards', 'coverage', 'netrunner')).toEqual({ out: `unknown game "netrunner"; cards coverage supports: ${registeredGames().list().filter((m) => m.coverage).map((m) => m.id).join(', ')}`, code: 2 });
  });
});

describe('arbiter cards coverage wars', () => {
  const report = registeredGames().get('wars').coverage!.report();

  it('prints the cards the engine carries out in full (keywords, standing text, activated and triggered abilities, interrupts and orders) of the 497 per type and per set, and no aims', async () => {
    const { out, code } = await run('cards', 'coverage', 'wars');
    expect(code).toBe(0);
    expect(out).toContain(`WARS card text automated: ${report.overall.automated}/497`);
    expect(out).toMatch(/^Location\s+37\s+50\s+74\.0%$/m);
    expect(out).toMatch(/^Weapon\s+17\s+29\s+58\.6%$/m);
    expect(out).toMatch(/^No Where to Hide\s+90\s+165\s+54\.5%$/m);
    expect(out).toMatch(/^promos\s+3\s+6\s+50\.0%$/m);
    expect(out).not.toContain('aim:');
    expect(out.endsWith('%\n')).toBe(true);
  });

  it('--missing lists a card with an activated ability with that ability\'s text', async () => {
    const { out } = await run('cards', 'coverage', 'wars', '--missing');
    expect(out).toContain(`not automated (${497 - report.overall.automated} cards`);
    expect(out).toContain('1U175  Damir Aeronaut [Character]\n    • Lose 1 energy ≈ If this character is aboard a ship that has a weapon beneath it, until end of turn, make that ship and each character aboard it immune to attrition. Also, make that ship power +4.\n');
  });

  it('prints the abilities its grammar reads in tables of their own, and under --missing what the grammar expected at each unread ability', async () => {
    const { out } = await run('cards', 'coverage', 'wars');
    const read = report.tables.find((t) => t.title === 'read by the grammar')!.rows[0];
    expect(out).toMatch(/^read by the grammar\s+read\s+total\s+share$/m);
    expect(out).toMatch(new RegExp(`^abilities\\s+${read.automated}\\s+748\\s`, 'm'));
    expect(out).toMatch(/^abilities read, type\s+read\s+total\s+share$/m);
    expect(out).toMatch(/^attested abilities bounded by their reading\s+bounded\s+total\s+share$/m);
    const missing = (await run('cards', 'coverage', 'wars', '--missing')).out;
    const snap = report.missing.find((m) => m.id === '2R81')!;
    expect(missing).toContain(`2R81  Snap Switch [${snap.type}]\n    ${snap.attested[0]}\n      unread: ${snap.unread![0].expected}\n`);
  });

  it('refuses a card file: WARS reports on its bundled cards', async () => {
    expect(await run('cards', 'coverage', 'wars', __filename)).toEqual({ out: `WARS reports coverage of its bundled cards only, not of ${__filename}`, code: 2 });
  });
});

describe('arbiter cards coverage lightseekers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-coverage-'));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('prints the test wave per type and per category', async () => {
    const { out, code } = await run('cards', 'coverage', 'lightseekers');
    expect(code).toBe(0);
    expect(out).toContain('Lightseekers card text automated: 40/49 (81.6%)');
    expect(out).toMatch(/^action\s+25\s+32\s+78\.1%$/m);
    expect(out).toMatch(/^item\s+3\s+3\s+100\.0%$/m);
  });

  it('reports a card file given after the game, --json with the missing cards', async () => {
    const hero = { id: 'h', name: 'Made-up Hero', type: 'hero', health: 20, trait: { kind: 'passive', effects: [{ verb: 'heal', amount: 1, when: 'start-of-turn' }] }, access: [{ element: 'Fire', level: 'basic' }, { element: 'Water', level: 'superior' }, { element: 'Time', level: 'basic' }] };
    const drifter = { id: 'u', name: 'Made-up Drifter', type: 'action', category: 'defend', effects: [{ text: 'Something the verbs cannot say.' }] };
    const path = write('mine.cards.json', JSON.stringify({ formatVersion: 1, id: 'mine', name: 'Mine', cards: [hero, drifter] }));
    const { out, code } = await run('cards', 'coverage', 'lightseekers', path, '--json', '--missing');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ overall: { automated: 1, total: 2 }, missing: [{ id: 'u', type: 'Defend', attested: ['Something the verbs cannot say.'] }] });
  });

  it('refuses a bad card file with exit code 2, and one it cannot read', async () => {
    const bad = write('bad.cards.json', '{"formatVersion": 1}');
    const refused = await run('cards', 'coverage', 'lightseekers', bad);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(new RegExp(`^${bad.replace(/[.\\/]/g, '\\$&')} is not a Lightseekers card set \\(\\d+ problems?: .*\\); check it with \`arbiter cards check lightseekers `));
    expect(await run('cards', 'coverage', 'lightseekers', join(dir, 'none.json'))).toMatchObject({ code: 2, out: expect.stringContaining(`cannot read card file ${join(dir, 'none.json')}`) });
  });
});
