import { loadChaoticCards } from '../cards/load-cards';
import type { Card } from '../cards/card';
import type { AutomatedEffect, CardEffect, Timing } from './effect-types';
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

/** Subjects, durations and timings as the parse tests write them. */
export const SELF = { select: 'self' } as const;
export const EQUIPPED = { select: 'equipped' } as const;
export const ALL = (filter: object) => ({ select: 'all', filter });
export const target = (filter: object = {}) => ({ select: 'target', index: 0, filter });
export const STATIC = 'while-in-play';
export const TURN = 'end-of-turn';
export const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'];
/** "{{MC}}:" — an activated ability costing one Mugic counter. */
export const MC = { kind: 'activated', cost: { mugicCounters: 1, other: [] } };
export const on = (event: string, extra: object = {}): Timing => ({ kind: 'triggered', event, ...extra }) as Timing;

/** The automated effect of a real card whose printed text is `text`. */
export function printed(id: string, text: string): AutomatedEffect {
  const found = automated(id).find((e) => e.text === text);
  expect(found).toBeDefined();
  return found!;
}

/** The card's one effect with this trigger event. */
export function trigger(id: string, event: string): AutomatedEffect {
  const found = automated(id).filter((e) => e.timing.kind === 'triggered' && e.timing.event === event);
  expect(found).toHaveLength(1);
  return found[0];
}
