import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditMatchLog, deckLegalityChecker, parseMatchLog, toNdjson } from '../src';
import { cards } from './support';
import { playBotMatch } from '../src/bots';

const dir = join(__dirname, 'golden');
const expected = JSON.parse(readFileSync(join(dir, 'final-hashes.json'), 'utf8')) as Record<string, string>;
const files = readdirSync(dir).filter((f) => f.endsWith('.ndjson')).sort();

describe('golden logs: full games with the two starter decks', () => {
  it('every golden log has a recorded final hash', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(files.filter((f) => f.startsWith('masters-')).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(expected).sort()).toEqual(files);
  });

  it.each(files)('%s replays valid to its recorded final state hash and reported result', (file) => {
    const { log, errors } = parseMatchLog(readFileSync(join(dir, file), 'utf8'));
    expect(errors).toEqual([]);
    const report = auditMatchLog(log!, cards, { mode: 'strict', checkDeck: deckLegalityChecker(cards) });
    expect(report.violations).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.applied).toBe(log!.actions.length);
    expect(report.derivedOutcome).not.toBeNull();
    expect(report.reportedResult).toEqual(expect.objectContaining({ winners: report.derivedOutcome!.winners, draw: false }));
    expect(report.finalHash).toBe(expected[file]);
  });

  it.each(files)('%s is what the bots play again for the same seed', (file) => {
    const [, mode, seed] = /starter-(digital|paper)-seed-(\d+)/.exec(file)!;
    const { log } = parseMatchLog(readFileSync(join(dir, file), 'utf8'));
    const decks = [log!.header.decks![log!.header.players[0].id], log!.header.decks![log!.header.players[1].id]] as const;
    const again = playBotMatch({ cards, decks, seed: Number(seed), mode: mode as 'digital' | 'paper', format: log!.header.gameFormat });
    expect(toNdjson(again.header, again.actions, again.trailer)).toBe(readFileSync(join(dir, file), 'utf8'));
  });
});
