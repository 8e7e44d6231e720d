import type { ActionEnvelope } from '../envelope';
import type { GameModule } from '../game-module';
import { toNdjson } from '../log/write-log';
import type { GameOutcome } from '../outcome';
import { playBotMatch, type BotMatchOptions } from '../bots/play-bot-match';
import { sha256Hex } from '../hash';

/**
 * The same seed plays the same game: two bot games from one seed print the same log (hashed),
 * and another engine instance built by the module agrees. Returns the problem, or null.
 */
export function checkDeterminism<Deck, Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  module: GameModule<Deck, Config, State, Action, Outcome, View>,
  options: BotMatchOptions<Deck>,
): string | null {
  const hashOf = () => {
    const match = playBotMatch(module, options);
    return sha256Hex(toNdjson(match.header, match.actions, match.trailer));
  };
  const first = hashOf();
  const second = hashOf();
  return first === second ? null : `seed ${options.seed} played two different games (${first.slice(0, 12)} ≠ ${second.slice(0, 12)})`;
}
