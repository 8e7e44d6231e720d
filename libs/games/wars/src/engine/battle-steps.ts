import { damagedDefense, inBattle, sideTotal } from './battle-sides';
import { canLose, revealDestiny } from './energy-piles';
import type { Game } from './game-cards';
import { cant, immuneToAttrition } from './game-cards';
import type { Battle, BattleStep, Seat } from './state';
import { opponentSeat } from './state';
import { noteEvent } from './triggers';
import { battleDestiny, floor0, standing } from './battle-numbers';

/** Battle destiny is revealed only with total tactics of 4 or more, and a card in the reserve (CR glossary `battle phase` 3). */
export const tacticsForDestiny = 4;

const order = (b: Battle): Seat[] => [b.attacker, opponentSeat(b.attacker)];

/** Attrition a player suffers: the battle destiny of the other side, with what card text adds, attested or standing (CR glossary `battle phase` 5). */
export function attritionAgainst(g: Game, seat: Seat): number {
  const b = g.s.battle!;
  const other = opponentSeat(seat);
  return floor0(battleDestiny(g, other) + b.mods.attrition[other] + standing(g, 'attrition', other));
}

/** Casualties the loser has still to satisfy: less energy and hand cards lost and the defense of their damaged cards (CR glossary `battle phase` 9). */
export function casualtiesLeft(g: Game): number {
  const b = g.s.battle!;
  return b.loser === null ? 0 : b.casualties - b.casualtiesLost - damagedDefense(g, b.loser);
}

/** A player's cards in the battle that can still be damaged: undamaged, and none a standing effect says can't be. */
const undamaged = (g: Game, seat: Seat) => inBattle(g, seat).filter((p) => !p.damaged && !cant(g, p.key, 'be damaged'));
export const damagedInPlay = (g: Game, seat: Seat) => g.inPlay().filter((p) => p.owner === seat && p.damaged);

/** Whether every undamaged card a player has in the battle is immune to attrition, so the rest may be ignored (CR glossary `battle phase` 5, `captain`). */
export function mayIgnoreAttrition(g: Game, seat: Seat): boolean {
  const left = undamaged(g, seat);
  return left.length > 0 && left.every((p) => immuneToAttrition(g, p.key));
}

/** Who must act in the current battle step (no one holds initiative during a step), or null outside steps. */
export function battleActor(g: Game): Seat | null {
  const b = g.s.battle;
  if (!b) return null;
  switch (b.step) {
    case 'destiny': return order(b).find((s) => !b.destinyDone[s]) ?? null;
    case 'attrition': return order(b).find((s) => !b.attritionDone[s]) ?? null;
    case 'loss': return b.loser;
    case 'end': return order(b).find((s) => damagedInPlay(g, s).length > 0) ?? null;
    default: return null;
  }
}

/** Both players passed on an empty stack before a step: it begins, and no one holds initiative (CR glossary `battle phase` 2–11). */
export function beginNextStep(g: Game): void {
  const b = g.s.battle!;
  g.s.initiative = null;
  g.s.passes = 0;
  if (b.step === 'open') {
    b.step = 'destiny';
    for (const seat of order(b)) b.destinyDone[seat] = sideTotal(g, seat, 'tactics') < tacticsForDestiny || g.s.piles[seat].reserve.length === 0;
  } else if (b.step === 'before-attrition') b.step = 'attrition';
  else if (b.step === 'before-power') {
    // The power step has no procedure: it ends at once and the attacker regains initiative.
    powerStep(g);
    g.s.initiative = g.s.current;
  }
  else if (b.step === 'before-loss') b.step = 'loss';
  else if (b.step === 'before-end') b.step = 'end';
  settleBattle(g);
}

/** The power step (CR glossary `battle phase` 7): power plus battle destiny; the lower total loses, the difference its casualties. */
function powerStep(g: Game): void {
  const b = g.s.battle!;
  const total = (seat: Seat) => floor0(sideTotal(g, seat, 'power') + battleDestiny(g, seat) + b.mods.power[seat] + standing(g, 'power', seat));
  b.power = [total(0), total(1)];
  b.loser = b.power[0] === b.power[1] ? null : b.power[0] < b.power[1] ? 0 : 1;
  b.casualties = Math.abs(b.power[0] - b.power[1]);
  b.step = 'before-loss';
  if (b.loser !== null) noteEvent(g, { event: 'win-battle', seat: opponentSeat(b.loser), location: b.location });
  noteEvent(g, { event: 'power-step-ends', location: b.location });
}

/** Revealing (or not) battle destiny, attacker first (CR glossary `battle phase` 3). */
export function decideDestiny(g: Game, seat: Seat, reveal: boolean, declared?: unknown): void {
  const b = g.s.battle!;
  if (reveal) {
    const used = g.s.piles[seat].used;
    const before = used.length;
    const destiny = revealDestiny(g, seat, declared);
    b.destiny[seat] += destiny;
    noteEvent(g, { event: 'battle-destiny', seat, destiny, location: b.location, ...(used.length > before ? { card: used.at(-1) } : {}) });
  }
  b.destinyDone[seat] = true;
  settleBattle(g);
}

/**
 * After anything in a step: a procedure that has nothing left to do is done, and a step whose
 * procedures are done ends, the attacker (whose turn it is) regaining initiative (CR glossary
 * `initiative` 3). A loser who cannot satisfy casualties has no energy left: the battle is
 * canceled and the systematic rules end the game.
 */
export function settleBattle(g: Game): void {
  const s = g.s;
  const b = s.battle;
  if (!b) return;
  const window = (step: Battle['step']) => {
    b.step = step;
    s.initiative = s.current;
    s.passes = 0;
  };
  if (b.step === 'destiny' && b.destinyDone[0] && b.destinyDone[1]) {
    window('before-attrition');
    noteEvent(g, { event: 'end-of-battle-destiny-step', location: b.location });
  }
  if (b.step === 'attrition') {
    for (const seat of order(b)) {
      if (!b.attritionDone[seat] && (damagedDefense(g, seat) >= attritionAgainst(g, seat) || undamaged(g, seat).length === 0)) b.attritionDone[seat] = true;
      if (!b.attritionDone[seat]) break;
    }
    if (b.attritionDone[0] && b.attritionDone[1]) window('before-power');
  }
  if (b.step === 'loss') {
    const loser = b.loser;
    if (loser === null || casualtiesLeft(g) <= 0) window('before-end');
    else if (!canLose(s, loser) && undamaged(g, loser).length === 0) endBattle(g);
  }
  if (b.step === 'end' && battleActor(g) === null) endBattle(g);
}

export function endBattle(g: Game): void {
  const b = g.s.battle;
  g.s.battle = null;
  if (b) noteEvent(g, { event: 'battle-ends', location: b.location, winner: b.loser === null ? null : opponentSeat(b.loser) });
  g.s.initiative = g.s.current;
  g.s.passes = 0;
}

/** Where each step card text names lies among the engine's: the last window before it, the first after it. */
const AROUND: Readonly<Record<string, readonly [BattleStep, BattleStep]>> = {
  'battle-destiny': ['open', 'before-attrition'], attrition: ['before-attrition', 'before-power'], power: ['before-power', 'before-loss'], loss: ['before-loss', 'before-end'],
};
const ORDER: readonly BattleStep[] = ['open', 'destiny', 'before-attrition', 'attrition', 'before-power', 'before-loss', 'loss', 'before-end', 'end'];

/** "Until after the attrition step of a battle", "before the battle destiny step": a battle is under way, and past (or not yet at) that step. */
export function inBattleStep(g: Game, step: string, when: 'before' | 'after'): boolean {
  const b = g.s.battle;
  const around = AROUND[step];
  if (!b || !around) return false;
  const at = ORDER.indexOf(b.step);
  return when === 'before' ? at <= ORDER.indexOf(around[0]) : at >= ORDER.indexOf(around[1]);
}
