import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditMatchLog, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import type { AttackCard } from '../src/cards/card';
import { hasCombatTrigger } from '../src/engine/combat-triggers';
import { createContext } from '../src/engine/context';
import { CHAOTIC_ENGINE_VERSION, frozenCardText, REPLAYABLE_ENGINE_VERSIONS, UnknownEngineVersionError } from '../src/engine/engine-versions';
import type { EngineDeck } from '../src/engine';
import { cards, starterDecks } from './support';

const OLD = '1.0.0';
/** The versions between the first and this one, oldest first: the last is the version before this one. */
const BETWEEN = ['1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0'];
/** The same bot game (Masters, starter decks, seed 1) as each earlier version recorded it. */
const recordedBy = (version: string) => readFileSync(join(__dirname, 'versions', `masters-starter-digital-seed-1.engine-${version}.ndjson`), 'utf8');
const oldLog = recordedBy(OLD);
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
  it('replays logs of 1.0.0, 1.1.0, 1.2.0, 1.3.0, 1.4.0, 1.5.0 and of the current version', () => {
    expect(CHAOTIC_ENGINE_VERSION).not.toBe(OLD);
    expect(REPLAYABLE_ENGINE_VERSIONS).toEqual([OLD, ...BETWEEN, CHAOTIC_ENGINE_VERSION]);
  });

  it.each([OLD, ...BETWEEN])('a Masters log recorded by %s still audits valid to its recorded final hash', (version) => {
    const { log, errors } = parseMatchLog(recordedBy(version));
    expect(errors).toEqual([]);
    expect(log!.header.engineVersion).toBe(version);
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

  /**
   * A bot game under `version` with `decks` in which `card`'s text was attested and the game ended: it audits valid
   * as recorded, naming the card's attested text for a judge, and the same actions relabelled as this version do not.
   */
  function attestedThenAutomated(version: string, card: string, decks: readonly [EngineDeck, EngineDeck]): void {
    let found: ReturnType<typeof playBotMatch> | undefined;
    for (let seed = 1; seed <= 20 && !found; seed++) {
      const game = playBotMatch({ cards, decks, seed, format: 'masters', engineVersion: version });
      if (game.outcome && game.actions.some((a) => a.type === 'attest' && (a.payload as { card?: string }).card === card)) found = game;
    }
    expect(found).toBeDefined();
    const { header, actions, trailer } = found!;
    expect(header.engineVersion).toBe(version);
    const recorded = toNdjson(header, actions, trailer);
    const asRecorded = auditMatchLog(parseMatchLog(recorded).log!, cards, { mode: 'strict' });
    expect(asRecorded.violations).toEqual([]);
    expect(asRecorded.attested.some((e) => e.card === card && e.text.length > 0)).toBe(true);

    const relabelled = parseMatchLog(recorded.replace(`"engineVersion":"${version}"`, `"engineVersion":"${CHAOTIC_ENGINE_VERSION}"`)).log!;
    const underThisVersion = auditMatchLog(relabelled, cards, { mode: 'strict' });
    expect(underThisVersion.valid).toBe(false);
    expect(underThisVersion.violations.length).toBeGreaterThan(0);
  }

  it('text 1.0.0 attested and this version automates: a 1.0.0 game stating its outcome audits valid, the same actions under this version do not', () => {
    const attack = newlyAutomatedAttack();
    attestedThenAutomated(OLD, attack.id, [{ ...starterDecks[0], attacks: starterDecks[0].attacks.map(() => attack.id) }, starterDecks[1]]);
  });

  it('text 1.1.0 attested and this version automates (Song of Stable Shields): a 1.1.0 game audits valid, the same actions under this version do not', () => {
    const song = 'MI-171';
    expect(frozenCardText('1.1.0')![song].normal.map((e) => e.kind)).toEqual(['attested']);
    expect(createContext(cards).effects(song).attested).toBe(false);
    attestedThenAutomated('1.1.0', song, [{ ...starterDecks[0], mugic: (starterDecks[0].mugic ?? []).map(() => song) }, starterDecks[1]]);
  });

  it('text 1.2.0 attested and this version automates (Retaliatory Strike): a 1.2.0 game audits valid, the same actions under this version do not', () => {
    const strike = 'AU-120';
    expect(frozenCardText('1.2.0')![strike].normal.map((e) => e.kind)).toEqual(['attested']);
    expect(createContext(cards).effects(strike).attested).toBe(false);
    attestedThenAutomated('1.2.0', strike, [{ ...starterDecks[0], attacks: starterDecks[0].attacks.map(() => strike) }, starterDecks[1]]);
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
