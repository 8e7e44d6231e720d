import type { AttackCard, Discipline, Element } from '../cards/card';
import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import { perCard } from './card-facts';
import { hasCombatTrigger } from './combat-triggers';

const ELEMENT_KEYS: readonly [Element, 'fire' | 'air' | 'earth' | 'water'][] = [['Fire', 'fire'], ['Air', 'air'], ['Earth', 'earth'], ['Water', 'water']];

/** CR 8.6.1.4: an attack is of an element when it has a value in that element's box (a blank reads as 0 in the data). */
export function attackElements(card: AttackCard): Element[] {
  return ELEMENT_KEYS.filter(([, key]) => card.damage[key] !== 0).map(([element]) => element);
}

/** CR 3.5.8.2: an attack is of each Discipline its Challenges, Stat Checks and Stat Fails name. */
export function attackDisciplines(effects: readonly CardEffect[]): Discipline[] {
  const out = new Set<Discipline>();
  for (const e of effects) {
    if (e.kind !== 'automated') continue;
    for (const c of e.conditions) if ((c.kind === 'challenge' || c.kind === 'stat-check' || c.kind === 'stat-fail') && c.stat !== 'mugic-counters') out.add(c.stat);
  }
  return [...out];
}

/** What resolving an attack reads of its card, as one engine reads its text. */
export interface AttackFacts {
  readonly card: AttackCard;
  /** Its base damage (CR 8.6.1), read here once: the card's fields vary from card to card (replay speed: one shape for every attack). */
  readonly base: number;
  /** Its elements (in the order of `ELEMENT_KEYS`) with their printed values. */
  readonly elements: Element[];
  readonly amounts: readonly number[];
  readonly disciplines: Discipline[];
  /** The text it resolves (CR 8.6.2.1). */
  readonly onResolve: readonly AutomatedEffect[];
  /** Its own text triggers on a combat event ("When Strengthening Bond deals damage, …"). */
  readonly triggered: boolean;
}

/**
 * An attack card's facts, read once per engine and card id (replay speed: one lookup per
 * attack instead of one for the card, its text and each fact); null when the id is no attack.
 */
export const attackFacts = perCard((ctx: EngineContext, id: string): AttackFacts | null => {
  const card = ctx.cards.byId(id);
  return card?.type === 'Attack' ? read(ctx, card) : null;
});

function read(ctx: EngineContext, card: AttackCard): AttackFacts {
  const effects = ctx.effects(card.id);
  return {
    card,
    base: card.damage.base,
    elements: attackElements(card),
    amounts: ELEMENT_KEYS.filter(([, key]) => card.damage[key] !== 0).map(([, key]) => card.damage[key]),
    disciplines: attackDisciplines(effects.normal),
    onResolve: effects.onResolve,
    triggered: hasCombatTrigger(ctx, card.id),
  };
}
