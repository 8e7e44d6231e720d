import type { Card, Discipline, Element, Tribe } from '../cards/card';
import type { Condition, Subject, TurnDeed } from './effect-types';

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
  // Allegro, Melody of Miracles, …: "an engaged creature you control won Initiative this turn" (what it did, engine/turn-log.ts).
  m = /^an engaged creature you control (.+) this turn$/i.exec(text);
  const deed = m ? turnDeed(m[1]) : null;
  if (deed) return { kind: 'exists', filter: { controller: 'you', engaged: true, thisTurn: deed } };
  return null;
}

/** "won Initiative", "dealt 20 or more attack damage", "has taken 15 or more attack damage", "won a Wisdom Challenge". */
function turnDeed(text: string): TurnDeed | null {
  if (/^won Initiative$/i.test(text)) return { kind: 'won-initiative' };
  let m = /^dealt (\d+) or more attack damage$/i.exec(text);
  if (m) return { kind: 'dealt-attack-damage', min: Number(m[1]) };
  m = /^has taken (\d+) or more attack damage$/i.exec(text);
  if (m) return { kind: 'took-attack-damage', min: Number(m[1]) };
  m = /^won an? (Courage|Power|Wisdom|Speed) Challenge$/i.exec(text);
  if (m) return { kind: 'won-challenge', stat: m[1].toLowerCase() as Discipline };
  return null;
}
