import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditMatchLog, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import type { AttackCard } from '../src/cards/card';
import { hasCombatTrigger } from '../src/engine/combat-triggers';
import { createContext } from '../src/engine/context';
import { CHAOTIC_ENGINE_VERSION, frozenCardText, REPLAYABLE_ENGINE_VERSIONS, UnknownEngineVersionError } from '../src/engine/engine-versions';
import { cards, starterDecks } from './support';

const OLD = '1.0.0';
const oldLog = readFileSync(join(__dirname, 'versions', 'masters-starter-digital-seed-1.engine-1.0.0.ndjson'), 'utf8');
const goldenHashes = JSON.parse(readFileSync(join(__dirname, 'golden', 'final-hashes.json'), 'utf8')) as Record<string, string>;
const set = (cards as unknown as { cards: AttackCard[] }).cards;

/** An attack whose text 1.0.0 attested and the current engine automates in full. */
function newlyAutomatedAttack(): AttackCard {
  const frozen = frozenCardText(OLD)!;
  const now = createContext(cards);
  const found = set.find((c) => c.type === 'Attack' && frozen[c.id]?.normal.some((e) => e.kind === 'attested') && !now.effects(c.id).attested);
  expect(found).toBeDefined();
  return found!;
}

describe('match-log engineVersion: a log replays as the engine version it names read the card text', () => {
  it('replays logs of 1.0.0 and of the current version', () => {
    expect(CHAOTIC_ENGINE_VERSION).not.toBe(OLD);
    expect(REPLAYABLE_ENGINE_VERSIONS).toEqual([OLD, CHAOTIC_ENGINE_VERSION]);
  });

  it('a Masters log recorded by 1.0.0 still audits valid to its recorded final hash', () => {
    const { log, errors } = parseMatchLog(oldLog);
    expect(errors).toEqual([]);
    expect(log!.header.engineVersion).toBe(OLD);
    const report = auditMatchLog(log!, cards, { mode: 'strict' });
    expect(report.violations).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.finalHash).toBe(goldenHashes['masters-starter-digital-seed-1.ndjson']);
  });

  it('refuses to replay a log of an engine version it does not know, naming the versions it replays', () => {
    const { log } = parseMatchLog(oldLog.replace('"engineVersion":"1.0.0"', '"engineVersion":"0.9.0"'));
    const report = auditMatchLog(log!, cards);
    expect(report.valid).toBe(false);
    expect(report.applied).toBe(0);
    expect(report.notReplayed).toBe(new UnknownEngineVersionError('0.9.0').message);
    expect(report.notReplayed).toContain(OLD);
    expect(report.notReplayed).toContain(CHAOTIC_ENGINE_VERSION);
  });

  it('text 1.0.0 attested and this version automates: a 1.0.0 game stating its outcome audits valid, the same actions under this version do not', () => {
    const attack = newlyAutomatedAttack();
    const decks = [{ ...starterDecks[0], attacks: starterDecks[0].attacks.map(() => attack.id) }, starterDecks[1]] as const;
    let found: ReturnType<typeof playBotMatch> | undefined;
    for (let seed = 1; seed <= 20 && !found; seed++) {
      const game = playBotMatch({ cards, decks, seed, format: 'masters', engineVersion: OLD });
      if (game.outcome && game.actions.some((a) => a.type === 'attest' && (a.payload as { card?: string }).card === attack.id)) found = game;
    }
    expect(found).toBeDefined();
    const { header, actions, trailer } = found!;
    expect(header.engineVersion).toBe(OLD);
    const recorded = toNdjson(header, actions, trailer);
    const asRecorded = auditMatchLog(parseMatchLog(recorded).log!, cards, { mode: 'strict' });
    expect(asRecorded.violations).toEqual([]);
    expect(asRecorded.attested.some((e) => e.card === attack.id && e.text.length > 0)).toBe(true);

    const relabelled = parseMatchLog(recorded.replace(`"engineVersion":"${OLD}"`, `"engineVersion":"${CHAOTIC_ENGINE_VERSION}"`)).log!;
    const underThisVersion = auditMatchLog(relabelled, cards, { mode: 'strict' });
    expect(underThisVersion.valid).toBe(false);
    expect(underThisVersion.violations.length).toBeGreaterThan(0);
  });

  it('engines of two versions in one process keep their own answers about a card (facts are memoised per engine context)', () => {
    const old = createContext(cards, OLD);
    const now = createContext(cards);
    const card = set.find((c) => hasCombatTrigger(now, c.id) && !createContext(cards, OLD).effects(c.id).normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered'));
    expect(card).toBeDefined();
    // Asked of the 1.0.0 engine first (no combat trigger: its text was attested), then of this version's.
    expect(hasCombatTrigger(old, card!.id)).toBe(false);
    expect(hasCombatTrigger(createContext(cards), card!.id)).toBe(true);
  });
});
