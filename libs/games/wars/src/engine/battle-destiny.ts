import type { Violation } from '@arbiter/rules';
import { decideDestiny } from './battle-steps';
import type { Game } from './game-cards';
import { declaredTopProblem } from './paper-play';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/** Battle destiny step: a player whose side has tactics 4 or more may reveal one card (CR glossary `battle phase` 3). */
export function checkBattleDestiny(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const p = payloadOf(a);
  if (typeof p.reveal !== 'boolean') return broken(a.seq, 'bad-payload', R.battle(3), 'battle-destiny says whether you reveal a card: "reveal": true or false');
  if (p.reveal && cantRevealDestiny(g, seat)) return broken(a.seq, 'cant-reveal', R.cant, `card text in play says you can't reveal a card for battle destiny in this battle: "reveal": false`);
  // Paper play: the card revealed is named, and it must be what the top of the reserve can be (CR glossary `destiny`).
  return p.reveal ? declaredTopProblem(g, a.seq, seat, 'reserve', p.card, R.destiny, 'the top card of your reserve, revealed for destiny') : [];
}

/** Whether card text in play keeps a player from revealing a card for battle destiny in the battle under way (1.2.0 on). */
export const cantRevealDestiny = (g: Game, seat: Seat): boolean => g.text?.cantRevealDestiny(g, seat, g.s.battle!.location) ?? false;

export const performBattleDestiny = (g: Game, a: WarsAction, seat: Seat) => decideDestiny(g, seat, payloadOf(a).reveal as boolean, payloadOf(a).card);
