import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registeredGames } from '@arbiter/platform';
import { runCli } from '../../test/run-cli';
import { registerAudit } from './audit.command';
import { registerPlay } from './play.command';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-play-'));

const run = (...args: string[]) => runCli([registerAudit, registerPlay], ...args);

describe('arbiter play chaotic and arbiter audit', () => {
  it.each(['apprentice', 'masters', 'advanced-apprentice'])('a %s bot game with the starter decks is written and audits VALID (exit 0)', async (format) => {
    const out = join(dir, `${format}.ndjson`);
    const played = await run('play', 'chaotic', '--format', format, '--seed', '7', '--out', out);
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/wins|draw/);
    const audited = await run('audit', out);
    expect(audited.code).toBe(0);
    expect(audited.out).toContain('VALID');
    expect(audited.out).not.toContain('INVALID');
  });

  it('a limited game with random decks audits valid', async () => {
    const out = join(dir, 'limited.ndjson');
    expect((await run('play', 'chaotic', '--format', 'limited', '--decks', 'random', '--seed', '3', '--out', out)).code).toBe(0);
    const header = JSON.parse(readFileSync(out, 'utf8').split('\n')[0]) as { gameFormat: string; decks: Record<string, { creatures: string[] }> };
    expect(header.gameFormat).toBe('limited');
    expect(Object.values(header.decks).map((d) => d.creatures.length)).toEqual([3, 3]);
    expect((await run('audit', out)).code).toBe(0);
  });

  it('lists each attested effect of a Masters game for a judge, the card by its printed name', async () => {
    const out = join(dir, 'masters-random.ndjson');
    expect((await run('play', 'chaotic', '--format', 'masters', '--decks', 'random', '--seed', '2', '--out', out)).code).toBe(0);
    const attest = readFileSync(out, 'utf8').split('\n').map((l) => (l ? JSON.parse(l) : null)).find((l) => l?.type === 'attest') as { seq: number; player: string; payload: { card: string } };
    const audited = await run('audit', out);
    expect(audited.code).toBe(0);
    expect(audited.out).toContain('attested effects for a judge (1):');
    expect(audited.out).toContain(`    seq ${attest.seq}  ${attest.player}  ${attest.payload.card} (${registeredGames().get('chaotic').cards.bundled().byId(attest.payload.card)!.name}): "`);
  });

  it('a tampered Masters log exits 1 and names the rule (CR 8.1.1: acting without priority)', async () => {
    const out = join(dir, 'tampered.ndjson');
    await run('play', 'chaotic', '--format', 'masters', '--seed', '7', '--out', out);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    const at = lines.findIndex((l) => l.includes('"type":"pass"'));
    const pass = JSON.parse(lines[at]) as { player: string };
    const other = (JSON.parse(lines[0]) as { players: { id: string }[] }).players.map((p) => p.id).find((p) => p !== pass.player)!;
    lines[at] = JSON.stringify({ ...pass, player: other });
    writeFileSync(out, lines.join('\n') + '\n');
    const audited = await run('audit', out);
    expect(audited.code).toBe(1);
    expect(audited.out).toContain('INVALID');
    expect(audited.out).toMatch(/rule 8\.1\.1 +chaotic\/not-your-turn/);
  });

  it('prints each consequence under the violation that caused it, not as a finding of its own (CR 8.1.1)', async () => {
    const out = join(dir, 'consequences.ndjson');
    await run('play', 'chaotic', '--format', 'masters', '--seed', '7', '--out', out);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    // The first pass, made as the other player: the passes after it fit the players' game, not the replayed one.
    const at = lines.findIndex((l) => l.includes('"type":"pass"'));
    const pass = JSON.parse(lines[at]) as { seq: number; player: string };
    const other = (JSON.parse(lines[0]) as { players: { id: string }[] }).players.map((p) => p.id).find((p) => p !== pass.player)!;
    lines[at] = JSON.stringify({ ...pass, player: other });
    writeFileSync(out, lines.join('\n') + '\n');
    const report = JSON.parse((await run('audit', out, '--json')).out) as { violations: { seq: number; consequences?: { seq: number; rule: string; code: string }[] }[] };
    const first = report.violations[0];
    expect(first.consequences?.length).toBeGreaterThan(0);
    const text = (await run('audit', out)).out.split('\n');
    const head = text.findIndex((l) => l.startsWith(`  seq ${first.seq}  rule `));
    expect(text.slice(head + 1, head + 2 + first.consequences!.length)).toEqual([
      `    ${first.consequences!.length} consequence(s) of skipping seq ${first.seq}:`,
      ...first.consequences!.map((c) => expect.stringMatching(new RegExp(`^      seq ${c.seq}  rule ${c.rule.replace(/\./g, '\\.')}  ${c.code}  `))),
    ]);
  });

  it('a game ended on time audits VALID with no outcome and names who called time', async () => {
    const out = join(dir, 'timed.ndjson');
    await run('play', 'chaotic', '--format', 'masters', '--seed', '7', '--out', out);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    const reveals = lines.filter((l) => l.includes('"kind":"seed-reveal"'));
    const timed = [...lines.slice(0, 41), ...reveals, JSON.stringify({ kind: 'time-called', by: 'judge' })];
    writeFileSync(out, `${timed.join('\n')}\n`);
    const audited = await run('audit', out);
    expect(audited.code).toBe(0);
    expect(audited.out).toContain('VALID (40 of 40 actions replayed)');
    expect(audited.out).toContain('engine outcome:  none (the game did not finish)');
    expect(audited.out).toContain('reported result: time called by judge: counts as a drawn game');
  });

  it('a malformed line exits 2 with its line number', async () => {
    const out = join(dir, 'malformed.ndjson');
    await run('play', 'chaotic', '--format', 'masters', '--seed', '2', '--out', out);
    const lines = readFileSync(out, 'utf8').split('\n');
    lines[3] = '{"seq": 3, "player": ';
    writeFileSync(out, lines.join('\n'));
    const audited = await run('audit', out);
    expect(audited.code).toBe(2);
    expect(audited.out).toMatch(/line 4: not valid JSON/);
  });

  it('refuses an unknown format with exit 2', async () => {
    expect((await run('play', 'chaotic', '--format', 'vintage')).code).toBe(2);
  });

  it('CR 4.1.2 / 4.1.5 plays paper Masters with every hidden card declared, and the audit finds it valid', async () => {
    const out = join(dir, 'masters-paper.ndjson');
    expect((await run('play', 'chaotic', '--format', 'masters', '--mode', 'paper', '--seed', '3', '--out', out)).code).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { mode?: string; type?: string });
    expect(lines[0].mode).toBe('paper');
    expect(lines.some((line) => line.type === 'draw-attack')).toBe(true);
    const audited = await run('audit', out);
    expect(audited.code).toBe(0);
  });
});
