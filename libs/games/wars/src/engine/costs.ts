import type { Violation } from '@arbiter/rules';
import type { WarsCard } from '../cards/card';
import { energyOf } from './energy-piles';
import type { Game } from './game-cards';
import { supportIconsFor } from './locations';
import { R } from './rule-keys';
import type { DeployTarget, Seat } from './state';
import { broken } from './violation';

/** The first copy of a card (by collector number) in a player's hand. */
export function handCopy(g: Game, seat: Seat, id: unknown): string | undefined {
  return typeof id === 'string' ? g.s.piles[seat].hand.find((k) => g.card(k).id === id) : undefined;
}

/**
 * A card with [D] needs a card in the revealing player's reserve: yours for [D], your
 * opponent's for "opponent's [D]" (CR glossary `deployment phase` 2, `destiny`).
 */
export function destinyRequirement(g: Game, seq: number, seat: Seat, card: WarsCard): Violation[] {
  if (!card.usesDestiny || card.id === '1R43') return []; // Shift in Tactics needs none (its ruling).
  const theirs = (card.text.match(/opponent[’']s \[D\]/gi) ?? []).length;
  const mine = (card.text.match(/\[D\]/g) ?? []).length - theirs;
  const empty = (who: Seat) => g.s.piles[who].reserve.length === 0;
  if (mine > 0 && empty(seat)) return broken(seq, 'no-card-for-destiny', R.deploy(2), `${card.name} reveals a card for destiny, and your reserve is empty`);
  if (theirs > 0 && empty(seat === 0 ? 1 : 0)) return broken(seq, 'no-card-for-destiny', R.deploy(2), `${card.name} reveals a card from your opponent's reserve for destiny, and it is empty`);
  return [];
}

/**
 * The energy a card costs a side to play to a target: its printed cost changed by standing
 * effects ("Each unit your opponent plays here costs 1 more energy to play"), never below 0
 * (CR glossary `costs`, `modifiers`).
 */
export function energyCost(g: Game, seat: Seat, card: WarsCard, target: DeployTarget | null): number {
  const change = g.text?.costChange(g, seat, card, target) ?? 0;
  return Math.max(0, (card.cost ?? 0) + change);
}

/**
 * Energy from the active pile and support icons on your side, paid together (CR glossary `costs`,
 * `deployment phase` 5); `cost`, the energy when card text that plays it says what it costs.
 */
export function costProblems(g: Game, seq: number, seat: Seat, card: WarsCard, target: DeployTarget | null = null, cost = energyCost(g, seat, card, target)): Violation[] {
  if (card.cost === null) return broken(seq, 'cost-unknown', R.costs, `${card.name}'s energy cost is missing from the card data, so it cannot be paid`);
  const active = g.s.piles[seat].active.length;
  if (cost > active) {
    const changed = cost === card.cost ? '' : ` (printed ${card.cost}, changed by card text in play)`;
    return broken(seq, 'cannot-pay', R.deploy(5), `${card.name} costs ${cost} energy${changed} and your active pile holds ${active}`);
  }
  const support = card.supportCost;
  if (support && card.faction !== 'Independent' && supportIconsFor(g, seat, support.faction) < support.count) {
    return broken(seq, 'support-icons-missing', R.supportIcons, `${card.name} needs ${support.count} ${support.faction} support icon(s) on your side of locations, and you have ${supportIconsFor(g, seat, support.faction)}`);
  }
  return [];
}

/**
 * Energy to lose as an additional cost of an action, from card text in play (1.2.0 on, CR glossary
 * `costs`): the player must have that much energy and cards in hand to lose, besides `leaving`
 * cards of the hand the action itself takes (the card played).
 */
export function extraLossProblem(g: Game, seq: number, seat: Seat, lose: number, leaving: number, what: string): Violation[] {
  if (lose === 0) return [];
  const losable = energyOf(g.s, seat) + g.s.piles[seat].hand.length - leaving;
  return losable < lose ? broken(seq, 'cannot-pay', R.costs, `${what} costs ${lose} energy lost besides (an additional cost of card text in play), and you have ${losable} energy and cards in hand to lose`) : [];
}

/** Energy lost as an additional cost: card by card, by the player's own `lose` actions next (CR glossary `lose energy`). */
export function loseAsCost(g: Game, seat: Seat, lose: number): void {
  if (lose === 0) return;
  const was = g.s.pendingLoss?.seat === seat ? g.s.pendingLoss.remaining : 0;
  g.s.pendingLoss = { seat, remaining: was + lose, rule: R.costs };
}

/** What additional costs in play ask of `seat` to play a card to a target: energy lost (energy paid is in `energyCost`). */
export const playLoss = (g: Game, seat: Seat, card: WarsCard, target: DeployTarget | null): number => g.text?.extraCost(g, seat, { kind: 'play', card, target }).lose ?? 0;

/** You cannot play a unique card while you have a copy in play (CR glossary `unique`). */
export function uniqueProblem(g: Game, seq: number, seat: Seat, card: WarsCard): Violation[] {
  if (!card.unique) return [];
  const copy = g.inPlay().some((p) => p.owner === seat && g.card(p.key).name === card.name);
  return copy ? broken(seq, 'unique-in-play', R.unique, `${card.name} is unique and you already have a copy in play`) : [];
}
