import type { LightseekersCard } from '../cards/card';
import type { LightseekersCardSet } from '../cards/card-set';
import { LIGHTSEEKERS_ENGINE_VERSION, versionRules, type VersionRules } from './engine-versions';

/**
 * The cards an engine plays, by id (an id outside the set is a bug once the config has been
 * checked), and what its engine version carries out of their text.
 */
export interface CardCatalogue {
  get(id: string): LightseekersCard;
  has(id: string): boolean;
  readonly rules: VersionRules;
}

export function catalogueOf(set: LightseekersCardSet, version: string = LIGHTSEEKERS_ENGINE_VERSION): CardCatalogue {
  return {
    get(id) {
      const card = set.byId(id);
      if (!card) throw new Error(`card ${id} is not in set ${set.id}`);
      return card;
    },
    has: (id) => set.byId(id) !== undefined,
    rules: versionRules(version),
  };
}
