import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkDeterminism, checkGoldenLog, combineSeeds, checkLegalActionsAgreeWithValidate, checkMutations, checkViewsHideSecrets, type LogMutant,
} from '@arbiter/rules';
import { type ChaoticAction, chaoticModule, type ChaoticState, type EngineDeck, parseMatchLog } from '../src';
import { freshGame, PLAYERS, starterDecks } from './support';

const dir = join(__dirname, 'golden');
const hashes = JSON.parse(readFileSync(join(dir, 'final-hashes.json'), 'utf8')) as Record<string, string>;
const engine = chaoticModule.engines.engine();

describe('the kit\'s harnesses, proven on Chaotic', () => {
  it('golden logs: each reads, audits valid with deck legality and replays to its recorded hash', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ndjson'));
    for (const file of files) expect(checkGoldenLog(chaoticModule, readFileSync(join(dir, file), 'utf8'), hashes[file])).toEqual([]);
    expect(checkGoldenLog(chaoticModule, readFileSync(join(dir, files[0]), 'utf8'), '0'.repeat(64))).toEqual([expect.stringMatching(/is not the recorded 0{64}/)]);
  });

  it('determinism: one seed plays one game, in Apprentice and in Masters', () => {
    for (const format of ['apprentice', 'masters']) {
      expect(checkDeterminism(chaoticModule, { format, decks: starterDecks, seed: 11, players: [...PLAYERS] })).toBeNull();
    }
  });

  it('legal actions agree with validate along a game, against offered actions changed', () => {
    const log = parseMatchLog(readFileSync(join(dir, 'masters-starter-digital-seed-1.ndjson'), 'utf8')).log!;
    const states = sampleStates(log.actions, chaoticModule.engines.configFromHeader(log.header), log.reveals.map((r) => r.seed), log.header.matchId);
    expect(states.length).toBeGreaterThan(5);
    const candidates = (state: ChaoticState): ChaoticAction[] => engine.activePlayers(state).flatMap((player) =>
      engine.legalActions(state, player).flatMap((a) => [
        { ...a, player: state.players.find((p) => p !== a.player)! },
      ] as ChaoticAction[]));
    expect(checkLegalActionsAgreeWithValidate(engine, states, candidates)).toEqual([]);
  });

  it('views hide secrets: scrambling the other player\'s hand and every deck order leaves a player\'s view', () => {
    const state = freshGame('views');
    const scramble = (s: ChaoticState): ChaoticState => {
      for (const zones of s.zones) {
        zones.attackDeck.reverse();
        zones.locationDeck.reverse();
      }
      // bob's hand for the top of his deck: same count, other cards.
      const bob = s.zones[1];
      const held = bob.attackHand.splice(0, bob.attackHand.length, ...bob.attackDeck.splice(-bob.attackHand.length));
      bob.attackDeck.push(...held);
      s.rng = s.rng ? s.rng.map((n) => n ^ 1) : s.rng;
      return s;
    };
    expect(checkViewsHideSecrets(engine, state, { kind: 'player', player: 'alice' }, scramble)).toBeNull();
    expect(checkViewsHideSecrets(engine, state, { kind: 'spectator' }, scramble)).toBeNull();
    expect(checkViewsHideSecrets(engine, state, { kind: 'player', player: 'bob' }, scramble)).toMatch(/view of bob changes/);
  });

  it('mutations: a legal log changed fails with the code and rule each change breaks', () => {
    const legal = parseMatchLog(readFileSync(join(dir, 'starter-digital-seed-1.ndjson'), 'utf8')).log!;
    type Log = typeof legal;
    const mutants: LogMutant<EngineDeck, ChaoticAction>[] = [
      { name: 'a deck hash changed', code: 'chaotic/deck-hash-mismatch', rule: '2.1',
        mutate: (log) => ({ ...log, header: { ...log.header, deckHashes: { ...log.header.deckHashes, [PLAYERS_OF(log)[0]]: '0'.repeat(64) } } }) },
      { name: 'a revealed seed changed', code: 'chaotic/seed-mismatch', rule: '4.1.5',
        mutate: (log) => ({ ...log, reveals: log.reveals.map((r, i) => (i === 0 ? { ...r, seed: `${r.seed}x` } : r)) }) },
      { name: 'the other player reported as winner', code: 'chaotic/reported-result-mismatch', rule: '5.1',
        mutate: (log) => ({ ...log, reported: { ...log.reported!, winners: log.reported!.losers, losers: log.reported!.winners } }) },
      { name: 'an action after the end', code: 'chaotic/game-over', rule: '5.1',
        mutate: (log) => ({ ...log, actions: [...log.actions, { ...log.actions[log.actions.length - 1], seq: log.actions.length + 1 }] }) },
      { name: 'a decklist other than the registered one', code: 'chaotic/deck-hash-mismatch', rule: '2.1',
        mutate: (log) => {
          const [first] = PLAYERS_OF(log);
          const deck = log.header.decks![first];
          return { ...log, header: { ...log.header, decks: { ...log.header.decks!, [first]: { ...deck, attacks: deck.attacks.slice(1) } } } };
        } },
    ];
    const PLAYERS_OF = (log: Log | Parameters<LogMutant<EngineDeck, ChaoticAction>['mutate']>[0]) => log.header.players.map((p) => p.id);
    expect(checkMutations(chaoticModule, legal, mutants, { mode: 'audit', checkDeck: true })).toEqual([]);
    // A mutant the audit does not catch is named.
    expect(checkMutations(chaoticModule, legal, [{ name: 'nothing changed', code: 'chaotic/x', rule: '1', mutate: (log) => log }])).toEqual([expect.stringMatching(/^nothing changed: expected chaotic\/x/)]);
  });
});

/** The states a log passes through, every few actions (the engine's own replay, from the revealed seeds). */
function sampleStates(actions: readonly ChaoticAction[], config: ReturnType<typeof chaoticModule.engines.configFromHeader>, seeds: string[], matchId: string): ChaoticState[] {
  const state = engine.setup(config, { combined: combineSeeds(seeds, matchId) });
  const out: ChaoticState[] = [];
  actions.forEach((action, i) => {
    if (i % 40 === 0) out.push(engine.clone(state));
    engine.applyInPlace(state, action);
  });
  return out;
}
