import type { DeckViolation } from '@arbiter/rules';
import type { AttackCard } from '../cards/card';
import { isTriangular } from '../formats/base-formats';
import type { DeckContext } from './deck-context';
import type { ResolvedDeck } from './resolved-deck';

/** CR 2.1.1–2.1.2 and 10.4.1: the game size itself. */
export function checkGameSize(ctx: DeckContext): DeckViolation[] {
  const { base } = ctx.format;
  if (base.fixedGameSize !== undefined && ctx.gameSize !== base.fixedGameSize) {
    return [{ code: 'chaotic/deck-game-size', rule: '10.4.1', message: `${base.id} is played at game size ${base.fixedGameSize}, not ${ctx.gameSize}` }];
  }
  if (!isTriangular(ctx.gameSize)) {
    return [{ code: 'chaotic/deck-game-size', rule: '2.1.2', message: `game size ${ctx.gameSize} does not fill a triangular Battleboard (1, 3, 6, 10, …)` }];
  }
  return [];
}

/** How many cards each section lists, unknown or misplaced ones included. */
export type ListedCounts = Readonly<Record<keyof ResolvedDeck, number>>;

/**
 * CR 2.1.1, 2.2.6–2.2.9: how many cards of each kind. Counted as listed (`listed`, when given):
 * an unknown or misplaced id is reported as such, not a second time as a short section.
 */
export function checkCounts(resolved: ResolvedDeck, ctx: DeckContext, listed?: ListedCounts): DeckViolation[] {
  const { base } = ctx.format;
  const out: DeckViolation[] = [];
  const n = ctx.gameSize;
  const length = (section: keyof ResolvedDeck) => ({ length: listed?.[section] ?? resolved[section].length });
  const deck = { creatures: length('creatures'), battlegear: length('battlegear'), mugic: length('mugic'), attacks: length('attacks'), locations: length('locations') };
  const count = (code: string, rule: string, what: string, actual: number, expected: number) => {
    if (actual !== expected) out.push({ code, rule, message: `the deck has ${actual} ${what}; game size ${n} in ${ctx.format.id} needs exactly ${expected}` });
  };
  count('chaotic/deck-creature-count', '2.1.1', 'Creatures', deck.creatures.length, n);
  if (base.usesBattlegear) count('chaotic/deck-battlegear-count', '2.2.6', 'Battlegear', deck.battlegear.length, deck.creatures.length);
  if (base.usesMugic) count('chaotic/deck-mugic-count', '2.2.7', 'Mugic', deck.mugic.length, deck.creatures.length);
  if (deck.attacks.length !== base.attackCount) {
    out.push({ code: 'chaotic/deck-attack-count', rule: base.attackRule, message: `the Attack Deck has ${deck.attacks.length} cards; ${ctx.format.id} needs exactly ${base.attackCount}` });
  }
  const buildCost = resolved.attacks.reduce((sum, a) => sum + (a as AttackCard).buildCost, 0);
  if (buildCost > base.maxBuildCost) {
    out.push({ code: 'chaotic/deck-build-cost', rule: base.buildCostRule, message: `the Attack Deck's total Build Cost is ${buildCost}; at most ${base.maxBuildCost} is allowed` });
  }
  if (deck.locations.length !== base.locationCount) {
    out.push({ code: 'chaotic/deck-location-count', rule: base.locationRule, message: `the Location Deck has ${deck.locations.length} cards; ${ctx.format.id} needs exactly ${base.locationCount}` });
  }
  return out;
}
