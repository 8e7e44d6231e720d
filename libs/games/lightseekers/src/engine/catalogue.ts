import type { LightseekersCard } from '../cards/card';
import type { LightseekersCardSet } from '../cards/card-set';

/** The cards an engine plays, by id; an id outside the set is a bug once the config has been checked. */
export interface CardCatalogue {
  get(id: string): LightseekersCard;
  has(id: string): boolean;
}

export function catalogueOf(set: LightseekersCardSet): CardCatalogue {
  return {
    get(id) {
      const card = set.byId(id);
      if (!card) throw new Error(`card ${id} is not in set ${set.id}`);
      return card;
    },
    has: (id) => set.byId(id) !== undefined,
  };
}
