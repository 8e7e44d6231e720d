import type { ActionEnvelope } from '../envelope';
import type { GameModule } from '../game-module';
import { MATCH_LOG_FORMAT, MATCH_LOG_VERSION, type MatchLogHeader, type PlayMode } from '../log/header';
import type { TrailerRecord } from '../log/trailer';
import type { GameOutcome } from '../outcome';
import { rngStateFromSeed, SeededRng } from '../rng';
import { combineSeeds, commitSeed } from '../seeds';
import { sha256Hex } from '../hash';

export interface BotMatchOptions<Deck> {
  /** The engine format (`formats.resolve` first for a tournament's format). */
  readonly format: string;
  /** One deck per player, in seat order. */
  readonly decks: readonly Deck[];
  /** The match seed: the same seed plays the same game. */
  readonly seed: number;
  /** Digital play (default) commits and reveals seeds; paper play has the bots declare what they draw. */
  readonly mode?: PlayMode;
  /** Player ids in seat order, as many as decks; `bot-1`, `bot-2` … by default. */
  readonly players?: readonly string[];
  readonly matchId?: string;
  /** Where a game stops unfinished; the module's `bots.actionCap` by default. */
  readonly maxActions?: number;
  /** Play under an earlier engine version; the current one by default. */
  readonly engineVersion?: string;
}

export interface BotMatch<Deck, Action extends ActionEnvelope, Outcome extends GameOutcome> {
  readonly header: MatchLogHeader<Deck>;
  readonly actions: Action[];
  readonly trailer: TrailerRecord[];
  readonly outcome: Outcome | null;
}

/** A player's secret seed, derived from the match seed so the same seed gives the same game. */
export function botPlayerSeed(seed: number, player: string): string {
  return sha256Hex(`arbiter-bot-seed\u0000${seed}\u0000${player}`);
}

/**
 * Plays a whole game of any module between bots (`module.bots.choose`) and returns it as a
 * match log: the header, the actions and the trailer. Digital play commits every player's seed
 * in the header and reveals them after the last action; paper play names a starting player,
 * drawn with the bots' RNG before the first action.
 */
export function playBotMatch<Deck, Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  module: Pick<GameModule<Deck, Config, State, Action, Outcome, View>, 'id' | 'seats' | 'decks' | 'engines' | 'bots'>,
  options: BotMatchOptions<Deck>,
): BotMatch<Deck, Action, Outcome> {
  const mode = options.mode ?? 'digital';
  const players = options.players ?? options.decks.map((_, i) => `bot-${i + 1}`);
  if (players.length !== options.decks.length) throw new Error(`${players.length} players need as many decks, not ${options.decks.length}`);
  if (players.length < module.seats.min || players.length > module.seats.max) {
    throw new Error(`${module.id} seats ${module.seats.min}–${module.seats.max} players, not ${players.length}`);
  }
  const matchId = options.matchId ?? `bot-${options.seed}`;
  const engine = module.engines.engine(options.engineVersion);
  const botRng = new SeededRng(rngStateFromSeed(options.seed));
  const seeds = players.map((p) => botPlayerSeed(options.seed, p));
  const startingPlayer = mode === 'paper' ? players[botRng.int(0, players.length - 1)] : undefined;
  // Field order is the log's line 1 as printed: golden logs compare text.
  const header: MatchLogHeader<Deck> = {
    format: MATCH_LOG_FORMAT, version: MATCH_LOG_VERSION, game: module.id, gameFormat: options.format,
    engineVersion: engine.version, matchId, mode,
    players: players.map((id) => ({ id })),
    decks: Object.fromEntries(players.map((p, i) => [p, options.decks[i]])),
    deckHashes: Object.fromEntries(players.map((p, i) => [p, module.decks.hash(options.decks[i])])),
    ...(mode === 'digital' ? { seedCommitments: Object.fromEntries(players.map((p, i) => [p, commitSeed(seeds[i])])) } : { startingPlayer }),
  };
  const state = engine.setup(module.engines.configFromHeader(header), { combined: mode === 'digital' ? combineSeeds(seeds, matchId) : undefined });
  const actions: Action[] = [];
  const limit = options.maxActions ?? module.bots.actionCap;
  while (engine.outcome(state) === null && actions.length < limit) {
    const action = module.bots.choose(engine, state, botRng);
    if (!action) break;
    actions.push(action);
    engine.applyInPlace(state, action);
  }
  const outcome = engine.outcome(state);
  const trailer: TrailerRecord[] = mode === 'digital' ? players.map((player, i) => ({ kind: 'seed-reveal' as const, player, seed: seeds[i] })) : [];
  if (outcome) trailer.push({ kind: 'result', winners: [...outcome.winners], losers: [...outcome.losers], draw: outcome.draw });
  return { header, actions, trailer, outcome };
}
