import type { Card } from '../cards/card';
import type { Condition } from './effect-types';
import { elementList } from './phrases';

/**
 * Conditions printed on creature cards: "If all Creatures you control have Fire" (none of
 * them is without it), "if your engaged Creature has no Elemental Types".
 */
export function readCreatureBCondition(t: string, card: Card): Condition | null {
  let m = /^all Creatures you control have (Fire|Air|Earth|Water)$/i.exec(t);
  const elements = m ? elementList(m[1]) : null;
  if (m && elements) return { kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', withoutElements: elements } } };
  m = /^your engaged Creature has no Elemental Types$/i.exec(t);
  if (m && card.type === 'Creature') return { kind: 'matches', who: { select: 'your-engaged' }, filter: { withoutElements: ['Fire', 'Air', 'Earth', 'Water'] } };
  // "If Klik'ssi is equipped with a Shard Battlegear".
  m = /^(.+?) is equipped with an? ([A-Z][\w'-]*) Battlegear$/.exec(t);
  if (m && card.type === 'Creature' && m[1] === card.name) return { kind: 'equipped', who: { select: 'self' }, subtype: m[2] };
  return null;
}
