import type { Effect, LightseekersCard } from '../cards/card';
import type { Target } from '../cards/verbs';
import { cornersOf } from './card-facts';
import type { EffectPart } from './state';

/** The effect list a resolution reads: card text, its Multiplayer text, a hero trait, a corner or an ability. */
export function effectsOf(card: LightseekersCard, part: EffectPart, index = 0): readonly Effect[] {
  switch (part) {
    case 'effects':
      return card.effects ?? [];
    case 'multiplayer':
      return card.multiplayerEffects ?? [];
    case 'trait':
      return card.trait?.effects ?? (card.trait?.text ? [{ text: card.trait.text }] : []);
    case 'corner':
      return cornersOf(card)[index]?.effects ?? [];
    case 'ability': {
      const ability = card.abilities?.[index];
      return ability?.effects ?? (ability?.text ? [{ text: ability.text }] : []);
    }
  }
}

/** The target an effect call names, or the one its verb means when it names none. */
export function targetOfEffect(effect: Effect): Target {
  if (!('verb' in effect)) return 'self';
  if (effect.target) return effect.target;
  return effect.verb === 'damage' || effect.verb === 'discard' || effect.verb === 'remove' ? 'recipient' : 'self';
}

/** Effects that pick another hero: the player names the recipient when playing (3.1.3, 2.5.1.3). */
export function namesRecipient(effects: readonly Effect[]): 'another' | 'any' | null {
  let need: 'another' | 'any' | null = null;
  for (const e of effects) {
    if (e.when !== undefined) continue;
    const t = targetOfEffect(e);
    if (t === 'recipient' || t === 'another-hero') return 'another';
    if (t === 'any-hero') need = 'any';
  }
  return need;
}

const playedNeeds = new WeakMap<LightseekersCard, 'another' | 'any' | null>();

/** Whom a played card's text is directed at (its text and first corner, 4.1.3.7a), read once per card. */
export function playedRecipientNeed(card: LightseekersCard): 'another' | 'any' | null {
  let need = playedNeeds.get(card);
  if (need === undefined) playedNeeds.set(card, (need = namesRecipient([...effectsOf(card, 'effects'), ...effectsOf(card, 'corner', 0)])));
  return need;
}
