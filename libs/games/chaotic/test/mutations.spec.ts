import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Violation } from '@arbiter/rules';
import { auditMatchLog, deckHash, deckLegalityChecker, type ParsedMatchLog, parseMatchLog, toNdjson } from '../src';
import { boardFor, type ChaoticAction, type ChaoticState } from '../src/engine';
import { botGame, cards, cited, engine, replayInputs } from './support';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
type Log = Mutable<ParsedMatchLog>;

const golden = (file: string): Log => parseMatchLog(readFileSync(join(__dirname, 'golden', file), 'utf8')).log as Log;
/** The audit's violations, each checked to cite a key of the Chaotic rules index. */
const audit = (log: Log, mode: 'strict' | 'audit' = 'strict'): Violation[] =>
  cited(auditMatchLog(log as ParsedMatchLog, cards, { mode, checkDeck: deckLegalityChecker(cards) }).violations);
const other = (log: Log, player: string) => log.header.players.map((p) => p.id).find((id) => id !== player)!;

/** The state just before action index `index` of a log the engine accepts. */
function stateBefore(log: Log, index: number): ChaoticState {
  const { config, combined } = replayInputs({ header: log.header as ParsedMatchLog['header'], trailer: log.reveals });
  const state = engine.setup(config, { combined });
  for (const a of log.actions.slice(0, index)) engine.applyInPlace(state, a as ChaoticAction);
  return state;
}

describe('mutation suite: legal logs made illegal are caught with the right rule', () => {
  it('the unmutated golden logs are valid', () => {
    expect(audit(golden('starter-digital-seed-1.ndjson'))).toEqual([]);
    expect(audit(golden('starter-paper-seed-2.ndjson'))).toEqual([]);
  });

  it('CR 6.3.1 moving out of turn', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    const move = log.actions.find((a) => a.type === 'move')!;
    move.player = other(log, move.player);
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/not-your-turn', rule: '6.3.1', seq: move.seq })]);
  });

  it('CR 6.3.3 moving to a space that is not adjacent', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    const move = log.actions.find((a) => a.type === 'move')! as Mutable<Extract<ChaoticAction, { type: 'move' }>>;
    const board = boardFor(6);
    move.payload.to = board.row.findIndex((_, space) => space !== move.payload.from && !board.adjacent[move.payload.from].includes(space));
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/move-not-adjacent', rule: '6.3.3', seq: move.seq })]);
  });

  it('CR 6.3.5 a second combat in one turn', () => {
    // Find, in some bot game, a point after a combat where the active player could reach an opposing creature.
    for (let seed = 1; seed < 50; seed++) {
      const match = botGame(seed);
      const log = parseMatchLog(toNdjson(match.header, match.actions, match.trailer)).log as Log;
      const { config, combined } = replayInputs(match);
      const state = engine.setup(config, { combined });
      for (let i = 0; i < log.actions.length; i++) {
        if (state.pending.kind === 'action-step' && state.combatThisTurn) {
          const board = boardFor(state.size);
          const attacker = state.creatures.find((c) => c.owner === state.active && c.space !== null && !c.movedThisTurn &&
            board.adjacent[c.space].some((s) => state.board[s] !== null && state.creatures[state.board[s]!].owner !== state.active));
          if (attacker) {
            const to = board.adjacent[attacker.space!].find((s) => state.board[s] !== null && state.creatures[state.board[s]!].owner !== state.active)!;
            log.actions[i] = { seq: i + 1, player: state.players[state.active], type: 'move', payload: { from: attacker.space!, to } };
            expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/second-combat', rule: '6.3.5', seq: i + 1 })]);
            return;
          }
        }
        engine.applyInPlace(state, log.actions[i] as ChaoticAction);
      }
    }
    throw new Error('no game offered a second combat to attempt');
  });

  it('CR 2.2.2 a third copy of a card in a registered deck', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    const player = log.header.players[0].id;
    const deck = log.header.decks![player];
    const twice = deck.attacks.find((id, i) => deck.attacks.indexOf(id) !== i)!;
    const single = deck.attacks.findIndex((id) => deck.attacks.filter((x) => x === id).length === 1);
    deck.attacks[single] = twice;
    log.header.deckHashes[player] = deckHash(deck);
    expect(audit(log, 'audit')).toEqual(expect.arrayContaining([expect.objectContaining({ rule: '2.2.2', seq: 0 })]));
  });

  it('CR 7.2.5.1 drawing a card the Attack Deck no longer holds (paper play)', () => {
    const log = golden('starter-paper-seed-2.ndjson');
    const index = log.actions.findIndex((a, i) => a.type === 'draw-attack' && i > 40);
    const state = stateBefore(log, index);
    const player = log.actions[index].player;
    const seat = state.players.indexOf(player);
    const gone = log.header.decks![player].attacks.find((id) => !state.zones[seat].attackDeck.includes(id))!;
    expect(gone).toBeDefined();
    (log.actions[index].payload as { card: string }).card = gone;
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/card-not-in-deck', rule: '7.2.5.1', seq: index + 1 })]);
  });

  it('CR 5.1 a flipped reported result', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    const result = log.reported!;
    [result.winners, result.losers] = [result.losers, result.winners];
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/reported-result-mismatch', rule: '5.1', seq: log.actions.length })]);
  });

  it('CR 5.1 a result reported before the game ends', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    log.actions = log.actions.slice(0, 100);
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/result-before-end', rule: '5.1', seq: 100 })]);
  });

  it('CR 5.1 time called after the actions already finished the game', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    log.reported = null;
    log.timeCalled = { kind: 'time-called', by: 'judge-1' };
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/time-called-after-end', rule: '5.1', seq: log.actions.length })]);
  });

  it('time called on an unfinished game: every action checked, no outcome, the official named', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    log.actions = log.actions.slice(0, 100);
    log.reported = null;
    log.timeCalled = { kind: 'time-called', by: 'judge-1' };
    const report = auditMatchLog(log as ParsedMatchLog, cards, { mode: 'audit' });
    expect(report).toEqual(expect.objectContaining({ valid: true, violations: [], applied: 100, derivedOutcome: null, timeCalledBy: 'judge-1' }));
    // Time called does not excuse a rule broken before it.
    const move = log.actions.find((a) => a.type === 'move')!;
    move.player = other(log, move.player);
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/not-your-turn', seq: move.seq })]);
  });

  it('CR 4.1.5 a revealed seed that does not match its commitment', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    log.reveals[1].seed = 'a seed chosen after the fact';
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/seed-mismatch', rule: '4.1.5', seq: 0 })]);
  });

  it('CR 2.1 a decklist that does not match its registered hash', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    const deck = log.header.decks![log.header.players[1].id];
    deck.locations = [...deck.locations].reverse();
    expect(audit(log, 'audit')).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'chaotic/deck-hash-mismatch', rule: '2.1', seq: 0 })]));
  });

  it('CR 7.2.5.2 striking with an attack that is not in hand', () => {
    const log = golden('starter-digital-seed-3.ndjson');
    const index = log.actions.findIndex((a) => a.type === 'strike');
    const state = stateBefore(log, index);
    const seat = state.players.indexOf(log.actions[index].player);
    const notInHand = log.header.decks![log.actions[index].player].attacks.find((c) => !state.zones[seat].attackHand.includes(c))!;
    (log.actions[index].payload as { card: string }).card = notInHand;
    expect(audit(log)).toEqual([expect.objectContaining({ rule: '7.2.5.2', seq: index + 1 })]);
  });
});
