import type { Card } from '../cards/card';
import type { Ability } from '../keywords/ability';
import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import { abilityEffects } from '../effects/parse-effects';
import { unsupportedParts } from '../effects/coverage';
import { ENGINE_SUPPORT } from './engine-support';
import type { FrozenText } from './engine-versions';

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
function inPlay(card: Card): (effect: CardEffect) => CardEffect {
  return (effect) => (effect.kind === 'automated' && unsupportedParts(effect, ENGINE_SUPPORT, card).length > 0 ? { kind: 'attested', text: effect.text } : effect);
}

function read(card: Card): CardEffects {
  const normal = abilityEffects(card.abilities ?? [], card).map(inPlay(card));
  const brainwashed = card.type === 'Creature' ? abilityEffects(card.brainwashedAbilities ?? [], card).map(inPlay(card)) : [];
  return summarise(normal, brainwashed);
}

/** The engine's index of a card's effects, from its text as read now or as an earlier version read it. */
function summarise(normal: readonly CardEffect[], brainwashed: readonly CardEffect[]): CardEffects {
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

/**
 * Memoised per engine: card text is parsed once, not on every replayed action. With `frozen`
 * (an earlier engine version's reading, `engine-versions.ts`) the card text is taken from it.
 */
export function effectsIndex(lookup: (id: string) => Card | undefined, frozen: FrozenText | null = null): (id: string) => CardEffects {
  const known = new Map<string, CardEffects>();
  return (id) => {
    let found = known.get(id);
    if (!found) {
      const card = lookup(id);
      const was = frozen?.[id];
      found = !card ? NONE : frozen ? (was ? summarise(was.normal, was.brainwashed) : NONE) : read(card);
      known.set(id, found);
    }
    return found;
  };
}
