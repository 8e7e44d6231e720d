import type { DeckViolation } from '@arbiter/rules';
import { CardSet } from '../cards/card-set';
import { type ChaoticFormat, resolveFormat } from '../formats/format';
import { checkFormatPool, checkLegendary, checkLoyal, checkRuleOfTwo, checkUnique } from './deck-card-rules';
import { CommunityIndex, type DeckContext } from './deck-context';
import { checkCounts, checkGameSize, type ListedCounts } from './deck-counts';
import type { DeckSection,Decklist } from './decklist';
import { resolveDeck } from './resolved-deck';

export interface CheckDeckOptions {
  /** Creatures per side (CR 2.1.1). Default: 6, or 3 in Limited. */
  readonly gameSize?: number;
}

/**
 * Every way `deck` breaks the deck-construction rules (CR §2) of `format` and its
 * community list, each with its rule number or `format:<id>`. Empty when legal.
 * Sections a format does not use (Battlegear in Apprentice, Mugic in both Apprentice
 * formats) are ignored, so a Masters deck can be played as Apprentice.
 */
export function checkDeck(deck: Decklist, set: CardSet, format: ChaoticFormat | string, options: CheckDeckOptions = {}): DeckViolation[] {
  const resolved = resolveFormat(format);
  if ('error' in resolved) return [{ code: 'chaotic/deck-unknown-format', rule: '10', message: resolved.error }];
  const ctx: DeckContext = {
    set,
    format: resolved,
    community: new CommunityIndex(resolved.community, set),
    gameSize: options.gameSize ?? resolved.base.defaultGameSize,
  };
  const used: DeckSection[] = ['creatures', 'attacks', 'locations'];
  if (resolved.base.usesBattlegear) used.push('battlegear');
  if (resolved.base.usesMugic) used.push('mugic');
  const { deck: cards, violations } = resolveDeck(deck, set, used);
  const all = [...cards.creatures, ...cards.battlegear, ...cards.mugic, ...cards.attacks, ...cards.locations];
  return [
    ...violations,
    ...checkGameSize(ctx),
    ...checkCounts(cards, ctx, listedCounts(deck)),
    ...checkRuleOfTwo(all),
    ...checkUnique(all, ctx),
    ...checkLegendary(all, ctx),
    ...checkLoyal(all, cards.creatures, ctx),
    ...checkFormatPool(all, ctx),
  ];
}

/** The number of ids each section lists (a section that is not a list counts as empty: it is reported as malformed). */
function listedCounts(deck: Decklist): ListedCounts {
  const n = (ids: unknown) => (Array.isArray(ids) ? ids.length : 0);
  return { creatures: n(deck?.creatures), battlegear: n(deck?.battlegear), mugic: n(deck?.mugic), attacks: n(deck?.attacks), locations: n(deck?.locations) };
}
