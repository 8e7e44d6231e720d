import { type GameDecks, playBotMatch as playKitBotMatch } from '@arbiter/rules';
import type { ChaoticModule } from '../chaotic-module';
import type { CardLookup, ChaoticAction, ChaoticOutcome, EngineDeck, EngineFormat, PlayMode } from '../engine/types';
import { deckHash, type MatchLogHeader, type TrailerRecord } from '../match-log/header';
import { chaoticBots } from '../module/chaotic-bots';
import { chaoticEngines } from '../module/chaotic-engines';

export { BOT_ACTION_CAP } from '../module/chaotic-bots';

export interface BotMatchOptions {
  readonly cards: CardLookup;
  readonly decks: readonly [EngineDeck, EngineDeck];
  readonly seed: number;
  readonly mode?: PlayMode;
  /** Default apprentice; masters, limited and advanced-apprentice play the card text (digital or paper). */
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

/** Chaotic over the card set a bot game is played with: its engines read that set. */
const modules = new WeakMap<CardLookup, Pick<ChaoticModule, 'id' | 'seats' | 'decks' | 'engines' | 'bots'>>();

function botModule(cards: CardLookup) {
  let module = modules.get(cards);
  if (!module) {
    module = {
      id: 'chaotic', seats: { min: 2, max: 2 }, decks: { hash: deckHash } as GameDecks<EngineDeck>, engines: chaoticEngines(() => cards),
      bots: chaoticBots,
    };
    modules.set(cards, module);
  }
  return module;
}

/**
 * Plays a full game between two bots with the kit's driver (`playBotMatch` of `@arbiter/rules`):
 * in Apprentice they choose uniformly among legal actions, in the card-text formats the Masters
 * bot passes half the time. Digital play commits both seeds in the header and reveals them after
 * the last action; paper play has the bots declare their own draws (chosen among the cards left).
 */
export function playBotMatch(options: BotMatchOptions): BotMatch {
  const match = playKitBotMatch(botModule(options.cards), {
    format: options.format ?? 'apprentice',
    decks: options.decks,
    seed: options.seed,
    mode: options.mode ?? 'digital',
    players: options.players ?? ['overworld-bot', 'underworld-bot'],
    ...(options.matchId !== undefined ? { matchId: options.matchId } : {}),
    ...(options.maxActions !== undefined ? { maxActions: options.maxActions } : {}),
    ...(options.engineVersion !== undefined ? { engineVersion: options.engineVersion } : {}),
  });
  return match as BotMatch;
}
