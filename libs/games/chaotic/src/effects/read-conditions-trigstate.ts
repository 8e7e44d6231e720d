import type { Card } from '../cards/card';
import type { Stat } from '../keywords/ability';
import type { Condition, Subject } from './effect-types';
import { elementList } from './phrases';

/**
 * Conditions of state-event triggers: "if that Creature had one or more Mugic counters on
 * it" (the creature the event is about), "if all Creatures you control have no Mugic
 * counters", "if equipped Creature is engaged with a Creature with Fire".
 */
export function readTrigstateCondition(text: string, card: Card, last?: Subject): Condition | null {
  let m = /^(?:that Creature|it) (?:had|has) (one|\d+) or more Mugic counters on it$/i.exec(text);
  if (m && last) return { kind: 'stat-at-least', who: last, stat: 'mugic-counters', x: m[1] === 'one' ? 1 : Number(m[1]) };
  if (/^all Creatures you control have no Mugic counters$/i.test(text)) {
    return { kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', stat: { stat: 'mugic-counters', min: 1 } } } };
  }
  m = /^equipped Creature is engaged with a Creature with (Fire|Air|Earth|Water)$/i.exec(text);
  const element = m ? elementList(m[1]) : null;
  if (element && card.type === 'Battlegear') {
    // The creature engaged with equipped Creature is the opposing engaged creature.
    return { kind: 'all', conditions: [{ kind: 'engaged', who: { select: 'equipped' } }, { kind: 'has-elements', who: { select: 'opposing-engaged' }, elements: element }] };
  }
  // Recurring Rescue: "the target of Recurring Rescue" is the Mugic's (first) target, chosen as it was played.
  m = /^the target of (.+) has (\d+) or less Scanned (Courage|Power|Wisdom|Speed|Energy)$/i.exec(text);
  if (m && m[1] === card.name && card.type === 'Mugic') {
    return { kind: 'scanned-at-most', who: { select: 'target', index: 0, filter: {} }, stat: m[3].toLowerCase() as Stat, x: Number(m[2]) };
  }
  return null;
}
