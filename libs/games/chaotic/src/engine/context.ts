import type { AttackDamage, Card } from '../cards/card';
import { CardEffects, effectsIndex } from './card-effects';
import { CHAOTIC_ENGINE_VERSION, frozenCardText } from './engine-versions';
import { CardLookup } from './types';

/** Card facts the engine reads during play, indexed once per engine for fast replay. */
export interface EngineContext {
  readonly cards: CardLookup;
  attackDamage(card: string): AttackDamage | undefined;
  locationInitiative(card: string): string | undefined;
  /** Parsed card text for the Masters game (memoised). */
  effects(card: string): CardEffects;
}

/** `version`: the engine version whose reading of card text to use (`engine-versions.ts`); the current one by default. */
export function createContext(cards: CardLookup, version: string = CHAOTIC_ENGINE_VERSION): EngineContext {
  const damage = new Map<string, AttackDamage | undefined>();
  const initiative = new Map<string, string | undefined>();
  const lookup = (id: string): Card | undefined => cards.byId(id);
  return {
    cards,
    effects: effectsIndex(lookup, frozenCardText(version)),
    attackDamage(card) {
      let known = damage.get(card);
      if (known === undefined && !damage.has(card)) {
        const found = lookup(card);
        known = found?.type === 'Attack' ? found.damage : undefined;
        damage.set(card, known);
      }
      return known;
    },
    locationInitiative(card) {
      if (!initiative.has(card)) {
        const found = lookup(card);
        initiative.set(card, found?.type === 'Location' ? found.initiative : undefined);
      }
      return initiative.get(card);
    },
  };
}
