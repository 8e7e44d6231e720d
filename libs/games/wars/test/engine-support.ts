import type { MatchLogHeader, ParsedMatchLog, PlayMode } from '@arbiter/rules';
import { combineSeeds, playBotMatch, readMatchLog, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import type { Bound, WarsAction, WarsDeck, WarsState } from '../src';
import { boundOfReading, cardEntries, checkedInReadings, WARS_ENGINE_VERSION, warsModule } from '../src';

export const engine = warsModule.engines.engine();
export const FORMAT = 'sanctioned-constructed';
export type WarsLog = ParsedMatchLog<MatchLogHeader<WarsDeck>, WarsAction>;

export const samples = () => warsModule.decks.samples(FORMAT).map((s) => s.deck);

/** The decks of bot game `seed`: the two sample decks on odd seeds, two random legal decks on even ones. */
export function decksFor(seed: number): WarsDeck[] {
  if (seed % 2 === 1) return samples();
  const rng = new SeededRng(rngStateFromSeed(seed * 7919));
  return [warsModule.decks.random(FORMAT, rng), warsModule.decks.random(FORMAT, rng)];
}

export function botLog(seed: number, decks = decksFor(seed), mode: PlayMode = 'digital'): { ndjson: string; log: WarsLog; outcome: ReturnType<typeof engine.outcome> } {
  const match = playBotMatch(warsModule, { format: FORMAT, decks, seed, mode });
  const ndjson = toNdjson(match.header, match.actions, match.trailer);
  const { log, errors } = readMatchLog<MatchLogHeader<WarsDeck>, WarsAction>(ndjson, { game: 'wars', actionTypes: Object.keys(warsModule.log.actionTypes), payloadProblem: warsModule.log.payloadProblem });
  if (!log || errors.length > 0) throw new Error(`bot log unreadable: ${errors.map((e) => e.message).join('; ')}`);
  return { ndjson, log, outcome: match.outcome };
}

/** The state before each action of a log, and the final state. */
export function statesOf(log: WarsLog): WarsState[] {
  const config = warsModule.engines.configFromHeader(log.header);
  const state = engine.setup(config, { combined: combineSeeds(log.reveals.map((r) => r.seed), log.header.matchId) });
  const states = [engine.clone(state)];
  for (const action of log.actions) {
    engine.applyInPlace(state, action);
    states.push(engine.clone(state));
  }
  return states;
}

/** A log with `action` inserted before action `index` (or `index` removed), seqs renumbered. */
export function withInserted(log: WarsLog, index: number, action: Omit<WarsAction, 'seq'>): WarsLog {
  const actions = [...log.actions.slice(0, index), { seq: 0, ...action }, ...log.actions.slice(index)];
  return { ...log, actions: actions.map((a, i) => ({ ...a, seq: i + 1 })) };
}
export function withRemoved(log: WarsLog, index: number): WarsLog {
  const actions = [...log.actions.slice(0, index), ...log.actions.slice(index + 1)];
  return { ...log, actions: actions.map((a, i) => ({ ...a, seq: i + 1 })) };
}

/** What the current engine version bounds an attest's quoted text by (as `checkWithinText` combines it); null when a line is open, left to a judge. */
export function quotedBound(s: WarsState, payload: unknown): Bound[] | null {
  const { card, text } = payload as { card: string; text: string[] };
  const [seat, index] = card.split('-').map(Number);
  const entries = cardEntries(checkedInReadings(WARS_ENGINE_VERSION).cards[s.decks[seat][index]]);
  const bounds = text.map((line) => boundOfReading(entries.find((e) => e.text === line)!.reading));
  return bounds.some((b) => b.open) ? null : bounds;
}
