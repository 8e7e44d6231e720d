import type { WarsCard } from '../cards/card';
import type { Game } from '../engine/game-cards';
import type { DeployTarget, Seat } from '../engine/state';
import type { ExtraCostTerms } from '../verbs/verb';
import { playedMatches } from './cost-changes';
import type { EffectSource } from './effect-source';
import { locationAtPlace, ownerMatches } from './phrases';

/**
 * Standing additional costs (engine 1.2.0 on; CR glossary `costs`, and `ongoing ability`: "As an
 * additional cost to play …" applies while the card is on the stack): "As long as this character
 * is at a site, as an additional cost for a player to play a unit here, that player loses 2
 * energy.", "As an additional cost for a player to attack at a related location, that player
 * loses 2 energy.", "As an additional cost for your opponent to drain here, he or she pays 3
 * energy." Energy paid to play a card is a change of what it costs (`cost-changes.ts`); energy
 * lost to play one, and what is paid or lost to attack or drain, are costs of their own, paid
 * with the action by the player doing it. An additional cost in play, by the card whose text it is:
 */
export interface ExtraCost extends ExtraCostTerms {
  readonly src: EffectSource;
}

/** What is done, for which an additional cost may be owed: a card played to a target, or an attack or drain at a location. */
export type CostedAction =
  | { readonly kind: 'play'; readonly card: WarsCard; readonly target: DeployTarget | null }
  | { readonly kind: 'attack' | 'drain'; readonly location: string };

/** Whether an additional cost applies to `seat` doing `action`. */
function applies(g: Game, c: ExtraCost, seat: Seat, action: CostedAction): boolean {
  if (c.action !== action.kind || (c.for !== 'any' && !ownerMatches(c.for, seat, c.src))) return false;
  if (action.kind === 'play') return c.what !== undefined && playedMatches(g, c.src, c.what, seat, action.card, action.target);
  return !c.at || locationAtPlace(g, c.src, action.location, c.at);
}

/** What the additional costs in play ask of `seat` for an action: energy paid and energy lost, besides its own cost. */
export function extraCostFor(g: Game, all: readonly ExtraCost[], seat: Seat, action: CostedAction): { pay: number; lose: number } {
  let pay = 0;
  let lose = 0;
  for (const c of all) {
    if (!applies(g, c, seat, action)) continue;
    pay += c.pay;
    lose += c.lose;
  }
  return { pay, lose };
}
