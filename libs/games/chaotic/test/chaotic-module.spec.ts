import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameRegistry, isRuleKey, rngStateFromSeed, SeededRng, stateHash, UnknownEngineVersionError } from '@arbiter/rules';
import { ACTION_TYPES, bundledCardRows, cardEffects, CHAOTIC_ENGINE_VERSION, chaoticModule, computeCoverage, deckHash, ENGINE_SUPPORT, parseMatchLog, REPLAYABLE_ENGINE_VERSIONS } from '../src';
import { cards, starterDecks } from './support';

const golden = (file: string) => parseMatchLog(readFileSync(join(__dirname, 'golden', file), 'utf8')).log!;
const [overworld, underworld] = starterDecks;

describe('chaoticModule: Chaotic as the platform registers it', () => {
  it('names the game, its seats and registers once', () => {
    expect(chaoticModule).toMatchObject({ id: 'chaotic', name: 'Chaotic', seats: { min: 2, max: 2 } });
    expect(new GameRegistry([chaoticModule]).get('chaotic')).toBe(chaoticModule);
  });

  it('rules: the comprehensive rules 2.0, with the keys the kit cites', () => {
    const rules = chaoticModule.rules;
    expect(rules.game).toBe('chaotic');
    expect(rules.keys()).toHaveLength(322);
    expect(rules.text('6.3.5')).toMatch(/combat/i);
    expect(rules.text('toString')).toBeUndefined();
    expect(rules.kit).toEqual({ gameOver: '5.1', registeredDeck: '2.1', seeds: '4.1.5', result: '5.1' });
    for (const key of Object.values(rules.kit)) expect(isRuleKey(rules, key)).toBe(true);
    expect(isRuleKey(rules, 'format:standard')).toBe(true);
  });

  it('formats: base and community formats, a community format played by its base rules', () => {
    const ids = chaoticModule.formats.list.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['masters', 'apprentice', 'advanced-apprentice', 'limited', 'standard', 'pauper']));
    expect(ids).toContain(chaoticModule.formats.default);
    expect(chaoticModule.formats.resolve('apprentice/standard')).toEqual({ engineFormat: 'apprentice' });
    expect(chaoticModule.formats.resolve('pauper')).toEqual({ engineFormat: 'masters' });
    expect(chaoticModule.formats.resolve('chess')).toEqual({ error: expect.stringMatching(/unknown format "chess"/) });
  });

  it('cards: the bundled set by id with creatures grouped by tribe; a card file is checked row by row', () => {
    const catalog = chaoticModule.cards.bundled();
    expect(catalog.all()).toHaveLength(cards.cards.length);
    const arias = catalog.byId(overworld.creatures[0])!;
    expect(arias).toMatchObject({ type: 'Creature', group: 'OverWorld' });
    expect(arias.name).toMatch(/^Arias/);
    expect(catalog.byId(overworld.attacks[0])!.group).toBeUndefined();
    expect(chaoticModule.cards.check(JSON.stringify(bundledCardRows()), 'chaotic-cards.json')).toEqual({ count: cards.cards.length, problems: [], warnings: [] });
    const bad = chaoticModule.cards.check(JSON.stringify([{ name: 'Nobody' }]), 'mine.json');
    expect(bad.count).toBe(0);
    expect(bad.problems[0]).toMatchObject({ where: expect.stringMatching(/^mine\.json row 0/), message: expect.stringMatching(/Nobody/), row: 0, name: 'Nobody' });
    expect(chaoticModule.cards.check('[', 'broken.json').problems).toEqual([{ where: 'broken.json', message: expect.stringMatching(/not valid JSON/) }]);
  });

  it('cards: a user\'s card file becomes the game over that set; a bad file loads nothing and says why', () => {
    const rows = (bundledCardRows() as unknown[]).slice(0, 3);
    const loaded = chaoticModule.cards.load!(JSON.stringify(rows), 'three.json');
    if (!('module' in loaded)) throw new Error(`expected the file to load: ${JSON.stringify(loaded.problems)}`);
    expect(loaded.module.cards.bundled().all()).toHaveLength(3);
    expect(chaoticModule.cards.bundled().all().length).toBeGreaterThan(3);
    const bad = chaoticModule.cards.load!(JSON.stringify([...rows, { name: 'Nobody' }]), 'four.json');
    if (!('problems' in bad)) throw new Error('expected the file to be refused');
    expect(bad.problems.length).toBeGreaterThan(0);
    expect(bad.problems.every((p) => /^four\.json row 3/.test(p.where))).toBe(true);
  });
  it('CR 7.2.5.1 a paper draw is hidden from the other player until the game ends; other actions are not', () => {
    const hidden = chaoticModule.log.hiddenUntilEnd!;
    expect(hidden({ seq: 3, player: 'a', type: 'draw-attack', payload: { card: 'x' } })).toBe(true);
    expect(hidden({ seq: 4, player: 'a', type: 'move', payload: { from: 0, to: 1 } })).toBe(false);
  });
  it('decks: read in three forms, flattened, checked, hashed and compared as the header does', () => {
    const decks = chaoticModule.decks;
    const ids = decks.cardIds(overworld);
    expect(ids).toHaveLength(overworld.creatures.length + overworld.attacks.length + overworld.locations.length + overworld.battlegear!.length + overworld.mugic!.length);
    const fromIds = decks.fromCardIds(ids);
    expect(decks.sameCards(fromIds, overworld)).toBe(true);
    expect(decks.sameCards(fromIds, underworld)).toBe(false);
    expect(decks.hash(fromIds)).toBe(deckHash(overworld));
    expect(decks.read({ cards: ids })).toEqual({ deck: fromIds });
    expect(decks.read({ creatures: overworld.creatures, attacks: overworld.attacks, locations: overworld.locations })).toEqual({ deck: expect.objectContaining({ creatures: overworld.creatures, mugic: [] }) });
    const file = JSON.parse(readFileSync(join(__dirname, '../data/chaotic-starter-decks.json'), 'utf8')) as Record<string, unknown>;
    const byNames = decks.read(file[Object.keys(file).find((k) => k.startsWith('OverWorld'))!]);
    expect('deck' in byNames && decks.sameCards(byNames.deck, overworld)).toBe(true);
    expect(decks.read('a deck')).toEqual({ violations: [expect.objectContaining({ code: 'chaotic/deck-unreadable', rule: '2' })] });
    expect(decks.read({ Creature: ['No Such Creature'] })).toEqual({ violations: [expect.objectContaining({ code: 'chaotic/deck-unreadable' })] });
    expect(decks.check(overworld, 'masters')).toEqual([]);
    expect(decks.check({ ...overworld, attacks: overworld.attacks.slice(1) }, 'masters')).toEqual([expect.objectContaining({ rule: '2.2.8' })]);
  });

  it('decks: the starter decks as samples where legal, and random legal decks', () => {
    expect(chaoticModule.decks.samples('masters').map((s) => s.name)).toEqual(['OverWorld starter', 'UnderWorld starter']);
    expect(chaoticModule.decks.samples('limited')).toEqual([]);
    for (const format of ['masters', 'apprentice', 'limited']) {
      const deck = chaoticModule.decks.random(format, new SeededRng(rngStateFromSeed(7)));
      expect(chaoticModule.decks.check(deck, format)).toEqual([]);
      expect(chaoticModule.decks.random(format, new SeededRng(rngStateFromSeed(7)))).toEqual(deck);
    }
  });

  it('engines: by version, each built once; an unknown version names the ones that replay', () => {
    const engines = chaoticModule.engines;
    expect(engines.current).toBe(CHAOTIC_ENGINE_VERSION);
    expect(engines.replayable).toEqual(REPLAYABLE_ENGINE_VERSIONS);
    expect(engines.engine().version).toBe(CHAOTIC_ENGINE_VERSION);
    expect(engines.engine('1.0.0')).toBe(engines.engine('1.0.0'));
    expect(() => engines.engine('0.9.0')).toThrow(UnknownEngineVersionError);
    expect(() => engines.engine('0.9.0')).toThrow(/"0\.9\.0" is not one this engine replays \(it replays 1\.0\.0, /);
    expect(engines.modes('apprentice/standard')).toEqual(['digital', 'paper']);
    expect(engines.modes('masters')).toEqual(['digital', 'paper']);
    expect(engines.modes('vintage')).toEqual([]);
  });

  it('engines: a golden header configures the engine, which replays the log to its recorded hash', () => {
    const log = golden('starter-paper-seed-2.ndjson');
    const config = chaoticModule.engines.configFromHeader(log.header);
    expect(config).toMatchObject({ format: 'apprentice', mode: 'paper', startingPlayer: log.header.startingPlayer });
    expect(chaoticModule.engines.checkConfig(config)).toEqual([]);
    expect(chaoticModule.engines.checkConfig({ ...config, players: ['a', 'a'] })).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'chaotic/players', seq: 0 })]));
    const engine = chaoticModule.engines.engine(log.header.engineVersion);
    const state = engine.setup(config, {});
    for (const action of log.actions) engine.applyInPlace(state, action);
    const hashes = JSON.parse(readFileSync(join(__dirname, 'golden', 'final-hashes.json'), 'utf8')) as Record<string, string>;
    expect(stateHash(state)).toBe(hashes['starter-paper-seed-2.ndjson']);
  });

  it('log: every action type described; golden payloads have their shape; a bad one is named', () => {
    expect(Object.keys(chaoticModule.log.actionTypes).sort()).toEqual([...ACTION_TYPES].sort());
    for (const file of ['starter-paper-seed-2.ndjson', 'masters-starter-digital-seed-1.ndjson']) {
      for (const action of golden(file).actions) expect(chaoticModule.log.payloadProblem(action)).toBeNull();
    }
    const problem = chaoticModule.log.payloadProblem;
    expect(problem({ seq: 1, player: 'a', type: 'move', payload: { from: 1, to: 'b' } })).toMatch(/"to"/);
    expect(problem({ seq: 1, player: 'a', type: 'fly', payload: {} })).toMatch(/unknown action type "fly"/);
    expect(problem({ seq: 1, player: 'a', type: 'pass', payload: [] })).toMatch(/must be an object/);
    expect(problem({ seq: 1, player: 'a', type: 'intercept', payload: { space: null } })).toBeNull();
  });

  it('log: attested effects with the text the engine version read and the stated outcome', () => {
    const card = cards.cards.find((c) => cardEffects(c).some((e) => e.kind === 'attested'))!;
    const attest = { seq: 9, player: 'alice', type: 'attest' as const, payload: { item: 2, card: card.id, damage: { '7': 10 } } };
    const [entry] = chaoticModule.log.attested([attest], CHAOTIC_ENGINE_VERSION);
    expect(entry).toEqual({ seq: 9, player: 'alice', card: card.id, text: expect.arrayContaining([expect.any(String)]), outcome: { damage: { '7': 10 } } });
  });

  it('bots: every choice is a legal action of the acting player', () => {
    const engine = chaoticModule.engines.engine();
    const config = { matchId: 'm', format: 'masters' as const, mode: 'digital' as const, players: ['alice', 'bob'] as const, decks: starterDecks };
    const state = engine.setup(config, { combined: 'ab'.repeat(32) });
    const rng = new SeededRng(rngStateFromSeed(3));
    expect(chaoticModule.bots.actionCap).toBeGreaterThan(1000);
    for (let i = 0; i < 150 && engine.outcome(state) === null; i++) {
      const action = chaoticModule.bots.choose(engine, state, rng)!;
      expect(engine.validate(state, action)).toEqual([]);
      engine.applyInPlace(state, action);
    }
  });

  it('metagame: a deck is grouped by the tribe of most of its creatures', () => {
    expect(chaoticModule.metagame.label).toBe('tribe');
    expect(chaoticModule.metagame.groupOf(chaoticModule.decks.cardIds(overworld))).toBe('OverWorld');
    expect(chaoticModule.metagame.groupOf(chaoticModule.decks.cardIds(underworld))).toBe('UnderWorld');
    expect(chaoticModule.metagame.groupOf([])).toBe('Unknown');
  });

  it('coverage: the engine\'s share of the bundled card text, with the aims and the cards missing', () => {
    const report = chaoticModule.coverage!.report();
    const direct = computeCoverage(cards, ENGINE_SUPPORT);
    expect(report.game).toBe('chaotic');
    expect(report.overall).toEqual(direct.overall);
    expect(report.tables.map((t) => t.title)).toEqual(['type', 'set']);
    expect(report.aims).toHaveLength(2);
    expect(report.missing).toHaveLength(direct.uncovered.length);
    const small = chaoticModule.coverage!.report({ text: JSON.stringify((bundledCardRows() as unknown[]).slice(0, 5)), name: 'five.json' });
    expect(small.overall.total).toBe(5);
  });
});
