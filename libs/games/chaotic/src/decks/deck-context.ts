import type { Card } from '../cards/card';
import { CardSet } from '../cards/card-set';
import type { CommunityFormatSpec, CommunityLists } from '../formats/community-formats';
import type { ResolvedFormat } from '../formats/format';

type ListName = keyof CommunityLists;

/** The ids each community list names, resolved against the card set once per check. */
export class CommunityIndex {
  private readonly ids = new Map<ListName, Set<string>>();

  constructor(readonly spec: CommunityFormatSpec | undefined, set: CardSet) {
    if (!spec) return;
    for (const list of Object.keys(spec.lists) as ListName[]) {
      this.ids.set(list, new Set(spec.lists[list].flatMap((name) => set.resolve(name).map((c) => c.id))));
    }
  }

  has(list: ListName, card: Card): boolean {
    return this.ids.get(list)?.has(card.id) ?? false;
  }

  get rule(): string {
    return `format:${this.spec?.id ?? 'none'}`;
  }
}

/**
 * A card's deck-building flags once a community format's lists apply: its lists add or
 * remove Unique, Legendary and Loyal (e.g. standard's "ununique"), and Highlander makes
 * every Creature, Battlegear and Mugic Unique. `source` tells which rule to cite.
 */
export interface Flag {
  readonly on: boolean;
  /** The comprehensive rule, or `format:<id>` when the community list decided. */
  readonly rule: string;
}

export function uniqueFlag(card: Card, community: CommunityIndex, ruleNumber: string): Flag {
  if (community.has('ununique', card)) return { on: false, rule: community.rule };
  if (community.has('unique', card)) return { on: true, rule: community.rule };
  if (community.spec?.highlander && ['Creature', 'Battlegear', 'Mugic'].includes(card.type)) return { on: true, rule: community.rule };
  return { on: card.unique, rule: ruleNumber };
}

export function legendaryFlag(card: Card, community: CommunityIndex): Flag {
  if (community.has('unlegendary', card)) return { on: false, rule: community.rule };
  if (community.has('legendary', card)) return { on: true, rule: community.rule };
  return { on: card.legendary, rule: '2.2.4' };
}

export function loyalFlag(card: Card, community: CommunityIndex): Flag {
  if (community.has('unloyal', card)) return { on: false, rule: community.rule };
  if (community.has('loyal', card)) return { on: true, rule: community.rule };
  return { on: card.loyal, rule: '2.2.5' };
}

/** The format facts a check needs, in one place. */
export interface DeckContext {
  readonly set: CardSet;
  readonly format: ResolvedFormat;
  readonly community: CommunityIndex;
  readonly gameSize: number;
}
