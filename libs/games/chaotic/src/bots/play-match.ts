import { commitSeed, combineSeeds, rngStateFromSeed, SeededRng, sha256Hex } from '@arbiter/rules';
import { CHAOTIC_ENGINE_VERSION, createChaoticEngine } from '../engine/engine';
import { CardLookup, ChaoticAction, ChaoticMatchConfig, ChaoticOutcome, EngineDeck, EngineFormat, PlayMode } from '../engine/types';
import { deckHash, MatchLogHeader, MATCH_LOG_FORMAT, MATCH_LOG_VERSION, TrailerRecord } from '../match-log/header';
import { chooseMasters, chooseUniformly } from './random-bot';

/**
 * The default stop for a bot game. Finished games take far fewer actions (under 1,500 in a
 * thousand sampled); a game past it is in a combat the rules let go on forever (CR 7.3.2 ends
 * only combats without damage: Graalorn Forest healing every elemental attack, or Olkiex gaining
 * Energy with each of its attacks, can outlast any damage), and it stops unfinished.
 */
export const BOT_ACTION_CAP = 20_000;

export interface BotMatchOptions {
  readonly cards: CardLookup;
  readonly decks: readonly [EngineDeck, EngineDeck];
  readonly seed: number;
  readonly mode?: PlayMode;
  /** Default apprentice; masters, limited and advanced-apprentice play the card text (digital only). */
  readonly format?: EngineFormat;
  readonly players?: readonly [string, string];
  readonly matchId?: string;
  /** Where a game stops unfinished; `BOT_ACTION_CAP` by default. */
  readonly maxActions?: number;
  /** Play under an earlier engine version (`REPLAYABLE_ENGINE_VERSIONS`); the current one by default. */
  readonly engineVersion?: string;
}

export interface BotMatch {
  readonly header: MatchLogHeader;
  readonly actions: ChaoticAction[];
  readonly trailer: TrailerRecord[];
  readonly outcome: ChaoticOutcome | null;
}

/** A player's secret seed, derived from the match seed so the same N gives the same game. */
function playerSeed(seed: number, player: string): string {
  return sha256Hex(`arbiter-bot-seed\u0000${seed}\u0000${player}`);
}

/**
 * Plays a full Apprentice game between two bots that choose uniformly among legal actions.
 * Digital play commits both seeds in the header and reveals them after the last action;
 * paper play has the bots declare their own draws (chosen among the cards left in the deck).
 */
export function playBotMatch(options: BotMatchOptions): BotMatch {
  const mode = options.mode ?? 'digital';
  const format = options.format ?? 'apprentice';
  const players = options.players ?? ['overworld-bot', 'underworld-bot'];
  const matchId = options.matchId ?? `bot-${options.seed}`;
  const engineVersion = options.engineVersion ?? CHAOTIC_ENGINE_VERSION;
  const engine = createChaoticEngine(options.cards, engineVersion);
  const botRng = new SeededRng(rngStateFromSeed(options.seed));
  const seeds = players.map((p) => playerSeed(options.seed, p));
  const startingPlayer = mode === 'paper' ? players[botRng.int(0, 1)] : undefined;
  const config: ChaoticMatchConfig = {
    matchId, format, mode, players: [players[0], players[1]], decks: options.decks,
    ...(startingPlayer ? { startingPlayer } : {}),
  };
  const header: MatchLogHeader = {
    format: MATCH_LOG_FORMAT, version: MATCH_LOG_VERSION, game: 'chaotic', gameFormat: format,
    engineVersion, matchId, mode,
    players: players.map((id) => ({ id })),
    decks: { [players[0]]: options.decks[0], [players[1]]: options.decks[1] },
    deckHashes: { [players[0]]: deckHash(options.decks[0]), [players[1]]: deckHash(options.decks[1]) },
    ...(mode === 'digital'
      ? { seedCommitments: { [players[0]]: commitSeed(seeds[0]), [players[1]]: commitSeed(seeds[1]) } }
      : { startingPlayer }),
  };
  const state = engine.setup(config, { combined: mode === 'digital' ? combineSeeds(seeds, matchId) : undefined });
  const actions: ChaoticAction[] = [];
  const limit = options.maxActions ?? BOT_ACTION_CAP;
  while (engine.outcome(state) === null && actions.length < limit) {
    const action = format === 'apprentice' ? chooseUniformly(engine, state, botRng) : chooseMasters(engine, state, botRng);
    if (!action) break;
    actions.push(action);
    engine.applyInPlace(state, action);
  }
  const outcome = engine.outcome(state);
  const trailer: TrailerRecord[] = mode === 'digital' ? players.map((player, i) => ({ kind: 'seed-reveal' as const, player, seed: seeds[i] })) : [];
  if (outcome) trailer.push({ kind: 'result', winners: [...outcome.winners], losers: [...outcome.losers], draw: outcome.draw });
  return { header, actions, trailer, outcome };
}
