import type { PlayerId } from '@arbiter/rules';
import { isActive } from './buff-state';
import type { CardCatalogue } from './catalogue';
import { rotateNow } from './buff-phase';
import { effectJob } from './resolve';
import type { LightseekersState } from './state';
import { playerOf } from './state';

/**
 * 2.6.2, 2.6.3: what playing a card (or using an ability) triggers is checked before the card's own
 * effects, in Standard Order over its player's cards: hero, Items left to right, Buffs left to
 * right. `except` is the card being played, which is not yet in play when triggers are checked.
 */
export function queueTriggers(state: LightseekersState, ownerId: PlayerId, events: readonly string[], cards: CardCatalogue, except?: string): void {
  const owner = playerOf(state, ownerId);
  for (const event of events) {
    const hero = cards.get(owner.hero);
    if (hero.facts.traitTriggers.has(event)) state.queue.push(effectJob(state, hero, ownerId, 'trait', { when: event }));
    for (let i = 0; i < owner.items.length; i++) {
      const id = owner.items[i];
      if (id === except && i === owner.items.length - 1) continue;
      const card = cards.get(id);
      if (card.facts.triggers.has(event)) state.queue.push(effectJob(state, card, ownerId, 'effects', { when: event }));
    }
    let rotating: number[] | undefined;
    for (let i = 0; i < owner.buffs.length; i++) {
      const buff = owner.buffs[i];
      if (buff.card === except && i === owner.buffs.length - 1) continue;
      const card = cards.get(buff.card);
      const rotates = card.rotatesWhen?.when === event;
      // Most Buffs wait for nothing: whether they are active is only asked of those that do.
      const triggered = card.facts.triggers.has(event);
      if (!rotates && !triggered) continue;
      if (!isActive(owner, i, cards)) continue;
      if (triggered) state.queue.push(effectJob(state, card, ownerId, 'effects', { when: event }));
      // 2.5.3.9f: a Clunky Buff that says when it rotates rotates then.
      if (rotates) (rotating ??= []).push(i);
    }
    if (rotating) for (const i of rotating.reverse()) rotateNow(state, ownerId, i, cards);
  }
}

/** The event of each category of card played or ability used (6.1.2 Attack, Defend, Buff, Equip). */
const EVENT_OF: Readonly<Record<string, string>> = { attack: 'you-attack', defend: 'you-defend', buff: 'you-buff', item: 'you-equip' };

/** The lists `eventsOfPlay` gives, made once: it is asked on every card played and ability used. */
const PLAYED = new Map(Object.entries(EVENT_OF).map(([category, event]) => [category, ['you-play', event] as const]));
const USED = new Map(Object.entries(EVENT_OF).map(([category, event]) => [category, [event] as const]));
const PLAYED_OTHER: readonly string[] = ['you-play'];
const USED_OTHER: readonly string[] = [];

/** The events playing a card of a category (6.1.2 Play too) or using an ability of one is. */
export function eventsOfPlay(category: string | undefined, played: boolean): readonly string[] {
  if (played) return (category !== undefined ? PLAYED.get(category) : undefined) ?? PLAYED_OTHER;
  return (category !== undefined ? USED.get(category) : undefined) ?? USED_OTHER;
}
