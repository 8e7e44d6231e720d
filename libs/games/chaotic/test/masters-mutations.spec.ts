import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rngStateFromSeed, SeededRng, type Violation } from '@arbiter/rules';
import { auditMatchLog, buildRandomDeck, deckLegalityChecker, type ParsedMatchLog, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticAction,ChaoticState,EngineDeck } from '../src/engine';
import { cards, cited, engine, PLAYERS, replayInputs, starterDecks } from './support';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
type Log = Mutable<ParsedMatchLog>;

const golden = (file: string): Log => parseMatchLog(readFileSync(join(__dirname, 'golden', file), 'utf8')).log as Log;
/** The audit's violations, each checked to cite a key of the Chaotic rules index. */
const audit = (log: Log, legality = true): Violation[] =>
  cited(auditMatchLog(log as ParsedMatchLog, cards, { mode: 'strict', ...(legality ? { checkDeck: deckLegalityChecker(cards) } : {}) }).violations);
const asLog = (match: ReturnType<typeof playBotMatch>): Log => parseMatchLog(toNdjson(match.header, match.actions, match.trailer)).log as Log;

/**
 * Fresh bot logs rather than golden files: what a Masters log contains depends on how the
 * effect registry reads the cards, and the mutations need a log the current engine accepts.
 */
const mastersLog = (seed: number, decks: readonly [EngineDeck, EngineDeck] = starterDecks): Log =>
  asLog(playBotMatch({ cards, decks, seed, format: 'masters', players: [...PLAYERS] }));

let attestText: string | null = null;

/** A Masters log with an attested effect in it (found once, parsed afresh for each mutation). */
function attestLog(): Log {
  if (attestText === null) {
    for (const log of randomDeckLogs()) {
      if (!log.actions.some((a) => a.type === 'attest')) continue;
      attestText = toNdjson(log.header as ParsedMatchLog['header'], log.actions as ChaoticAction[], [...log.reveals, ...(log.reported ? [log.reported] : [])]);
      break;
    }
  }
  if (attestText === null) throw new Error('no bot game with an attested effect');
  return parseMatchLog(attestText).log as Log;
}

function stateBefore(log: Log, index: number): ChaoticState {
  const { config, combined } = replayInputs({ header: log.header as ParsedMatchLog['header'], trailer: log.reveals });
  const state = engine.setup(config, { combined });
  for (const a of log.actions.slice(0, index)) engine.applyInPlace(state, a as ChaoticAction);
  return state;
}

/** Masters bot games with random legal decks (mixed tribes), as parsed logs. */
function* randomDeckLogs(): Generator<Log> {
  for (let seed = 1; seed <= 60; seed++) {
    const rng = new SeededRng(rngStateFromSeed(seed));
    const decks = [buildRandomDeck(cards, 'masters', rng), buildRandomDeck(cards, 'masters', rng)] as const;
    const match = playBotMatch({ cards, decks, seed, format: 'masters', players: [...PLAYERS] });
    yield asLog(match);
  }
}

describe('mutation suite, Masters: legal logs made illegal are caught with the right rule', () => {
  it('the unmutated Masters logs are valid', () => {
    expect(audit(mastersLog(1))).toEqual([]);
    expect(audit(attestLog())).toEqual([]);
  });

  it('CR 8.1.1 acting without priority', () => {
    const log = mastersLog(1);
    const pass = log.actions.find((a) => a.type === 'pass')!;
    pass.player = log.header.players.map((p) => p.id).find((id) => id !== pass.player)!;
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/not-your-turn', rule: '8.1.1', seq: pass.seq })]);
  });

  it('CR 8.4.2.2 a tribal mugic paid by a creature of another tribe', () => {
    // Alice's OverWorld deck with Krekk (UnderWorld) in the first slot: her OverWorld mugic may not come from Krekk.
    const mixed = [{ ...starterDecks[0], creatures: [starterDecks[1].creatures[1], ...starterDecks[0].creatures.slice(1)] }, starterDecks[1]] as const;
    for (let seed = 1; seed <= 100; seed++) {
      const log = mastersLog(seed, mixed);
      const index = log.actions.findIndex((a, i) => {
        if (a.type !== 'play-mugic' || a.player !== 'alice') return false;
        const mugic = cards.byId((a.payload as { card: string }).card);
        return mugic?.type === 'Mugic' && mugic.tribe === 'OverWorld' && stateBefore(log, i).creatures[0].space !== null;
      });
      if (index < 0) continue;
      (log.actions[index].payload as { caster: number }).caster = 0;
      expect(audit(log, false)).toEqual([expect.objectContaining({ code: 'chaotic/mugic-wrong-tribe', rule: '8.4.2.2', seq: log.actions[index].seq })]);
      return;
    }
    throw new Error('no OverWorld mugic played while Krekk was in play');
  });

  it('CR 8.4.2.1 a mugic cost paid from a creature without the counters', () => {
    const log = mastersLog(1);
    const index = log.actions.findIndex((a, i) => {
      if (a.type !== 'play-mugic') return false;
      const state = stateBefore(log, i);
      const seat = state.players.indexOf(a.player);
      const poor = state.creatures.find((c) => c.owner === seat && c.space !== null && state.masters!.counters[c.uid] === 0);
      if (!poor) return false;
      (a.payload as { caster: number }).caster = poor.uid;
      return true;
    });
    expect(index).toBeGreaterThanOrEqual(0);
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/mugic-cost-unpaid', rule: '8.4.2.1', seq: log.actions[index].seq })]);
  });

  it('CR 8.4.4.1 an ability cost paid from a creature that does not have the ability', () => {
    for (const log of randomDeckLogs()) {
      const index = log.actions.findIndex((a) => a.type === 'activate' && (a.payload as { from: string }).from === 'creature');
      if (index < 0) continue;
      const payload = log.actions[index].payload as { creature: number };
      const state = stateBefore(log, index);
      const owner = state.creatures[payload.creature].owner;
      const other = state.creatures.find((c) => c.owner === owner && c.space !== null && c.card !== state.creatures[payload.creature].card && cards.byId(c.card)!.text.trim() === '');
      if (!other) continue;
      payload.creature = other.uid;
      expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/no-such-ability', rule: '8.4.4', seq: log.actions[index].seq })]);
      return;
    }
    throw new Error('no activate action found to mutate');
  });

  it('CR 8.2.3.1 resolving a burst out of order (attesting an item that is not on top)', () => {
    const log = attestLog();
    const attest = log.actions.find((a) => a.type === 'attest')!;
    (attest.payload as { item: number }).item += 1000;
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/burst-out-of-order', rule: '8.2.3.1', seq: attest.seq })]);
  });

  it('CR 8.5.2 an attested effect that creates a card breaks card conservation', () => {
    const log = attestLog();
    const attest = log.actions.find((a) => a.type === 'attest')!;
    (attest.payload as Record<string, unknown>).moves = [{ card: 'DOP-1', owner: attest.player, from: 'generalDiscard', to: 'attackHand' }];
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/attested-card-not-conserved', rule: '8.5.2', seq: attest.seq })]);
  });

  it('CR 8.5.5 an attested effect that leaves negative damage is out of bounds', () => {
    const log = attestLog();
    const index = log.actions.findIndex((a) => a.type === 'attest');
    const state = stateBefore(log, index);
    const uid = state.creatures.find((c) => c.space !== null)!.uid;
    (log.actions[index].payload as Record<string, unknown>).damage = { [uid]: -(state.creatures[uid].damage + 1) };
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/attested-out-of-bounds', rule: '8.5.5', seq: log.actions[index].seq })]);
  });

  it('CR 10.2 mugic in an Advanced Apprentice game', () => {
    const log = golden('advanced-apprentice-starter-digital-seed-3.ndjson');
    expect(log.actions.some((a) => a.type === 'pass' || a.type === 'play-mugic')).toBe(false);
    const strike = log.actions.find((a) => a.type === 'strike')!;
    Object.assign(strike, { type: 'play-mugic', payload: { card: 'DOP-165', caster: 0, targets: [6] } });
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/not-in-advanced-apprentice', rule: '10.2', seq: strike.seq })]);
  });

  it('CR 10.1 a pass in an Apprentice game', () => {
    const log = golden('starter-digital-seed-1.ndjson');
    const move = log.actions.find((a) => a.type === 'move')!;
    Object.assign(move, { type: 'pass', payload: {} });
    expect(audit(log)).toEqual([expect.objectContaining({ code: 'chaotic/not-in-apprentice', rule: '10.1', seq: move.seq })]);
  });
});
