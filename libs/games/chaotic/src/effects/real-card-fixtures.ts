import { loadChaoticCards } from '../cards/load-cards';
import type { Card } from '../cards/card';
import type { AutomatedEffect, CardEffect } from './effect-types';
import { fakeCreature, InMemoryEffectContext } from './in-memory-context';
import { cardEffects } from './parse-effects';

/** Real cards for effect tests: parse a card of the bundled set and play it on a tiny board. */
export const cards = loadChaoticCards();

export function card(id: string): Card {
  const c = cards.byId(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
}

/** The card's automated effects; unless `partly`, fails naming any attested text. */
export function automated(id: string, partly = false): AutomatedEffect[] {
  const effects: CardEffect[] = cardEffects(card(id));
  if (!partly) expect(effects.filter((e) => e.kind === 'attested')).toEqual([]);
  return effects.filter((e): e is AutomatedEffect => e.kind === 'automated');
}

/** Two engaged creatures (mine "a", theirs "b"), one unengaged opponent "c"; targets chosen as "b". */
export function board(): InMemoryEffectContext {
  const ctx = new InMemoryEffectContext([
    fakeCreature('a', 'you', { engaged: true, elements: ['Fire'], mugicCounters: 1 }),
    fakeCreature('b', 'opponent', { engaged: true, damage: 20, mugicCounters: 2, tribe: 'UnderWorld' }),
    fakeCreature('c', 'opponent', { tribe: 'OverWorld', engaged: false }),
  ]);
  ctx.targets = ['b'];
  return ctx;
}

export const MINE = { select: 'your-engaged' } as const;
export const THEIRS = { select: 'opposing-engaged' } as const;
export const TARGET = { select: 'target', index: 0, filter: {} } as const;
