import type { Effect } from '../cards/card';
import type { LightseekersCardSet } from '../cards/card-set';
import { type EngineCard, engineCard } from './card-facts';
import { LIGHTSEEKERS_ENGINE_VERSION, versionRules, type VersionRules } from './engine-versions';
import { isAutomated } from './resolve';

/**
 * The cards an engine plays, by id (an id outside the set is a bug once the config has been
 * checked), and what its engine version carries out of their text.
 */
export interface CardCatalogue {
  get(id: string): EngineCard;
  has(id: string): boolean;
  /**
   * The catalogue's own string for a card id, or the id itself for a card outside the set. The
   * ids a log names are slices of its text; kept in the state, they made every search of a zone
   * compare characters (replay speed), where the catalogue's strings compare by identity.
   */
  id(id: string): string;
  /** Whether this engine version carries out an effect itself (`isAutomated`), worked out once per effect. */
  automated(effect: Effect): boolean;
  readonly rules: VersionRules;
}

export function catalogueOf(set: LightseekersCardSet, version: string = LIGHTSEEKERS_ENGINE_VERSION): CardCatalogue {
  const byId = new Map(set.cards.map((card) => [card.id, engineCard(card)]));
  const rules = versionRules(version);
  const automated = new WeakMap<Effect, boolean>();
  return {
    get(id) {
      const card = byId.get(id);
      if (!card) throw new Error(`card ${id} is not in set ${set.id}`);
      return card;
    },
    has: (id) => byId.has(id),
    id: (id) => byId.get(id)?.id ?? id,
    automated(effect) {
      let found = automated.get(effect);
      if (found === undefined) automated.set(effect, (found = isAutomated(effect, rules)));
      return found;
    },
    rules,
  };
}
