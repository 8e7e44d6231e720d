import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, deckHash, type ParsedMatchLog, parseMatchLog, toNdjson } from '../../src';
import { playBotMatch } from '../../src/bots';
import type { ChaoticAction, ChaoticState, EngineDeck } from '../../src/engine';
import { cards, engine, PLAYERS, replayInputs } from '../support';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
export type Log = Mutable<ParsedMatchLog>;
export type Action = Log['actions'][number];

/** The golden bot games the cheats start from: read once, parsed afresh for each cheat. */
const texts = new Map<string, string>();

export function golden(file: string): Log {
  let text = texts.get(file);
  if (text === undefined) texts.set(file, (text = readFileSync(join(__dirname, '..', 'golden', file), 'utf8')));
  return parseMatchLog(text).log as Log;
}

export const APPRENTICE = 'starter-digital-seed-1.ndjson';
export const PAPER = 'starter-paper-seed-2.ndjson';
export const MASTERS = 'masters-starter-digital-seed-1.ndjson';
export const ADVANCED = 'advanced-apprentice-starter-digital-seed-3.ndjson';
export const PAPER_MASTERS = 'masters-starter-paper-seed-3.ndjson';

const asText = (match: ReturnType<typeof playBotMatch>) => toNdjson(match.header, match.actions, match.trailer);

/** Masters bot games with random legal decks (mixed tribes, more card text than the starters), made on first use. */
const randomTexts: string[] = [];

export function* randomMastersLogs(): Generator<Log> {
  for (let seed = 1; seed <= 60; seed++) {
    if (randomTexts.length < seed) {
      const rng = new SeededRng(rngStateFromSeed(seed));
      const decks = [buildRandomDeck(cards, 'masters', rng), buildRandomDeck(cards, 'masters', rng)] as const;
      randomTexts.push(asText(playBotMatch({ cards, decks, seed, format: 'masters', players: [...PLAYERS] })));
    }
    yield parseMatchLog(randomTexts[seed - 1]).log as Log;
  }
}

/** Apprentice bot games with the starter decks, for situations the golden games do not reach. */
export function* apprenticeLogs(): Generator<Log> {
  for (let seed = 1; seed <= 50; seed++) {
    yield parseMatchLog(asText(playBotMatch({ cards, decks: [starter(0), starter(1)], seed, players: [...PLAYERS] }))).log as Log;
  }
}

const starter = (seat: 0 | 1): EngineDeck => golden(APPRENTICE).header.decks![golden(APPRENTICE).header.players[seat].id];

/**
 * Replays the log and returns the index of the first action for which `when` holds, given the
 * state just before it; -1 when none does.
 */
export function findAction(log: Log, when: (state: ChaoticState, action: Action, index: number) => boolean): number {
  const { config, combined } = replayInputs({ header: log.header as ParsedMatchLog['header'], trailer: log.reveals });
  const state = engine.setup(config, { combined });
  for (let i = 0; i < log.actions.length; i++) {
    if (when(state, log.actions[i], i)) return i;
    engine.applyInPlace(state, log.actions[i] as ChaoticAction);
  }
  return -1;
}

/** The first log of `logs` with an action for which `when` holds, and its index; fails the row when no log has one. */
export function findInLogs(logs: Iterable<Log>, when: (state: ChaoticState, action: Action, index: number) => boolean): { log: Log; index: number } {
  for (const log of logs) {
    const index = findAction(log, when);
    if (index >= 0) return { log, index };
  }
  throw new Error('no log reaches the situation this cheat needs');
}

/** The state just before action `index`. */
export function stateBefore(log: Log, index: number): ChaoticState {
  let found: ChaoticState | null = null;
  findAction(log, (state, _a, i) => {
    if (i === index) found = engine.clone(state);
    return i === index;
  });
  return found!;
}

export function otherPlayer(log: Log, player: string): string {
  return log.header.players.map((p) => p.id).find((id) => id !== player)!;
}

/** Drops actions and numbers the rest from 1 again, as a log that left them out would. */
export function withoutActions(log: Log, from: number, count: number): Log {
  log.actions.splice(from, count);
  log.actions.forEach((a, i) => { a.seq = i + 1; });
  return log;
}

/** Registers the changed deck, so only the deck's legality is in question (not its hash). */
export function reregister(log: Log, player: string): Log {
  log.header.deckHashes[player] = deckHash(log.header.decks![player]);
  return log;
}

/** The first card of a type that is in neither player's deck. */
export function cardInNoDeck(log: Log, list: readonly { readonly id: string }[], extra: (id: string) => boolean = () => true): string {
  const used = new Set(Object.values(log.header.decks!).flatMap((d) => [...d.creatures, ...d.attacks, ...d.locations, ...(d.battlegear ?? []), ...(d.mugic ?? [])]));
  return list.find((c) => !used.has(c.id) && extra(c.id))!.id;
}
