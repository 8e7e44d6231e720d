import type { Target } from '../text/reading';
import type { Game } from '../engine/game-cards';
import { isCardKind } from './card-kinds';
import type { EffectSource } from './effect-source';
import { isFactionWord as isFaction } from '../cards/factions';
import { hasKind } from '../engine/game-cards';
import { describesSearched } from './search-phrases';


/**
 * Cards stacked on a card in play (engine 1.2.0 on; `WarsState.stacked`): "cards stacked on this
 * asset", "each fighter stacked on this asset", "a card stacked on your stockpile asset", "cards
 * stacked here" (on the asset whose text it is). They are out of play, so counted apart from the
 * cards in play a phrase describes.
 */

/** The card a "stacked on …" place names, when the engine reads it: this card, or your cards of a kind ("your stockpile asset"). */
const onSupported = (on: Target) => on.select === 'this'
  || (on.select === 'your' && on.owner === 'you' && on.kinds.length > 0 && on.kinds.every(isCardKind) && on.traits.every((x) => isCardKind(x) || isFaction(x)) && !on.at && !on.filters && !on.and);

/** Whether a phrase counts cards stacked on a card, which the engine reads. */
export function stackedPhraseSupported(t: Target): boolean {
  if (t.at?.relation !== 'stacked-on' || !onSupported(t.at.card)) return false;
  return ['a', 'each', 'all', 'your', 'at-least', 'count'].includes(t.select) && t.kinds.every((k) => k === 'card' || isCardKind(k))
    && t.traits.every((x) => isCardKind(x) || isFaction(x)) && !t.filters && !t.and && !t.alsoAt && !t.other && (t.owner === undefined || t.owner === 'you');
}

/** The keys of the cards a phrase's place stacks them on: this card (when in play), or those of yours it describes. */
function stackedOn(g: Game, src: EffectSource, on: Target): string[] {
  if (on.select === 'this') return g.s.inPlay[src.key] ? [src.key] : [];
  const faction = (key: string) => (g.card(key).faction ?? '').toLowerCase();
  return g.inPlay().filter((p) => p.owner === src.seat && [...on.traits, ...on.kinds].every((w) => (isFaction(w) ? faction(p.key) === w : hasKind(g, p.key, w)))).map((p) => p.key);
}

/** The cards stacked there that a supported phrase describes, bottom first. */
export function stackedCards(g: Game, src: EffectSource, t: Target): string[] {
  if (t.at?.relation !== 'stacked-on') return [];
  const kind: Target = { select: 'a', traits: t.traits, kinds: t.kinds };
  // "This asset" dismissed to pay for its own ability: the cards stacked on it then (lost with it since).
  const stacked = t.at.card.select === 'this' && !g.s.inPlay[src.key] ? src.stackedWas ?? []
    : stackedOn(g, src, t.at.card).flatMap((on) => (g.s.stacked?.[on] ?? []).map((c) => c.key));
  return stacked.filter((k) => describesSearched(g, k, kind));
}
