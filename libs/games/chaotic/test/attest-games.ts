import { parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import type { EngineDeck } from '../src/engine';
import type { ChaoticAction, ChaoticState } from '../src/engine/types';
import { cards, engine, PLAYERS, replayInputs, starterDecks } from './support';

/** A bot game whose decks hold `decks`, up to the first attest of `id`: the actions, its index and the log. */
export function attestedGame(id: string, decks: readonly [EngineDeck, EngineDeck]) {
  for (let seed = 1; seed <= 40; seed++) {
    const match = playBotMatch({ cards, decks, seed, format: 'masters', players: [...PLAYERS] });
    const index = match.actions.findIndex((a) => a.type === 'attest' && (a.payload as { card: string }).card === id);
    if (index >= 0 && match.outcome) return { actions: match.actions, index, ndjson: toNdjson(match.header, match.actions, match.trailer) };
  }
  throw new Error(`no bot game attested ${id}`);
}

/** The state of a logged game after its first `count` actions. */
export function stateAt(ndjson: string, count: number): ChaoticState {
  const { log } = parseMatchLog(ndjson);
  const { config, combined } = replayInputs({ header: log!.header, trailer: log!.reveals } as Parameters<typeof replayInputs>[0]);
  const state = engine.setup(config, { combined });
  for (const a of log!.actions.slice(0, count)) engine.applyInPlace(state, a as ChaoticAction);
  return state;
}

/** The starter decks with every card of one kind replaced by `id`, so the bots play it. */
export function decksOf(kind: 'attacks' | 'mugic' | 'locations', id: string): readonly [EngineDeck, EngineDeck] {
  return starterDecks.map((d) => ({ ...d, [kind]: (d[kind] ?? []).map(() => id) })) as unknown as readonly [EngineDeck, EngineDeck];
}
