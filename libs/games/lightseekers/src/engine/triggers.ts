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
    if (hero.trait?.kind === 'passive' && (hero.trait.effects ?? []).some((e) => e.when === event)) state.queue.push(effectJob(state, hero, ownerId, 'trait', { when: event }));
    owner.items.forEach((id, i) => {
      if (id === except && i === owner.items.length - 1) return;
      const card = cards.get(id);
      if ((card.effects ?? []).some((e) => e.when === event)) state.queue.push(effectJob(state, card, ownerId, 'effects', { when: event }));
    });
    const rotating: number[] = [];
    owner.buffs.forEach((buff, i) => {
      if (buff.card === except && i === owner.buffs.length - 1) return;
      if (!isActive(owner, i, cards)) return;
      const card = cards.get(buff.card);
      if ((card.effects ?? []).some((e) => e.when === event)) state.queue.push(effectJob(state, card, ownerId, 'effects', { when: event }));
      // 2.5.3.9f: a Clunky Buff that says when it rotates rotates then.
      if (card.rotatesWhen?.when === event) rotating.push(i);
    });
    for (const i of rotating.reverse()) rotateNow(state, ownerId, i, cards);
  }
}

/** The events playing a card of a category is (6.1.2 Attack, Defend, Buff, Equip, Play). */
export function eventsOfPlay(category: string | undefined, played: boolean): string[] {
  const kind = category === 'attack' ? 'you-attack' : category === 'defend' ? 'you-defend' : category === 'buff' ? 'you-buff' : category === 'item' ? 'you-equip' : undefined;
  return [...(played ? ['you-play'] : []), ...(kind ? [kind] : [])];
}
