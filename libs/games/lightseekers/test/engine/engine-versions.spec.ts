import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchLogHeader } from '@arbiter/rules';
import { auditMatchLog, checkGoldenLog, playBotMatch, readMatchLog, toNdjson, UnknownEngineVersionError } from '@arbiter/rules';
import type { LightseekersAction, LightseekersDeck } from '../../src';
import { LIGHTSEEKERS_ENGINE_VERSION, lightseekersModule, REPLAYABLE_ENGINE_VERSIONS } from '../../src';
import { decksFor } from './bot-support';

const OLD = '1.0.0';
const CACHE = 'tw-relic-cache';
const actionTypes = Object.keys(lightseekersModule.log.actionTypes);
const read = (text: string) => readMatchLog<MatchLogHeader<LightseekersDeck>, LightseekersAction>(text, { game: 'lightseekers', actionTypes }).log!;
const audit = (text: string) => auditMatchLog(lightseekersModule, read(text), { mode: 'strict' });
const relabel = (text: string, from: string, to: string) => text.replace(`"engineVersion":"${from}"`, `"engineVersion":"${to}"`);

/** The first finished two-player bot game under `version`, three Relic Caches in each deck, whose actions are `wanted`. */
function cacheGame(version: string, wanted: (actions: readonly LightseekersAction[]) => boolean): string {
  for (let seed = 1; seed <= 40; seed++) {
    const decks = decksFor(2, seed).map((d) => ({ ...d, cards: [CACHE, CACHE, CACHE, ...d.cards.slice(3)] }));
    const game = playBotMatch(lightseekersModule, { format: 'constructed', decks, seed, engineVersion: version });
    if (game.outcome && wanted(game.actions)) return toNdjson(game.header, game.actions, game.trailer);
  }
  throw new Error(`no bot game under ${version} has the action wanted`);
}

const attestsCache = (a: LightseekersAction) => a.type === 'attest' && a.payload.card === CACHE;
const attested = (actions: readonly LightseekersAction[]) => actions.some(attestsCache);
/** Relic Cache played, then a card of its player's hand chosen: the store (nothing else asks for one then). */
const stored = (actions: readonly LightseekersAction[]) => actions.some((a, i) => a.type === 'play-card' && a.payload.card === CACHE
  && actions[i + 1]?.type === 'choose' && actions[i + 1].player === a.player && (actions[i + 1].payload as { zone: string }).zone === 'hand');

describe('match-log engineVersion: a Lightseekers log replays under the engine version it names', () => {
  it(`replays logs of ${OLD} and of the current version ${LIGHTSEEKERS_ENGINE_VERSION}`, () => {
    expect(LIGHTSEEKERS_ENGINE_VERSION).toBe('1.1.0');
    expect(REPLAYABLE_ENGINE_VERSIONS).toEqual([OLD, LIGHTSEEKERS_ENGINE_VERSION]);
    expect(lightseekersModule.engines.replayable).toEqual(REPLAYABLE_ENGINE_VERSIONS);
  });

  // The golden games as 1.0.0 recorded them (2 players seed 11, 4 players seed 12), before the bump.
  it.each([[2, '14ca8f9552d0f89917f74815850762f44e05cbe702e90169135c69926e26ecca'], [4, '35d64921a3dd4e18d84986ea705eac8bdfea111369f1f173f93cac40407beaf6']] as const)(
    'the %i-player golden log as 1.0.0 recorded it still audits valid to its recorded final hash',
    (n, hash) => {
      const text = readFileSync(join(__dirname, 'versions', `lightseekers-${n}p.engine-${OLD}.ndjson`), 'utf8');
      expect(read(text).header.engineVersion).toBe(OLD);
      expect(checkGoldenLog(lightseekersModule, text, hash)).toEqual([]);
    },
  );

  it('refuses a log of a version it does not know, naming the versions it replays', () => {
    const text = relabel(readFileSync(join(__dirname, 'versions', `lightseekers-2p.engine-${OLD}.ndjson`), 'utf8'), OLD, '0.9.0');
    const report = audit(text);
    expect(report.valid).toBe(false);
    expect(report.applied).toBe(0);
    expect(report.notReplayed).toBe(new UnknownEngineVersionError('lightseekers', '0.9.0', REPLAYABLE_ENGINE_VERSIONS).message);
  });
});

describe('ls:2.8.4.1 storage by engine version: 1.0.0 attested a storage card\'s "store", 1.1.0 carries it out', () => {
  it('a 1.0.0 game that attested Relic Cache\'s store audits valid as recorded; the same actions under 1.1.0 are refused (the store is a choice now)', () => {
    const recorded = cacheGame(OLD, attested);
    const asRecorded = audit(recorded);
    expect(asRecorded.violations).toEqual([]);
    expect(asRecorded.attested.some((e) => e.card === CACHE && e.text.length > 0)).toBe(true);

    const underCurrent = audit(relabel(recorded, OLD, LIGHTSEEKERS_ENGINE_VERSION));
    expect(underCurrent.valid).toBe(false);
    expect(underCurrent.violations.map((v) => `${v.code} ${v.rule}`)).toContain('lightseekers/store-pending ls:2.8.4.1');
  });

  it('a 1.1.0 game that stored a card under Relic Cache audits valid; the same actions under 1.0.0 are refused (it asked for the text attested)', () => {
    const recorded = cacheGame(LIGHTSEEKERS_ENGINE_VERSION, stored);
    expect(read(recorded).actions.some(attestsCache)).toBe(false);
    expect(audit(recorded).violations).toEqual([]);

    const underOld = audit(relabel(recorded, LIGHTSEEKERS_ENGINE_VERSION, OLD));
    expect(underOld.valid).toBe(false);
    expect(underOld.violations.map((v) => `${v.code} ${v.rule}`)).toContain('lightseekers/attest-pending ls:2.2.1');
  });
});
