import type { Violation } from '@arbiter/rules';
import { decideDestiny } from './battle-steps';
import type { Game } from './game-cards';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/** Battle destiny step: a player whose side has tactics 4 or more may reveal one card (CR glossary `battle phase` 3). */
export function checkBattleDestiny(_g: Game, a: WarsAction): Violation[] {
  return typeof payloadOf(a).reveal === 'boolean' ? [] : broken(a.seq, 'bad-payload', R.battle(3), 'battle-destiny says whether you reveal a card: "reveal": true or false');
}

export const performBattleDestiny = (g: Game, a: WarsAction, seat: Seat) => decideDestiny(g, seat, payloadOf(a).reveal as boolean);
