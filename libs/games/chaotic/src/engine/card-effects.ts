import type { Card } from '../cards/card';
import type { Ability } from '../keywords/ability';
import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import { abilityEffect } from '../effects/parse-effects';
import { unsupportedParts } from '../effects/coverage';
import { ENGINE_SUPPORT } from './engine-support';

/** A card's abilities as the effect layer reads them; Brainwashed text kept apart (CR 9.2.1). */
export interface CardEffects {
  readonly normal: readonly CardEffect[];
  readonly brainwashed: readonly CardEffect[];
  /** The normal text's automated effects that resolve when the card does (mugic, attacks). */
  readonly onResolve: readonly AutomatedEffect[];
  /** True when the normal text has attested parts. */
  readonly attested: boolean;
  /** Keyword abilities of each text box, and whether any wraps another (Hive, Invisibility). */
  readonly keywords: readonly Ability[];
  readonly brainwashedKeywords: readonly Ability[];
  readonly wrapped: boolean;
}

const NONE: CardEffects = { normal: [], brainwashed: [], onResolve: [], attested: false, keywords: [], brainwashedKeywords: [], wrapped: false };

const keywordsIn = (effects: readonly CardEffect[]): Ability[] => effects.flatMap((e) => (e.kind === 'keyword' ? [e.ability] : []));

/** Automated text using something this engine does not implement is attested in play (never a silent no-op). */
function inPlay(effect: CardEffect): CardEffect {
  return effect.kind === 'automated' && unsupportedParts(effect, ENGINE_SUPPORT).length > 0 ? { kind: 'attested', text: effect.text } : effect;
}

function read(card: Card): CardEffects {
  const normal = (card.abilities ?? []).map((a) => inPlay(abilityEffect(a, card)));
  const brainwashed = card.type === 'Creature' ? (card.brainwashedAbilities ?? []).map((a) => inPlay(abilityEffect(a, card))) : [];
  const keywords = keywordsIn(normal);
  const brainwashedKeywords = keywordsIn(brainwashed);
  return {
    normal,
    brainwashed,
    keywords,
    brainwashedKeywords,
    wrapped: [...keywords, ...brainwashedKeywords].some((a) => a.kind === 'hive' || a.kind === 'invisibility'),
    onResolve: normal.filter((e): e is AutomatedEffect => e.kind === 'automated' && e.timing.kind === 'on-resolve'),
    attested: normal.some((e) => e.kind === 'attested'),
  };
}

/** Memoised per engine: card text is parsed once, not on every replayed action. */
export function effectsIndex(lookup: (id: string) => Card | undefined): (id: string) => CardEffects {
  const known = new Map<string, CardEffects>();
  return (id) => {
    let found = known.get(id);
    if (!found) {
      const card = lookup(id);
      found = card ? read(card) : NONE;
      known.set(id, found);
    }
    return found;
  };
}
