import type { Violation } from '@arbiter/rules';
import { costProblems, destinyRequirement, energyCost, extraLossProblem, handCopy, loseAsCost, playLoss } from './costs';
import { pay } from './energy-piles';
import type { Game } from './game-cards';
import { payAdditional, playedProblems } from './played-cards';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/**
 * An interrupt: in any phase of either player's turn while you hold initiative, bullets
 * limiting the copies of a title per turn, (USED OR LOST) declaring which (CR glossary
 * `interrupt`, `bullet`). Its effect is card text: carried out as it resolves where the engine
 * reads all of it (1.2.0 on, `played-cards.ts`), otherwise attested after it resolves.
 */
export function checkPlayInterrupt(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const p = payloadOf(a);
  const key = handCopy(g, seat, p.card);
  if (!key) return broken(a.seq, 'not-in-hand', R.deploy(1), `there is no ${String(p.card)} in your hand`);
  const card = g.card(key);
  if (card.type !== 'Interrupt') return broken(a.seq, 'not-an-interrupt', R.interrupt, `${card.name} is not an interrupt: interrupts are the only cards you can play outside your deploy phase, and others are deployed`);
  const either = card.playKind === 'used-or-lost';
  if (either ? p.mode !== 'used' && p.mode !== 'lost' : p.mode !== undefined) {
    return broken(a.seq, 'bad-option', R.deploy(3), either ? `${card.name} is (USED OR LOST): declare "mode": "used" or "lost"` : `${card.name} has no options to declare`);
  }
  const uses = g.s.flags.bullets[seat][card.name] ?? 0;
  if (card.bullets > 0 && uses >= card.bullets) return broken(a.seq, 'bullet-spent', R.bullet, `${card.name} may be played ${card.bullets} time(s) each turn, and you have played it ${uses}`);
  const printed = [...destinyRequirement(g, a.seq, seat, card), ...costProblems(g, a.seq, seat, card), ...extraLossProblem(g, a.seq, seat, playLoss(g, seat, card, null), 1, `playing ${card.name}`)];
  if (printed.length > 0) return printed.slice(0, 1);
  return textProblems(g, a.seq, seat, key, (p.mode as 'used' | 'lost' | undefined) ?? null, p.targets);
}

/** A card whose text the engine carries out is checked for it (1.2.0 on); any other takes no targets (its text is attested). */
export function textProblems(g: Game, seq: number, seat: Seat, key: string, mode: 'used' | 'lost' | null, targets: unknown): Violation[] {
  const text = g.text?.played(g.card(key));
  if (text) return playedProblems(g, seq, seat, key, text, mode, targets);
  return targets === undefined ? [] : broken(seq, 'bad-payload', R.gameText, `${g.card(key).name}'s text is attested, not carried out by the engine: it is played without "targets"`);
}

/** A carried card's additional costs paid, and its targets for the stack item. */
export function playText(g: Game, seat: Seat, key: string, targets: unknown): { targets?: readonly string[] } {
  const text = g.text?.played(g.card(key));
  if (!text) return {};
  payAdditional(g, seat, key, text);
  return { targets: (targets as string[] | undefined) ?? [] };
}

export function performPlayInterrupt(g: Game, a: WarsAction, seat: Seat): void {
  const p = payloadOf(a);
  const key = handCopy(g, seat, p.card)!;
  const card = g.card(key);
  const bullets = g.s.flags.bullets[seat];
  // A bullet is spent even if the interrupt is then canceled.
  if (card.bullets > 0) bullets[card.name] = (bullets[card.name] ?? 0) + 1;
  g.s.piles[seat].hand.splice(g.s.piles[seat].hand.indexOf(key), 1);
  pay(g.s, seat, energyCost(g, seat, card, null));
  loseAsCost(g, seat, playLoss(g, seat, card, null));
  g.s.stack.push({ kind: 'card', seat, card: key, target: null, mode: (p.mode as 'used' | 'lost' | undefined) ?? null, ...playText(g, seat, key, p.targets) });
}
