import type { Card } from '../cards/card';
import type { Condition, CreatureFilter, Subject } from './effect-types';
import { creatureNames } from './creature-names';
import { elementList, tribeList } from './phrases';

const isCreatureName = (name: string): boolean => creatureNames().has(name);

const KEYWORDS = /^(Recklessness|Defender|Invisibility|Range|Swift|Surprise|Strike|Untargetable|Intimidate|Support)$/i;
const SELF: Subject = { select: 'self' };
const THEIRS: Subject = { select: 'opposing-engaged' };

/** "has Water" / "has Swift" → the filter field it tests; null when neither. */
function hasWhat(text: string): CreatureFilter | null {
  if (KEYWORDS.test(text)) return { ability: text.toLowerCase() };
  const elements = elementList(text);
  return elements && elements.length === 1 ? { elements } : null;
}

/**
 * Conditions printed on creature cards: "you control no other Creatures", "an opposing
 * Creature has Water", "Brimflame is equipped", "engaged with an unequipped Creature",
 * "Viqtarr has both higher Courage and Wisdom than the opposing engaged Creature".
 */
export function readCreatureCondition(t: string, card: Card, last?: Subject): Condition | null {
  const self = card.type === 'Creature' ? card.name : null;
  let m = /^you control no other Creatures$/i.exec(t);
  if (m && self) return { kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', other: true } } };
  // "you control only Aivenna and Nivenna" on Aivenna: both names are creatures of the set.
  m = /^you control only ([A-Z][\w' -]+?) and ([A-Z][\w' -]+)$/.exec(t);
  if (m && self && m[1] === self && isCreatureName(m[2])) return { kind: 'controls-only', names: [m[1], m[2]] };
  // "If that Creature is on your side of the Battleboard" (Wrenges), checked on resolution.
  m = /^(it|that Creature) is on (your|your opponent's) side of the Battleboard$/i.exec(t);
  if (m && last) return { kind: 'matches', who: last, filter: { side: /opponent/i.test(m[2]) ? 'opponent' : 'you' } };
  // Galmedar: "If any Creature engaged with Galmedar has Power less than 65": "that Creature" is the one engaged with it (named first).
  m = /^any Creature engaged with (.+?) has (Courage|Power|Wisdom|Speed|Energy) less than (\d+)$/i.exec(t);
  if (m && m[1] === self) return { kind: 'all', conditions: [{ kind: 'stat-below', who: THEIRS, stat: m[2].toLowerCase() as 'power', x: Number(m[3]) }, { kind: 'engaged', who: SELF }] };
  if (/^a Mirage Location is on the Battleboard$/i.test(t)) return { kind: 'mirage-on-battleboard' };
  m = /^(.+?) is in your general discard pile$/i.exec(t);
  if (m && m[1] === self) return { kind: 'in-general-discard' };
  m = /^(an opposing Creature|a Creature you control|an opponent controls a Creature with) has (\w+)$/i.exec(t);
  const has = m ? hasWhat(m[2]) : null;
  if (m && has) return { kind: 'exists', filter: { controller: /opposing/i.test(m[1]) ? 'opponent' : 'you', ...has } };
  m = /^(.+?) is (equipped|unequipped)$/i.exec(t);
  if (m && m[1] === self) {
    const equipped: Condition = { kind: 'equipped', who: SELF };
    return /^equipped$/i.test(m[2]) ? equipped : { kind: 'not', condition: equipped };
  }
  // "If engaged with an unequipped Creature" on a creature: it is engaged, and the creature it is engaged with has no Battlegear.
  m = /^engaged with an? (equipped|unequipped)(?: ([A-Z][\w']+))? Creature$/i.exec(t);
  const tribes = m?.[2] ? tribeList(m[2]) : undefined;
  if (m && self && tribes !== null) {
    const filter: CreatureFilter = { equipped: /^equipped$/i.test(m[1]), ...(tribes ? { tribes } : {}) };
    return { kind: 'all', conditions: [{ kind: 'engaged', who: SELF }, { kind: 'matches', who: THEIRS, filter }] };
  }
  // "If Viqtarr has both higher Courage and Wisdom than the opposing engaged Creature": engaged, so it is your engaged Creature.
  m = /^(.+?) has (?:both )?(higher|lower) (Courage|Power|Wisdom|Speed|Energy) and (Courage|Power|Wisdom|Speed|Energy) than the opposing engaged Creature$/i.exec(t);
  if (m && m[1] === self) {
    const stats = [m[3].toLowerCase(), m[4].toLowerCase()] as ('courage' | 'power' | 'wisdom' | 'speed' | 'energy')[];
    return { kind: 'all', conditions: [{ kind: 'engaged', who: SELF }, { kind: 'compared-to-opposing', stats, relation: m[2].toLowerCase() as 'higher' | 'lower' }] };
  }
  return null;
}
