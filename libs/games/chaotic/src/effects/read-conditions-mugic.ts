import type { Card, Element, Tribe } from '../cards/card';
import type { Condition, Subject } from './effect-types';

const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'] as const;

/** "that Creature" / "it" (the last subject named) or a Mugic's caster. */
function who(phrase: string, card: Card, last?: Subject): Subject | null {
  if (/^(?:it|that Creature|the target Creature)$/i.test(phrase)) return last ?? null;
  if (/^(?:the )?caster(?: of this Mugic)?$/i.test(phrase) && card.type === 'Mugic') return { select: 'caster' };
  return null;
}

/** Conditions printed on Mugic: "If that Creature has no Elemental Types" (Elemental Elegy), "If the caster is engaged". */
export function readMugicCondition(text: string, card: Card, last?: Subject): Condition | null {
  let m = /^(.+?) has no Elemental Types$/i.exec(text);
  const none = m ? who(m[1], card, last) : null;
  if (none) return { kind: 'not', condition: { kind: 'matches', who: none, filter: { elements: [...ELEMENTS] } } };
  if (/^the active Location is a Mirage$/i.test(text)) return { kind: 'active-mirage' };
  // Song of Resilience: "If target Creature has Fire, it gains …" — the Mugic's one target, named in its condition.
  m = /^target Creature has (Fire|Air|Earth|Water)$/i.exec(text);
  if (m && card.type === 'Mugic' && last === undefined) return { kind: 'has-elements', who: { select: 'target', index: 0, filter: {} }, elements: [(m[1][0].toUpperCase() + m[1].slice(1).toLowerCase()) as Element] };
  // Ode to Obscurity: "If you control a non-Danian Creature".
  m = /^you control an? non-(OverWorld|UnderWorld|Mipedian|Danian|M'arrillian) Creature$/i.exec(text);
  if (m) return { kind: 'exists', filter: { controller: 'you', notTribes: [m[1] as Tribe] } };
  m = /^(.+?) is engaged$/i.exec(text);
  const engaged = m ? who(m[1], card, last) : null;
  if (engaged) return { kind: 'engaged', who: engaged };
  return null;
}
